/* AIRand.c — the reference test player: every own unit gets a random direction.
 * Exactly as ../shared/reference/PLAYERS.md specifies (ids in increasing order, one
 * random_int(0, 8) each, whether or not the unit may move). */
#define PLAYER_NAME Rand
#include "madmax.h"

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player == me(game))
            command(game, id, (enum dir)random_int(game, 0, 8));
}
