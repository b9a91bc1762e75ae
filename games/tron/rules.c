/* rules.c — one round of Tron 3D, in the reference engine's order and with its random
 * draws (../shared/notes/reference-revisited-tron.md, 2.4 and 4.3). */
#include "rules.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

int tr_is_neighbour(const struct tr_graph *g, int a, int b)
{
    for (int k = g->first[a]; k < g->first[a + 1]; k++)
        if (g->adj[k] == b)
            return 1;
    return 0;
}

void tr_match_start(struct tr_match *m, long long seed)
{
    const struct tr_graph *g = &m->graph;
    m->nb_bikes = m->set.nb_players * m->set.nb_bikes;
    m->vertex = xmalloc((size_t)g->nb_vertices * sizeof *m->vertex);
    m->ghost_top = xmalloc((size_t)g->nb_vertices * sizeof *m->ghost_top);
    for (int v = 0; v < g->nb_vertices; v++) {
        m->vertex[v] = (struct tr_vertex){-1, -1, TR_NONE};
        m->ghost_top[v] = -1;
    }
    /* every move pushes at most one ghost entry */
    m->ghost_cap = m->nb_bikes * (m->set.nb_rounds + 1) + 1;
    m->ghost = xmalloc((size_t)m->ghost_cap * sizeof *m->ghost);
    m->nb_ghosts = 0;
    for (int k = 0; k < m->nb_bikes; k++) {
        int v = g->spawn[k];
        m->bike[k] = (struct tr_bike){tr_bike_player(&m->set, k), TR_NONE, v, 0, 0, 1};
        m->vertex[v].wall = k;
        m->vertex[v].bike = k;
    }
    m->seed = seed;
    glibc_srand(&m->rng, (unsigned)seed);
}

void tr_match_release(struct tr_match *m)
{
    free(m->vertex);
    free(m->ghost_top);
    free(m->ghost);
    free(m->graph.first);
    free(m->graph.adj);
    free(m->graph.spawn);
    free(m->graph.bonus);
    free(m->graph.xyz);
}

int tr_ghost_stack(const struct tr_match *m, int v, int *out)
{
    int n = 0;
    for (int e = m->ghost_top[v]; e >= 0; e = m->ghost[e].below)
        out[n++] = m->ghost[e].bike;
    for (int a = 0, b = n - 1; a < b; a++, b--) {
        int t = out[a];
        out[a] = out[b];
        out[b] = t;
    }
    return n;
}

static void push_ghost(struct tr_match *m, int v, int bike)
{
    if (m->nb_ghosts == m->ghost_cap)
        return; /* cannot happen: one entry a move at most */
    m->ghost[m->nb_ghosts] = (struct tr_ghost){bike, m->ghost_top[v]};
    m->ghost_top[v] = m->nb_ghosts++;
}

/* The wall a dead bike leaves on v goes to the most recent ghost that crossed v and is
 * still alive, else nobody. (The reference hands it to the most recent ghost even when
 * that ghost is dead, making a permanent wall; the rule book says a dead bike's trail
 * disappears.) */
static int next_wall(struct tr_match *m, int v)
{
    while (m->ghost_top[v] >= 0) {
        int e = m->ghost_top[v], bike = m->ghost[e].bike;
        m->ghost_top[v] = m->ghost[e].below;
        if (m->bike[bike].alive)
            return bike;
    }
    return -1;
}

static void destroy(struct tr_match *m, int id)
{
    struct tr_bike *b = &m->bike[id];
    b->alive = 0;
    b->turbo = b->ghost = 0;
    for (int v = 0; v < m->graph.nb_vertices; v++)
        if (m->vertex[v].wall == id)
            m->vertex[v].wall = next_wall(m, v);
}

/* Runs one command of `player`; 1 if it was a valid movement (listed, even if it crashes). */
static int execute(struct tr_match *m, int player, const struct tr_move *c, int odd, unsigned char *moved,
                   const struct tr_warn_sink *warn)
{
    int id = c->bike;
    enum tr_refusal why;
    if (id < 0 || id >= m->nb_bikes)
        why = TR_BAD_ID;
    else if (m->bike[id].player != player)
        why = TR_NOT_OWN;
    else if (c->next_vertex < 0 || c->next_vertex >= m->graph.nb_vertices ||
             !tr_is_neighbour(&m->graph, m->bike[id].vertex, c->next_vertex))
        why = TR_NOT_NEIGHBOUR;
    else if (!m->bike[id].alive)
        why = TR_DEAD;
    else if (moved[id])
        why = TR_MOVED;
    else if (odd && m->bike[id].turbo == 0)
        why = TR_NOT_TURBO;
    else
        why = -1;
    if ((int)why >= 0) {
        if (warn)
            warn->refused(warn->ctx, player, why, c, id >= 0 && id < m->nb_bikes ? m->bike[id].vertex : -1);
        return 0;
    }
    struct tr_bike *b = &m->bike[id];
    if (c->use_bonus) { /* the item works for this very move */
        if (b->bonus == TR_GHOST)
            b->ghost = m->set.ghost_duration;
        else if (b->bonus == TR_TURBO)
            b->turbo = m->set.turbo_duration;
        else if (warn)
            warn->refused(warn->ctx, player, TR_NO_ITEM, c, b->vertex);
        b->bonus = TR_NONE;
    }
    int to = c->next_vertex;
    struct tr_vertex *target = &m->vertex[to];
    m->vertex[b->vertex].bike = -1;
    b->vertex = to;
    if (target->wall < 0) {
        target->wall = id;
    } else if (b->ghost == 0) {
        return 1; /* crashed: not moved, so the sweep destroys it; the target keeps its wall */
    } else {
        push_ghost(m, to, id);
    }
    target->bike = id;
    if (target->bonus == TR_POINTS)
        m->now.score[player] += m->set.score_bonus;
    else if (target->bonus != TR_NONE)
        b->bonus = target->bonus;
    target->bonus = TR_NONE;
    moved[id] = 1;
    return 1;
}

void tr_play_round(struct tr_match *m, const struct tr_orders *const orders[], struct tr_round_log *log,
                   const struct tr_warn_sink *warn)
{
    int np = m->set.nb_players, odd = m->now.round % 2 == 1;
    unsigned char moved[TR_MAX_BIKES] = {0};
    m->now.round++;
    log->nb_moves = 0;
    /* libstdc++'s random_shuffle: for i = 1..n-1 swap turns[i] with turns[rand() % (i+1)] */
    int turn[TR_MAX_PLAYERS];
    for (int p = 0; p < np; p++)
        turn[p] = p;
    for (int i = 1; i < np; i++) {
        int j = glibc_rand(&m->rng) % (i + 1), t = turn[i];
        turn[i] = turn[j];
        turn[j] = t;
    }
    for (int k = 0; k < np; k++) {
        const struct tr_orders *o = orders[turn[k]];
        for (int c = 0; o && c < o->nb; c++)
            if (execute(m, turn[k], &o->move[c], odd, moved, warn) && log->nb_moves < TR_MAX_BIKES)
                log->moves[log->nb_moves++] = o->move[c];
    }
    /* the sweep: movers score, bikes that had to move and did not are destroyed */
    for (int id = 0; id < m->nb_bikes; id++) {
        struct tr_bike *b = &m->bike[id];
        if (!b->alive || (odd && b->turbo == 0))
            continue;
        if (moved[id]) {
            if (b->ghost > 0)
                b->ghost--;
            if (b->turbo > 0)
                b->turbo--;
            m->now.score[b->player] += TR_SCORE_PER_MOVE;
        } else {
            destroy(m, id);
        }
    }
    /* bonuses appear once, on the bonus vertices free of walls, in map order */
    if (m->now.round == m->set.bonus_round)
        for (int k = 0; k < m->graph.nb_bonus; k++) {
            struct tr_vertex *v = &m->vertex[m->graph.bonus[k]];
            if (v->wall < 0)
                v->bonus = 1 + glibc_rand(&m->rng) % 3;
        }
}
