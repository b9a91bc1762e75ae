// AIChoke.c -- avoids chokepoints: for each free neighbour it removes that vertex and
// counts, by flood fill, how many free vertices stay reachable from each of its free
// neighbours; a move that splits the free space leaves the bike in the larger part
// only if that part is at least half the board's free space.
#define PLAYER_NAME Choke
#include "tron.h"

#include <string.h>

PLAYER(struct no_memory)

#define MAXV 4096

static int empty(struct tron *t, int v) { struct vertex x = vertex(t, v); return x.wall < 0 && x.bike < 0; }

static int fill(struct tron *t, int from, unsigned char *mark)
{
    static int todo[MAXV];
    int n = 0, size = 0;
    if (mark[from] || !empty(t, from)) return 0;
    mark[from] = 1;
    todo[n++] = from;
    while (n > 0) {
        int u = todo[--n];
        size++;
        struct id_list nb = neighbours(t, u);
        for (int k = 0; k < nb.size; k++)
            if (!mark[nb.id[k]] && empty(t, nb.id[k])) { mark[nb.id[k]] = 1; todo[n++] = nb.id[k]; }
    }
    return size;
}

// The free space reachable from v once v itself is taken.
static int space_after(struct tron *t, int v)
{
    static unsigned char mark[MAXV];
    memset(mark, 0, sizeof mark);
    mark[v] = 1;
    struct id_list nb = neighbours(t, v);
    int biggest = 0;
    for (int k = 0; k < nb.size; k++) {
        int s = fill(t, nb.id[k], mark);
        if (s > biggest) biggest = s;
    }
    return biggest;
}

static void play(struct tron *t, struct no_memory *memory)
{
    (void)memory;
    if (nb_vertices(t) > MAXV) return;
    struct id_list own = bikes(t, me(t));
    for (int k = 0; k < own.size; k++) {
        struct bike b = bike(t, own.id[k]);
        if (!b.alive || (current_round(t) % 2 == 1 && b.turbo_duration == 0)) continue;
        struct id_list nb = neighbours(t, b.vertex);
        int best = -1, best_space = -1;
        for (int n = 0; n < nb.size; n++) {
            if (!empty(t, nb.id[n])) continue;
            int s = space_after(t, nb.id[n]);
            if (s > best_space) { best_space = s; best = nb.id[n]; }
        }
        if (best < 0) {
            if (nb.size > 0) command(t, movement(b.id, nb.id[0], b.bonus == BONUS_GHOST));
            continue;
        }
        command(t, movement(b.id, best, b.bonus == BONUS_POINTS));
    }
}
