// verdict: refused
#define PLAYER_NAME Other   // expect: player 'Other' in AINamed.c: the file of player 'Other' is AIOther.c
#include "madmax.h"

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game, (void)memory;
}
