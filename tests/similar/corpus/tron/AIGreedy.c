// AIGreedy.c: a bike goes for the nearest item (bonus) if one is next to it, then for
// the free neighbour with the most free neighbours of its own; ghosts are used when the
// bike is boxed in.
#define PLAYER_NAME Greedy
#include "tron.h"

PLAYER(struct no_memory)

static int freeDegree(struct tron *t, int v)
{
    int n = 0;
    struct id_list around = neighbours(t, v);
    for (int i = 0; i < around.size; i++)
        if (vertex(t, around.id[i]).wall < 0)
            n++;
    return n;
}

static int chooseNext(struct tron *t, struct bike b, bool *boxed)
{
    struct id_list around = neighbours(t, b.vertex);
    int pick = -1, pickScore = -1;
    *boxed = true;
    for (int i = 0; i < around.size; i++) {
        struct vertex x = vertex(t, around.id[i]);
        if (x.wall >= 0)
            continue;
        *boxed = false;
        int s = freeDegree(t, x.id) * 10 + (x.bonus != BONUS_NONE ? 25 : 0);
        if (s > pickScore) {
            pickScore = s;
            pick = x.id;
        }
    }
    if (pick < 0 && around.size)
        pick = around.id[random_int(t, 0, around.size - 1)];
    return pick;
}

static void play(struct tron *t, struct no_memory *m)
{
    (void)m;
    int round = current_round(t);
    struct id_list mine = bikes(t, me(t));
    int i = 0;
    while (i < mine.size) {
        struct bike b = bike(t, mine.id[i++]);
        if (!b.alive)
            continue;
        if (round % 2 == 1 && b.turbo_duration <= 0)
            continue;
        bool boxed;
        int next = chooseNext(t, b, &boxed);
        if (next < 0)
            continue;
        bool use = (boxed && b.bonus == BONUS_GHOST) || b.bonus == BONUS_POINTS;
        if (!command(t, movement(b.id, next, use)))
            debug_mark(t, b.vertex, 0xff0000, "refused");
    }
}
