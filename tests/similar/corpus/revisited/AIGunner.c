/* AIGunner.c -- lives for its missiles: with none, it steers for the nearest missile
 * bonus in the window; with some, it looks along its row for an enemy car up to eight
 * columns ahead with nothing in between, and fires; otherwise it lines up with the
 * nearest enemy car's row. */
#define PLAYER_NAME Gunner
#include "revisited.h"

PLAYER(struct no_memory)

static int clear_shot(struct revisited *g, struct pos from)
{
    for (int k = 1; k <= 8; k++) {
        struct cell c = cell(g, (struct pos){from.i, from.j + k});
        if (c.type == CAR) return player_of(g, c.cid) != me(g);
        if (c.type == TYRE) return 0;
    }
    return 0;
}

static int crash(struct revisited *g, struct pos from, enum dir d)
{
    struct pos o[MAX_PASSED];
    int n = passed_cells(d, o);
    for (int k = 0; k < n; k++) {
        struct pos q = {from.i + o[k].i, from.j + o[k].j};
        if (!within_universe(g, q)) return 1;
        enum cell_type t = cell(g, q).type;
        if (t == TYRE || t == CAR || t == MISSILE) return 1;
    }
    return !within_window(g, pos_add(from, d), current_round(g) + 1);
}

static struct pos nearest(struct revisited *g, struct pos from, int want_missiles)
{
    struct pos best = from;
    int bd = 1 << 20, r = current_round(g);
    for (int i = 0; i < number_rows(g); i++)
        for (int j = from.j - 4; j < from.j + 12; j++) {
            struct pos p = {i, j};
            if (!within_window(g, p, r)) continue;
            struct cell c = cell(g, p);
            int hit = want_missiles ? c.type == MISSILE_BONUS : c.type == CAR && player_of(g, c.cid) != me(g);
            int d = (i > from.i ? i - from.i : from.i - i) + (j > from.j ? j - from.j : from.j - j);
            if (hit && d < bd) { bd = d; best = p; }
        }
    return best;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (!c.alive) continue;
        if (c.nb_miss > 0 && clear_shot(game, c.pos)) { shoot(game, cid); continue; }
        struct pos goal = nearest(game, c.pos, c.nb_miss == 0);
        int drow = (goal.i > c.pos.i) - (goal.i < c.pos.i), dcol = goal.j > c.pos.j + 1 ? 2 : 1;
        int d = dir_of(drow, dcol);
        if (d < 0 || crash(game, c.pos, (enum dir)d)) d = dir_of(drow, 1);
        for (int k = 0; k < NB_DIRS && (d < 0 || crash(game, c.pos, (enum dir)d)); k++) d = k;
        move(game, cid, (enum dir)d);
    }
}
