// AIPincer.c - gang up: every enemy soldier near ours gets a count of how many of ours
// are already on it; a soldier joins the attack on the enemy with the fewest life points
// per attacker within four cells, or, with none, walks to the nearest post not ours.
#define PLAYER_NAME Pincer
#include "apocalypse.h"

#include <stdlib.h>
#include <string.h>

PLAYER(struct no_memory)

#define RADIUS 4

static int gap(struct pos a, struct pos b)
{
    int x = abs(a.i - b.i), y = abs(a.j - b.j);
    return x > y ? x : y;
}

static void stepTo(struct apocalypse *gm, const struct data *me_s, struct pos to)
{
    int si = (to.i > me_s->pos.i) - (to.i < me_s->pos.i), sj = (to.j > me_s->pos.j) - (to.j < me_s->pos.j);
    int options[3][2] = {{si, sj}, {si, 0}, {0, sj}};
    for (int o = 0; o < 3; o++) {
        int i = me_s->pos.i + options[o][0], j = me_s->pos.j + options[o][1];
        int land = what(gm, i, j), who = which_soldier(gm, i, j);
        if ((land == GRASS || land == FOREST) && (who == 0 || data_ref(gm, who)->player != me(gm))) {
            command_soldier(gm, me_s->id, i, j);
            return;
        }
    }
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    static int attackers[4096];
    memset(attackers, 0, sizeof attackers);
    struct id_list mine = soldiers(game, me(game));
    struct post_list ps = posts(game);
    for (int k = 0; k < mine.size; k++) {
        const struct data *s = data_ref(game, mine.id[k]);
        int victim = 0;
        double cheapest = 1e9;
        for (int pl = 0; pl < NUM_PLAYERS; pl++) {
            if (pl == me(game)) continue;
            struct id_list them = soldiers(game, pl);
            for (int t = 0; t < them.size; t++) {
                const struct data *e = data_ref(game, them.id[t]);
                if (gap(e->pos, s->pos) > RADIUS) continue;
                double cost = (double)e->life / (1 + attackers[e->id & 4095]) + gap(e->pos, s->pos);
                if (cost < cheapest) { cheapest = cost; victim = e->id; }
            }
        }
        if (victim) {
            attackers[victim & 4095]++;
            stepTo(game, s, data_ref(game, victim)->pos);
            continue;
        }
        int goal = -1;
        for (int p = 0; p < ps.size; p++)
            if (ps.post[p].player != me(game) && (goal < 0 || gap(ps.post[p].pos, s->pos) < gap(ps.post[goal].pos, s->pos))) goal = p;
        if (goal >= 0) stepTo(game, s, ps.post[goal].pos);
    }
}
