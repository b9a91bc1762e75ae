// AILane.c - each car owns a lane (a row, chosen at random once and kept in memory) and
// drives along it; it leaves the lane only for a bonus at most three columns ahead in
// the next row, or to get out of the way of a tyre, and then drifts back.
#define PLAYER_NAME Lane
#include "revisited.h"

struct memory { int lane[16]; bool set; };
PLAYER(struct memory)

static bool blocked(struct revisited *game, struct pos p)
{
    enum cell_type t = cell(game, p).type;
    return t == TYRE || t == CAR || t == MISSILE;
}

static bool bonusAt(struct revisited *game, struct pos p)
{
    enum cell_type t = cell(game, p).type;
    return t == WATER_BONUS || t == GAS_BONUS || t == MISSILE_BONUS;
}

static bool safeMove(struct revisited *game, struct car c, enum dir d)
{
    struct pos cells[MAX_PASSED];
    int n = passed_cells(d, cells);
    for (int k = 0; k < n; k++) {
        struct pos q = {c.pos.i + cells[k].i, c.pos.j + cells[k].j};
        if (!within_universe(game, q) || blocked(game, q)) return false;
    }
    return within_window(game, pos_add(c.pos, d), current_round(game) + 1);
}

static enum dir laneMove(struct revisited *game, struct car c, int lane)
{
    for (int row = -1; row <= 1; row += 2)
        for (int ahead = 1; ahead <= 3; ahead++) {
            struct pos q = {c.pos.i + row, c.pos.j + ahead};
            if (within_universe(game, q) && bonusAt(game, q)) {
                enum dir d = row < 0 ? UP : DOWN;
                if (safeMove(game, c, d)) return d;
            }
        }
    enum dir home = c.pos.i < lane ? DOWN : c.pos.i > lane ? UP : DEFAULT;
    enum dir order[5] = {home, DEFAULT, FAST, UP, DOWN};
    for (int k = 0; k < 5; k++)
        if (safeMove(game, c, order[k])) return order[k];
    return SLOW;
}

static void play(struct revisited *game, struct memory *memory)
{
    if (!memory->set) {
        for (int k = 0; k < 16; k++) memory->lane[k] = randomize(game, 1, number_rows(game) - 2);
        memory->set = true;
    }
    int first = begin(game, me(game));
    for (int cid = first; cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (!c.alive) continue;
        move(game, cid, laneMove(game, c, memory->lane[(cid - first) & 15]));
    }
}
