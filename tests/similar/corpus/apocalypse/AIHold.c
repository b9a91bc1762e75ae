// AIHold.c: keep what we have. A soldier on one of our posts stays; the others defend
// the post of ours with the most enemies near it (or, with no post yet, take the
// nearest free one), attacking any enemy on the way.
#define PLAYER_NAME Hold
#include "apocalypse.h"

PLAYER(struct no_memory)

static int cheb(int i1, int j1, int i2, int j2)
{
    int a = i1 - i2, b = j1 - j2;
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    return a > b ? a : b;
}

static int enemies_near(struct apocalypse *g, struct pos c, int r)
{
    int n = 0;
    for (int pl = 0; pl < NUM_PLAYERS; pl++) {
        if (pl == me(g)) continue;
        struct id_list l = soldiers(g, pl);
        for (int k = 0; k < l.size; k++) n += cheb(data_ref(g, l.id[k])->pos.i, data_ref(g, l.id[k])->pos.j, c.i, c.j) <= r;
    }
    return n;
}

static struct pos rally_point(struct apocalypse *g, struct pos from)
{
    struct post_list ps = posts(g);
    int best = -1, score = -1000000;
    for (int k = 0; k < ps.size; k++) {
        struct post p = ps.post[k];
        int s = p.player == me(g) ? 100 * enemies_near(g, p.pos, 5) : -cheb(p.pos.i, p.pos.j, from.i, from.j);
        if (p.player == me(g) && s == 0) continue;
        if (s > score) score = s, best = k;
    }
    return best < 0 ? from : ps.post[best].pos;
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list l = soldiers(game, me(game));
    for (int k = 0; k < l.size; k++) {
        const struct data *s = data_ref(game, l.id[k]);
        if (post_owner(game, s->pos.i, s->pos.j) == me(game)) continue;
        struct pos to = rally_point(game, s->pos);
        int ni = s->pos.i, nj = s->pos.j, nd = cheb(ni, nj, to.i, to.j);
        for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++) {
                int i = s->pos.i + di, j = s->pos.j + dj, who = which_soldier(game, i, j);
                if (what(game, i, j) != GRASS && what(game, i, j) != FOREST) continue;
                if (who > 0 && data_ref(game, who)->player != me(game)) { ni = i; nj = j; nd = -1; }
                if (who == 0 && cheb(i, j, to.i, to.j) < nd) { ni = i; nj = j; nd = cheb(i, j, to.i, to.j); }
            }
        command_soldier(game, s->id, ni, nj);
    }
}
