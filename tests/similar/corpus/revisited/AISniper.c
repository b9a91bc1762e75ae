// AISniper.c: cars line up on the row of the nearest enemy car in front of them and
// shoot when they share its row; with no missiles, they chase missile bonuses.
#define PLAYER_NAME Sniper
#include "revisited.h"

PLAYER(struct no_memory)

static int rowOfTarget(struct revisited *g, struct car mine)
{
    int target = -1, gap = 1 << 20;
    for (int cid = 0; cid < number_cars(g); cid++) {
        if (player_of(g, cid) == me(g)) continue;
        struct car other = car(g, cid);
        if (!other.alive) continue;
        int ahead = other.pos.j - mine.pos.j;
        if (ahead <= 0) ahead += number_universe_columns(g);
        if (ahead < gap) { gap = ahead; target = other.pos.i; }
    }
    return target;
}

static int rowOfBonus(struct revisited *g, struct car mine)
{
    for (int dj = 1; dj < 8; dj++)
        for (int di = -2; di <= 2; di++) {
            struct pos p = {mine.pos.i + di, mine.pos.j + dj};
            if (within_universe(g, p) && cell(g, p).type == MISSILE_BONUS) return p.i;
        }
    return -1;
}

static enum dir verticalTo(int from, int to)
{
    if (to < 0 || to == from) return DEFAULT;
    return to < from ? UP : DOWN;
}

static void play(struct revisited *g, struct no_memory *mem)
{
    (void)mem;
    for (int cid = begin(g, me(g)); cid != end(g, me(g)); ++cid) {
        struct car c = car(g, cid);
        if (!c.alive) continue;
        if (c.nb_miss == 0) {
            enum dir d = verticalTo(c.pos.i, rowOfBonus(g, c));
            if (within_window(g, pos_add(c.pos, d), current_round(g) + 1)) move(g, cid, d);
            continue;
        }
        int row = rowOfTarget(g, c);
        if (row == c.pos.i) { shoot(g, cid); continue; }
        enum dir d = verticalTo(c.pos.i, row);
        struct pos to = pos_add(c.pos, d);
        if (cell(g, to).type == EMPTY && within_window(g, to, current_round(g) + 1)) move(g, cid, d);
        else debug_mark(g, to, 0xffaa00, "blocked");
    }
}
