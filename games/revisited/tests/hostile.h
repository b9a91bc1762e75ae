/* hostile.h — the Mad Max Revisited instructions of tests/hostile/hostile.c's players. */
#include "turn.h"

/* The whole turn block: view, scratch and orders. */
#define HOSTILE_TURN_BYTES sizeof(struct revisited)

/* 5000 instruction calls, more than the 1000 a round allows. */
static void too_many_orders(struct revisited *game)
{
    for (int k = 0; k < 5000; k++)
        move(game, begin(game, me(game)) + k % number_cars_per_player(game), (enum dir)(k % 9));
}

/* Every car of the other players, moved and shot. */
static void foreign_orders(struct revisited *game)
{
    for (int cid = 0; cid < number_cars(game); cid++)
        if (player_of(game, cid) != me(game)) {
            move(game, cid, UP);
            shoot(game, cid);
        }
}

/* Ids and directions that are no car's and no direction. */
static void garbage_orders(struct revisited *game)
{
    static const int ids[] = {-1, -1000000, 8, 9, 1 << 30, -2147483647 - 1};
    for (int k = 0; k < (int)(sizeof ids / sizeof ids[0]); k++) {
        move(game, ids[k], FAST);
        shoot(game, ids[k]);
    }
    move(game, begin(game, me(game)), (enum dir)-3);
    move(game, begin(game, me(game)), (enum dir)1000);
}

/* tests/honest: its cars moved in a direction turning with the round, and shooting. */
static void honest_orders(struct revisited *game, int round)
{
    for (int k = 0; k < number_cars_per_player(game); k++) {
        move(game, begin(game, me(game)) + k, (enum dir)((round + k) % 9));
        shoot(game, begin(game, me(game)) + k);
    }
}
