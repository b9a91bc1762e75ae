/* rules.h — Apocalypse Now: the match state and one round's update. Pure: no I/O, no clock.
 *
 * The state a player sees (struct ap_view) is plain data with no pointers, so it can be
 * copied into a player's turn (and later into another process). The grids are row-major,
 * 60x60. Soldiers are kept sorted by id (fresh ids always exceed every id ever used, so
 * appending keeps the order), helicopters too; each player's helicopters are also listed
 * in board-file order (heli_of), the order the rules draw from.
 *
 * Invariants (checked when a board is read, kept by ap_play_round):
 * - the border is mountain; soldiers stand on forest or grass, at most one per cell, never
 *   on a burning cell; a helicopter's 5x5 square lies on the board, holds no mountain and
 *   overlaps no other helicopter's square;
 * - soldiers + parachuters = AP_TOTAL_SOLDIERS (80) at every round boundary;
 * - parachuter counters are in 1..20 and non-decreasing along each helicopter's list. */
#ifndef APOCALYPSE_RULES_H
#define APOCALYPSE_RULES_H

#include "lcg2018.h"

#define AP_TITLE   "ApocalypseNow2018"
#define AP_VERSION "3.0"

enum {
    AP_PLAYERS = 4,
    AP_ROUNDS = 200,
    AP_SIZE = 60, /* rows and columns (MAX in the reference) */
    AP_CELLS = AP_SIZE * AP_SIZE,
    AP_SOLDIERS = 20, /* initial soldiers per player */
    AP_HELIS_PER_PLAYER = 2,
    AP_HELIS = AP_PLAYERS * AP_HELIS_PER_PLAYER,
    AP_POSTS = 16,
    AP_LIFE = 100,
    AP_FOREST_DAMAGE = 20, /* damage of an attack: [d, 2d] by the defender's land */
    AP_GRASS_DAMAGE = 50,
    AP_ROUNDS_NAPALM = 30,
    AP_REACH = 2, /* a helicopter covers (2 REACH + 1)^2 cells */
    AP_FOREST_BURNS = 10,
    AP_OTHER_BURNS = 5,
    AP_PROB_FIRE = 10, /* percent */
    AP_ROUNDS_JUMP = 20,
    AP_MAX_JUMP = 4,
    AP_HIGH_VALUE = 100,
    AP_LOW_VALUE = 50,
    AP_TOTAL_SOLDIERS = AP_PLAYERS * AP_SOLDIERS, /* soldiers + parachuters, always */
    AP_MAX_CALLS = 1000, /* order calls per round; one more freezes the player (arena) */
};

/* Land, unit types and helicopter orders carry the reference's numeric values. */
enum ap_land { AP_FOREST = 1, AP_GRASS = 2, AP_WATER = 3, AP_MOUNTAIN = 4 };
enum ap_unit_type { AP_SOLDIER = 1, AP_HELICOPTER = 2 };
enum ap_heli_order { AP_FORWARD1 = 1, AP_FORWARD2, AP_COUNTER_CLOCKWISE, AP_CLOCKWISE, AP_NAPALM };
/* Orientations: 0 south (+i), 1 east (+j), 2 north (-i), 3 west (-j). */
enum { AP_SOUTH, AP_EAST, AP_NORTH, AP_WEST };

struct ap_soldier {
    int id;
    short life;
    signed char player;
    unsigned char i, j;
};

struct ap_heli {
    int id;
    signed char player, ori, napalm; /* napalm: rounds before it may be thrown, 0 = now */
    unsigned char i, j;              /* centre */
    unsigned char nb_para;
    unsigned char para[AP_TOTAL_SOLDIERS]; /* rounds left to each parachuter */
};

struct ap_post {
    int owner; /* -1 while unconquered */
    int i, j, value;
};

struct ap_view {
    int round;
    int score[AP_PLAYERS];
    double status[AP_PLAYERS];
    int nb_soldiers;
    struct ap_soldier soldier[AP_TOTAL_SOLDIERS];         /* increasing id */
    struct ap_heli heli[AP_HELIS];                        /* increasing id */
    signed char heli_of[AP_PLAYERS][AP_HELIS_PER_PLAYER]; /* heli[] index, file order */
    struct ap_post post[AP_POSTS];                        /* file order */
    unsigned char land[AP_CELLS];                         /* enum ap_land */
    unsigned char fire[AP_CELLS];                         /* rounds left, 0 = none */
    /* Derived from soldier[] by ap_view_index(); not copied into turns. */
    unsigned char soldier_at[AP_CELLS]; /* slot + 1, 0 if empty */
};

/* A match: the view plus what players may not see. */
struct ap_match {
    struct ap_view now;
    struct lcg2018 rng; /* the board's stream */
    struct lcg2018 player_rng[AP_PLAYERS];
    int next_id; /* smallest id never used */
    long long seed;
};

/* One player's orders for a round, as its turn recorded them. Untrusted: the rules check
 * every entry again. Soldier orders are indexed like view.soldier[], helicopter orders
 * like view.heli[]; jumps keep call order. */
struct ap_orders {
    signed char soldier[AP_TOTAL_SOLDIERS]; /* ap_dir code 0..8, -1 none */
    signed char heli[AP_HELIS];             /* enum ap_heli_order, 0 none */
    int nb_jumps;
    struct {
        int i, j;
    } jump[AP_MAX_JUMP];
};

static inline int ap_at(int i, int j)
{
    return i * AP_SIZE + j;
}

static inline int ap_pos_ok(int i, int j)
{
    return i >= 0 && i < AP_SIZE && j >= 0 && j < AP_SIZE;
}

/* Soldier moves as codes 0..8: (di + 1) * 3 + (dj + 1); 4 is "stay". */
static inline int ap_dir_code(int di, int dj)
{
    return (di + 1) * 3 + (dj + 1);
}

/* Unit steps of the 4 orientations. */
extern const int ap_ori_di[4], ap_ori_dj[4];

/* Rebuilds soldier_at from soldier[]. */
void ap_view_index(struct ap_view *v);

/* The first burning cell at or after `from` (row-major), or AP_CELLS. */
int ap_next_fire(const struct ap_view *v, int from);
/* Slot of soldier `id` in v->soldier[], or -1. */
int ap_find_soldier(const struct ap_view *v, int id);
/* Index of helicopter `id` in v->heli[], or -1. */
int ap_find_heli(const struct ap_view *v, int id);
/* Index of the post at (i, j), or -1. */
int ap_find_post(const struct ap_view *v, int i, int j);
/* Whether (i, j) lies in the 5x5 square of helicopter h. */
int ap_heli_covers(const struct ap_heli *h, int i, int j);

/* The helicopter (heli[] index) of `player` a jump onto (i, j) would use: the first of
 * its helicopters, in list order, whose square holds the cell; -1 if none. */
int ap_jump_heli(const struct ap_view *v, int player, int i, int j);
/* Jumps among jump[0..n-1] that fall inside helicopter h's square. */
int ap_jumps_under(const struct ap_orders *o, int n, const struct ap_heli *h);

/* Sets up round 0 after a board was read: seeds the generators, indexes the soldiers and
 * scores the initial position (every player scores from round 0). */
void ap_match_start(struct ap_match *m, long long seed);

/* Plays one round: orders[p] holds player p's orders, or is NULL for a frozen player.
 * Invalid orders are dropped silently. Then round++ and the scores are updated. */
void ap_play_round(struct ap_match *m, const struct ap_orders *const orders[AP_PLAYERS]);

#endif
