/* arena.h — playing a match: from C (arena_play) or from a command line (arena_main).
 *
 * arena_play() is the library entry point a tournament runner calls; arena_main() is a
 * thin layer over it that every game binary calls from its main(). */
#ifndef ARENA_ARENA_H
#define ARENA_ARENA_H

#include "game.h"
#include "guard.h"
#include "judge.h"
#include "match.h"

/* Exit statuses, documented in --help and docs/playing.md. */
enum arena_status {
    ARENA_PLAYED = 0,  /* the match was played */
    ARENA_RUNTIME = 1, /* unreadable or malformed board, unwritable replay */
    ARENA_USAGE = 2,   /* bad option, unknown player, wrong number of players */
    ARENA_CRASHED = ARENA_EXIT_CRASH, /* a player crashed the process (local mode) */
    ARENA_NOT_JUDGED = 4, /* judge mode: the machine could not judge a player's turn (it kept
                           * it waiting for a CPU past the bound, stopped it, or killed it with
                           * budget left): no verdict, play the match again */
};

struct match_spec {
    const struct game_ops *game;
    const char *board;  /* path; NULL or "-": standard input */
    long long seed;     /* 0 to 2147483647 */
    int nb_players;
    const char *players[MATCH_MAX_SEATS]; /* names of registered players, one per seat */
    const char *replay; /* path; "-": standard output; NULL: no replay */
    int quiet;          /* the log gets only errors, freezes and the result lines */
    /* Judge mode: each player in its own sandboxed process with these limits (NULL: every
     * player in this process). Players are then judge executables (judge_player_path()),
     * registered in this binary or not. */
    const struct judge_limits *judge;
    const char *results; /* path of the machine-readable results, or NULL */
    const char *players_dir; /* judge mode: where the player executables are (NULL: the default) */
    int no_debug;        /* no debug file beside the replay (engine/debug_file.h) */
    int logs;            /* local mode: the players' output goes into the debug file too */
    int rounds;          /* stop after this many rounds (0: the game's own count) */
    const char *from;    /* start from this replay's state at round from_round (NULL: the board) */
    int from_round;
};

struct seat_result {
    const char *name;
    int score;
    enum seat_fault fault; /* SEAT_OK if the player played to the end */
    int frozen_round;      /* -1 if never frozen */
    double cpu_seconds;    /* judge mode: CPU time used (0 in this process) */
};

struct match_result {
    int nb_players;
    struct seat_result seat[MATCH_MAX_SEATS];
};

/* Plays one match in this process, logging to the diagnostics stream. Returns
 * ARENA_PLAYED with *result filled, or ARENA_RUNTIME / ARENA_USAGE after one "error:"
 * line; no replay is left behind on failure. */
int arena_play(const struct match_spec *spec, struct match_result *result);

/* The number of players a board is for (what --seats prints), or -1 after an error line. */
int arena_board_seats(const struct game_ops *ops, const char *board_path);

/* Parses the command line (the reference kits' Game options), plays one match of
 * `game` and returns the exit status. */
int arena_main(const struct game_ops *game, int argc, char **argv);

#endif
