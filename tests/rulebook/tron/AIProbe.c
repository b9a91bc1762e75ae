/* AIProbe.c — AIProbe.cc's calls in Tron's C API (tron.h), in the same order, with the
 * same output: "= ..." what a query answered, "? CALL | WARNING" a bad call and the
 * warning it must give, "FAIL: ..." a default tron.h does not give. */
#define PLAYER_NAME Probe
#include <stdio.h>

#include "tron.h"

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

static const char bonus_char[] = "ntgp";

static void settings(struct tron *g)
{
    fprintf(stderr, "= version %s %s\n", version(g), map_name(g));
    fprintf(stderr, "= settings %d %d %d %d %d %d %d %d %d\n", nb_players(g), nb_bikes(g), nb_rounds(g),
            bonus_round(g), turbo_duration(g), ghost_duration(g), score_bonus(g), nb_vertices(g), secgame(g));
    show("bonus_vertices", bonus_vertices(g));
    for (int p = -1; p <= nb_players(g); p++)
        fprintf(stderr, "= player_ok %d %d\n", p, player_ok(g, p));
    for (int b = -1; b <= nb_players(g) * nb_bikes(g); b++)
        fprintf(stderr, "= bike_ok %d %d\n", b, bike_ok(g, b));
    int vs[] = {-1, 0, nb_vertices(g) - 1, nb_vertices(g)};
    for (int k = 0; k < 4; k++)
        fprintf(stderr, "= vertex_ok %d %d\n", vs[k], vertex_ok(g, vs[k]));
    unsigned long h = 0;
    for (int v = 0; v < nb_vertices(g); v++) {
        struct id_list n = neighbours(g, v);
        check(n.size == vertex(g, v).neighbours.size, "neighbours() is vertex().neighbours");
        for (int k = 0; k < n.size; k++) {
            h = h * 1000003 + n.id[k];
            check(is_neighbour(g, v, n.id[k]), "is_neighbour of a neighbour");
        }
    }
    fprintf(stderr, "= graph %lu %d%d%d\n", h % 1000000007, is_neighbour(g, 0, 0), is_neighbour(g, -1, 0),
            is_neighbour(g, 0, nb_vertices(g)));
}

static void state(struct tron *g)
{
    fprintf(stderr, "= round %d me %d\n", current_round(g), me(g));
    for (int p = 0; p < nb_players(g); p++) {
        double st = status(g, p);
        fprintf(stderr, "= player %d %d %g\n", p, score(g, p), st >= 0 ? 0 : st);
        show("bikes", bikes(g, p));
    }
    for (int id = 0; id < nb_players(g) * nb_bikes(g); id++) {
        struct bike b = bike(g, id);
        fprintf(stderr, "= bike %d %d %c %d %d %d %d\n", b.id, b.player, bonus_char[b.bonus], b.vertex,
                b.turbo_duration, b.ghost_duration, b.alive);
    }
    unsigned long h = 0;
    for (int v = 0; v < nb_vertices(g); v++) {
        struct vertex x = vertex(g, v);
        h = ((h * 1000003 + x.bike + 1) * 131 + x.wall + 1) * 7 + x.bonus;
    }
    fprintf(stderr, "= vertices %lu\n", h % 1000000007);
}

static void bad_queries(struct tron *g)
{
    char text[64];
    bad("vertex(-1)", "vertex(int v) invoked with v = -1");
    struct vertex none = vertex(g, -1);
    check(none.id == -1 && none.neighbours.size == 0, "vertex(-1) has id -1");
    snprintf(text, sizeof text, "vertex(int v) invoked with v = %d", nb_vertices(g));
    bad("vertex(nb_vertices())", text);
    vertex(g, nb_vertices(g));
    bad("bike(-1)", "bike(int id) invoked with id = -1");
    struct bike nobody = bike(g, -1);
    check(nobody.id == -1 && !nobody.alive, "bike(-1) has id -1");
    snprintf(text, sizeof text, "score(int pl) invoked with pl = %d", nb_players(g));
    bad("score(nb_players())", text);
    check(score(g, nb_players(g)) == -1, "score of a bad player is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    check(status(g, -1) == -2, "status(-1) is -2");
    bad("bikes(-1)", "bikes(int pl) invoked with pl = -1");
    check(bikes(g, -1).size == 0, "bikes(-1) is empty");
}

static void orders(struct tron *g)
{
    struct id_list mine = bikes(g, me(g));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(g, mine.id[k]);
        if (!b.alive)
            continue;
        struct id_list n = vertex(g, b.vertex).neighbours;
        for (int e = 0; e < n.size; e++)
            if (vertex(g, n.id[e]).wall == -1 && vertex(g, n.id[e]).bike == -1) {
                command(g, movement(b.id, n.id[e], b.bonus != BONUS_NONE && current_round(g) % 7 == 0));
                break;
            }
    }
    char text[64];
    snprintf(text, sizeof text, "action already requested for unit %d", mine.id[0]);
    bad("command again", text);
    check(!command(g, movement(mine.id[0], 0, false)), "a second command is refused");
    check(command(g, movement(-1, 3, false)), "a command for a bad bike is accepted, and refused later");
    bad("command(-1) again", "action already requested for unit -1");
    command(g, movement(-1, -99, false));
    int theirs = bikes(g, (me(g) + 1) % nb_players(g)).id[0];
    command(g, movement(theirs, neighbours(g, bike(g, theirs).vertex).id[0], false));
    debug_mark(g, bike(g, mine.id[0]).vertex, 0xff0000, "probe");
    debug_line(g, 0, current_round(g) % nb_vertices(g), 0x00ff00, NULL);
}

static void play(struct tron *game, struct memory *memory)
{
    (void)memory;
    if (current_round(game) == 0)
        settings(game);
    state(game);
    if (current_round(game) % 5 == 0)
        bad_queries(game);
    orders(game);
}
