/* AIPatrol.c -- a patrol: each soldier is given (in memory) a corner of its own to go
 * to and back, and attacks whatever enemy it meets on the way; helicopters fly a square
 * and use napalm whenever it is ready. */
#define PLAYER_NAME Patrol
#include "apocalypse.h"

struct memory {
    int leg[GAME_ROUNDS > 0 ? 512 : 1];
};

PLAYER(struct memory)

static struct pos corner(int which)
{
    struct pos c = {which & 1 ? BOARD_SIZE - 4 : 3, which & 2 ? BOARD_SIZE - 4 : 3};
    return c;
}

static int sign(int x)
{
    return x > 0 ? 1 : x < 0 ? -1 : 0;
}

static void patrol(struct apocalypse *game, struct memory *mem, int id)
{
    struct data s = data(game, id);
    int slot = id % 512;
    struct pos target = corner((id + mem->leg[slot]) % 4);
    if (s.pos.i == target.i && s.pos.j == target.j) {
        mem->leg[slot]++;
        target = corner((id + mem->leg[slot]) % 4);
    }
    int i = s.pos.i + sign(target.i - s.pos.i), j = s.pos.j + sign(target.j - s.pos.j);
    if (!pos_ok(game, i, j))
        return;
    int there = which_soldier(game, i, j);
    if (there > 0 && data(game, there).player == me(game))
        return;
    if (what(game, i, j) == WATER || what(game, i, j) == MOUNTAIN)
        i = s.pos.i;
    command_soldier(game, id, i, j);
}

static void fly(struct apocalypse *game, int id)
{
    struct data h = data(game, id);
    if (h.napalm == 0) {
        command_helicopter(game, id, NAPALM);
    } else if (current_round(game) % 15 == 14) {
        command_helicopter(game, id, CLOCKWISE);
    } else {
        command_helicopter(game, id, FORWARD1);
    }
}

static void play(struct apocalypse *game, struct memory *mem)
{
    struct id_list list = soldiers(game, me(game));
    for (int k = 0; k < list.size; k++)
        patrol(game, mem, list.id[k]);
    list = helicopters(game, me(game));
    for (int k = 0; k < list.size; k++)
        fly(game, list.id[k]);
}
