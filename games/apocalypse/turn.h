/* turn.h — one seat's turn: the block a player plays on (struct apocalypse of apocalypse.h).
 *
 * Plain data but for `log`, which play_turn sets where the player runs: the game copies
 * the view and the seat's generator in, the player's orders come back out. Everything
 * after `view.soldier_at` is derived on the player's side, on first use. */
#ifndef APOCALYPSE_TURN_H
#define APOCALYPSE_TURN_H

#include <stddef.h>

#include "apocalypse.h"
#include "out.h"
#include "rules.h"

struct apocalypse {
    int me;
    struct rng rng;
    struct ap_orders orders;
    struct out *log;
    int indexed;                  /* view.soldier_at is built */
    int lists_ready;              /* the lists below are built */
    int list_size[AP_PLAYERS][2]; /* [player][0 soldiers, 1 helicopters] */
    int list[AP_PLAYERS][2][AP_TOTAL_SOLDIERS];
    struct post posts[AP_POSTS];
    struct ap_view view; /* last: copied up to soldier_at */
};

/* Fills a turn for `seat` from the match: view, generator, no orders yet. */
void ap_turn_begin(struct apocalypse *t, const struct ap_match *m, int seat);

#endif
