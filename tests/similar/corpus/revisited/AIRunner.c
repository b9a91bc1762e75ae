/* AIRunner.c -- speed and fuel: cars go FAST while the road ahead is clear and gas is
 * above a quarter, SLOW otherwise, and steer to a gas bonus seen within reach. The
 * rounds each car has run fast are kept in memory. */
#define PLAYER_NAME Runner
#include "revisited.h"

struct memory {
    int fast_rounds[16];
};

PLAYER(struct memory)

static bool clear(struct revisited *game, struct pos p, enum dir d)
{
    struct pos cells[MAX_PASSED];
    int n = passed_cells(d, cells);
    for (int k = 0; k < n; k++) {
        struct pos q = {p.i + cells[k].i, p.j + cells[k].j};
        if (!within_universe(game, q))
            return false;
        switch (cell(game, q).type) {
        case TYRE:
        case CAR:
        case MISSILE:
            return false;
        default:
            break;
        }
    }
    return true;
}

static int gas_direction(struct revisited *game, struct pos p)
{
    for (int d = 0; d < NB_DIRS; d++) {
        struct pos to = pos_add(p, (enum dir)d);
        if (within_universe(game, to) && cell(game, to).type == GAS_BONUS && clear(game, p, (enum dir)d))
            return d;
    }
    return -1;
}

static void play(struct revisited *game, struct memory *memory)
{
    int next = current_round(game) + 1;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (!c.alive)
            continue;
        int d = gas_direction(game, c.pos);
        if (d < 0) {
            bool low = c.gas < initial_gas(game) / 4;
            d = low ? SLOW : FAST;
            if (!clear(game, c.pos, (enum dir)d))
                d = clear(game, c.pos, UP) ? UP : DOWN;
        }
        if (d == FAST)
            memory->fast_rounds[cid % 16]++;
        if (within_window(game, pos_add(c.pos, (enum dir)d), next))
            move(game, cid, (enum dir)d);
    }
}
