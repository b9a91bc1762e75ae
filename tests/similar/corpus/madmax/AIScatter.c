// AIScatter.c - warriors spread out: each one not on a city steps away from the closest
// warrior of its own team, towards open desert; cars wander on roads and go back to a
// station when their fuel runs low.
#define PLAYER_NAME Scatter
#include "madmax.h"

PLAYER(struct no_memory)

static int sq(int x) { return x * x; }

static int closestMateDist2(struct madmax *gm, struct unit self, struct pos at)
{
    struct id_list mates = warriors(gm, me(gm));
    int best = 1 << 30;
    for (int n = 0; n < mates.size; n++) {
        if (mates.id[n] == self.id) continue;
        struct pos p = unit(gm, mates.id[n]).pos;
        int d2 = sq(p.i - at.i) + sq(p.j - at.j);
        if (d2 < best) best = d2;
    }
    return best;
}

static void spread(struct madmax *gm, struct unit w)
{
    if (cell_at(gm, w.pos).type == City) return;
    int pick = None, pickVal = closestMateDist2(gm, w, w.pos);
    for (int d = Bottom; d <= LB; d++) {
        struct pos to = pos_step(w.pos, (enum dir)d);
        if (!pos_ok(gm, to)) continue;
        struct cell c = cell_at(gm, to);
        if (c.id != -1 || (c.type != Desert && c.type != City)) continue;
        int v = closestMateDist2(gm, w, to) + (c.type == City ? 50 : 0);
        if (v > pickVal) { pickVal = v; pick = d; }
    }
    if (pick != None) command(gm, w.id, (enum dir)pick);
}

static struct pos nearestStation(struct madmax *gm, struct pos from)
{
    struct pos best = from;
    int bestD = 1 << 30;
    for (int i = 0; i < rows(gm); i++)
        for (int j = 0; j < cols(gm); j++)
            if (cell(gm, i, j).type == Station && sq(i - from.i) + sq(j - from.j) < bestD) {
                bestD = sq(i - from.i) + sq(j - from.j);
                best = pos_make(i, j);
            }
    return best;
}

static void wander(struct madmax *gm, struct unit car)
{
    struct pos goal = car.food < 30 ? nearestStation(gm, car.pos) : pos_make(-1, -1);
    int first = random_int(gm, 0, 7), pick = None, pickD = 1 << 30;
    for (int k = 0; k < 8; k++) {
        int d = (first + k) & 7;
        struct pos to = pos_step(car.pos, (enum dir)d);
        if (!pos_ok(gm, to) || cell_at(gm, to).id != -1) continue;
        enum cell_type t = cell_at(gm, to).type;
        if (t != Road && t != Desert) continue;
        int dd = goal.i < 0 ? (t == Road ? 0 : 1) : sq(to.i - goal.i) + sq(to.j - goal.j);
        if (dd < pickD) { pickD = dd; pick = d; }
    }
    if (pick != None) command(gm, car.id, (enum dir)pick);
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list list = warriors(game, me(game));
    for (int n = 0; n < list.size; n++)
        if (can_move(game, list.id[n])) spread(game, unit(game, list.id[n]));
    list = cars(game, me(game));
    for (int n = 0; n < list.size; n++)
        if (can_move(game, list.id[n])) wander(game, unit(game, list.id[n]));
}
