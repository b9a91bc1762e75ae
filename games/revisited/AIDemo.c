/* AIDemo.c — a simple player to read and copy: the original kit's Demo.
 *
 * For each of my living cars:
 *   1. an enemy car right ahead and a missile in stock: shoot it;
 *   2. else a bonus on the destination of some direction: go there (the cells passed on
 *      the way are not looked at: a tyre there still kills);
 *   3. else, away from the top and bottom rows, a random direction, if it stays in the
 *      window; otherwise no instruction (the car moves DEFAULT). */
#define PLAYER_NAME Demo
#include "revisited.h"

PLAYER(struct no_memory)

static bool is_bonus(enum cell_type t)
{
    return t == WATER_BONUS || t == GAS_BONUS || t == MISSILE_BONUS;
}

/* An enemy car on the cell right ahead of c (the first cell a missile passes). */
static bool enemy_ahead(struct revisited *game, struct car c)
{
    struct cell ahead = cell(game, pos_add(c.pos, DEFAULT));
    return ahead.type == CAR && player_of(game, ahead.cid) != me(game);
}

static void drive(struct revisited *game, struct car c)
{
    int next = current_round(game) + 1; /* moves are judged against the next window */
    if (c.nb_miss > 0 && enemy_ahead(game, c)) {
        debug_mark(game, pos_add(c.pos, DEFAULT), 0xff2020, "fire"); /* shown in the viewer */
        shoot(game, c.cid);
        return;
    }
    for (int d = 0; d < NB_DIRS; d++) {
        struct pos to = pos_add(c.pos, (enum dir)d);
        if (within_window(game, to, next) && is_bonus(cell(game, to).type)) {
            debug_line(game, c.pos, to, 0x30c030, "bonus");
            move(game, c.cid, (enum dir)d);
            return;
        }
    }
    if (c.pos.i > 0 && c.pos.i < number_rows(game) - 1) {
        enum dir d = (enum dir)randomize(game, 0, NB_DIRS - 1);
        if (within_window(game, pos_add(c.pos, d), next))
            move(game, c.cid, d);
    }
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (c.alive)
            drive(game, c);
    }
}
