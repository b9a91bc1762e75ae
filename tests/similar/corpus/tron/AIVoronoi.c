/* AIVoronoi.c -- territory: for each free neighbour, a breadth-first search from it and
 * from every enemy bike's vertex counts the vertices this bike would reach first; the
 * neighbour with the largest territory wins. Written for the plagiarism corpus. */
#define PLAYER_NAME Voronoi
#include "tron.h"

PLAYER(struct no_memory)

enum { MAXV = 4096 };

static int open_vertex(struct tron *g, int v)
{
    struct vertex x = vertex(g, v);
    return x.wall < 0 && x.bike < 0;
}

/* dist[v]: steps from the sources (n of them) over open vertices, -1 if unreached. */
static void bfs(struct tron *g, const int *src, int n, int *dist)
{
    static int queue[MAXV];
    int nv = nb_vertices(g), head = 0, tail = 0;
    for (int v = 0; v < nv; v++) dist[v] = -1;
    for (int k = 0; k < n; k++) { dist[src[k]] = 0; queue[tail++] = src[k]; }
    while (head < tail) {
        int u = queue[head++];
        struct id_list nb = neighbours(g, u);
        for (int k = 0; k < nb.size; k++) {
            int w = nb.id[k];
            if (dist[w] >= 0 || !open_vertex(g, w)) continue;
            dist[w] = dist[u] + 1;
            queue[tail++] = w;
        }
    }
}

static int territory(struct tron *g, int from, const int *enemy_dist)
{
    static int mine[MAXV];
    bfs(g, &from, 1, mine);
    int count = 0;
    for (int v = 0; v < nb_vertices(g); v++)
        if (mine[v] >= 0 && (enemy_dist[v] < 0 || mine[v] < enemy_dist[v])) count++;
    return count;
}

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    static int heads[64], theirs[MAXV];
    int nh = 0;
    if (nb_vertices(game) > MAXV) return;
    for (int pl = 0; pl < nb_players(game); pl++) {
        if (pl == me(game)) continue;
        struct id_list bs = bikes(game, pl);
        for (int k = 0; k < bs.size && nh < 64; k++)
            if (bike(game, bs.id[k]).alive) heads[nh++] = bike(game, bs.id[k]).vertex;
    }
    bfs(game, heads, nh, theirs);
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) % 2 && !b.turbo_duration)) continue;
        struct id_list nb = neighbours(game, b.vertex);
        int best = nb.size ? nb.id[0] : -1, best_area = -1;
        for (int n = 0; n < nb.size; n++) {
            if (!open_vertex(game, nb.id[n])) continue;
            int area = territory(game, nb.id[n], theirs);
            if (area > best_area) { best_area = area; best = nb.id[n]; }
        }
        if (best >= 0) command(game, movement(b.id, best, b.bonus == BONUS_POINTS));
    }
}
