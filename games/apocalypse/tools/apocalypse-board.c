/* apocalypse-board.c — bin/apocalypse-board: writes a generated Apocalypse Now board.
 *
 *     apocalypse-board [-s SEED] [-o FILE]
 *
 * The same seed always gives the same board (see ap_board_generate in board.h). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../board.h"
#include "../generator.h"
#include "args.h"
#include "error.h"

static void usage(const char *prog)
{
    printf(
            "Usage: %s [-s SEED] [-o FILE]\n"
            "Writes a random, symmetric Apocalypse Now board (.cnf) made from SEED.\n\n"
            "  -s, --seed=N     seed, 0 to 2147483647 (default 1)\n"
            "  -o, --output=F   board file (default: standard output)\n"
            "  -h, --help       print this help\n",
            prog);
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"seed", required_argument, NULL, 's'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *output = NULL;
    long long seed = 1;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":s:o:h", options, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_int_arg("seed", optarg, 0, 2147483647LL, &seed) < 0)
                return 2;
            break;
        case 'o': output = optarg; break;
        case 'h': usage(argv[0]); return 0;
        default: option_error(c, argv, argv[0]); return 2;
        }
    }
    if (optind != argc) {
        error("unexpected argument '%s' (see %s --help)", argv[optind], argv[0]);
        return 2;
    }
    static struct ap_view board;
    ap_board_generate(seed, &board);
    struct out o;
    if (out_open(&o, output) < 0)
        return 1;
    ap_board_write(&o, &board);
    return out_commit(&o) < 0 ? 1 : 0;
}
