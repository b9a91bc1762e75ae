/* rules.c — one round of Apocalypse Now, draw for draw as the reference Board::next. */
#include "rules.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void add_scores(struct ap_view *v)
{
    for (int k = 0; k < AP_POSTS; k++)
        if (v->post[k].owner >= 0)
            v->score[v->post[k].owner] += v->post[k].value;
    for (int s = 0; s < v->nb_soldiers; s++)
        v->score[v->soldier[s].player]++;
}

void ap_match_start(struct ap_match *m, long long seed)
{
    struct ap_view *v = &m->now;
    m->seed = seed;
    lcg2018_seed(&m->rng, seed);
    for (int p = 0; p < AP_PLAYERS; p++)
        lcg2018_seed(&m->player_rng[p], seed + p + 1);
    m->next_id = 1;
    for (int s = 0; s < v->nb_soldiers; s++)
        if (v->soldier[s].id >= m->next_id)
            m->next_id = v->soldier[s].id + 1;
    for (int h = 0; h < AP_HELIS; h++)
        if (v->heli[h].id >= m->next_id)
            m->next_id = v->heli[h].id + 1;
    ap_view_index(v);
    memset(v->score, 0, sizeof v->score);
    add_scores(v);
}

/* ---- parachuters and deaths -------------------------------------------------------- */

/* "A random other player": the reference's rejection sampling. */
static int other_player(struct ap_match *m, int p)
{
    int q;
    do
        q = lcg2018_uniform(&m->rng, 0, AP_PLAYERS - 1);
    while (q == p);
    return q;
}

/* Player q gets a new parachuter on one of its helicopters, drawn at random. */
static void give_parachuter(struct ap_match *m, int q)
{
    struct ap_view *v = &m->now;
    int k = lcg2018_uniform(&m->rng, 0, AP_HELIS_PER_PLAYER - 1);
    struct ap_heli *h = &v->heli[v->heli_of[q][k]];
    if (h->nb_para < AP_TOTAL_SOLDIERS) /* always: soldiers + parachuters = 80 */
        h->para[h->nb_para++] = AP_ROUNDS_JUMP;
}

static void remove_soldier(struct ap_view *v, int slot)
{
    v->soldier_at[ap_at(v->soldier[slot].i, v->soldier[slot].j)] = 0;
    for (int s = slot + 1; s < v->nb_soldiers; s++) {
        v->soldier[s - 1] = v->soldier[s];
        v->soldier_at[ap_at(v->soldier[s].i, v->soldier[s].j)] = (unsigned char)s;
    }
    v->nb_soldiers--;
}

/* A soldier killed by an enemy: the killer's player gets the parachuter. */
static void kill_by(struct ap_match *m, int slot, int killer)
{
    remove_soldier(&m->now, slot);
    give_parachuter(m, killer);
}

/* A soldier lost to fire or to its own side's napalm: a random other player gets it. */
static void kill_lost(struct ap_match *m, int slot)
{
    int owner = m->now.soldier[slot].player;
    remove_soldier(&m->now, slot);
    give_parachuter(m, other_player(m, owner));
}

static void conquer(struct ap_view *v, int i, int j, int player)
{
    int k = ap_find_post(v, i, j);
    if (k >= 0)
        v->post[k].owner = player;
}

static int walkable(int land)
{
    return land == AP_FOREST || land == AP_GRASS;
}

/* ---- 1. parachuters ----------------------------------------------------------------- */

struct jumps {
    int n;
    struct ap_orders o; /* only jump[] and nb_jumps are used */
};

/* The jumps the player API would have accepted, in call order. */
static void accept_jumps(const struct ap_view *v, int p, const struct ap_orders *o, struct jumps *out)
{
    out->n = 0;
    if (!o)
        return;
    int n = o->nb_jumps < 0 ? 0 : o->nb_jumps > AP_MAX_JUMP ? AP_MAX_JUMP : o->nb_jumps;
    for (int k = 0; k < n; k++) {
        int i = o->jump[k].i, j = o->jump[k].j;
        int h = ap_jump_heli(v, p, i, j);
        if (h < 0 || ap_jumps_under(&out->o, out->n, &v->heli[h]) + 1 > v->heli[h].nb_para)
            continue;
        out->o.jump[out->n].i = i;
        out->o.jump[out->n].j = j;
        out->n++;
    }
}

/* Jumping parachuters leave their helicopter; the others age, and expire at 0. */
static void age_parachuters(struct ap_match *m, const struct jumps jumps[AP_PLAYERS])
{
    struct ap_view *v = &m->now;
    int credit[AP_PLAYERS] = {0};
    for (int p = 0; p < AP_PLAYERS; p++)
        for (int k = 0; k < AP_HELIS_PER_PLAYER; k++) {
            struct ap_heli *h = &v->heli[v->heli_of[p][k]];
            int used = ap_jumps_under(&jumps[p].o, jumps[p].n, h), n = 0;
            for (int c = used; c < h->nb_para; c++) {
                int left = h->para[c] - 1;
                if (left > 0)
                    h->para[n++] = (unsigned char)left;
                else
                    credit[other_player(m, p)]++;
            }
            h->nb_para = (unsigned char)n;
        }
    for (int q = 0; q < AP_PLAYERS; q++)
        for (int c = 0; c < credit[q]; c++)
            give_parachuter(m, q);
}

static void land_parachuters(struct ap_match *m, const struct jumps jumps[AP_PLAYERS])
{
    struct ap_view *v = &m->now;
    int id = 1 + v->round * AP_PLAYERS * (AP_SOLDIERS + AP_HELIS_PER_PLAYER);
    if (id < m->next_id) /* never with the reference's boards: ids stay unique anyway */
        id = m->next_id;
    for (int p = 0; p < AP_PLAYERS; p++)
        for (int k = 0; k < jumps[p].n; k++) {
            int i = jumps[p].o.jump[k].i, j = jumps[p].o.jump[k].j;
            if (!ap_pos_ok(i, j)) {
                give_parachuter(m, other_player(m, p));
                continue;
            }
            int c = ap_at(i, j), slot = v->soldier_at[c] - 1;
            if (!walkable(v->land[c]) || v->fire[c] > 0 || (slot >= 0 && v->soldier[slot].player == p))
                give_parachuter(m, other_player(m, p));
            else if (slot >= 0)
                give_parachuter(m, v->soldier[slot].player);
            else if (ap_jump_heli(v, p, i, j) < 0)
                give_parachuter(m, other_player(m, p));
            else {
                struct ap_soldier *s = &v->soldier[v->nb_soldiers++];
                s->id = id++;
                s->life = AP_LIFE;
                s->player = (signed char)p;
                s->i = (unsigned char)i;
                s->j = (unsigned char)j;
                v->soldier_at[c] = (unsigned char)v->nb_soldiers;
                conquer(v, i, j, p);
            }
        }
    if (id > m->next_id)
        m->next_id = id;
}

/* ---- 2. helicopters ----------------------------------------------------------------- */

static int heli_fits(const struct ap_view *v, int self, int ci, int cj)
{
    for (int i = ci - AP_REACH; i <= ci + AP_REACH; i++)
        for (int j = cj - AP_REACH; j <= cj + AP_REACH; j++)
            if (!ap_pos_ok(i, j) || v->land[ap_at(i, j)] == AP_MOUNTAIN)
                return 0;
    for (int h = 0; h < AP_HELIS; h++)
        if (h != self && abs(v->heli[h].i - ci) <= 2 * AP_REACH && abs(v->heli[h].j - cj) <= 2 * AP_REACH)
            return 0;
    return 1;
}

static void throw_napalm(struct ap_match *m, int h)
{
    struct ap_view *v = &m->now;
    struct ap_heli *heli = &v->heli[h];
    if (heli->napalm > 0)
        return;
    int thrower = heli->player;
    for (int i = heli->i - AP_REACH; i <= heli->i + AP_REACH; i++)
        for (int j = heli->j - AP_REACH; j <= heli->j + AP_REACH; j++) {
            int c = ap_at(i, j);
            if (v->land[c] == AP_MOUNTAIN)
                continue;
            v->fire[c] = (unsigned char)(1 + (v->land[c] == AP_FOREST ? AP_FOREST_BURNS : AP_OTHER_BURNS));
            int slot = v->soldier_at[c] - 1;
            if (slot < 0)
                continue;
            if (v->soldier[slot].player == thrower)
                kill_lost(m, slot);
            else
                kill_by(m, slot, thrower);
        }
    heli->napalm = AP_ROUNDS_NAPALM + 1;
}

static void fly(struct ap_match *m, int h, int order)
{
    struct ap_view *v = &m->now;
    struct ap_heli *heli = &v->heli[h];
    switch (order) {
    case AP_COUNTER_CLOCKWISE: heli->ori = (signed char)((heli->ori + 1) % 4); break;
    case AP_CLOCKWISE: heli->ori = (signed char)((heli->ori + 3) % 4); break;
    case AP_NAPALM: throw_napalm(m, h); break;
    case AP_FORWARD1:
    case AP_FORWARD2:
        for (int step = 0; step < order; step++) {
            int ni = heli->i + ap_ori_di[heli->ori], nj = heli->j + ap_ori_dj[heli->ori];
            if (!heli_fits(v, h, ni, nj))
                break;
            heli->i = (unsigned char)ni;
            heli->j = (unsigned char)nj;
        }
        break;
    }
}

/* ---- 3. soldiers -------------------------------------------------------------------- */

struct soldier_order {
    int id, i, j;
};

static void march(struct ap_match *m, const struct soldier_order *o)
{
    struct ap_view *v = &m->now;
    int slot = ap_find_soldier(v, o->id);
    if (slot < 0 || !ap_pos_ok(o->i, o->j))
        return;
    int c = ap_at(o->i, o->j);
    if (!walkable(v->land[c]))
        return;
    struct ap_soldier *s = &v->soldier[slot];
    int p = s->player;
    if (v->fire[c] > 0) {
        kill_lost(m, slot);
        return;
    }
    if (s->i == o->i && s->j == o->j)
        return;
    int there = v->soldier_at[c] - 1;
    if (there < 0) {
        v->soldier_at[ap_at(s->i, s->j)] = 0;
        s->i = (unsigned char)o->i;
        s->j = (unsigned char)o->j;
        v->soldier_at[c] = (unsigned char)(slot + 1);
        conquer(v, o->i, o->j, p);
        return;
    }
    struct ap_soldier *enemy = &v->soldier[there];
    if (enemy->player == p)
        return;
    int base = v->land[c] == AP_FOREST ? AP_FOREST_DAMAGE : AP_GRASS_DAMAGE;
    enemy->life = (short)(enemy->life - lcg2018_uniform(&m->rng, base, 2 * base));
    if (enemy->life <= 0)
        kill_by(m, there, p);
}

/* ---- 4. fire ------------------------------------------------------------------------ */

static int by_cell(const void *a, const void *b)
{
    return *(const short *)a - *(const short *)b;
}

static void spread_fire(struct ap_match *m)
{
    static const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    struct ap_view *v = &m->now;
    unsigned char marked[AP_CELLS];
    short list[AP_CELLS];
    int nb_marked = 0;
    for (int c = ap_next_fire(v, 0); c < AP_CELLS; c = ap_next_fire(v, c + 1)) {
        v->fire[c]--;
        if (v->land[c] != AP_FOREST)
            continue;
        if (v->fire[c] == 0)
            v->land[c] = AP_GRASS;
        int i = c / AP_SIZE, j = c % AP_SIZE;
        for (int d = 0; d < 4; d++) {
            int ni = i + di[d], nj = j + dj[d];
            if (!ap_pos_ok(ni, nj))
                continue;
            int n = ap_at(ni, nj);
            /* A neighbour not yet visited still shows its old counter, one visited and
             * burnt out is grass by now: the order of the pass changes nothing. */
            if (v->land[n] != AP_FOREST || v->fire[n] != 0)
                continue;
            if (nb_marked == 0)
                memset(marked, 0, sizeof marked);
            if (!marked[n]) {
                marked[n] = 1;
                list[nb_marked++] = (short)n;
            }
        }
    }
    if (nb_marked == 0)
        return;
    /* Each marked cell rolls once, in row-major order. */
    qsort(list, (size_t)nb_marked, sizeof list[0], by_cell);
    for (int k = 0; k < nb_marked; k++) {
        int c = list[k];
        if (lcg2018_uniform(&m->rng, 1, 100) > AP_PROB_FIRE)
            continue;
        v->fire[c] = AP_FOREST_BURNS;
        int slot = v->soldier_at[c] - 1;
        if (slot >= 0)
            kill_lost(m, slot);
    }
}

/* ---- the round ---------------------------------------------------------------------- */

void ap_play_round(struct ap_match *m, const struct ap_orders *const orders[AP_PLAYERS])
{
    struct ap_view *v = &m->now;

    /* Gather everything first, on the state the players saw: players 0..3, increasing ids. */
    struct jumps jumps[AP_PLAYERS];
    struct soldier_order sorders[AP_TOTAL_SOLDIERS];
    int hid[AP_HELIS], horder[AP_HELIS], nh = 0, ns = 0;
    for (int p = 0; p < AP_PLAYERS; p++) {
        const struct ap_orders *o = orders[p];
        accept_jumps(v, p, o, &jumps[p]);
        if (!o)
            continue;
        for (int h = 0; h < AP_HELIS; h++)
            if (v->heli[h].player == p && o->heli[h] >= AP_FORWARD1 && o->heli[h] <= AP_NAPALM) {
                hid[nh] = h;
                horder[nh++] = o->heli[h];
            }
        for (int s = 0; s < v->nb_soldiers; s++) {
            int code = o->soldier[s];
            if (v->soldier[s].player != p || code < 0 || code > 8)
                continue;
            sorders[ns].id = v->soldier[s].id;
            sorders[ns].i = v->soldier[s].i + code / 3 - 1;
            sorders[ns].j = v->soldier[s].j + code % 3 - 1;
            ns++;
        }
    }

    age_parachuters(m, jumps);
    land_parachuters(m, jumps);

    int perm[AP_TOTAL_SOLDIERS + AP_HELIS];
    lcg2018_permutation(&m->rng, nh, perm);
    for (int k = 0; k < nh; k++)
        fly(m, hid[perm[k]], horder[perm[k]]);
    for (int h = 0; h < AP_HELIS; h++)
        if (v->heli[h].napalm > 0)
            v->heli[h].napalm--;

    lcg2018_permutation(&m->rng, ns, perm);
    for (int k = 0; k < ns; k++)
        march(m, &sorders[perm[k]]);

    spread_fire(m);
    v->round++;
    add_scores(v);
}
