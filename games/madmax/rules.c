/* rules.c — Mad Max: one round's update, exactly as the reference engine (Mad_Max 1.6). */
#include "rules.h"

#include <stdlib.h>
#include <string.h>

static int may_enter(int unit_type, int cell_type)
{
    if (unit_type == MM_WARRIOR)
        return cell_type == MM_DESERT || cell_type == MM_ROAD || cell_type == MM_CITY;
    return cell_type == MM_DESERT || cell_type == MM_ROAD;
}

/* The unit changes hands, is refilled and leaves the board until the respawn. */
static void capture(struct mm_match *m, int id, int new_player)
{
    struct mm_view *v = &m->now;
    struct mm_unit *u = &v->units[id];
    u->player = (signed char)new_player;
    if (u->type == MM_WARRIOR) {
        u->food = u->water = (short)v->set.warriors_health;
    } else {
        u->food = (short)v->set.cars_fuel;
        u->water = 0;
    }
    v->unit_at[mm_at(v, u->i, u->j)] = -1;
    m->captured[id] = 1;
}

/* The reference's two_different(a, b): a fresh permutation of the players, keeping the
 * first ones that are neither a nor b. Drawn on every collision, used or not. */
static void two_different(struct mm_match *m, int a, int b, int sel[2])
{
    int perm[MM_PLAYERS], k = 0;
    lcg2018_permutation(&m->rng, MM_PLAYERS, perm);
    for (int x = 0; x < MM_PLAYERS && k < 2; x++)
        if (perm[x] != a && perm[x] != b)
            sel[k++] = perm[x];
}

static void step(struct mm_view *v, int id, int to)
{
    struct mm_unit *u = &v->units[id];
    v->unit_at[mm_at(v, u->i, u->j)] = -1;
    u->i = (short)(to / v->set.cols);
    u->j = (short)(to % v->set.cols);
    v->unit_at[to] = (short)id;
}

static void warrior_attack(struct mm_match *m, int a, int d, const int sel[2])
{
    struct mm_view *v = &m->now;
    struct mm_unit *att = &v->units[a], *def = &v->units[d];
    int same_team = att->player == def->player;
    if (v->type[mm_at(v, att->i, att->j)] == MM_CITY && v->type[mm_at(v, def->i, def->j)] == MM_CITY) {
        /* Thunderdome: survival in proportion to water levels. */
        int attacker_wins = lcg2018_uniform(&m->rng, 0, att->water + def->water - 1) < att->water;
        int loser = attacker_wins ? d : a;
        int winner_player = attacker_wins ? att->player : def->player;
        capture(m, loser, same_team ? sel[0] : winner_player);
        return;
    }
    int health = v->set.warriors_health, damage = v->set.damage;
    int lost_food = def->food < damage ? def->food : damage;
    int lost_water = def->water < damage ? def->water : damage;
    def->food = (short)(def->food - lost_food);
    def->water = (short)(def->water - lost_water);
    att->food = (short)(att->food + lost_food / 2 > health ? health : att->food + lost_food / 2);
    att->water = (short)(att->water + lost_water / 2 > health ? health : att->water + lost_water / 2);
    if (def->food <= 0 || def->water <= 0)
        capture(m, d, same_team ? sel[0] : att->player);
}

/* Executes one move; returns 1 if it counts as executed (recorded in the replay). */
static int execute(struct mm_match *m, int id, int dir)
{
    struct mm_view *v = &m->now;
    struct mm_unit *u = &v->units[id];
    int ti = u->i + mm_di[dir], tj = u->j + mm_dj[dir];
    if (ti < 0 || ti >= v->set.rows || tj < 0 || tj >= v->set.cols)
        return 0;
    int to = mm_at(v, ti, tj);
    if (!may_enter(u->type, v->type[to]))
        return 0;
    int other = v->unit_at[to];
    if (other < 0) {
        step(v, id, to);
        return 1;
    }
    struct mm_unit *o = &v->units[other];
    int sel[2];
    two_different(m, u->player, o->player, sel);
    int same_team = u->player == o->player;
    if (u->type == MM_CAR && o->type == MM_CAR) {
        capture(m, other, sel[0]);
        capture(m, id, sel[1]);
    } else if (u->type == MM_CAR) {
        capture(m, other, same_team ? sel[0] : u->player);
        step(v, id, to);
    } else if (o->type == MM_CAR) {
        capture(m, id, same_team ? sel[0] : o->player);
    } else {
        warrior_attack(m, id, other, sel);
    }
    return 1;
}

/* Whether unit id was ordered before in this round; marks it ordered. */
static int already_ordered(struct mm_match *m, int id)
{
    int before = m->ordered[id];
    m->ordered[id] = 1;
    return before;
}

/* Keeps, per player in seat order and call order, the orders that may be executed. */
static int filter_orders(struct mm_match *m, const struct mm_round_orders *ro, struct mm_order *kept,
                         const struct mm_warn_sink *w)
{
    const struct mm_view *v = &m->now;
    int n = 0;
    memset(m->ordered, 0, (size_t)v->nb_units);
    for (int p = 0; p < MM_PLAYERS; p++) {
        for (int k = 0; ro->orders[p] && k < ro->nb_orders[p]; k++) {
            struct mm_order o = ro->orders[p][k];
            if (o.id < 0 || o.id >= v->nb_units) {
                w->refused(w->ctx, MM_ID_OUT_OF_RANGE, &o, p, -1);
            } else if (v->units[o.id].player != p) {
                w->refused(w->ctx, MM_NOT_OWN_UNIT, &o, p, v->units[o.id].player);
            } else if (already_ordered(m, o.id)) { /* the API refuses these: a forged turn */
                w->refused(w->ctx, MM_REPEATED, &o, p, p);
            } else if (o.dir < 0 || o.dir >= MM_NB_DIRS) {
                w->refused(w->ctx, MM_BAD_DIRECTION, &o, p, p);
            } else if (o.dir == MM_DIR_NONE) {
                continue;
            } else if (!mm_can_move(v, o.id)) {
                w->refused(w->ctx, MM_CANNOT_MOVE, &o, p, p);
            } else {
                kept[n++] = o;
            }
        }
    }
    return n;
}

/* Food and water go down for warriors that could move this round; a warrior that runs
 * out is captured by the first other player of a fresh permutation. Cars burn fuel. */
static void upkeep(struct mm_match *m)
{
    struct mm_view *v = &m->now;
    for (int id = 0; id < v->nb_units; id++) {
        struct mm_unit *u = &v->units[id];
        if (m->captured[id] || !mm_can_move(v, id))
            continue;
        if (u->type == MM_CAR) {
            if (u->food > 0)
                u->food--;
            continue;
        }
        u->food--;
        u->water--;
        if (u->food <= 0 || u->water <= 0) {
            int perm[MM_PLAYERS], k = 0;
            lcg2018_permutation(&m->rng, MM_PLAYERS, perm);
            while (perm[k] == u->player)
                k++;
            capture(m, id, perm[k]);
        }
    }
}

/* Lowers the distances within 4 of cell c, where a unit stands. */
static void stamp(struct mm_match *m, int c)
{
    const struct mm_view *v = &m->now;
    int rows = v->set.rows, cols = v->set.cols, i = c / cols, j = c % cols;
    for (int a = i - 4; a <= i + 4; a++)
        for (int b = j - 4; b <= j + 4; b++) {
            if (a < 0 || a >= rows || b < 0 || b >= cols)
                continue;
            int d = abs(a - i) > abs(b - j) ? abs(a - i) : abs(b - j);
            if (m->dist[a * cols + b] > d)
                m->dist[a * cols + b] = d;
        }
}

/* Chebyshev distance from every cell to the nearest unit, capped at 5: all that the
 * respawn asks (4 or more for a candidate, 5 or more to be safe). Same result as the
 * reference's breadth-first search, for a fraction of the cost. */
static void distances(struct mm_match *m)
{
    const struct mm_view *v = &m->now;
    for (int c = 0; c < v->set.rows * v->set.cols; c++)
        m->dist[c] = 5;
    for (int id = 0; id < v->nb_units; id++) {
        int c = mm_at(v, v->units[id].i, v->units[id].j);
        if (v->unit_at[c] == id)
            stamp(m, c);
    }
}

/* No unit in the 9x9 square around the cell, i.e. at Chebyshev distance 5 or more.
 * m->dist holds that distance (kept up to date by place() during a respawn). */
static int safe(const struct mm_match *m, int c)
{
    return m->dist[c] >= 5;
}

/* Puts a respawned unit on cell c. */
static void place(struct mm_match *m, int id, int c)
{
    struct mm_view *v = &m->now;
    v->units[id].i = (short)(c / v->set.cols);
    v->units[id].j = (short)(c % v->set.cols);
    v->unit_at[c] = (short)id;
    stamp(m, c);
}

/* Border spots for a respawn, in the reference's order: left and right edges row by
 * row, then top and bottom edges column by column. */
static int border_spots(struct mm_match *m, int cell_type)
{
    const struct mm_view *v = &m->now;
    int rows = v->set.rows, cols = v->set.cols, n = 0;
    int margin = cell_type == MM_ROAD ? 0 : 1; /* cars: up to the last row/column */
    for (int i = 1; i <= rows - 1 - margin; i++) {
        int ends[2] = {mm_at(v, i, 0), mm_at(v, i, cols - 1)};
        for (int e = 0; e < 2; e++)
            if (v->type[ends[e]] == cell_type && m->dist[ends[e]] >= 4)
                m->spots[n++] = ends[e];
    }
    for (int j = 1; j <= cols - 1 - margin; j++) {
        int ends[2] = {mm_at(v, 0, j), mm_at(v, rows - 1, j)};
        for (int e = 0; e < 2; e++)
            if (v->type[ends[e]] == cell_type && m->dist[ends[e]] >= 4)
                m->spots[n++] = ends[e];
    }
    return n;
}

/* Fallback when no border spot is left: the first cell of a ring scan, from the edge
 * inwards, that is of the unit's type (and safe, when `need_safe`) or, failing that,
 * any empty cell the unit may stand on outside a city. */
static int ring_scan(const struct mm_match *m, int cell_type, int unit_type, int need_safe)
{
    const struct mm_view *v = &m->now;
    int rows = v->set.rows, cols = v->set.cols;
    int rings = (rows < cols ? rows : cols) / 2;
    for (int r = need_safe ? 1 : 0; r < rings; r++) {
        for (int side = 0; side < 4; side++) {
            int len = side < 2 ? rows - 2 * r : cols - 2 * r;
            for (int k = 0; k < len; k++) {
                int i = side == 0 || side == 1 ? r + k : side == 2 ? r : rows - 1 - r;
                int j = side == 0 ? r : side == 1 ? cols - 1 - r : r + k;
                int c = mm_at(v, i, j), t = v->type[c];
                int fits = need_safe ? t == cell_type && safe(m, c)
                                     : v->unit_at[c] < 0 && t != MM_CITY && may_enter(unit_type, t);
                if (fits)
                    return c;
            }
        }
    }
    return -1;
}

static void respawn_group(struct mm_match *m, int unit_type)
{
    struct mm_view *v = &m->now;
    int group[MM_MAX_UNITS], perm[MM_MAX_UNITS], d = 0;
    for (int id = 0; id < v->nb_units; id++)
        if (m->captured[id] && v->units[id].type == unit_type)
            group[d++] = id;
    if (d == 0)
        return;
    lcg2018_permutation(&m->rng, d, perm);
    int cell_type = unit_type == MM_CAR ? MM_ROAD : MM_DESERT;
    distances(m);
    int left = border_spots(m, cell_type);
    for (int k = 0; k < d; k++) {
        int spot = -1;
        while (spot < 0 && left > 0) {
            int z = lcg2018_uniform(&m->rng, 0, left - 1);
            int c = m->spots[z];
            m->spots[z] = m->spots[--left];
            if (safe(m, c))
                spot = c;
        }
        if (spot < 0)
            spot = ring_scan(m, cell_type, unit_type, 1);
        if (spot < 0)
            spot = ring_scan(m, cell_type, unit_type, 0);
        place(m, group[perm[k]], spot);
    }
}

void mm_score(struct mm_match *m)
{
    struct mm_view *v = &m->now;
    for (int p = 0; p < MM_PLAYERS; p++)
        v->num_cities[p] = 0;
    for (int c = 0; c < m->nb_cities; c++) {
        const struct mm_city *city = &m->cities[c];
        int count[MM_PLAYERS] = {0};
        for (int k = 0; k < city->size; k++) {
            int id = v->unit_at[m->city_cells[city->first + k]];
            if (id >= 0 && v->units[id].type == MM_WARRIOR)
                count[v->units[id].player]++;
        }
        int best = 0, unique = 1;
        for (int p = 1; p < MM_PLAYERS; p++) {
            if (count[p] > count[best]) {
                best = p;
                unique = 1;
            } else if (count[p] == count[best]) {
                unique = 0;
            }
        }
        int owner = v->owner[m->city_cells[city->first]];
        if (unique && best != owner)
            for (int k = 0; k < city->size; k++)
                v->owner[m->city_cells[city->first + k]] = (signed char)best;
        v->num_cities[v->owner[m->city_cells[city->first]]]++;
    }
    for (int p = 0; p < MM_PLAYERS; p++)
        v->total_score[p] += v->num_cities[p];
}

static int next_to(const struct mm_view *v, int i, int j, int cell_type)
{
    for (int d = 0; d < 8; d++) {
        int ni = i + mm_di[d], nj = j + mm_dj[d];
        if (ni >= 0 && ni < v->set.rows && nj >= 0 && nj < v->set.cols && v->type[mm_at(v, ni, nj)] == cell_type)
            return 1;
    }
    return 0;
}

static void refill(struct mm_match *m)
{
    struct mm_view *v = &m->now;
    int mover = v->round % MM_PLAYERS;
    for (int id = 0; id < v->nb_units; id++) {
        struct mm_unit *u = &v->units[id];
        if (m->captured[id])
            continue;
        if (u->type == MM_WARRIOR && u->player == mover) {
            if (v->type[mm_at(v, u->i, u->j)] == MM_CITY)
                u->food = (short)v->set.warriors_health;
            if (next_to(v, u->i, u->j, MM_WATER))
                u->water = (short)v->set.warriors_health;
        } else if (u->type == MM_CAR && mm_can_move(v, id) && next_to(v, u->i, u->j, MM_STATION)) {
            u->food = (short)v->set.cars_fuel;
        }
    }
}

int mm_play_round(struct mm_match *m, const struct mm_round_orders *ro, struct mm_order *moved,
                  const struct mm_warn_sink *warn)
{
    struct mm_view *v = &m->now;
    struct mm_order kept[MM_PLAYERS * MM_MAX_ORDERS];
    int perm[MM_PLAYERS * MM_MAX_ORDERS];
    int n = filter_orders(m, ro, kept, warn);
    lcg2018_permutation(&m->rng, n, perm);
    memset(m->captured, 0, (size_t)v->nb_units);
    int nb_moved = 0;
    for (int k = 0; k < n; k++) {
        struct mm_order o = kept[perm[k]];
        if (!m->captured[o.id] && execute(m, o.id, o.dir))
            moved[nb_moved++] = o;
    }
    upkeep(m);
    respawn_group(m, MM_CAR);
    respawn_group(m, MM_WARRIOR);
    mm_score(m);
    refill(m);
    v->round++;
    return nb_moved;
}
