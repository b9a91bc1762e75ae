// AIGuard.c: a defensive team. The cells of the cities are listed once (memory); a
// warrior inside a city fights in the thunderdome only with more water than its enemy,
// otherwise it keeps to the inner cells; outside, it walks to the listed city cell
// closest to it. Cars park next to a station.
#define PLAYER_NAME Guard
#include "madmax.h"

typedef struct { int n; struct pos cells[600]; } Memory;
PLAYER(Memory)

static int far_apart(struct pos a, struct pos b)
{
    int x = a.i - b.i, y = a.j - b.j;
    return (x < 0 ? -x : x) + (y < 0 ? -y : y);
}

static int inner(struct madmax *g, struct pos p)
{
    int around = 0;
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(p, (enum dir)d);
        around += pos_ok(g, q) && cell_at(g, q).type == City;
    }
    return around;
}

static int fight(struct madmax *g, struct unit w)
{
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(w.pos, (enum dir)d);
        if (!pos_ok(g, q)) continue;
        struct cell c = cell_at(g, q);
        if (c.type != City || c.id < 0) continue;
        struct unit e = unit(g, c.id);
        if (e.player != me(g) && e.type == Warrior && e.water < w.water) { command(g, w.id, (enum dir)d); return 1; }
    }
    return 0;
}

static void step(struct madmax *g, struct unit w, struct pos goal)
{
    int best = None, bestv = far_apart(w.pos, goal);
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(w.pos, (enum dir)d);
        if (!pos_ok(g, q) || cell_at(g, q).id >= 0) continue;
        enum cell_type t = cell_at(g, q).type;
        if ((t == Desert || t == Road || t == City) && far_apart(q, goal) < bestv) { bestv = far_apart(q, goal); best = d; }
    }
    if (best != None) command(g, w.id, (enum dir)best);
}

static void play(struct madmax *game, Memory *mem)
{
    if (mem->n == 0)
        for (int i = 0; i < rows(game); i++)
            for (int j = 0; j < cols(game); j++)
                if (cell(game, i, j).type == City && mem->n < 600) mem->cells[mem->n++] = pos_make(i, j);
    struct id_list ws = warriors(game, me(game));
    for (int k = 0; k < ws.size; k++) {
        struct unit w = unit(game, ws.id[k]);
        if (!can_move(game, w.id) || fight(game, w)) continue;
        if (cell_at(game, w.pos).type == City) {
            if (inner(game, w.pos) < 8) {
                int pick = 0;
                for (int c = 1; c < mem->n; c++)
                    if (inner(game, mem->cells[c]) == 8 && far_apart(mem->cells[c], w.pos) < far_apart(mem->cells[pick], w.pos)) pick = c;
                step(game, w, mem->cells[pick]);
            }
            continue;
        }
        int pick = 0;
        for (int c = 1; c < mem->n; c++)
            if (far_apart(mem->cells[c], w.pos) < far_apart(mem->cells[pick], w.pos)) pick = c;
        if (mem->n) step(game, w, mem->cells[pick]);
    }
    struct id_list cs = cars(game, me(game));
    for (int k = 0; k < cs.size; k++) {
        struct unit c = unit(game, cs.id[k]);
        if (c.food < cars_fuel(game) / 2 && can_move(game, c.id)) command(game, c.id, (enum dir)random_int(game, 0, 7));
    }
}
