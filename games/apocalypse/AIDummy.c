/* AIDummy.c — the opponent to beat: path finding, post guards, napalm and drops on posts.
 *
 * Once: walking distances from every post (8 neighbours, around water and mountains).
 * Each round:
 *   - parachuters jump onto posts under their helicopter, or onto free cells nearby;
 *   - helicopters throw napalm on groups of enemies (never on our own soldiers), fly to a
 *     post we can take when they carry parachuters, and hunt enemy groups otherwise;
 *   - a soldier standing on one of our posts stays there as its guard (a guarded post
 *     can only be taken by killing the guard first); everyone hits the enemy next to it
 *     that is quickest to kill; soldiers leave the squares where enemy napalm may fall;
 *   - the others walk to the posts that need one (ours unguarded, free or enemy posts),
 *     nearest first, then one escort per guarded post, and the rest march together on
 *     the enemy post nearest to them all. They step around fire and enemy napalm, and
 *     do not walk onto grass next to more enemies than they already face.
 */
#define PLAYER_NAME Dummy
#include "apocalypse.h"

#include <stdlib.h>
#include <string.h>

enum {
    N = BOARD_SIZE,
    CELLS = N * N,
    FAR = 30000, /* distance to an unreachable cell */
    MAX_MINE = NUM_PLAYERS * NUM_SOLDIERS,
    WARNING = 2,       /* enemy napalm this close to ready is avoided */
    ESCORT_RANGE = 25, /* how far an escort may come from */
};

struct pair {
    int cost, soldier, post;
};

struct memory {
    int queue[CELLS];              /* scratch for the searches */
    struct pair pairs[MAX_MINE * NUM_POSTS]; /* scratch: (soldier, post) candidates */
    short dist[NUM_POSTS][CELLS];  /* walking distance to each post, FAR if none */
    unsigned char wall[CELLS];     /* water or mountain: never walkable */
    unsigned char blocked[CELLS];  /* a wall, or burning now */
    bool maps_ready;               /* dist[] computed (once: walls never change) */
    unsigned char danger[CELLS];   /* forest next to burning forest */
    unsigned char napalm[CELLS];   /* where enemy napalm may fall in the next two rounds */
    unsigned char reserved[CELLS]; /* a cell one of our soldiers moves to this round */
};

static const int DI[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int DJ[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
static const int ORI_DI[4] = {1, 0, -1, 0};
static const int ORI_DJ[4] = {0, 1, 0, -1};

static int cell(int i, int j)
{
    return i * N + j;
}

static int chebyshev(int i1, int j1, int i2, int j2)
{
    int di = abs(i1 - i2), dj = abs(j1 - j2);
    return di > dj ? di : dj;
}

/* ---- the map ---------------------------------------------------------------------------- */

static void scan_board(const struct apocalypse *game, struct memory *m)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int land = what(game, i, j);
            m->wall[cell(i, j)] = land != FOREST && land != GRASS;
            m->blocked[cell(i, j)] = m->wall[cell(i, j)] || fire_time(game, i, j) > 0;
            m->danger[cell(i, j)] = 0;
        }
    static const int SD[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            if (fire_time(game, i, j) > 1 && what(game, i, j) == FOREST)
                for (int d = 0; d < 4; d++)
                    if (what(game, i + SD[d][0], j + SD[d][1]) == FOREST)
                        m->danger[cell(i + SD[d][0], j + SD[d][1])] = 1;
}

/* Squares an enemy helicopter whose napalm is (almost) ready may burn soon: where it is,
 * and one or two cells ahead. */
static void mark_napalm_zones(const struct apocalypse *game, struct memory *m)
{
    memset(m->napalm, 0, sizeof m->napalm);
    for (int p = 0; p < NUM_PLAYERS; p++) {
        if (p == me(game))
            continue;
        struct id_list helis = helicopters(game, p);
        for (int k = 0; k < helis.size; k++) {
            struct data h = data(game, helis.id[k]);
            if (h.napalm > WARNING)
                continue;
            for (int step = 0; step <= 2; step++) {
                int ci = h.pos.i + step * ORI_DI[h.orientation], cj = h.pos.j + step * ORI_DJ[h.orientation];
                for (int i = ci - REACH; i <= ci + REACH; i++)
                    for (int j = cj - REACH; j <= cj + REACH; j++)
                        if (i >= 0 && j >= 0 && i < N && j < N)
                            m->napalm[cell(i, j)] = 1;
            }
        }
    }
}

/* Breadth-first search from the target around walls. Fire is left out: it goes out, and
 * soldiers step around it (step_towards). The border is mountain, so the neighbours of
 * any cell the search expands are on the board. */
static void distances_to(struct memory *m, struct pos target, short *dist)
{
    static const int step[8] = {-N - 1, -N, -N + 1, -1, 1, N - 1, N, N + 1};
    for (int c = 0; c < CELLS; c++)
        dist[c] = FAR;
    int head = 0, tail = 0, start = cell(target.i, target.j);
    dist[start] = 0;
    m->queue[tail++] = start;
    while (head < tail) {
        int c = m->queue[head++];
        short next = (short)(dist[c] + 1);
        for (int d = 0; d < 8; d++) {
            int n = c + step[d];
            if (m->wall[n] || dist[n] != FAR)
                continue;
            dist[n] = next;
            m->queue[tail++] = n;
        }
    }
}

/* The distance maps, made once: walls and posts never change. */
static void update_distances(const struct apocalypse *game, struct memory *m)
{
    if (m->maps_ready)
        return;
    struct post_list all = posts(game);
    for (int k = 0; k < all.size; k++)
        distances_to(m, all.post[k].pos, m->dist[k]);
    m->maps_ready = true;
}

/* ---- soldiers --------------------------------------------------------------------------- */

static bool enemy_at(const struct apocalypse *game, int i, int j, int *id)
{
    *id = which_soldier(game, i, j);
    return *id > 0 && data(game, *id).player != me(game);
}

/* The weakest enemy next to (i, j), preferring one that guards a post; false if none. */
static bool adjacent_enemy(const struct apocalypse *game, int i, int j, struct pos *where)
{
    int best = -1;
    for (int d = 0; d < 8; d++) {
        int id, ni = i + DI[d], nj = j + DJ[d];
        if (!enemy_at(game, ni, nj, &id))
            continue;
        /* Expected blows to kill it: its life over the average damage on its land. */
        int blow = what(game, ni, nj) == FOREST ? 3 * FOREST_DAMAGE / 2 : 3 * GRASS_DAMAGE / 2;
        int blows = (data(game, id).life + blow - 1) / blow;
        int score = 1000 - 100 * blows + (post_owner(game, ni, nj) != -2 ? 500 : 0);
        if (score > best) {
            best = score;
            where->i = ni;
            where->j = nj;
        }
    }
    return best >= 0;
}

/* Enemy soldiers next to (i, j). */
static int enemies_around(const struct apocalypse *game, int i, int j)
{
    int n = 0, id;
    for (int d = 0; d < 8; d++)
        n += enemy_at(game, i + DI[d], j + DJ[d], &id);
    return n;
}

/* One step down the distance map; false if no step gets closer. Steps next to enemies
 * on grass (where blows hurt most) cost extra, unless they take a post. */
static bool step_towards(struct apocalypse *game, struct memory *m, int id, struct pos from,
                         const short *dist)
{
    int here = dist[cell(from.i, from.j)], best = -1, best_score = 1 << 30;
    int here_exposed = enemies_around(game, from.i, from.j);
    for (int d = 0; d < 8; d++) {
        int ni = from.i + DI[d], nj = from.j + DJ[d], n = cell(ni, nj);
        if (dist[n] >= here || m->blocked[n] || m->reserved[n] || m->napalm[n])
            continue;
        int other = which_soldier(game, ni, nj);
        if (other > 0 && data(game, other).player == me(game))
            continue;
        bool grass = what(game, ni, nj) == GRASS;
        int exposed = dist[n] > 0 && grass ? enemies_around(game, ni, nj) : 0;
        if (exposed > 0 && exposed > here_exposed)
            continue; /* do not walk into a crowd of enemies: let them come */
        int score = dist[n] * 16 + exposed * 24 + m->danger[n] * 8 + grass * 2 + random_int(game, 0, 1);
        if (score < best_score) {
            best_score = score;
            best = n;
        }
    }
    if (best < 0)
        return false;
    m->reserved[best] = 1;
    command_soldier(game, id, best / N, best % N);
    return true;
}

/* Cheapest first; equal costs in the order they were listed (soldier, then post), so
 * that every C library's qsort() gives the same order (some are not stable). */
static int by_cost(const void *a, const void *b)
{
    const struct pair *x = a, *y = b;
    if (x->cost != y->cost)
        return x->cost < y->cost ? -1 : 1;
    if (x->soldier != y->soldier)
        return x->soldier < y->soldier ? -1 : 1;
    return (x->post > y->post) - (x->post < y->post);
}

static void command_soldiers(struct apocalypse *game, struct memory *m)
{
    struct id_list mine = soldiers(game, me(game));
    struct post_list all = posts(game);
    struct data s[MAX_MINE];
    int busy[MAX_MINE] = {0}, ordered[MAX_MINE] = {0}, need[NUM_POSTS], guarded[NUM_POSTS];
    memset(m->reserved, 0, sizeof m->reserved);

    for (int k = 0; k < all.size; k++) {
        int id = which_soldier(game, all.post[k].pos.i, all.post[k].pos.j);
        guarded[k] = id > 0 && data(game, id).player == me(game);
        need[k] = guarded[k] ? 0 : 1;
    }
    /* Guards stay, and everyone hits an enemy within reach. */
    for (int k = 0; k < mine.size; k++) {
        s[k] = data(game, mine.id[k]);
        struct pos target;
        busy[k] = post_owner(game, s[k].pos.i, s[k].pos.j) == me(game);
        ordered[k] = adjacent_enemy(game, s[k].pos.i, s[k].pos.j, &target);
        if (ordered[k]) {
            command_soldier(game, s[k].id, target.i, target.j);
            busy[k] = 1;
        }
    }
    /* Out of the way of enemy napalm. */
    for (int k = 0; k < mine.size; k++) {
        if (ordered[k] || !m->napalm[cell(s[k].pos.i, s[k].pos.j)])
            continue;
        for (int d = 0; d < 8; d++) {
            int ni = s[k].pos.i + DI[d], nj = s[k].pos.j + DJ[d], n = cell(ni, nj);
            if (m->blocked[n] || m->napalm[n] || m->reserved[n] || which_soldier(game, ni, nj) != 0)
                continue;
            if (command_soldier(game, s[k].id, ni, nj)) {
                m->reserved[n] = 1;
                busy[k] = 1;
            }
            break;
        }
    }
    /* The others go to the posts that need them, nearest first, high values first. */
    struct pair *pairs = m->pairs;
    int n = 0;
    for (int k = 0; k < mine.size; k++)
        for (int p = 0; p < all.size && !busy[k]; p++) {
            int d = m->dist[p][cell(s[k].pos.i, s[k].pos.j)];
            if (need[p] > 0 && d < FAR) {
                pairs[n].cost = 4 * d - all.post[p].value / 10;
                pairs[n].soldier = k;
                pairs[n].post = p;
                n++;
            }
        }
    qsort(pairs, (size_t)n, sizeof pairs[0], by_cost);
    for (int k = 0; k < n; k++) {
        struct pair *pr = &pairs[k];
        if (busy[pr->soldier] || need[pr->post] == 0)
            continue;
        busy[pr->soldier] = 1;
        need[pr->post]--;
        step_towards(game, m, s[pr->soldier].id, s[pr->soldier].pos, m->dist[pr->post]);
    }
    /* Then escorts: a soldier waits next to each of our guarded posts. */
    for (int p = 0; p < all.size; p++) {
        if (!guarded[p])
            continue;
        int best = -1, best_d = ESCORT_RANGE;
        for (int k = 0; k < mine.size; k++) {
            int d = m->dist[p][cell(s[k].pos.i, s[k].pos.j)];
            if (!busy[k] && d < best_d) {
                best_d = d;
                best = k;
            }
        }
        if (best < 0)
            continue;
        busy[best] = 1;
        if (best_d > 1)
            step_towards(game, m, s[best].id, s[best].pos, m->dist[p]);
    }
    /* The rest go together against one enemy post: the nearest to them all. */
    int target = -1, best_sum = 1 << 30;
    for (int p = 0; p < all.size; p++) {
        if (all.post[p].player == me(game))
            continue;
        int sum = 0;
        for (int k = 0; k < mine.size; k++)
            if (!busy[k])
                sum += m->dist[p][cell(s[k].pos.i, s[k].pos.j)];
        if (sum < best_sum) {
            best_sum = sum;
            target = p;
        }
    }
    for (int k = 0; k < mine.size && target >= 0; k++)
        if (!busy[k])
            step_towards(game, m, s[k].id, s[k].pos, m->dist[target]);
}

/* ---- helicopters ------------------------------------------------------------------------ */

/* Enemies minus a heavy price for our own soldiers under a square centred at (ci, cj). */
static int napalm_value(const struct apocalypse *game, int ci, int cj, int *ours)
{
    int value = 0;
    *ours = 0;
    for (int i = ci - REACH; i <= ci + REACH; i++)
        for (int j = cj - REACH; j <= cj + REACH; j++) {
            int id = pos_ok(game, i, j) ? which_soldier(game, i, j) : 0;
            if (id <= 0)
                continue;
            if (data(game, id).player == me(game))
                ++*ours;
            else
                value += post_owner(game, i, j) >= 0 ? 3 : 1;
        }
    return value;
}

static bool can_advance(const struct apocalypse *game, struct data h)
{
    int di = ORI_DI[h.orientation], dj = ORI_DJ[h.orientation];
    for (int k = -REACH; k <= REACH; k++) {
        int i = h.pos.i + (REACH + 1) * di + k * dj, j = h.pos.j + (REACH + 1) * dj + k * di;
        if (!pos_ok(game, i, j) || what(game, i, j) == MOUNTAIN)
            return false;
    }
    struct id_list helis;
    for (int p = 0; p < NUM_PLAYERS; p++) {
        helis = helicopters(game, p);
        for (int k = 0; k < helis.size; k++) {
            struct data o = data(game, helis.id[k]);
            if (o.id != h.id && chebyshev(o.pos.i, o.pos.j, h.pos.i + di, h.pos.j + dj) <= 2 * REACH)
                return false;
        }
    }
    return true;
}

/* Where a helicopter wants to be: over a post it can take, or over enemies. */
static struct pos heli_target(const struct apocalypse *game, struct data h)
{
    struct pos best = h.pos;
    int best_score = -FAR;
    if (h.nb_parachuters > 0) {
        struct post_list all = posts(game);
        for (int k = 0; k < all.size; k++) {
            struct pos p = all.post[k].pos;
            if (all.post[k].player == me(game) || which_soldier(game, p.i, p.j) != 0)
                continue;
            int score = all.post[k].value - 4 * chebyshev(p.i, p.j, h.pos.i, h.pos.j);
            if (score > best_score) {
                best_score = score;
                best = p;
            }
        }
        if (best_score > -FAR)
            return best;
    }
    for (int p = 0; p < NUM_PLAYERS; p++) {
        if (p == me(game))
            continue;
        struct id_list theirs = soldiers(game, p);
        for (int k = 0; k < theirs.size; k++) {
            struct pos e = data(game, theirs.id[k]).pos;
            int ours, score = 10 * napalm_value(game, e.i, e.j, &ours) - 20 * ours -
                              chebyshev(e.i, e.j, h.pos.i, h.pos.j);
            if (score > best_score) {
                best_score = score;
                best = e;
            }
        }
    }
    return best;
}

static void command_helicopter_to(struct apocalypse *game, struct data h, struct pos t)
{
    int di = t.i - h.pos.i, dj = t.j - h.pos.j;
    if (di == 0 && dj == 0)
        return;
    int want = abs(di) >= abs(dj) ? (di > 0 ? SOUTH : NORTH) : (dj > 0 ? EAST : WEST);
    int along = di * ORI_DI[h.orientation] + dj * ORI_DJ[h.orientation]; /* progress ahead */
    if ((h.orientation == want || along > 0) && can_advance(game, h)) {
        command_helicopter(game, h.id, along >= 2 ? FORWARD2 : FORWARD1);
        return;
    }
    if (h.orientation == want) /* blocked on the way: go round */
        command_helicopter(game, h.id, random_int(game, 0, 1) ? CLOCKWISE : COUNTER_CLOCKWISE);
    else
        command_helicopter(game, h.id, (h.orientation + 1) % 4 == want ? COUNTER_CLOCKWISE : CLOCKWISE);
}

static void command_helicopters(struct apocalypse *game)
{
    struct id_list helis = helicopters(game, me(game));
    for (int k = 0; k < helis.size; k++) {
        struct data h = data(game, helis.id[k]);
        int ours;
        if (h.napalm == 0 && napalm_value(game, h.pos.i, h.pos.j, &ours) >= 2 && ours == 0)
            command_helicopter(game, h.id, NAPALM);
        else
            command_helicopter_to(game, h, heli_target(game, h));
    }
}

/* ---- parachuters ------------------------------------------------------------------------ */

static void throw_parachuters(struct apocalypse *game, struct memory *m)
{
    struct id_list helis = helicopters(game, me(game));
    int jumps = 0;
    memset(m->reserved, 0, sizeof m->reserved);
    for (int k = 0; k < helis.size; k++) {
        struct data h = data(game, helis.id[k]);
        for (int n = 0; n < h.nb_parachuters && jumps < MAX_JUMP; n++) {
            int best = -1, best_score = 0;
            for (int i = h.pos.i - REACH; i <= h.pos.i + REACH; i++)
                for (int j = h.pos.j - REACH; j <= h.pos.j + REACH; j++) {
                    int c = cell(i, j);
                    if (m->blocked[c] || m->reserved[c] || m->napalm[c] || which_soldier(game, i, j) != 0)
                        continue;
                    int owner = post_owner(game, i, j);
                    int score = owner == -2         ? 1 + (what(game, i, j) == FOREST) - 2 * m->danger[c]
                                : owner == me(game) ? 50
                                                    : 200;
                    if (score > best_score) {
                        best_score = score;
                        best = c;
                    }
                }
            if (best < 0)
                break;
            if (!command_parachuter(game, best / N, best % N))
                break;
            m->reserved[best] = 1;
            jumps++;
        }
    }
}

PLAYER(struct memory)

static void play(struct apocalypse *game, struct memory *memory)
{
    scan_board(game, memory);
    mark_napalm_zones(game, memory);
    update_distances(game, memory);
    throw_parachuters(game, memory);
    command_helicopters(game);
    command_soldiers(game, memory);
}
