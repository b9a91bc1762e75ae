/* AIDummy.c — the Dummy: plans each car's next rounds by a breadth-first search and
 * shoots enemies in its row. Students get it only as AIDummy.o.
 *
 * For each car, a search over the next HORIZON rounds: states are cells reached after t
 * rounds (columns counted from the car's, so the universe's wrap does not matter), moves
 * are the nine directions that stay in each round's window, and a move is safe if the
 * cells it passes hold no tyre, no other car (first round only) and no missile where
 * the missiles will be, and if no missile flies through where it ends. The car takes the
 * first step of the path with the best value: bonuses passed (water, and gas or missiles
 * when it runs short), discounted by time, with a little preference for the front of the
 * window, where new bonuses come in. */
#define PLAYER_NAME Dummy
#include "revisited.h"

#include <string.h>

enum {
    HORIZON = 12,           /* rounds searched ahead */
    SPAN = 2 * HORIZON + 4, /* columns from the car's: 0 .. SPAN-1 */
    MAX_ROWS = 20,
    SHOT_RANGE = 6, /* an enemy this far ahead in the row is worth a missile */
};

struct plan {
    int rows, window, start; /* start: the car's column offset in the window */
    /* hit[f][i][x]: a missile flies through (i, x) in the f-th update, before cars move;
     * block[f][i][x]: a missile stands on (i, x) when cars move in the f-th update. */
    bool hit[HORIZON + 2][MAX_ROWS][SPAN], block[HORIZON + 2][MAX_ROWS][SPAN];
    bool car_near[MAX_ROWS][SPAN]; /* cars now, and where they move by default */
};

struct state {
    bool seen;
    int t, first_dir;
    double gain;
};

PLAYER(struct no_memory)

/* Column x of the search (0: the car's) as a universe column. */
static struct pos at(const struct car *c, int i, int x)
{
    return (struct pos){i, c->pos.j + x};
}

/* A column's offset from the car's, in -cols/2 .. cols/2. */
static int offset(struct revisited *game, const struct car *c, int j)
{
    int m = number_universe_columns(game), x = ((j - c->pos.j) % m + m) % m;
    return x > m / 2 ? x - m : x;
}

static bool stops_missile(enum cell_type t)
{
    return t != EMPTY && t != CAR && t != MISSILE;
}

static void mark_missiles(struct revisited *game, const struct car *c, struct plan *p)
{
    struct missile_list ms = missiles(game);
    for (int k = 0; k < ms.size; k++) {
        const struct missile *x = &ms.missile[k];
        int i = x->pos.i, a = offset(game, c, x->pos.j);
        if (a < -2 * (HORIZON + 2) || a >= SPAN)
            continue;
        for (int f = 1; f <= HORIZON + 1; f++) {
            bool stopped = false;
            for (int step = 1; step <= 2 && !stopped; step++) {
                int col = a + step;
                if (col >= 0 && col < SPAN)
                    p->hit[f][i][col] = true;
                stopped = stops_missile(cell(game, at(c, i, col)).type);
            }
            if (stopped)
                break;
            a += 2;
            if (a >= 0 && a < SPAN)
                p->block[f][i][a] = true;
        }
    }
}

static void mark_cars(struct revisited *game, const struct car *c, struct plan *p)
{
    for (int cid = 0; cid < number_cars(game); cid++) {
        struct car o = car(game, cid);
        if (!o.alive || cid == c->cid)
            continue;
        int x = offset(game, c, o.pos.j);
        for (int dx = 0; dx <= 1; dx++)
            if (x + dx >= 0 && x + dx < SPAN)
                p->car_near[o.pos.i][x + dx] = true;
    }
}

static double bonus_value(const struct car *c, enum cell_type t)
{
    switch (t) {
    case WATER_BONUS: return 10;
    case GAS_BONUS: return c->gas < 40 ? 40 : c->gas < 90 ? 12 : 1;
    case MISSILE_BONUS: return c->nb_miss < 3 ? 8 : 2;
    default: return 0;
    }
}

/* The value a car gets moving in direction d from (i, x) in the f-th update, or -1 if
 * the move is not safe. */
static double step_value(struct revisited *game, const struct car *c, const struct plan *p, int f, int i, int x,
                         enum dir d)
{
    struct pos cells[MAX_PASSED];
    int n = passed_cells(d, cells);
    double gain = 0;
    for (int k = 0; k < n; k++) {
        int ii = i + cells[k].i, xx = x + cells[k].j;
        enum cell_type t = cell(game, at(c, ii, xx)).type;
        if (t == TYRE || t == MISSILE || p->block[f][ii][xx] || (f == 1 && p->car_near[ii][xx]))
            return -1;
        gain += bonus_value(c, t);
    }
    struct pos end = pos_add((struct pos){i, x}, d);
    if (p->hit[f + 1][end.i][end.j])
        return -1;
    return gain;
}

/* The first direction of the best path found, or -1 if no move is safe. */
static int search(struct revisited *game, const struct car *c, const struct plan *p)
{
    static const double discount = 0.88;
    struct state s[MAX_ROWS][SPAN];
    memset(s, 0, sizeof s);
    int queue[MAX_ROWS * SPAN][2], head = 0, tail = 0;
    s[c->pos.i][0] = (struct state){true, 0, -1, 0};
    queue[tail][0] = c->pos.i, queue[tail++][1] = 0;
    int best_dir = -1;
    double best = -1;
    while (head < tail) {
        int i = queue[head][0], x = queue[head++][1];
        const struct state *from = &s[i][x];
        int f = from->t + 1;
        if (f > HORIZON)
            continue;
        for (int d = 0; d < NB_DIRS; d++) {
            struct pos to = pos_add((struct pos){i, x}, (enum dir)d);
            int w = p->start + to.j - f; /* the offset in round r + f's window */
            if (to.i < 0 || to.i >= p->rows || to.j >= SPAN || w < 0 || w >= p->window || s[to.i][to.j].seen)
                continue;
            double gain = step_value(game, c, p, f, i, x, (enum dir)d);
            if (gain < 0)
                continue;
            struct state *next = &s[to.i][to.j];
            double scale = 1;
            for (int k = 1; k < f; k++)
                scale *= discount;
            *next = (struct state){true, f, f == 1 ? d : from->first_dir, from->gain + gain * scale};
            queue[tail][0] = to.i, queue[tail++][1] = to.j;
            double value = next->gain + 0.01 * w + 0.05 * f; /* the front of the window, and time alive */
            if (value > best) {
                best = value;
                best_dir = next->first_dir;
            }
        }
    }
    return best_dir;
}

/* An enemy car ahead in the row within SHOT_RANGE, with nothing in between. */
static bool worth_a_shot(struct revisited *game, const struct car *c)
{
    if (c->nb_miss == 0)
        return false;
    for (int x = 1; x <= SHOT_RANGE; x++) {
        struct cell k = cell(game, at(c, c->pos.i, x));
        if (k.type == CAR)
            return player_of(game, k.cid) != me(game) && (x <= 2 || c->nb_miss >= 2);
        if (k.type != EMPTY)
            return false;
    }
    return false;
}

static void drive(struct revisited *game, const struct car *c, struct plan *p)
{
    memset(p, 0, sizeof *p);
    p->rows = number_rows(game);
    p->window = number_window_columns(game);
    int m = number_universe_columns(game);
    p->start = ((c->pos.j - current_round(game)) % m + m) % m;
    mark_missiles(game, c, p);
    mark_cars(game, c, p);
    /* after a shot the car moves DEFAULT, into the cell the missile cleared */
    if (worth_a_shot(game, c) && !p->block[1][c->pos.i][1] && !p->hit[2][c->pos.i][1]) {
        shoot(game, c->cid);
        return;
    }
    int d = search(game, c, p);
    if (d >= 0)
        move(game, c->cid, (enum dir)d);
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    struct plan plan;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (c.alive)
            drive(game, &c, &plan);
    }
}
