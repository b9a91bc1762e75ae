/* AIRandC.c — a player of arena's C API (tron.h) that calls rand() and srand() itself, as
 * the checker refuses but a program may: a reseed from the round every third round, then
 * draws for its moves, and none at all every fifth round. */
#define PLAYER_NAME RandC
#include <stdlib.h>

#include "tron.h"

PLAYER(struct no_memory)

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    int r = current_round(game);
    if (r % 3 == 0)
        srand((unsigned)(r * 1000 + me(game)));
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (r % 2 == 1 && b.turbo_duration == 0))
            continue;
        struct id_list next = neighbours(game, b.vertex);
        int pick = r % 5 == 4 ? 0 : rand() % next.size;
        for (int n = 0; n < next.size && vertex(game, next.id[pick]).wall != -1; n++)
            pick = (pick + 1) % next.size;
        command(game, movement(b.id, next.id[pick], false));
    }
}
