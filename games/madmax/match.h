/* match.h — Mad Max: the true state of a match, as the game module keeps it. */
#ifndef MADMAX_MATCH_H
#define MADMAX_MATCH_H

#include "rules.h"

struct mm_city {
    int first, size;   /* cells city_cells[first .. first+size-1], in detection order */
};

struct mm_match {
    struct mm_view now;                   /* what every player sees */
    long long seed;
    struct rng rng;                       /* the board's generator */
    struct rng player_rng[MM_PLAYERS];    /* each seat's own generator, kept between turns */
    int nb_cities;
    struct mm_city cities[MM_MAX_CITIES];
    int city_cells[MM_MAX_CELLS];
    /* Scratch space for a round, kept here to avoid allocations in the hot loop. */
    unsigned char captured[MM_MAX_UNITS];
    unsigned char seen[MM_MAX_CELLS];
    int dist[MM_MAX_CELLS];
    int queue[MM_MAX_CELLS];
    int spots[2 * MM_MAX_CELLS];
};

/* Detects cities (row-major scan, 4-connected fill trying down, up, right, left) and
 * places the initial units with the board generator. Returns 0, or -1 after a message
 * naming `where` when the board cannot host the units. */
int mm_setup(struct mm_match *m, const char *where);

/* Counts warriors in every city, hands over the cities that change owner, and adds
 * each player's number of cities to its score. */
void mm_score(struct mm_match *m);

/* One round: filter the seats' orders (orders[p] is NULL for a frozen seat), execute
 * them in random order, upkeep, respawn, score and refill. The executed moves are
 * reported through `moved` (id, dir pairs, in execution order; returns their number),
 * refused orders through `warn`. */
struct mm_round_orders {
    const struct mm_order *orders[MM_PLAYERS];
    int nb_orders[MM_PLAYERS];
};
/* A refused order: the reason and the order's unit, owner, player, direction, round. */
enum mm_refusal { MM_ID_OUT_OF_RANGE, MM_NOT_OWN_UNIT, MM_BAD_DIRECTION, MM_CANNOT_MOVE };
struct mm_warn_sink {
    void (*refused)(void *ctx, enum mm_refusal why, const struct mm_order *o, int player, int owner);
    void *ctx;
};
int mm_play_round(struct mm_match *m, const struct mm_round_orders *ro, struct mm_order *moved,
                  const struct mm_warn_sink *warn);

#endif
