/* AIRusher.c — every warrior walks straight at the closest city it does not own; cars
 * circle the board clockwise. Written for the plagiarism check's corpus. */
#define PLAYER_NAME Rusher
#include "madmax.h"

#include <stdlib.h>

PLAYER(struct no_memory)

static int cheb(struct pos a, struct pos b)
{
    int x = abs(a.i - b.i), y = abs(a.j - b.j);
    return x > y ? x : y;
}

static struct pos closest_city(struct madmax *g, struct pos from)
{
    struct pos best = from;
    int bestd = 1 << 30;
    for (int i = 0; i < rows(g); i++)
        for (int j = 0; j < cols(g); j++) {
            struct cell c = cell(g, i, j);
            if (c.type != City || c.owner == me(g))
                continue;
            int d = cheb(from, pos_make(i, j));
            if (d < bestd) {
                bestd = d;
                best = pos_make(i, j);
            }
        }
    return best;
}

static enum dir towards(struct pos a, struct pos b)
{
    int di = (b.i > a.i) - (b.i < a.i), dj = (b.j > a.j) - (b.j < a.j);
    static const enum dir table[3][3] = {{TL, Top, RT}, {Left, None, Right}, {LB, Bottom, BR}};
    return table[di + 1][dj + 1];
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++) {
        struct unit u = unit(game, w.id[k]);
        if (!can_move(game, u.id))
            continue;
        struct pos goal = closest_city(game, u.pos);
        enum dir d = towards(u.pos, goal);
        struct pos n = pos_step(u.pos, d);
        if (pos_ok(game, n) && cell_at(game, n).type != Wall && cell_at(game, n).type != Water)
            command(game, u.id, d);
    }
    struct id_list c = cars(game, me(game));
    for (int k = 0; k < c.size; k++) {
        struct unit u = unit(game, c.id[k]);
        enum dir d = (enum dir)((current_round(game) / 10 + k * 2) % 8);
        struct pos n = pos_step(u.pos, d);
        if (can_move(game, u.id) && pos_ok(game, n) && (cell_at(game, n).type == Road || cell_at(game, n).type == Desert))
            command(game, u.id, d);
    }
}
