/* cli.c — the Game command line: players, seed, board in, replay out. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "error.h"
#include "match.h"
#include "registry.h"

#ifndef ARENA_VERSION
#define ARENA_VERSION "dev"
#endif

enum { EXIT_RUNTIME = 1, EXIT_USAGE = 2, MAX_SEATS = 16 };

static void print_help(const struct game_ops *game, const char *prog)
{
    printf("Usage: %s [options] player1 player2 ... [< board.cnf] [> match.res]\n"
           "Plays one match of %s and writes its replay.\n\n"
           "  -s, --seed=N     random seed, 0 to 2147483647 (default 1)\n"
           "  -i, --input=F    board file (default: standard input)\n"
           "  -o, --output=F   replay file (default: standard output)\n"
           "  -l, --list       list the registered players\n"
           "  -v, --version    print the version\n"
           "  -h, --help       print this help\n\n"
           "Progress and results go to standard error. Exit status: 0 match played,\n"
           "1 runtime failure (unreadable board, unwritable replay), 2 usage error.\n",
           prog, game->title);
}

static int parse_seed(const char *text, long long *seed)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v < 0 || v > 2147483647LL)
        return error("bad seed '%s': expected an integer from 0 to 2147483647", text);
    *seed = v;
    return 0;
}

static int check_player_names(int n, char **names, const struct player_def *defs[])
{
    if (n > MAX_SEATS)
        return error("too many players: %d", n);
    for (int i = 0; i < n; i++) {
        if (strlen(names[i]) > PLAYER_NAME_MAX)
            return error("player name '%s' is longer than %d characters", names[i], PLAYER_NAME_MAX);
        defs[i] = registry_find(names[i]);
        if (!defs[i])
            return error("unknown player '%s' (see --list)", names[i]);
    }
    return 0;
}

static int play_match(const struct game_ops *ops, struct game *g, int n, const struct player_def *defs[],
                      const char *output)
{
    struct out replay;
    if (out_open(&replay, output) < 0)
        return EXIT_RUNTIME;
    struct out *log = diag();
    struct seat seats[MAX_SEATS];
    for (int p = 0; p < n; p++) {
        out_printf(log, "info: loading player %s\n", defs[p]->name);
        seat_init(&seats[p], defs[p], ops->turn_size);
    }
    out_str(log, "info: players loaded\n");
    match_run(ops, g, seats, &replay, log);
    int status = out_commit(&replay) < 0 ? EXIT_RUNTIME : 0;
    if (status == 0)
        match_report(ops, g, seats, log);
    for (int p = 0; p < n; p++)
        seat_release(&seats[p]);
    return status;
}

int arena_main(const struct game_ops *ops, int argc, char **argv)
{
    static const struct option options[] = {
        {"seed", required_argument, NULL, 's'}, {"input", required_argument, NULL, 'i'},
        {"output", required_argument, NULL, 'o'}, {"list", no_argument, NULL, 'l'},
        {"version", no_argument, NULL, 'v'},     {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *prog = argc > 0 ? argv[0] : ops->name;
    const char *input = NULL, *output = NULL;
    long long seed = 1;
    if (argc <= 1) {
        print_help(ops, prog);
        return 0;
    }
    int c;
    while ((c = getopt_long(argc, argv, "s:i:o:lvh", options, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_seed(optarg, &seed) < 0)
                return EXIT_USAGE;
            break;
        case 'i': input = optarg; break;
        case 'o': output = optarg; break;
        case 'l':
            for (int i = 0; i < registry_count(); i++)
                puts(registry_sorted(i)->name);
            return 0;
        case 'v':
            printf("%s %s (arena %s)\n", ops->title, ops->version, ARENA_VERSION);
            return 0;
        case 'h':
            print_help(ops, prog);
            return 0;
        default:
            error("bad option (see %s --help)", prog);
            return EXIT_USAGE;
        }
    }
    int n = argc - optind;
    const struct player_def *defs[MAX_SEATS];
    if (check_player_names(n, argv + optind, defs) < 0)
        return EXIT_USAGE;

    struct out *log = diag();
    out_printf(log, "info: seed %lld\ninfo: loading game\n", seed);
    struct scan board;
    if (scan_open(&board, input) < 0)
        return EXIT_RUNTIME;
    struct game *g = ops->load(&board, seed);
    scan_release(&board);
    if (!g)
        return EXIT_RUNTIME;
    out_str(log, "info: loaded game\n");
    int status;
    if (n != ops->nb_players(g)) {
        error("wrong number of players: this board is for %d, %d given", ops->nb_players(g), n);
        status = EXIT_USAGE;
    } else {
        status = play_match(ops, g, n, defs, output);
    }
    ops->release(g);
    out_flush(log);
    return status;
}
