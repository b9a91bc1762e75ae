/* AIHarvest.c -- a two-move search: every pair of directions is tried and scored by the
 * bonuses its cells hold (water, gas, missiles), a crash ending the line; the car takes
 * the first move of the best pair. Written for the plagiarism corpus. */
#define PLAYER_NAME Harvest
#include "revisited.h"

PLAYER(struct no_memory)

#define DEAD (-1000000)

static int worth(struct revisited *g, struct pos p)
{
    switch (cell(g, p).type) {
    case TYRE: case CAR: case MISSILE: return DEAD;
    case WATER_BONUS: return water_points(g);
    case GAS_BONUS: return 12;
    case MISSILE_BONUS: return 8;
    default: return 0;
    }
}

/* The bonuses picked up moving from p by d in round r, DEAD if it crashes or fails. */
static int gain(struct revisited *g, struct pos p, enum dir d, int r)
{
    struct pos off[MAX_PASSED];
    int n = passed_cells(d, off), sum = 0;
    for (int k = 0; k < n; k++) {
        struct pos q = {p.i + off[k].i, p.j + off[k].j};
        if (!within_universe(g, q)) return DEAD;
        int w = worth(g, q);
        if (w == DEAD) return DEAD;
        sum += w;
    }
    return within_window(g, pos_add(p, d), r + 1) ? sum : DEAD;
}

static enum dir plan(struct revisited *g, struct car c)
{
    int r = current_round(g), best = DEAD - 1;
    enum dir choice = DEFAULT;
    for (int a = 0; a < NB_DIRS; a++) {
        int first = gain(g, c.pos, (enum dir)a, r);
        if (first == DEAD) continue;
        int second = DEAD;
        for (int b = 0; b < NB_DIRS; b++) {
            int s = gain(g, pos_add(c.pos, (enum dir)a), (enum dir)b, r + 1);
            if (s > second) second = s;
        }
        int total = first * 2 + (second == DEAD ? -500 : second);
        if (total > best) { best = total; choice = (enum dir)a; }
    }
    return choice;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (c.alive) move(game, cid, plan(game, c));
    }
}
