/* AIOrbit.c -- circles its start: the vertex where each bike began (kept in memory) is
 * the centre, and the bike takes the free neighbour whose breadth-first distance from
 * the centre is closest to a radius that grows by one every twenty rounds: a spiral
 * that fills the space around home before leaving it. */
#define PLAYER_NAME Orbit
#include "tron.h"

enum { NV = 4096 };
struct memory { int home[32]; int known; short dist[32][NV]; };
PLAYER(struct memory)

static int clear(struct tron *g, int v) { return vertex(g, v).wall == -1 && vertex(g, v).bike == -1; }

static void rings(struct tron *g, int centre, short *d)
{
    static int q[NV];
    int h = 0, e = 0;
    for (int v = 0; v < nb_vertices(g); v++) d[v] = -1;
    d[centre] = 0;
    q[e++] = centre;
    while (h < e) {
        int u = q[h++];
        struct id_list nb = neighbours(g, u);
        for (int k = 0; k < nb.size; k++)
            if (d[nb.id[k]] < 0) { d[nb.id[k]] = (short)(d[u] + 1); q[e++] = nb.id[k]; }
    }
}

static void play(struct tron *game, struct memory *m)
{
    struct id_list mine = bikes(game, me(game));
    if (nb_vertices(game) > NV || mine.size > 32) return;
    if (!m->known) {
        for (int k = 0; k < mine.size; k++) {
            m->home[k] = bike(game, mine.id[k]).vertex;
            rings(game, m->home[k], m->dist[k]);
        }
        m->known = 1;
    }
    int radius = 2 + current_round(game) / 20;
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) % 2 == 1 && b.turbo_duration == 0)) continue;
        struct id_list nb = neighbours(game, b.vertex);
        int pick = -1, off = 1 << 20;
        for (int n = 0; n < nb.size; n++) {
            int v = nb.id[n];
            if (!clear(game, v)) continue;
            int dv = m->dist[k][v] - radius;
            if (dv < 0) dv = -dv;
            if (dv < off) { off = dv; pick = v; }
        }
        if (pick < 0 && nb.size) pick = nb.id[random_int(game, 0, nb.size - 1)];
        if (pick >= 0) command(game, movement(b.id, pick, b.bonus != BONUS_NONE && off > 3));
    }
}
