/* hostile.h — the Purge commands of tests/hostile/hostile.c's players. */
#include "turn.h"

/* The whole turn block: view, scratch and orders. */
#define HOSTILE_TURN_BYTES sizeof(struct purge)

/* 5000 command calls, more than the 1000 a round allows. */
static void too_many_orders(struct purge *game)
{
    struct id_list b = builders(game, me(game));
    for (int k = 0; k < 5000; k++)
        move(game, b.size ? b.id[k % b.size] : k, (enum dir)(k % 4));
}

/* Every citizen of the other players, moved and told to build. */
static void foreign_orders(struct purge *game)
{
    for (int pl = 0; pl < num_players(game); pl++) {
        if (pl == me(game))
            continue;
        struct id_list b = builders(game, pl), w = warriors(game, pl);
        for (int k = 0; k < b.size; k++)
            build(game, b.id[k], Right);
        for (int k = 0; k < w.size; k++)
            move(game, w.id[k], Up);
    }
}

/* Ids and directions that are no citizen's and no direction. */
static void garbage_orders(struct purge *game)
{
    static const int ids[] = {-1, -1000000, 1000, 1001, 1 << 30, -2147483647 - 1};
    for (int k = 0; k < (int)(sizeof ids / sizeof ids[0]); k++)
        move(game, ids[k], Right);
    struct id_list b = builders(game, me(game)), w = warriors(game, me(game));
    if (b.size)
        move(game, b.id[0], (enum dir) - 3);
    if (w.size)
        build(game, w.id[0], (enum dir)1000);
}

/* tests/honest: its citizens moved in a direction turning with the round, builders
 * building every third round. */
static void honest_orders(struct purge *game, int round)
{
    struct id_list b = builders(game, me(game)), w = warriors(game, me(game));
    for (int k = 0; k < b.size; k++) {
        if (round % 3 == 0)
            build(game, b.id[k], (enum dir)((round + k) % 4));
        else
            move(game, b.id[k], (enum dir)((round + k) % 4));
    }
    for (int k = 0; k < w.size; k++)
        move(game, w.id[k], (enum dir)((round + k) % 4));
}
