/* AIProbe.c — AIProbe.cc's calls in Mad Max Revisited's C API (revisited.h), in the same
 * order, with the same output: "= ..." what a query answered, "? CALL | WARNING" a bad
 * call and the warning it must give, "FAIL: ..." a default revisited.h does not give. */
#define PLAYER_NAME Probe
#include <stdio.h>

#include "revisited.h"

struct memory { int unused; };
PLAYER(struct memory)

static void bad(const char *call, const char *warning) { fprintf(stderr, "? %s | %s\n", call, warning); }
static void check(bool ok, const char *what) { if (!ok) fprintf(stderr, "FAIL: %s\n", what); }

static void settings(struct revisited *g)
{
    fprintf(stderr, "= numbers %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", number_players(g), number_rounds(g),
            number_rows(g), number_universe_columns(g), number_window_columns(g), number_cars_per_player(g),
            number_cars(g), number_rounds_to_regenerate(g), number_missile_bonuses(g), number_water_bonuses(g),
            number_gas_bonuses(g), bonus_missiles(g), bonus_gas(g), water_points(g), kill_points(g), initial_gas(g));
    for (int d = 0; d < NB_DIRS; d++) {
        struct pos v = dir_vector((enum dir)d), to = pos_add((struct pos){5, 10}, (enum dir)d);
        fprintf(stderr, "= dir %d %d (%d, %d) (%d, %d) passes", d, dir_ok(d), v.i, v.j, to.i, to.j);
        struct pos passed[MAX_PASSED];
        int n = passed_cells((enum dir)d, passed);
        for (int k = 0; k < n; k++)
            fprintf(stderr, " (%d, %d)", passed[k].i, passed[k].j);
        fprintf(stderr, "\n");
    }
    fprintf(stderr, "= dir_ok bad %d%d\n", dir_of(2, 2) >= 0, dir_of(-1, -1) >= 0);
    for (int i = -1; i <= number_rows(g); i++)
        fprintf(stderr, "= within_universe %d %d\n", i, within_universe(g, (struct pos){i, 0}));
    for (int c = -1; c <= number_cars(g); c++)
        fprintf(stderr, "= car_ok %d %d\n", c, car_ok(g, c));
    for (int p = -1; p <= 4; p++)
        fprintf(stderr, "= player_ok %d %d\n", p, player_ok(g, p));
    for (int p = 0; p < 4; p++) {
        fprintf(stderr, "= cars of %d %d %d:", p, begin(g, p), end(g, p));
        for (int c = begin(g, p); c != end(g, p); c++)
            fprintf(stderr, " %d", player_of(g, c));
        fprintf(stderr, "\n");
    }
}

static void state(struct revisited *g)
{
    int r = current_round(g);
    fprintf(stderr, "= round %d me %d\n", r, me(g));
    for (int p = 0; p < number_players(g); p++) {
        double st = status(g, p);
        fprintf(stderr, "= player %d %d %g\n", p, score(g, p), st >= 0 ? 0 : st);
    }
    for (int c = 0; c < number_cars(g); c++) {
        struct car k = car(g, c);
        fprintf(stderr, "= car %d (%d, %d) %d %d %d %d\n", k.cid, k.pos.i, k.pos.j, k.nb_miss, k.gas, k.alive, k.time);
    }
    struct missile_list l = missiles(g);
    for (int k = 0; k < l.size; k++) {
        const struct missile *m = &l.missile[k];
        fprintf(stderr, "= missile %d %d %d (%d, %d)\n", m->mid, m->mid, m->cid, m->pos.i, m->pos.j);
    }
    unsigned long h = 0;
    int cols = number_universe_columns(g);
    for (int i = 0; i < number_rows(g); i++)
        for (int j = 0; j < cols; j++) {
            struct cell c = cell(g, (struct pos){i, j}), w = cell(g, (struct pos){i, j + 3 * cols});
            h = h * 1000003 + c.type * 10007 + (c.cid + 1) * 101 + (c.mid + 1);
            check(w.type == c.type && w.cid == c.cid && w.mid == c.mid, "columns wrap");
        }
    fprintf(stderr, "= cells %lu\n", h % 1000000007);
    for (int j = -2; j < number_window_columns(g) + 5; j += 7)
        fprintf(stderr, "= within_window %d %d%d%d\n", j, within_window(g, (struct pos){3, r + j}, r),
                within_window(g, (struct pos){3, r + j}, r + 1), within_window(g, (struct pos){-1, r + j}, r));
}

static void bad_queries(struct revisited *g)
{
    char text[128];
    bad("cell(Pos(-1, 0))", "cell(Pos p) invoked with p = (-1, 0): row off the board");
    struct cell c = cell(g, (struct pos){-1, 0});
    check(c.type == EMPTY && c.cid == -1 && c.mid == -1, "cell off the board is EMPTY, -1, -1");
    snprintf(text, sizeof text, "cell(Pos p) invoked with p = (%d, 3): row off the board", number_rows(g));
    bad("cell(Pos(rows, 3))", text);
    cell(g, (struct pos){number_rows(g), 3});
    bad("car(-1)", "car(int cid) invoked with cid = -1");
    struct car k = car(g, -1);
    check(k.cid == -1 && !k.alive, "car(-1) has cid -1 and is not alive");
    snprintf(text, sizeof text, "car(int cid) invoked with cid = %d", number_cars(g));
    bad("car(number_cars())", text);
    car(g, number_cars(g));
    bad("player_of(-1)", "player_of(int cid) invoked with cid = -1");
    check(player_of(g, -1) == -1, "player_of(-1) is -1");
    bad("score(4)", "score(int pl) invoked with pl = 4");
    check(score(g, 4) == -1, "score(4) is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    check(status(g, -1) == -2, "status(-1) is -2");
}

static void randomness(struct revisited *g)
{
    int a = random_draw(g), b = randomize(g, 0, 8), c = randomize(g, -5, 5), d = randomize(g, 7, 7);
    int e = randomize(g, 0, 999999);
    fprintf(stderr, "= random %d %d %d %d %d\n", a, b, c, d, e);
    fprintf(stderr, "= after a copy %d\n", randomize(g, 0, 99)); /* AIProbe.cc copies its Board first */
}

static void orders(struct revisited *g)
{
    int mine = begin(g, me(g)), other = begin(g, (me(g) + 1) % 4);
    char text[128];
    snprintf(text, sizeof text, "invalid direction 12 for car %d", mine);
    bad("move(bad direction)", text);
    check(!move(g, mine, (enum dir)12), "a bad direction is refused");
    bad("move(-1)", "invalid car identifier -1");
    move(g, -1, DEFAULT);
    snprintf(text, sizeof text, "invalid car identifier %d", number_cars(g));
    bad("shoot(number_cars())", text);
    shoot(g, number_cars(g));
    snprintf(text, sizeof text, "car %d does not belong to commanding player", other);
    bad("move(theirs)", text);
    move(g, other, FAST);
    bad("shoot(theirs)", text);
    shoot(g, other);
    for (int c = begin(g, me(g)); c != end(g, me(g)); c++)
        if (randomize(g, 0, 3) == 0)
            check(shoot(g, c), "a shot is accepted");
        else
            check(move(g, c, (enum dir)randomize(g, 0, 8)), "a move is accepted");
    snprintf(text, sizeof text, "instruction already requested for car %d", mine);
    bad("move again", text);
    move(g, mine, SLOW);
    bad("shoot again", text);
    shoot(g, mine);
    debug_mark(g, car(g, mine).pos, 0xff0000, "probe");
    debug_line(g, (struct pos){0, current_round(g)}, (struct pos){5, current_round(g) + 10}, 0x00ff00, NULL);
}

static void play(struct revisited *game, struct memory *memory)
{
    (void)memory;
    if (current_round(game) == 0)
        settings(game);
    state(game);
    if (current_round(game) % 5 == 0)
        bad_queries(game);
    randomness(game);
    orders(game);
}
