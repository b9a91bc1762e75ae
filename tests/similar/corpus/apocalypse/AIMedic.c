/* AIMedic.c: soldiers weak in life points retreat into forest (an attack there hurts
 * less) away from enemies; the strong ones attack an adjacent enemy, weakest first, or
 * else walk to the nearest post not ours, never into fire or next to it. */
#define PLAYER_NAME Medic
#include "apocalypse.h"

#include <stdlib.h>

PLAYER(struct no_memory)

enum { WEAK = 40 };

static int enemy_at(struct apocalypse *g, int i, int j)
{
    int s = which_soldier(g, i, j);
    return s > 0 && data_ref(g, s)->player != me(g) ? s : 0;
}

static int threat(struct apocalypse *g, int i, int j)
{
    int t = fire_time(g, i, j) > 0 ? 10 : 0;
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++) {
            if (enemy_at(g, i + a, j + b)) t += 2;
            if (fire_time(g, i + a, j + b) > 0) t += 1;
        }
    return t;
}

static int free_land(struct apocalypse *g, int i, int j)
{
    int w = what(g, i, j);
    return (w == FOREST || w == GRASS) && which_soldier(g, i, j) == 0;
}

static void retreat(struct apocalypse *g, const struct data *s)
{
    int bi = s->pos.i, bj = s->pos.j, bt = threat(g, bi, bj) - (what(g, bi, bj) == FOREST) * 3;
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++) {
            int i = s->pos.i + a, j = s->pos.j + b;
            if (!free_land(g, i, j)) continue;
            int t = threat(g, i, j) - (what(g, i, j) == FOREST) * 3;
            if (t < bt) bt = t, bi = i, bj = j;
        }
    command_soldier(g, s->id, bi, bj);
}

static void advance(struct apocalypse *g, const struct data *s)
{
    int victim = 0, vlife = LIFE + 1;
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++) {
            int e = enemy_at(g, s->pos.i + a, s->pos.j + b);
            if (e && data_ref(g, e)->life < vlife) vlife = data_ref(g, e)->life, victim = e;
        }
    if (victim) { command_soldier(g, s->id, data_ref(g, victim)->pos.i, data_ref(g, victim)->pos.j); return; }
    struct post_list p = posts(g);
    int gi = -1, gj = -1, gd = 1 << 20;
    for (int k = 0; k < p.size; k++) {
        int d = abs(p.post[k].pos.i - s->pos.i) + abs(p.post[k].pos.j - s->pos.j);
        if (p.post[k].player != me(g) && d < gd) gd = d, gi = p.post[k].pos.i, gj = p.post[k].pos.j;
    }
    if (gi < 0) return;
    int i = s->pos.i + (gi > s->pos.i) - (gi < s->pos.i), j = s->pos.j + (gj > s->pos.j) - (gj < s->pos.j);
    if (free_land(g, i, j) && threat(g, i, j) < 10) command_soldier(g, s->id, i, j);
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = soldiers(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        const struct data *s = data_ref(game, mine.id[k]);
        if (s->life < WEAK) retreat(game, s);
        else advance(game, s);
    }
}
