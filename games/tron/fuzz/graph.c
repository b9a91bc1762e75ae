/* graph.c — libFuzzer target: Tron's graph readers, the .map reader and the OBJ reader
 * (with spawn and bonus placement), on arbitrary bytes.
 *
 * Input that starts with "vertices" goes to the .map reader, anything else to the OBJ
 * reader. Either it is refused with an error line, or the graph read is symmetric, its
 * ids in range, and (OBJ) two spawns and a bonus vertex are placed if it has room. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../board.h"
#include "../mapmaker.h"
#include "error.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    diag()->fd = open("/dev/null", O_WRONLY | O_CLOEXEC); /* refusals are expected */
    return 0;
}

static void check_graph(const struct tr_graph *g)
{
    for (int v = 0; v < g->nb_vertices; v++)
        for (int k = g->first[v]; k < g->first[v + 1]; k++) {
            int w = g->adj[k];
            if (w < 0 || w >= g->nb_vertices || w == v || !tr_is_neighbour(g, w, v))
                abort();
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct scan s;
    if (scan_from_memory(&s, "fuzz", (const char *)data, size) < 0)
        return 0;
    struct tr_graph g = {0};
    int is_map = size >= 8 && memcmp(data, "vertices", 8) == 0;
    if ((is_map ? tr_map_read(&s, &g) : tr_obj_read(&s, &g)) == 0) {
        check_graph(&g);
        if (!is_map && g.nb_vertices >= 3 && tr_place(&g, 2, 2, 1) == 0) {
            if (g.spawn[0] == g.spawn[1] || g.bonus[0] < 0 || g.bonus[0] >= g.nb_vertices)
                abort();
        }
        free(g.first), free(g.adj), free(g.spawn), free(g.bonus), free(g.xyz);
    }
    scan_release(&s);
    return 0;
}
