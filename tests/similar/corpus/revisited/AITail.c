// AITail.c -- a shadow: each car picks the enemy car closest to it (the choice kept in
// memory while that car lives) and keeps to its row, two columns behind it; once in its
// row with a missile left, it fires.
#define PLAYER_NAME Tail
#include "revisited.h"

struct memory { int prey[16]; };
PLAYER(struct memory)

static int gapTo(struct pos a, struct pos b) { return (a.i > b.i ? a.i - b.i : b.i - a.i) + (a.j > b.j ? a.j - b.j : b.j - a.j); }

static int pickPrey(struct revisited *gm, struct car self)
{
    int best = -1, bestGap = 1 << 20;
    for (int other = 0; other < number_cars(gm); other++) {
        struct car o = car(gm, other);
        if (!o.alive || player_of(gm, other) == me(gm)) continue;
        if (gapTo(o.pos, self.pos) < bestGap) { bestGap = gapTo(o.pos, self.pos); best = other; }
    }
    return best;
}

static bool hazard(struct revisited *gm, struct pos p)
{
    if (!within_universe(gm, p)) return true;
    enum cell_type t = cell(gm, p).type;
    return t == TYRE || t == CAR || t == MISSILE;
}

static bool fine(struct revisited *gm, struct car self, enum dir d)
{
    struct pos step[MAX_PASSED];
    int n = passed_cells(d, step);
    for (int k = 0; k < n; k++)
        if (hazard(gm, (struct pos){self.pos.i + step[k].i, self.pos.j + step[k].j})) return false;
    return within_window(gm, pos_add(self.pos, d), current_round(gm) + 1);
}

static void play(struct revisited *game, struct memory *memory)
{
    int base = begin(game, me(game));
    for (int cid = base; cid < end(game, me(game)); cid++) {
        struct car self = car(game, cid);
        if (!self.alive) continue;
        int *prey = &memory->prey[(cid - base) & 15];
        if (*prey <= 0 || !car(game, *prey - 1).alive) *prey = pickPrey(game, self) + 1;
        if (*prey <= 0) { move(game, cid, DEFAULT); continue; }
        struct car target = car(game, *prey - 1);
        if (target.pos.i == self.pos.i && self.nb_miss > 0 && target.pos.j > self.pos.j) { shoot(game, cid); continue; }
        int drow = (target.pos.i > self.pos.i) - (target.pos.i < self.pos.i);
        int dcol = target.pos.j - 2 > self.pos.j ? 2 : target.pos.j - 2 < self.pos.j ? 0 : 1;
        enum dir want = (enum dir)dir_of(drow, dcol);
        if (fine(game, self, want)) { move(game, cid, want); continue; }
        enum dir backup[4] = {DEFAULT, SLOW, FAST, (enum dir)dir_of(-drow, 1)};
        for (int k = 0; k < 4; k++)
            if ((int)backup[k] >= 0 && fine(game, self, backup[k])) { move(game, cid, backup[k]); break; }
    }
}
