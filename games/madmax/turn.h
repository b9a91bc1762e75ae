/* turn.h — one seat's turn: the block a player plays on (struct madmax of madmax.h).
 *
 * Three parts (engine/game.h, struct turn_layout): `orders` goes back to the game, which
 * checks every field; the player-side scratch in the middle never leaves the player's
 * process; `in` is the view the game fills. Plain data but for `log`, which the player
 * side sets where the player runs. */
#ifndef MADMAX_TURN_H
#define MADMAX_TURN_H

#include "rules.h"
#include "seat_log.h"

/* Back to the game: untrusted. */
struct mm_turn_orders {
    struct lcg2018 rng;                  /* the seat's generator after play() */
    int nb_calls;                        /* command() calls: more than 1000 freeze the seat */
    int nb_orders;
    struct mm_order orders[MM_MAX_ORDERS];
};

/* To the player. */
struct mm_turn_view {
    int me;
    struct lcg2018 rng;
    struct mm_view view;                 /* last: only its used part is filled */
};

struct madmax {
    struct mm_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks;                 /* the engine's, for debug_mark() */
    unsigned char ordered[MM_MAX_UNITS]; /* unit already has an order this round */
    int lists_ready;                     /* warriors()/cars() lists computed */
    int list_size[MM_PLAYERS][2];
    int list[MM_PLAYERS][2][MM_MAX_UNITS];
    struct mm_turn_view in;
};

/* Player side (api.c): starts a turn whose view is filled: no orders yet, the view's
 * generator, warnings to log, marks to marks. */
void mm_turn_start(struct madmax *t, struct seat_log *log, struct marks *marks);

/* Copies the used part of a view (settings, scores, units, rows*cols cells). */
void mm_view_copy(struct mm_view *dst, const struct mm_view *src);

#endif
