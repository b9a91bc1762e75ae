/* test_board.c — the board reader's errors, the writer, the generator and the shipped boards. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../board.h"
#include "../generator.h"
#include "error.h"
#include "tests/board_error.h"

static struct ap_view view, other;

/* A board as text: generated from `seed`, written with ap_board_write. */
static char *board_text(long long seed)
{
    static struct ap_view v;
    struct out o;
    ap_board_generate(seed, &v);
    out_attach(&o, open("/dev/null", O_WRONLY | O_CLOEXEC));
    o.fd = -1; /* never flushed: a board is far below the flush size */
    ap_board_write(&o, &v);
    char *text = strndup(o.buf, o.len);
    free(o.buf);
    return text;
}

BOARD_ERROR(read_error, struct ap_view, ap_board_read)

/* text with its line `line` (1-based) replaced by `with` (NULL: removed). */
static char *edit_line(const char *text, int line, const char *with)
{
    const char *start = text;
    for (int k = 1; k < line; k++)
        start = strchr(start, '\n') + 1;
    const char *end = strchr(start, '\n') + 1;
    char *out = malloc(strlen(text) + (with ? strlen(with) : 0) + 2);
    sprintf(out, "%.*s%s%s%s", (int)(start - text), text, with ? with : "", with ? "\n" : "", end);
    return out;
}

/* Lines of a written board: 1 version, 3 FIXED, 9 + i land row i, 72 + k post k,
 * 91.. units by id (helicopters 1..8, then soldiers 9..88), 179 the units' -1,
 * 183 the fire table's -1. */
enum { ROW0 = 9, POST0 = 72, UNIT1 = 91, UNITS_END = 179, FIRE_END = 183 };

struct bad_case {
    int line;
    const char *with;
    const char *error;
};

static const struct bad_case bad_cases[] = {
    {1, "ApocalypseNow2018 2.0", "error: t.cnf:1: expected '3.0', found '2.0'"},
    {3, "GENERATOR", "error: t.cnf:3: expected 'FIXED' (the only kind of board), found 'GENERATOR'"},
    {ROW0 + 5, "05 X....A.....................................................X",
     "error: t.cnf:14: row 5, column 5: unknown land 'A'"},
    {ROW0 + 5, "05 X.....", "error: t.cnf:14: row 5: expected 60 land characters, found 6"},
    {ROW0 + 5, "5 X..", "error: t.cnf:14: expected '05', found '5'"},
    {ROW0 + 59, "59 XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
     "error: t.cnf:68: row 59, column 30: the border must be mountain ('X'), found '.'"},
    {POST0, "-1 0 0 100", "error: t.cnf:72: post at (0, 0) is on mountain: posts must be on forest or grass"},
    {POST0, "-1 5 5 70", "error: t.cnf:72: post value must be 50 or 100, found 70"},
    {POST0, "4 5 5 100", "error: t.cnf:72: a post owner must be between -1 and 3, found 4"},
    {POST0 + 15, NULL, "error: t.cnf:88: expected a post owner (an integer), found 'units'"},
    {UNIT1 + 8, "9 1 0 0 0 100 -1 -1 0",
     "error: t.cnf:99: soldier 9 at (0, 0) is on mountain: soldiers stand on forest or grass"},
    {UNIT1 + 8, "9 1 0 5 5 100 -1 -1 2", "error: t.cnf:99: a soldier's parachuters (0) must be"},
    {UNIT1 + 8, "9 1 0 5 5 0 -1 -1 0", "error: t.cnf:99: a soldier's life must be between 1 and 100"},
    {UNIT1 + 8, "9 3 0 5 5 100 -1 -1 0", "error: t.cnf:99: a unit type (1 soldier, 2 helicopter) must"},
    {UNIT1 + 8, NULL, "error: t.cnf:178: 79 soldiers and 0 parachuters: they must add up to 80"},
    {UNIT1 + 8, "0 1 0 5 5 100 -1 -1 0", "error: t.cnf:99: unit ids must be positive"},
    {UNIT1, "1 2 0 1 1 -1 0 30 0",
     "error: t.cnf:91: helicopter 1 at (1, 1): its 5x5 square leaves the board"},
    {UNIT1, "1 2 0 2 2 -1 0 30 0", "error: t.cnf:91: helicopter 1 at (2, 2) is over a mountain at (0, 0)"},
    {UNIT1, "1 2 0 3 3 -1 0 31 0",
     "error: t.cnf:91: a helicopter's napalm must be between 0 and 30, found 31"},
    {UNIT1, "1 2 0 30 30 -1 0 30 2 5 3",
     "error: t.cnf:91: helicopter 1: parachuter counters must not decrease"},
    {UNIT1, NULL, "error: t.cnf:178: player 0 has 1 helicopters, expected 2"},
    {UNIT1 + 2, "3 2 0 30 30 -1 0 30 0", "error: t.cnf:93: player 0 has more than 2 helicopters"},
    {UNIT1, "9999 2 0 30 30 -1 0 30 0",
     "error: t.cnf:92: helicopter 2 of player 0 comes after its helicopter 9999"},
    {UNITS_END, "", "error: t.cnf:181: expected a unit id or -1 (an integer), found 'fire'"},
    {FIRE_END, "10 0 0\n-1", "error: t.cnf:183: fire on a mountain at (0, 0)"},
    {FIRE_END, "-1\nmore", "error: t.cnf:184: unexpected 'more' after the fire table"},
    {FIRE_END, "", "error: t.cnf:184: unexpected end of file, expected rounds of fire or -1"},
};

Test(board_reader, rejects_bad_boards_with_file_and_line)
{
    char *good = board_text(5);
    cr_assert_null(read_error(good, &view), "the generated board is valid");
    for (size_t k = 0; k < sizeof bad_cases / sizeof bad_cases[0]; k++) {
        const struct bad_case *c = &bad_cases[k];
        char *bad = edit_line(good, c->line, c->with);
        const char *msg = read_error(bad, &view);
        cr_expect_not_null(msg, "case %zu accepted", k);
        if (msg)
            cr_expect(strncmp(msg, c->error, strlen(c->error)) == 0, "case %zu:\n got  %s want %s", k, msg,
                      c->error);
        free(bad);
    }
    free(good);
}

/* Errors that depend on where the generator put things. */
Test(board_reader, rejects_units_in_wrong_places)
{
    char *good = board_text(5);
    cr_assert_null(read_error(good, &view));
    char line[200];
    struct ap_soldier s9 = view.soldier[0], s10 = view.soldier[1];
    int water = -1;
    for (int c = 0; c < AP_CELLS && water < 0; c++)
        if (view.land[c] == AP_WATER)
            water = c;
    if (water >= 0) {
        snprintf(line, sizeof line, "9 1 0 %d %d 100 -1 -1 0", water / AP_SIZE, water % AP_SIZE);
        char *bad = edit_line(good, UNIT1 + 8, line);
        const char *msg = read_error(bad, &view);
        cr_expect(msg && strstr(msg, "is on water: soldiers stand on forest or grass"), "%s", msg);
        free(bad);
    }
    snprintf(line, sizeof line, "10 1 1 %d %d 100 -1 -1 0", s9.i, s9.j);
    char *bad = edit_line(good, UNIT1 + 9, line);
    const char *msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "t.cnf:100: soldiers 9 and 10 are both at"), "%s", msg);
    free(bad);
    /* Soldier 10 listed twice (in place of soldier 9, then as itself). */
    snprintf(line, sizeof line, "10 1 1 %d %d 100 -1 -1 0", s10.i, s10.j);
    bad = edit_line(good, UNIT1 + 8, line);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "error: t.cnf:100: two units with id 10"), "%s", msg);
    free(bad);
    /* Two helicopters one cell apart overlap. */
    struct ap_heli h1 = view.heli[0];
    snprintf(line, sizeof line, "2 2 0 %d %d -1 1 30 0", h1.i, h1.j + 1);
    bad = edit_line(good, UNIT1 + 1, line);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "t.cnf:92:") &&
                  (strstr(msg, "helicopters 1 and 2 overlap") || strstr(msg, "over a mountain")),
              "%s", msg);
    free(bad);
    /* Fire under a soldier. */
    snprintf(line, sizeof line, "3 %d %d\n-1", s9.i, s9.j);
    bad = edit_line(good, FIRE_END, line);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "t.cnf:183: fire at") && strstr(msg, "under soldier 9"), "%s", msg);
    free(bad);
    free(good);
}

Test(board_reader, reads_empty_and_binary_input_cleanly)
{
    const char *msg = read_error("", &view);
    cr_expect(msg && strstr(msg, "error: t.cnf:1: unexpected end of file, expected 'ApocalypseNow2018'"),
              "%s", msg);
    msg = read_error("\x01\x02\xff garbage", &view);
    cr_expect(msg && strstr(msg, "expected 'ApocalypseNow2018'"), "%s", msg);
    /* A long binary token is shown escaped and cut (found by fuzzing: it overflowed). */
    char text[200] = "ApocalypseNow2018 3.0 ";
    memset(text + strlen(text), 0xff, 100);
    msg = read_error(text, &view);
    cr_expect(msg && strstr(msg, "found '\\xff\\xff") && strstr(msg, "\\xff...'\n"), "%s", msg);
}

Test(board_writer, round_trips)
{
    for (int seed = 0; seed < 20; seed++) {
        char *text = board_text(seed);
        cr_assert_null(read_error(text, &view));
        ap_board_generate(seed, &other);
        cr_assert_eq(memcmp(&view, &other, sizeof view), 0, "seed %d", seed);
        free(text);
    }
}

/* ---- the generator -------------------------------------------------------------------- */

static int quadrant_of(int i, int j)
{
    static const int q[2][2] = {{0, 1}, {3, 2}};
    return q[i >= AP_SIZE / 2][j >= AP_SIZE / 2];
}

/* Cells a soldier standing at `from` can walk to (8 neighbours, forest or grass). */
static void walk(const struct ap_view *v, int from, unsigned char reach[AP_CELLS])
{
    int stack[AP_CELLS], n = 0;
    memset(reach, 0, AP_CELLS);
    reach[from] = 1;
    stack[n++] = from;
    while (n) {
        int c = stack[--n];
        for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++) {
                int i = c / AP_SIZE + di, j = c % AP_SIZE + dj;
                int k = ap_at(i, j);
                if (ap_pos_ok(i, j) && !reach[k] && (v->land[k] == AP_FOREST || v->land[k] == AP_GRASS)) {
                    reach[k] = 1;
                    stack[n++] = k;
                }
            }
    }
}

Test(generator, makes_valid_fair_boards)
{
    unsigned char reach[AP_CELLS];
    for (int seed = 0; seed < 300; seed++) {
        char *text = board_text(seed);
        const char *msg = read_error(text, &view);
        cr_assert_null(msg, "seed %d: %s", seed, msg);
        free(text);
        const struct ap_view *v = &view;
        for (int i = 0; i < AP_SIZE; i++)
            for (int j = 0; j < AP_SIZE; j++)
                cr_assert_eq(v->land[ap_at(i, j)], v->land[ap_at(AP_SIZE - 1 - i, AP_SIZE - 1 - j)]);
        int high[4] = {0}, low[4] = {0}, soldiers[4] = {0};
        for (int k = 0; k < AP_POSTS; k++) {
            int q = quadrant_of(v->post[k].i, v->post[k].j);
            high[q] += v->post[k].value == AP_HIGH_VALUE;
            low[q] += v->post[k].value == AP_LOW_VALUE;
        }
        for (int s = 0; s < v->nb_soldiers; s++) {
            cr_assert_eq(quadrant_of(v->soldier[s].i, v->soldier[s].j), v->soldier[s].player);
            soldiers[v->soldier[s].player]++;
        }
        for (int h = 0; h < AP_HELIS; h++)
            cr_assert_eq(quadrant_of(v->heli[h].i, v->heli[h].j), v->heli[h].player);
        for (int p = 0; p < AP_PLAYERS; p++) {
            cr_assert_eq(high[p], 2, "seed %d", seed);
            cr_assert_eq(low[p], 2, "seed %d", seed);
            cr_assert_eq(soldiers[p], AP_SOLDIERS, "seed %d", seed);
        }
        walk(v, ap_at(v->soldier[0].i, v->soldier[0].j), reach);
        for (int s = 0; s < v->nb_soldiers; s++)
            cr_assert(reach[ap_at(v->soldier[s].i, v->soldier[s].j)], "seed %d: soldier cut off", seed);
        for (int k = 0; k < AP_POSTS; k++)
            cr_assert(reach[ap_at(v->post[k].i, v->post[k].j)], "seed %d: post cut off", seed);
    }
}

Test(generator, is_varied)
{
    ap_board_generate(1, &view);
    int differing = 0;
    for (int seed = 2; seed < 12; seed++) {
        ap_board_generate(seed, &other);
        differing += memcmp(view.land, other.land, sizeof view.land) != 0;
    }
    cr_expect_eq(differing, 10);
}

/* ---- the boards in the tree ----------------------------------------------------------- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = malloc(1 << 16);
    size_t n = fread(text, 1, (1 << 16) - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

enum { DEFAULT_SEED = 2018 }; /* default.cnf is bin/apocalypse-board -s 2018 */

/* Run from the repository root (make test does). */
Test(shipped_boards, are_valid_and_generated_from_their_seed)
{
    DIR *d = opendir("games/apocalypse/boards");
    cr_assert_not_null(d, "run from the repository root");
    int boards = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 4 || strcmp(e->d_name + n - 4, ".cnf") != 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "games/apocalypse/boards/%s", e->d_name);
        char *text = slurp(path);
        cr_assert_not_null(text);
        const char *msg = read_error(text, &view);
        cr_expect_null(msg, "%s: %s", path, msg);
        int seed = strcmp(e->d_name, "default.cnf") == 0 ? DEFAULT_SEED : -1;
        if (seed >= 0 || sscanf(e->d_name, "gen%d.cnf", &seed) == 1) {
            char *again = board_text(seed);
            cr_expect_str_eq(text, again, "%s is not what the generator makes from seed %d", path, seed);
            free(again);
        }
        free(text);
        boards++;
    }
    closedir(d);
    cr_expect_geq(boards, 11, "default.cnf and 10 generated boards");
}
