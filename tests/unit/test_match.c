/* test_match.c — the engine's contract with a game, pinned with the toy game (tests/toy):
 * the match loop, seats and faults, the library entry point, the kits' conventions. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../toy/toy.h"
#include "arena.h"
#include "error.h"
#include "registry.h"

/* ---- players ---- */

static void adder(void *game, void *memory)
{
    (void)memory;
    toy_add(game, 1);
}

static void zero(void *game, void *memory)
{
    (void)game, (void)memory;
}

/* Plays like adder, then from round 2 on calls toy_add once too often. */
static void flooder(void *game, void *memory)
{
    (void)memory;
    int calls = toy_round(game) >= 2 ? TOY_MAX_CALLS + 1 : 1;
    for (int k = 0; k < calls; k++)
        toy_add(game, 1);
}

/* Writes its orders directly, as a hostile process could. */
static void forger(void *game, void *memory)
{
    (void)memory;
    ((struct toy *)game)->out.add = -5;
}

static void warner(void *game, void *memory)
{
    (void)memory;
    for (int k = 0; k < 250; k++)
        seat_warn(((struct toy *)game)->log, "noise %d", k);
}

static const struct player_def players[] = {
    {"Adder", TOY_ABI, 1, adder, NULL}, {"Zero", TOY_ABI, 1, zero, NULL},     {"Flooder", TOY_ABI, 1, flooder, NULL},
    {"Forger", TOY_ABI, 1, forger, NULL}, {"Warner", TOY_ABI, 1, warner, NULL}, {"Foreign", "toy 0", 1, adder, NULL},
};

__attribute__((constructor)) static void register_players(void)
{
    for (size_t k = 0; k < sizeof players / sizeof players[0]; k++)
        registry_add_player(&players[k]);
}

/* ---- helpers ---- */

static char board_path[4096];

static const char *board(const char *text)
{
    const char *dir = getenv("TMPDIR");
    snprintf(board_path, sizeof board_path, "%s/arena-toy-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(board_path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    return board_path;
}

/* The diagnostics stream, captured into a file for the duration of a test. */
static FILE *capture;
static FILE *saved_file;

static void capture_log(void)
{
    capture = tmpfile();
    out_flush(diag());
    saved_file = diag()->file;
    diag()->file = capture;
}

static const char *captured(void)
{
    static char text[1 << 16];
    out_flush(diag());
    fflush(capture);
    rewind(capture);
    size_t n = fread(text, 1, sizeof text - 1, capture);
    text[n] = '\0';
    return text;
}

static void done(void)
{
    if (capture) {
        diag()->file = saved_file;
        fclose(capture);
    }
    if (board_path[0])
        unlink(board_path);
}

static int play(const struct game_ops *ops, const char *board_text, int n, const char *const names[],
                int quiet, struct match_result *r)
{
    struct match_spec spec = {.game = ops, .board = board(board_text), .seed = 7, .nb_players = n, .quiet = quiet};
    for (int p = 0; p < n; p++)
        spec.players[p] = names[p];
    return arena_play(&spec, r);
}

static int count_lines(const char *text, const char *prefix)
{
    int n = 0;
    for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        n += strncmp(l, prefix, strlen(prefix)) == 0;
    return n;
}

TestSuite(match, .init = capture_log, .fini = done);

/* ---- the loop and its seats ---- */

Test(match, a_frozen_seat_gets_no_more_turns_and_the_match_goes_on)
{
    struct scan s;
    const char *text = "toy 3 5";
    cr_assert_eq(scan_from_memory(&s, "t", text, strlen(text)), 0);
    struct game *g = toy_game.load(&s, 1);
    scan_release(&s);
    struct turn_layout layout;
    match_layout(&toy_game, g, &layout);
    struct seat seats[3];
    seat_init(&seats[0], &players[0], 0, layout.size, diag());
    seat_init(&seats[1], &players[2], 1, layout.size, diag());
    seat_init(&seats[2], &players[0], 2, layout.size, diag());
    struct out replay;
    cr_assert_eq(out_open(&replay, "/dev/null"), 0);
    match_run(&toy_game, g, seats, &replay, diag(), 1, NULL);
    out_abort(&replay);
    const struct toy_record *r = toy_record(g);
    cr_assert_eq(r->nb_rounds, 5, "every round was played");
    for (int round = 0; round < 5; round++) {
        cr_expect_eq(r->had_orders[round][0], 1);
        cr_expect_eq(r->had_orders[round][1], round < 2, "round %d: orders only before the fault", round);
        cr_expect_eq(r->status[round][1], round < 2 ? 0 : -1);
        cr_expect_eq(r->status[round][2], 0);
    }
    cr_expect_eq(seats[1].fault, SEAT_TOO_MANY_ORDERS);
    cr_expect_eq(seats[1].frozen_round, 2);
    cr_expect_eq(seats[0].frozen_round, -1);
    cr_expect_eq(toy_game.score(g, 0), 5);
    cr_expect_eq(toy_game.score(g, 1), 2, "its frozen round's orders are ignored too");
    cr_expect(strstr(captured(), "warning: player Flooder frozen in round 2: too many orders in one round\n"));
    for (int p = 0; p < 3; p++)
        seat_release(&seats[p]);
    toy_game.release(g);
}

Test(match, the_library_entry_point_returns_scores_and_faults)
{
    const char *names[] = {"Adder", "Forger", "Zero", "Adder"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 4 6", 4, names, 1, &r), ARENA_PLAYED);
    cr_assert_eq(r.nb_players, 4);
    cr_expect_eq(r.seat[0].score, 6);
    cr_expect_str_eq(r.seat[1].name, "Forger");
    cr_expect_eq(r.seat[1].fault, SEAT_BAD_ORDERS, "a forged turn is checked by the game");
    cr_expect_eq(r.seat[1].frozen_round, 0);
    cr_expect_eq(r.seat[1].score, 0);
    cr_expect_eq(r.seat[2].fault, SEAT_OK);
    cr_expect_eq(r.seat[3].score, 6);
}

/* ---- usage errors come before the board is read ---- */

Test(match, the_seat_limits_are_checked_before_the_board)
{
    const char *names[] = {"Adder", "Adder", "Adder", "Adder", "Adder"};
    struct match_spec spec = {.game = &toy_game, .board = "/nonexistent.cnf", .nb_players = 5, .quiet = 1};
    for (int p = 0; p < 5; p++)
        spec.players[p] = names[p];
    struct match_result r;
    cr_assert_eq(arena_play(&spec, &r), ARENA_USAGE);
    spec.nb_players = 1;
    cr_assert_eq(arena_play(&spec, &r), ARENA_USAGE);
    const char *log = captured();
    cr_expect(strstr(log, "error: wrong number of players: Toy is played by 2 to 4, 5 given\n"), "%s", log);
    cr_expect(strstr(log, "1 given\n"));
    cr_expect_null(strstr(log, "cannot read"), "the board was not read");
}

Test(match, a_board_for_another_number_of_players_is_a_usage_error)
{
    const char *names[] = {"Adder", "Adder", "Adder", "Adder"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 3 2", 4, names, 1, &r), ARENA_USAGE);
    cr_expect(strstr(captured(), "error: wrong number of players: this board is for 3, 4 given\n"));
}

Test(match, unknown_and_foreign_players_are_refused)
{
    const char *unknown[] = {"Adder", "Nobody"}, *foreign[] = {"Adder", "Foreign"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 2 2", 2, unknown, 1, &r), ARENA_USAGE);
    cr_assert_eq(play(&toy_game, "toy 2 2", 2, foreign, 1, &r), ARENA_USAGE);
    const char *log = captured();
    cr_expect(strstr(log, "error: unknown player 'Nobody' (see --list)\n"));
    cr_expect(strstr(log, "error: player 'Foreign' was built against player header 'toy 0', this game needs "
                          "'toy 1': rebuild it\n"));
}

/* ---- logs ---- */

Test(match, a_seats_warnings_are_capped_per_round)
{
    const char *names[] = {"Warner", "Zero"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 2 3", 2, names, 0, &r), ARENA_PLAYED);
    const char *log = captured();
    cr_expect_eq(count_lines(log, "warning: player 0 (Warner): noise "), 3 * SEAT_LOG_CAP);
    for (int round = 0; round < 3; round++) {
        char line[128];
        snprintf(line, sizeof line, "warning: player 0 (Warner): 150 more warnings in round %d not shown\n",
                 round);
        cr_expect(strstr(log, line), "%s", line);
    }
}

Test(match, the_2018_kits_conventions_are_the_default)
{
    const char *names[] = {"Zero", "Zero", "Adder", "Adder"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 4 2", 4, names, 0, &r), ARENA_PLAYED);
    const char *log = captured();
    cr_expect_eq(strncmp(log, "info: seed 7\ninfo: loading game\n", 32), 0, "%s", log);
    cr_expect(strstr(log, "info: players loaded\ninfo: start round 0\ninfo:     start player 0\n"));
    cr_expect(strstr(log, "info: end round 1\ninfo: player Zero got score 0\n"));
    cr_expect(strstr(log, "info: player(s) Adder Adder got top score\ninfo: game played\n"));
    cr_expect_null(strstr(log, "updating"));
}

Test(match, a_game_says_its_kits_conventions)
{
    struct game_ops later = toy_game;
    later.kit = (struct game_kit){.first_round = 1, .top_score_from = -1, .no_seed_line = 1,
                                  .update_line = "info: updating board", .end_line = "info: game finished"};
    const char *names[] = {"Zero", "Zero"};
    struct match_result r;
    cr_assert_eq(play(&later, "toy 2 2", 2, names, 0, &r), ARENA_PLAYED);
    const char *log = captured();
    cr_expect_eq(strncmp(log, "info: loading game\n", 19), 0, "no seed line: %s", log);
    cr_expect(strstr(log, "info: start round 1\n") && strstr(log, "info: end round 2\n"));
    cr_expect_null(strstr(log, "round 0"));
    cr_expect(strstr(log, "info:     end player 1\ninfo: updating board\ninfo: end round 2\n"));
    cr_expect(strstr(log, "info: player(s) Zero Zero got top score\ninfo: game finished\n"));
    later.kit.no_score_lines = 1;
    capture_log();
    cr_assert_eq(play(&later, "toy 2 2", 2, names, 0, &r), ARENA_PLAYED);
    cr_expect_null(strstr(captured(), "got"));
}

Test(match, quiet_prints_only_the_results)
{
    const char *names[] = {"Warner", "Adder"};
    struct match_result r;
    cr_assert_eq(play(&toy_game, "toy 2 3", 2, names, 1, &r), ARENA_PLAYED);
    cr_expect_str_eq(captured(), "info: player Warner got score 0\ninfo: player Adder got score 3\n"
                                 "info: player(s) Adder got top score\ninfo: game played\n");
}
