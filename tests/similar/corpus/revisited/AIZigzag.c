/* AIZigzag.c -- table-driven: the car weaves, going up for a few rounds then down,
 * (the phase from the round and the car), which makes it a poor target for missiles
 * fired along a row; a move that would crash is replaced by the next one in a fixed
 * table of fallbacks. */
#define PLAYER_NAME Zigzag
#include "revisited.h"

PLAYER(struct no_memory)

#define PERIOD 6

static const enum dir fallback[NB_DIRS][3] = {
    [UP] = {DEFAULT, SLOW_UP, FAST_UP},      [DEFAULT] = {UP, DOWN, SLOW},
    [DOWN] = {DEFAULT, SLOW_DOWN, FAST_DOWN}, [SLOW_UP] = {SLOW, UP, DEFAULT},
    [SLOW] = {DEFAULT, SLOW_UP, SLOW_DOWN},   [SLOW_DOWN] = {SLOW, DOWN, DEFAULT},
    [FAST_UP] = {FAST, UP, DEFAULT},          [FAST] = {DEFAULT, FAST_UP, FAST_DOWN},
    [FAST_DOWN] = {FAST, DOWN, DEFAULT},
};

static int survives(struct revisited *game, struct pos at, enum dir d)
{
    struct pos via[MAX_PASSED];
    int count = passed_cells(d, via);
    for (int n = 0; n < count; n++) {
        struct pos p = {at.i + via[n].i, at.j + via[n].j};
        if (!within_universe(game, p)) return 0;
        switch (cell(game, p).type) {
        case TYRE: case CAR: case MISSILE: return 0;
        default: break;
        }
    }
    return within_window(game, pos_add(at, d), current_round(game) + 1);
}

static enum dir weave(struct revisited *game, int cid, struct car c)
{
    int phase = (current_round(game) + 3 * cid) % (2 * PERIOD);
    enum dir want = phase < PERIOD ? UP : DOWN;
    if (c.pos.i == 0) want = DOWN;
    if (c.pos.i == number_rows(game) - 1) want = UP;
    if (c.gas > initial_gas(game) / 2 && phase % 3 == 0) want = want == UP ? FAST_UP : FAST_DOWN;
    if (survives(game, c.pos, want)) return want;
    for (int k = 0; k < 3; k++)
        if (survives(game, c.pos, fallback[want][k])) return fallback[want][k];
    return DEFAULT;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (c.alive) move(game, cid, weave(game, cid, c));
    }
}
