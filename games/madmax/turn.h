/* turn.h — one seat's turn: the block a player plays on (struct madmax of madmax.h).
 *
 * Plain data but for `log`, which play_turn sets where the player runs: the game
 * copies the view and the seat's generator in, the player's orders come back out. */
#ifndef MADMAX_TURN_H
#define MADMAX_TURN_H

#include "out.h"
#include "rules.h"

struct madmax {
    int me;
    struct rng rng;
    int nb_calls;                        /* command() calls this round */
    int nb_orders;
    struct mm_order orders[MM_MAX_ORDERS];
    unsigned char ordered[MM_MAX_UNITS]; /* unit already has an order this round */
    int lists_ready;                     /* warriors()/cars() lists computed */
    int list_size[MM_PLAYERS][2];
    int list[MM_PLAYERS][2][MM_MAX_UNITS];
    struct out *log;
    struct mm_view view;                 /* last: only its used part is copied */
};

/* Copies the used part of a view (settings, scores, units, rows*cols cells). */
void mm_view_copy(struct mm_view *dst, const struct mm_view *src);

#endif
