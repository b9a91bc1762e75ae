/* AICutoff.c -- aggressive: each bike heads for the vertex two steps ahead of the
 * nearest enemy bike (its likely path: the enemy's free neighbour with most exits), to
 * wall it in; it never steps where it would have fewer than two free exits. */
#define PLAYER_NAME Cutoff
#include "tron.h"

PLAYER(struct no_memory)

enum { CAP = 4096 };

static int Free(struct tron *g, int v) { return vertex(g, v).wall < 0 && vertex(g, v).bike < 0; }

static int Exits(struct tron *g, int v)
{
    struct id_list n = neighbours(g, v);
    int c = 0;
    for (int i = 0; i < n.size; i++) c += Free(g, n.id[i]);
    return c;
}

static int Likely(struct tron *g, int v)
{
    struct id_list n = neighbours(g, v);
    int best = v, most = -1;
    for (int i = 0; i < n.size; i++)
        if (Free(g, n.id[i]) && Exits(g, n.id[i]) > most) { most = Exits(g, n.id[i]); best = n.id[i]; }
    return best;
}

static void Distances(struct tron *g, int from, int *d)
{
    static int q[CAP];
    int h = 0, e = 0;
    for (int v = 0; v < nb_vertices(g); v++) d[v] = CAP;
    d[from] = 0;
    q[e++] = from;
    while (h < e) {
        int u = q[h++];
        struct id_list n = neighbours(g, u);
        for (int i = 0; i < n.size; i++)
            if (d[n.id[i]] == CAP && Free(g, n.id[i])) { d[n.id[i]] = d[u] + 1; q[e++] = n.id[i]; }
    }
}

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    static int D[CAP];
    if (nb_vertices(game) > CAP) return;
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) & 1 && b.turbo_duration == 0)) continue;
        Distances(game, b.vertex, D);
        int goal = -1;
        for (int pl = 0; pl < nb_players(game); pl++) {
            if (pl == me(game)) continue;
            struct id_list theirs = bikes(game, pl);
            for (int t = 0; t < theirs.size; t++) {
                struct bike e = bike(game, theirs.id[t]);
                int ahead = e.alive ? Likely(game, Likely(game, e.vertex)) : -1;
                if (ahead >= 0 && (goal < 0 || D[ahead] < D[goal])) goal = ahead;
            }
        }
        struct id_list n = neighbours(game, b.vertex);
        int pick = -1, pickD = CAP + 1;
        for (int i = 0; i < n.size; i++) {
            if (!Free(game, n.id[i]) || Exits(game, n.id[i]) < 2) continue;
            static int D2[CAP];
            Distances(game, n.id[i], D2);
            int dd = goal >= 0 ? D2[goal] : -Exits(game, n.id[i]);
            if (dd < pickD) { pickD = dd; pick = n.id[i]; }
        }
        if (pick < 0 && n.size) pick = n.id[0];
        if (pick >= 0) command(game, movement(b.id, pick, b.bonus != BONUS_NONE && b.bonus != BONUS_GHOST));
    }
}
