/* scenario.h — building Purge positions by hand for rule tests. */
#ifndef PURGE_SCENARIO_H
#define PURGE_SCENARIO_H

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../rules.h"

/* The rule book's settings (default.cnf) on an empty 15x30 street board, round 0, day. */
static inline struct pu_match *scenario(long long seed)
{
    struct pu_match *m = calloc(1, sizeof *m);
    cr_assert(m);
    static const int set[PU_NB_SETTINGS] = {4,   5,  50,  15,  30, 4,  2,  10, 5,   4,    2, 60,
                                            100, 5,  100, 250, 20, 20, 1,  10, 100, 1000, 3, 10,
                                            10,  30, 50,  50,  10, 5,  40, 40, 320, 3};
    memcpy(m->now.set, set, sizeof set);
    pu_match_start(m, seed);
    m->now.day = 1;
    for (int k = 0; k < 15 * 30; k++) {
        struct pu_cell c = {PU_STREET, PU_NO_BONUS, PU_NO_WEAPON, -1, -1, -1};
        m->now.cell[k] = c;
    }
    return m;
}

static inline struct pu_cell *at(struct pu_match *m, int i, int j)
{
    return &m->now.cell[pu_at(&m->now, i, j)];
}

/* A citizen with full life; returns its id. */
static inline int put(struct pu_match *m, int type, int player, int i, int j)
{
    int id = m->fresh_id;
    pu_create_citizen(m, i, j, type, player);
    return id;
}

static inline const struct pu_citizen *who(const struct pu_match *m, int id)
{
    int k = pu_find(&m->now, id);
    return k < 0 ? NULL : &m->now.citizen[k];
}

/* Night: round 25 of the first day. */
static inline void night(struct pu_match *m)
{
    m->now.round = 25;
    m->now.day = 0;
}

/* One round where `player` commands (id, type, dir), the others nothing: the commands done. */
static inline int play_one(struct pu_match *m, int player, int id, int type, int dir)
{
    static struct pu_orders o[PU_PLAYERS];
    static struct pu_round_log log;
    const struct pu_orders *given[PU_PLAYERS] = {&o[0], &o[1], &o[2], &o[3]};
    for (int p = 0; p < PU_PLAYERS; p++)
        o[p].nb = 0;
    struct pu_order c = {id, type, dir};
    o[player].order[o[player].nb++] = c;
    pu_play_round(m, given, &log);
    return log.nb;
}

#endif
