/* rules.h — Mad Max: the match state and one round's update. Pure: no I/O, no clock.
 *
 * The state a player sees (struct mm_view) is plain data with no pointers, so it can
 * be copied into a player's turn (and later into another process). The grid is stored
 * row-major with stride `cols`; only rows*cols cells and nb_units units are in use. */
#ifndef MADMAX_RULES_H
#define MADMAX_RULES_H

#include "lcg2018.h"

enum {
    MM_PLAYERS = 4,
    MM_MAX_DIM = 100,
    MM_MAX_CELLS = MM_MAX_DIM * MM_MAX_DIM,
    MM_MAX_UNITS = 1024,
    MM_MAX_CITIES = 64,
    MM_MAX_ORDERS = 1000,   /* orders per player and round; one more freezes the player */
};

enum mm_cell_type { MM_DESERT, MM_ROAD, MM_CITY, MM_WATER, MM_STATION, MM_WALL };
enum mm_unit_type { MM_WARRIOR, MM_CAR };
/* Directions: Bottom, BR, Right, RT, Top, TL, Left, LB, None (the reference's circular order). */
enum { MM_DIR_NONE = 8, MM_NB_DIRS = 9 };

struct mm_settings {
    int nb_players, nb_rounds, nb_cities, nb_warriors, nb_cars;
    int warriors_health, cars_fuel, damage, rows, cols;
};

struct mm_unit {
    signed char type;     /* enum mm_unit_type */
    signed char player;
    short i, j;
    short food;           /* fuel for a car */
    short water;          /* always 0 for a car */
};

struct mm_view {
    struct mm_settings set;
    int round;
    int num_cities[MM_PLAYERS];
    int total_score[MM_PLAYERS];
    double status[MM_PLAYERS];
    int nb_units;
    struct mm_unit units[MM_MAX_UNITS];
    unsigned char type[MM_MAX_CELLS];   /* enum mm_cell_type */
    signed char owner[MM_MAX_CELLS];    /* city owner, -1 elsewhere */
    short unit_at[MM_MAX_CELLS];        /* unit id, -1 if empty */
};

struct mm_order {
    int id;
    int dir;
};

static inline int mm_at(const struct mm_view *v, int i, int j)
{
    return i * v->set.cols + j;
}

/* The replay character of a cell: '.', 'R', 'S', 'W', 'X' or the city owner's digit. */
static inline char mm_cell_char(const struct mm_view *v, int c)
{
    return v->type[c] == MM_CITY ? (char)('0' + v->owner[c]) : ".R?WSX"[v->type[c]];
}

/* The 8 moves, then None. */
extern const int mm_di[MM_NB_DIRS], mm_dj[MM_NB_DIRS];
extern const char mm_dir_char[MM_NB_DIRS];   /* b w r x t y l z n, as in replays */

/* Whether a unit may move in the view's current round (the reference's can_move). */
int mm_can_move(const struct mm_view *v, int id);

/* ---- The match: the true state, as the game module keeps it ---------------------- */

struct mm_city {
    int first, size;   /* cells city_cells[first .. first+size-1], in detection order */
};

struct mm_match {
    struct mm_view now;                   /* what every player sees */
    long long seed;
    struct lcg2018 rng;                       /* the board's generator */
    struct lcg2018 player_rng[MM_PLAYERS];    /* each seat's own generator, kept between turns */
    int nb_cities;
    struct mm_city cities[MM_MAX_CITIES];
    int city_cells[MM_MAX_CELLS];
    /* Scratch space for a round, kept here to avoid allocations in the hot loop. */
    unsigned char captured[MM_MAX_UNITS];
    unsigned char ordered[MM_MAX_UNITS];
    unsigned char seen[MM_MAX_CELLS];
    int dist[MM_MAX_CELLS];
    int queue[MM_MAX_CELLS];
    int spots[2 * MM_MAX_CELLS];
};

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
enum mm_refusal { MM_ID_OUT_OF_RANGE, MM_NOT_OWN_UNIT, MM_BAD_DIRECTION, MM_CANNOT_MOVE, MM_REPEATED };
struct mm_warn_sink {
    void (*refused)(void *ctx, enum mm_refusal why, const struct mm_order *o, int player, int owner);
    void *ctx;
};
int mm_play_round(struct mm_match *m, const struct mm_round_orders *ro, struct mm_order *moved,
                  const struct mm_warn_sink *warn);

#endif
