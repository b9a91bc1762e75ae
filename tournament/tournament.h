/* tournament.h — what a tournament is: a game, its entrants, boards and a schedule of
 * matches, each played in judge mode by the game's own program. */
#ifndef ARENA_TOURNAMENT_H
#define ARENA_TOURNAMENT_H

#include <stddef.h>

enum {
    T_MAX_SEATS = 16,   /* the engine's MATCH_MAX_SEATS */
    T_HASH_HEX = 65,    /* SHA-256 in hex, with its NUL */
    T_NAME_MAX = 64,
    T_REASON_MAX = 200,
};

struct entrant {
    char *name;           /* the player's name: its judge executable's */
    char *given;          /* as given: a name, FILE.c or FILE.o */
    char hash[T_HASH_HEX]; /* of the source, the object, or the executable */
    char *rejected;       /* why it is not playing (the checker's report), or NULL */
    char exe_hash[T_HASH_HEX]; /* of its judge executable in players_dir (once built) */
};

struct board {
    char *path;
    char hash[T_HASH_HEX];
    int seats;            /* players the board is for */
};

/* One match of the schedule: the same board and seed for every match of a block. */
struct scheduled {
    long idx;
    int board;            /* index into boards */
    long long seed;
    int nb_seats;
    int seat[T_MAX_SEATS]; /* index into the playing entrants, one per seat */
};

struct seat_outcome {
    char name[T_NAME_MAX];
    int score;
    double cpu_seconds;
    char fault[16];       /* "ok", "cpu", "crash"... (the engine's seat_fault_key) */
    int frozen_round;     /* -1: never frozen */
    char reason[T_REASON_MAX];
};

/* What playing one match gave: the record stored in the database. */
struct outcome {
    long long tournament;
    long idx;
    int played;           /* 0: the match failed; error says why */
    int not_judged;       /* failed because the machine was too busy (the game's exit 4):
                           * no verdict, to be played again */
    int lost;             /* no record came back from its host (gone, unreachable) */
    char error[T_REASON_MAX];
    double wall_seconds;
    char host[256];       /* where it was played ("": this machine) */
    char replay[4096];    /* "" if not kept */
    int nb_seats;
    struct seat_outcome seat[T_MAX_SEATS];
};

struct tournament {
    const char *game;
    char *game_bin;             /* the game's program, beside this one */
    char game_hash[T_HASH_HEX];
    struct entrant *entrants;   /* as given */
    int nb_entrants;
    int *playing;               /* indexes of entrants not rejected */
    int nb_playing;
    struct board *boards;
    int nb_boards;
    long long seed;             /* drives boards, seeds and seatings */
    long matches;               /* asked for; the schedule rounds up to whole blocks */
    double cpu_seconds;         /* judge mode: a player's budget a match (0: the game's) */
    int memory_mb;
    char *players_dir;          /* the judge executables of this tournament */
    char *replay_dir;
    long keep_replays;          /* -1: all */
    long long id;               /* in the database */
    struct scheduled *schedule;
    long nb_scheduled;
};

#endif
