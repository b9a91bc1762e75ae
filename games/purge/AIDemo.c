/* AIDemo.c — the kit's Demo, order for order: not meant to play well, it shows the API.
 * By day builders take food next to them, or (half of the time) build towards the first
 * direction inside the board, or move at random where no warrior stands; at night warriors
 * move at random 60% of the time. Nothing after the first half of the match. */
#define PLAYER_NAME Demo
#include "purge.h"

PLAYER(struct no_memory)

static const enum dir dirs[4] = {Up, Down, Left, Right};

static void day(struct purge *game)
{
    struct id_list b = builders(game, me(game));
    for (int k = 0; k < b.size; k++) {
        int id = b.id[k];
        struct pos p = citizen(game, id).pos;
        int food = -1;
        for (int d = 0; d < 4; d++)
            if (pos_ok(game, pos_step(p, dirs[d])) && cell_at(game, pos_step(p, dirs[d])).bonus == Food)
                food = d;
        if (food >= 0)
            move(game, id, dirs[food]);
        else if (random_int(game, 0, 3) <= 1) {
            for (int d = 0; d < 4; d++)
                if (pos_ok(game, pos_step(p, dirs[d]))) {
                    build(game, id, dirs[d]);
                    break;
                }
        } else {
            enum dir d = dirs[random_int(game, 0, 3)];
            struct pos np = pos_step(p, d);
            if (pos_ok(game, np) &&
                (cell_at(game, np).id == -1 || citizen(game, cell_at(game, np).id).type == Builder))
                move(game, id, d);
        }
    }
}

static void night(struct purge *game)
{
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        if (random_int(game, 0, 9) < 6) {
            enum dir d = dirs[random_int(game, 0, 3)];
            if (pos_ok(game, pos_step(citizen(game, w.id[k]).pos, d)))
                move(game, w.id[k], d);
        }
}

static void play(struct purge *game, struct no_memory *memory)
{
    (void)memory;
    if (status(game, me(game)) >= 0.9 || current_round(game) > num_rounds(game) / 2)
        return;
    struct pos_list bars = barricades(game, me(game)); /* shown in the viewer */
    for (int k = 0; k < bars.size; k++)
        debug_mark(game, bars.pos[k], 0xff2020, "mine");
    if (is_day(game))
        day(game);
    else
        night(game);
}
