// verdict: refused
#define PLAYER_NAME Headers
#include <stdio.h>
#include <unistd.h>    // expect: #include <unistd.h>: only the C standard library's headers
#include <threads.h>   // expect: #include <threads.h>: only the C standard library's headers
#include "madmax.h"
#include "turn.h"      // expect: #include "turn.h": only the C standard library's headers

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game, (void)memory;
}
