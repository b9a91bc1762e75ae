/* AIDodger.c — survival first: each car looks at the nine directions and scores the
 * cells passed (a tyre, a car or a missile kills, a bonus is worth taking), keeping to
 * the middle rows; it shoots when an enemy is straight ahead. Written for the corpus. */
#define PLAYER_NAME Dodger
#include "revisited.h"

PLAYER(struct no_memory)

static int danger(struct revisited *game, struct pos p)
{
    enum cell_type t = cell(game, p).type;
    if (t == TYRE || t == CAR || t == MISSILE)
        return 1000;
    if (t == GAS_BONUS)
        return -40;
    if (t == WATER_BONUS || t == MISSILE_BONUS)
        return -20;
    return 0;
}

static int cost(struct revisited *game, struct car c, enum dir d)
{
    struct pos passed[MAX_PASSED];
    int n = passed_cells(d, passed), total = 0;
    for (int k = 0; k < n; k++) {
        struct pos p = {c.pos.i + passed[k].i, c.pos.j + passed[k].j};
        if (!within_universe(game, p))
            return 100000;
        total += danger(game, p);
    }
    struct pos to = pos_add(c.pos, d);
    int middle = number_rows(game) / 2;
    total += (to.i > middle ? to.i - middle : middle - to.i) * 3;
    if (!within_window(game, to, current_round(game) + 1))
        total += 5000;
    return total;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    int pl = me(game);
    for (int cid = begin(game, pl); cid < end(game, pl); cid++) {
        struct car c = car(game, cid);
        if (!c.alive)
            continue;
        struct cell ahead = cell(game, pos_add(c.pos, DEFAULT));
        if (c.nb_miss > 0 && ahead.type == CAR && player_of(game, ahead.cid) != pl) {
            shoot(game, cid);
            continue;
        }
        int best = DEFAULT, best_cost = cost(game, c, DEFAULT);
        for (int d = 0; d < NB_DIRS; d++) {
            int x = cost(game, c, (enum dir)d);
            if (x < best_cost) {
                best_cost = x;
                best = d;
            }
        }
        move(game, cid, (enum dir)best);
    }
}
