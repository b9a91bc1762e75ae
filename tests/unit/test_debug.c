/* test_debug.c — a player's debug marks and output, round by round in REPLAY.debug, with
 * the toy game (tests/toy): bounded, escaped, kept out of the replay. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../toy/toy.h"
#include "arena.h"
#include "debug_file.h"
#include "marks.h"
#include "registry.h"

enum { ROUNDS = 5, MARKER_POINTS = MARKS_MAX + 6 };

/* Every round: MARKER_POINTS points and a line (7 more than a round may keep), a text
 * longer than the cap, and a few lines of output with a quote and a byte that is no UTF-8. */
static void marker(void *game, void *memory)
{
    (void)memory;
    struct toy *t = game;
    int round = toy_round(t);
    marks_add(t->marks, t->log, MARK_LINE, 1, 2, 3, 4, 0x123456, "from here to there");
    for (int k = 0; k < MARKER_POINTS; k++)
        marks_add(t->marks, t->log, MARK_POINT, k, round, 0, 0, 0xff0000,
                  "a text much longer than thirty-one characters");
    fprintf(stderr, "thinking in round %d: \"quoted\" \xff\n", round);
    printf("printed in round %d\n", round);
    toy_add(t, 1);
}

static void plain(void *game, void *memory)
{
    (void)memory;
    toy_add(game, 1);
}

static const struct player_def players[] = {{"Marker", TOY_ABI, 1, marker, NULL}, {"Plain", TOY_ABI, 1, plain, NULL}};

__attribute__((constructor)) static void register_players(void)
{
    for (size_t k = 0; k < sizeof players / sizeof players[0]; k++)
        registry_add_player(&players[k]);
}

static char dir[64];
static char board_path[96], replay_path[96];

static void setup(void)
{
    strcpy(dir, "/tmp/arena-debug-XXXXXX");
    cr_assert(mkdtemp(dir));
    snprintf(board_path, sizeof board_path, "%s/toy.cnf", dir);
    snprintf(replay_path, sizeof replay_path, "%s/match.res", dir);
    FILE *f = fopen(board_path, "w");
    fprintf(f, "toy 2 %d\n", ROUNDS);
    fclose(f);
}

static void teardown(void)
{
    char command[128];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    cr_assert_eq(system(command), 0);
}

TestSuite(debug, .init = setup, .fini = teardown);

static int play(const char *first, const char *second, int logs, int no_debug, const char *replay)
{
    struct match_spec spec = {.game = &toy_game, .board = board_path, .seed = 3, .nb_players = 2,
                              .players = {first, second}, .replay = replay, .quiet = 1, .logs = logs,
                              .no_debug = no_debug};
    struct match_result r;
    return arena_play(&spec, &r);
}

/* The debug file of replay_path, whole, or NULL if there is none. */
static char *debug_text(void)
{
    char *path = debug_file_path(replay_path);
    FILE *f = fopen(path, "r");
    free(path);
    if (!f)
        return NULL;
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

static int occurrences(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, what)); p += strlen(what))
        n++;
    return n;
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "r");
    cr_assert(f, "%s exists", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

Test(debug, marks_are_written_round_by_round_and_capped)
{
    cr_assert_eq(play("Plain", "Marker", 0, 0, replay_path), ARENA_PLAYED);
    const char *text = debug_text();
    cr_assert(text, "a debug file beside the replay");
    cr_assert(strncmp(text, "{\"arena_debug\":1,\"game\":\"toy\",\"players\":[\"Plain\",\"Marker\"]}\n", 60) == 0,
              "its header: %.80s", text);
    cr_assert_eq(occurrences(text, "\"seat\":1,"), ROUNDS, "a line per round of the marking seat");
    cr_assert_eq(occurrences(text, "\"seat\":0,"), 0, "nothing for a seat without marks");
    cr_assert_eq(occurrences(text, "\"p\":["), ROUNDS * MARKS_MAX, "%d marks kept a round", MARKS_MAX);
    cr_assert_eq(occurrences(text, "\"dropped\":7"), ROUNDS, "the rest counted as dropped");
    cr_assert_eq(occurrences(text, "{\"p\":[1,2],\"q\":[3,4],\"c\":\"#123456\",\"t\":\"from here to there\"}"), ROUNDS);
    cr_assert_eq(occurrences(text, "\"t\":\"a text much longer than thirty-\""), ROUNDS * (MARKS_MAX - 1),
                 "texts cut at %d characters", MARK_TEXT_MAX - 1);
    cr_assert(strstr(text, "{\"frame\":2,\"round\":2,\"seat\":1,"), "frame and round of each line");
    cr_assert(strstr(text, "{\"p\":[0,4],"), "the marks of round 4");
    cr_assert_eq(occurrences(text, "\"log\":"), 0, "no output in local mode unless asked");
}

Test(debug, the_output_of_a_round_goes_with_its_marks_when_asked)
{
    cr_assert_eq(play("Marker", "Plain", 1, 0, replay_path), ARENA_PLAYED);
    const char *text = debug_text();
    cr_assert(text);
    for (int r = 0; r < ROUNDS; r++) {
        char line[200];
        snprintf(line, sizeof line, "\"log\":\"thinking in round %d: \\\"quoted\\\" \xef\xbf\xbd\\nprinted in round %d\\n", r,
                 r);
        cr_assert(strstr(text, line), "round %d's output, escaped, in its line: %s", r, line);
    }
    cr_assert_eq(occurrences(text, "more than 64 marks this round"), 0,
                 "the engine's warnings go to the match's log, not the player's output");
}

Test(debug, the_replay_is_the_same_with_or_without_debug)
{
    char other[128];
    snprintf(other, sizeof other, "%s/plain.res", dir);
    cr_assert_eq(play("Marker", "Plain", 1, 0, replay_path), ARENA_PLAYED);
    cr_assert_eq(play("Marker", "Plain", 0, 1, other), ARENA_PLAYED);
    cr_assert_eq(file_size(replay_path), file_size(other));
    char command[300];
    snprintf(command, sizeof command, "cmp -s %s %s", replay_path, other);
    cr_assert_eq(system(command), 0, "the same replay");
    char *path = debug_file_path(other);
    cr_assert_neq(access(path, F_OK), 0, "--no-debug: no debug file");
    free(path);
}

Test(debug, no_debug_file_when_nobody_marks_or_writes)
{
    cr_assert_eq(play("Plain", "Plain", 1, 0, replay_path), ARENA_PLAYED);
    cr_assert_null(debug_text());
}

Test(debug, the_debug_file_of_a_gzip_replay)
{
    char *path = debug_file_path("dir/match.res.gz");
    cr_assert_str_eq(path, "dir/match.res.debug");
    free(path);
}

Test(debug, marks_from_an_untrusted_turn_are_checked)
{
    struct marks bad = {.count = 3, .dropped = -4};
    bad.mark[0] = (struct mark){MARK_POINT, 1, 2, 0, 0, 0xff123456, "ok"};
    bad.mark[1] = (struct mark){7, 1, 2, 0, 0, 0, "unknown kind"};
    bad.mark[2] = (struct mark){MARK_LINE, 1, 2, 3, 4, 0, "line"};
    memset(bad.mark[2].text, 'x', sizeof bad.mark[2].text); /* no terminating NUL */
    bad.mark[2].text[3] = '\n';
    struct marks got;
    marks_copy_checked(&got, &bad);
    cr_assert_eq(got.count, 2, "the unknown kind is left out");
    cr_assert_eq(got.dropped, 0);
    cr_assert_eq(got.mark[0].colour, 0x123456u);
    cr_assert_eq(strlen(got.mark[1].text), MARK_TEXT_MAX - 1, "the text is terminated");
    cr_assert_eq(got.mark[1].text[3], ' ', "control characters are blanked");
    bad.count = MARKS_MAX + 1;
    marks_copy_checked(&got, &bad);
    cr_assert_eq(got.count, 0, "a count out of bounds keeps nothing");
}

Test(debug, a_game_without_load_replay_refuses_from)
{
    struct match_spec spec = {.game = &toy_game, .from = board_path, .from_round = 1, .seed = 3, .nb_players = 2,
                              .players = {"Plain", "Plain"}, .replay = replay_path, .quiet = 1};
    struct match_result r;
    cr_assert_eq(arena_play(&spec, &r), ARENA_USAGE);
    cr_assert_neq(access(replay_path, F_OK), 0, "no replay written");
    spec.board = board_path;
    cr_assert_eq(arena_play(&spec, &r), ARENA_USAGE, "a board and --from at once");
}

Test(debug, rounds_cut_a_match_short)
{
    struct match_spec spec = {.game = &toy_game, .board = board_path, .seed = 3, .nb_players = 2,
                              .players = {"Plain", "Plain"}, .replay = replay_path, .quiet = 1, .rounds = 2};
    struct match_result r;
    cr_assert_eq(arena_play(&spec, &r), ARENA_PLAYED);
    cr_assert_eq(r.seat[0].score, 2, "two rounds of one point");
    spec.rounds = 1000;
    cr_assert_eq(arena_play(&spec, &r), ARENA_PLAYED);
    cr_assert_eq(r.seat[0].score, ROUNDS, "more rounds than the game's: the game's");
}
