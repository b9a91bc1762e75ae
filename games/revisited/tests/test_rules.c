/* test_rules.c — one scenario per Mad Max Revisited rule: a position, instructions, the
 * outcome. Car 0 and 1 are player 0's, 2 and 3 player 1's, and so on. */
#include "scenario.h"

Test(move, a_car_without_instructions_moves_one_column)
{
    blank_match(1);
    place(0, 5, 10);
    play();
    assert_at(0, 5, 11);
    cr_assert_eq(type_at(5, 11), RV_CAR);
    cr_assert_eq(type_at(5, 10), RV_EMPTY);
    for (int cid = 1; cid < 8; cid++)
        assert_at(cid, 2 * cid, 1); /* every car, of every player */
    cr_assert_eq(round_log.nb_done[0], 0, "default moves are not listed");
}

Test(move, the_nine_directions)
{
    for (int d = 0; d < RV_NB_DIRS; d++) {
        blank_match(1);
        place(0, 5, 10);
        move_car(0, d);
        play();
        assert_at(0, 5 + rv_dir_di[d], 10 + rv_dir_dj[d]);
        cr_assert_eq(round_log.nb_done[0], 1, "direction %d", d);
    }
}

Test(move, leaving_the_next_window_fails_and_the_car_moves_by_default)
{
    blank_match(1);
    place(0, 5, 0);  /* the window's first column: round 1's window starts at column 1 */
    place(1, 0, 10); /* the top row */
    place(2, 5, 29); /* the window's last column: round 1's last is 30 */
    move_car(0, RV_SLOW);
    move_car(1, RV_UP);
    move_car(2, RV_FAST);
    play();
    assert_at(0, 5, 1);
    assert_at(1, 0, 11);
    assert_at(2, 5, 30);
    cr_assert_eq(round_log.nb_asked[0], 2, "asked, as given");
    cr_assert_eq(round_log.nb_done[0], 0, "not done");
    cr_assert_eq(round_log.nb_done[1], 0);
}

Test(move, slow_inside_the_window_stays_put_and_is_done)
{
    blank_match(1);
    place(0, 5, 10);
    move_car(0, RV_SLOW);
    play();
    assert_at(0, 5, 10);
    cr_assert_eq(round_log.nb_done[0], 1);
}

Test(move, the_window_wraps_around_the_cylinder)
{
    blank_match(1);
    match.now.round = 45; /* window: columns 45..59 and 0..14 */
    place(0, 5, 59);
    move_car(0, RV_FAST);
    play();
    assert_at(0, 5, 1);
    cr_assert(rv_within_window(&match.now.set, 5, 14, 45));
    cr_assert(!rv_within_window(&match.now.set, 5, 15, 45));
    cr_assert(rv_within_window(&match.now.set, 5, 70, 45), "any column, taken mod the universe's");
    cr_assert(!rv_within_window(&match.now.set, 15, 50, 45), "a row off the board");
}

Test(bonus, passed_cells_are_collected_in_every_direction)
{
    for (int d = 0; d < RV_NB_DIRS; d++) {
        blank_match(1);
        place(0, 5, 10);
        const struct rv_path *path = &rv_paths[d];
        for (int k = 0; k < path->n; k++)
            lay(5 + path->di[k], 10 + path->dj[k], RV_WATER_BONUS);
        move_car(0, d);
        play();
        cr_assert_eq(match.now.score[0], 10 * path->n, "direction %d passes %d cells", d, path->n);
        for (int k = 0; k < path->n; k++)
            cr_assert_neq(type_at(5 + path->di[k], 10 + path->dj[k]), RV_WATER_BONUS);
    }
    cr_assert_eq(rv_paths[RV_FAST_DOWN].n, 5);
    cr_assert_eq(rv_paths[RV_UP].n, 3);
    cr_assert_eq(rv_paths[RV_FAST].n, 2);
}

Test(bonus, gas_and_missile_bonuses_fill_the_car)
{
    blank_match(1);
    place(0, 5, 10);
    lay(5, 11, RV_GAS_BONUS);
    lay(5, 12, RV_MISSILE_BONUS);
    move_car(0, RV_FAST);
    play();
    cr_assert_eq(car_of(0)->gas, 60 + 30 - 1, "plus bonus_gas, minus the round's unit");
    cr_assert_eq(car_of(0)->nb_miss, 5 + 5);
    cr_assert_eq(match.now.score[0], 0);
}

Test(collision, a_tyre_kills_the_car_and_goes_with_it)
{
    blank_match(1);
    place(0, 5, 10);
    lay(5, 11, RV_WATER_BONUS);
    lay(4, 10, RV_TYRE); /* UP passes (5,11), then (4,10): dies there, before (4,11) */
    lay(4, 11, RV_WATER_BONUS);
    move_car(0, RV_UP);
    play();
    cr_assert_not(car_of(0)->alive);
    assert_at(0, 4, 10);
    cr_assert_eq(match.now.score[0], 10, "the water before the tyre is taken");
    cr_assert_eq(type_at(4, 10), RV_EMPTY, "tyres never come back");
    cr_assert_eq(type_at(4, 11), RV_WATER_BONUS, "the walk stops at the tyre");
    cr_assert_eq(car_of(0)->time, 29, "time counts down from the same update");
    cr_assert_eq(round_log.nb_done[0], 1, "a move that kills the car is done");
}

Test(collision, two_cars_die_together_and_nobody_scores)
{
    blank_match(1);
    place(0, 5, 10);
    place(2, 5, 12);
    move_car(0, RV_FAST);
    move_car(2, RV_SLOW);
    play();
    cr_assert_not(car_of(0)->alive);
    cr_assert_not(car_of(2)->alive);
    for (int p = 0; p < RV_PLAYERS; p++)
        cr_assert_eq(match.now.score[p], 0);
    cr_assert_eq(type_at(5, 12), RV_EMPTY);
}

Test(collision, driving_into_a_missile_kills_and_its_shooter_scores)
{
    blank_match(1);
    add_missile(2, 4, 1); /* player 1's missile: at (4, 3) once it has flown */
    add_missile(1, 8, 1); /* player 0's own: at (8, 3) */
    place(0, 5, 2);
    place(1, 9, 2);
    move_car(0, RV_UP); /* passes (5, 3), (4, 2), then (4, 3) */
    move_car(1, RV_UP);
    play();
    cr_assert_not(car_of(0)->alive);
    cr_assert_not(car_of(1)->alive);
    assert_at(0, 4, 3);
    cr_assert_eq(match.now.score[1], 30, "kill_points to the missile's player");
    cr_assert_eq(match.now.score[0], 0, "friendly fire kills but scores nothing");
    cr_assert_eq(match.now.nb_missiles, 0);
}

Test(shoot, a_shot_flies_two_columns_then_the_car_moves_by_default)
{
    blank_match(1);
    place(0, 5, 10);
    shoot_car(0);
    play();
    cr_assert_eq(match.now.nb_missiles, 1);
    const struct rv_missile *x = &match.now.missile[0];
    cr_assert(x->mid == 0 && x->cid == 0 && x->i == 5 && x->j == 12, "mid 0 at (5, 12)");
    assert_at(0, 5, 11);
    cr_assert_eq(car_of(0)->nb_miss, 4);
    cr_assert_eq(round_log.nb_done[0], 1);
    cr_assert_eq(round_log.done[0][0].type, RV_SHOOT);
    play();
    cr_assert_eq(match.now.missile[0].j, 14, "two columns a round");
    assert_at(0, 5, 12);
}

Test(shoot, no_missile_in_stock_fails_and_the_car_moves_by_default)
{
    blank_match(1);
    place(0, 5, 10);
    match.now.car[0].nb_miss = 0;
    shoot_car(0);
    play();
    cr_assert_eq(match.now.nb_missiles, 0);
    assert_at(0, 5, 11);
    cr_assert_eq(round_log.nb_asked[0], 1);
    cr_assert_eq(round_log.nb_done[0], 0);
}

Test(shoot, a_shot_kills_a_car_right_ahead)
{
    blank_match(1);
    place(0, 5, 10);
    place(4, 5, 12);
    int turn[RV_PLAYERS];
    next_turn_order(turn);
    move_car(4, RV_SLOW); /* stays at (5, 12) whether it moves before or after */
    shoot_car(0);
    play();
    cr_assert_not(car_of(4)->alive);
    cr_assert_eq(match.now.score[0], 30);
    cr_assert_eq(match.now.nb_missiles, 0, "the missile goes with the car");
    assert_at(0, 5, 11);
}

Test(missiles, fly_before_cars_move)
{
    blank_match(1);
    add_missile(2, 5, 8);
    place(0, 5, 10); /* on the missile's landing cell: hit before it can move */
    move_car(0, RV_DOWN);
    play();
    cr_assert_not(car_of(0)->alive);
    assert_at(0, 5, 10);
    cr_assert_eq(match.now.score[1], 30);
    cr_assert_eq(round_log.nb_done[0], 0, "a dead car's instruction fails");
}

Test(missiles, a_missile_with_another_in_its_way_waits_for_it)
{
    blank_match(1);
    int behind = add_missile(0, 7, 10); /* mid 0: first in the queue, blocked */
    int ahead = add_missile(0, 7, 11);
    play();
    cr_assert_eq(match.now.nb_missiles, 2, "missiles never meet");
    cr_assert_eq(match.now.missile[rv_find_missile(&match.now, behind)].j, 12);
    cr_assert_eq(match.now.missile[rv_find_missile(&match.now, ahead)].j, 13);
}

Test(missiles, missiles_chained_round_the_cylinder_stay_put)
{
    blank_match(1);
    for (int j = 0; j < 60; j++)
        add_missile(0, 13, j); /* row 13 full: none can move, the round still ends */
    play();
    cr_assert_eq(match.now.nb_missiles, 60);
    cr_assert_eq(match.now.missile[0].j, 0);
}

Test(missiles, a_tyre_or_a_bonus_stops_a_missile_and_goes_with_it)
{
    blank_match(1);
    add_missile(0, 7, 10);
    add_missile(0, 9, 10);
    lay(7, 11, RV_TYRE);
    lay(9, 12, RV_WATER_BONUS);
    play();
    cr_assert_eq(match.now.nb_missiles, 0);
    cr_assert_eq(type_at(7, 11), RV_EMPTY);
    cr_assert_eq(type_at(9, 12), RV_EMPTY);
}

Test(gas, every_living_car_burns_a_unit_and_dies_without)
{
    blank_match(1);
    match.now.car[0].gas = 1;
    remove_car(7);
    match.now.car[7].gas = 5;
    play();
    cr_assert_not(car_of(0)->alive);
    cr_assert_eq(car_of(0)->gas, 0);
    cr_assert_eq(car_of(0)->time, 29);
    cr_assert_eq(car_of(1)->gas, 59);
    cr_assert_eq(car_of(7)->gas, 5, "a dead car burns nothing");
}

Test(regeneration, a_dead_car_comes_back_after_the_rounds_to_regenerate)
{
    blank_match(3);
    place(0, 5, 10);
    match.now.car[0].nb_miss = 2;
    lay(5, 11, RV_TYRE);
    play(); /* dies in the update to round 1 */
    for (int r = 1; r <= 30; r++) {
        cr_assert_not(car_of(0)->alive, "round %d", r);
        cr_assert_eq(car_of(0)->time, 30 - r, "round %d", r);
        play();
    }
    cr_assert(car_of(0)->alive, "alive again at round 31");
    cr_assert_eq(car_of(0)->gas, 60);
    cr_assert_eq(car_of(0)->nb_miss, 2, "it keeps its missiles");
    cr_assert_eq(car_of(0)->time, 0);
    cr_assert(rv_within_window(&match.now.set, car_of(0)->i, car_of(0)->j, 31), "in the window");
    int i = car_of(0)->i, j = car_of(0)->j;
    cr_assert_eq(type_at(i, j), RV_CAR);
    for (int di = -2; di <= 2; di++)
        for (int dj = -2; dj <= 2; dj++)
            if ((di || dj) && i + di >= 0 && i + di < 15)
                cr_assert(type_at(i + di, j + dj) != RV_CAR && type_at(i + di, j + dj) != RV_TYRE,
                          "a clear 5x5 square");
}

Test(regeneration, with_no_clear_square_the_car_waits_at_time_0)
{
    blank_match(3);
    remove_car(0);
    match.now.car[0].time = 0;
    for (int i = 0; i < 15; i++)
        for (int j = 0; j < 60; j += 3)
            if (type_at(i, j) == RV_EMPTY)
                lay(i, j, RV_TYRE); /* a tyre in every 5x5 square */
    play();
    cr_assert_not(car_of(0)->alive);
    cr_assert_eq(car_of(0)->time, 0);
}

Test(bonuses, taken_bonuses_come_back_outside_the_window)
{
    blank_match(5);
    match.now.set.water_bonuses = 20;
    match.now.set.gas_bonuses = 5;
    match.now.set.missile_bonuses = 5;
    play();
    int count[RV_GAS_BONUS + 1] = {0};
    for (int i = 0; i < 15; i++)
        for (int j = 0; j < 60; j++) {
            int t = type_at(i, j);
            count[t]++;
            if (t >= RV_WATER_BONUS)
                cr_assert_not(rv_within_window(&match.now.set, i, j, 1), "bonus at (%d, %d) in the window", i, j);
        }
    cr_assert_eq(count[RV_WATER_BONUS], 20);
    cr_assert_eq(count[RV_GAS_BONUS], 5);
    cr_assert_eq(count[RV_MISSILE_BONUS], 5);
}

Test(order, each_players_default_moves_come_right_after_its_instructions)
{
    /* Cars 0 (player 0) and 2 (player 1) both reach (5, 11), where water lies: 0 by
     * default, 2 by an instruction (SLOW_DOWN from (4, 11)). The first to move takes the water, the second dies
     * with it. Which is first is the drawn turn order, whatever the seats. */
    for (long long seed = 1; seed <= 8; seed++) {
        blank_match(seed);
        place(0, 5, 10);
        place(2, 4, 11);
        lay(5, 11, RV_WATER_BONUS);
        int turn[RV_PLAYERS], first = -1;
        next_turn_order(turn);
        for (int k = 0; k < RV_PLAYERS && first < 0; k++)
            if (turn[k] <= 1)
                first = turn[k];
        move_car(2, RV_SLOW_DOWN);
        play();
        cr_assert_eq(match.now.score[first], 10, "seed %lld: player %d moves first", seed, first);
        cr_assert_eq(match.now.score[1 - first], 0);
        cr_assert_not(car_of(0)->alive);
        cr_assert_not(car_of(2)->alive);
    }
}

Test(order, a_failed_instruction_leaves_the_car_to_its_default_move)
{
    blank_match(1);
    place(0, 5, 0);
    move_car(0, RV_SLOW_DOWN); /* leaves the window: fails */
    play();
    assert_at(0, 5, 1);
}

Test(order, a_frozen_players_cars_still_move_by_default)
{
    blank_match(1);
    place(2, 5, 10);
    move_car(2, RV_FAST);
    play_frozen(1u << 1);
    assert_at(2, 5, 11);
    cr_assert_eq(round_log.nb_asked[1], 0);
}

Test(order, what_the_api_would_refuse_is_dropped_before_the_rules)
{
    blank_match(1);
    place(0, 5, 10);
    place(2, 7, 10);
    given[0].order[given[0].nb++] = (struct rv_order){2, RV_MOVE, RV_FAST};   /* not its car */
    given[0].order[given[0].nb++] = (struct rv_order){99, RV_MOVE, RV_FAST};  /* no car */
    given[0].order[given[0].nb++] = (struct rv_order){0, RV_MOVE, RV_FAST};
    given[0].order[given[0].nb++] = (struct rv_order){0, RV_MOVE, RV_UP};     /* second for car 0 */
    given[0].order[given[0].nb++] = (struct rv_order){1, RV_SHOOT, RV_UP};    /* a shot has no direction */
    play();
    cr_assert_eq(round_log.nb_asked[0], 1);
    assert_at(0, 5, 12);
    assert_at(2, 7, 11);
    cr_assert_eq(match.now.nb_missiles, 0);
}

Test(random, players_get_their_own_reseeded_streams)
{
    blank_match(10);
    for (int p = 0; p < RV_PLAYERS; p++) {
        struct minstd r, want;
        minstd_seed(&r, 10 + p);
        minstd_seed(&want, minstd_draw(&r));
        struct minstd got = rv_player_stream(&match, p);
        cr_assert_eq(got.state, want.state, "player %d: seed + p, then one draw reseeds it", p);
    }
    struct minstd board;
    minstd_seed(&board, 10);
    for (int k = 0; k < 4; k++)
        minstd_draw(&board);
    int next = minstd_draw(&board);
    play();
    struct minstd want;
    minstd_seed(&want, next);
    cr_assert_eq(match.rng.state, want.state, "the next round's stream: the 5th draw reseeds it");
}
