/* AIMarker.c — a Mad Max player for tests/debug.sh: every round it says which round it
 * is on its standard error and makes more marks than a round may keep. */
#define PLAYER_NAME Marker
#include "madmax.h"

#include <stdio.h>

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    fprintf(stderr, "marker thinks in round %d\n", current_round(game));
    for (int k = 0; k < 70; k++)
        debug_mark(game, pos_make(k % 60, current_round(game) % 60), 0x00ff00, "seen");
}
