/* generator.c — seeded Apocalypse boards: one quadrant drawn at random, mirrored four ways.
 *
 * The quadrant (player 0's, rows and columns 0..29) gets forest blobs, lakes and short
 * mountain ridges on grass. Walkable cells cut off from the centre become water, so every
 * soldier can walk to every post; a quadrant whose open part is too small or too narrow
 * at its inner edges is drawn again (from the same stream, so a seed is still one board).
 * Helicopters, posts and soldiers are then placed in the quadrant, and everything is
 * mirrored: player 1 across the vertical axis, player 3 across the horizontal one, player
 * 2 across both. */
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "generator.h"

enum { Q = AP_SIZE / 2, QCELLS = Q * Q, MIN_OPEN = QCELLS * 55 / 100, MIN_EDGE = 8 };

struct quadrant {
    unsigned char land[QCELLS];
    struct {
        int i, j;
    } heli[AP_HELIS_PER_PLAYER], post[4], soldier[AP_SOLDIERS];
};

static int qat(int i, int j)
{
    return i * Q + j;
}

static int inside(int i, int j) /* not on the border, not past the quadrant */
{
    return i >= 1 && j >= 1 && i < Q && j < Q;
}

/* Grows a blob of `kind` from a random cell: each step adds a random side neighbour of a
 * random cell already in the blob. */
static void blob(struct lcg2018 *r, unsigned char *land, int kind, int size)
{
    static const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    int cells[QCELLS], n = 0;
    cells[n++] = qat(lcg2018_uniform(r, 1, Q - 1), lcg2018_uniform(r, 1, Q - 1));
    land[cells[0]] = (unsigned char)kind;
    for (int tries = 0; n < size && tries < 20 * size; tries++) {
        int c = cells[lcg2018_uniform(r, 0, n - 1)], d = lcg2018_uniform(r, 0, 3);
        int i = c / Q + di[d], j = c % Q + dj[d];
        if (!inside(i, j) || land[qat(i, j)] == kind)
            continue;
        land[qat(i, j)] = (unsigned char)kind;
        cells[n++] = qat(i, j);
    }
}

/* A mountain ridge: a walk that mostly keeps its direction. */
static void ridge(struct lcg2018 *r, unsigned char *land, int length)
{
    static const int di[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dj[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    int i = lcg2018_uniform(r, 3, Q - 4), j = lcg2018_uniform(r, 3, Q - 4), d = lcg2018_uniform(r, 0, 7);
    for (int k = 0; k < length && inside(i, j); k++) {
        land[qat(i, j)] = AP_MOUNTAIN;
        if (lcg2018_uniform(r, 0, 3) == 0)
            d = (d + (lcg2018_uniform(r, 0, 1) ? 1 : 7)) % 8;
        i += di[d];
        j += dj[d];
    }
}

static int walkable(int land)
{
    return land == AP_FOREST || land == AP_GRASS;
}

/* Keeps the walkable cells 8-connected to the centre corner; the rest becomes water.
 * Returns 0 if too little is left open or the quadrant barely touches its neighbours. */
static int open_up(unsigned char *land)
{
    unsigned char seen[QCELLS];
    int stack[QCELLS], n = 0, open = 0;
    memset(seen, 0, sizeof seen);
    stack[n++] = qat(Q - 1, Q - 1);
    seen[stack[0]] = 1;
    while (n > 0) {
        int c = stack[--n];
        open++;
        for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++) {
                int i = c / Q + di, j = c % Q + dj;
                if (inside(i, j) && !seen[qat(i, j)] && walkable(land[qat(i, j)])) {
                    seen[qat(i, j)] = 1;
                    stack[n++] = qat(i, j);
                }
            }
    }
    int edge_rows = 0, edge_cols = 0;
    for (int k = 1; k < Q; k++) {
        edge_rows += seen[qat(Q - 1, k)];
        edge_cols += seen[qat(k, Q - 1)];
    }
    for (int c = 0; c < QCELLS; c++)
        if (walkable(land[c]) && !seen[c])
            land[c] = AP_WATER;
    return open >= MIN_OPEN && edge_rows >= MIN_EDGE && edge_cols >= MIN_EDGE;
}

static int heli_spot_ok(const struct quadrant *q, int k, int ci, int cj)
{
    for (int i = ci - AP_REACH; i <= ci + AP_REACH; i++)
        for (int j = cj - AP_REACH; j <= cj + AP_REACH; j++)
            if (q->land[qat(i, j)] == AP_MOUNTAIN)
                return 0;
    for (int h = 0; h < k; h++)
        if (abs(q->heli[h].i - ci) <= 2 * AP_REACH && abs(q->heli[h].j - cj) <= 2 * AP_REACH)
            return 0;
    return 1;
}

/* Centres from 3 to Q - 4 keep the square off the border and off its mirror image. */
static int place_helis(struct lcg2018 *r, struct quadrant *q)
{
    for (int k = 0; k < AP_HELIS_PER_PLAYER; k++) {
        int tries = 0, ci, cj;
        do {
            ci = lcg2018_uniform(r, AP_REACH + 1, Q - AP_REACH - 2);
            cj = lcg2018_uniform(r, AP_REACH + 1, Q - AP_REACH - 2);
        } while (!heli_spot_ok(q, k, ci, cj) && ++tries < 1000);
        if (tries == 1000)
            return 0;
        q->heli[k].i = ci;
        q->heli[k].j = cj;
    }
    return 1;
}

static int taken(const struct quadrant *q, int np, int ns, int i, int j, int spacing)
{
    for (int k = 0; k < np; k++)
        if (abs(q->post[k].i - i) < spacing && abs(q->post[k].j - j) < spacing)
            return 1;
    for (int k = 0; k < ns; k++)
        if (q->soldier[k].i == i && q->soldier[k].j == j)
            return 1;
    return 0;
}

/* Posts at least 6 cells apart, and 2 from the inner edges (so 4 from their mirrors);
 * soldiers on distinct free cells, 3 from the inner edges. */
static int place_posts_and_soldiers(struct lcg2018 *r, struct quadrant *q)
{
    for (int k = 0; k < 4; k++) {
        int tries = 0, i, j;
        do {
            i = lcg2018_uniform(r, 2, Q - 3);
            j = lcg2018_uniform(r, 2, Q - 3);
        } while ((!walkable(q->land[qat(i, j)]) || taken(q, k, 0, i, j, 6)) && ++tries < 1000);
        if (tries == 1000)
            return 0;
        q->post[k].i = i;
        q->post[k].j = j;
    }
    for (int k = 0; k < AP_SOLDIERS; k++) {
        int tries = 0, i, j;
        do {
            i = lcg2018_uniform(r, 1, Q - 4);
            j = lcg2018_uniform(r, 1, Q - 4);
        } while ((!walkable(q->land[qat(i, j)]) || taken(q, 4, k, i, j, 1)) && ++tries < 1000);
        if (tries == 1000)
            return 0;
        q->soldier[k].i = i;
        q->soldier[k].j = j;
    }
    return 1;
}

static int draw_quadrant(struct lcg2018 *r, struct quadrant *q)
{
    memset(q->land, AP_GRASS, sizeof q->land);
    int forests = lcg2018_uniform(r, 4, 12), lakes = lcg2018_uniform(r, 0, 4), ridges = lcg2018_uniform(r, 0, 5);
    for (int k = 0; k < forests; k++)
        blob(r, q->land, AP_FOREST, lcg2018_uniform(r, 15, 90));
    for (int k = 0; k < lakes; k++)
        blob(r, q->land, AP_WATER, lcg2018_uniform(r, 5, 30));
    for (int k = 0; k < ridges; k++)
        ridge(r, q->land, lcg2018_uniform(r, 3, 12));
    for (int k = 0; k < Q; k++)
        q->land[qat(0, k)] = q->land[qat(k, 0)] = AP_MOUNTAIN;
    q->land[qat(Q - 1, Q - 1)] = AP_GRASS; /* the centre, where the four quadrants meet */
    return open_up(q->land) && place_helis(r, q) && place_posts_and_soldiers(r, q);
}

/* Player p's image of quadrant cell (i, j). */
static void mirror(int p, int i, int j, int *mi, int *mj)
{
    *mi = p == 2 || p == 3 ? AP_SIZE - 1 - i : i;
    *mj = p == 1 || p == 2 ? AP_SIZE - 1 - j : j;
}

static int mirror_ori(int p, int ori)
{
    if ((p == 1 || p == 2) && (ori == AP_EAST || ori == AP_WEST))
        ori ^= 2; /* EAST 1 <-> WEST 3 */
    if ((p == 2 || p == 3) && (ori == AP_SOUTH || ori == AP_NORTH))
        ori ^= 2; /* SOUTH 0 <-> NORTH 2 */
    return ori;
}

void ap_board_generate(long long seed, struct ap_view *v)
{
    struct lcg2018 r;
    struct quadrant q;
    lcg2018_seed(&r, seed);
    while (!draw_quadrant(&r, &q))
        continue;
    memset(v, 0, sizeof *v);
    for (int i = 0; i < AP_SIZE; i++)
        for (int j = 0; j < AP_SIZE; j++)
            v->land[ap_at(i, j)] = q.land[qat(i < Q ? i : AP_SIZE - 1 - i, j < Q ? j : AP_SIZE - 1 - j)];
    for (int k = 0; k < 4; k++)
        for (int p = 0; p < AP_PLAYERS; p++) {
            struct ap_post *post = &v->post[4 * k + p];
            post->owner = -1;
            post->value = k < 2 ? AP_HIGH_VALUE : AP_LOW_VALUE;
            mirror(p, q.post[k].i, q.post[k].j, &post->i, &post->j);
        }
    for (int p = 0; p < AP_PLAYERS; p++)
        for (int k = 0; k < AP_HELIS_PER_PLAYER; k++) {
            int h = AP_HELIS_PER_PLAYER * p + k, i, j;
            struct ap_heli *u = &v->heli[h];
            mirror(p, q.heli[k].i, q.heli[k].j, &i, &j);
            u->id = h + 1;
            u->player = (signed char)p;
            u->i = (unsigned char)i;
            u->j = (unsigned char)j;
            u->ori = (signed char)mirror_ori(p, k == 0 ? AP_SOUTH : AP_EAST);
            u->napalm = AP_ROUNDS_NAPALM;
            v->heli_of[p][k] = (signed char)h;
        }
    for (int k = 0; k < AP_SOLDIERS; k++)
        for (int p = 0; p < AP_PLAYERS; p++) {
            struct ap_soldier *s = &v->soldier[v->nb_soldiers++];
            int i, j;
            mirror(p, q.soldier[k].i, q.soldier[k].j, &i, &j);
            s->id = AP_HELIS + 1 + AP_PLAYERS * k + p;
            s->player = (signed char)p;
            s->life = AP_LIFE;
            s->i = (unsigned char)i;
            s->j = (unsigned char)j;
        }
    ap_view_index(v);
}
