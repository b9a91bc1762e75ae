// verdict: accepted
// In C11, asm is not a keyword: a name like any other.
#define PLAYER_NAME AsmWords
#include "madmax.h"

struct memory { int asm; int said; };

PLAYER(struct memory)

static void play(struct madmax *game, struct memory *memory)
{
    (void)game;
    memory->asm += 1;
    memory->said = memory->asm;
}
