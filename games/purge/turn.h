/* turn.h — one seat's turn: the block a player plays on (struct purge of purge.h).
 *
 * Three parts (engine/game.h, struct turn_layout): `out` goes back to the game, which
 * checks every field; the player-side scratch in the middle never leaves the player's
 * process; `in` is the view the game fills (only its used part: pu_view_copy). Plain
 * data but for `log` and `marks`, which the player side sets where the player runs. */
#ifndef PURGE_TURN_H
#define PURGE_TURN_H

#include "rules.h"
#include "seat_log.h"

/* Back to the game: untrusted. */
struct pu_turn_orders {
    struct lcg2018 rng; /* the seat's generator after play() */
    int nb_calls;       /* move()/build() calls: more than PU_MAX_CALLS freeze the seat */
    struct pu_orders orders;
};

/* To the player. */
struct pu_turn_view {
    int me;
    struct lcg2018 rng;
    struct pu_view view; /* last: only its used part is filled */
};

struct purge {
    struct pu_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks;
    unsigned char ordered[PU_MAX_CITIZENS]; /* citizen (by index) already has an order */
    int lists_ready;
    int list_size[PU_PLAYERS][3]; /* builders, warriors, barricades */
    int list[PU_PLAYERS][2][PU_MAX_CITIZENS];
    struct pos_scratch {
        int i, j;
    } bar[PU_PLAYERS][PU_MAX_CELLS];
    struct pu_turn_view in;
};

/* Player side (api.c): starts a turn whose view is filled. */
void pu_turn_start(struct purge *t, struct seat_log *log, struct marks *marks);
/* Player side: records an order as the kit's Action does: counted, the first per id kept.
 * 0 kept, 1 a repeated id, -1 over the limit. */
int pu_order_add(struct purge *t, int id, int type, int dir);
/* Copies the used part of a view. */
void pu_view_copy(struct pu_view *dst, const struct pu_view *src);

#endif
