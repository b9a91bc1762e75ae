/* test_rules.c — one scenario per rule: set up a position, give orders, check the outcome. */
#include "scenario.h"

static int total_units(void)
{
    int n = match.now.nb_soldiers;
    for (int p = 0; p < AP_PLAYERS; p++)
        n += parachuters_of(p);
    return n;
}

/* ---- napalm --------------------------------------------------------------------------- */

Test(napalm, kills_everyone_under_it_whoever_owns_them)
{
    blank_match(1);
    heli(1)->napalm = 0; /* player 0's helicopter at (10, 10) */
    land(8, 8, AP_FOREST);
    land(12, 12, AP_WATER);
    soldier(9, 1, 9, 9); /* enemies under it */
    soldier(10, 2, 11, 12);
    soldier(11, 0, 10, 10); /* one of ours */
    soldier(12, 3, 13, 10); /* just outside */
    cr_assert(command_helicopter(turn(0), 1, NAPALM));
    play_round();
    cr_expect_null(find(9));
    cr_expect_null(find(10));
    cr_expect_null(find(11), "napalm kills the thrower's own soldiers too");
    cr_expect_not_null(find(12));
    cr_expect_eq(parachuters_of(0), 2, "one parachuter per enemy killed");
    cr_expect_eq(parachuters_of(1) + parachuters_of(2) + parachuters_of(3), 1,
                 "our own dead soldier goes to another player");
    cr_expect_eq(total_units(), 4);
    cr_expect_eq(heli(1)->napalm, AP_ROUNDS_NAPALM);
}

Test(napalm, burns_forest_10_rounds_and_the_rest_5)
{
    blank_match(1);
    heli(1)->napalm = 0;
    land(8, 8, AP_FOREST);
    land(12, 12, AP_WATER);
    command_helicopter(turn(0), 1, NAPALM);
    play_round();
    cr_expect_eq(match.now.fire[ap_at(8, 8)], AP_FOREST_BURNS);
    cr_expect_eq(match.now.fire[ap_at(12, 12)], AP_OTHER_BURNS, "water burns too");
    cr_expect_eq(match.now.fire[ap_at(10, 10)], AP_OTHER_BURNS);
    cr_expect_eq(match.now.fire[ap_at(10, 13)], 0);
    cr_expect_eq(match.now.fire[ap_at(13, 10)], 0);
}

Test(napalm, needs_30_rounds_and_early_orders_are_ignored)
{
    blank_match(1);
    soldier(9, 1, 10, 10);
    for (int r = 0; r < AP_ROUNDS_NAPALM; r++) {
        cr_assert_eq(heli(1)->napalm, AP_ROUNDS_NAPALM - r);
        cr_assert(command_helicopter(turn(0), 1, NAPALM), "an early napalm is accepted by the API");
        play_round();
        cr_assert_not_null(find(9), "napalm thrown in round %d", r);
        cr_assert_eq(match.now.fire[ap_at(10, 10)], 0);
    }
    cr_assert_eq(heli(1)->napalm, 0);
    command_helicopter(turn(0), 1, NAPALM);
    play_round();
    cr_expect_null(find(9), "napalm is available in round 30");
}

Test(napalm, restarts_a_fire)
{
    blank_match(1);
    heli(1)->napalm = 0;
    land(10, 10, AP_FOREST);
    fire(10, 10, 2);
    command_helicopter(turn(0), 1, NAPALM);
    play_round();
    cr_expect_eq(match.now.fire[ap_at(10, 10)], AP_FOREST_BURNS);
}

/* ---- fire ----------------------------------------------------------------------------- */

Test(fire, a_soldier_moving_into_fire_dies)
{
    blank_match(1);
    soldier(9, 1, 20, 20);
    fire(20, 21, 3);
    cr_assert(command_soldier(turn(1), 9, 20, 21));
    play_round();
    cr_expect_null(find(9));
    cr_expect_eq(soldier_at(20, 21), 0);
    cr_expect_eq(parachuters_of(1), 0, "the parachuter goes to another player");
    cr_expect_eq(total_units(), 1);
}

Test(fire, burnt_forest_becomes_grass)
{
    blank_match(1);
    land(30, 30, AP_FOREST);
    fire(30, 30, 1);
    land(40, 40, AP_FOREST);
    fire(40, 40, 2);
    land(45, 45, AP_GRASS);
    fire(45, 45, 1);
    play_round();
    cr_expect_eq(match.now.land[ap_at(30, 30)], AP_GRASS);
    cr_expect_eq(match.now.fire[ap_at(30, 30)], 0);
    cr_expect_eq(match.now.land[ap_at(40, 40)], AP_FOREST, "still burning");
    cr_expect_eq(match.now.fire[ap_at(40, 40)], 1);
    cr_expect_eq(match.now.land[ap_at(45, 45)], AP_GRASS);
}

Test(fire, spreads_to_forest_sides_about_one_time_in_ten)
{
    int caught = 0, trials = 0;
    for (int seed = 0; seed < 500; seed++) {
        blank_match(seed);
        land(30, 30, AP_FOREST);
        fire(30, 30, 5);
        land(29, 30, AP_FOREST); /* a side: may catch */
        land(31, 31, AP_FOREST); /* a corner: never */
        land(30, 31, AP_WATER);
        land(31, 30, AP_WATER);
        play_round();
        cr_assert_eq(match.now.fire[ap_at(31, 31)], 0, "fire spread diagonally (seed %d)", seed);
        cr_assert_eq(match.now.fire[ap_at(30, 31)], 0, "fire spread to water (seed %d)", seed);
        int f = match.now.fire[ap_at(29, 30)];
        cr_assert(f == 0 || f == AP_FOREST_BURNS);
        caught += f > 0;
        trials++;
    }
    cr_expect(caught > trials * 6 / 100 && caught < trials * 14 / 100, "caught %d of %d", caught, trials);
}

Test(fire, burning_grass_and_water_do_not_spread)
{
    for (int seed = 0; seed < 200; seed++) {
        blank_match(seed);
        fire(30, 30, 5); /* grass */
        land(29, 30, AP_FOREST);
        land(20, 20, AP_WATER);
        fire(20, 20, 5);
        land(21, 20, AP_FOREST);
        play_round();
        cr_assert_eq(match.now.fire[ap_at(29, 30)], 0);
        cr_assert_eq(match.now.fire[ap_at(21, 20)], 0);
    }
}

Test(fire, kills_a_soldier_when_it_spreads_onto_him)
{
    int seen = 0;
    for (int seed = 0; seed < 200 && !seen; seed++) {
        blank_match(seed);
        land(30, 30, AP_FOREST);
        fire(30, 30, 5);
        land(29, 30, AP_FOREST);
        soldier(9, 2, 29, 30);
        play_round();
        if (match.now.fire[ap_at(29, 30)] == 0) {
            cr_assert_not_null(find(9));
            continue;
        }
        seen = 1;
        cr_expect_null(find(9));
        cr_expect_eq(parachuters_of(2), 0);
        cr_expect_eq(total_units(), 1);
    }
    cr_expect(seen, "the fire never spread in 200 seeds");
}

/* ---- soldiers and posts ----------------------------------------------------------------- */

Test(posts, conquered_by_moving_onto_them)
{
    blank_match(1);
    match.now.post[0].i = 20;
    match.now.post[0].j = 20;
    soldier(9, 0, 20, 19);
    int before = match.now.score[0];
    command_soldier(turn(0), 9, 20, 20);
    play_round();
    cr_expect_eq(match.now.post[0].owner, 0);
    cr_expect_eq(match.now.score[0] - before, AP_HIGH_VALUE + 1, "a post and a soldier");
}

Test(posts, never_conquered_by_killing)
{
    blank_match(1);
    match.now.post[0].i = 20;
    match.now.post[0].j = 20;
    match.now.post[0].owner = 0;
    soldier(9, 0, 20, 20);
    soldier(10, 1, 20, 21);
    match.now.soldier[0].life = 1;
    cr_assert(command_soldier(turn(1), 10, 20, 20));
    play_round();
    cr_expect_null(find(9), "the guard dies");
    cr_expect_eq(find(10)->j, 21, "the attacker does not move");
    cr_expect_eq(match.now.post[0].owner, 0, "killing does not conquer");
    cr_expect_eq(parachuters_of(1), 1, "the killer's player gets a parachuter");
    command_soldier(turn(1), 10, 20, 20);
    play_round();
    cr_expect_eq(match.now.post[0].owner, 1, "moving onto it does");
}

Test(soldiers, attack_damage_depends_on_the_defenders_land)
{
    int lo[2] = {1000, 1000}, hi[2] = {0, 0};
    for (int seed = 0; seed < 300; seed++)
        for (int forest = 0; forest < 2; forest++) {
            blank_match(seed);
            if (forest)
                land(20, 20, AP_FOREST);
            soldier(9, 0, 20, 20);
            soldier(10, 1, 21, 21);
            match.now.soldier[0].life = 500; /* survives any blow: we measure it */
            command_soldier(turn(1), 10, 20, 20);
            play_round();
            cr_assert_not_null(find(9));
            int damage = 500 - find(9)->life;
            lo[forest] = damage < lo[forest] ? damage : lo[forest];
            hi[forest] = damage > hi[forest] ? damage : hi[forest];
            cr_assert_eq(find(10)->i, 21);
        }
    cr_expect(lo[1] >= 20 && hi[1] <= 40 && lo[1] <= 22 && hi[1] >= 38, "forest %d..%d", lo[1], hi[1]);
    cr_expect(lo[0] >= 50 && hi[0] <= 100 && lo[0] <= 53 && hi[0] >= 97, "grass %d..%d", lo[0], hi[0]);
}

Test(soldiers, do_not_walk_into_water_mountains_or_friends)
{
    blank_match(1);
    land(20, 21, AP_WATER);
    land(22, 21, AP_MOUNTAIN);
    soldier(9, 0, 20, 20);
    soldier(10, 0, 21, 20);
    soldier(11, 0, 22, 20);
    struct apocalypse *t = turn(0);
    command_soldier(t, 9, 20, 21);
    command_soldier(t, 10, 20, 20); /* onto a friend who also tries to move (but cannot) */
    command_soldier(t, 11, 22, 21);
    play_round();
    cr_expect_eq(soldier_at(20, 20), 9);
    cr_expect_eq(soldier_at(21, 20), 10);
    cr_expect_eq(soldier_at(22, 20), 11);
    cr_expect_eq(find(9)->life, AP_LIFE, "friends never hurt each other");
}

Test(soldiers, no_player_goes_first)
{
    int wins[2] = {0, 0};
    for (int seed = 0; seed < 200; seed++) {
        blank_match(seed);
        land(20, 20, AP_FOREST); /* the loser's blow never kills there */
        soldier(9, 0, 20, 19);
        soldier(10, 1, 20, 21);
        command_soldier(turn(0), 9, 20, 20);
        command_soldier(turn(1), 10, 20, 20);
        play_round();
        int id = soldier_at(20, 20);
        cr_assert(id == 9 || id == 10);
        wins[id - 9]++;
    }
    cr_expect(wins[0] > 60 && wins[1] > 60, "player 0 first %d times, player 1 %d", wins[0], wins[1]);
}

/* ---- helicopters ------------------------------------------------------------------------ */

Test(helicopters, fly_forward_one_or_two)
{
    blank_match(1);
    struct apocalypse *t = turn(0);
    command_helicopter(t, 1, FORWARD1);
    command_helicopter(t, 2, FORWARD2);
    play_round();
    cr_expect_eq(heli(1)->i, 11);
    cr_expect_eq(heli(2)->i, 12);
    cr_expect_eq(heli(2)->j, 20);
}

Test(helicopters, stop_before_mountains)
{
    blank_match(1);
    land(14, 10, AP_MOUNTAIN); /* 4 rows ahead of helicopter 1: one step, not two */
    land(13, 22, AP_MOUNTAIN); /* 3 rows ahead of helicopter 2: no step */
    struct apocalypse *t = turn(0);
    command_helicopter(t, 1, FORWARD2);
    command_helicopter(t, 2, FORWARD2);
    play_round();
    cr_expect_eq(heli(1)->i, 11);
    cr_expect_eq(heli(2)->i, 10);
}

Test(helicopters, never_overlap)
{
    blank_match(1);
    heli(1)->ori = AP_EAST; /* at (10, 10), helicopter 2 at (10, 20) */
    for (int r = 0; r < 4; r++) {
        command_helicopter(turn(0), 1, FORWARD2);
        play_round();
    }
    cr_expect_eq(heli(1)->j, 15, "stops with its square next to the other's");
    cr_expect_eq(heli(2)->j, 20);
}

Test(helicopters, turn_both_ways_always)
{
    blank_match(1);
    struct apocalypse *t = turn(0);
    command_helicopter(t, 1, COUNTER_CLOCKWISE);
    command_helicopter(t, 2, CLOCKWISE);
    play_round();
    cr_expect_eq(heli(1)->ori, AP_EAST);
    cr_expect_eq(heli(2)->ori, AP_WEST);
    cr_expect_eq(heli(1)->i, 10);
}

/* ---- parachuters -------------------------------------------------------------------- */

static const int twenty[8] = {20, 20, 20, 20, 20, 20, 20, 20};

Test(parachuters, at_most_4_jumps_a_round)
{
    blank_match(1);
    parachuters(1, 3, twenty);
    parachuters(2, 3, twenty);
    struct apocalypse *t = turn(0);
    cr_assert(command_parachuter(t, 9, 9));
    cr_assert(command_parachuter(t, 9, 10));
    cr_assert(command_parachuter(t, 10, 20));
    cr_assert(command_parachuter(t, 10, 21));
    cr_expect_not(command_parachuter(t, 11, 11));
    cr_expect(warned("command_parachuter(int i, int j) invoked by player 0 with i = 11 j = 11: "
                     "too many jump instructions in the same round"));
    play_round();
    cr_expect_eq(soldiers_of(0), 4);
    cr_expect_eq(heli(1)->nb_para, 1);
    cr_expect_eq(heli(2)->nb_para, 1);
    cr_expect_eq(heli(1)->para[0], 19, "the rest wait one round less");
}

Test(parachuters, only_as_many_as_a_helicopter_holds)
{
    blank_match(1);
    parachuters(1, 1, twenty);
    struct apocalypse *t = turn(0);
    cr_assert(command_parachuter(t, 9, 9));
    cr_expect_not(command_parachuter(t, 9, 10));
    cr_expect(warned("with i = 9 j = 10: too many jump instructions for an helicopter"));
    cr_expect_not(command_parachuter(t, 10, 20), "helicopter 2 has none");
    cr_expect_not(command_parachuter(t, 10, 40), "not our helicopter");
    cr_expect_not(command_parachuter(t, 30, 30), "under no helicopter");
    cr_expect_not(command_parachuter(t, -5, 70), "off the board");
}

Test(parachuters, land_as_fresh_soldiers_and_conquer_posts)
{
    blank_match(1);
    for (int r = 0; r < 3; r++)
        play_round();
    parachuters(1, 2, twenty);
    parachuters(3, 1, twenty);
    match.now.post[5].i = 11;
    match.now.post[5].j = 11;
    command_parachuter(turn(1), 10, 40);
    struct apocalypse *t = turn(0);
    command_parachuter(t, 11, 11);
    command_parachuter(t, 12, 12);
    play_round();
    int base = 1 + 3 * 88; /* ids of round r start at 1 + 88 r, in landing order */
    cr_expect_eq(soldier_at(11, 11), base, "player 0 lands first");
    cr_expect_eq(soldier_at(12, 12), base + 1);
    cr_expect_eq(soldier_at(10, 40), base + 2);
    cr_expect_eq(find(base)->life, AP_LIFE);
    cr_expect_eq(match.now.post[5].owner, 0, "landing on a post conquers it");
}

Test(parachuters, are_lost_on_water_fire_and_soldiers)
{
    blank_match(1);
    parachuters(1, 4, twenty);
    land(8, 8, AP_WATER);
    fire(8, 9, 3);
    soldier(9, 0, 8, 10);  /* ours */
    soldier(10, 3, 8, 11); /* player 3's */
    struct apocalypse *t = turn(0);
    cr_assert(command_parachuter(t, 8, 8));
    cr_assert(command_parachuter(t, 8, 9));
    cr_assert(command_parachuter(t, 8, 10));
    cr_assert(command_parachuter(t, 8, 11));
    play_round();
    cr_expect_eq(soldiers_of(0), 1);
    cr_expect_eq(parachuters_of(0), 0);
    cr_expect(parachuters_of(3) >= 1, "a jump onto an enemy gives him the parachuter");
    cr_expect_eq(parachuters_of(1) + parachuters_of(2) + parachuters_of(3), 4);
    cr_expect_eq(total_units(), 6);
}

Test(parachuters, expire_after_20_rounds)
{
    blank_match(1);
    parachuters(1, 1, twenty);
    for (int r = 0; r < AP_ROUNDS_JUMP - 1; r++)
        play_round();
    cr_assert_eq(heli(1)->nb_para, 1);
    cr_assert_eq(heli(1)->para[0], 1, "1: the last round it may jump");
    play_round();
    cr_expect_eq(parachuters_of(0), 0);
    cr_expect_eq(parachuters_of(1) + parachuters_of(2) + parachuters_of(3), 1, "handed to another");
    int q = parachuters_of(1) ? 1 : parachuters_of(2) ? 2 : 3;
    int h = match.now.heli[match.now.heli_of[q][0]].nb_para ? 0 : 1;
    cr_expect_eq(match.now.heli[match.now.heli_of[q][h]].para[0], AP_ROUNDS_JUMP);
}

Test(parachuters, may_jump_in_their_last_round)
{
    blank_match(1);
    const int one[1] = {1};
    parachuters(1, 1, one);
    command_parachuter(turn(0), 10, 10);
    play_round();
    cr_expect_eq(soldiers_of(0), 1);
    cr_expect_eq(total_units(), 1);
}

Test(parachuters, of_frozen_players_still_expire)
{
    blank_match(1);
    const int one[1] = {1};
    parachuters(1, 1, one);
    play_round(); /* nobody plays */
    cr_expect_eq(parachuters_of(0), 0);
    cr_expect_eq(total_units(), 1);
}

/* ---- order of a round ---------------------------------------------------------------- */

Test(order, jumps_before_helicopters)
{
    blank_match(1);
    parachuters(1, 1, twenty);
    struct apocalypse *t = turn(0);
    command_helicopter(t, 1, FORWARD2);
    command_parachuter(t, 8, 10); /* the back row, left behind by the move */
    play_round();
    cr_expect_eq(heli(1)->i, 12);
    cr_expect_eq(soldiers_of(0), 1);
    cr_expect_neq(soldier_at(8, 10), 0);
}

Test(order, jumps_before_soldiers)
{
    blank_match(1);
    parachuters(1, 1, twenty);
    soldier(9, 1, 13, 10);
    land(12, 10, AP_FOREST); /* a blow takes at most 40 there: the new soldier survives */
    command_parachuter(turn(0), 12, 10);
    command_soldier(turn(1), 9, 12, 10);
    play_round();
    cr_expect_eq(soldier_at(13, 10), 9, "the soldier found the cell taken and attacked");
    int landed = soldier_at(12, 10);
    cr_assert_neq(landed, 0);
    cr_expect_lt(find(landed)->life, AP_LIFE);
}

Test(order, helicopters_before_soldiers)
{
    blank_match(1);
    heli(1)->napalm = 0;
    soldier(9, 1, 10, 13);
    soldier(10, 2, 10, 12);
    command_helicopter(turn(0), 1, NAPALM);
    command_soldier(turn(1), 9, 10, 12);  /* into the napalm */
    command_soldier(turn(2), 10, 10, 13); /* out of it, too late */
    play_round();
    cr_expect_null(find(9));
    cr_expect_null(find(10));
}

Test(order, call_order_does_not_matter)
{
    struct ap_view first;
    for (int reversed = 0; reversed < 2; reversed++) {
        blank_match(7);
        for (int k = 0; k < 10; k++) {
            soldier(9 + 2 * k, 0, 20 + k, 20);
            soldier(10 + 2 * k, 1, 20 + k, 21);
        }
        for (int p = 0; p < 2; p++) {
            struct apocalypse *t = turn(p);
            for (int n = 0; n < 10; n++) {
                int k = reversed ? 9 - n : n;
                command_soldier(t, 9 + 2 * k + p, 20 + k, p ? 20 : 21);
            }
        }
        play_round();
        if (!reversed)
            first = match.now;
        else
            cr_expect_eq(memcmp(&first, &match.now, sizeof first), 0);
    }
}

/* ---- scores ----------------------------------------------------------------------------- */

Test(score, posts_and_soldiers_from_round_0)
{
    blank_match(1);
    match.now.post[0].owner = 2;
    match.now.post[9].owner = 2;
    soldier(9, 2, 30, 30);
    soldier(10, 1, 30, 40);
    memset(match.now.score, 0, sizeof match.now.score);
    ap_match_start(&match, 1);
    cr_expect_eq(match.now.score[2], AP_HIGH_VALUE + AP_LOW_VALUE + 1, "round 0 is scored");
    cr_expect_eq(match.now.score[1], 1);
    play_round();
    cr_expect_eq(match.now.score[2], 2 * (AP_HIGH_VALUE + AP_LOW_VALUE + 1));
    cr_expect_eq(match.now.score[0], 0);
}
