/* turn.h — one seat's turn: the block a player plays on (struct apocalypse of apocalypse.h).
 *
 * Three parts (engine/game.h, struct turn_layout): `out` goes back to the game, which
 * checks every field; the player-side scratch in the middle never leaves the player's
 * process; `in` is the view the game fills, up to view.soldier_at (what follows is
 * derived on the player's side, on first use). Plain data but for `log`, which the
 * player side sets where the player runs. */
#ifndef APOCALYPSE_TURN_H
#define APOCALYPSE_TURN_H

#include <stddef.h>

#include "apocalypse.h"
#include "rules.h"
#include "seat_log.h"

/* Back to the game: untrusted. */
struct ap_turn_orders {
    struct lcg2018 rng; /* the seat's generator after play() */
    int nb_calls;       /* command_*() calls: more than AP_MAX_CALLS freeze the seat */
    struct ap_orders orders;
};

/* To the player. */
struct ap_turn_view {
    int me;
    struct lcg2018 rng;
    struct ap_view view; /* last: filled up to soldier_at */
};

struct apocalypse {
    struct ap_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks;                 /* the engine's, for debug_mark() */
    int indexed;                  /* in.view.soldier_at is built */
    int lists_ready;              /* the lists below are built */
    int list_size[AP_PLAYERS][2]; /* [player][0 soldiers, 1 helicopters] */
    int list[AP_PLAYERS][2][AP_TOTAL_SOLDIERS];
    struct post posts[AP_POSTS];
    struct ap_turn_view in;
};

/* Match side (game.c): fills a seat's view from the match. */
void ap_turn_fill(struct ap_turn_view *view, const struct ap_match *m, int seat);
/* Player side (api.c): starts a turn whose view is filled: no orders yet, the view's
 * generator, warnings to log. */
void ap_turn_start(struct apocalypse *t, struct seat_log *log);

/* The part of struct ap_turn_view the game fills. */
#define AP_TURN_VIEW_SIZE offsetof(struct ap_turn_view, view.soldier_at)

#endif
