/* AIDemo.c — a readable example player: the template to start from.
 *
 * Warriors: drink when thirsty, otherwise march to the nearest city that is not ours
 * (or stay in ours). Cars: chase the nearest enemy warrior, refuel when low.
 * Moves are greedy (one step towards the target), so units can get stuck behind
 * walls: a breadth-first search (as the Dummy does) does better. */
#define PLAYER_NAME Demo
#include "madmax.h"

#include <stdlib.h>

/* What we remember between rounds: nothing is needed here, but this is where it goes.
 * Every copy of Demo in a match gets its own, zeroed before round 0. */
struct memory {
    int rounds_played;
};

PLAYER(struct memory)

/* Chebyshev distance: the number of moves between two cells on an empty board. */
static int distance(struct pos a, struct pos b)
{
    int di = abs(a.i - b.i), dj = abs(a.j - b.j);
    return di > dj ? di : dj;
}

/* Whether a unit of type t may step on cell c (units aside). */
static bool walkable(enum unit_type t, struct cell c)
{
    if (t == Warrior)
        return c.type == Desert || c.type == Road || c.type == City;
    return c.type == Desert || c.type == Road;
}

/* The nearest cell (from p) for which `wanted` says yes; {-1, -1} if there is none.
 * Looks at the square rings around p, closest first, so near targets are found fast. */
static struct pos nearest(struct madmax *game, struct pos p,
                          bool (*wanted)(struct madmax *game, struct pos q))
{
    int max_ring = rows(game) > cols(game) ? rows(game) : cols(game);
    for (int r = 1; r < max_ring; r++)
        for (int i = p.i - r; i <= p.i + r; i++) {
            /* top and bottom rows of the ring entirely, other rows at both ends */
            int step = i == p.i - r || i == p.i + r ? 1 : 2 * r;
            for (int j = p.j - r; j <= p.j + r; j += step) {
                struct pos q = pos_make(i, j);
                if (pos_ok(game, q) && wanted(game, q))
                    return q;
            }
        }
    return pos_make(-1, -1);
}

static bool next_to(struct madmax *game, struct pos q, enum cell_type type)
{
    for (int d = Bottom; d < None; d++) {
        struct pos n = pos_step(q, (enum dir)d);
        if (pos_ok(game, n) && cell_at(game, n).type == type)
            return true;
    }
    return false;
}

static bool next_to_water(struct madmax *game, struct pos q)
{
    return next_to(game, q, Water);
}

static bool free_foreign_city(struct madmax *game, struct pos q)
{
    struct cell c = cell_at(game, q);
    return c.type == City && c.owner != me(game) && c.id == -1;
}

static bool next_to_station(struct madmax *game, struct pos q)
{
    return next_to(game, q, Station);
}

static bool enemy_warrior(struct madmax *game, struct pos q)
{
    int id = cell_at(game, q).id;
    if (id == -1)
        return false;
    struct unit u = unit(game, id);
    return u.type == Warrior && u.player != me(game) && cell_at(game, q).type != City;
}

/* The step from `from` that gets closest to `to` without bumping into our own units.
 * Ties are broken at random so that units do not all pile up the same way. */
static enum dir step_towards(struct madmax *game, struct unit u, struct pos to)
{
    enum dir best = None;
    int best_distance = distance(u.pos, to);
    int order[8];
    random_permutation(game, 8, order);
    for (int k = 0; k < 8; k++) {
        enum dir d = (enum dir)order[k];
        struct pos n = pos_step(u.pos, d);
        if (!pos_ok(game, n) || !walkable(u.type, cell_at(game, n)))
            continue;
        int id = cell_at(game, n).id;
        if (id != -1 && unit(game, id).player == me(game))
            continue; /* never attack our own units */
        if (distance(n, to) < best_distance) {
            best = d;
            best_distance = distance(n, to);
        }
    }
    return best;
}

static void move_warrior(struct madmax *game, struct unit u)
{
    struct pos target;
    bool thirsty = u.water < 15;
    if (thirsty)
        target = nearest(game, u.pos, next_to_water);
    else if (cell_at(game, u.pos).type == City && cell_at(game, u.pos).owner == me(game))
        return; /* hold the city */
    else
        target = nearest(game, u.pos, free_foreign_city);
    if (target.i >= 0) {
        /* what it is after, drawn in the viewer (debug marks cost no rule, only time) */
        debug_line(game, u.pos, target, thirsty ? 0x2080ff : 0xffa000, thirsty ? "water" : "city");
        command(game, u.id, step_towards(game, u, target));
    }
}

static void move_car(struct madmax *game, struct unit u)
{
    bool refuel = u.food < 30;
    struct pos target = refuel ? nearest(game, u.pos, next_to_station) : nearest(game, u.pos, enemy_warrior);
    if (target.i >= 0) {
        debug_line(game, u.pos, target, refuel ? 0x30c030 : 0xff2020, refuel ? "fuel" : "hunt");
        debug_mark(game, target, refuel ? 0x30c030 : 0xff2020, refuel ? "station" : "prey");
        command(game, u.id, step_towards(game, u, target));
    }
}

static void play(struct madmax *game, struct memory *memory)
{
    memory->rounds_played++;
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        if (can_move(game, w.id[k]))
            move_warrior(game, unit(game, w.id[k]));
    struct id_list c = cars(game, me(game));
    for (int k = 0; k < c.size; k++)
        if (can_move(game, c.id[k]))
            move_car(game, unit(game, c.id[k]));
}
