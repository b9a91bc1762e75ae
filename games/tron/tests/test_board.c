/* test_board.c — Tron boards: the .cnf and .map readers' errors, OBJ models, placement of
 * spawns and bonus vertices, the shipped boards. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../board.h"
#include "../mapmaker.h"
#include "error.h"
#include "tests/board_error.h"

static struct tr_match match;
static char dir[] = "/tmp/arena-tron-test-XXXXXX";

static void setup(void)
{
    cr_assert_not_null(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

static void write_file(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* A square: 0-1-2-3-0, with 4 hanging from 0; spawns 0 and 2; bonus 4. */
static const char *square_map = "vertices 5\n1 3 4\n0 2\n1 3\n2 0\n0\nspawn 2\n0\n2\nbonus 1\n4\n";
static const char *duel_cnf = "tron3d v1.0\nmap sq\nnb_players 2\nnb_bikes 1\nnb_rounds 10\nbonus_round 4\n"
                              "turbo_duration 8\nghost_duration 3\nscore_bonus 50\nsecgame false\nnames ? ?\n\n"
                              "round -1\nscore 0 0\nstatus 0 0\n";

/* Reads cnf (as file "t.cnf" in dir, with its map sq.map = map); NULL if valid, else the error. */
static const char *read_error(const char *cnf, const char *map)
{
    static char msg[1024];
    write_file("t.cnf", cnf);
    if (map)
        write_file("sq.map", map);
    char path[512];
    snprintf(path, sizeof path, "%s/t.cnf", dir);
    FILE *f = tmpfile();
    struct out *d = diag();
    out_flush(d);
    FILE *saved = d->file;
    d->file = f;
    struct scan s;
    cr_assert_eq(scan_open(&s, path), 0);
    memset(&match, 0, sizeof match);
    int status = tr_board_read(&s, &match);
    scan_release(&s);
    out_flush(d);
    d->file = saved;
    rewind(f);
    size_t n = fread(msg, 1, sizeof msg - 1, f);
    msg[n] = '\0';
    fclose(f);
    if (status == 0)
        tr_match_release(&match);
    return status < 0 ? msg : NULL;
}

static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    cr_assert_not_null(at, "'%s' in the text", from);
    char *out = malloc(strlen(text) + strlen(to) + 1);
    sprintf(out, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

TestSuite(board, .init = setup, .fini = teardown);

Test(board, the_map_is_found_beside_the_cnf)
{
    cr_assert_null(read_error(duel_cnf, square_map), "%s", read_error(duel_cnf, square_map));
    cr_assert_eq(match.graph.nb_vertices, 5);
    cr_assert_eq(match.set.nb_players, 2);
    cr_assert_str_eq(match.graph.name, "sq");
}

Test(board, cnf_errors_name_file_and_line)
{
    struct {
        const char *from, *to, *want;
    } cases[] = {
        {"v1.0", "v2.0", "t.cnf:1: expected version 'v1.0' or 'v1.2', found 'v2.0'"},
        {"nb_players 2", "nb_players 5", "t.cnf:3: nb_players must be between 2 and 4, found 5"},
        {"nb_bikes 1", "nb_bikes 0", "t.cnf:4: nb_bikes must be between 1 and"},
        {"round -1", "round 3", "t.cnf:13: the round (-1: the initial state) must be between -1 and -1"},
        {"status 0 0", "status 0 x", "t.cnf:15: expected a status"},
        {"map sq", "map nowhere", "cannot read"},
        {"map sq", "map a/b", "t.cnf:2: bad map name 'a/b'"},
        {"nb_bikes 1", "nb_bikes 2", "t.cnf:2: map sq has 2 spawn vertices: too few for 2 players of 2 bikes"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char *cnf = replace(duel_cnf, cases[k].from, cases[k].to);
        const char *msg = read_error(cnf, square_map);
        cr_expect(msg && strstr(msg, cases[k].want), "case %zu: got %s, want %s", k, msg, cases[k].want);
        free(cnf);
    }
}

Test(board, map_errors_name_file_and_line)
{
    struct {
        const char *from, *to, *want;
    } cases[] = {
        {"0 2\n", "0 2 7\n", "sq.map:3: a neighbour id must be between 0 and 4, found 7"},
        {"2 0\n", "2\n", "sq.map:2: vertex 0 has neighbour 3, but 3 does not list 0: edges go both ways"},
        {"0 2\n", "0 1 2\n", "sq.map:3: vertex 1 is its own neighbour"},
        {"0 2\n", "0 2 2\n", "sq.map:3: vertex 1 lists neighbour 2 twice"},
        {"spawn 2\n0\n2\n", "spawn 2\n0\n0\n", "sq.map:9: vertex 0 is a spawn vertex twice"},
        {"bonus 1\n4\n", "bonus 1\n4\nmore\n", "sq.map:12: expected 'coordinates', found 'more'"},
        {"vertices 5", "vertexes 5", "sq.map:1: expected 'vertices'"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char *map = replace(square_map, cases[k].from, cases[k].to);
        const char *msg = read_error(duel_cnf, map);
        cr_expect(msg && strstr(msg, cases[k].want), "case %zu: got %s, want %s", k, msg, cases[k].want);
        free(map);
    }
}

static int read_obj(struct scan *s, void *g)
{
    return tr_obj_read(s, g);
}

static const char *obj_error(const char *text, struct tr_graph *g)
{
    static char msg[1024];
    memset(g, 0, sizeof *g);
    return board_error_catch(text, read_obj, g, msg, sizeof msg) < 0 ? msg : NULL;
}

Test(obj, faces_give_the_edges_and_shared_positions_merge)
{
    /* two triangles sharing an edge, the second one given with its own copies of the
     * shared corners (as models with seams do), and a quad hanging off: no diagonals */
    const char *text = "# a model\nv 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 0 0\nv 0 1 0\nv 1 1 0\nvn 0 0 1\n"
                       "f 1 2 3\nf 4//1 6//1 5//1\nv 2 0 0\nv 2 1 0\nf 2 7 8 6\n";
    struct tr_graph g;
    cr_assert_null(obj_error(text, &g), "%s", obj_error(text, &g));
    cr_assert_eq(g.nb_vertices, 6, "the repeated positions are one vertex each");
    cr_assert(tr_is_neighbour(&g, 1, 2) && tr_is_neighbour(&g, 2, 1), "the shared edge");
    cr_assert_not(tr_is_neighbour(&g, 0, 3), "no diagonal across the two triangles");
    cr_assert_eq(g.nb_adj, 2 * 8, "8 distinct edges");
    cr_assert_not_null(g.xyz);
    cr_assert_eq(g.xyz[3 * 3 + 0], 1.0f);
    free(g.first), free(g.adj), free(g.xyz);
}

Test(obj, bad_models_are_refused_with_file_and_line)
{
    struct tr_graph g;
    const char *msg = obj_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 1 1\nv 2 2 2\nf 1 2 3 4 5\n", &g);
    cr_expect(msg && strstr(msg, "fuzz") == NULL && strstr(msg, ":6: a face of 5 corners"), "%s", msg);
    msg = obj_error("v 0 0 0\nv 1 0 0\nf 1 2 9\n", &g);
    cr_expect(msg && strstr(msg, ":3: face corner 9: there are 2 vertices so far"), "%s", msg);
    msg = obj_error("v 0 0 x\n", &g);
    cr_expect(msg && strstr(msg, ":1: expected a coordinate (a number), found 'x'"), "%s", msg);
    msg = obj_error("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 5 5 5\nv 6 5 5\nv 5 6 5\nf 1 2 3\nf 4 5 6\n", &g);
    cr_expect(msg && strstr(msg, "not one connected mesh"), "%s", msg);
    msg = obj_error("v 0 0 0\n", &g);
    cr_expect(msg && strstr(msg, "no faces"), "%s", msg);
}

Test(obj, spawns_are_spread_and_bonus_vertices_fair)
{
    /* a 9 x 9 grid of quads (100 vertices), 4 players of 2 bikes */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    for (int i = 0; i <= 9; i++)
        for (int j = 0; j <= 9; j++)
            fprintf(f, "v %d %d 0\n", j, i);
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            int a = i * 10 + j + 1;
            fprintf(f, "f %d %d %d %d\n", a, a + 1, a + 11, a + 10);
        }
    fclose(f);
    struct tr_graph g;
    cr_assert_null(obj_error(text, &g));
    cr_assert_eq(tr_place(&g, 4, 8, 4), 0);
    int dist[100];
    tr_distances(&g, &g.spawn[0], 1, dist);
    cr_expect_eq(dist[g.spawn[1]], 18, "the second spawn is the farthest corner");
    for (int a = 0; a < 8; a++)
        for (int b = 0; b < a; b++)
            cr_expect_neq(g.spawn[a], g.spawn[b]);
    /* the players' spread of distances to each vertex: the first bonus vertex has the least */
    int unfair[100], least = 1000;
    for (int v = 0; v < 100; v++) {
        int lo = 1000, hi = 0;
        for (int p = 0; p < 4; p++) {
            int src[2] = {g.spawn[p], g.spawn[p + 4]};
            tr_distances(&g, src, 2, dist);
            lo = dist[v] < lo ? dist[v] : lo, hi = dist[v] > hi ? dist[v] : hi;
        }
        unfair[v] = hi - lo;
        least = unfair[v] < least ? unfair[v] : least;
    }
    cr_assert_eq(g.nb_bonus, 4);
    cr_expect_eq(unfair[g.bonus[0]], least);
    for (int k = 0; k < g.nb_bonus; k++) {
        for (int j = 0; j < 8; j++)
            cr_expect_neq(g.bonus[k], g.spawn[j], "not on a spawn");
        tr_distances(&g, &g.bonus[k], 1, dist);
        for (int j = 0; j < k; j++)
            cr_expect_geq(dist[g.bonus[j]], 3, "bonus vertices %d and %d apart", g.bonus[j], g.bonus[k]);
    }
    free(text);
    free(g.first), free(g.adj), free(g.xyz), free(g.spawn), free(g.bonus);
}

static void read_ok(const char *path, void *ctx)
{
    (void)ctx;
    struct scan s;
    cr_assert_eq(scan_open(&s, path), 0);
    memset(&match, 0, sizeof match);
    cr_expect_eq(tr_board_read(&s, &match), 0, "%s", path);
    cr_expect_not_null(match.graph.xyz, "%s: arena's boards carry coordinates", path);
    tr_match_release(&match);
    scan_release(&s);
}

Test(boards, every_shipped_board_is_valid)
{
    int n = each_board("games/tron/boards", read_ok, NULL);
    cr_expect_geq(n, 6, "a default board and at least sphere, cube, plane, torus, duel (run from the repository root)");
}
