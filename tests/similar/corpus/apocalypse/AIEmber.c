/* AIEmber.c -- careful about fire: each soldier scores its nine cells (fire now, fire
 * next to it, a forest that may catch fire, water and mountain out) and a pull towards
 * the high-value posts not ours; it moves to the best, with a random tie-break. */
#define PLAYER_NAME Ember
#include "apocalypse.h"

PLAYER(struct no_memory)

static int risk(struct apocalypse *game, int i, int j)
{
    if (fire_time(game, i, j) > 0) return 1000;
    int r = 0;
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++)
            if (fire_time(game, i + a, j + b) > 0) r += what(game, i, j) == FOREST ? 40 : 15;
    return r;
}

static int pull(struct apocalypse *game, int i, int j)
{
    struct post_list ps = posts(game);
    int best = 0;
    for (int k = 0; k < ps.size; k++) {
        if (ps.post[k].player == me(game)) continue;
        int di = ps.post[k].pos.i - i, dj = ps.post[k].pos.j - j;
        int d = (di < 0 ? -di : di) + (dj < 0 ? -dj : dj);
        int v = ps.post[k].value * 10 / (d + 1);
        if (v > best) best = v;
    }
    return best;
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list ss = soldiers(game, me(game));
    for (int n = 0; n < ss.size; n++) {
        const struct data *s = data_ref(game, ss.id[n]);
        int best_i = s->pos.i, best_j = s->pos.j, best = -100000;
        for (int a = -1; a <= 1; a++)
            for (int b = -1; b <= 1; b++) {
                int i = s->pos.i + a, j = s->pos.j + b, land = what(game, i, j);
                if (land != GRASS && land != FOREST) continue;
                int other = which_soldier(game, i, j);
                if (other > 0 && other != s->id && data_ref(game, other)->player == me(game)) continue;
                int value = pull(game, i, j) - risk(game, i, j) + random_int(game, 0, 3);
                if (other > 0 && other != s->id) value += s->life > 50 ? 30 : -30;
                if (value > best) { best = value; best_i = i; best_j = j; }
            }
        if (best_i != s->pos.i || best_j != s->pos.j) command_soldier(game, s->id, best_i, best_j);
    }
}
