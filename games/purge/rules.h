/* rules.h — The Purge's match: settings, state and one round's update (ThePurge 1.0, the
 * final kit of December 2020). Pure: no I/O, no clock. Every order is checked again here. */
#ifndef PURGE_RULES_H
#define PURGE_RULES_H

#include "glibc_rand.h"
#include "lcg2018.h"

#define PU_TITLE   "ThePurge"
#define PU_VERSION "1.0"

enum {
    PU_PLAYERS = 4,
    PU_MAX_ROWS = 25,
    PU_MAX_COLS = 50,
    PU_MAX_CELLS = PU_MAX_ROWS * PU_MAX_COLS,
    PU_MAX_CITIZENS = PU_PLAYERS * (6 + 4), /* alive at once: the settings' bounds */
    PU_MAX_CALLS = 1000,                    /* move()/build() calls a round (Action) */
    PU_MAX_QUEUE = 4096,                    /* things waiting to reappear */
};

/* Cells, citizens, orders: the kit's enumerations. */
enum { PU_DOWN, PU_RIGHT, PU_UP, PU_LEFT, PU_NB_DIRS };
enum { PU_MONEY, PU_FOOD, PU_NO_BONUS };
enum { PU_HAMMER, PU_GUN, PU_BAZOOKA, PU_NO_WEAPON };
enum { PU_STREET, PU_BUILDING };
enum { PU_BUILDER, PU_WARRIOR };
enum { PU_MOVE, PU_BUILD };

/* The settings of a board (its .cnf), in the kit's order. */
enum pu_setting {
    PU_NUM_PLAYERS,
    PU_NUM_DAYS,
    PU_NUM_ROUNDS_PER_DAY,
    PU_BOARD_ROWS,
    PU_BOARD_COLS,
    PU_NUM_INI_BUILDERS,
    PU_NUM_INI_WARRIORS,
    PU_NUM_INI_MONEY,
    PU_NUM_INI_FOOD,
    PU_NUM_INI_GUNS,
    PU_NUM_INI_BAZOOKAS,
    PU_BUILDER_INI_LIFE,
    PU_WARRIOR_INI_LIFE,
    PU_MONEY_POINTS,
    PU_KILL_BUILDER_POINTS,
    PU_KILL_WARRIOR_POINTS,
    PU_FOOD_INCR_LIFE,
    PU_LIFE_LOST_IN_ATTACK,
    PU_BUILDER_STRENGTH_ATTACK,
    PU_HAMMER_STRENGTH_ATTACK,
    PU_GUN_STRENGTH_ATTACK,
    PU_BAZOOKA_STRENGTH_ATTACK,
    PU_BUILDER_STRENGTH_DEMOLISH,
    PU_HAMMER_STRENGTH_DEMOLISH,
    PU_GUN_STRENGTH_DEMOLISH,
    PU_BAZOOKA_STRENGTH_DEMOLISH,
    PU_NUM_ROUNDS_REGEN_BUILDER,
    PU_NUM_ROUNDS_REGEN_WARRIOR,
    PU_NUM_ROUNDS_REGEN_FOOD,
    PU_NUM_ROUNDS_REGEN_MONEY,
    PU_NUM_ROUNDS_REGEN_WEAPON,
    PU_BARRICADE_RESISTANCE_STEP,
    PU_BARRICADE_MAX_RESISTANCE,
    PU_MAX_NUM_BARRICADES,
    PU_NB_SETTINGS
};
extern const char *const pu_setting_name[PU_NB_SETTINGS];

struct pu_cell {
    signed char type, bonus, weapon, b_owner; /* b_owner -1: no barricade */
    int resistance;                           /* -1: no barricade */
    int id;                                   /* the citizen on it, -1 */
};

struct pu_citizen {
    int type, id, player, i, j, weapon, life;
};

struct pu_order {
    int id, type, dir; /* as the player gave them: type and dir checked when executed */
};

/* What every player sees: the settings and the state (the kit's Settings and State). */
struct pu_view {
    int set[PU_NB_SETTINGS];
    int round, day;
    int score[PU_PLAYERS];
    double status[PU_PLAYERS];
    int nb_citizens; /* in increasing id order */
    struct pu_citizen citizen[PU_MAX_CITIZENS];
    struct pu_cell cell[PU_MAX_CELLS]; /* rows * cols used, row by row */
};

static inline int pu_at(const struct pu_view *v, int i, int j)
{
    return i * v->set[PU_BOARD_COLS] + j;
}
static inline int pu_pos_ok(const struct pu_view *v, int i, int j)
{
    return i >= 0 && i < v->set[PU_BOARD_ROWS] && j >= 0 && j < v->set[PU_BOARD_COLS];
}
extern const int pu_di[PU_NB_DIRS], pu_dj[PU_NB_DIRS];

/* The index of citizen `id` in v->citizen, -1. */
int pu_find(const struct pu_view *v, int id);
int pu_weapon_attack(const struct pu_view *v, int weapon);
int pu_weapon_demolish(const struct pu_view *v, int weapon);
int pu_ini_life(const struct pu_view *v, int type);

/* Something to come back: a citizen (kind PU_BUILDER/PU_WARRIOR with its player), a
 * bonus or a weapon, in `rounds` rounds. */
struct pu_regen {
    int kind, player, rounds;
};
struct pu_queue {
    int nb;
    struct pu_regen item[PU_MAX_QUEUE];
};

struct pu_match {
    struct pu_view now;
    long long seed;
    int fresh_id;
    struct lcg2018 rng;                    /* the board's: interleaving, fights, places */
    struct lcg2018 player_rng[PU_PLAYERS]; /* seed + p + 1 */
    struct glibc_rand crand;               /* the C library's rand(): the board's streets drew
                                            * from it, the players' rand() goes on with it */
    struct pu_queue citizens, bonus, weapons;
};

/* The round's orders of a seat: at most one per id (the API keeps the first). */
struct pu_orders {
    int nb;
    struct pu_order order[PU_MAX_CALLS];
};

/* What was done, for the replay. */
struct pu_round_log {
    int nb;
    struct pu_order done[PU_MAX_CITIZENS]; /* orders run on citizens alive at the start */
};

/* Sets the generators (the board is read or drawn already: board.c). */
void pu_match_start(struct pu_match *m, long long seed);
/* Plays one round: orders[p] NULL for a frozen seat. */
void pu_play_round(struct pu_match *m, const struct pu_orders *const orders[], struct pu_round_log *log);
/* Adds a citizen with the next id at (i, j). */
void pu_create_citizen(struct pu_match *m, int i, int j, int type, int player);
int pu_is_empty(const struct pu_cell *c);

#endif
