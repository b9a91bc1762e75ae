/* AINull.c — the empty player: gives no orders. Copy it to start your own. */
#define PLAYER_NAME Null
#include "purge.h"

PLAYER(struct no_memory)

static void play(struct purge *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
}
