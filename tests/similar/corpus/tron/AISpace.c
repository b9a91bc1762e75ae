/* AISpace.c — each bike moves to the free neighbour from which the most free vertices
 * are reachable within a few steps (a flood fill of depth 6): it avoids dead ends.
 * Written for the plagiarism check's corpus. */
#define PLAYER_NAME Space
#include "tron.h"

#include <stdlib.h>

PLAYER(struct no_memory)

enum { DEPTH = 6, QMAX = 4096 };

static bool is_free(struct tron *game, int v)
{
    struct vertex x = vertex(game, v);
    return x.wall == -1 && x.bike == -1;
}

/* Free vertices within DEPTH steps of v (v itself counted). */
static int room(struct tron *game, int v, char *mark)
{
    int queue[QMAX], depth[QMAX], head = 0, tail = 0, count = 0;
    queue[tail] = v;
    depth[tail++] = 0;
    mark[v] = 1;
    while (head < tail) {
        int u = queue[head], du = depth[head++];
        count++;
        if (du == DEPTH)
            continue;
        struct id_list nb = neighbours(game, u);
        for (int k = 0; k < nb.size && tail < QMAX; k++)
            if (!mark[nb.id[k]] && is_free(game, nb.id[k])) {
                mark[nb.id[k]] = 1;
                queue[tail] = nb.id[k];
                depth[tail++] = du + 1;
            }
    }
    return count;
}

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    char *mark = malloc((size_t)nb_vertices(game));
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) % 2 && b.turbo_duration == 0))
            continue;
        struct id_list nb = neighbours(game, b.vertex);
        int best = -1, best_room = -1;
        for (int n = 0; n < nb.size; n++) {
            if (!is_free(game, nb.id[n]))
                continue;
            for (int v = 0; v < nb_vertices(game); v++)
                mark[v] = 0;
            mark[b.vertex] = 1;
            int r = room(game, nb.id[n], mark);
            if (r > best_room) {
                best_room = r;
                best = nb.id[n];
            }
        }
        if (best < 0 && nb.size > 0)
            best = nb.id[0];
        if (best >= 0)
            command(game, movement(b.id, best, b.bonus == BONUS_TURBO));
    }
    free(mark);
}
