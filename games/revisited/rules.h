/* rules.h — Mad Max Revisited: the match state and one round's update. Pure: no I/O, no clock.
 *
 * The universe is rows x cols cells whose columns wrap (a cylinder); columns are stored
 * reduced to 0..cols-1. The window of round r is the columns r .. r+window-1 (mod cols).
 * The state a player sees (struct rv_view) is plain data with no pointers; only its used
 * part is copied into turns (rv_view_copy). Car ids are the indices of car[]; missiles
 * are kept sorted by their id (mid).
 *
 * Invariants (checked when a board is read, kept by rv_play_round):
 * - a living car stands on a cell of type RV_CAR holding its id, inside the window;
 * - a missile stands on a cell of type RV_MISSILE holding its mid; at most one per cell;
 * - a dead car is on no cell: its position is where it died. */
#ifndef REVISITED_RULES_H
#define REVISITED_RULES_H

#include "minstd.h"

#define RV_TITLE   "mad_max_2020"
#define RV_VERSION "v1"

enum {
    RV_PLAYERS = 4,
    RV_ROUNDS = 300,
    RV_MIN_ROWS = 15,
    RV_MAX_ROWS = 20,
    RV_MIN_COLS = 60, /* of the universe */
    RV_MAX_COLS = 100,
    RV_MIN_WINDOW = 30,
    RV_MAX_WINDOW = 40,
    RV_MAX_CELLS = RV_MAX_ROWS * RV_MAX_COLS,
    RV_MAX_CARS_PER_PLAYER = 25, /* arena's bound (the reference has none; the rule book: 2) */
    RV_MAX_CARS = RV_PLAYERS * RV_MAX_CARS_PER_PLAYER,
    RV_MAX_MISSILES = RV_MAX_CELLS, /* one a cell at most */
    RV_MAX_CALLS = 1000,            /* order calls a round; one more freezes the player (arena) */
    RV_TRIES = 20,                  /* random placements tried for a car or a bonus */
    RV_CLEAR = 2,                   /* a placement needs a clear (2 RV_CLEAR + 1)^2 square */
};

/* What a cell holds; the reference's CType values. */
enum rv_cell_type { RV_EMPTY, RV_TYRE, RV_CAR, RV_MISSILE, RV_WATER_BONUS, RV_MISSILE_BONUS, RV_GAS_BONUS };

/* The nine directions, in the reference's order: (drow, dcol) = UP (-1,1), DEFAULT (0,1),
 * DOWN (1,1), SLOW_UP (-1,0), SLOW (0,0), SLOW_DOWN (1,0), FAST_UP (-1,2), FAST (0,2),
 * FAST_DOWN (1,2). */
enum rv_dir { RV_UP, RV_DEFAULT, RV_DOWN, RV_SLOW_UP, RV_SLOW, RV_SLOW_DOWN, RV_FAST_UP, RV_FAST, RV_FAST_DOWN, RV_NB_DIRS };
enum { RV_MAX_PASSED = 5 };

/* The cells a move passes, in the order the rules visit them (the reference's dir2all):
 * offsets from the start, the destination last. */
struct rv_path {
    int n;
    signed char di[RV_MAX_PASSED], dj[RV_MAX_PASSED];
};
extern const signed char rv_dir_di[RV_NB_DIRS], rv_dir_dj[RV_NB_DIRS];
extern const struct rv_path rv_paths[RV_NB_DIRS];

struct rv_settings {
    int rows, cols, window; /* universe rows and columns, window columns */
    int cars_per_player, rounds_to_regenerate;
    int missile_bonuses, gas_bonuses, water_bonuses; /* how many of each the rules keep */
    int bonus_missiles, bonus_gas, water_points, kill_points, initial_gas;
};

struct rv_car {
    int nb_miss, gas;
    int time; /* rounds before it may regenerate; 0 while alive */
    short i, j;
    signed char alive;
};

struct rv_missile {
    int mid, cid; /* cid: the car that shot it */
    short i, j;
};

struct rv_view {
    struct rv_settings set;
    int round;
    int score[RV_PLAYERS];
    double status[RV_PLAYERS];
    int nb_cars; /* cars_per_player * RV_PLAYERS */
    int nb_missiles;
    struct rv_car car[RV_MAX_CARS];
    struct rv_missile missile[RV_MAX_MISSILES]; /* increasing mid */
    unsigned char type[RV_MAX_CELLS];          /* enum rv_cell_type, rows x cols */
};

static inline int rv_at(const struct rv_settings *s, int i, int j)
{
    return i * s->cols + j;
}

/* j reduced to 0..cols-1. */
static inline int rv_wrap(const struct rv_settings *s, int j)
{
    int w = j % s->cols;
    return w < 0 ? w + s->cols : w;
}

static inline int rv_player_of(const struct rv_settings *s, int cid)
{
    return cid / s->cars_per_player;
}

/* Whether (i, j) lies in the window of round r: the row on the board, the column within
 * r .. r+window-1 taken mod cols. */
int rv_within_window(const struct rv_settings *s, int i, int j, int r);

/* Copies the used part of a view. */
void rv_view_copy(struct rv_view *dst, const struct rv_view *src);

/* Index in v->missile[] of missile `mid`, or -1. */
int rv_find_missile(const struct rv_view *v, int mid);

/* ---- The match ---------------------------------------------------------------------- */

struct rv_match {
    struct rv_view now;
    int id_at[RV_MAX_CELLS]; /* the car id or mid on an RV_CAR / RV_MISSILE cell */
    int count[RV_GAS_BONUS + 1]; /* cells of each type */
    struct minstd rng;       /* the board's stream of this round */
    struct minstd player_rng[RV_PLAYERS];
    int next_mid;
    long long seed;
};

enum rv_order_type { RV_MOVE, RV_SHOOT };

/* An instruction, as a player gave it: a shot is recorded with direction RV_DEFAULT. */
struct rv_order {
    int cid;
    signed char type; /* enum rv_order_type */
    signed char dir;  /* enum rv_dir */
};

/* One player's instructions of a round, in call order. Untrusted: the rules keep only
 * those the player API accepts (a car of the player, once, a valid type and direction). */
struct rv_orders {
    int nb;
    struct rv_order order[RV_MAX_CARS_PER_PLAYER];
};

/* What a round did, for the replay: per player, the instructions accepted as given
 * ("asked") and those that succeeded, in execution order ("done"). */
struct rv_round_log {
    int nb_asked[RV_PLAYERS], nb_done[RV_PLAYERS];
    struct rv_order asked[RV_PLAYERS][RV_MAX_CARS_PER_PLAYER];
    struct rv_order done[RV_PLAYERS][RV_MAX_CARS_PER_PLAYER];
};

/* After a board was read into m->now: builds the cell ids, seeds the board's generator
 * with `seed` and player p's with seed + p, numbers new missiles after the board's. */
void rv_match_start(struct rv_match *m, long long seed);

/* Sets what cell (i, j) holds (id: the car or mid, else -1), keeping the counts. */
void rv_set_cell(struct rv_match *m, int i, int j, int type, int id);

/* The generator player p plays round m->now.round with: one draw of its own stream seeds it. */
struct minstd rv_player_stream(const struct rv_match *m, int p);

/* Plays one round: missiles fly, players' instructions in a random order (each player's
 * cars without a successful instruction move by default right after its list), gas,
 * regenerations, bonus refills. orders[p] is NULL for a frozen player. */
void rv_play_round(struct rv_match *m, const struct rv_orders *const orders[RV_PLAYERS], struct rv_round_log *log);

#endif
