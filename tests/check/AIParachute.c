// verdict: accepted
#define PLAYER_NAME Parachute
#include "apocalypse.h"

PLAYER(struct no_memory)

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list h = helicopters(game, me(game));
    for (int k = 0; k < h.size; k++)
        command_helicopter(game, h.id[k], random_int(game, FORWARD1, CLOCKWISE));
}
