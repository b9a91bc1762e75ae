/* test_api.c — the Mad Max player API, through the engine's interface (game_ops). */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../adapter.h"
#include "../board.h"
#include "../madmax.h"
#include "../turn.h"
#include "error.h"
#include "match.h"


static struct game *load_default(long long seed)
{
    const char *text = "Mad_Max 1.6 nb_players 4 nb_rounds 20 nb_cities 8 nb_warriors 20 nb_cars 3 "
                       "warriors_health 40 cars_fuel 100 damage 6 rows 60 cols 60 GENERATOR";
    struct scan s;
    scan_from_memory(&s, "test.cnf", text, strlen(text));
    struct game *g = madmax_game.load(&s, seed);
    scan_release(&s);
    cr_assert(g);
    return g;
}

static struct out quiet_log(void)
{
    struct out o;
    out_open(&o, "/dev/null");
    return o;
}

/* Plays `play` as seat 0 of a fresh match (view filled, player run, orders checked by
 * the game), returning the turn for inspection. */
static struct madmax *turn_of(void (*play)(void *, void *), enum seat_fault *fault, struct out *log)
{
    struct game *g = load_default(0);
    struct player_def def = {"Test", MADMAX_ABI, 16, play, NULL};
    struct turn_layout layout;
    match_layout(&madmax_game, g, &layout);
    struct seat seat;
    seat_init(&seat, &def, 0, layout.size, log);
    seat_play(&seat, &madmax_game, g, &layout, 0, log);
    *fault = seat.fault;
    struct madmax *t = malloc(layout.size); /* a copy: the seat's turn is fenced (fence.h) */
    cr_assert_not_null(t);
    memcpy(t, seat.turn, layout.size);
    seat_release(&seat);
    madmax_game.release(g);
    return t;
}

static void thousand_orders(void *game, void *memory)
{
    (void)memory;
    for (int k = 0; k < 1000; k++)
        command(game, k % 92, None);
}

static void thousand_and_one_orders(void *game, void *memory)
{
    thousand_orders(game, memory);
    command(game, 0, Bottom);
}

Test(api, a_thousand_orders_are_fine_one_more_freezes)
{
    struct out log = quiet_log();
    enum seat_fault fault;
    free(turn_of(thousand_orders, &fault, &log));
    cr_assert_eq(fault, SEAT_OK);
    free(turn_of(thousand_and_one_orders, &fault, &log));
    cr_assert_eq(fault, SEAT_TOO_MANY_ORDERS);
    out_abort(&log);
}

static void twice(void *game, void *memory)
{
    (void)memory;
    command(game, 8, Bottom);
    command(game, 8, Top);
    command_movement(game, (struct movement){9, Top});
}

Test(api, only_the_first_order_for_a_unit_counts)
{
    struct out log;
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    out_attach(&log, fds[1]);
    enum seat_fault fault;
    struct madmax *t = turn_of(twice, &fault, &log);
    out_flush(&log);
    close(fds[1]);
    char text[256] = {0};
    cr_assert_gt(read(fds[0], text, sizeof text - 1), 0);
    cr_assert_str_eq(text, "warning: player 0 (Test): action already requested for unit 8\n");
    cr_assert_eq(t->out.nb_orders, 2);
    cr_assert_eq(t->out.orders[0].id, 8);
    cr_assert_eq(t->out.orders[0].dir, Bottom);
    cr_assert_eq(t->out.orders[1].id, 9);
    free(t);
}

static void queries(void *game_, void *memory)
{
    struct madmax *game = game_;
    (void)memory;
    cr_assert_eq(me(game), 0);
    cr_assert_eq(nb_units(game), 92);
    cr_assert_eq(rows(game), 60);
    cr_assert_eq(current_round(game), 0);
    cr_assert_str_eq(version(game), "Mad_Max 1.6");
    struct id_list w = warriors(game, 2), c = cars(game, 2);
    cr_assert_eq(w.size, 20);
    cr_assert_eq(c.size, 3);
    for (int k = 0; k < w.size; k++) {
        struct unit u = unit(game, w.id[k]);
        cr_assert_eq(u.player, 2);
        cr_assert_eq(u.type, Warrior);
        cr_assert_eq(cell_at(game, u.pos).id, u.id, "the cell knows its unit");
        cr_assert_eq(cell_at(game, u.pos).type, City);
        cr_assert(k == 0 || w.id[k] > w.id[k - 1], "ids increase");
        cr_assert_eq(can_move(game, u.id), false, "round 0 is player 0's");
    }
    cr_assert_eq(unit(game, 500).id, -1);
    cr_assert_eq(cell(game, -1, 3).id, -1);
    cr_assert_eq(num_cities(game, 1), 2);
    cr_assert_eq(total_score(game, 9), -1);
    cr_assert(pos_equal(pos_step(pos_make(5, 5), RT), pos_make(4, 6)));
    cr_assert(pos_equal(pos_add(pos_make(5, 5), pos_make(-1, 2)), pos_make(4, 7)));
    cr_assert(pos_less(pos_make(4, 9), pos_make(5, 0)) && !pos_less(pos_make(5, 0), pos_make(5, 0)));
    /* the reference generator: player 0 of a seed-0 match draws 0 98 41 68 66 7 82 10 */
    static const int expected[8] = {0, 98, 41, 68, 66, 7, 82, 10};
    for (int k = 0; k < 8; k++)
        cr_assert_eq(random_int(game, 0, 99), expected[k]);
    int perm[8], want[8] = {0, 5, 6, 4, 2, 7, 3, 1};
    random_permutation(game, 8, perm);
    cr_assert_arr_eq(perm, want, sizeof perm);
}

Test(api, queries_see_the_state_and_random_is_the_reference_generator)
{
    struct out log = quiet_log();
    enum seat_fault fault;
    free(turn_of(queries, &fault, &log));
    cr_assert_eq(fault, SEAT_OK);
    out_abort(&log);
}

static void flood(void *game, void *memory)
{
    (void)memory;
    for (int k = 0; k < 5000; k++)
        command(game, k % 92, Right);
}

static void walker(void *game, void *memory)
{
    (void)memory;
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        command(game, w.id[k], Right);
}

Test(api, a_frozen_player_stops_playing_and_the_match_goes_on)
{
    struct game *g = load_default(3);
    struct player_def bad = {"Flood", MADMAX_ABI, 1, flood, NULL}, good = {"Walk", MADMAX_ABI, 1, walker, NULL};
    struct seat seats[4];
    struct turn_layout layout;
    match_layout(&madmax_game, g, &layout);
    seat_init(&seats[0], &bad, 0, layout.size, NULL);
    for (int p = 1; p < 4; p++)
        seat_init(&seats[p], &good, p, layout.size, NULL);
    char path[] = "/tmp/arena-test-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    close(fd);
    struct out replay, log = quiet_log();
    cr_assert_eq(out_open(&replay, path), 0);
    match_run(&madmax_game, g, seats, &replay, &log, 1, NULL);
    cr_assert_eq(out_commit(&replay), 0);
    cr_assert_eq(seats[0].fault, SEAT_TOO_MANY_ORDERS);
    cr_assert_eq(seats[0].frozen_round, 0);
    cr_assert_eq(seats[1].fault, SEAT_OK);
    FILE *f = fopen(path, "r");
    char line[256];
    int frozen_status = 0, states = 0;
    while (fgets(line, sizeof line, f)) {
        frozen_status += strcmp(line, "status -1 0 0 0\n") == 0;
        states += strncmp(line, "round ", 6) == 0;
    }
    fclose(f);
    unlink(path);
    cr_assert_eq(states, 21, "all 20 rounds were played");
    cr_assert_eq(frozen_status, 20, "the replay shows the seat frozen from round 0 on");
    for (int p = 0; p < 4; p++)
        seat_release(&seats[p]);
    madmax_game.release(g);
    out_abort(&log);
}

static void count_rounds(void *game, void *memory)
{
    (void)game;
    ++*(int *)memory;
}

Test(api, every_copy_of_a_player_has_its_own_memory)
{
    struct game *g = load_default(5);
    struct player_def counter = {"Count", MADMAX_ABI, sizeof(int), count_rounds, NULL};
    struct seat seats[4];
    struct turn_layout layout;
    match_layout(&madmax_game, g, &layout);
    for (int p = 0; p < 4; p++)
        seat_init(&seats[p], &counter, p, layout.size, NULL);
    *(int *)seats[2].memory = 100;
    struct out replay, log = quiet_log();
    cr_assert_eq(out_open(&replay, "/dev/null"), 0);
    match_run(&madmax_game, g, seats, &replay, &log, 1, NULL);
    out_abort(&replay);
    for (int p = 0; p < 4; p++)
        cr_assert_eq(*(int *)seats[p].memory, (p == 2 ? 100 : 0) + 20, "seat %d", p);
    for (int p = 0; p < 4; p++)
        seat_release(&seats[p]);
    madmax_game.release(g);
    out_abort(&log);
}
