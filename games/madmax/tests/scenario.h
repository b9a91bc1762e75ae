/* scenario.h — building Mad Max positions by hand for rule tests. */
#ifndef MADMAX_SCENARIO_H
#define MADMAX_SCENARIO_H

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../rules.h"

/* A 60x60 desert board with the standard settings, no cities and no units, round 0.
 * The board generator is seeded with `seed`. */
static inline struct mm_match *scenario(long long seed)
{
    struct mm_match *m = calloc(1, sizeof *m);
    cr_assert(m);
    struct mm_view *v = &m->now;
    v->set = (struct mm_settings){4, 500, 0, 20, 3, 40, 100, 6, 60, 60};
    lcg2018_seed(&m->rng, seed);
    for (int c = 0; c < 60 * 60; c++) {
        v->type[c] = MM_DESERT;
        v->owner[c] = -1;
        v->unit_at[c] = -1;
    }
    return m;
}

static inline void paint(struct mm_match *m, int i, int j, int type)
{
    m->now.type[mm_at(&m->now, i, j)] = (unsigned char)type;
}

/* A rectangular city owned by `owner`. */
static inline int add_city(struct mm_match *m, int i0, int j0, int h, int w, int owner)
{
    struct mm_city *city = &m->cities[m->nb_cities];
    city->first = m->nb_cities ? m->cities[m->nb_cities - 1].first + m->cities[m->nb_cities - 1].size : 0;
    city->size = 0;
    for (int i = i0; i < i0 + h; i++)
        for (int j = j0; j < j0 + w; j++) {
            int c = mm_at(&m->now, i, j);
            m->now.type[c] = MM_CITY;
            m->now.owner[c] = (signed char)owner;
            m->city_cells[city->first + city->size++] = c;
        }
    m->now.set.nb_cities = ++m->nb_cities;
    return m->nb_cities - 1;
}

/* A unit with full food/water/fuel; returns its id. */
static inline int put(struct mm_match *m, int type, int player, int i, int j)
{
    struct mm_view *v = &m->now;
    int id = v->nb_units++;
    v->units[id] = (struct mm_unit){(signed char)type, (signed char)player, (short)i, (short)j,
                                    (short)(type == MM_WARRIOR ? 40 : 100), (short)(type == MM_WARRIOR ? 40 : 0)};
    v->unit_at[mm_at(v, i, j)] = (short)id;
    return id;
}

struct refusals {
    int count;
    enum mm_refusal last;
};

static inline void count_refusal(void *ctx, enum mm_refusal why, const struct mm_order *o, int player, int owner)
{
    (void)o, (void)player, (void)owner;
    struct refusals *r = ctx;
    r->count++;
    r->last = why;
}

/* Plays one round in which player p gives orders[p] (nb[p] of them). Returns the
 * number of executed moves; refusals are counted in *r if r is not NULL. */
static inline int play_orders(struct mm_match *m, struct mm_order orders[4][8], const int nb[4], struct refusals *r)
{
    struct mm_round_orders ro;
    for (int p = 0; p < 4; p++) {
        ro.orders[p] = orders ? orders[p] : NULL;
        ro.nb_orders[p] = nb[p];
    }
    struct refusals ignored = {0, MM_ID_OUT_OF_RANGE};
    struct mm_warn_sink sink = {count_refusal, r ? r : &ignored};
    static struct mm_order moved[4 * MM_MAX_ORDERS];
    return mm_play_round(m, &ro, moved, &sink);
}

/* One order for one player, nothing for the others. */
static inline int play_one(struct mm_match *m, int player, int id, int dir, struct refusals *r)
{
    struct mm_order orders[4][8];
    int nb[4] = {0, 0, 0, 0};
    orders[player][0] = (struct mm_order){id, dir};
    nb[player] = 1;
    return play_orders(m, orders, nb, r);
}

static inline int cell_unit(const struct mm_match *m, int i, int j)
{
    return m->now.unit_at[mm_at(&m->now, i, j)];
}

#endif
