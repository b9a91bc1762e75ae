/* AINull.c — the empty player: gives no instructions (its cars move DEFAULT). Copy it to
 * start your own. */
#define PLAYER_NAME Null
#include "revisited.h"

PLAYER(struct no_memory)

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
}
