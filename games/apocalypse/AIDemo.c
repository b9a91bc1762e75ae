/* AIDemo.c — a simple, complete player: read it, copy it, make it better.
 *
 * Each round:
 *   - every soldier walks towards the nearest post we do not own, attacking the enemies
 *     in its way (a greedy step, no path finding: it gets stuck behind lakes and
 *     mountains, and it ignores enemies beside its path; both are worth improving);
 *   - every helicopter throws napalm when it would kill several enemies and none of ours,
 *     otherwise flies ahead, turning when the way is blocked or at random;
 *   - every parachuter aboard jumps onto a free cell under its helicopter, a post if
 *     there is one we do not own.
 */
#define PLAYER_NAME Demo
#include "apocalypse.h"

#include <stdlib.h>

/* Data kept between rounds: nothing here, but a player could remember targets. */
PLAYER(struct no_memory)

/* The 8 neighbours of a cell. */
static const int DI[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int DJ[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

/* Steps of the four orientations (SOUTH, EAST, NORTH, WEST). */
static const int ORI_DI[4] = {1, 0, -1, 0};
static const int ORI_DJ[4] = {0, 1, 0, -1};

static int max_int(int a, int b)
{
    return a > b ? a : b;
}

/* Moves on the board count diagonals as one step: the distance is the Chebyshev one. */
static int distance(struct pos a, struct pos b)
{
    return max_int(abs(a.i - b.i), abs(a.j - b.j));
}

/* Whether a soldier may safely step onto (i, j): forest or grass that does not burn. */
static bool safe(const struct apocalypse *game, int i, int j)
{
    int land = what(game, i, j);
    return (land == FOREST || land == GRASS) && fire_time(game, i, j) == 0;
}

/* The nearest post we do not own, or {-1, -1} if we own them all. */
static struct pos target_post(const struct apocalypse *game, struct pos from)
{
    struct post_list all = posts(game);
    struct pos best = {-1, -1};
    int best_dist = 1000;
    for (int k = 0; k < all.size; k++) {
        const struct post *p = &all.post[k];
        int d = distance(from, p->pos);
        if (p->player != me(game) && d < best_dist) {
            best = p->pos;
            best_dist = d;
        }
    }
    return best;
}

/* Whether an enemy soldier stands on (i, j). */
static bool enemy_at(const struct apocalypse *game, int i, int j)
{
    int id = which_soldier(game, i, j);
    return id > 0 && data(game, id).player != me(game);
}

static void move_soldier(struct apocalypse *game, int id, bool draw)
{
    struct data s = data(game, id);
    struct pos goal = target_post(game, s.pos);
    if (goal.i < 0)
        return; /* we own every post: stay */
    if (draw) /* where it goes, in the viewer (a round's marks are capped: not all soldiers) */
        debug_line(game, s.pos, goal, 0xffa000, "post");

    /* A step towards the nearest post we do not own, trying the neighbours in a random
     * order so that soldiers do not all move alike. Ordering a soldier onto an enemy
     * makes it attack (it stays where it is): enemies in the way get hit. */
    int order[8];
    random_permutation(game, 8, order);
    int now = distance(s.pos, goal);
    for (int k = 0; k < 8; k++) {
        int d = order[k];
        struct pos next = {s.pos.i + DI[d], s.pos.j + DJ[d]};
        if (distance(next, goal) < now && safe(game, next.i, next.j) &&
            (which_soldier(game, next.i, next.j) == 0 || enemy_at(game, next.i, next.j))) {
            command_soldier(game, id, next.i, next.j);
            return;
        }
    }

    /* Stuck (water, mountain, friends in the way): a random safe step. */
    int d = random_int(game, 0, 7);
    if (safe(game, s.pos.i + DI[d], s.pos.j + DJ[d]))
        command_soldier(game, id, s.pos.i + DI[d], s.pos.j + DJ[d]);
}

/* Counts the soldiers under a helicopter centred at c: ours and the enemies'. */
static void count_below(const struct apocalypse *game, struct pos c, int *ours, int *theirs)
{
    *ours = *theirs = 0;
    for (int i = c.i - REACH; i <= c.i + REACH; i++)
        for (int j = c.j - REACH; j <= c.j + REACH; j++) {
            int id = which_soldier(game, i, j);
            if (id > 0) {
                if (data(game, id).player == me(game))
                    ++*ours;
                else
                    ++*theirs;
            }
        }
}

/* Whether the row of cells a helicopter would enter by moving one step holds a mountain. */
static bool blocked_ahead(const struct apocalypse *game, struct data h)
{
    int di = ORI_DI[h.orientation], dj = ORI_DJ[h.orientation];
    for (int k = -REACH; k <= REACH; k++) {
        /* The front row is REACH + 1 cells ahead; k runs across it. */
        int i = h.pos.i + (REACH + 1) * di + k * dj;
        int j = h.pos.j + (REACH + 1) * dj + k * di;
        if (!pos_ok(game, i, j) || what(game, i, j) == MOUNTAIN)
            return true;
    }
    return false;
}

static void fly_helicopter(struct apocalypse *game, int id)
{
    struct data h = data(game, id);
    int ours, theirs;
    count_below(game, h.pos, &ours, &theirs);
    if (h.napalm == 0 && theirs >= 2 && ours == 0) {
        debug_mark(game, h.pos, 0xff2020, "napalm");
        command_helicopter(game, id, NAPALM);
    }
    else if (blocked_ahead(game, h) || random_int(game, 0, 9) == 0)
        command_helicopter(game, id, random_int(game, 0, 1) ? CLOCKWISE : COUNTER_CLOCKWISE);
    else
        command_helicopter(game, id, FORWARD2);
}

/* One parachuter of the helicopter (if it has any) jumps onto a free cell under it: a
 * post we do not own if there is one, otherwise a cell drawn at random. Only one per
 * helicopter and round: two jumps onto one cell would waste the second, since the board
 * we see does not change until the round is over. */
static void throw_parachuter(struct apocalypse *game, int id)
{
    struct data h = data(game, id);
    if (h.nb_parachuters == 0)
        return;
    struct pos free_cells[25];
    int n = 0;
    for (int i = h.pos.i - REACH; i <= h.pos.i + REACH; i++)
        for (int j = h.pos.j - REACH; j <= h.pos.j + REACH; j++) {
            if (!safe(game, i, j) || which_soldier(game, i, j) != 0)
                continue;
            int owner = post_owner(game, i, j); /* -2: no post here */
            if (owner != -2 && owner != me(game)) {
                command_parachuter(game, i, j);
                return;
            }
            free_cells[n].i = i;
            free_cells[n].j = j;
            n++;
        }
    if (n > 0) {
        struct pos p = free_cells[random_int(game, 0, n - 1)];
        command_parachuter(game, p.i, p.j);
    }
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list mine = soldiers(game, me(game));
    for (int k = 0; k < mine.size; k++)
        move_soldier(game, mine.id[k], k < 40);

    struct id_list helis = helicopters(game, me(game));
    for (int k = 0; k < helis.size; k++) {
        fly_helicopter(game, helis.id[k]);
        throw_parachuter(game, helis.id[k]);
    }
}
