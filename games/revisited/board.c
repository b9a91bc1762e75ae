/* board.c — reading and writing Mad Max Revisited boards (.cnf), with file:line errors. */
#include "board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

/* The settings in file order, with the reference's ranges (equal bounds: a fixed value). */
struct setting {
    const char *key;
    int min, max;
    size_t offset; /* in struct rv_settings; SIZE_MAX: checked only */
};

#define AT(field) offsetof(struct rv_settings, field)
static const struct setting settings[] = {
    {"nb_players", RV_PLAYERS, RV_PLAYERS, (size_t)-1},
    {"nb_rnds", RV_ROUNDS, RV_ROUNDS, (size_t)-1},
    {"nb_rows", RV_MIN_ROWS, RV_MAX_ROWS, AT(rows)},
    {"nb_uni_cols", RV_MIN_COLS, RV_MAX_COLS, AT(cols)},
    {"nb_win_cols", RV_MIN_WINDOW, RV_MAX_WINDOW, AT(window)},
    {"nb_cars_x_player", 1, RV_MAX_CARS_PER_PLAYER, AT(cars_per_player)},
    {"nb_rnds_regen", 1, 1000, AT(rounds_to_regenerate)},
    {"nb_miss_bonuses", 5, 30, AT(missile_bonuses)},
    {"nb_gas_bonuses", 5, 15, AT(gas_bonuses)},
    {"nb_water_bonuses", 20, 150, AT(water_bonuses)},
    {"bonus_miss", 5, 5, AT(bonus_missiles)},
    {"bonus_gas", 30, 30, AT(bonus_gas)},
    {"water_pnts", 10, 10, AT(water_points)},
    {"kill_pnts", 30, 30, AT(kill_points)},
    {"init_gas", 60, 60, AT(initial_gas)},
};
enum { NB_SETTINGS = sizeof settings / sizeof settings[0] };

/* By enum rv_cell_type: cars and missiles are not drawn on the map. */
static const char cell_chars[RV_GAS_BONUS + 1] = {'.', 'X', '.', '.', 'W', 'M', 'G'};

char rv_cell_char(int type)
{
    return type >= 0 && type <= RV_GAS_BONUS ? cell_chars[type] : '.';
}

static int cell_type(char c)
{
    switch (c) {
    case '.': return RV_EMPTY;
    case 'X': return RV_TYRE;
    case 'W': return RV_WATER_BONUS;
    case 'G': return RV_GAS_BONUS;
    case 'M': return RV_MISSILE_BONUS;
    default: return -1;
    }
}

static void labels(int cols, char tens[RV_MAX_COLS + 1], char units[RV_MAX_COLS + 1])
{
    for (int j = 0; j < cols; j++) {
        tens[j] = (char)('0' + j / 10 % 10);
        units[j] = (char)('0' + j % 10);
    }
    tens[cols] = units[cols] = '\0';
}

/* ---- reading ------------------------------------------------------------------------ */

static int read_settings(struct scan *s, struct rv_settings *set)
{
    const char *tok;
    if (scan_expect(s, RV_TITLE) < 0 || scan_expect(s, RV_VERSION) < 0 || scan_expect(s, "secgame") < 0 ||
        scan_token(s, "the secgame value", &tok) < 0 || scan_expect(s, "seed") < 0 ||
        scan_token(s, "the seed value", &tok) < 0)
        return -1;
    for (int k = 0; k < NB_SETTINGS; k++) {
        int value;
        if (scan_expect(s, settings[k].key) < 0 || scan_int(s, settings[k].key, settings[k].min, settings[k].max, &value) < 0)
            return -1;
        if (settings[k].offset != (size_t)-1)
            *(int *)((char *)set + settings[k].offset) = value;
    }
    if (set->window > set->cols)
        return scan_error(s, "nb_win_cols (%d) must not exceed nb_uni_cols (%d)", set->window, set->cols);
    if (scan_expect(s, "names") < 0)
        return -1;
    for (int p = 0; p < RV_PLAYERS; p++)
        if (scan_token(s, "a player name", &tok) < 0)
            return -1;
    return 0;
}

static int read_map(struct scan *s, struct rv_view *v)
{
    const struct rv_settings *set = &v->set;
    /* The labels are not checked, as in the reference: its maze3.cnf numbers rows from 01. */
    const char *label;
    if (scan_token(s, "the column labels (tens)", &label) < 0 || scan_token(s, "the column labels (units)", &label) < 0)
        return -1;
    for (int i = 0; i < set->rows; i++) {
        const char *row;
        if (scan_token(s, "a row label", &label) < 0 || scan_token(s, "a row of the map", &row) < 0)
            return -1;
        size_t n = strlen(row);
        if (n != (size_t)set->cols)
            return scan_error(s, "row %d: expected %d cells, found %zu", i, set->cols, n);
        for (int j = 0; j < set->cols; j++) {
            int type = cell_type(row[j]);
            if (type < 0)
                return scan_error(s,
                                  "row %d, column %d: unknown cell '%s' (expected '.' empty, 'X' tyre, "
                                  "'W' water, 'G' gas or 'M' missile bonus)",
                                  i, j, quote(row + j, 1).text);
            v->type[rv_at(set, i, j)] = (unsigned char)type;
        }
    }
    return 0;
}

static int read_cars(struct scan *s, struct rv_view *v)
{
    static const char *const header[] = {"cars", "cid", "row", "column", "nb_miss", "gas", "alive", "time", NULL};
    const struct rv_settings *set = &v->set;
    if (scan_expect_words(s, header) < 0)
        return -1;
    v->nb_cars = set->cars_per_player * RV_PLAYERS;
    for (int cid = 0; cid < v->nb_cars; cid++) {
        struct rv_car *car = &v->car[cid];
        int id, i, j;
        const char *alive;
        if (scan_int(s, "a car id", cid, cid, &id) < 0 || scan_int(s, "a car's row", 0, set->rows - 1, &i) < 0 ||
            scan_int(s, "a car's column", 0, set->cols - 1, &j) < 0 ||
            scan_int(s, "a car's missiles", 0, 1000000, &car->nb_miss) < 0 ||
            scan_int(s, "a car's gas", 0, 1000000, &car->gas) < 0 || scan_token(s, "alive (y or n)", &alive) < 0)
            return -1;
        if (strcmp(alive, "y") != 0 && strcmp(alive, "n") != 0)
            return scan_error(s, "car %d: alive must be 'y' or 'n', found '%s'", cid, quote_str(alive).text);
        car->alive = alive[0] == 'y';
        if (scan_int(s, "a car's rounds to regenerate", 0, set->rounds_to_regenerate, &car->time) < 0)
            return -1;
        car->i = (short)i;
        car->j = (short)j;
        if (!car->alive)
            continue;
        int c = rv_at(set, i, j);
        if (car->time != 0)
            return scan_error(s, "car %d is alive: its time must be 0, found %d", cid, car->time);
        if (car->gas < 1)
            return scan_error(s, "car %d is alive with no gas", cid);
        if (!rv_within_window(set, i, j, v->round))
            return scan_error(s, "car %d at (%d, %d) is outside the window of round %d (columns %d to %d)", cid,
                              i, j, v->round, v->round % set->cols, (v->round + set->window - 1) % set->cols);
        for (int other = 0; other < cid; other++)
            if (v->car[other].alive && v->car[other].i == i && v->car[other].j == j)
                return scan_error(s, "cars %d and %d are both at (%d, %d)", other, cid, i, j);
        if (v->type[c] != RV_EMPTY)
            return scan_error(s, "car %d at (%d, %d) stands on '%c': a car stands on an empty cell '.'", cid, i,
                              j, rv_cell_char(v->type[c]));
        v->type[c] = RV_CAR;
    }
    return 0;
}

static int read_missiles(struct scan *s, struct rv_view *v)
{
    static const char *const header[] = {"mid", "cid", "row", "column", NULL};
    const struct rv_settings *set = &v->set;
    if (scan_expect(s, "missiles") < 0 ||
        scan_int(s, "the number of missiles", 0, set->rows * set->cols, &v->nb_missiles) < 0 ||
        scan_expect_words(s, header) < 0)
        return -1;
    for (int k = 0; k < v->nb_missiles; k++) {
        struct rv_missile *x = &v->missile[k];
        int i, j;
        if (scan_int(s, "a missile id", k ? v->missile[k - 1].mid + 1 : 0, 1000000000, &x->mid) < 0 ||
            scan_int(s, "the car that shot it", 0, v->nb_cars - 1, &x->cid) < 0 ||
            scan_int(s, "a missile's row", 0, set->rows - 1, &i) < 0 ||
            scan_int(s, "a missile's column", 0, set->cols - 1, &j) < 0)
            return -1;
        x->i = (short)i;
        x->j = (short)j;
        int c = rv_at(set, i, j);
        if (v->type[c] != RV_EMPTY)
            return scan_error(s, "missile %d at (%d, %d) shares its cell with %s", x->mid, i, j,
                              v->type[c] == RV_CAR ? "a car" : v->type[c] == RV_MISSILE ? "a missile" : "a tyre or a bonus");
        v->type[c] = RV_MISSILE;
    }
    return 0;
}

static int read_players(struct scan *s, struct rv_view *v)
{
    static const char *const header[] = {"players", "pid", "score", "status", NULL};
    if (scan_expect_words(s, header) < 0)
        return -1;
    for (int p = 0; p < RV_PLAYERS; p++) {
        int pid;
        double status;
        if (scan_int(s, "a player id", p, p, &pid) < 0 || scan_int(s, "a score", 0, 1000000000, &v->score[p]) < 0 ||
            scan_double(s, "a status (a number from -1 to 1)", -1, 1, &status) < 0)
            return -1;
        v->status[p] = 0; /* the match decides it */
    }
    return 0;
}

/* One state, after its "rnd": its round (at most last), map, cars, missiles and players. */
static int read_state(struct scan *s, struct rv_view *v, int last)
{
    return scan_int(s, "the round", 0, last, &v->round) < 0 || read_map(s, v) < 0 || read_cars(s, v) < 0 ||
                   read_missiles(s, v) < 0 || read_players(s, v) < 0
               ? -1
               : 0;
}

int rv_board_read(struct scan *s, struct rv_view *v)
{
    memset(v, 0, offsetof(struct rv_view, car));
    /* a board's round is one to play: the last state of a replay (300) is none */
    if (read_settings(s, &v->set) < 0 || scan_expect(s, "rnd") < 0 || read_state(s, v, RV_ROUNDS - 1) < 0)
        return -1;
    if (!scan_at_end(s)) {
        scan_next(s);
        return scan_error(s, "unexpected '%s' after the players", quote_str(s->tok).text);
    }
    return 0;
}

int rv_replay_read(struct scan *s, struct rv_view *v, int round)
{
    memset(v, 0, offsetof(struct rv_view, car));
    if (read_settings(s, &v->set) < 0 || scan_expect(s, "rnd") < 0)
        return -1;
    for (;;) {
        if (read_state(s, v, RV_ROUNDS) < 0)
            return -1;
        if (v->round == round)
            return 0;
        if (v->round > round)
            return scan_error(s, "round %d: this replay starts at round %d", round, v->round);
        /* the round's instructions, up to the next state's "rnd" */
        if (scan_skip_to(s, "rnd") < 0)
            return error("%s: the replay ends at round %d, before round %d", s->name, v->round, round);
    }
}

/* ---- writing ------------------------------------------------------------------------ */

static void key_value(struct out *o, const char *key, int value)
{
    out_str(o, key);
    out_char(o, '\t');
    out_int(o, value);
    out_char(o, '\n');
}

void rv_board_write_header(struct out *o, const struct rv_view *v, const char *secgame, const char *seed,
                           const char *const names[RV_PLAYERS])
{
    out_str(o, RV_TITLE "\t" RV_VERSION "\nsecgame\t");
    out_str(o, secgame ? secgame : "?");
    out_str(o, "\nseed\t");
    out_str(o, seed ? seed : "?");
    out_char(o, '\n');
    for (int k = 0; k < NB_SETTINGS; k++)
        key_value(o, settings[k].key,
                  settings[k].offset == (size_t)-1 ? settings[k].min
                                                   : *(const int *)((const char *)&v->set + settings[k].offset));
    out_str(o, "names");
    for (int p = 0; p < RV_PLAYERS; p++) {
        out_char(o, ' ');
        out_str(o, names ? names[p] : "?");
    }
    out_str(o, "\n\n");
}

static void tab_int(struct out *o, long long x)
{
    out_char(o, '\t');
    out_int(o, x);
}

void rv_board_write_state(struct out *o, const struct rv_view *v)
{
    const struct rv_settings *set = &v->set;
    char tens[RV_MAX_COLS + 1], units[RV_MAX_COLS + 1];
    labels(set->cols, tens, units);
    out_str(o, "\nrnd ");
    out_int(o, v->round);
    out_str(o, "\n\n   ");
    out_str(o, tens);
    out_str(o, "\n   ");
    out_str(o, units);
    out_str(o, "\n\n");
    char *start = out_room(o, (size_t)set->rows * ((size_t)set->cols + 4)), *restrict at = start;
    const unsigned char *restrict type = v->type;
    for (int i = 0; i < set->rows; i++) {
        *at++ = (char)('0' + i / 10);
        *at++ = (char)('0' + i % 10);
        *at++ = ' ';
        for (int j = 0; j < set->cols; j++)
            at[j] = cell_chars[type[j]];
        at += set->cols;
        type += set->cols;
        *at++ = '\n';
    }
    o->len += (size_t)(at - start);
    out_str(o, "\n\ncars\ncid\trow\tcolumn\tnb_miss\tgas\talive\ttime\n");
    for (int cid = 0; cid < v->nb_cars; cid++) {
        const struct rv_car *car = &v->car[cid];
        out_int(o, cid);
        tab_int(o, car->i);
        tab_int(o, car->j);
        tab_int(o, car->nb_miss);
        tab_int(o, car->gas);
        out_str(o, car->alive ? "\ty" : "\tn");
        tab_int(o, car->time);
        out_char(o, '\n');
    }
    out_str(o, "\nmissiles\n");
    out_int(o, v->nb_missiles);
    out_str(o, "\nmid\tcid\trow\tcolumn\n");
    for (int k = 0; k < v->nb_missiles; k++) {
        const struct rv_missile *x = &v->missile[k];
        out_int(o, x->mid);
        tab_int(o, x->cid);
        tab_int(o, x->i);
        tab_int(o, x->j);
        out_char(o, '\n');
    }
    out_str(o, "\nplayers\npid\tscore\tstatus\n");
    for (int p = 0; p < RV_PLAYERS; p++) {
        out_int(o, p);
        tab_int(o, v->score[p]);
        out_char(o, '\t');
        out_double(o, v->status[p]);
        out_char(o, '\n');
    }
    out_char(o, '\n');
}
