/* AIWary.c -- missiles first: every flying missile is followed four cells along its row
 * (missiles fly forward) and those cells are marked dangerous; the car then takes the
 * direction whose cells are neither dangerous nor blocked, the slowest such, since a
 * slow car keeps more room in front of it. */
#define PLAYER_NAME Wary
#include "revisited.h"

#include <string.h>

PLAYER(struct no_memory)

enum { ROWS = 32, COLS = 128 };

static void mark_missiles(struct revisited *g, unsigned char danger[ROWS][COLS])
{
    memset(danger, 0, ROWS * COLS);
    struct missile_list ms = missiles(g);
    int u = number_universe_columns(g);
    for (int k = 0; k < ms.size; k++)
        for (int s = 0; s <= 4; s++) {
            int i = ms.missile[k].pos.i, j = ((ms.missile[k].pos.j + s) % u + u) % u;
            if (i >= 0 && i < ROWS && j < COLS) danger[i][j] = 1;
        }
}

static int usable(struct revisited *g, unsigned char danger[ROWS][COLS], struct car c, enum dir d)
{
    struct pos cells[MAX_PASSED];
    int n = passed_cells(d, cells), u = number_universe_columns(g);
    for (int k = 0; k < n; k++) {
        struct pos p = {c.pos.i + cells[k].i, c.pos.j + cells[k].j};
        if (!within_universe(g, p)) return 0;
        enum cell_type t = cell(g, p).type;
        if (t == TYRE || t == CAR || t == MISSILE) return 0;
        int j = (p.j % u + u) % u;
        if (p.i < ROWS && j < COLS && danger[p.i][j]) return 0;
    }
    return within_window(g, pos_add(c.pos, d), current_round(g) + 1);
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    static unsigned char danger[ROWS][COLS];
    static const enum dir by_speed[NB_DIRS] = {SLOW, SLOW_UP, SLOW_DOWN, DEFAULT, UP, DOWN, FAST, FAST_UP, FAST_DOWN};
    mark_missiles(game, danger);
    for (int cid = begin(game, me(game)); cid != end(game, me(game)); ++cid) {
        struct car c = car(game, cid);
        if (!c.alive) continue;
        int chosen = -1;
        for (int k = 0; k < NB_DIRS && chosen < 0; k++)
            if (usable(game, danger, c, by_speed[k])) chosen = by_speed[k];
        move(game, cid, chosen < 0 ? DEFAULT : (enum dir)chosen);
    }
}
