/* revisited-board.c — bin/revisited-board: writes a generated Mad Max Revisited board.
 *
 *     revisited-board [-s SEED] [--style STYLE] [-o FILE]
 *
 * The same seed and style always give the same board (see generator.h). */
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
            "Usage: %s [-s SEED] [--style STYLE] [-o FILE]\n"
            "Writes a random Mad Max Revisited board (.cnf) made from SEED.\n\n"
            "  -s, --seed=N     seed, 0 to 2147483647 (default 1)\n"
            "  -t, --style=S    tyres: scatter, clusters, walls or lanes (default: from the seed)\n"
            "  -o, --output=F   board file (default: standard output)\n"
            "  -h, --help       print this help\n",
            prog);
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        {"seed", required_argument, NULL, 's'},
        {"style", required_argument, NULL, 't'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *output = NULL;
    long long seed = 1;
    int style = -1, c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":s:t:o:h", options, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_int_arg("seed", optarg, 0, 2147483647LL, &seed) < 0)
                return 2;
            break;
        case 't':
            if ((style = rv_style_named(optarg)) < 0) {
                error("unknown style '%s': expected scatter, clusters, walls or lanes", optarg);
                return 2;
            }
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
    if (style < 0)
        style = (int)(seed % RV_NB_STYLES);
    static struct rv_view board;
    rv_board_generate(seed, (enum rv_style)style, &board);
    struct out o;
    if (out_open(&o, output) < 0)
        return 1;
    rv_board_write_header(&o, &board, NULL, NULL, NULL);
    rv_board_write_state(&o, &board);
    return out_commit(&o) < 0 ? 1 : 0;
}
