/* hostile.h — the Mad Max orders of tests/hostile/hostile.c's players. */
#include "turn.h"

/* The whole turn block: view, scratch and orders. */
#define HOSTILE_TURN_BYTES sizeof(struct madmax)

/* 5000 orders, more than the 1000 a round allows. */
static void too_many_orders(struct madmax *game)
{
    for (int k = 0; k < 5000; k++)
        command(game, k % nb_units(game), (enum dir)(k % 8));
}

/* Every unit of the other players, ordered in every direction. */
static void foreign_orders(struct madmax *game)
{
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player != me(game))
            command(game, id, (enum dir)(id % 8));
}

/* Ids and directions that are no unit's and no direction. */
static void garbage_orders(struct madmax *game)
{
    static const int ids[] = {-1, -1000000, 92, 93, 1 << 30, -2147483647 - 1};
    for (int k = 0; k < (int)(sizeof ids / sizeof ids[0]); k++)
        command(game, ids[k], Right);
    command(game, 0, (enum dir)-3);
    command(game, 1, (enum dir)1000);
}

/* tests/honest: every unit of its own moved, the direction turning with the round. */
static void honest_orders(struct madmax *game, int round)
{
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player == me(game))
            command(game, id, (enum dir)((id + round) % 8));
}
