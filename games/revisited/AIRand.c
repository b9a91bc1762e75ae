/* AIRand.c — the reference test player, exactly as ../shared/reference/PLAYERS.md
 * specifies: each living car of mine, by increasing id, draws randomize(0, 9): 9 shoots,
 * anything else moves in that direction (UP, DEFAULT, ... FAST_DOWN). */
#define PLAYER_NAME Rand
#include "revisited.h"

PLAYER(struct no_memory)

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        if (!car(game, cid).alive)
            continue;
        int k = randomize(game, 0, 9);
        if (k == 9)
            shoot(game, cid);
        else
            move(game, cid, (enum dir)k);
    }
}
