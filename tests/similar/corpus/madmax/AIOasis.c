/* AIOasis.c -- a warrior low on water walks (breadth-first, around walls and cars) to the
 * nearest cell next to water; the others walk to the nearest city cell not ours. Cars
 * stay on roads, one step along the road at random. Written for the plagiarism corpus. */
#define PLAYER_NAME Oasis
#include "madmax.h"

PLAYER(struct no_memory)

enum { N = 60, THIRSTY = 12 };

static bool walkable(const struct madmax *game, struct pos p)
{
    if (!pos_ok(game, p))
        return false;
    struct cell c = cell_at(game, p);
    return (c.type == Desert || c.type == Road || c.type == City) &&
           (c.id < 0 || unit(game, c.id).type == Warrior);
}

static bool near_water(const struct madmax *game, struct pos p)
{
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(p, (enum dir)d);
        if (pos_ok(game, q) && cell_at(game, q).type == Water)
            return true;
    }
    return false;
}

static bool enemy_city(const struct madmax *game, struct pos p)
{
    struct cell c = cell_at(game, p);
    return c.type == City && c.owner != me(game);
}

/* The first step of a shortest walk from `from` to a cell where goal() holds, None if none. */
static enum dir first_step(const struct madmax *game, struct pos from,
                           bool (*goal)(const struct madmax *, struct pos))
{
    static signed char first[N][N];
    static struct pos queue[N * N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            first[i][j] = -1;
    int head = 0, tail = 0;
    first[from.i][from.j] = None;
    queue[tail++] = from;
    while (head < tail) {
        struct pos p = queue[head++];
        if (head > 1 && goal(game, p))
            return (enum dir)first[p.i][p.j];
        for (int d = 0; d < 8; d++) {
            struct pos q = pos_step(p, (enum dir)d);
            if (!walkable(game, q) || first[q.i][q.j] != -1)
                continue;
            first[q.i][q.j] = (signed char)(head == 1 ? d : first[p.i][p.j]);
            queue[tail++] = q;
        }
    }
    return None;
}

static void cruise(struct madmax *game, struct unit car)
{
    int options[8], count = 0;
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(car.pos, (enum dir)d);
        if (pos_ok(game, q) && cell_at(game, q).type == Road && cell_at(game, q).id < 0)
            options[count++] = d;
    }
    if (count > 0)
        command(game, car.id, (enum dir)options[random_int(game, 0, count - 1)]);
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list ws = warriors(game, me(game));
    for (int k = 0; k < ws.size; k++) {
        if (!can_move(game, ws.id[k]))
            continue;
        struct unit w = unit(game, ws.id[k]);
        bool thirsty = w.water < THIRSTY && !near_water(game, w.pos);
        if (!thirsty && cell_at(game, w.pos).type == City)
            continue;
        enum dir d = first_step(game, w.pos, thirsty ? near_water : enemy_city);
        if (d != None)
            command(game, w.id, d);
    }
    struct id_list cs = cars(game, me(game));
    for (int k = 0; k < cs.size; k++)
        if (can_move(game, cs.id[k]))
            cruise(game, unit(game, cs.id[k]));
}
