/* AISlow.c — computes for about a second in its first turn (of its 4 s): long enough
 * for tests/server-walls.sh to stop its process from outside, as a machine too busy to
 * run it would. */
#define PLAYER_NAME Slow
#include "madmax.h"

struct memory {
    int turns;
    unsigned long spun;
};

PLAYER(struct memory)

static void play(struct madmax *game, struct memory *memory)
{
    (void)game;
    if (memory->turns++ == 0)
        for (unsigned long k = 0; k < 1500000000UL; k++)
            memory->spun = memory->spun * 31 + k; /* a chain the compiler must compute */
}
