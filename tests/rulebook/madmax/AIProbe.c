/* AIProbe.c — AIProbe.cc's calls in Mad Max's C API (madmax.h), in the same order, with
 * the same output: "= ..." what a query answered, "? CALL | WARNING" a bad call and the
 * warning it must give (none after "| "), "FAIL: ..." a default madmax.h does not give. */
#define PLAYER_NAME Probe
#include <stdio.h>

#include "madmax.h"

struct memory { int unused; };
PLAYER(struct memory)

static void bad(const char *call, const char *warning) { fprintf(stderr, "? %s | %s\n", call, warning); }
static void check(bool ok, const char *what) { if (!ok) fprintf(stderr, "FAIL: %s\n", what); }

static void show(const char *what, struct id_list l)
{
    fprintf(stderr, "= %s %d:", what, l.size);
    for (int k = 0; k < l.size; k++)
        fprintf(stderr, " %d", l.id[k]);
    fprintf(stderr, "\n");
}

static void show_perm(const char *what, int n, const int *perm)
{
    fprintf(stderr, "= %s %d:", what, n);
    for (int k = 0; k < n; k++)
        fprintf(stderr, " %d", perm[k]);
    fprintf(stderr, "\n");
}

static bool same_cell(struct cell a, struct cell b) { return a.type == b.type && a.owner == b.owner && a.id == b.id; }

static void settings(struct madmax *g)
{
    fprintf(stderr, "= version %s\n", version(g));
    fprintf(stderr, "= settings %d %d %d %d %d %d %d %d %d %d\n", nb_players(g), nb_rounds(g), nb_cities(g),
            nb_warriors(g), nb_cars(g), warriors_health(g), cars_fuel(g), damage(g), rows(g), cols(g));
    for (int pl = -1; pl <= 4; pl++)
        fprintf(stderr, "= player_ok %d %d\n", pl, player_ok(g, pl));
    struct pos ps[] = {{0, 0}, {-1, 0}, {0, -1}, {59, 59}, {60, 0}, {0, 60}};
    for (int k = 0; k < 6; k++)
        fprintf(stderr, "= pos_ok (%d, %d) %d %d\n", ps[k].i, ps[k].j, pos_ok(g, ps[k]), pos_ok(g, ps[k]));
    for (int d = 0; d <= DirSize; d++)
        fprintf(stderr, "= dir_ok %d %d\n", d, dir_ok(d));
    struct pos p = pos_make(10, 20);
    for (int d = Bottom; d <= None; d++) {
        struct pos q = pos_step(p, (enum dir)d);
        fprintf(stderr, "= step %d (%d, %d)\n", d, q.i, q.j);
    }
    struct pos s = pos_add(p, pos_make(-3, 4));
    fprintf(stderr, "= add (%d, %d) less %d%d%d equal %d%d\n", s.i, s.j, pos_less(pos_make(1, 9), pos_make(2, 0)),
            pos_less(pos_make(2, 0), pos_make(1, 9)), pos_less(pos_make(1, 1), pos_make(1, 2)),
            pos_equal(p, pos_make(10, 20)), !pos_equal(p, pos_make(10, 20)));
}

static void state(struct madmax *g)
{
    fprintf(stderr, "= round %d me %d units %d\n", current_round(g), me(g), nb_units(g));
    for (int pl = 0; pl < nb_players(g); pl++) {
        double st = status(g, pl);
        fprintf(stderr, "= player %d %d %d %g\n", pl, num_cities(g, pl), total_score(g, pl), st >= 0 ? 0 : st);
        show("warriors", warriors(g, pl));
        show("cars", cars(g, pl));
    }
    for (int id = 0; id < nb_units(g); id++) {
        struct unit u = unit(g, id);
        fprintf(stderr, "= unit %d %c %d %d %d (%d, %d) %d\n", id, u.type == Warrior ? 'w' : 'c', u.player, u.food,
                u.water, u.pos.i, u.pos.j, can_move(g, id));
        check(same_cell(cell_at(g, u.pos), cell(g, u.pos.i, u.pos.j)) && cell_at(g, u.pos).id == id, "cell of a unit");
    }
    unsigned long h = 0;
    for (int i = 0; i < rows(g); i++)
        for (int j = 0; j < cols(g); j++) {
            struct cell c = cell(g, i, j);
            h = h * 1000003 + c.type * 10007 + (c.owner + 1) * 101 + (c.id + 1);
        }
    fprintf(stderr, "= cells %lu\n", h % 1000000007);
}

static void bad_queries(struct madmax *g)
{
    struct cell none = {Desert, -1, -1};
    bad("cell(-1, 5)", "wrong position: (-1, 5)");
    check(same_cell(cell(g, -1, 5), none), "cell(-1, 5) is {Desert, -1, -1}");
    bad("cell(Pos(60, 0))", "wrong position: (60, 0)");
    check(same_cell(cell_at(g, pos_make(60, 0)), none), "cell_at(60, 0) is {Desert, -1, -1}");
    bad("cell(0, 60)", "wrong position: (0, 60)");
    check(same_cell(cell(g, 0, 60), none), "cell(0, 60) is {Desert, -1, -1}");
    char text[64];
    bad("unit(-1)", "wrong unit identifier: -1");
    struct unit u = unit(g, -1);
    check((int)u.type == -1 && u.id == -1 && u.player == -1 && u.food == -1 && u.water == -1 && u.pos.i == -1 &&
              u.pos.j == -1, "unit(-1) has every field -1");
    snprintf(text, sizeof text, "wrong unit identifier: %d", nb_units(g));
    bad("unit(nb_units())", text);
    check(unit(g, nb_units(g)).id == -1, "unit(nb_units()) has id -1");
    bad("num_cities(4)", "");
    check(num_cities(g, 4) == -1, "num_cities(4) is -1");
    bad("total_score(-1)", "");
    check(total_score(g, -1) == -1, "total_score(-1) is -1");
    bad("status(4)", "");
    check(status(g, 4) == -2, "status(4) is -2");
    bad("warriors(-1)", "");
    check(warriors(g, -1).size == 0, "warriors(-1) is empty");
    bad("cars(4)", "");
    check(cars(g, 4).size == 0, "cars(4) is empty");
    bad("can_move(-1)", "");
    check(!can_move(g, -1), "can_move(-1) is false");
    bad("can_move(nb_units())", "");
    check(!can_move(g, nb_units(g)), "can_move(nb_units()) is false");
}

static void randomness(struct madmax *g)
{
    int a = random_int(g, 0, 8), b = random_int(g, -5, 5), c = random_int(g, 7, 7), d = random_int(g, 3, 1);
    int e = random_int(g, 0, 2000000), f = random_int(g, 0, 999999);
    fprintf(stderr, "= random %d %d %d %d %d %d\n", a, b, c, d, e, f);
    int perm[6];
    random_permutation(g, 6, perm);
    show_perm("permutation 6", 6, perm);
    random_permutation(g, 0, perm);
    show_perm("permutation 0", 0, perm);
    random_permutation(g, 1, perm);
    show_perm("permutation 1", 1, perm);
}

static void orders(struct madmax *g)
{
    int mine[100], n = 0;
    struct id_list w = warriors(g, me(g)), c = cars(g, me(g));
    for (int k = 0; k < w.size; k++)
        mine[n++] = w.id[k];
    for (int k = 0; k < c.size; k++)
        mine[n++] = c.id[k];
    for (int k = 0; k < n; k++)
        command(g, mine[k], (enum dir)random_int(g, 0, 8));
    if (n > 0) {
        char call[64], text[64];
        snprintf(call, sizeof call, "command(%d) again", mine[0]);
        snprintf(text, sizeof text, "action already requested for unit %d", mine[0]);
        bad(call, text);
        command_movement(g, (struct movement){mine[0], Top});
    }
    struct id_list other = warriors(g, (me(g) + 1) % 4);
    if (other.size > 0)
        command(g, other.id[0], Left);
    command(g, -3, Bottom);
    command(g, nb_units(g) + 5, Right);
    bad("command(-3) again", "action already requested for unit -3");
    command(g, -3, Top);
    debug_mark(g, pos_make(current_round(g) % 60, 3), 0xff0000, "probe");
    debug_line(g, pos_make(0, 0), pos_make(5, current_round(g) % 60), 0x00ff00, NULL);
}

static void play(struct madmax *game, struct memory *memory)
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
