/* AIBroken.c — does not compile: a call to a function that does not exist. */
#define PLAYER_NAME Broken
#include "madmax.h"

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    move_everyone_home(game);
}
