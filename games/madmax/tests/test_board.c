/* test_board.c — reading Mad Max boards: state 0 as the reference builds it, and errors. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../board.h"

static const char *header = "Mad_Max 1.6\nnb_players 4\nnb_rounds 500\nnb_cities 8\nnb_warriors 20\n"
                            "nb_cars 3\nwarriors_health 40\ncars_fuel 100\ndamage 6\nrows 60\ncols 60\n";

static int load_text(struct mm_match *m, const char *text, long long seed)
{
    struct scan s;
    scan_from_memory(&s, "test.cnf", text, strlen(text));
    int r = mm_board_load(m, &s, seed);
    scan_release(&s);
    return r;
}

static char *generator_board(void)
{
    static char text[512];
    snprintf(text, sizeof text, "%sGENERATOR\n", header);
    return text;
}

/* The FIXED version of the board the generator makes for `seed`, with an edit. */
static char *fixed_board(long long seed, int edit_i, int edit_j, char edit)
{
    struct mm_match *m = calloc(1, sizeof *m);
    cr_assert_eq(load_text(m, generator_board(), seed), 0);
    char *text = malloc(8192);
    int n = snprintf(text, 8192, "%sFIXED\n", header);
    for (int i = 0; i < 60; i++) {
        for (int j = 0; j < 60; j++)
            text[n++] = i == edit_i && j == edit_j ? edit : mm_cell_char(&m->now, i * 60 + j);
        text[n++] = '\n';
    }
    text[n] = '\0';
    free(m);
    return text;
}

static const char *shared_dir(void)
{
    const char *env = getenv("ARENA_SHARED");
    return env ? env : "../shared";
}

Test(board, state_0_matches_the_reference_for_seeds_1_to_100)
{
    char path[512], command[600], line[256];
    snprintf(path, sizeof path, "%s/reference/madmax/generated.txt.gz", shared_dir());
    FILE *f = fopen(path, "rb");
    if (!f)
        cr_skip_test("reference corpus %s absent", path);
    fclose(f);
    snprintf(command, sizeof command, "gzip -dc '%s'", path);
    FILE *in = popen(command, "r");
    cr_assert(in);
    struct mm_match *m = calloc(1, sizeof *m);
    int seeds = 0, mismatches = 0;
    while (fgets(line, sizeof line, in)) {
        long long seed;
        cr_assert_eq(sscanf(line, "seed %lld", &seed), 1, "corpus format: %s", line);
        cr_assert_eq(load_text(m, generator_board(), seed), 0);
        int bad = 0;
        for (int i = 0; i < 60; i++) {
            cr_assert(fgets(line, sizeof line, in));
            for (int j = 0; j < 60; j++)
                bad |= line[j] != mm_cell_char(&m->now, i * 60 + j);
        }
        for (int id = 0; id < 92; id++) {
            char want[64];
            const struct mm_unit *u = &m->now.units[id];
            snprintf(want, sizeof want, "%c %d %d %d %d %d\n", u->type == MM_WARRIOR ? 'w' : 'c', u->player,
                     u->i, u->j, u->food, u->water);
            cr_assert(fgets(line, sizeof line, in));
            bad |= strcmp(line, want) != 0;
        }
        seeds++;
        mismatches += bad;
    }
    pclose(in);
    free(m);
    cr_assert_eq(seeds, 100);
    cr_assert_eq(mismatches, 0, "%d of 100 seeds differ from the reference", mismatches);
}

Test(board, a_fixed_board_gets_its_units_on_their_cities_and_border_roads)
{
    struct mm_match *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    char *text = fixed_board(11, -1, -1, 0);
    cr_assert_eq(load_text(a, generator_board(), 11), 0);
    cr_assert_eq(load_text(b, text, 11), 0);
    cr_assert_eq(memcmp(a->now.type, b->now.type, 3600), 0, "the same grid");
    cr_assert_eq(b->nb_cities, 8);
    cr_assert_eq(b->now.nb_units, 92);
    for (int id = 0; id < 92; id++) {
        const struct mm_unit *u = &b->now.units[id];
        int c = u->i * 60 + u->j;
        cr_assert_eq(b->now.unit_at[c], id);
        if (u->type == MM_WARRIOR) {
            cr_assert_eq(b->now.type[c], MM_CITY);
            cr_assert_eq(b->now.owner[c], u->player, "warrior %d starts in its own city", id);
        } else {
            cr_assert_eq(b->now.type[c], MM_ROAD);
            cr_assert(u->i == 0 || u->j == 0 || u->i == 59 || u->j == 59, "car %d starts at the edge", id);
        }
    }
    cr_assert_eq(b->now.total_score[0], 2, "scored once before round 0");
    free(text);
    free(a);
    free(b);
}

Test(board, errors_name_the_line, .init = cr_redirect_stderr)
{
    struct mm_match *m = calloc(1, sizeof *m);
    char *text = fixed_board(11, 20, 5, 'Q');
    cr_assert_eq(load_text(m, text, 1), -1);
    fflush(stderr);
    cr_assert_stderr_eq_str("error: test.cnf:33: grid row 20, column 5: unknown cell 'Q' (expected . R S W X 0-3)\n");
    free(text);
    free(m);
}

Test(board, malformed_boards_are_refused, .init = cr_redirect_stderr)
{
    struct mm_match *m = calloc(1, sizeof *m);
    char text[600];
    const char *bad_headers[] = {
        "Mad_Max 1.5\n",
        "Mad_Max 1.6\nnb_players 3\n",
        "Mad_Max 1.6\nnb_players 4\nnb_rounds 0\n",
        "Mad_Max 1.6\nnb_players 4\nnb_rounds 500\nnb_cities 6\n",
        "Mad_Max 1.6\nnb_players 4\nnb_rounds 500\nnb_cities 8\nnb_warriors 200\n",
        "Mad_Max 1.6\nnb_players 4\nnb_rounds 500\nnb_citis 8\n",
    };
    for (size_t k = 0; k < sizeof bad_headers / sizeof bad_headers[0]; k++) {
        snprintf(text, sizeof text, "%s", bad_headers[k]);
        cr_assert_eq(load_text(m, text, 1), -1, "accepted: %s", bad_headers[k]);
    }
    snprintf(text, sizeof text, "%sGENERATOR 3\n", header);
    cr_assert_eq(load_text(m, text, 1), -1, "GENERATOR takes no parameters");
    snprintf(text, sizeof text, "%sRANDOM\n", header);
    cr_assert_eq(load_text(m, text, 1), -1);
    free(m);
}

Test(board, cities_must_be_well_formed, .init = cr_redirect_stderr)
{
    struct mm_match *m = calloc(1, sizeof *m);
    /* find a city cell of the seed-11 board and break the board around it */
    cr_assert_eq(load_text(m, generator_board(), 11), 0);
    int c = m->city_cells[0], i = c / 60, j = c % 60;
    char *gone = fixed_board(11, i, j, '.');     /* a city of one cell less is fine... */
    cr_assert_eq(load_text(m, gone, 11), 0);
    char *owner = fixed_board(11, i, j, (char)('0' + (m->now.owner[c] + 1) % 4));
    cr_assert_eq(load_text(m, owner, 11), -1, "two owners in one city");
    fflush(stderr);
    /* the header takes 11 lines, FIXED the 12th: row i is on line 13 + i */
    char want[160];
    snprintf(want, sizeof want,
             "error: test.cnf:%d: the city at row %d, column %d must be surrounded by desert only\n", 13 + i,
             i, j);
    cr_assert_stderr_eq_str(want, "the error names the line of the city's row");
    free(gone);
    free(owner);
    free(m);
}
