/* turn.h — one seat's turn: the block a player plays on (struct tron of tron.h).
 *
 * Three parts (engine/game.h, struct turn_layout): `out` goes back to the game, which
 * checks every field; the player-side scratch in the middle never leaves the player's
 * process; `in` is the view the game fills, followed by its arrays, whose sizes depend on
 * the board (tr_view_parts finds them). The graph's arrays are the same all match long:
 * the game fills them once (graph_filled). */
#ifndef TRON_TURN_H
#define TRON_TURN_H

#include <stdbool.h>
#include <stddef.h>

#include "minstd.h"
#include "rules.h"
#include "seat_log.h"
#include "tron.h"

/* Back to the game: untrusted. */
struct tr_turn_orders {
    struct minstd rng; /* the seat's generator after play() */
    int nb_calls;      /* command() calls: more than TR_MAX_CALLS freeze the seat */
    struct tr_orders orders;
};

/* To the player: the fixed part. */
struct tr_view {
    int me;
    struct minstd rng;
    struct tr_settings set;
    struct tr_state now;
    int secgame;
    int nb_vertices, nb_adj, nb_bonus, nb_bikes;
    int graph_filled; /* the graph's arrays below are there (the game fills them once) */
    char map[64];
};

struct tron {
    struct tr_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks;                 /* the engine's, for debug_mark() */
    bool commanded[TR_MAX_BIKES];
    bool lists_ready;
    int list_size[TR_MAX_PLAYERS];
    int list[TR_MAX_PLAYERS][TR_MAX_BIKES];
    struct tr_view in; /* last: its arrays follow the struct */
};

/* The arrays after the view: bikes, vertices (state), then the graph. */
struct tr_parts {
    struct tr_bike *bike;
    struct tr_vertex *vertex;
    int *first, *adj, *bonus;
};

/* Bytes of a turn block for this board. */
size_t tr_turn_size(int nb_vertices, int nb_adj, int nb_bonus, int nb_bikes);
/* Where the arrays of t's view are (from the counts in t->in). */
void tr_view_parts(const struct tron *t, struct tr_parts *p);

#endif
