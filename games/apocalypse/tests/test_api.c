/* test_api.c — the player API: queries, refused orders and their warning lines, randomness. */
#include "scenario.h"

Test(queries, land_fire_and_cells)
{
    blank_match(1);
    land(20, 20, AP_FOREST);
    land(20, 21, AP_WATER);
    fire(20, 21, 4);
    soldier(9, 3, 20, 20);
    struct apocalypse *t = turn(0);
    cr_expect_eq(what(t, 20, 20), FOREST);
    cr_expect_eq(what(t, 20, 21), WATER);
    cr_expect_eq(what(t, 0, 5), MOUNTAIN);
    cr_expect_eq(what(t, 30, 30), GRASS);
    cr_expect_eq(fire_time(t, 20, 21), 4);
    cr_expect_eq(fire_time(t, 20, 20), 0);
    cr_expect_eq(which_soldier(t, 20, 20), 9);
    cr_expect_eq(which_soldier(t, 20, 22), 0);
    cr_expect_eq(which_helicopter(t, 10, 10), 1, "at the centre");
    cr_expect_eq(which_helicopter(t, 10, 11), 0, "only at the centre");
    cr_expect(!warned("warning"));
    cr_expect_eq(what(t, 60, 0), -1);
    cr_expect(warned("what(int i, int j) invoked with i = 60 and j = 0"));
    cr_expect_eq(fire_time(t, -1, 3), -1);
    cr_expect_eq(which_soldier(t, 3, 60), -1);
    cr_expect_eq(which_helicopter(t, 3, -60), -1);
    cr_expect(pos_ok(t, 0, 59));
    cr_expect_not(pos_ok(t, 0, 60));
}

Test(queries, posts)
{
    blank_match(1);
    match.now.post[3].owner = 2;
    struct apocalypse *t = turn(1);
    struct post_list all = posts(t);
    cr_assert_eq(all.size, NUM_POSTS);
    cr_expect_eq(all.post[3].player, 2);
    cr_expect_eq(all.post[3].pos.i, 57);
    cr_expect_eq(all.post[3].pos.j, 12);
    cr_expect_eq(post_owner(t, 57, 12), 2);
    cr_expect_eq(post_owner(t, 57, 3), -1, "unconquered");
    cr_expect_eq(post_owner(t, 57, 4), -2, "no post");
    cr_expect_eq(post_value(t, 57, 3), HIGH_VALUE);
    cr_expect_eq(post_value(t, 57, 3 + 3 * 8), LOW_VALUE);
    cr_expect_eq(post_value(t, 30, 30), -2);
    cr_expect_eq(post_value(t, 99, 30), -1);
}

Test(queries, units_and_data)
{
    blank_match(1);
    soldier(9, 1, 30, 30);
    soldier(12, 1, 31, 30);
    soldier(13, 0, 32, 30);
    match.now.soldier[1].life = 42;
    const int counters[3] = {3, 7, 20};
    parachuters(4, 3, counters);
    heli(4)->napalm = 12;
    heli(4)->ori = AP_WEST;
    match.now.score[1] = 1234;
    match.now.status[3] = -1;
    struct apocalypse *t = turn(1);
    cr_expect_eq(me(t), 1);
    cr_expect_eq(current_round(t), 0);
    cr_expect_eq(nb_players(t), 4);
    cr_expect_eq(nb_rounds(t), 200);
    cr_expect_str_eq(version(t), "ApocalypseNow2018 3.0");
    struct id_list s = soldiers(t, 1);
    cr_assert_eq(s.size, 2);
    cr_expect_eq(s.id[0], 9);
    cr_expect_eq(s.id[1], 12);
    struct id_list h = helicopters(t, 1);
    cr_assert_eq(h.size, 2);
    cr_expect_eq(h.id[0], 3);
    cr_expect_eq(h.id[1], 4);
    struct data d = data(t, 12);
    cr_expect_eq(d.type, SOLDIER);
    cr_expect_eq(d.player, 1);
    cr_expect_eq(d.life, 42);
    cr_expect_eq(d.pos.i, 31);
    cr_expect_eq(d.orientation, -1);
    cr_expect_eq(d.napalm, -1);
    cr_expect_eq(d.nb_parachuters, 0);
    d = data(t, 4);
    cr_expect_eq(d.type, HELICOPTER);
    cr_expect_eq(d.life, -1);
    cr_expect_eq(d.orientation, WEST);
    cr_expect_eq(d.napalm, 12);
    cr_assert_eq(d.nb_parachuters, 3);
    cr_expect_eq(d.parachuters[0], 3);
    cr_expect_eq(d.parachuters[2], 20);
    cr_expect_eq(total_score(t, 1), 1234);
    cr_expect_eq(status(t, 3), -1);
    cr_expect_eq(status(t, 0), 0);
    cr_expect(!warned("warning"));
    cr_expect_eq(soldiers(t, 4).size, 0);
    cr_expect(warned("soldiers(int pl) invoked with pl = 4"));
    cr_expect_eq(total_score(t, -1), -1);
    cr_expect_eq(status(t, 9), -2);
}

Test(queries, a_dead_soldier_is_gone)
{
    blank_match(1);
    soldier(9, 1, 20, 20);
    soldier(10, 2, 21, 21);
    match.now.soldier[0].life = 1;
    command_soldier(turn(2), 10, 20, 20);
    play_round();
    struct apocalypse *t = turn(0);
    struct data d = data(t, 9);
    cr_expect_eq(d.id, -1);
    cr_expect_eq(d.player, -1);
    cr_expect_eq(d.pos.i, -1);
    cr_expect(warned("data(int id) invoked with id = 9\n"));
    cr_expect_eq(soldiers(t, 1).size, 0);
}

/* The indexes behind the queries are built once a round, on first use: the same turn
 * block in the next round must answer for the new state, not the old one. */
Test(queries, indexes_follow_the_round)
{
    blank_match(1);
    soldier(9, 0, 20, 20);
    soldier(9 + 256, 1, 25, 25); /* the same slot of the id hash */
    soldier(9 + 512, 1, 26, 26);
    struct apocalypse *t = turn(0);
    cr_expect_eq(which_soldier(t, 20, 20), 9);
    cr_expect_eq(post_owner(t, 57, 3), -1);
    const struct data *d = data_ref(t, 9 + 512);
    cr_expect_eq(d->pos.i, 26);
    cr_expect_eq(d->player, 1);
    cr_expect_eq(data_ref(t, 9 + 256)->pos.i, 25);
    cr_expect_eq(data_ref(t, 9)->pos.i, 20);
    cr_expect_eq(data_ref(t, 9 + 768)->id, -1, "unknown, though its hash slot is taken");
    cr_expect(warned("data(int id) invoked with id = 777\n"));
    cr_expect_eq(data_ref(t, 4)->nb_parachuters, 0);
    cr_expect(command_soldier(t, 9, 21, 21));
    match.now.post[0].owner = 3;
    play_round();
    t = turn(0);
    cr_expect_eq(which_soldier(t, 20, 20), 0, "the soldier moved");
    cr_expect_eq(which_soldier(t, 21, 21), 9);
    cr_expect_eq(data_ref(t, 9)->pos.i, 21);
    cr_expect_eq(data(t, 9).pos.j, 21);
    cr_expect_eq(post_owner(t, match.now.post[0].i, match.now.post[0].j), 3);
    cr_expect_eq(helicopters(t, 2).id[0], 5);
    cr_expect_eq(which_helicopter(t, heli(5)->i, heli(5)->j), 5);
}

/* ---- refused orders --------------------------------------------------------------------- */

Test(orders, soldier_refusals_name_the_first_reason)
{
    blank_match(1);
    soldier(9, 0, 20, 20);
    soldier(10, 1, 30, 30);
    struct apocalypse *t = turn(0);
    cr_expect_not(command_soldier(t, 77, 20, 21));
    cr_expect(warned("command_soldier(int id, int i, int j) invoked by player 0 with id = 77 "
                     "i = 20 j = 21: identifier does not exist\n"));
    cr_expect_not(command_soldier(t, 10, 30, 31));
    cr_expect(warned("with id = 10 i = 30 j = 31: invalid player\n"));
    cr_expect_not(command_soldier(t, 1, 11, 10));
    cr_expect(warned("with id = 1 i = 11 j = 10: invalid type\n"));
    cr_expect_not(command_soldier(t, 9, 22, 20));
    cr_expect(warned("with id = 9 i = 22 j = 20: trying to move to a non adjacent cell\n"));
    cr_expect(command_soldier(t, 9, 21, 21), "a refused order keeps nothing");
    cr_expect_not(command_soldier(t, 9, 20, 21));
    cr_expect(warned("with id = 9 i = 20 j = 21: more than one instruction in this round\n"));
    play_round();
    cr_expect_eq(soldier_at(21, 21), 9, "the first accepted order counts");
}

Test(orders, helicopter_refusals_name_the_first_reason)
{
    blank_match(1);
    soldier(9, 0, 20, 20);
    struct apocalypse *t = turn(0);
    cr_expect_not(command_helicopter(t, 0, FORWARD1));
    cr_expect(warned("command_helicopter(int id, int instruction) invoked by player 0 with "
                     "id = 0 instruction = 1: identifier does not exist\n"));
    cr_expect_not(command_helicopter(t, 3, FORWARD1));
    cr_expect(warned("with id = 3 instruction = 1: invalid player\n"));
    cr_expect_not(command_helicopter(t, 9, FORWARD1));
    cr_expect(warned("with id = 9 instruction = 1: invalid type\n"));
    cr_expect_not(command_helicopter(t, 1, 6));
    cr_expect(warned("with id = 1 instruction = 6: unknown instruction\n"));
    cr_expect(command_helicopter(t, 1, FORWARD1));
    cr_expect_not(command_helicopter(t, 1, FORWARD2));
    cr_expect(warned("with id = 1 instruction = 2: more than one instruction in this round\n"));
    play_round();
    cr_expect_eq(heli(1)->i, 11);
}

Test(orders, forged_orders_are_checked_again)
{
    blank_match(1);
    soldier(9, 1, 20, 20);
    soldier(10, 0, 30, 30);
    struct apocalypse *t = turn(0);
    /* A player that writes into its turn instead of calling the API. */
    t->out.orders.soldier[0] = (signed char)ap_dir_code(1, 1); /* player 1's soldier */
    t->out.orders.soldier[1] = 99;                             /* no such move */
    t->out.orders.heli[2] = FORWARD2;                          /* player 1's helicopter */
    t->out.orders.nb_jumps = 1000;                             /* jumps without parachuters */
    t->out.orders.jump[0].i = 10;
    t->out.orders.jump[0].j = 10;
    play_round();
    cr_expect_eq(soldier_at(20, 20), 9);
    cr_expect_eq(soldier_at(30, 30), 10);
    cr_expect_eq(heli(3)->i, 10);
    cr_expect_eq(match.now.nb_soldiers, 2);
}

/* ---- randomness ------------------------------------------------------------------------- */

Test(random, each_player_has_its_own_stream_seeded_seed_plus_p_plus_1)
{
    blank_match(0);
    static const int draws[8] = {0, 98, 41, 68, 66, 7, 82, 10};
    static const int perm[8] = {0, 5, 6, 4, 2, 7, 3, 1};
    struct apocalypse *t = turn(0);
    for (int k = 0; k < 8; k++)
        cr_expect_eq(random_int(t, 0, 99), draws[k]);
    int got[8];
    random_permutation(t, 8, got);
    for (int k = 0; k < 8; k++)
        cr_expect_eq(got[k], perm[k]);
    blank_match(29); /* player 0 of seed 29 is seeded 30 */
    static const int draws30[8] = {31, 91, 19, 66, 98, 11, 6, 56};
    t = turn(0);
    for (int k = 0; k < 8; k++)
        cr_expect_eq(random_int(t, 0, 99), draws30[k]);
}

Test(random, streams_persist_across_rounds)
{
    blank_match(0);
    struct apocalypse *t = turn(0);
    cr_assert_eq(random_int(t, 0, 99), 0);
    /* The game takes the generator back after the round, as game.c's play_round does. */
    match.player_rng[0] = t->out.rng;
    play_round();
    cr_expect_eq(random_int(turn(0), 0, 99), 98);
}
