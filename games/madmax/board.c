/* board.c — reading Mad Max boards; state 0: city detection and the initial units. Also
 * a replay's state at some round, for a match that starts there (--from). */
#include "board.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"
#include "generator.h"

const char *const mm_param_names[10] = {
    "nb_players", "nb_rounds", "nb_cities", "nb_warriors", "nb_cars",
    "warriors_health", "cars_fuel", "damage", "rows", "cols",
};


/* Where a board's grid rows are, so that setup errors name a file and line. */
struct mm_where {
    const struct scan *s;
    int row_line[MM_MAX_DIM];
};

static int where_error(const struct mm_where *w, int row, const char *fmt, ...) ARENA_PRINTF(3, 4);
static int where_error(const struct mm_where *w, int row, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return error("%s:%d: %s", w->s->name, w->row_line[row], msg);
}

static int set_cell(struct mm_view *v, int c, char ch)
{
    v->owner[c] = -1;
    v->unit_at[c] = -1;
    switch (ch) {
    case '.': v->type[c] = MM_DESERT; return 0;
    case 'R': v->type[c] = MM_ROAD; return 0;
    case 'W': v->type[c] = MM_WATER; return 0;
    case 'S': v->type[c] = MM_STATION; return 0;
    case 'X': v->type[c] = MM_WALL; return 0;
    case '0': case '1': case '2': case '3':
        v->type[c] = MM_CITY;
        v->owner[c] = (signed char)(ch - '0');
        return 0;
    default: return -1;
    }
}

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

/* initial: the board's state 0, where each player must own its share of the cities. */
static int find_cities(struct mm_match *m, const struct mm_where *where, int initial)
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
            return where_error(where, 0, "more than %d cities", MM_MAX_CITIES);
        struct mm_city *city = &m->cities[m->nb_cities++];
        city->first = n;
        if (fill_city(m, c, seen, &n) < 0)
            return where_error(where, c / v->set.cols,
                               "the city at row %d, column %d must be surrounded by desert only",
                               c / v->set.cols, c % v->set.cols);
        city->size = n - city->first;
        per_player[v->owner[c]]++;
    }
    if (!initial)
        return 0;
    if (m->nb_cities != v->set.nb_cities)
        return where_error(where, 0, "found %d cities, nb_cities says %d", m->nb_cities, v->set.nb_cities);
    for (int p = 0; p < MM_PLAYERS; p++)
        if (per_player[p] != v->set.nb_cities / 4)
            return where_error(where, 0, "player %d owns %d cities, expected %d", p, per_player[p],
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

static int place_warriors(struct mm_match *m, const struct mm_where *where)
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
        int r = lcg2018_uniform(&m->rng, 0, city->size - 1);
        put_unit(v, MM_WARRIOR, owner, m->city_cells[city->first + r]);
        for (int x = 0; x < city->size; x++)
            if (x != r)
                pool[owner][pool_size[owner]++] = m->city_cells[city->first + x];
    }
    int more = v->set.nb_warriors - v->set.nb_cities / 4;
    for (int p = 0; p < MM_PLAYERS; p++) {
        if (pool_size[p] < more) {
            status = where_error(where, 0, "the cities of player %d have %d free cells for %d warriors", p,
                                 pool_size[p], more);
            break;
        }
        lcg2018_permutation(&m->rng, pool_size[p], perm);
        for (int k = 0; k < more; k++)
            put_unit(v, MM_WARRIOR, p, pool[p][perm[k]]);
    }
    free(pools);
    return status;
}

static int place_cars(struct mm_match *m, const struct mm_where *where)
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
    lcg2018_permutation(&m->rng, n, perm);
    int k = 0;
    for (int p = 0; p < MM_PLAYERS; p++)
        for (int c = 0; c < v->set.nb_cars; c++) {
            while (k < n && v->unit_at[spots[perm[k]]] >= 0) /* a corner listed twice */
                k++;
            if (k == n)
                return where_error(where, 0, "not enough road cells on the border for %d cars",
                                   MM_PLAYERS * v->set.nb_cars);
            put_unit(v, MM_CAR, p, spots[perm[k++]]);
        }
    return 0;
}

/* State 0: detects cities (row-major scan, 4-connected fill trying down, up, right, left)
 * and places the initial units with the board generator. */
static int setup(struct mm_match *m, const struct mm_where *where)
{
    if (find_cities(m, where, 1) < 0 || place_warriors(m, where) < 0 || place_cars(m, where) < 0)
        return -1;
    mm_score(m);
    return 0;
}

static int read_params(struct scan *s, struct mm_settings *set)
{
    static const struct { int min, max; } range[10] = {
        {4, 4}, {1, 100000}, {0, MM_MAX_CITIES}, {2, MM_MAX_UNITS / 4}, {1, MM_MAX_UNITS / 4},
        {1, 30000}, {1, 30000}, {1, 30000}, {40, MM_MAX_DIM}, {40, MM_MAX_DIM},
    };
    int *fields[10] = {&set->nb_players, &set->nb_rounds, &set->nb_cities, &set->nb_warriors,
                       &set->nb_cars, &set->warriors_health, &set->cars_fuel, &set->damage,
                       &set->rows, &set->cols};
    if (scan_expect(s, MM_TITLE) < 0 || scan_expect(s, MM_VERSION) < 0)
        return -1;
    for (int k = 0; k < 10; k++)
        if (scan_expect(s, mm_param_names[k]) < 0 ||
            scan_int(s, mm_param_names[k], range[k].min, range[k].max, fields[k]) < 0)
            return -1;
    if (set->nb_cities % 4 != 0)
        return scan_error(s, "nb_cities must be a multiple of 4, found %d", set->nb_cities);
    if (set->nb_warriors < set->nb_cities / 4)
        return scan_error(s, "nb_warriors (%d) must be at least nb_cities / 4", set->nb_warriors);
    if (4 * (set->nb_warriors + set->nb_cars) > MM_MAX_UNITS)
        return scan_error(s, "too many units: at most %d in all", MM_MAX_UNITS);
    return 0;
}

static int read_fixed_grid(struct scan *s, struct mm_view *v, struct mm_where *where)
{
    for (int i = 0; i < v->set.rows; i++) {
        const char *row;
        if (scan_token(s, "a grid row", &row) < 0)
            return -1;
        where->row_line[i] = s->tok_line;
        int len = (int)strlen(row);
        if (len != v->set.cols)
            return scan_error(s, "grid row %d: expected %d columns, found %d", i, v->set.cols, len);
        for (int j = 0; j < len; j++)
            if (set_cell(v, mm_at(v, i, j), row[j]) < 0)
                return scan_error(s, "grid row %d, column %d: unknown cell '%s' (expected . R S W X 0-3)",
                                  i, j, quote(row + j, 1).text);
    }
    return 0;
}

static int generate_grid(struct scan *s, struct mm_match *m)
{
    struct mm_view *v = &m->now;
    if (!scan_at_end(s)) {
        scan_next(s);
        return scan_error(s, "GENERATOR takes no parameters");
    }
    if (v->set.rows != MM_GEN_ROWS || v->set.cols != MM_GEN_COLS || v->set.nb_cities != 8)
        return scan_error(s, "GENERATOR needs rows 60, cols 60 and nb_cities 8");
    char grid[MM_GEN_ROWS * MM_GEN_COLS];
    mm_generate(&m->rng, grid);
    for (int c = 0; c < MM_GEN_ROWS * MM_GEN_COLS; c++)
        set_cell(v, c, grid[c]);
    return 0;
}

/* An empty match with its generators seeded: the board's and each player's. */
static void start(struct mm_match *m, long long seed)
{
    memset(m, 0, sizeof *m);
    m->seed = seed;
    lcg2018_seed(&m->rng, seed);
    for (int p = 0; p < MM_PLAYERS; p++)
        lcg2018_seed(&m->player_rng[p], seed + p + 1);
}

int mm_board_load(struct mm_match *m, struct scan *s, long long seed)
{
    start(m, seed);
    struct mm_view *v = &m->now;
    if (read_params(s, &v->set) < 0)
        return -1;
    const char *kind;
    if (scan_token(s, "FIXED or GENERATOR", &kind) < 0)
        return -1;
    struct mm_where where = {s, {0}};
    for (int i = 0; i < MM_MAX_DIM; i++)
        where.row_line[i] = s->tok_line; /* a generated grid: the GENERATOR line */
    if (strcmp(kind, "GENERATOR") == 0) {
        if (generate_grid(s, m) < 0)
            return -1;
    } else if (strcmp(kind, "FIXED") == 0) {
        if (read_fixed_grid(s, v, &where) < 0)
            return -1;
        if (!scan_at_end(s)) {
            scan_next(s);
            return scan_error(s, "unexpected '%s' after the grid", quote_str(s->tok).text);
        }
    } else {
        return scan_error(s, "expected FIXED or GENERATOR, found '%s'", quote_str(kind).text);
    }
    return setup(m, &where);
}

/* ---- a replay's state at a round ---------------------------------------------------- */

static int read_replay_header(struct scan *s, struct mm_settings *set)
{
    static const char *const kinds[] = {"Game", "SecGame", NULL};
    int seed;
    if (scan_one_of(s, "a Mad Max replay (Game or SecGame)", kinds) < 0 || scan_expect(s, "Seed") < 0 ||
        scan_int(s, "the seed", 0, 2147483647, &seed) < 0 || read_params(s, set) < 0 || scan_expect(s, "names") < 0)
        return -1;
    for (int p = 0; p < set->nb_players; p++) {
        const char *name;
        if (scan_token(s, "a player name", &name) < 0)
            return -1;
    }
    return 0;
}

/* One state of the replay: grid, round, counts, units (the replay's order is their ids). */
static int read_replay_state(struct scan *s, struct mm_view *v, struct mm_where *where)
{
    if (read_fixed_grid(s, v, where) < 0 || scan_expect(s, "round") < 0 ||
        scan_int(s, "the round number", 0, v->set.nb_rounds, &v->round) < 0 || scan_expect(s, "num_cities") < 0)
        return -1;
    for (int p = 0; p < MM_PLAYERS; p++)
        if (scan_int(s, "a number of cities", 0, MM_MAX_CITIES, &v->num_cities[p]) < 0)
            return -1;
    if (scan_expect(s, "total_score") < 0)
        return -1;
    for (int p = 0; p < MM_PLAYERS; p++)
        if (scan_int(s, "a score", 0, 2147483647, &v->total_score[p]) < 0)
            return -1;
    if (scan_expect(s, "status") < 0)
        return -1;
    for (int p = 0; p < MM_PLAYERS; p++)
        if (scan_double(s, "a status", -1, 1, &v->status[p]) < 0)
            return -1;
    v->nb_units = 4 * (v->set.nb_warriors + v->set.nb_cars);
    for (int id = 0; id < v->nb_units; id++) {
        struct mm_unit *u = &v->units[id];
        static const char *const types[] = {[MM_WARRIOR] = "w", [MM_CAR] = "c", NULL};
        int player, i, j, food, water;
        int type = scan_one_of(s, "a unit (w or c)", types);
        if (type < 0 || scan_int(s, "a player", 0, MM_PLAYERS - 1, &player) < 0 ||
            scan_int(s, "a row", 0, v->set.rows - 1, &i) < 0 || scan_int(s, "a column", 0, v->set.cols - 1, &j) < 0 ||
            scan_int(s, "food or fuel", 0, 30000, &food) < 0 || scan_int(s, "water", 0, 30000, &water) < 0)
            return -1;
        if (v->unit_at[mm_at(v, i, j)] >= 0)
            return scan_error(s, "units %d and %d on one cell (%d, %d)", v->unit_at[mm_at(v, i, j)], id, i, j);
        *u = (struct mm_unit){.type = (signed char)type, .player = (signed char)player, .i = (short)i,
                              .j = (short)j, .food = (short)food, .water = (short)water};
        v->unit_at[mm_at(v, i, j)] = (short)id;
    }
    return 0;
}

static int skip_movements(struct scan *s, int nb_units)
{
    if (scan_expect(s, "movements") < 0)
        return -1;
    for (;;) {
        int id;
        const char *dir;
        if (scan_int(s, "a unit id or -1", -1, nb_units - 1, &id) < 0)
            return -1;
        if (id < 0)
            return 0;
        if (scan_token(s, "a direction", &dir) < 0)
            return -1;
    }
}

int mm_replay_load(struct mm_match *m, struct scan *s, int round, long long seed)
{
    start(m, seed);
    struct mm_view *v = &m->now;
    if (read_replay_header(s, &v->set) < 0)
        return -1;
    if (round > v->set.nb_rounds)
        return scan_error(s, "round %d: this match has rounds 0 to %d", round, v->set.nb_rounds);
    struct mm_where where = {s, {0}};
    for (int k = 0;; k++) {
        if (k > 0 && skip_movements(s, v->nb_units) < 0)
            return -1;
        if (k > 0 && scan_at_end(s))
            return error("%s: the replay ends at round %d, before round %d", s->name, v->round, round);
        if (read_replay_state(s, v, &where) < 0)
            return -1;
        if (v->round != k)
            return scan_error(s, "state %d says round %d", k, v->round);
        if (v->round == round)
            break;
    }
    for (int p = 0; p < MM_PLAYERS; p++)
        v->status[p] = 0; /* new players, none frozen */
    return find_cities(m, &where, 0);
}
