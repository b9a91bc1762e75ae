/* AIProbe.c — AIProbe.cc's calls in The Purge's C API (purge.h), in the same order, with
 * the same output: "= ..." what a query answered, "? CALL | WARNING" a bad call and the
 * warning it must give (none after "| "), "FAIL: ..." a default purge.h does not give. */
#define PLAYER_NAME Probe
#include <limits.h>
#include <stdio.h>

#include "purge.h"

struct memory {
    int previous_round;
};
PLAYER(struct memory)

static void bad(const char *call, const char *warning)
{
    fprintf(stderr, "? %s | %s\n", call, warning);
}
static void check(bool ok, const char *what)
{
    if (!ok)
        fprintf(stderr, "FAIL: %s\n", what);
}

static void show(const char *what, int n, const int *v)
{
    fprintf(stderr, "= %s %d:", what, n);
    for (int k = 0; k < n; k++)
        fprintf(stderr, " %d", v[k]);
    fprintf(stderr, "\n");
}

static bool same_cell(struct cell a, struct cell b)
{
    return a.type == b.type && a.bonus == b.bonus && a.weapon == b.weapon && a.resistance == b.resistance &&
           a.b_owner == b.b_owner && a.id == b.id;
}

static void settings(struct purge *g)
{
    fprintf(stderr, "= version %s\n", version(g));
    fprintf(stderr, "= settings %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", num_players(g),
            num_days(g), num_rounds_per_day(g), num_rounds(g), board_rows(g), board_cols(g),
            num_ini_builders(g), num_ini_warriors(g), num_ini_money(g), num_ini_food(g), num_ini_guns(g),
            num_ini_bazookas(g), builder_ini_life(g), warrior_ini_life(g), money_points(g),
            kill_builder_points(g), kill_warrior_points(g), food_incr_life(g), life_lost_in_attack(g));
    fprintf(stderr, "= strengths %d %d %d %d %d %d %d %d\n", builder_strength_attack(g),
            hammer_strength_attack(g), gun_strength_attack(g), bazooka_strength_attack(g),
            builder_strength_demolish(g), hammer_strength_demolish(g), gun_strength_demolish(g),
            bazooka_strength_demolish(g));
    fprintf(stderr, "= regen %d %d %d %d %d %d %d %d\n", num_rounds_regen_builder(g),
            num_rounds_regen_warrior(g), num_rounds_regen_food(g), num_rounds_regen_money(g),
            num_rounds_regen_weapon(g), barricade_resistance_step(g), barricade_max_resistance(g),
            max_num_barricades(g));
    for (int t = 0; t <= 2; t++)
        fprintf(stderr, "= citizen %d %d %d\n", t, citizen_ini_life(g, (enum citizen_type)t),
                num_rounds_regen_citizen(g, (enum citizen_type)t));
    for (int w = 0; w <= 4; w++)
        fprintf(stderr, "= weapon %d %d %d\n", w, weapon_strength_attack(g, (enum weapon_type)w),
                weapon_strength_demolish(g, (enum weapon_type)w));
    for (int pl = -1; pl <= 4; pl++)
        fprintf(stderr, "= player_ok %d %d\n", pl, player_ok(g, pl));
    struct pos ps[] = {{0, 0}, {-1, 0}, {0, -1}, {14, 29}, {15, 0}, {0, 30}};
    for (int k = 0; k < 6; k++)
        fprintf(stderr, "= pos_ok (%d, %d) %d %d\n", ps[k].i, ps[k].j, pos_ok(g, ps[k]), pos_ok(g, ps[k]));
    for (int d = -1; d <= 4; d++)
        fprintf(stderr, "= dir_ok %d %d\n", d, dir_ok(d));
    struct pos p = pos_make(10, 20);
    for (int d = Down; d <= Left; d++) {
        struct pos q = pos_step(p, (enum dir)d);
        fprintf(stderr, "= step %d (%d, %d)\n", d, q.i, q.j);
    }
    fprintf(stderr, "= less %d%d%d equal %d%d\n", pos_less(pos_make(1, 9), pos_make(2, 0)),
            pos_less(pos_make(2, 0), pos_make(1, 9)), pos_less(pos_make(1, 1), pos_make(1, 2)),
            pos_equal(p, pos_make(10, 20)), !pos_equal(p, pos_make(10, 20)));
    static const int rs[] = {0, 24, 25, 49, 50, 249};
    for (int k = 0; k < 6; k++)
        fprintf(stderr, "= day %d %d%d\n", rs[k], is_round_day(g, rs[k]), is_round_night(g, rs[k]));
}

static void state(struct purge *g, struct memory *m)
{
    fprintf(stderr, "= round %d me %d day %d%d\n", current_round(g), me(g), is_day(g), is_night(g));
    for (int pl = -1; pl <= 4; pl++) {
        double st = status(g, pl);
        fprintf(stderr, "= player %d %d %g\n", pl, score(g, pl), st >= 0 ? 0.0 : st);
        struct id_list b = builders(g, pl), w = warriors(g, pl);
        show("builders", b.size, b.id);
        show("warriors", w.size, w.id);
        struct pos_list bars = barricades(g, pl);
        fprintf(stderr, "= barricades %d:", bars.size);
        for (int k = 0; k < bars.size; k++)
            fprintf(stderr, " (%d, %d)", bars.pos[k].i, bars.pos[k].j);
        fprintf(stderr, "\n");
    }
    for (int pl = 0; pl < 4; pl++)
        for (int kind = 0; kind < 2; kind++) {
            struct id_list l = kind ? warriors(g, pl) : builders(g, pl);
            for (int k = 0; k < l.size; k++) {
                struct citizen c = citizen(g, l.id[k]);
                fprintf(stderr, "= citizen %d %s %d (%d, %d) %s %d\n", l.id[k],
                        c.type ? "Warrior" : "Builder", c.player, c.pos.i, c.pos.j,
                        c.weapon == Hammer    ? "Hammer"
                        : c.weapon == Gun     ? "Gun"
                        : c.weapon == Bazooka ? "Bazooka"
                                              : "NoWeapon",
                        c.life);
                check(cell_at(g, c.pos).id == l.id[k] &&
                          same_cell(cell_at(g, c.pos), cell(g, c.pos.i, c.pos.j)),
                      "cell of a citizen");
            }
        }
    unsigned long h = 0;
    for (int i = 0; i < board_rows(g); i++)
        for (int j = 0; j < board_cols(g); j++) {
            struct cell c = cell(g, i, j);
            h = (h * 1000003 + (unsigned long)c.type * 10007 + (unsigned long)c.bonus * 1009 +
                 (unsigned long)c.weapon * 101 + (unsigned long)(c.resistance + 1) * 7 +
                 (unsigned long)(c.b_owner + 1) * 3 + (unsigned long)(c.id + 1)) %
                1000000007;
        }
    fprintf(stderr, "= cells %lu\n", h);
    if (current_round(g) > 0)
        check(m->previous_round == current_round(g) - 1, "a copy of the State keeps its round");
}

static void bad_queries(struct purge *g)
{
    struct cell none = {Street, NoBonus, NoWeapon, -1, -1, -1};
    bad("cell(-1, 5)", "");
    check(same_cell(cell(g, -1, 5), none), "cell(-1, 5) is Cell()");
    bad("cell(Pos(15, 0))", "");
    check(same_cell(cell_at(g, pos_make(15, 0)), none), "cell(Pos(15, 0)) is Cell()");
    bad("citizen(-1)", "");
    check(citizen(g, -1).id == -1 && citizen(g, -1).player == -1 && citizen(g, -1).weapon == NoWeapon,
          "citizen(-1) is Citizen()");
    bad("citizen(100000)", "");
    check(citizen(g, 100000).id == -1 && citizen(g, 100000).life == INT_MAX, "citizen(100000) is Citizen()");
    bad("score(4)", "");
    check(score(g, 4) == -1, "score(4) is -1");
    bad("status(-1)", "");
    check(status(g, -1) == -2, "status(-1) is -2");
    bad("builders(4)", "");
    check(builders(g, 4).size == 0 && warriors(g, -1).size == 0 && barricades(g, 9).size == 0,
          "lists of a bad player are empty");
}

static void randomness(struct purge *g)
{
    int a = random_int(g, 0, 8), b = random_int(g, -5, 5), c = random_int(g, 7, 7), d = random_int(g, 3, 1);
    int e = random_int(g, 0, 2000000), f = random_int(g, 0, 999999);
    fprintf(stderr, "= random %d %d %d %d %d %d\n", a, b, c, d, e, f);
    int perm[6];
    random_permutation(g, 6, perm);
    show("permutation 6", 6, perm);
    random_permutation(g, 0, perm);
    show("permutation 0", 0, perm);
    random_permutation(g, 1, perm);
    show("permutation 1", 1, perm);
}

static void orders(struct purge *g, struct memory *m)
{
    struct id_list b = builders(g, me(g)), w = warriors(g, me(g));
    for (int k = 0; k < b.size; k++) {
        if (random_int(g, 0, 1)) {
            enum dir d = (enum dir)random_int(g, 0, 3);
            build(g, b.id[k], d);
        } else {
            enum dir d = (enum dir)random_int(g, 0, 3);
            move(g, b.id[k], d);
        }
    }
    for (int k = 0; k < w.size; k++)
        move(g, w.id[k], (enum dir)random_int(g, 0, 3));
    char call[64], warning[80];
    if (b.size) {
        snprintf(call, sizeof call, "move(%d) again", b.id[0]);
        snprintf(warning, sizeof warning, "command already requested for citizen %d", b.id[0]);
        bad(call, warning);
        move(g, b.id[0], Up);
    }
    struct id_list other = warriors(g, (me(g) + 1) % 4);
    if (other.size)
        move(g, other.id[0], Left);
    move(g, -3, Down);
    build(g, 100000, Right);
    if (w.size) { /* a warrior's second command, a build: ignored */
        snprintf(call, sizeof call, "build(%d) again", w.id[0]);
        snprintf(warning, sizeof warning, "command already requested for citizen %d", w.id[0]);
        bad(call, warning);
        build(g, w.id[0], Up);
    }
    bad("move(-3) again", "command already requested for citizen -3");
    move(g, -3, Up);
    debug_mark(g, pos_make(current_round(g) % 15, 3), 0xff0000, "probe");
    debug_line(g, pos_make(0, 0), pos_make(5, current_round(g) % 30), 0x00ff00, NULL);
    m->previous_round = current_round(g);
}

static void play(struct purge *g, struct memory *m)
{
    if (current_round(g) == 0)
        settings(g);
    state(g, m);
    if (current_round(g) % 5 == 0)
        bad_queries(g);
    randomness(g);
    orders(g, m);
}
