/* hostile.h — the Apocalypse orders of tests/hostile/hostile.c's players. */
#include "turn.h"

/* The whole turn block: view, scratch and orders. */
#define HOSTILE_TURN_BYTES sizeof(struct apocalypse)

/* 5000 order calls, more than the 1000 a round allows. */
static void too_many_orders(struct apocalypse *game)
{
    struct id_list mine = soldiers(game, me(game));
    for (int k = 0; k < 5000; k++)
        command_soldier(game, mine.id[k % mine.size], k % 60, k % 59);
}

/* The other players' soldiers moved, their helicopters flown, jumps under them. */
static void foreign_orders(struct apocalypse *game)
{
    for (int pl = 0; pl < nb_players(game); pl++) {
        if (pl == me(game))
            continue;
        struct id_list s = soldiers(game, pl), h = helicopters(game, pl);
        for (int k = 0; k < s.size; k++) {
            struct pos p = data(game, s.id[k]).pos;
            command_soldier(game, s.id[k], p.i + 1, p.j);
        }
        for (int k = 0; k < h.size; k++) {
            struct pos p = data(game, h.id[k]).pos;
            command_helicopter(game, h.id[k], FORWARD1);
            command_parachuter(game, p.i, p.j);
        }
    }
}

/* Ids, instructions and cells that are no unit's, no instruction and off the board. */
static void garbage_orders(struct apocalypse *game)
{
    static const int ids[] = {-1, 0, -1000000, 100000, 1 << 30, -2147483647 - 1};
    for (int k = 0; k < (int)(sizeof ids / sizeof ids[0]); k++) {
        command_soldier(game, ids[k], 3, 3);
        command_helicopter(game, ids[k], FORWARD1);
    }
    struct id_list mine = helicopters(game, me(game));
    command_helicopter(game, mine.id[0], -7);
    command_helicopter(game, mine.id[0], 1000);
    command_parachuter(game, -1, -1);
    command_parachuter(game, 1 << 30, 5);
}

/* tests/honest: its soldiers a step down or up, its helicopters forward, by the round. */
static void honest_orders(struct apocalypse *game, int round)
{
    struct id_list s = soldiers(game, me(game)), h = helicopters(game, me(game));
    for (int k = 0; k < s.size; k++) {
        struct pos p = data(game, s.id[k]).pos;
        command_soldier(game, s.id[k], p.i + (round / 8 % 2 ? -1 : 1), p.j);
    }
    for (int k = 0; k < h.size; k++)
        command_helicopter(game, h.id[k], FORWARD1);
}
