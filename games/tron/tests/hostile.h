/* hostile.h — the Tron commands of tests/hostile/hostile.c's players. */
#include "turn.h"

/* The whole turn block: view, scratch and orders (the view's arrays not counted). */
#define HOSTILE_TURN_BYTES sizeof(struct tron)

/* 5000 command calls, more than the 1000 a round allows. */
static void too_many_orders(struct tron *game)
{
    for (int k = 0; k < 5000; k++)
        command(game, movement(k, 0, false));
}

/* Every bike of the other players, moved to its first neighbour. */
static void foreign_orders(struct tron *game)
{
    for (int id = 0; id < nb_players(game) * nb_bikes(game); id++) {
        struct bike b = bike(game, id);
        if (b.player != me(game))
            command(game, movement(id, neighbours(game, b.vertex).id[0], true));
    }
}

/* Ids and vertices that are no bike's and no vertex. */
static void garbage_orders(struct tron *game)
{
    static const int ids[] = {-1, -1000000, 64, 1 << 30, -2147483647 - 1};
    for (int k = 0; k < (int)(sizeof ids / sizeof ids[0]); k++)
        command(game, movement(ids[k], ids[k], true));
}

/* tests/honest: each live bike of its own to a neighbour chosen by the round. */
static void honest_orders(struct tron *game, int round)
{
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        struct id_list next = neighbours(game, b.vertex);
        if (b.alive && next.size > 0)
            command(game, movement(b.id, next.id[(round + k) % next.size], false));
    }
}
