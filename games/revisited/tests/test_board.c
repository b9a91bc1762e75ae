/* test_board.c — the board reader's errors, the writer, the generator and the shipped boards. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../board.h"
#include "../generator.h"
#include "error.h"
#include "tests/board_error.h"

static struct rv_view view, other;

static char *written(const struct rv_view *v)
{
    struct out o;
    out_attach(&o, open("/dev/null", O_WRONLY | O_CLOEXEC));
    o.fd = -1; /* never flushed: a board is far below the flush size */
    rv_board_write_header(&o, v, NULL, NULL, NULL);
    rv_board_write_state(&o, v);
    char *text = strndup(o.buf, o.len);
    free(o.buf);
    return text;
}

/* A board as text: generated from `seed` (scatter style), written as a board file. */
static char *board_text(long long seed)
{
    static struct rv_view v;
    rv_board_generate(seed, RV_STYLE_SCATTER, &v);
    return written(&v);
}

BOARD_ERROR(read_error, struct rv_view, rv_board_read)

/* text with the first line starting with `prefix` replaced by `with` (NULL: removed);
 * *line gets its number. */
static char *edit(const char *text, const char *prefix, const char *with, int *line)
{
    const char *start = text;
    *line = 1;
    while (strncmp(start, prefix, strlen(prefix)) != 0) {
        start = strchr(start, '\n') + 1;
        ++*line;
    }
    const char *end = strchr(start, '\n') + 1;
    char *out = malloc(strlen(text) + (with ? strlen(with) : 0) + 2);
    sprintf(out, "%.*s%s%s%s", (int)(start - text), text, with ? with : "", with ? "\n" : "", end);
    return out;
}

struct bad_case {
    const char *prefix, *with, *error; /* error: after "error: t.cnf:LINE: " */
};

static const struct bad_case bad_cases[] = {
    {"mad_max_2020", "mad_max_2020 v2", "expected 'v1', found 'v2'"},
    {"nb_players", "nb_players 3", "nb_players must be between 4 and 4, found 3"},
    {"nb_rnds", "nb_rnds 200", "nb_rnds must be between 300 and 300, found 200"},
    {"nb_rows", "nb_rows 14", "nb_rows must be between 15 and 20, found 14"},
    {"nb_uni_cols", "nb_uni_cols 101", "nb_uni_cols must be between 60 and 100, found 101"},
    {"nb_win_cols", "nb_win_cols 29", "nb_win_cols must be between 30 and 40, found 29"},
    {"nb_cars_x_player", "nb_cars_x_player 0", "nb_cars_x_player must be between 1 and 25, found 0"},
    {"nb_miss_bonuses", "nb_miss_bonuses 31", "nb_miss_bonuses must be between 5 and 30, found 31"},
    {"nb_gas_bonuses", "nb_gas_bonuses 4", "nb_gas_bonuses must be between 5 and 15, found 4"},
    {"nb_water_bonuses", "nb_water_bonuses 151", "nb_water_bonuses must be between 20 and 150"},
    {"bonus_miss", "bonus_miss 6", "bonus_miss must be between 5 and 5, found 6"},
    {"init_gas", "init_gas x", "expected init_gas (an integer), found 'x'"},
    {"names", "names a b c", "expected 'rnd', found '0'"},
    {"rnd", "rnd 300", "the round must be between 0 and 299, found 300"},
    {"00 ", "00 ..A", "row 0: expected"},
    {"01 ", "1 ....", "row 1: expected"}, /* labels are not checked (the reference's maze3 starts at 01) */
    {"02 ", "02", "row 2: expected"},
    {"cid", "cid row col nb_miss gas alive time", "expected 'column', found 'col'"},
    {"0\t", "0\t1\t0\t5\t60\tmaybe\t0", "car 0: alive must be 'y' or 'n', found 'maybe'"},
    {"0\t", "0\t1\t0\t5\t60\ty\t3", "car 0 is alive: its time must be 0, found 3"},
    {"0\t", "0\t1\t0\t5\t0\ty\t0", "car 0 is alive with no gas"},
    {"0\t", "0\t1\t50\t5\t60\ty\t0", "car 0 at (1, 50) is outside the window of round 0"},
    {"0\t", "1\t1\t0\t5\t60\ty\t0", "a car id must be between 0 and 0, found 1"},
    {"0\t", "0\t1\t0\t5\t60\tn\t31", "a car's rounds to regenerate must be between 0 and 30"},
    {"pid", "pid score state", "expected 'status', found 'state'"},
    {"3\t0\t0", "3 0 bad", "expected a status (a number from -1 to 1), found 'bad'"},
    {"3\t0\t0", "3 0 0\nmore", "unexpected 'more' after the players"},
    {"3\t0\t0", NULL, "unexpected end of file"},
};

Test(board_reader, rejects_bad_boards_with_file_and_line)
{
    char *good = board_text(5);
    cr_assert_null(read_error(good, &view), "the generated board is valid");
    for (size_t k = 0; k < sizeof bad_cases / sizeof bad_cases[0]; k++) {
        const struct bad_case *c = &bad_cases[k];
        int line;
        char *bad = edit(good, c->prefix, c->with, &line);
        const char *msg = read_error(bad, &view);
        cr_expect_not_null(msg, "case %zu (%s) accepted", k, c->with);
        if (msg) {
            cr_expect(strncmp(msg, "error: t.cnf:", 13) == 0, "case %zu: %s", k, msg);
            cr_expect(strstr(msg, c->error) != NULL, "case %zu:\n got  %s want %s", k, msg, c->error);
        }
        free(bad);
    }
    free(good);
}

Test(board_reader, errors_name_the_line)
{
    char *good = board_text(5);
    int line;
    char *bad = edit(good, "nb_rows", "nb_rows 99", &line);
    const char *msg = read_error(bad, &view);
    char want[64];
    snprintf(want, sizeof want, "error: t.cnf:%d: nb_rows", line);
    cr_expect(msg && strncmp(msg, want, strlen(want)) == 0, "%s", msg);
    free(bad);
    free(good);
}

Test(board_reader, rejects_things_in_wrong_places)
{
    char *good = board_text(5);
    cr_assert_null(read_error(good, &view));
    int tyre = -1;
    for (int c = 0; c < view.set.rows * view.set.cols && tyre < 0; c++)
        if (view.type[c] == RV_TYRE && c % view.set.cols < view.set.window)
            tyre = c;
    cr_assert_geq(tyre, 0);
    char line[100];
    int at;
    snprintf(line, sizeof line, "0\t%d\t%d\t5\t60\ty\t0", tyre / view.set.cols, tyre % view.set.cols);
    char *bad = edit(good, "0\t", line, &at);
    const char *msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "stands on 'X': a car stands on an empty cell"), "%s", msg);
    free(bad);
    cr_assert_null(read_error(good, &view));
    int row0 = view.car[0].i;
    snprintf(line, sizeof line, "1\t%d\t0\t5\t60\ty\t0", row0);
    bad = edit(good, "1\t", line, &at);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "cars 0 and 1 are both at"), "%s", msg);
    free(bad);
    snprintf(line, sizeof line, "2\nmid\tcid\trow\tcolumn\n0 0 3 50\n0 0 4 50");
    bad = edit(good, "missiles", "missiles", &at);
    char *bad2 = edit(bad, "0\nmid", NULL, &at);
    free(bad);
    bad = edit(bad2, "mid", line, &at);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "a missile id must be between 1 and"), "%s", msg);
    free(bad);
    snprintf(line, sizeof line, "1\nmid\tcid\trow\tcolumn\n0 9 3 50");
    bad = edit(bad2, "mid", line, &at);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "the car that shot it must be between 0 and 7, found 9"), "%s", msg);
    free(bad);
    snprintf(line, sizeof line, "1\nmid\tcid\trow\tcolumn\n0 0 %d 0", row0);
    bad = edit(bad2, "mid", line, &at);
    msg = read_error(bad, &view);
    cr_expect(msg && strstr(msg, "shares its cell with a car"), "%s", msg);
    free(bad);
    free(bad2);
    free(good);
}

Test(board_writer, what_is_written_reads_back_the_same)
{
    for (int style = 0; style < RV_NB_STYLES; style++) {
        rv_board_generate(100 + style, (enum rv_style)style, &view);
        char *text = written(&view);
        cr_assert_null(read_error(text, &other), "style %s", rv_style_name((enum rv_style)style));
        char *again = written(&other);
        cr_expect_str_eq(text, again);
        free(text);
        free(again);
    }
}

Test(generator, the_same_seed_gives_the_same_board_within_the_rule_books_ranges)
{
    for (long long seed = 1; seed <= 40; seed++) {
        rv_board_generate(seed, (enum rv_style)(seed % RV_NB_STYLES), &view);
        rv_board_generate(seed, (enum rv_style)(seed % RV_NB_STYLES), &other);
        cr_assert(memcmp(&view, &other, sizeof view) == 0, "seed %lld", seed);
        const struct rv_settings *s = &view.set;
        cr_expect(s->rows >= 15 && s->rows <= 20 && s->cols >= 60 && s->cols <= 100 && s->window >= 30 &&
                  s->window <= 40);
        char *text = written(&view);
        cr_expect_null(read_error(text, &other), "seed %lld", seed);
        free(text);
        int tyres = 0;
        for (int c = 0; c < s->rows * s->cols; c++)
            tyres += view.type[c] == RV_TYRE;
        cr_expect_gt(tyres, 0, "seed %lld has tyres", seed);
    }
    rv_board_generate(1, RV_STYLE_WALLS, &view);
    rv_board_generate(2, RV_STYLE_WALLS, &other);
    cr_expect(memcmp(view.type, other.type, sizeof view.type) != 0, "other seeds, other boards");
    cr_expect_eq(rv_style_named("lanes"), RV_STYLE_LANES);
    cr_expect_eq(rv_style_named("maze"), -1);
}

static void read_ok(const char *path, void *ctx)
{
    (void)ctx;
    struct scan s;
    cr_assert_eq(scan_open(&s, path), 0);
    cr_expect_eq(rv_board_read(&s, &view), 0, "%s (the reference's maze3.cnf numbers its rows from 01)", path);
    scan_release(&s);
}

Test(boards, every_shipped_board_is_valid)
{
    int n = each_board("games/revisited/boards", read_ok, NULL);
    cr_expect_geq(n, 6, "a default board and at least 5 more (run from the repository root)");
}

Test(boards, every_reference_board_is_read)
{
    const char *dir = "../shared/reference/revisited/boards";
    int n = each_board(dir, read_ok, NULL);
    if (n < 0)
        cr_skip_test("%s absent", dir);
    cr_expect_geq(n, 6);
}
