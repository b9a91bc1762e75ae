// verdict: refused
// Assembly in a player: a label names a variable that the checker could not place (it
// hid a global before), and inline assembly can make any call; made by a macro too.
#define PLAYER_NAME Asm
#include "madmax.h"

#define LABEL(x) __asm__(#x)
int hidden LABEL(not_a_global) = 1;          // expect: assembly (asm): not allowed
static int counter __asm__("DW.ref.x");

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
    __asm__ volatile("" ::: "memory");
    hidden += counter;
}
