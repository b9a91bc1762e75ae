// verdict: refused
// In C the name of iostream's static is a name like any other: a static all the same.
#define PLAYER_NAME Ioinit
#include "madmax.h"

static int _ZStL8__ioinit;                   // expect: variable '__ioinit' lives outside play()

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
    _ZStL8__ioinit++;
}
