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

/* Per-round indexes of the player side, each built on the first query that needs it
 * (bits of `built`, cleared when a turn starts): the kit keeps these as tables, so every
 * query is a load, never a scan. */
enum { AP_IX_SOLDIERS = 1, AP_IX_HELIS = 2, AP_IX_POSTS = 4, AP_IX_IDS = 8, AP_IX_LISTS = 16 };
enum {
    AP_UNITS = AP_TOTAL_SOLDIERS + AP_HELIS, /* unit slots: soldier s is s, helicopter h 80 + h */
    AP_ID_HASH = 256,                        /* > 2 AP_UNITS, a power of 2: open addressing */
};

struct ap_index {
    int built;                        /* AP_IX_* bits */
    int soldier_id[AP_CELLS];         /* which_soldier(): id, 0 if none */
    int heli_id[AP_CELLS];            /* which_helicopter(): id of the one centred here */
    signed char post_owner[AP_CELLS]; /* post_owner(): -2 no post, -1 unconquered */
    signed char post_value[AP_CELLS]; /* post_value(): -2 no post */
    int hash_id[AP_ID_HASH];          /* id -> unit slot, by id & (AP_ID_HASH - 1); 0 empty */
    unsigned char hash_slot[AP_ID_HASH];
    unsigned char data_ready[AP_UNITS]; /* data[slot] is this round's */
    struct data data[AP_UNITS];         /* data_ref() */
    int list_size[AP_PLAYERS][2];       /* [player][0 soldiers, 1 helicopters] */
    int list[AP_PLAYERS][2][AP_TOTAL_SOLDIERS];
    struct post posts[AP_POSTS];
};

struct apocalypse {
    struct ap_turn_orders out;
    /* player side only */
    struct seat_log *log;
    struct marks *marks; /* the engine's, for debug_mark() */
    struct ap_index ix;
    struct ap_turn_view in;
};

/* Player side (api.c): builds the indexes of `bits` (AP_IX_*) not built yet this round. */
void ap_index_build(const struct apocalypse *t, int bits);
/* Player side (api.c): the unit slot of id (see AP_UNITS), -1 if no unit has it. */
int ap_unit_slot(const struct apocalypse *t, int id);

/* Match side (game.c): fills a seat's view from the match. */
void ap_turn_fill(struct ap_turn_view *view, const struct ap_match *m, int seat);
/* Player side (api.c): starts a turn whose view is filled: no orders yet, the view's
 * generator, warnings to log. */
void ap_turn_start(struct apocalypse *t, struct seat_log *log);

/* The part of struct ap_turn_view the game fills. */
#define AP_TURN_VIEW_SIZE offsetof(struct ap_turn_view, view.soldier_at)

#endif
