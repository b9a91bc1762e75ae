/* AIProbe.c — AIProbe.cc's calls in Apocalypse Now's C API (apocalypse.h), in the same
 * order, with the same output: "= ..." what a query answered, "? CALL | WARNING" a bad
 * call and the warning it must give, "FAIL: ..." a default apocalypse.h does not give. */
#define PLAYER_NAME Probe
#include <stdio.h>

#include "apocalypse.h"

struct memory { int unused; };
PLAYER(struct memory)

static void bad(const char *call, const char *warning) { fprintf(stderr, "? %s | %s\n", call, warning); }
static void check(bool ok, const char *what) { if (!ok) fprintf(stderr, "FAIL: %s\n", what); }

static void show(const char *what, int n, const int *v)
{
    fprintf(stderr, "= %s %d:", what, n);
    for (int k = 0; k < n; k++)
        fprintf(stderr, " %d", v[k]);
    fprintf(stderr, "\n");
}

static void show_data(struct data d)
{
    fprintf(stderr, "= data %d %d %d (%d, %d) %d %d %d parachuters %d:", d.id, d.type, d.player, d.pos.i, d.pos.j,
            d.life, d.orientation, d.napalm, d.nb_parachuters);
    for (int k = 0; k < d.nb_parachuters; k++)
        fprintf(stderr, " %d", d.parachuters[k]);
    fprintf(stderr, "\n");
}

static void settings(struct apocalypse *g)
{
    fprintf(stderr, "= version %s %d %d\n", version(g), nb_players(g), nb_rounds(g));
    fprintf(stderr, "= constants %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", NUM_PLAYERS, GAME_ROUNDS,
            BOARD_SIZE, NUM_SOLDIERS, NUM_HELICOPTERS, NUM_POSTS, LIFE, FOREST_DAMAGE, GRASS_DAMAGE, ROUNDS_NAPALM,
            REACH, FOREST_BURNS, OTHER_BURNS, PROB_FIRE, ROUNDS_JUMP, MAX_JUMP, HIGH_VALUE, LOW_VALUE);
    fprintf(stderr, "= kinds %d%d%d%d %d%d %d%d%d%d%d\n", FOREST, GRASS, WATER, MOUNTAIN, SOLDIER, HELICOPTER,
            FORWARD1, FORWARD2, COUNTER_CLOCKWISE, CLOCKWISE, NAPALM);
    for (int pl = -1; pl <= 4; pl++)
        fprintf(stderr, "= player_ok %d %d\n", pl, player_ok(g, pl));
    int ps[][2] = {{0, 0}, {-1, 0}, {0, -1}, {59, 59}, {60, 0}, {0, 60}};
    for (int k = 0; k < 6; k++)
        fprintf(stderr, "= pos_ok (%d, %d) %d %d\n", ps[k][0], ps[k][1], pos_ok(g, ps[k][0], ps[k][1]),
                pos_ok(g, ps[k][0], ps[k][1]));
}

static void state(struct apocalypse *g)
{
    fprintf(stderr, "= round %d me %d\n", current_round(g), me(g));
    for (int pl = 0; pl < nb_players(g); pl++) {
        double st = status(g, pl);
        fprintf(stderr, "= player %d %d %g\n", pl, total_score(g, pl), st >= 0 ? 0 : st);
        struct id_list s = soldiers(g, pl), h = helicopters(g, pl);
        show("soldiers", s.size, s.id);
        show("helicopters", h.size, h.id);
        for (int k = 0; k < s.size; k++)
            show_data(data(g, s.id[k]));
        for (int k = 0; k < h.size; k++)
            show_data(data(g, h.id[k]));
    }
    struct post_list posts_now = posts(g);
    for (int k = 0; k < posts_now.size; k++) {
        const struct post *p = &posts_now.post[k];
        fprintf(stderr, "= post %d (%d, %d) %d\n", p->player, p->pos.i, p->pos.j, p->value);
    }
    unsigned long h = 0;
    for (int i = 0; i < BOARD_SIZE; i++)
        for (int j = 0; j < BOARD_SIZE; j++)
            h = ((((h * 1000003 + what(g, i, j)) * 31 + fire_time(g, i, j)) * 131 + which_soldier(g, i, j)) * 7 +
                 which_helicopter(g, i, j)) * 11 + (post_owner(g, i, j) + 2) * 3 + post_value(g, i, j);
    fprintf(stderr, "= cells %lu\n", h % 1000000007);
}

static void bad_position(const char *query, int i, int j)
{
    char call[64], text[128];
    snprintf(call, sizeof call, "%s(%d, %d)", query, i, j);
    snprintf(text, sizeof text, "%s(int i, int j) invoked with i = %d and j = %d", query, i, j);
    bad(call, text);
}

static void bad_queries(struct apocalypse *g)
{
    bad_position("what", -1, 0);
    check(what(g, -1, 0) == -1, "what off the board is -1");
    bad_position("fire_time", 0, 60);
    check(fire_time(g, 0, 60) == -1, "fire_time off the board is -1");
    bad_position("which_soldier", 60, 60);
    check(which_soldier(g, 60, 60) == -1, "which_soldier off the board is -1");
    bad_position("which_helicopter", -1, -1);
    check(which_helicopter(g, -1, -1) == -1, "which_helicopter off the board is -1");
    bad_position("post_owner", 0, -1);
    check(post_owner(g, 0, -1) == -1, "post_owner off the board is -1");
    bad_position("post_value", 60, 0);
    check(post_value(g, 60, 0) == -1, "post_value off the board is -1");
    bad("soldiers(4)", "soldiers(int pl) invoked with pl = 4");
    check(soldiers(g, 4).size == 0, "soldiers(4) is empty");
    bad("helicopters(-1)", "helicopters(int pl) invoked with pl = -1");
    check(helicopters(g, -1).size == 0, "helicopters(-1) is empty");
    bad("data(-5)", "data(int id) invoked with id = -5");
    struct data d = data(g, -5);
    check(d.id == -1 && d.type == -1 && d.player == -1 && d.pos.i == -1 && d.pos.j == -1 && d.life == -1 &&
              d.orientation == -1 && d.napalm == -1 && d.nb_parachuters == 0, "data(-5) is all -1");
    bad("data(0)", "data(int id) invoked with id = 0");
    check(data(g, 0).id == -1, "data(0) is all -1");
    bad("total_score(4)", "total_score(int pl) invoked with pl = 4");
    check(total_score(g, 4) == -1, "total_score(4) is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    check(status(g, -1) == -2, "status(-1) is -2");
}

static void randomness(struct apocalypse *g)
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

static void refused_soldier(struct apocalypse *g, const char *call, int id, int i, int j, const char *why)
{
    char text[256];
    snprintf(text, sizeof text, "command_soldier(int id, int i, int j) invoked by player %d with id = %d i = %d j = %d: %s",
             me(g), id, i, j, why);
    bad(call, text);
}

static void refused_helicopter(struct apocalypse *g, const char *call, int id, int instruction, const char *why)
{
    char text[256];
    snprintf(text, sizeof text,
             "command_helicopter(int id, int instruction) invoked by player %d with id = %d instruction = %d: %s",
             me(g), id, instruction, why);
    bad(call, text);
}

static void orders(struct apocalypse *g)
{
    struct id_list s = soldiers(g, me(g)), hs = helicopters(g, me(g));
    if (s.size > 0) {
        struct data d = data(g, s.id[0]);
        refused_soldier(g, "command_soldier far", s.id[0], d.pos.i + 2, d.pos.j, "trying to move to a non adjacent cell");
        check(!command_soldier(g, s.id[0], d.pos.i + 2, d.pos.j), "a far move is refused");
    }
    for (int k = 0; k < s.size; k++) {
        struct data d = data(g, s.id[k]);
        int di = random_int(g, -1, 1), dj = random_int(g, -1, 1);
        check(command_soldier(g, s.id[k], d.pos.i + di, d.pos.j + dj), "a move to a neighbour is accepted");
    }
    if (s.size > 0) {
        struct data d = data(g, s.id[0]);
        refused_soldier(g, "command_soldier again", s.id[0], d.pos.i, d.pos.j, "more than one instruction in this round");
        check(!command_soldier(g, s.id[0], d.pos.i, d.pos.j), "a second order is refused");
    }
    refused_soldier(g, "command_soldier(0)", 0, 1, 1, "identifier does not exist");
    command_soldier(g, 0, 1, 1);
    struct id_list theirs = soldiers(g, (me(g) + 1) % 4);
    if (theirs.size > 0) {
        refused_soldier(g, "command_soldier theirs", theirs.id[0], 5, 5, "invalid player");
        command_soldier(g, theirs.id[0], 5, 5);
    }
    refused_soldier(g, "command_soldier(helicopter)", hs.id[0], 5, 5, "invalid type");
    command_soldier(g, hs.id[0], 5, 5);

    refused_helicopter(g, "command_helicopter(9)", hs.id[0], 9, "unknown instruction");
    command_helicopter(g, hs.id[0], 9);
    for (int k = 0; k < hs.size; k++)
        command_helicopter(g, hs.id[k], random_int(g, FORWARD1, NAPALM));
    refused_helicopter(g, "command_helicopter again", hs.id[1], CLOCKWISE, "more than one instruction in this round");
    command_helicopter(g, hs.id[1], CLOCKWISE);
    if (s.size > 0) {
        refused_helicopter(g, "command_helicopter(soldier)", s.id[0], FORWARD1, "invalid type");
        command_helicopter(g, s.id[0], FORWARD1);
    }
    int their_heli = helicopters(g, (me(g) + 3) % 4).id[0];
    refused_helicopter(g, "command_helicopter theirs", their_heli, FORWARD1, "invalid player");
    command_helicopter(g, their_heli, FORWARD1);

    for (int k = 0; k < hs.size; k++) {
        struct data d = data(g, hs.id[k]);
        if (d.nb_parachuters > 0) {
            int di = random_int(g, -2, 2), dj = random_int(g, -2, 2);
            command_parachuter(g, d.pos.i + di, d.pos.j + dj);
            break;
        }
    }
    char text[160];
    snprintf(text, sizeof text,
             "command_parachuter(int i, int j) invoked by player %d with i = -1 j = -1: too many jump instructions "
             "for an helicopter", me(g));
    bad("command_parachuter(-1, -1)", text);
    check(!command_parachuter(g, -1, -1), "a jump off the board is refused");
    debug_mark(g, (struct pos){current_round(g) % 60, 3}, 0xff0000, "probe");
    debug_line(g, (struct pos){0, 0}, (struct pos){5, current_round(g) % 60}, 0x00ff00, NULL);
}

static void play(struct apocalypse *game, struct memory *memory)
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
