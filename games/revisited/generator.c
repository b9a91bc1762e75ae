/* generator.c — arena's own Mad Max Revisited boards (see generator.h). */
#include "generator.h"

#include <string.h>

static const char *const style_names[RV_NB_STYLES] = {"scatter", "clusters", "walls", "lanes"};

enum { CLEAR_COLUMNS = 4 }; /* no tyre in the cars' first columns */

int rv_style_named(const char *name)
{
    for (int k = 0; k < RV_NB_STYLES; k++)
        if (strcmp(name, style_names[k]) == 0)
            return k;
    return -1;
}

const char *rv_style_name(enum rv_style style)
{
    return style_names[style];
}

static void tyre(struct rv_view *v, int i, int j)
{
    const struct rv_settings *s = &v->set;
    if (i >= 0 && i < s->rows && j >= CLEAR_COLUMNS && j < s->cols)
        v->type[rv_at(s, i, j)] = RV_TYRE;
}

static void scatter(struct rv_view *v, struct minstd *r)
{
    int n = v->set.rows * v->set.cols / 18;
    for (int k = 0; k < n; k++) {
        int i = minstd_uniform(r, 0, v->set.rows - 1);
        tyre(v, i, minstd_uniform(r, 0, v->set.cols - 1));
    }
}

/* A diamond of tyres with a bonus hoard inside (the reference boards' motif). */
static void clusters(struct rv_view *v, struct minstd *r)
{
    const struct rv_settings *s = &v->set;
    int n = s->cols / 12;
    for (int k = 0; k < n; k++) {
        int ci = minstd_uniform(r, 3, s->rows - 4), cj = minstd_uniform(r, CLEAR_COLUMNS + 3, s->cols - 4);
        for (int d = 0; d < 3; d++) {
            tyre(v, ci - 3 + d, cj + d), tyre(v, ci - 3 + d, cj - d);
            tyre(v, ci + 3 - d, cj + d), tyre(v, ci + 3 - d, cj - d);
        }
        tyre(v, ci, cj - 3), tyre(v, ci, cj + 3);
        tyre(v, ci - 1, cj - 2), tyre(v, ci + 1, cj + 2); /* two gaps left open */
        static const unsigned char hoard[3] = {RV_WATER_BONUS, RV_MISSILE_BONUS, RV_GAS_BONUS};
        for (int d = -1; d <= 1; d++)
            v->type[rv_at(s, ci, cj + d)] = hoard[d + 1];
    }
}

static void walls(struct rv_view *v, struct minstd *r)
{
    const struct rv_settings *s = &v->set;
    for (int j = CLEAR_COLUMNS + 6; j < s->cols - 2; j += minstd_uniform(r, 9, 16)) {
        int gap = minstd_uniform(r, 0, s->rows - 4), width = minstd_uniform(r, 2, 4);
        for (int i = 0; i < s->rows; i++)
            if (i < gap || i >= gap + width)
                tyre(v, i, j);
        int gap2 = minstd_uniform(r, 0, s->rows - 1); /* a second, one-cell gap */
        v->type[rv_at(s, gap2, j)] = RV_EMPTY;
    }
}

static void lanes(struct rv_view *v, struct minstd *r)
{
    const struct rv_settings *s = &v->set;
    for (int i = 2; i < s->rows - 1; i += minstd_uniform(r, 3, 5))
        for (int j = CLEAR_COLUMNS; j < s->cols; j += minstd_uniform(r, 1, 3)) {
            int len = minstd_uniform(r, 2, 7);
            for (int k = 0; k < len; k++)
                tyre(v, i, j + k);
            j += len + minstd_uniform(r, 3, 8);
        }
}

static void place_bonuses(struct rv_view *v, struct minstd *r, int type, int count)
{
    const struct rv_settings *s = &v->set;
    for (int placed = 0, tries = 0; placed < count && tries < 10000; tries++) {
        int i = minstd_uniform(r, 0, s->rows - 1), j = minstd_uniform(r, CLEAR_COLUMNS, s->cols - 1);
        unsigned char *c = &v->type[rv_at(s, i, j)];
        if (*c == RV_EMPTY) {
            *c = (unsigned char)type;
            placed++;
        }
    }
}

void rv_board_generate(long long seed, enum rv_style style, struct rv_view *v)
{
    struct minstd r;
    minstd_seed(&r, seed);
    memset(v, 0, sizeof *v);
    struct rv_settings *s = &v->set;
    s->rows = minstd_uniform(&r, RV_MIN_ROWS, RV_MAX_ROWS);
    s->cols = minstd_uniform(&r, RV_MIN_COLS, RV_MAX_COLS);
    s->window = minstd_uniform(&r, RV_MIN_WINDOW, RV_MAX_WINDOW);
    s->cars_per_player = 2;
    s->rounds_to_regenerate = 30;
    s->missile_bonuses = minstd_uniform(&r, 5, 30);
    s->gas_bonuses = minstd_uniform(&r, 5, 15);
    s->water_bonuses = minstd_uniform(&r, 20, 150);
    s->bonus_missiles = 5, s->bonus_gas = 30, s->water_points = 10, s->kill_points = 30, s->initial_gas = 60;
    static void (*const layout[RV_NB_STYLES])(struct rv_view *, struct minstd *) = {scatter, clusters, walls, lanes};
    layout[style](v, &r);
    place_bonuses(v, &r, RV_MISSILE_BONUS, s->missile_bonuses / 2);
    place_bonuses(v, &r, RV_WATER_BONUS, s->water_bonuses / 2);
    place_bonuses(v, &r, RV_GAS_BONUS, s->gas_bonuses / 2);
    /* cars: one pair per player, the pairs spread over the rows, in column 0 */
    v->nb_cars = RV_PLAYERS * s->cars_per_player;
    for (int cid = 0; cid < v->nb_cars; cid++) {
        int p = cid / 2, i = (2 * p + 1) * s->rows / (2 * RV_PLAYERS) - 1 + cid % 2;
        v->car[cid] = (struct rv_car){5, s->initial_gas, 0, (short)i, 0, 1};
        v->type[rv_at(s, i, 0)] = RV_CAR;
    }
}
