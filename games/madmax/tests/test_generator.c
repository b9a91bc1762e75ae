/* test_generator.c — the Mad Max GENERATOR board against the original engine's output. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator.h"

enum { ROWS = MM_GEN_ROWS, COLS = MM_GEN_COLS, CELLS = ROWS * COLS, CORPUS_SEEDS = 100 };

static void generate(long long seed, char *grid, struct lcg2018 *r)
{
    lcg2018_seed(r, seed);
    mm_generate(r, grid);
}

/* ---- section 1: the generator's test vectors ---- */

static void check_vectors(long long seed, const int *draws, const int *perm)
{
    struct lcg2018 r;
    int got[8];
    lcg2018_seed(&r, seed);
    for (int k = 0; k < 8; k++)
        cr_expect_eq(lcg2018_uniform(&r, 0, 99), draws[k], "seed %lld draw %d", seed, k);
    lcg2018_permutation(&r, 8, got);
    for (int k = 0; k < 8; k++)
        cr_expect_eq(got[k], perm[k], "seed %lld perm[%d]", seed, k);
}

Test(generator, rng_vectors)
{
    check_vectors(1, (const int[]){ 0, 98, 41, 68, 66, 7, 82, 10 },
                  (const int[]){ 0, 5, 6, 4, 2, 7, 3, 1 });
    check_vectors(30, (const int[]){ 31, 91, 19, 66, 98, 11, 6, 56 },
                  (const int[]){ 2, 5, 3, 0, 6, 1, 7, 4 });
}

/* ---- the generator state after the units (section 11) ---- */

static int is_city(char c)
{
    return c >= '0' && c <= '3';
}

/* Section 11 draws one R(0, size - 1) per city (8), then permutations of the pools
 * (city cells minus those 8), then one of the border road cells: one draw per city cell
 * plus one per listed border road cell, whatever their values. */
static void simulate_unit_draws(const char *grid, struct lcg2018 *r)
{
    int draws = 0;
    for (int c = 0; c < CELLS; c++)
        draws += is_city(grid[c]);
    for (int i = 0; i < ROWS; i++)
        draws += (grid[i * COLS] == 'R') + (grid[i * COLS + COLS - 1] == 'R');
    for (int j = 0; j < COLS; j++)
        draws += (grid[j] == 'R') + (grid[(ROWS - 1) * COLS + j] == 'R');
    for (int k = 0; k < draws; k++)
        lcg2018_uniform(r, 0, 0);
}

Test(generator, state_after_units)
{
    static const struct {
        long long seed;
        unsigned state;
    } checkpoints[] = { { 1, 1561609205u }, { 2, 371570186u }, { 3, 624450507u } };
    for (size_t k = 0; k < sizeof checkpoints / sizeof checkpoints[0]; k++) {
        char grid[CELLS];
        struct lcg2018 r;
        generate(checkpoints[k].seed, grid, &r);
        simulate_unit_draws(grid, &r);
        cr_expect_eq(r.state, checkpoints[k].state, "seed %lld: state %u, expected %u",
                     checkpoints[k].seed, (unsigned)r.state, checkpoints[k].state);
    }
}

/* ---- the original's state 0 for seeds 1..100 ---- */

static FILE *open_corpus(char *path, size_t size)
{
    const char *shared = getenv("ARENA_SHARED");
    snprintf(path, size, "%s/reference/madmax/generated.txt.gz", shared ? shared : "../shared");
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fclose(f);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "gzip -dc '%s'", path);
    return popen(cmd, "r");
}

/* Reads the next line without its newline; 0 at the end of the input. */
static int read_line(FILE *f, char *line, size_t size)
{
    if (!fgets(line, (int)size, f))
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    return 1;
}

static int compare_seed(FILE *f, long long seed)
{
    char grid[CELLS], line[256];
    struct lcg2018 r;
    int same = 1;
    generate(seed, grid, &r);
    for (int i = 0; i < ROWS; i++) {
        cr_assert(read_line(f, line, sizeof line), "corpus truncated in seed %lld", seed);
        if (strlen(line) != COLS || memcmp(line, grid + i * COLS, COLS) != 0) {
            if (same)
                cr_log_error("seed %lld row %d:\n  want %s\n  got  %.60s", seed, i, line,
                             grid + i * COLS);
            same = 0;
        }
    }
    return same;
}

Test(generator, corpus_seeds_1_to_100)
{
    char path[4096], line[256];
    FILE *f = open_corpus(path, sizeof path);
    if (!f)
        cr_skip_test("reference corpus %s absent", path);
    int seeds = 0, matched = 0;
    while (read_line(f, line, sizeof line)) {
        long long seed;
        if (sscanf(line, "seed %lld", &seed) != 1)
            continue;   /* a unit line */
        seeds++;
        matched += compare_seed(f, seed);
    }
    int status = pclose(f);
    cr_log_info("%d of %d corpus seeds match", matched, seeds);
    cr_expect_eq(status, 0, "gzip -dc %s failed", path);
    cr_expect_eq(seeds, CORPUS_SEEDS, "%d seeds in the corpus", seeds);
    cr_expect_eq(matched, CORPUS_SEEDS, "%d of %d seeds match", matched, seeds);
}

/* ---- properties of every board ---- */

static char at(const char *grid, int i, int j)
{
    return i < 0 || i >= ROWS || j < 0 || j >= COLS ? '\0' : grid[i * COLS + j];
}

/* Marks the 4-connected component of `c`'s character from c; returns its size. */
static int component(const char *grid, int c, unsigned char *seen)
{
    static int stack[CELLS];
    int top = 0, size = 0;
    stack[top++] = c;
    seen[c] = 1;
    while (top > 0) {
        int x = stack[--top], i = x / COLS, j = x % COLS;
        static const int di[4] = { -1, 1, 0, 0 }, dj[4] = { 0, 0, -1, 1 };
        size++;
        for (int d = 0; d < 4; d++) {
            int ni = i + di[d], nj = j + dj[d], y = ni * COLS + nj;
            if (at(grid, ni, nj) == grid[x] && !seen[y]) {
                seen[y] = 1;
                stack[top++] = y;
            }
        }
    }
    return size;
}

static void check_cities(const char *grid, long long seed)
{
    unsigned char seen[CELLS] = { 0 };
    int per_owner[4] = { 0 }, cities = 0;
    for (int c = 0; c < CELLS; c++)
        if (is_city(grid[c]) && !seen[c]) {
            int size = component(grid, c, seen);
            cr_expect(size >= 20 && size <= 40, "seed %lld: city of %d cells", seed, size);
            per_owner[grid[c] - '0']++;
            cities++;
        }
    cr_expect_eq(cities, 8, "seed %lld: %d cities", seed, cities);
    for (int p = 0; p < 4; p++)
        cr_expect_eq(per_owner[p], 2, "seed %lld: player %d has %d cities", seed, p, per_owner[p]);
}

/* Walls, water and cities lie inside their zone: their 8 neighbours are desert or alike. */
static void check_neighbourhoods(const char *grid, long long seed)
{
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++) {
            char c = grid[i * COLS + j];
            if (c != 'X' && c != 'W' && !is_city(c))
                continue;
            for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++) {
                    char n = at(grid, i + di, j + dj);
                    cr_expect(n == '.' || n == c, "seed %lld: '%c' at (%d,%d) next to '%c'",
                              seed, c, i, j, n);
                }
        }
}

static int count_roads(const char *grid, int c0, int step, int count)
{
    int roads = 0;
    for (int k = 0; k < count; k++)
        roads += grid[c0 + k * step] == 'R';
    return roads;
}

static void check_borders(const char *grid, long long seed)
{
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            if (i == 0 || j == 0 || i == ROWS - 1 || j == COLS - 1) {
                char c = grid[i * COLS + j];
                cr_expect(c == '.' || c == 'R', "seed %lld: '%c' on the border at (%d,%d)",
                          seed, c, i, j);
            }
    int stubs[4] = {
        count_roads(grid, 0, COLS, ROWS),                      /* left */
        count_roads(grid, COLS - 1, COLS, ROWS),               /* right */
        count_roads(grid, 0, 1, COLS),                         /* top */
        count_roads(grid, (ROWS - 1) * COLS, 1, COLS),         /* bottom */
    };
    for (int k = 0; k < 4; k++)
        cr_expect(stubs[k] >= 3 && stubs[k] <= 5, "seed %lld: border %d has %d roads", seed, k,
                  stubs[k]);
}

static void check_board(long long seed)
{
    char grid[CELLS], again[CELLS];
    struct lcg2018 r, r2;
    generate(seed, grid, &r);
    generate(seed, again, &r2);
    cr_expect(memcmp(grid, again, CELLS) == 0 && r.state == r2.state,
              "seed %lld: not deterministic", seed);
    int stations = 0;
    for (int c = 0; c < CELLS; c++) {
        cr_expect(strchr(".RSWX0123", grid[c]) && grid[c], "seed %lld: bad cell %d", seed, grid[c]);
        stations += grid[c] == 'S';
    }
    cr_expect(stations >= 6 && stations <= 8, "seed %lld: %d stations", seed, stations);
    check_cities(grid, seed);
    check_neighbourhoods(grid, seed);
    check_borders(grid, seed);
}

Test(generator, properties_seeds_0_to_300)
{
    for (long long seed = 0; seed <= 300; seed++)
        check_board(seed);
}

Test(generator, properties_extreme_seeds)
{
    static const long long seeds[] = { 99999999, 123456789, 2147483646, 2147483647, -5 };
    for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++)
        check_board(seeds[k]);
}
