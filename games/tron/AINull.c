/* AINull.c — the empty player: gives no commands (so its bikes explode in the first
 * round). Copy it to start your own. */
#define PLAYER_NAME Null
#include "tron.h"

PLAYER(struct no_memory)

static void play(struct tron *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
}
