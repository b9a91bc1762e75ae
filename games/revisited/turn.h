/* turn.h — one seat's turn: the block a player plays on (struct revisited of revisited.h).
 *
 * Three parts (engine/game.h, struct turn_layout): `out` goes back to the game, which
 * checks every field; the player-side scratch in the middle never leaves the player's
 * process; `in` is the view the game fills (only its used part: rv_view_copy). Plain
 * data but for `log`, which the player side sets where the player runs. */
#ifndef REVISITED_TURN_H
#define REVISITED_TURN_H

#include <stdbool.h>

#include "revisited.h"
#include "rules.h"
#include "seat_log.h"

/* Back to the game: untrusted. */
struct rv_turn_orders {
    struct minstd rng; /* the seat's generator after play() */
    int nb_calls;      /* move()/shoot() calls: more than RV_MAX_CALLS freeze the seat */
    struct rv_orders orders;
};

/* To the player. */
struct rv_turn_view {
    int me;
    struct minstd rng;
    struct rv_view view; /* last: only its used part is filled */
};

struct revisited {
    struct rv_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks;                 /* the engine's, for debug_mark() */
    bool ordered[RV_MAX_CARS]; /* car already has an instruction this round */
    bool indexed;              /* id_at and missile_list are built */
    int id_at[RV_MAX_CELLS];   /* car id or mid of a cell, -1 */
    struct missile missile_list[RV_MAX_MISSILES];
    struct rv_turn_view in;
};

/* Player side (api.c): starts a turn whose view is filled: no orders yet, the view's
 * generator, warnings to log, marks to marks. */
void rv_turn_start(struct revisited *t, struct seat_log *log, struct marks *marks);

/* Player side (api.c): counts an instruction call and records it, in the reference
 * wrappers' order of checks; says why it is refused, warning nothing (move() and
 * shoot() warn in arena's words, the rule book's API in the original kit's). */
enum rv_refusal {
    RV_ACCEPTED,
    RV_TOO_MANY_CALLS,
    RV_BAD_CAR,
    RV_BAD_DIRECTION,
    RV_NOT_MINE,
    RV_ALREADY_INSTRUCTED,
};
enum rv_refusal rv_instruct(struct revisited *game, int cid, int type, int d);

#endif
