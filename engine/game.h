/* game.h — THE interface between the engine and a game (after Quake III's g_public.h).
 *
 * The engine knows a game only through one `const struct game_ops`. A game owns its
 * match state (`struct game`, opaque here), reads its boards, applies rounds and writes
 * its replay format. The engine owns the command line, the players, the match loop,
 * timing and isolation.
 *
 * A game has two sides:
 * - the player side (`struct player_side`, in the game's api.c): the API a player calls
 *   and the glue to its play(). It is all a player's process needs: judge mode builds
 *   player executables from it and the player's object, with nothing of the match.
 * - the match side (`struct game_ops`, in the game's game.c): boards, rules, replay.
 *
 * They meet in one block of memory per seat, the turn, laid out per match (struct
 * turn_layout): a view the game fills before the round (to the player), orders the
 * player side writes (back to the game), and player-side scratch in between that the
 * game never reads. A turn holds no pointer the game relies on. Orders come back
 * untrusted: the game checks every field as if a hostile process wrote them. */
#ifndef ARENA_GAME_H
#define ARENA_GAME_H

#include <stddef.h>

#include "out.h"
#include "marks.h"
#include "player.h"
#include "scan.h"
#include "seat_log.h"

struct game;
struct glibc_rand;

/* What happened to a seat; anything but SEAT_OK freezes it for the rest of the match. */
enum seat_fault {
    SEAT_OK,
    SEAT_TOO_MANY_ORDERS,
    SEAT_BAD_ORDERS,
    SEAT_TIMEOUT,
    SEAT_CRASH,
    SEAT_FORBIDDEN_CALL,
    SEAT_OUT_OF_MEMORY,
    SEAT_NO_ANSWER,    /* judge mode: past the wall-clock watchdog */
    SEAT_OUTPUT_FLOOD, /* judge mode: wrote too much to its standard output or error */
    SEAT_OUT_OF_TURN,  /* judge mode: computed after its answer, while others played */
    SEAT_TOO_MANY_DRAWS, /* more than CRAND_MAX_CALLS calls of rand() in a turn (crand.h) */
    SEAT_NOT_JUDGED,   /* judge mode: the machine's fault, never a verdict: it kept the
                        * player waiting for a CPU past the bound, stopped it, or killed it
                        * with CPU budget left (the match stops, nothing is written, it is
                        * to be played again) */
    SEAT_BAD_MESSAGE,  /* judge mode: broke the protocol: answered before its turn, read
                        * none of its turns, said it is another player, a forged message */
};

/* Where a seat's view and orders lie inside its turn block (offsets from its start). */
struct turn_layout {
    size_t size;                       /* the whole block */
    size_t view_offset, view_size;     /* filled by begin_turn, read by the player */
    size_t orders_offset, orders_size; /* written by the player side, read by the game */
};

/* The code a player's process runs. */
struct player_side {
    const char *abi; /* the player header's ABI, e.g. "madmax 3": other players are refused */
    /* Runs play() on a turn whose view is filled: resets the orders (from the view), sets
     * the player-side scratch, calls the player. Warnings go to `log`; the game's
     * debug_mark()/debug_line() add to `marks` (engine/marks.h, emptied before). */
    void (*play_turn)(const struct player_def *player, void *memory, void *turn, struct seat_log *log,
                      struct marks *marks);
    /* The players' rand() and srand() are the match's stream, as in the game's reference
     * kit (engine/crand.h): set with game_ops.shared_rand. 0: each process has its own. */
    int shares_rand;
};

/* How the game's reference kit talks on standard error. The zero value is the 2018
 * kits' (Mad Max, Apocalypse); later kits differ only in these. */
struct game_kit {
    double judge_cpu_seconds; /* the rule book's CPU budget a player (0: 3 s, Jutge's) */
    int first_round;         /* the first round's number in progress lines only: 0 or 1 */
    int top_score_from;      /* the top-score scan's running maximum starts here: 0 or -1 */
    int no_seed_line;        /* the 2018 kits open with "info: seed S" */
    int no_score_lines;      /* no "got score" / "got top score" lines at the end */
    const char *update_line; /* after the seats played, e.g. "info: updating board" */
    const char *end_line;    /* the last line; NULL: "info: game played" */
};

struct game_ops {
    const char *name;    /* binary and folder name, e.g. "madmax" */
    const char *title;   /* replay header tokens, e.g. "Mad_Max" and "1.6" */
    const char *version;
    int min_players, max_players; /* checked before the board is read */
    struct game_kit kit;
    const struct player_side *player;

    /* Reads a board and sets up round 0 for this seed (board and player generators).
     * On failure prints "error: FILE:LINE: ..." and returns NULL. */
    struct game *(*load)(struct scan *board, long long seed);
    void (*release)(struct game *g);

    /* Optional (NULL: the game cannot do it yet). The state one of this game's replays
     * holds at `round`, as a match that goes on from there: nb_rounds then counts the
     * rounds left, rounds_played the rounds before. What the replay does not hold (the
     * generators: they start from `seed`) the game's README says. Errors as load. */
    struct game *(*load_replay)(struct scan *replay, int round, long long seed);
    int (*rounds_played)(const struct game *g);

    int (*nb_players)(const struct game *g);
    int (*nb_rounds)(const struct game *g);
    /* Ends the match after `rounds` rounds (0 < rounds < nb_rounds): from now on nb_rounds
     * says so, and so do the replay and the players' view wherever they give the count. */
    void (*set_rounds)(struct game *g, int rounds);
    int (*score)(const struct game *g, int seat);

    /* The turn block of this match (the same for every seat). */
    void (*turn_layout)(const struct game *g, struct turn_layout *layout);

    /* Writes the replay's preamble and the initial state (a game may fill its output
     * caches here, hence not const); judged: a judge-mode match, whose header says so
     * (the 2018 kits' "SecGame"). */
    void (*write_start)(struct game *g, const char *const names[], int judged, struct out *replay);

    /* Fills a seat's view (layout.view_size bytes at `view`) before the round is played. */
    void (*begin_turn)(const struct game *g, int seat, void *view);

    /* Checks the orders a seat's turn sent back (layout.orders_size bytes) before the
     * round: SEAT_OK, or the fault that freezes the seat (too many or malformed orders). */
    enum seat_fault (*check_orders)(const struct game *g, int seat, const void *orders);

    /* With player->shares_rand: the match's generator that its players' rand() draws from
     * too. Each seat's draws reach it right after that seat's turn, before the next seat's
     * view is filled; a frozen seat's last turn leaves it as it was. */
    struct glibc_rand *(*shared_rand)(struct game *g);

    /* Plays one round: orders[s] is seat s's checked orders, or NULL for a frozen seat.
     * status[s] is what the replay shows for the seat (0 locally, the fraction of its CPU
     * budget used in judge mode, -1 frozen). Appends the
     * round to the replay; refused orders are reported to logs[s]. */
    void (*play_round)(struct game *g, const void *const orders[], const double status[],
                       struct out *replay, struct seat_log *logs[]);
};

#endif
