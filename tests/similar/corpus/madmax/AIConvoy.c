// AIConvoy.c -- cars keep going the way they went (kept in memory) while the road lets
// them, turning as little as they can; warriors gather in the city nearest to the
// team's centre of mass, so they arrive together.
#define PLAYER_NAME Convoy
#include "madmax.h"

struct memory {
    int heading[100];   // per unit id: last direction + 1 (0: none yet)
};
PLAYER(struct memory)

static int chebyshev(struct pos a, struct pos b)
{
    int di = a.i > b.i ? a.i - b.i : b.i - a.i;
    int dj = a.j > b.j ? a.j - b.j : b.j - a.j;
    return di > dj ? di : dj;
}

static struct pos teamCentre(struct madmax *g, struct id_list ws)
{
    long si = 0, sj = 0;
    for (int k = 0; k < ws.size; k++) {
        struct unit u = unit(g, ws.id[k]);
        si += u.pos.i;
        sj += u.pos.j;
    }
    if (ws.size == 0) return pos_make(rows(g) / 2, cols(g) / 2);
    return pos_make((int)(si / ws.size), (int)(sj / ws.size));
}

static struct pos meetingCity(struct madmax *g, struct pos centre)
{
    struct pos best = centre;
    int bestDist = 1 << 30;
    for (int i = 0; i < rows(g); i++)
        for (int j = 0; j < cols(g); j++)
            if (cell(g, i, j).type == City && chebyshev(pos_make(i, j), centre) < bestDist) {
                bestDist = chebyshev(pos_make(i, j), centre);
                best = pos_make(i, j);
            }
    return best;
}

static void driveOn(struct madmax *g, struct memory *mem, struct unit car)
{
    int was = mem->heading[car.id] ? mem->heading[car.id] - 1 : random_int(g, 0, 7);
    static const int turns[8] = {0, 1, -1, 2, -2, 3, -3, 4};
    for (int t = 0; t < 8; t++) {
        int d = ((was + turns[t]) % 8 + 8) % 8;
        struct pos next = pos_step(car.pos, (enum dir)d);
        if (!pos_ok(g, next)) continue;
        struct cell c = cell_at(g, next);
        if (c.type != Road || c.id >= 0) continue;
        command(g, car.id, (enum dir)d);
        mem->heading[car.id] = d + 1;
        return;
    }
}

static void march(struct madmax *g, struct unit w, struct pos target)
{
    if (cell_at(g, w.pos).type == City && chebyshev(w.pos, target) <= 2) return;
    int bestDir = None, bestDist = chebyshev(w.pos, target);
    for (int d = 0; d < 8; d++) {
        struct pos next = pos_step(w.pos, (enum dir)d);
        if (!pos_ok(g, next)) continue;
        enum cell_type t = cell_at(g, next).type;
        if (t == Wall || t == Water || t == Station) continue;
        if (chebyshev(next, target) < bestDist) {
            bestDist = chebyshev(next, target);
            bestDir = d;
        }
    }
    if (bestDir != None) command(g, w.id, (enum dir)bestDir);
}

static void play(struct madmax *game, struct memory *memory)
{
    struct id_list ws = warriors(game, me(game));
    struct pos target = meetingCity(game, teamCentre(game, ws));
    for (int k = 0; k < ws.size; k++)
        if (can_move(game, ws.id[k])) march(game, unit(game, ws.id[k]), target);
    struct id_list cs = cars(game, me(game));
    for (int k = 0; k < cs.size; k++)
        if (can_move(game, cs.id[k])) driveOn(game, memory, unit(game, cs.id[k]));
}
