/* test_api.c — the player API: queries, refused instructions and their warning lines,
 * randomness, and the orders the game reads back. */
#define _GNU_SOURCE
#include "scenario.h"

#include <fcntl.h>
#include <unistd.h>

#include "../adapter.h"
#include "../revisited.h"
#include "../turn.h"
#include "out.h"
#include "seat_log.h"

static struct revisited turns[RV_PLAYERS];
static struct out warnings; /* what the API printed, kept in memory */
static struct seat_log logs[RV_PLAYERS];

static void nothing(void *game, void *memory)
{
    (void)game, (void)memory;
}

/* Player p's turn on the current match, ready for queries and instructions. */
static struct revisited *turn(int p)
{
    if (!warnings.buf)
        out_attach(&warnings, open("/dev/null", O_WRONLY | O_CLOEXEC));
    warnings.len = 0;
    seat_log_init(&logs[p], &warnings, "Test", p);
    struct revisited *t = &turns[p];
    t->in.me = p;
    t->in.rng = rv_player_stream(&match, p);
    rv_view_copy(&t->in.view, &match.now);
    static const struct player_def none = {"Test", REVISITED_ABI, 0, nothing, NULL};
    revisited_player_side.play_turn(&none, NULL, t, &logs[p], NULL);
    return t;
}

static int warned(const char *text)
{
    return memmem(warnings.buf, warnings.len, text, strlen(text)) != NULL;
}

Test(queries, parameters)
{
    blank_match(1);
    struct revisited *t = turn(2);
    cr_expect_eq(me(t), 2);
    cr_expect_eq(number_players(t), 4);
    cr_expect_eq(number_rounds(t), 300);
    cr_expect_eq(number_rows(t), 15);
    cr_expect_eq(number_universe_columns(t), 60);
    cr_expect_eq(number_window_columns(t), 30);
    cr_expect_eq(number_cars_per_player(t), 2);
    cr_expect_eq(number_cars(t), 8);
    cr_expect_eq(number_rounds_to_regenerate(t), 30);
    cr_expect_eq(bonus_missiles(t), 5);
    cr_expect_eq(bonus_gas(t), 30);
    cr_expect_eq(water_points(t), 10);
    cr_expect_eq(kill_points(t), 30);
    cr_expect_eq(initial_gas(t), 60);
    cr_expect_eq(number_water_bonuses(t), 0);
    cr_expect_str_eq(version(t), "mad_max_2020 v1");
    cr_expect_eq(begin(t, 2), 4);
    cr_expect_eq(end(t, 2), 6);
    cr_expect_eq(player_of(t, 5), 2);
    cr_expect(car_ok(t, 7) && !car_ok(t, 8) && !car_ok(t, -1));
    cr_expect(player_ok(t, 3) && !player_ok(t, 4));
    cr_expect(!warned("warning"));
    cr_expect_eq(player_of(t, 8), -1);
    cr_expect(warned("player_of(int cid) invoked with cid = 8"));
}

Test(queries, cells_cars_and_missiles)
{
    blank_match(1);
    place(3, 6, 12);
    lay(6, 13, RV_WATER_BONUS);
    lay(7, 50, RV_TYRE);
    int mid = add_missile(3, 6, 14);
    remove_car(7);
    struct revisited *t = turn(0);
    struct cell c = cell(t, (struct pos){6, 12});
    cr_expect(c.type == CAR && c.cid == 3 && c.mid == -1);
    c = cell(t, (struct pos){6, 14});
    cr_expect(c.type == MISSILE && c.mid == mid && c.cid == -1);
    cr_expect_eq(cell(t, (struct pos){6, 13}).type, WATER_BONUS);
    cr_expect_eq(cell(t, (struct pos){7, 50 - 60}).type, TYRE, "any column, taken mod the universe's");
    cr_expect_eq(cell(t, (struct pos){7, 50 + 120}).type, TYRE);
    cr_expect_eq(cell(t, (struct pos){0, 5}).type, EMPTY);
    struct car k = car(t, 3);
    cr_expect(k.cid == 3 && k.pos.i == 6 && k.pos.j == 12 && k.alive && k.gas == 60 && k.nb_miss == 5 && k.time == 0);
    cr_expect_not(car(t, 7).alive);
    struct missile_list ms = missiles(t);
    cr_assert_eq(ms.size, 1);
    cr_expect(ms.missile[0].mid == mid && ms.missile[0].cid == 3 && ms.missile[0].pos.i == 6 && ms.missile[0].pos.j == 14);
    cr_expect(!warned("warning"));
    c = cell(t, (struct pos){15, 0});
    cr_expect(c.type == EMPTY && c.cid == -1 && c.mid == -1);
    cr_expect(warned("cell(Pos p) invoked with p = (15, 0)"));
    cr_expect_eq(car(t, 99).cid, -1);
    cr_expect(warned("car(int cid) invoked with cid = 99"));
    cr_expect_eq(score(t, 4), -1);
    cr_expect_eq(status(t, -1), -2);
}

Test(geometry, directions_windows_and_passed_cells)
{
    blank_match(1);
    struct revisited *t = turn(0);
    cr_expect_eq(dir_of(-1, 2), FAST_UP);
    cr_expect_eq(dir_of(0, 3), -1);
    struct pos v = dir_vector(SLOW_DOWN);
    cr_expect(v.i == 1 && v.j == 0);
    struct pos p = pos_add((struct pos){4, 4}, DOWN);
    cr_expect(p.i == 5 && p.j == 5);
    cr_expect(dir_ok(FAST_DOWN) && !dir_ok(9) && !dir_ok(-1));
    struct pos cells[MAX_PASSED];
    cr_assert_eq(passed_cells(FAST_DOWN, cells), 5);
    static const int want[5][2] = {{0, 1}, {1, 0}, {1, 1}, {0, 2}, {1, 2}};
    for (int k = 0; k < 5; k++)
        cr_expect(cells[k].i == want[k][0] && cells[k].j == want[k][1], "cell %d", k);
    cr_expect_eq(passed_cells(SLOW, cells), 0);
    cr_expect(within_window(t, (struct pos){0, 29}, 0));
    cr_expect_not(within_window(t, (struct pos){0, 30}, 0));
    cr_expect(within_window(t, (struct pos){14, 30}, 1));
    cr_expect_not(within_window(t, (struct pos){-1, 5}, 0));
    cr_expect(within_universe(t, (struct pos){14, -1000}));
    cr_expect_not(within_universe(t, (struct pos){15, 0}));
}

Test(orders, refused_instructions_print_a_warning_and_are_not_recorded)
{
    blank_match(1);
    struct revisited *t = turn(1);
    cr_expect(move(t, 2, FAST));
    cr_expect_not(move(t, 2, UP));
    cr_expect(warned("instruction already requested for car 2"));
    cr_expect_not(shoot(t, 0));
    cr_expect(warned("car 0 does not belong to commanding player"));
    cr_expect_not(move(t, 8, UP));
    cr_expect(warned("invalid car identifier 8"));
    cr_expect_not(move(t, 3, (enum dir)9));
    cr_expect(warned("invalid direction 9 for car 3"));
    cr_expect(shoot(t, 3));
    cr_expect(warned("warning: player 1 (Test): "), "warnings name the player");
    cr_assert_eq(t->out.orders.nb, 2);
    cr_expect(t->out.orders.order[0].cid == 2 && t->out.orders.order[0].type == RV_MOVE &&
              t->out.orders.order[0].dir == RV_FAST);
    cr_expect(t->out.orders.order[1].cid == 3 && t->out.orders.order[1].type == RV_SHOOT);
    cr_expect_eq(revisited_game.check_orders(NULL, 1, &t->out), SEAT_OK);
}

Test(orders, more_than_1000_calls_freeze_the_player)
{
    blank_match(1);
    struct revisited *t = turn(0);
    for (int k = 0; k < 1001; k++)
        move(t, 9, UP);
    cr_expect_eq(revisited_game.check_orders(NULL, 0, &t->out), SEAT_TOO_MANY_ORDERS);
    t = turn(0);
    t->out.orders.nb = 26;
    cr_expect_eq(revisited_game.check_orders(NULL, 0, &t->out), SEAT_BAD_ORDERS);
    t = turn(0);
    move(t, 0, UP);
    t->out.orders.order[0].dir = 12;
    cr_expect_eq(revisited_game.check_orders(NULL, 0, &t->out), SEAT_BAD_ORDERS);
}

Test(random, randomize_draws_from_the_players_own_reseeded_stream)
{
    blank_match(7);
    struct revisited *t = turn(3);
    struct minstd r = rv_player_stream(&match, 3);
    for (int k = 0; k < 50; k++)
        cr_expect_eq(randomize(t, 0, 9), minstd_uniform(&r, 0, 9));
    cr_expect_eq(random_draw(t), minstd_draw(&r));
    cr_expect_eq(randomize(t, 5, 2), 5, "l > u gives l");
    cr_expect_eq(t->out.rng.state, r.state, "what play() drew goes back to the game");
}
