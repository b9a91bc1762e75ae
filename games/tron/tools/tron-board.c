/* tron-board.c — bin/tron-board: a Tron board (NAME.cnf and NAME.map) from an OBJ model.
 *
 *     tron-board MODEL.obj NAME [-d DIR] [--players P] [--bikes B] [--rounds R] [--bonus N]
 *
 * The map's graph is the model's mesh (see mapmaker.h), with its coordinates kept for
 * viewers; spawn points are spread as far apart as possible and bonus vertices are the
 * fairest to every player. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../board.h"
#include "../mapmaker.h"
#include "args.h"
#include "error.h"

static void usage(const char *prog)
{
    printf(
            "Usage: %s MODEL.obj NAME [options]\n"
            "Writes the Tron board NAME.cnf and its graph NAME.map from an OBJ model (one mesh\n"
            "of triangles and quads).\n\n"
            "  -d, --dir=D        folder to write them in (default: the current one)\n"
            "  -p, --players=P    2 or 4 (default 4)\n"
            "  -b, --bikes=B      bikes per player (default 2)\n"
            "  -r, --rounds=R     rounds (default 200)\n"
            "  -n, --bonus=N      bonus vertices (default: one for 40 vertices, 4 at least)\n"
            "  -h, --help         print this help\n",
            prog);
}

static int int_arg(const char *what, const char *text, int lo, int hi, int *out)
{
    long long v;
    if (parse_int_arg(what, text, lo, hi, &v) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

/* NAME.map and NAME.cnf in dir: both written, then both land (never a .map without its
 * .cnf). The exit status. */
static int write_board(const char *dir, const struct tr_graph *g, int players, int bikes, int rounds)
{
    char path[4096];
    struct out map, cnf;
    snprintf(path, sizeof path, "%s/%s.map", dir, g->name);
    if (out_open(&map, path) < 0)
        return 1;
    snprintf(path, sizeof path, "%s/%s.cnf", dir, g->name);
    if (out_open(&cnf, path) < 0) {
        out_abort(&map);
        return 1;
    }
    tr_map_write(&map, g);
    out_printf(&cnf, TR_TITLE " " TR_VERSION "\nmap %s\nnb_players %d\nnb_bikes %d\nnb_rounds %d\nbonus_round %d\n"
                     "turbo_duration 8\nghost_duration 3\nscore_bonus 50\nsecgame false\nnames",
               g->name, players, bikes, rounds, rounds / 4);
    for (int p = 0; p < players; p++)
        out_str(&cnf, " ?");
    out_str(&cnf, "\n\nround -1\nscore");
    for (int p = 0; p < players; p++)
        out_str(&cnf, " 0");
    out_str(&cnf, "\nstatus");
    for (int p = 0; p < players; p++)
        out_str(&cnf, " 0");
    out_char(&cnf, '\n');
    if (out_finish(&map) < 0 || out_finish(&cnf) < 0) {
        out_abort(&map);
        out_abort(&cnf);
        return 1;
    }
    return out_commit(&map) < 0 || out_commit(&cnf) < 0 ? 1 : 0;
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"dir", required_argument, NULL, 'd'},    {"players", required_argument, NULL, 'p'},
        {"bikes", required_argument, NULL, 'b'},  {"rounds", required_argument, NULL, 'r'},
        {"bonus", required_argument, NULL, 'n'},  {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *dir = ".";
    int players = 4, bikes = 2, rounds = 200, bonus = -1, c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":d:p:b:r:n:h", options, NULL)) != -1) {
        int bad = 0;
        switch (c) {
        case 'd': dir = optarg; break;
        case 'p': bad = int_arg("player count", optarg, 2, 4, &players) < 0 || (players == 3 && error("players: 2 or 4") < 0); break;
        case 'b': bad = int_arg("bike count", optarg, 1, TR_MAX_BIKES / 4, &bikes) < 0; break;
        case 'r': bad = int_arg("round count", optarg, 1, 100000, &rounds) < 0; break;
        case 'n': bad = int_arg("bonus count", optarg, 0, 10000, &bonus) < 0; break;
        case 'h': usage(argv[0]); return 0;
        default: option_error(c, argv, argv[0]); return 2;
        }
        if (bad)
            return 2;
    }
    if (argc - optind != 2) {
        error("expected a model and a board name (see %s --help)", argv[0]);
        return 2;
    }
    const char *model = argv[optind], *name = argv[optind + 1];
    if (!tr_map_name_ok(name)) {
        error("bad board name '%s': " TR_MAP_NAME_RULE, quote_str(name).text);
        return 2;
    }
    struct scan s;
    if (scan_open(&s, model) < 0)
        return 1;
    struct tr_graph g = {0};
    snprintf(g.name, sizeof g.name, "%s", name);
    int status = tr_obj_read(&s, &g) < 0 ? 1 : 0;
    scan_release(&s);
    if (status == 0 && (long long)g.nb_vertices * rounds > TR_MAX_VERTEX_ROUNDS) { /* bin/tron would refuse it */
        error("%s: %d vertices for %d rounds make %lld vertex states in a replay, at most %d: fewer rounds",
              model, g.nb_vertices, rounds, (long long)g.nb_vertices * rounds, TR_MAX_VERTEX_ROUNDS);
        status = 2;
    }
    if (status == 0 && bonus < 0)
        bonus = g.nb_vertices / 40 > 4 ? g.nb_vertices / 40 : 4;
    if (status == 0 && tr_place(&g, players, players * bikes, bonus) < 0)
        status = 1;
    if (status == 0)
        status = write_board(dir, &g, players, bikes, rounds);
    tr_graph_release(&g);
    return status;
}
