/* AIFirst.c — the reference test player, exactly as ../shared/reference/PLAYERS.md
 * specifies: no randomness; each living bike of mine that may move this round (even
 * round, or turbo left) goes to its first neighbour, in the board's order, with no wall
 * and no bike (else its first neighbour), using its item if it holds one. */
#define PLAYER_NAME First
#include "tron.h"

PLAYER(struct no_memory)

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!b.alive || (current_round(game) % 2 == 1 && b.turbo_duration == 0))
            continue;
        struct id_list next = neighbours(game, b.vertex);
        int target = next.id[0];
        for (int n = 0; n < next.size; n++) {
            struct vertex v = vertex(game, next.id[n]);
            if (v.wall == -1 && v.bike == -1) {
                target = v.id;
                break;
            }
        }
        command(game, movement(b.id, target, b.bonus != BONUS_NONE));
    }
}
