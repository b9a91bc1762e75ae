// AIDice.c: a weighted die. Every free neighbour gets a weight (its free exits squared,
// times three if it holds an item, halved if an enemy bike is next to it), and one is
// drawn with probability proportional to its weight. Visits are counted in memory so
// a bike on an open map does not circle: a vertex seen often weighs less.
#define PLAYER_NAME Dice
#include "tron.h"

struct memory { unsigned short seen[4096]; };
PLAYER(struct memory)

static int freeV(struct tron *g, int v)
{
    struct vertex x = vertex(g, v);
    return x.wall == -1 && x.bike == -1;
}

static int enemyNear(struct tron *g, int v)
{
    struct id_list nb = neighbours(g, v);
    for (int k = 0; k < nb.size; k++) {
        int who = vertex(g, nb.id[k]).bike;
        if (who >= 0 && bike(g, who).player != me(g)) return 1;
    }
    return 0;
}

static int weight(struct tron *g, struct memory *m, int v)
{
    struct id_list nb = neighbours(g, v);
    int exits = 0;
    for (int k = 0; k < nb.size; k++) exits += freeV(g, nb.id[k]);
    int w = 1 + exits * exits * 8;
    if (vertex(g, v).bonus != BONUS_NONE) w *= 3;
    if (enemyNear(g, v)) w /= 2;
    if (v < 4096) w = w * 4 / (4 + m->seen[v]);
    return w < 1 ? 1 : w;
}

static void play(struct tron *game, struct memory *mem)
{
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) % 2 && b.turbo_duration <= 0)) continue;
        if (b.vertex < 4096 && mem->seen[b.vertex] < 60000) mem->seen[b.vertex]++;
        struct id_list nb = neighbours(game, b.vertex);
        int w[16], n = 0, total = 0, cand[16];
        for (int i = 0; i < nb.size && n < 16; i++)
            if (freeV(game, nb.id[i])) { cand[n] = nb.id[i]; w[n] = weight(game, mem, nb.id[i]); total += w[n++]; }
        if (n == 0) {
            if (nb.size) command(game, movement(b.id, nb.id[0], b.bonus == BONUS_GHOST));
            continue;
        }
        int roll = random_int(game, 0, total - 1), pick = 0;
        while (roll >= w[pick]) roll -= w[pick++];
        command(game, movement(b.id, cand[pick], b.bonus == BONUS_TURBO && n == 1));
    }
}
