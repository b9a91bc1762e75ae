/* scenario.h — building small Mad Max Revisited positions by hand for the rule tests.
 *
 * A blank match: 15 rows, a universe of 60 columns, a window of 30, round 0, 2 cars per
 * player (cars 0..7 in column 0, rows 0, 2, ..., 14, 5 missiles and 60 gas each), no
 * tyre, no bonus, and no bonus to refill (a test that wants refills sets the counts).
 * Tests then move cars, lay tyres, bonuses and missiles, give instructions and play. */
#ifndef REVISITED_TEST_SCENARIO_H
#define REVISITED_TEST_SCENARIO_H

#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "../rules.h"

static struct rv_match match;
static struct rv_orders given[RV_PLAYERS];
static struct rv_round_log round_log;

static inline struct rv_match *blank_match(long long seed)
{
    struct rv_view *v = &match.now;
    memset(&match, 0, sizeof match);
    memset(given, 0, sizeof given);
    v->set = (struct rv_settings){.rows = 15, .cols = 60, .window = 30, .cars_per_player = 2,
                                  .rounds_to_regenerate = 30, .bonus_missiles = 5, .bonus_gas = 30,
                                  .water_points = 10, .kill_points = 30, .initial_gas = 60};
    v->nb_cars = 8;
    for (int cid = 0; cid < 8; cid++) {
        v->car[cid] = (struct rv_car){5, 60, 0, (short)(2 * cid), 0, 1};
        v->type[rv_at(&v->set, 2 * cid, 0)] = RV_CAR;
    }
    rv_match_start(&match, seed);
    return &match;
}

static inline int type_at(int i, int j)
{
    return match.now.type[rv_at(&match.now.set, i, rv_wrap(&match.now.set, j))];
}

static inline void lay(int i, int j, int type)
{
    rv_set_cell(&match, i, j, type, -1);
}

/* Moves car cid (alive) to (i, j). */
static inline void place(int cid, int i, int j)
{
    struct rv_car *car = &match.now.car[cid];
    lay(car->i, car->j, RV_EMPTY);
    car->i = (short)i;
    car->j = (short)rv_wrap(&match.now.set, j);
    rv_set_cell(&match, i, j, RV_CAR, cid);
}

/* Kills car cid outright, off the board (as if it died long ago). */
static inline void remove_car(int cid)
{
    struct rv_car *car = &match.now.car[cid];
    lay(car->i, car->j, RV_EMPTY);
    car->alive = 0;
    car->time = 1000;
}

/* A missile of car cid at (i, j), with the next mid. */
static inline int add_missile(int cid, int i, int j)
{
    struct rv_view *v = &match.now;
    int mid = match.next_mid++;
    v->missile[v->nb_missiles++] = (struct rv_missile){mid, cid, (short)i, (short)j};
    rv_set_cell(&match, i, j, RV_MISSILE, mid);
    return mid;
}

static inline void order(int cid, int type, int dir)
{
    struct rv_orders *o = &given[rv_player_of(&match.now.set, cid)];
    o->order[o->nb++] = (struct rv_order){cid, (signed char)type, (signed char)dir};
}

static inline void move_car(int cid, int dir)
{
    order(cid, RV_MOVE, dir);
}

static inline void shoot_car(int cid)
{
    order(cid, RV_SHOOT, RV_DEFAULT);
}

/* Plays a round with the instructions given since the last one; frozen: a bit set of
 * players that play no turn. */
static inline void play_frozen(unsigned frozen)
{
    const struct rv_orders *o[RV_PLAYERS];
    for (int p = 0; p < RV_PLAYERS; p++)
        o[p] = frozen & (1u << p) ? NULL : &given[p];
    rv_play_round(&match, o, &round_log);
    memset(given, 0, sizeof given);
}

static inline void play(void)
{
    play_frozen(0);
}

static inline const struct rv_car *car_of(int cid)
{
    return &match.now.car[cid];
}

static inline void assert_at(int cid, int i, int j)
{
    const struct rv_car *c = car_of(cid);
    int jj = rv_wrap(&match.now.set, j);
    cr_assert(c->i == i && c->j == jj, "car %d at (%d, %d), expected (%d, %d)", cid, c->i, c->j, i, jj);
}

/* The turn order the match's generator will draw for its next round. */
static inline void next_turn_order(int turn[RV_PLAYERS])
{
    struct minstd r = match.rng;
    for (int k = 0; k < RV_PLAYERS; k++)
        turn[k] = k;
    for (int k = 0; k < RV_PLAYERS; k++) {
        int x = minstd_uniform(&r, k, RV_PLAYERS - 1), t = turn[k];
        turn[k] = turn[x];
        turn[x] = t;
    }
}

#endif
