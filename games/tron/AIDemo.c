/* AIDemo.c — a simple player to read and copy: the original kit's Demo.
 *
 * Each living bike of mine that may move this round goes to a random free neighbour (no
 * wall); with none free, to any neighbour (and crashes). A bike holding an item uses it
 * one time in five. */
#define PLAYER_NAME Demo
#include "tron.h"

PLAYER(struct no_memory)

/* A bike moves in even rounds, and in odd ones only while in turbo. */
static bool may_move(struct tron *game, struct bike b)
{
    return b.alive && (current_round(game) % 2 == 0 || b.turbo_duration > 0);
}

static void play(struct tron *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = bikes(game, me(game));
    for (int k = 0; k < mine.size; k++) {
        struct bike b = bike(game, mine.id[k]);
        if (!may_move(game, b))
            continue;
        struct id_list next = neighbours(game, b.vertex);
        int free_ones[64], nb_free = 0;
        for (int n = 0; n < next.size && nb_free < 64; n++)
            if (vertex(game, next.id[n]).wall == -1)
                free_ones[nb_free++] = next.id[n];
        int target = nb_free > 0 ? free_ones[random_int(game, 0, nb_free - 1)]
                                 : next.id[random_int(game, 0, next.size - 1)];
        /* the choice, in the viewer: a free vertex, or none left */
        debug_line(game, b.vertex, target, nb_free > 0 ? 0x40c0ff : 0xff4040, nb_free > 0 ? "free" : "trapped");
        bool use = b.bonus != BONUS_NONE && random_int(game, 0, 4) == 4;
        command(game, movement(b.id, target, use));
    }
}
