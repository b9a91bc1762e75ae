/* AIHugger.c -- a wall follower: each bike keeps a preferred turning index in memory
 * and takes the first free neighbour counting from it, so it hugs walls and trails.
 * When the preferred neighbour is blocked, it turns the index by one. */
#define PLAYER_NAME Hugger
#include "tron.h"

struct memory {
    int turn[64];
    int moves;
};

PLAYER(struct memory)

static int step_for(struct tron *game, struct memory *mem, struct bike b)
{
    struct id_list nb = neighbours(game, b.vertex);
    if (nb.size == 0)
        return -1;
    int slot = b.id % 64;
    for (int tries = 0; tries < nb.size; tries++) {
        int k = (mem->turn[slot] + tries) % nb.size;
        struct vertex v = vertex(game, nb.id[k]);
        if (v.wall == -1 && v.bike == -1) {
            if (tries > 0)
                mem->turn[slot] = k;
            return v.id;
        }
    }
    mem->turn[slot] = (mem->turn[slot] + 1) % nb.size;
    return nb.id[mem->turn[slot]];
}

static bool moves_now(struct tron *game, struct bike b)
{
    if (!b.alive)
        return false;
    if (current_round(game) % 2 == 0)
        return true;
    return b.turbo_duration > 0;
}

static void play(struct tron *game, struct memory *mem)
{
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!moves_now(game, b))
            continue;
        int to = step_for(game, mem, b);
        if (to < 0)
            continue;
        switch (b.bonus) {
        case BONUS_TURBO:
            command(game, movement(b.id, to, mem->moves % 7 == 0));
            break;
        case BONUS_GHOST:
            command(game, movement(b.id, to, vertex(game, to).wall != -1));
            break;
        default:
            command(game, movement(b.id, to, false));
        }
        mem->moves++;
    }
}
