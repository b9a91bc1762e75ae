/* board.c — reading Mad Max boards and placing the initial units. */
#include "board.h"

#include <string.h>

#include "generator.h"

const char *const mm_param_names[10] = {
    "nb_players", "nb_rounds", "nb_cities", "nb_warriors", "nb_cars",
    "warriors_health", "cars_fuel", "damage", "rows", "cols",
};

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

static int read_fixed_grid(struct scan *s, struct mm_view *v)
{
    for (int i = 0; i < v->set.rows; i++) {
        const char *row;
        if (scan_token(s, "a grid row", &row) < 0)
            return -1;
        int len = (int)strlen(row);
        if (len != v->set.cols)
            return scan_error(s, "grid row %d: expected %d columns, found %d", i, v->set.cols, len);
        for (int j = 0; j < len; j++)
            if (set_cell(v, mm_at(v, i, j), row[j]) < 0)
                return scan_error(s, "grid row %d, column %d: unknown cell '%c' (expected . R S W X 0-3)",
                                  i, j, row[j]);
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

int mm_board_load(struct mm_match *m, struct scan *s, long long seed)
{
    memset(m, 0, sizeof *m);
    struct mm_view *v = &m->now;
    m->seed = seed;
    rng_seed(&m->rng, seed);
    for (int p = 0; p < MM_PLAYERS; p++)
        rng_seed(&m->player_rng[p], seed + p + 1);
    if (read_params(s, &v->set) < 0)
        return -1;
    const char *kind;
    if (scan_token(s, "FIXED or GENERATOR", &kind) < 0)
        return -1;
    if (strcmp(kind, "GENERATOR") == 0) {
        if (generate_grid(s, m) < 0)
            return -1;
    } else if (strcmp(kind, "FIXED") == 0) {
        if (read_fixed_grid(s, v) < 0)
            return -1;
        if (!scan_at_end(s)) {
            scan_next(s);
            return scan_error(s, "unexpected '%s' after the grid", s->tok);
        }
    } else {
        return scan_error(s, "expected FIXED or GENERATOR, found '%s'", kind);
    }
    return mm_setup(m, s->name);
}
