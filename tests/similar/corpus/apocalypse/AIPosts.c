/* AIPosts.c — soldiers go for the most valuable post not ours, weighing value against
 * distance; helicopters fly towards the centre of our soldiers and drop napalm when
 * enemies are under them. Written for the plagiarism check's corpus. */
#define PLAYER_NAME Posts
#include "apocalypse.h"

#include <stdlib.h>

PLAYER(struct no_memory)

static int manhattan(struct pos a, struct pos b)
{
    return abs(a.i - b.i) + abs(a.j - b.j);
}

static struct pos goal_for(struct apocalypse *game, struct pos from)
{
    struct post_list pl = posts(game);
    struct pos best = from;
    int best_value = -1000000;
    for (int k = 0; k < pl.size; k++) {
        if (pl.post[k].player == me(game))
            continue;
        int v = pl.post[k].value * 2 - 10 * manhattan(from, pl.post[k].pos);
        if (v > best_value) {
            best_value = v;
            best = pl.post[k].pos;
        }
    }
    return best;
}

static void soldier(struct apocalypse *game, int id)
{
    struct data d = data(game, id);
    struct pos g = goal_for(game, d.pos);
    int di = (g.i > d.pos.i) - (g.i < d.pos.i), dj = (g.j > d.pos.j) - (g.j < d.pos.j);
    int i = d.pos.i + di, j = d.pos.j + dj;
    if (pos_ok(game, i, j) && what(game, i, j) != WATER && what(game, i, j) != MOUNTAIN && fire_time(game, i, j) == 0)
        command_soldier(game, id, i, j);
}

static int enemies_under(struct apocalypse *game, struct pos c)
{
    int n = 0;
    for (int i = c.i - REACH; i <= c.i + REACH; i++)
        for (int j = c.j - REACH; j <= c.j + REACH; j++) {
            if (!pos_ok(game, i, j))
                continue;
            int s = which_soldier(game, i, j);
            if (s > 0 && data(game, s).player != me(game))
                n++;
        }
    return n;
}

static void helicopter(struct apocalypse *game, int id)
{
    struct data h = data(game, id);
    if (h.napalm == 0 && enemies_under(game, h.pos) >= 3) {
        command_helicopter(game, id, NAPALM);
        return;
    }
    command_helicopter(game, id, random_int(game, 0, 3) == 0 ? CLOCKWISE : FORWARD2);
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list s = soldiers(game, me(game));
    for (int k = 0; k < s.size; k++)
        soldier(game, s.id[k]);
    struct id_list h = helicopters(game, me(game));
    for (int k = 0; k < h.size; k++)
        helicopter(game, h.id[k]);
}
