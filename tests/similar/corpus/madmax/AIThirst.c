/* AIThirst.c: keeps warriors alive first. A warrior with little water walks to the
 * nearest water cell found by a breadth-first search; otherwise it wanders at random.
 * Cars stay put unless an enemy warrior is adjacent. */
#define PLAYER_NAME Thirst
#include "madmax.h"

#include <string.h>

#define MAXN 80

PLAYER(struct no_memory)

static int seen[MAXN][MAXN];

static int bfs_first_step(struct madmax *game, struct pos start, enum cell_type want)
{
    static struct pos queue[MAXN * MAXN];
    static int first[MAXN][MAXN];
    int head = 0, tail = 0;
    memset(seen, 0, sizeof seen);
    seen[start.i][start.j] = 1;
    queue[tail++] = start;
    while (head < tail) {
        struct pos p = queue[head++];
        for (int d = 0; d < None; d++) {
            struct pos q = pos_step(p, (enum dir)d);
            if (!pos_ok(game, q) || seen[q.i][q.j])
                continue;
            seen[q.i][q.j] = 1;
            first[q.i][q.j] = pos_equal(p, start) ? d : first[p.i][p.j];
            enum cell_type t = cell_at(game, q).type;
            if (t == want)
                return first[q.i][q.j];
            if (t == Desert || t == Road || t == City)
                queue[tail++] = q;
        }
    }
    return -1;
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    int my = me(game);
    struct id_list list = warriors(game, my);
    int index = 0;
    while (index < list.size) {
        struct unit w = unit(game, list.id[index]);
        index++;
        if (!can_move(game, w.id))
            continue;
        if (w.water < warriors_health(game) / 3) {
            int d = bfs_first_step(game, w.pos, Water);
            if (d >= 0) {
                command(game, w.id, (enum dir)d);
                continue;
            }
        }
        command(game, w.id, (enum dir)random_int(game, 0, 7));
    }
    list = cars(game, my);
    for (index = 0; index < list.size; index++) {
        struct unit c = unit(game, list.id[index]);
        for (int d = 0; d < None; d++) {
            struct pos q = pos_step(c.pos, (enum dir)d);
            if (!pos_ok(game, q))
                continue;
            struct cell cl = cell_at(game, q);
            if (cl.id != -1 && unit(game, cl.id).player != my && unit(game, cl.id).type == Warrior && cl.type != City) {
                command(game, c.id, (enum dir)d);
                break;
            }
        }
    }
}
