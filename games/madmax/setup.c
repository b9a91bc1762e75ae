/* setup.c — Mad Max state 0: city detection and the initial units (reference order). */
#include "match.h"

#include <stdlib.h>

#include "alloc.h"
#include "error.h"

/* Depth-first fill of one city, trying down, up, right, left: the reference's cell order.
 * Returns -1 if the city touches anything but desert or cells of its own owner. */
static int fill_city(struct mm_match *m, int start, unsigned char *seen, int *n)
{
    const struct mm_view *v = &m->now;
    int rows = v->set.rows, cols = v->set.cols, owner = v->owner[start];
    int *stack = m->queue, top = 0;
    stack[top++] = start;
    while (top > 0) {
        int c = stack[--top];
        if (seen[c])
            continue;
        seen[c] = 1;
        if (v->type[c] == MM_DESERT)
            continue;
        if (v->type[c] != MM_CITY || v->owner[c] != owner)
            return -1;
        int i = c / cols, j = c % cols;
        if (i == 0 || j == 0 || i == rows - 1 || j == cols - 1)
            return -1;
        m->city_cells[(*n)++] = c;
        /* pushed in reverse so that down is visited first */
        stack[top++] = c - 1;
        stack[top++] = c + 1;
        stack[top++] = c - cols;
        stack[top++] = c + cols;
    }
    return 0;
}

static int find_cities(struct mm_match *m, const char *where)
{
    unsigned char *seen = m->seen;
    const struct mm_view *v = &m->now;
    int cells = v->set.rows * v->set.cols, n = 0;
    int per_player[MM_PLAYERS] = {0};
    for (int c = 0; c < cells; c++)
        seen[c] = 0;
    m->nb_cities = 0;
    for (int c = 0; c < cells; c++) {
        if (v->type[c] != MM_CITY || seen[c])
            continue;
        if (m->nb_cities == MM_MAX_CITIES)
            return error("%s: more than %d cities", where, MM_MAX_CITIES);
        struct mm_city *city = &m->cities[m->nb_cities++];
        city->first = n;
        if (fill_city(m, c, seen, &n) < 0)
            return error("%s: the city at row %d, column %d must be surrounded by desert only",
                         where, c / v->set.cols, c % v->set.cols);
        city->size = n - city->first;
        per_player[v->owner[c]]++;
    }
    if (m->nb_cities != v->set.nb_cities)
        return error("%s: found %d cities, nb_cities says %d", where, m->nb_cities, v->set.nb_cities);
    for (int p = 0; p < MM_PLAYERS; p++)
        if (per_player[p] != v->set.nb_cities / 4)
            return error("%s: player %d owns %d cities, expected %d", where, p, per_player[p],
                         v->set.nb_cities / 4);
    return 0;
}

static void put_unit(struct mm_view *v, int type, int player, int cell)
{
    struct mm_unit *u = &v->units[v->nb_units];
    u->type = (signed char)type;
    u->player = (signed char)player;
    u->i = (short)(cell / v->set.cols);
    u->j = (short)(cell % v->set.cols);
    u->food = (short)(type == MM_WARRIOR ? v->set.warriors_health : v->set.cars_fuel);
    u->water = (short)(type == MM_WARRIOR ? v->set.warriors_health : 0);
    v->unit_at[cell] = (short)v->nb_units++;
}

static int place_warriors(struct mm_match *m, const char *where)
{
    struct mm_view *v = &m->now;
    int cells = v->set.rows * v->set.cols, *perm = m->queue, status = 0;
    int *pools = xmalloc(sizeof(int) * MM_PLAYERS * (size_t)cells), *pool[MM_PLAYERS];
    int pool_size[MM_PLAYERS] = {0};
    for (int p = 0; p < MM_PLAYERS; p++)
        pool[p] = pools + (size_t)p * (size_t)cells; /* each player's free city cells */
    for (int k = 0; k < m->nb_cities; k++) {
        const struct mm_city *city = &m->cities[k];
        int owner = v->owner[m->city_cells[city->first]];
        int r = rng_uniform(&m->rng, 0, city->size - 1);
        put_unit(v, MM_WARRIOR, owner, m->city_cells[city->first + r]);
        for (int x = 0; x < city->size; x++)
            if (x != r)
                pool[owner][pool_size[owner]++] = m->city_cells[city->first + x];
    }
    int more = v->set.nb_warriors - v->set.nb_cities / 4;
    for (int p = 0; p < MM_PLAYERS; p++) {
        if (pool_size[p] < more) {
            status = error("%s: the cities of player %d have %d free cells for %d warriors", where, p,
                           pool_size[p], more);
            break;
        }
        rng_permutation(&m->rng, pool_size[p], perm);
        for (int k = 0; k < more; k++)
            put_unit(v, MM_WARRIOR, p, pool[p][perm[k]]);
    }
    free(pools);
    return status;
}

static int place_cars(struct mm_match *m, const char *where)
{
    struct mm_view *v = &m->now;
    int rows = v->set.rows, cols = v->set.cols, n = 0;
    int *spots = m->spots, *perm = m->queue;
    for (int i = 0; i < rows; i++) {
        if (v->type[mm_at(v, i, 0)] == MM_ROAD)
            spots[n++] = mm_at(v, i, 0);
        if (v->type[mm_at(v, i, cols - 1)] == MM_ROAD)
            spots[n++] = mm_at(v, i, cols - 1);
    }
    for (int j = 0; j < cols; j++) {
        if (v->type[mm_at(v, 0, j)] == MM_ROAD)
            spots[n++] = mm_at(v, 0, j);
        if (v->type[mm_at(v, rows - 1, j)] == MM_ROAD)
            spots[n++] = mm_at(v, rows - 1, j);
    }
    rng_permutation(&m->rng, n, perm);
    int k = 0;
    for (int p = 0; p < MM_PLAYERS; p++)
        for (int c = 0; c < v->set.nb_cars; c++) {
            while (k < n && v->unit_at[spots[perm[k]]] >= 0) /* a corner listed twice */
                k++;
            if (k == n)
                return error("%s: not enough road cells on the border for %d cars", where,
                             MM_PLAYERS * v->set.nb_cars);
            put_unit(v, MM_CAR, p, spots[perm[k++]]);
        }
    return 0;
}

int mm_setup(struct mm_match *m, const char *where)
{
    if (find_cities(m, where) < 0 || place_warriors(m, where) < 0 || place_cars(m, where) < 0)
        return -1;
    mm_score(m);
    return 0;
}
