/* AICrash.c — compiles, then crashes in its first round: frozen in every match. */
#define PLAYER_NAME Crash
#include "madmax.h"

struct memory {
    int *nowhere;
};

PLAYER(struct memory)

static void play(struct madmax *game, struct memory *memory)
{
    (void)game;
    *memory->nowhere = 1;
}
