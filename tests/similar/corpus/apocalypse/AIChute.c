// AIChute.c - a helicopter hovers over the post worth the most that is not ours
// (value / distance), and drops its parachuters on free land around it; the soldiers
// on the ground step onto the nearest post cell not ours.
#define PLAYER_NAME Chute
#include "apocalypse.h"

#include <stdlib.h>

PLAYER(struct no_memory)

static int manhattan(struct pos a, struct pos b) { return abs(a.i - b.i) + abs(a.j - b.j); }

static struct pos targetPost(struct apocalypse *game, struct pos from)
{
    struct post_list pl = posts(game);
    struct pos best = from;
    double bestScore = -1;
    for (int k = 0; k < pl.size; k++) {
        if (pl.post[k].player == me(game)) continue;
        double score = (double)pl.post[k].value / (1 + manhattan(from, pl.post[k].pos));
        if (score > bestScore) { bestScore = score; best = pl.post[k].pos; }
    }
    return best;
}

static bool landable(struct apocalypse *game, int i, int j)
{
    int land = what(game, i, j);
    return (land == GRASS || land == FOREST) && which_soldier(game, i, j) == 0 && fire_time(game, i, j) == 0;
}

static void steer(struct apocalypse *game, const struct data *h, struct pos goal)
{
    static const int di[4] = {1, 0, -1, 0}, dj[4] = {0, 1, 0, -1};
    int dot = (goal.i - h->pos.i) * di[h->orientation] + (goal.j - h->pos.j) * dj[h->orientation];
    if (manhattan(goal, h->pos) <= 1) return;
    command_helicopter(game, h->id, dot > 0 ? FORWARD1 : CLOCKWISE);
}

static void dropAround(struct apocalypse *game, const struct data *h, int *jumps)
{
    for (int i = h->pos.i - REACH; i <= h->pos.i + REACH && *jumps < MAX_JUMP; i++)
        for (int j = h->pos.j - REACH; j <= h->pos.j + REACH && *jumps < MAX_JUMP; j++)
            if (h->nb_parachuters > *jumps && landable(game, i, j) && command_parachuter(game, i, j)) ++*jumps;
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    int jumps = 0;
    struct id_list hl = helicopters(game, me(game));
    for (int k = 0; k < hl.size; k++) {
        const struct data *h = data_ref(game, hl.id[k]);
        steer(game, h, targetPost(game, h->pos));
        dropAround(game, h, &jumps);
    }
    struct id_list sl = soldiers(game, me(game));
    for (int k = 0; k < sl.size; k++) {
        const struct data *s = data_ref(game, sl.id[k]);
        struct pos goal = targetPost(game, s->pos);
        int i = s->pos.i + (goal.i > s->pos.i) - (goal.i < s->pos.i);
        int j = s->pos.j + (goal.j > s->pos.j) - (goal.j < s->pos.j);
        if (landable(game, i, j) || (which_soldier(game, i, j) > 0 && data_ref(game, which_soldier(game, i, j))->player != me(game)))
            command_soldier(game, s->id, i, j);
    }
}
