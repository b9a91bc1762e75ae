/* AIDrift.c - one function does it all. Warriors drift towards the nearest city cell
 * (straight line, sidestepping what blocks), avoiding cells next to enemy cars; cars
 * wait until an enemy warrior is next to them and then run it over. */
#define PLAYER_NAME Drift
#include "madmax.h"

PLAYER(struct no_memory)

#define ABS(x) ((x) < 0 ? -(x) : (x))
#define SGN(x) (((x) > 0) - ((x) < 0))

static void play(struct madmax *g, struct no_memory *unused)
{
    (void)unused;
    int mine = me(g), R = rows(g), C = cols(g);
    struct id_list W = warriors(g, mine), K = cars(g, mine);
    for (int a = 0; a < K.size; a++) {
        struct unit car = unit(g, K.id[a]);
        if (!can_move(g, car.id)) continue;
        for (int d = 0; d < 8; d++) {
            struct pos q = pos_step(car.pos, (enum dir)d);
            if (!pos_ok(g, q)) continue;
            struct cell c = cell_at(g, q);
            if (c.id < 0 || c.type == City) continue;
            struct unit v = unit(g, c.id);
            if (v.player != mine && v.type == Warrior) { command(g, car.id, (enum dir)d); break; }
        }
    }
    for (int a = 0; a < W.size; a++) {
        struct unit w = unit(g, W.id[a]);
        if (!can_move(g, w.id) || cell_at(g, w.pos).type == City) continue;
        int ti = -1, tj = -1, td = R + C;
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++)
                if (cell(g, i, j).type == City && ABS(i - w.pos.i) + ABS(j - w.pos.j) < td)
                    td = ABS(i - w.pos.i) + ABS(j - w.pos.j), ti = i, tj = j;
        if (ti < 0) continue;
        int want_i = SGN(ti - w.pos.i), want_j = SGN(tj - w.pos.j);
        int fallback = None;
        for (int d = 0; d < 8; d++) {
            struct pos q = pos_step(w.pos, (enum dir)d);
            if (!pos_ok(g, q)) continue;
            struct cell c = cell_at(g, q);
            if (c.id >= 0 || c.type == Wall || c.type == Water || c.type == Station) continue;
            int danger = 0;
            for (int e = 0; e < 8 && !danger; e++) {
                struct pos r = pos_step(q, (enum dir)e);
                if (!pos_ok(g, r) || cell_at(g, r).id < 0) continue;
                struct unit x = unit(g, cell_at(g, r).id);
                danger = x.type == Car && x.player != mine;
            }
            if (danger) continue;
            if (q.i - w.pos.i == want_i && q.j - w.pos.j == want_j) { fallback = d; break; }
            if (fallback == None && (q.i - w.pos.i == want_i || q.j - w.pos.j == want_j)) fallback = d;
        }
        if (fallback != None) command(g, w.id, (enum dir)fallback);
    }
}
