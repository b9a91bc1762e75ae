/* AIPath.c -- looks ahead: a depth-first search of self-avoiding walks over free
 * vertices, up to eight steps, from each free neighbour; the neighbour that starts the
 * longest walk is taken (ties: the one with fewer free exits, to fill space tightly). */
#define PLAYER_NAME Path
#include "tron.h"

PLAYER(struct no_memory)

#define DEPTH 8
#define NMAX 4096

static unsigned char used[NMAX];

static int passable(struct tron *t, int v)
{
    struct vertex x = vertex(t, v);
    return v < NMAX && !used[v] && x.wall == -1 && x.bike == -1;
}

static int longest_walk(struct tron *t, int v, int left)
{
    if (left == 0) return 0;
    used[v] = 1;
    int best = 0;
    struct id_list nb = neighbours(t, v);
    for (int k = 0; k < nb.size && best < left; k++)
        if (passable(t, nb.id[k])) {
            int l = 1 + longest_walk(t, nb.id[k], left - 1);
            if (l > best) best = l;
        }
    used[v] = 0;
    return best;
}

static int free_exits(struct tron *t, int v)
{
    struct id_list nb = neighbours(t, v);
    int n = 0;
    for (int k = 0; k < nb.size; k++) n += passable(t, nb.id[k]);
    return n;
}

static void play(struct tron *t, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = bikes(t, me(t));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(t, mine.id[k]);
        if (!b.alive) continue;
        if (current_round(t) % 2 == 1 && b.turbo_duration == 0) continue;
        struct id_list nb = neighbours(t, b.vertex);
        int choice = -1, walk = -1, exits = 99;
        if (b.vertex < NMAX) used[b.vertex] = 1;
        for (int n = 0; n < nb.size; n++) {
            int v = nb.id[n];
            if (!passable(t, v)) continue;
            int w = longest_walk(t, v, DEPTH), e = free_exits(t, v);
            if (w > walk || (w == walk && e < exits)) { walk = w; exits = e; choice = v; }
        }
        if (b.vertex < NMAX) used[b.vertex] = 0;
        if (choice < 0) {
            if (nb.size == 0) continue;
            choice = nb.id[random_int(t, 0, nb.size - 1)];
        }
        command(t, movement(b.id, choice, b.bonus == BONUS_GHOST && walk < 2));
    }
}
