/* AIRand.c — the reference test player: every own citizen gets a random order.
 * Builders then warriors, each in increasing id order: k = random_int(0, 7); k < 4 moves
 * towards k, otherwise builds towards k - 4 (warriors' builds are refused by the rules). */
#define PLAYER_NAME Rand
#include "purge.h"

PLAYER(struct no_memory)

static void order(struct purge *game, struct id_list l)
{
    for (int k = 0; k < l.size; k++) {
        int r = random_int(game, 0, 7);
        if (r < 4)
            move(game, l.id[k], (enum dir)r);
        else
            build(game, l.id[k], (enum dir)(r - 4));
    }
}

static void play(struct purge *game, struct no_memory *memory)
{
    (void)memory;
    order(game, builders(game, me(game)));
    order(game, warriors(game, me(game)));
}
