/* AIShy.c -- keeps away: each bike moves to the free neighbour farthest (in free steps,
 * breadth-first from all the enemy bikes at once) from any enemy, so it plays alone in
 * a corner of the map; a dead end (one free exit) is taken only if nothing else is. */
#define PLAYER_NAME Shy
#include "tron.h"

PLAYER(struct no_memory)

enum { BIG = 4096 };

static int vacant(struct tron *tr, int v)
{
    return vertex(tr, v).wall < 0 && vertex(tr, v).bike < 0;
}

static void enemy_distances(struct tron *tr, int *far)
{
    static int line[BIG];
    int a = 0, z = 0;
    for (int v = 0; v < nb_vertices(tr); v++) far[v] = BIG;
    for (int pl = 0; pl < nb_players(tr); pl++) {
        if (pl == me(tr)) continue;
        struct id_list bs = bikes(tr, pl);
        for (int k = 0; k < bs.size; k++) {
            struct bike e = bike(tr, bs.id[k]);
            if (e.alive && far[e.vertex]) { far[e.vertex] = 0; line[z++] = e.vertex; }
        }
    }
    while (a < z) {
        int u = line[a++];
        struct id_list nb = neighbours(tr, u);
        for (int k = 0; k < nb.size; k++)
            if (far[nb.id[k]] == BIG && vacant(tr, nb.id[k])) { far[nb.id[k]] = far[u] + 1; line[z++] = nb.id[k]; }
    }
}

static int exits(struct tron *tr, int v)
{
    struct id_list nb = neighbours(tr, v);
    int e = 0;
    for (int k = 0; k < nb.size; k++) e += vacant(tr, nb.id[k]);
    return e;
}

static void play(struct tron *tr, struct no_memory *memory)
{
    (void)memory;
    static int far[BIG];
    if (nb_vertices(tr) > BIG) return;
    enemy_distances(tr, far);
    struct id_list mine = bikes(tr, me(tr));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(tr, mine.id[k]);
        if (!b.alive || (current_round(tr) % 2 == 1 && !b.turbo_duration)) continue;
        struct id_list nb = neighbours(tr, b.vertex);
        int go = nb.size ? nb.id[0] : -1, score = -1;
        for (int n = 0; n < nb.size; n++) {
            int v = nb.id[n];
            if (!vacant(tr, v)) continue;
            int s = far[v] * 4 + (exits(tr, v) > 1 ? 100 : 0);
            if (s > score) { score = s; go = v; }
        }
        if (go >= 0) command(tr, movement(b.id, go, b.bonus == BONUS_POINTS || (score < 0 && b.bonus == BONUS_GHOST)));
    }
}
