/* scenario.h — small Tron positions by hand for the rule tests.
 *
 * A path board: vertices 0 - 1 - 2 - ... - 19 in a line, plus vertex 20 joined to 5 and
 * 15 (a shortcut), 2 players of 1 bike: bike 0 (player 0) starts on 3, bike 1 (player 1)
 * on 17; bonus vertices 9 and 11; 20 rounds, items at round 4, turbo 4, ghost 2, points
 * 50. Tests then move bikes, set walls and items, give commands and play. */
#ifndef TRON_TEST_SCENARIO_H
#define TRON_TEST_SCENARIO_H

#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "../rules.h"
#include "alloc.h"

enum { PATH = 20, SHORTCUT = 20 };

static struct tr_match match;
static struct tr_orders given[TR_MAX_PLAYERS];
static struct tr_round_log round_log;
static int refusals[TR_MAX_PLAYERS][TR_NO_ITEM + 1];

static void count_refusal(void *ctx, int player, enum tr_refusal why, const struct tr_move *m, int from)
{
    (void)ctx, (void)m, (void)from;
    refusals[player][why]++;
}

static inline void add_edge(int *deg, int lists[][4], int a, int b)
{
    lists[a][deg[a]++] = b;
    lists[b][deg[b]++] = a;
}

/* A blank match on the path board, with `players` players of `bikes` bikes (spawns 3, 17,
 * then 1, 19, ...). */
static inline struct tr_match *blank_match_of(unsigned seed, int players, int bikes)
{
    if (match.vertex)
        tr_match_release(&match);
    memset(&match, 0, sizeof match);
    memset(given, 0, sizeof given);
    memset(refusals, 0, sizeof refusals);
    match.set = (struct tr_settings){players, bikes, 20, 4, 4, 2, 50};
    struct tr_graph *g = &match.graph;
    int n = PATH + 1, deg[PATH + 1] = {0}, lists[PATH + 1][4];
    for (int v = 0; v + 1 < PATH; v++)
        add_edge(deg, lists, v, v + 1);
    add_edge(deg, lists, 5, SHORTCUT);
    add_edge(deg, lists, 15, SHORTCUT);
    g->nb_vertices = n;
    g->first = xmalloc((size_t)(n + 1) * sizeof *g->first);
    g->adj = xmalloc(4 * (size_t)n * sizeof *g->adj);
    for (int v = 0; v < n; v++) {
        g->first[v] = g->nb_adj;
        for (int k = 0; k < deg[v]; k++)
            g->adj[g->nb_adj++] = lists[v][k];
    }
    g->first[n] = g->nb_adj;
    static const int spawns[8] = {3, 17, 1, 19, 7, 13, 0, 12};
    g->nb_spawns = 8;
    g->spawn = xmalloc(8 * sizeof *g->spawn);
    memcpy(g->spawn, spawns, sizeof spawns);
    g->nb_bonus = 2;
    g->bonus = xmalloc(2 * sizeof *g->bonus);
    g->bonus[0] = 9, g->bonus[1] = 11;
    tr_match_start(&match, seed);
    return &match;
}

static inline struct tr_match *blank_match(unsigned seed)
{
    return blank_match_of(seed, 2, 1);
}

static inline void command_bike(int bike, int to, int use)
{
    struct tr_orders *o = &given[match.bike[bike].player];
    o->move[o->nb++] = (struct tr_move){bike, to, use};
}

/* Plays a round with the commands given since the last one. */
static inline void play(void)
{
    const struct tr_orders *o[TR_MAX_PLAYERS];
    for (int p = 0; p < match.set.nb_players; p++)
        o[p] = &given[p];
    struct tr_warn_sink sink = {count_refusal, NULL};
    tr_play_round(&match, o, &round_log, &sink);
    memset(given, 0, sizeof given);
}

/* The turn order the next round will draw (the match's generator, copied). */
static inline void next_turn_order(int *turn)
{
    struct glibc_rand r = match.rng;
    int np = match.set.nb_players;
    for (int p = 0; p < np; p++)
        turn[p] = p;
    for (int i = 1; i < np; i++) {
        int j = glibc_rand(&r) % (i + 1), t = turn[i];
        turn[i] = turn[j];
        turn[j] = t;
    }
}

#endif
