/* AIRand.c — the reference test player: random orders for every unit, every round.
 * Exactly as ../shared/reference/PLAYERS.md specifies: soldiers, then helicopters, then one
 * jump per parachuter aboard, ids increasing, draws in the order written. */
#define PLAYER_NAME Rand
#include "apocalypse.h"

PLAYER(struct no_memory)

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = soldiers(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct pos p = data(game, mine.id[k]).pos;
        int di = random_int(game, -1, 1);
        int dj = random_int(game, -1, 1);
        command_soldier(game, mine.id[k], p.i + di, p.j + dj);
    }
    struct id_list helis = helicopters(game, me(game));
    for (int k = 0; k < helis.size; k++)
        command_helicopter(game, helis.id[k], random_int(game, FORWARD1, NAPALM));
    for (int k = 0; k < helis.size; k++) {
        struct data h = data(game, helis.id[k]);
        for (int n = 0; n < h.nb_parachuters; n++) {
            int di = random_int(game, -2, 2);
            int dj = random_int(game, -2, 2);
            command_parachuter(game, h.pos.i + di, h.pos.j + dj);
        }
    }
}
