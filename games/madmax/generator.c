/* generator.c — the Mad Max GENERATOR board (notes/madmax-generator.md, sections 1-9). */
#include "generator.h"

#include <limits.h>
#include <string.h>

enum {
    ROWS = MM_GEN_ROWS,
    COLS = MM_GEN_COLS,
    CELLS = ROWS * COLS,
    MAX_ROADS = 7,
    MAX_BLOCKS = (MAX_ROADS - 1) * (MAX_ROADS - 1),
    MAX_ZONES = 18,
    CITY_ZONES = 8,
    DFS_STACK = 4 * CELLS + 1,   /* each processed cell pushes 4, plus the start */
    MAX_CANDIDATES = MAX_ROADS * MAX_ROADS,   /* stations only fit on road crossings */
};

enum { DESERT = '.', ROAD = 'R', STATION = 'S', WATER = 'W', WALL = 'X' };

/* Per-cell state while a blob grows in a zone; 0 = not in the zone being worked on. */
enum { OUTSIDE, IN_POOL, IN_FRONTIER, IN_BLOB, IN_REMAINDER };

struct layout {
    int n, m;                              /* numbers of row roads and column roads */
    int x[MAX_ROADS], y[MAX_ROADS];        /* their rows and columns, ascending */
};

struct blocks {
    int parent[MAX_BLOCKS];
    int area[MAX_BLOCKS];                  /* meaningful at roots */
    int groups;
};

struct zone {
    int first, len;                        /* cells[first .. first+len-1], traversal order */
};

struct gen {
    struct lcg2018 *r;
    char *grid;
    struct layout lay;
    int nb_zones;
    struct zone zones[MAX_ZONES];
    short cells[CELLS];                    /* interior cells of all zones */
    unsigned char seen[CELLS];
    unsigned char mark[CELLS];
    short stack[DFS_STACK];
    short frontier[CELLS];                 /* row-major order */
    short remainder[CELLS];
};

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

static int inside(int i, int j)
{
    return i >= 0 && i < ROWS && j >= 0 && j < COLS;
}

static void sort_ints(int *v, int len)
{
    for (int k = 1; k < len; k++)
        for (int t = k; t > 0 && v[t - 1] > v[t]; t--) {
            int tmp = v[t];
            v[t] = v[t - 1];
            v[t - 1] = tmp;
        }
}

static void sort_cells(short *v, int len)
{
    for (int k = 1; k < len; k++) {
        short c = v[k];
        int t = k;
        for (; t > 0 && v[t - 1] > c; t--)
            v[t] = v[t - 1];
        v[t] = c;
    }
}

/* ---- Phase A: the road layout ---- */

/* A2: the numbers of row roads and column roads. */
static void draw_road_counts(struct lcg2018 *r, int *n, int *m)
{
    *n = lcg2018_uniform(r, 5, 7);
    *m = lcg2018_uniform(r, 5, 7);
    if ((*n == 5 && *m == 5) || (*n == 7 && *m == 7)) {
        if (lcg2018_uniform(r, 0, 1) == 1)
            *n = 6;
        else
            *m = 6;
    }
}

static int well_spaced(const int *v, int len)
{
    for (int k = 1; k < len; k++)
        if (v[k] - v[k - 1] <= 4)
            return 0;
    return 1;
}

/* A3: q ascending road coordinates; the middle ones are redrawn until 5 apart. */
static void draw_road_coords(struct lcg2018 *r, int q, int *out)
{
    int first = lcg2018_uniform(r, 6, 8);
    int last = lcg2018_uniform(r, 51, 53);
    int mid[MAX_ROADS];
    do {
        for (int k = 0; k < q - 2; k++)
            mid[k] = lcg2018_uniform(r, first + 5, last - 5);
        sort_ints(mid, q - 2);
    } while (!well_spaced(mid, q - 2));
    out[0] = first;
    memcpy(out + 1, mid, (size_t)(q - 2) * sizeof *mid);
    out[q - 1] = last;
}

static void draw_roads(struct gen *g)
{
    struct layout *lay = &g->lay;
    memset(g->grid, DESERT, CELLS);
    draw_road_counts(g->r, &lay->n, &lay->m);
    draw_road_coords(g->r, lay->n, lay->x);
    draw_road_coords(g->r, lay->m, lay->y);
    for (int k = 0; k < lay->n; k++)
        memset(g->grid + lay->x[k] * COLS, ROAD, COLS);
    for (int k = 0; k < lay->m; k++)
        for (int i = 0; i < ROWS; i++)
            g->grid[i * COLS + lay->y[k]] = ROAD;
}

/* Block (a, b), 1 <= a < n, 1 <= b < m. */
static int block_id(const struct layout *lay, int a, int b)
{
    return (a - 1) * (lay->m - 1) + (b - 1);
}

static int block_root(const struct blocks *bl, int id)
{
    while (bl->parent[id] != id)
        id = bl->parent[id];
    return id;
}

static void init_blocks(const struct layout *lay, struct blocks *bl)
{
    for (int a = 1; a < lay->n; a++)
        for (int b = 1; b < lay->m; b++) {
            int id = block_id(lay, a, b);
            bl->parent[id] = id;
            bl->area[id] = (lay->x[a] - lay->x[a - 1] - 1) * (lay->y[b] - lay->y[b - 1] - 1);
        }
    bl->groups = (lay->n - 1) * (lay->m - 1);
}

/* A road piece between two blocks: cells (row, lo..hi) or (lo..hi, col). */
struct piece {
    int first_block, second_block;
    int fixed, lo, hi;
    int is_row;
};

struct merge_choice {
    struct piece piece;
    int cost;
};

static void consider_pair(const struct blocks *bl, const struct piece *p, struct merge_choice *best)
{
    int r1 = block_root(bl, p->first_block), r2 = block_root(bl, p->second_block);
    if (r1 == r2)
        return;
    int cost = bl->area[r1] + bl->area[r2] + (p->hi - p->lo + 1);
    if (cost < best->cost) {   /* strict: the first pair met wins ties */
        best->cost = cost;
        best->piece = *p;
    }
}

/* A7: one merge of the cheapest pair of neighbouring groups. */
static void merge_cheapest(struct gen *g, struct blocks *bl)
{
    const struct layout *lay = &g->lay;
    struct merge_choice best = { .cost = INT_MAX };
    for (int b = 1; b < lay->m; b++)
        for (int a = 1; a < lay->n - 1; a++) {
            struct piece p = { block_id(lay, a, b), block_id(lay, a + 1, b),
                               lay->x[a], lay->y[b - 1] + 1, lay->y[b] - 1, 1 };
            consider_pair(bl, &p, &best);
        }
    for (int a = 1; a < lay->n; a++)
        for (int b = 1; b < lay->m - 1; b++) {
            struct piece p = { block_id(lay, a, b), block_id(lay, a, b + 1),
                               lay->y[b], lay->x[a - 1] + 1, lay->x[a] - 1, 0 };
            consider_pair(bl, &p, &best);
        }
    const struct piece *p = &best.piece;
    int r1 = block_root(bl, p->first_block), r2 = block_root(bl, p->second_block);
    bl->parent[r2] = r1;
    bl->area[r1] = best.cost;
    bl->groups--;
    for (int k = p->lo; k <= p->hi; k++)
        g->grid[p->is_row ? p->fixed * COLS + k : k * COLS + p->fixed] = DESERT;
}

/* All 8 neighbours are desert. */
static int is_interior(const char *grid, int i, int j)
{
    for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) {
            if (di == 0 && dj == 0)
                continue;
            if (!inside(i + di, j + dj) || grid[(i + di) * COLS + j + dj] != DESERT)
                return 0;
        }
    return 1;
}

static void push_cell(struct gen *g, int *top, int i, int j)
{
    if (inside(i, j))
        g->stack[(*top)++] = (short)(i * COLS + j);
}

/* A8: the interior cells of the desert reached from `start`, in recursive pre-order with
 * neighbours up, down, left, right (explicit stack: pushed in reverse). Returns the count. */
static int flood_zone(struct gen *g, int start, short *out)
{
    int top = 0, len = 0;
    g->stack[top++] = (short)start;
    while (top > 0) {
        int c = g->stack[--top];
        int i = c / COLS, j = c % COLS;
        if (g->seen[c])
            continue;
        g->seen[c] = 1;
        if (g->grid[c] != DESERT)
            continue;
        if (is_interior(g->grid, i, j))
            out[len++] = (short)c;
        push_cell(g, &top, i, j + 1);
        push_cell(g, &top, i, j - 1);
        push_cell(g, &top, i + 1, j);
        push_cell(g, &top, i - 1, j);
    }
    return len;
}

static void build_zones(struct gen *g, const struct blocks *bl)
{
    const struct layout *lay = &g->lay;
    int used = 0;
    memset(g->seen, 0, sizeof g->seen);
    g->nb_zones = 0;
    for (int a = 1; a < lay->n; a++)
        for (int b = 1; b < lay->m; b++) {
            int id = block_id(lay, a, b);
            if (block_root(bl, id) != id)
                continue;
            int start = (lay->x[a] - 2) * COLS + (lay->y[b] - 2);
            struct zone *z = &g->zones[g->nb_zones++];
            z->first = used;
            z->len = flood_zone(g, start, g->cells + used);
            used += z->len;
        }
}

/* A9: larger first; on equal sizes the zone whose first cell comes later goes first. */
static int zone_before(const struct gen *g, const struct zone *a, const struct zone *b)
{
    if (a->len != b->len)
        return a->len > b->len;
    return g->cells[a->first] > g->cells[b->first];
}

static void sort_zones(struct gen *g)
{
    for (int k = 1; k < g->nb_zones; k++) {
        struct zone z = g->zones[k];
        int t = k;
        for (; t > 0 && zone_before(g, &z, &g->zones[t - 1]); t--)
            g->zones[t] = g->zones[t - 1];
        g->zones[t] = z;
    }
}

/* One attempt of phase A; returns 0 if the zones break the A10 rule. */
static int try_layout(struct gen *g)
{
    struct blocks bl;
    draw_roads(g);
    init_blocks(&g->lay, &bl);
    int target = lcg2018_uniform(g->r, 14, min_int(bl.groups, 18));
    while (bl.groups > target)
        merge_cheapest(g, &bl);
    build_zones(g, &bl);
    sort_zones(g);
    return g->zones[0].len <= 300 && g->zones[g->nb_zones - 1].len >= 10;
}

/* ---- Phase B: city zones and water zones ---- */

static void assign_zones(const struct gen *g, int *city, int *water)
{
    int nb_water = g->nb_zones - CITY_ZONES;
    int nc = 0, nw = 0;
    int taken[MAX_ZONES] = { 0 };
    for (int k = 0; k < 4; k++) {
        city[nc++] = k;
        taken[k] = 1;
    }
    for (int k = g->nb_zones - 1; k >= 4; k--)
        if (g->zones[k].len < 20 && nw < nb_water) {
            water[nw++] = k;
            taken[k] = 1;
        }
    for (int k = g->nb_zones - 1; k >= 4; k--)
        if (!taken[k] && nc < CITY_ZONES) {
            city[nc++] = k;
            taken[k] = 1;
        }
    for (int k = 0; k < g->nb_zones; k++)
        if (!taken[k])
            water[nw++] = k;
}

/* ---- Phases C and D: blobs ---- */

/* Inserts c into the row-major frontier list. */
static void frontier_insert(struct gen *g, int *len, int c)
{
    int t = *len;
    for (; t > 0 && g->frontier[t - 1] > c; t--)
        g->frontier[t] = g->frontier[t - 1];
    g->frontier[t] = (short)c;
    (*len)++;
}

/* Moves the pool cells around `last` into the frontier: the 4 neighbours for a city, the
 * 5x5 square without its centre and corners for water. */
static void feed_frontier(struct gen *g, int last, int is_water, int *len)
{
    int i = last / COLS, j = last % COLS;
    int reach = is_water ? 2 : 1;
    for (int di = -reach; di <= reach; di++)
        for (int dj = -reach; dj <= reach; dj++) {
            int d = (di < 0 ? -di : di) + (dj < 0 ? -dj : dj);
            int keep = is_water ? d > 0 && d < 4 : d == 1;
            if (!keep || !inside(i + di, j + dj))
                continue;
            int c = (i + di) * COLS + j + dj;
            if (g->mark[c] == IN_POOL) {
                g->mark[c] = IN_FRONTIER;
                frontier_insert(g, len, c);
            }
        }
}

static int touches_blob(const struct gen *g, int c)
{
    int i = c / COLS, j = c % COLS;
    for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++)
            if (inside(i + di, j + dj) && g->mark[(i + di) * COLS + j + dj] == IN_BLOB)
                return 1;
    return 0;
}

/* C3 / D: grows a blob of `ch` in zone z; fills g->remainder (row-major, marked
 * IN_REMAINDER) and returns its length. */
static int grow_blob(struct gen *g, const struct zone *z, int is_water, char ch)
{
    const short *zc = g->cells + z->first;
    int q = z->len;
    int start = lcg2018_uniform(g->r, 0, q - 1);
    int size = is_water ? lcg2018_uniform(g->r, 5, min_int(q, 15)) : lcg2018_uniform(g->r, 20, min_int(q, 40));
    for (int k = 0; k < q; k++)
        g->mark[zc[k]] = IN_POOL;
    int last = zc[start], grown = 1, nf = 0;
    g->mark[last] = IN_BLOB;
    g->grid[last] = ch;
    while (grown < size) {
        feed_frontier(g, last, is_water, &nf);
        if (nf == 0)   /* never with the original's zones; the original would misbehave */
            break;
        int k = lcg2018_uniform(g->r, 0, nf - 1);
        last = g->frontier[k];
        memmove(g->frontier + k, g->frontier + k + 1, (size_t)(nf - k - 1) * sizeof *g->frontier);
        nf--;
        g->mark[last] = IN_BLOB;
        g->grid[last] = ch;
        grown++;
    }
    int nr = 0;
    for (int k = 0; k < q; k++)
        if (g->mark[zc[k]] == IN_POOL && !touches_blob(g, zc[k]))
            g->remainder[nr++] = zc[k];
    sort_cells(g->remainder, nr);
    for (int k = 0; k < nr; k++)
        g->mark[g->remainder[k]] = IN_REMAINDER;
    return nr;
}

/* ---- Phase E: walls ---- */

/* Cells of the remainder met from (i, j), included, along (di, dj). */
static int run_length(const struct gen *g, int i, int j, int di, int dj)
{
    int len = 0;
    while (inside(i, j) && g->mark[i * COLS + j] == IN_REMAINDER) {
        len++;
        i += di;
        j += dj;
    }
    return len;
}

static void roll_walls(struct gen *g, int i, int j, int di, int dj, int len)
{
    for (int k = 0; k < len; k++, i += di, j += dj)
        if (lcg2018_uniform(g->r, 0, 7) != 0)
            g->grid[i * COLS + j] = WALL;
}

/* E3: a wall along the run through c if it has at least 4 cells. */
static void wall_attempt(struct gen *g, int c, int di, int dj)
{
    int i = c / COLS, j = c % COLS;
    int forward = run_length(g, i, j, di, dj);
    int backward = run_length(g, i, j, -di, -dj);
    if (forward + backward - 1 < 4)
        return;
    roll_walls(g, i, j, di, dj, forward);
    roll_walls(g, i, j, -di, -dj, backward);
}

static void build_walls(struct gen *g, int nr)
{
    if (nr == 0)
        return;
    int k = lcg2018_uniform(g->r, 0, nr - 1);
    int up = lcg2018_uniform(g->r, 0, 1);
    wall_attempt(g, g->remainder[k], up ? -1 : 1, 0);
    k = lcg2018_uniform(g->r, 0, nr - 1);
    int left = lcg2018_uniform(g->r, 0, 1);
    wall_attempt(g, g->remainder[k], 0, left ? -1 : 1);
}

static void fill_zone(struct gen *g, const struct zone *z, int is_water, char ch)
{
    int nr = grow_blob(g, z, is_water, ch);
    build_walls(g, nr);
    for (int k = 0; k < z->len; k++)
        g->mark[g->cells[z->first + k]] = OUTSIDE;
}

static void place_blobs(struct gen *g)
{
    int city[CITY_ZONES], water[MAX_ZONES], perm[CITY_ZONES];
    assign_zones(g, city, water);
    lcg2018_permutation(g->r, CITY_ZONES, perm);
    for (int k = 0; k < CITY_ZONES; k++)
        fill_zone(g, &g->zones[city[perm[k]]], 0, (char)('0' + k / 2));
    for (int k = 0; k < g->nb_zones - CITY_ZONES; k++)
        fill_zone(g, &g->zones[water[k]], 1, WATER);
}

/* ---- Phase F: road stubs at the borders ---- */

static void cut_stubs(struct gen *g, int count, const int *coords, int is_row, int lo, int hi)
{
    int perm[MAX_ROADS];
    int keep = lcg2018_uniform(g->r, 3, 5);
    lcg2018_permutation(g->r, count, perm);
    for (int k = 0; k < count - keep; k++)
        for (int t = lo; t <= hi; t++) {
            int c = coords[perm[k]];
            g->grid[is_row ? c * COLS + t : t * COLS + c] = DESERT;
        }
}

static void cut_border_stubs(struct gen *g)
{
    const struct layout *lay = &g->lay;
    cut_stubs(g, lay->n, lay->x, 1, 0, lay->y[0] - 1);
    cut_stubs(g, lay->n, lay->x, 1, lay->y[lay->m - 1] + 1, COLS - 1);
    cut_stubs(g, lay->m, lay->y, 0, 0, lay->x[0] - 1);
    cut_stubs(g, lay->m, lay->y, 0, lay->x[lay->n - 1] + 1, ROWS - 1);
}

/* ---- Phase G: stations ---- */

static void place_stations(struct gen *g)
{
    int cand[MAX_CANDIDATES], perm[MAX_CANDIDATES];
    int nc = 0;
    const char *grid = g->grid;
    for (int i = 1; i < ROWS - 1; i++)
        for (int j = 1; j < COLS - 1; j++) {
            int c = i * COLS + j;
            if (grid[c] == ROAD && (grid[c - COLS] == ROAD || grid[c + COLS] == ROAD)
                && (grid[c - 1] == ROAD || grid[c + 1] == ROAD) && nc < MAX_CANDIDATES)
                cand[nc++] = c;
        }
    int num = lcg2018_uniform(g->r, 6, min_int(8, nc));
    lcg2018_permutation(g->r, nc, perm);
    for (int k = 0; k < num && k < nc; k++)
        g->grid[cand[perm[k]]] = STATION; // cppcheck-suppress uninitvar ; k < nc

}

void mm_generate(struct lcg2018 *r, char grid[MM_GEN_ROWS * MM_GEN_COLS])
{
    struct gen g;
    g.r = r;
    g.grid = grid;
    memset(g.mark, OUTSIDE, sizeof g.mark);
    while (!try_layout(&g))
        ;
    place_blobs(&g);
    cut_border_stubs(&g);
    place_stations(&g);
}
