// verdict: accepted
// In C11, asm is not a keyword: a name like any other; and "asm" in a string is text.
#define PLAYER_NAME AsmWords
#include "madmax.h"

struct memory { int asm; char said[8]; };

PLAYER(struct memory)

static void play(struct madmax *game, struct memory *memory)
{
    (void)game;
    const char *word = "__asm__(\"nop\") asm";
    memory->asm += word[0] == '_' ? 1 : '"';
    memory->said[0] = word[2];
}
