/* purge-board.c — bin/purge-board: writes a FIXED board of The Purge drawn from a seed.
 *
 *     purge-board -i SETTINGS.cnf [-s SEED] [-o FILE]
 *
 * Reads a board (its settings; RANDOM draws the streets, buildings, citizens and items from
 * SEED exactly as a match with that seed does) and writes what it holds as a FIXED board. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../board.h"
#include "alloc.h"
#include "args.h"
#include "error.h"

static void usage(const char *prog)
{
    printf("Usage: %s -i BOARD [-s SEED] [-o FILE]\n"
           "Writes the board a match with SEED plays on BOARD (a RANDOM one is drawn) as a FIXED board.\n\n"
           "  -i, --input=F    the board (.cnf) whose settings to use\n"
           "  -s, --seed=N     seed, 0 to 2147483647 (default 1)\n"
           "  -o, --output=F   board file (default: standard output)\n"
           "  -h, --help       print this help\n",
           prog);
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"input", required_argument, NULL, 'i'},
        {"seed", required_argument, NULL, 's'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *input = NULL, *output = NULL;
    long long seed = 1;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":i:s:o:h", options, NULL)) != -1) {
        switch (c) {
        case 'i': input = optarg; break;
        case 's':
            if (parse_int_arg("seed", optarg, 0, 2147483647LL, &seed) < 0)
                return 2;
            break;
        case 'o': output = optarg; break;
        case 'h': usage(argv[0]); return 0;
        default: option_error(c, argv, argv[0]); return 2;
        }
    }
    if (optind != argc || !input) {
        error(optind != argc ? "unexpected argument '%s' (see %s --help)"
                             : "no board given (-i BOARD; see %s --help)",
              optind != argc ? argv[optind] : argv[0], argv[0]);
        return 2;
    }
    struct scan s;
    if (scan_open(&s, input) < 0)
        return 1;
    struct pu_match *m = xmalloc(sizeof *m);
    int status = pu_board_load(m, &s, seed);
    scan_release(&s);
    if (status < 0)
        return 1;
    struct out o;
    if (out_open(&o, output) < 0)
        return 1;
    pu_write_board(&o, &m->now);
    free(m);
    return out_commit(&o) < 0 ? 1 : 0;
}
