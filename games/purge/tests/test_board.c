/* test_board.c — reading Purge boards: RANDOM ones drawn from the seed, FIXED ones written
 * back and read again, and errors with their file and line. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../board.h"

static const char *settings =
    "ThePurge 1.0\nNUM_PLAYERS 4\nNUM_DAYS 5\nNUM_ROUNDS_PER_DAY 50\nBOARD_ROWS 15\nBOARD_COLS 30\n"
    "NUM_INI_BUILDERS 4\nNUM_INI_WARRIORS 2\nNUM_INI_MONEY 10\nNUM_INI_FOOD 5\nNUM_INI_GUNS "
    "4\nNUM_INI_BAZOOKAS 2\n"
    "BUILDER_INI_LIFE 60\nWARRIOR_INI_LIFE 100\nMONEY_POINTS 5\nKILL_BUILDER_POINTS 100\nKILL_WARRIOR_POINTS "
    "250\n"
    "FOOD_INCR_LIFE 20\nLIFE_LOST_IN_ATTACK 20\nBUILDER_STRENGTH_ATTACK 1\nHAMMER_STRENGTH_ATTACK 10\n"
    "GUN_STRENGTH_ATTACK 100\nBAZOOKA_STRENGTH_ATTACK 1000\nBUILDER_STRENGTH_DEMOLISH "
    "3\nHAMMER_STRENGTH_DEMOLISH 10\n"
    "GUN_STRENGTH_DEMOLISH 10\nBAZOOKA_STRENGTH_DEMOLISH 30\nNUM_ROUNDS_REGEN_BUILDER "
    "50\nNUM_ROUNDS_REGEN_WARRIOR 50\n"
    "NUM_ROUNDS_REGEN_FOOD 10\nNUM_ROUNDS_REGEN_MONEY 5\nNUM_ROUNDS_REGEN_WEAPON "
    "40\nBARRICADE_RESISTANCE_STEP 40\n"
    "BARRICADE_MAX_RESISTANCE 320\nMAX_NUM_BARRICADES 3\n";

static int load_text(struct pu_match *m, const char *text, long long seed)
{
    struct scan s;
    scan_from_memory(&s, "test.cnf", text, strlen(text));
    int r = pu_board_load(m, &s, seed);
    scan_release(&s);
    return r;
}

static char *random_board(void)
{
    static char text[4096];
    snprintf(text, sizeof text, "%sRANDOM\n", settings);
    return text;
}

/* What pu_write_board writes for the RANDOM board of `seed`. */
static char *fixed_text(long long seed)
{
    struct pu_match *m = calloc(1, sizeof *m);
    cr_assert_eq(load_text(m, random_board(), seed), 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    struct out o = {0};
    out_attach_file(&o, f);
    pu_write_board(&o, &m->now);
    out_commit(&o); /* (frees its buffer; the stream stays open) */
    fclose(f);
    free(m);
    return buf;
}

Test(random, the_counts_the_settings_give_on_connected_streets)
{
    struct pu_match *m = calloc(1, sizeof *m);
    for (long long seed = 1; seed <= 20; seed++) {
        cr_assert_eq(load_text(m, random_board(), seed), 0);
        const struct pu_view *v = &m->now;
        int buildings = 0, money = 0, food = 0, guns = 0, bazookas = 0;
        for (int k = 0; k < 15 * 30; k++) {
            buildings += v->cell[k].type == PU_BUILDING;
            money += v->cell[k].bonus == PU_MONEY;
            food += v->cell[k].bonus == PU_FOOD;
            guns += v->cell[k].weapon == PU_GUN;
            bazookas += v->cell[k].weapon == PU_BAZOOKA;
        }
        cr_assert(buildings > 0 && buildings <= 95, "about a fifth of the cells: %d", buildings);
        cr_assert_eq(money, 10);
        cr_assert_eq(food, 5);
        cr_assert_eq(guns, 4);
        cr_assert_eq(bazookas, 2);
        cr_assert_eq(v->nb_citizens, 24);
        for (int k = 0; k < 24; k++) {
            cr_assert_eq(v->citizen[k].id, k);
            cr_assert_eq(v->citizen[k].player, k / 6, "each player's builders, then warriors");
            cr_assert_eq(v->citizen[k].type, k % 6 < 4 ? PU_BUILDER : PU_WARRIOR);
        }
        cr_assert_eq(m->fresh_id, 25, "the kit's next id after a RANDOM board");
    }
    free(m);
}

Test(random, the_same_seed_the_same_board)
{
    char *a = fixed_text(9), *b = fixed_text(9), *c = fixed_text(10);
    cr_assert_str_eq(a, b);
    cr_assert_str_neq(a, c);
    free(a), free(b), free(c);
}

Test(fixed, a_written_board_reads_back_the_same)
{
    char *text = fixed_text(4);
    struct pu_match *m = calloc(1, sizeof *m), *r = calloc(1, sizeof *r);
    cr_assert_eq(load_text(m, random_board(), 4), 0);
    cr_assert_eq(load_text(r, text, 77), 0, "%s", text);
    cr_assert_eq(memcmp(m->now.cell, r->now.cell, sizeof m->now.cell), 0);
    cr_assert_eq(memcmp(m->now.citizen, r->now.citizen, sizeof m->now.citizen), 0);
    cr_assert_eq(r->fresh_id, 24, "a FIXED board's next id follows its largest");
    free(text), free(m), free(r);
}

static void refused(const char *text, const char *want)
{
    struct pu_match *m = calloc(1, sizeof *m);
    fflush(stderr);
    cr_assert_eq(load_text(m, text, 1), -1, "accepted: %s", want);
    free(m);
}

static char *edited(const char *from, const char *to)
{
    char *text = fixed_text(4);
    char *p = strstr(text, from);
    cr_assert(p, "%s not in the board", from);
    char *out = malloc(strlen(text) + strlen(to) + 1);
    memcpy(out, text, (size_t)(p - text));
    strcpy(out + (p - text), to);
    strcat(out, p + strlen(from));
    free(text);
    return out;
}

Test(errors, bad_settings_and_boards_are_refused, .init = cr_redirect_stderr)
{
    char text[4096];
    snprintf(text, sizeof text, "%sCIRCLE\n", settings);
    refused(text, "an unknown generator");
    char *t = edited("NUM_PLAYERS\t4", "NUM_PLAYERS\t3");
    refused(t, "3 players");
    free(t);
    t = edited("NUM_ROUNDS_PER_DAY\t50", "NUM_ROUNDS_PER_DAY\t51");
    refused(t, "an odd day");
    free(t);
    t = edited("BOARD_ROWS\t15", "BOARD_ROWS\t11");
    refused(t, "11 rows");
    free(t);
    t = edited("HAMMER_STRENGTH_ATTACK\t10", "HAMMER_STRENGTH_ATTACK\t1000000");
    refused(t, "a hammer stronger than a gun");
    free(t);
    t = edited("citizens\n24", "citizens\n23");
    refused(t, "a missing citizen");
    free(t);
    t = edited("barricades\n0", "barricades\n1\nplayer row column resistance\n0 0 0 0");
    refused(t, "a barricade of strength 0");
    free(t);
    snprintf(text, sizeof text, "%s", "ThePurge 2.0\n");
    refused(text, "another version");
    fflush(stderr);
    cr_assert_stderr_neq_str("");
}

Test(errors, the_message_names_the_file_and_line, .init = cr_redirect_stderr)
{
    char text[4096];
    snprintf(text, sizeof text, "%sRANDOM\n", settings);
    char *p = strstr(text, "BOARD_COLS 30");
    memcpy(p, "BOARD_COLS 99", 13);
    refused(text, "99 columns");
    fflush(stderr);
    cr_assert_stderr_eq_str("error: test.cnf:6: BOARD_COLS must be between 12 and 50, found 99\n");
}

Test(replay, a_state_read_back_from_a_replay_is_the_state_played)
{
    struct pu_match *m = calloc(1, sizeof *m), *r = calloc(1, sizeof *r);
    cr_assert_eq(load_text(m, random_board(), 3), 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    struct out o = {0};
    out_attach_file(&o, f);
    static const char *const names[] = {"A", "B", "C", "D"};
    pu_write_header(&o, m, 0, names);
    pu_write_state(&o, &m->now);
    static struct pu_orders orders[PU_PLAYERS];
    static struct pu_round_log log;
    const struct pu_orders *given[PU_PLAYERS] = {&orders[0], &orders[1], &orders[2], &orders[3]};
    struct pu_view at3;
    for (int round = 0; round < 6; round++) {
        for (int p = 0; p < PU_PLAYERS; p++) { /* everybody steps right */
            orders[p].nb = 0;
            for (int k = 0; k < m->now.nb_citizens; k++)
                if (m->now.citizen[k].player == p)
                    orders[p].order[orders[p].nb++] = (struct pu_order){m->now.citizen[k].id, PU_MOVE, 1};
        }
        pu_play_round(m, given, &log);
        pu_write_commands(&o, &log);
        pu_write_state(&o, &m->now);
        if (m->now.round == 3)
            at3 = m->now;
    }
    out_commit(&o); /* (frees its buffer; the stream stays open) */
    fclose(f);
    struct scan s;
    scan_from_memory(&s, "match.res", buf, len);
    cr_assert_eq(pu_replay_load(r, &s, 3, 3), 0);
    scan_release(&s);
    cr_assert_eq(r->now.round, 3);
    cr_assert_eq(r->now.nb_citizens, at3.nb_citizens);
    cr_assert_eq(memcmp(r->now.citizen, at3.citizen, sizeof at3.citizen), 0);
    cr_assert_eq(memcmp(r->now.cell, at3.cell, sizeof at3.cell), 0);
    cr_assert_eq(memcmp(r->now.score, at3.score, sizeof at3.score), 0);
    scan_from_memory(&s, "match.res", buf, len);
    cr_redirect_stderr();
    cr_assert_eq(pu_replay_load(r, &s, 9, 3), -1, "round 9 is not in it");
    scan_release(&s);
    free(buf), free(m), free(r);
}
