/* game.h — THE interface between the engine and a game (after Quake III's g_public.h).
 *
 * The engine knows a game only through one `const struct game_ops`. A game owns its
 * match state (`struct game`, opaque here), reads its boards, applies rounds and
 * writes its replay format. The engine owns the command line, the players, the match
 * loop, timing and isolation.
 *
 * A player's turn is one plain-data block of `turn_size` bytes: the game fills it with
 * what the seat may see (begin_turn), the player runs on it where it lives (play_turn:
 * in this process, or later in a sandboxed one, the block copied across), and the game
 * reads the orders back from it (play_round). The only pointer a turn may hold is one
 * that play_turn itself sets where the player runs (the log), never one begin_turn or
 * play_round relies on. Nothing else
 * passes between a player and the game, so moving players out of the process touches
 * no game. */
#ifndef ARENA_GAME_H
#define ARENA_GAME_H

#include <stddef.h>

#include "out.h"
#include "player.h"
#include "scan.h"

struct game;

/* What happened to a seat; anything but SEAT_OK freezes it for the rest of the match. */
enum seat_fault {
    SEAT_OK,
    SEAT_TOO_MANY_ORDERS,
    SEAT_TIMEOUT,
    SEAT_CRASH,
    SEAT_FORBIDDEN_CALL,
    SEAT_OUT_OF_MEMORY,
};

struct game_ops {
    const char *name;      /* binary and folder name, e.g. "madmax" */
    const char *title;     /* replay header tokens, e.g. "Mad_Max" and "1.6" */
    const char *version;
    size_t turn_size;

    /* Reads a board and sets up round 0 for this seed (board and player generators).
     * On failure prints "error: FILE:LINE: ..." and returns NULL. */
    struct game *(*load)(struct scan *board, long long seed);
    void (*release)(struct game *g);

    int (*nb_players)(const struct game *g);
    int (*nb_rounds)(const struct game *g);
    int (*score)(const struct game *g, int seat);

    /* Writes the replay's preamble and the initial state (a game may fill its output
     * caches here, hence not const). */
    void (*write_start)(struct game *g, const char *const names[], struct out *replay);

    /* Fills a seat's turn block before the round is played. */
    void (*begin_turn)(const struct game *g, int seat, void *turn);

    /* Runs a player's play() on its turn block. Player-side warnings go to `log`.
     * Returns SEAT_OK, or the fault that freezes the seat (e.g. too many orders). */
    enum seat_fault (*play_turn)(const struct player_def *player, void *memory, void *turn,
                                 struct out *log);

    /* Plays one round: turns[s] holds seat s's orders, or is NULL for a frozen seat.
     * status[s] is what the replay shows for the seat (0 locally, -1 frozen).
     * Appends the round's moves and the new state to the replay; board warnings go to log. */
    void (*play_round)(struct game *g, void *const turns[], const double status[],
                       struct out *replay, struct out *log);
};

#endif
