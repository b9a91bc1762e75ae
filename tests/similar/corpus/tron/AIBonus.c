// AIBonus.c - collects items: each bike walks the shortest free path to the nearest
// vertex holding an item (breadth-first, parents kept to find the first step), uses a
// ghost when every neighbour is walled and a turbo when the item is more than four
// steps away; with no item reachable it takes the neighbour with the most free exits.
#define PLAYER_NAME Bonus
#include "tron.h"

PLAYER(struct no_memory)

#define LIMIT 4096

static bool isOpen(struct tron *t, int v)
{
    struct vertex x = vertex(t, v);
    return x.wall == -1 && x.bike == -1;
}

static int exitsOf(struct tron *t, int v)
{
    struct id_list nb = neighbours(t, v);
    int n = 0;
    for (int k = 0; k < nb.size; k++) n += isOpen(t, nb.id[k]);
    return n;
}

// The first step towards the nearest item, its distance in *steps; -1 if none.
static int stepToItem(struct tron *t, int start, int *steps)
{
    static int parent[LIMIT], depth[LIMIT], fifo[LIMIT];
    int total = nb_vertices(t), in = 0, out = 0;
    if (total > LIMIT) return -1;
    for (int v = 0; v < total; v++) parent[v] = -2;
    parent[start] = -1;
    depth[start] = 0;
    fifo[in++] = start;
    while (out < in) {
        int u = fifo[out++];
        if (u != start && vertex(t, u).bonus != BONUS_NONE) {
            *steps = depth[u];
            while (parent[u] != start) u = parent[u];
            return u;
        }
        struct id_list nb = neighbours(t, u);
        for (int k = 0; k < nb.size; k++)
            if (parent[nb.id[k]] == -2 && isOpen(t, nb.id[k])) {
                parent[nb.id[k]] = u;
                depth[nb.id[k]] = depth[u] + 1;
                fifo[in++] = nb.id[k];
            }
    }
    return -1;
}

static void play(struct tron *t, struct no_memory *unused)
{
    (void)unused;
    struct id_list own = bikes(t, me(t));
    for (int k = 0; k < own.size; k++) {
        struct bike b = bike(t, own.id[k]);
        if (!b.alive || (current_round(t) % 2 == 1 && b.turbo_duration == 0)) continue;
        int steps = 0, next = stepToItem(t, b.vertex, &steps);
        bool use = false;
        if (next < 0) {
            struct id_list nb = neighbours(t, b.vertex);
            int bestExits = -1;
            for (int n = 0; n < nb.size; n++)
                if (isOpen(t, nb.id[n]) && exitsOf(t, nb.id[n]) > bestExits) { bestExits = exitsOf(t, nb.id[n]); next = nb.id[n]; }
            if (next < 0 && nb.size) { next = nb.id[0]; use = b.bonus == BONUS_GHOST; }
        } else {
            use = b.bonus == BONUS_TURBO && steps > 4;
        }
        if (next >= 0) command(t, movement(b.id, next, use || b.bonus == BONUS_POINTS));
    }
}
