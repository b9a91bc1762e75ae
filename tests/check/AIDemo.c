// verdict: refused
#define PLAYER_NAME Demo   // expect: 'Demo' is the name of a player of the kit
#include "apocalypse.h"

PLAYER(struct no_memory)

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)game, (void)memory;
}
