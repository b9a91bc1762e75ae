/* test_rules.c — one scenario per Tron rule on the path board of scenario.h: vertices
 * 0 - 1 - ... - 19, and 20 joined to 5 and 15; bike 0 (player 0) on 3, bike 1 on 17. */
#include "scenario.h"

static void walls_of(int bike, int *out, int *n)
{
    *n = 0;
    for (int v = 0; v < match.graph.nb_vertices; v++)
        if (match.vertex[v].wall == bike)
            out[(*n)++] = v;
}

Test(move, a_bike_moves_to_a_neighbour_and_leaves_a_wall)
{
    blank_match(1);
    command_bike(0, 4, 0);
    command_bike(1, 16, 0);
    play();
    cr_assert_eq(match.bike[0].vertex, 4);
    cr_assert_eq(match.vertex[3].wall, 0, "its start is its trail");
    cr_assert_eq(match.vertex[4].wall, 0);
    cr_assert_eq(match.vertex[4].bike, 0);
    cr_assert_eq(match.vertex[3].bike, -1);
    cr_assert_eq(match.now.score[0], 10, "+10 a move");
    cr_assert_eq(match.now.round, 1);
    cr_assert_eq(round_log.nb_moves, 2);
}

Test(move, a_bike_that_does_not_move_explodes_and_its_trail_goes)
{
    blank_match(1);
    command_bike(0, 4, 0);
    command_bike(1, 16, 0);
    play();
    play(); /* round 1, odd: nobody has to move */
    cr_assert(match.bike[0].alive && match.bike[1].alive, "odd rounds are for turbo bikes only");
    cr_assert_eq(match.now.score[0], 10);
    command_bike(1, 15, 0);
    play(); /* round 2: bike 0 stays */
    cr_assert_not(match.bike[0].alive);
    int w[32], n;
    walls_of(0, w, &n);
    cr_assert_eq(n, 0, "its trail disappears");
    cr_assert_eq(match.vertex[4].bike, 0, "the reference never clears a bike that died without moving");
    cr_assert(match.bike[1].alive);
    cr_assert_eq(match.now.score[0], 10, "no penalty, no more points");
}

Test(move, in_odd_rounds_only_turbo_bikes_move)
{
    blank_match(1);
    command_bike(0, 4, 0);
    command_bike(1, 16, 0);
    play();
    command_bike(0, 5, 0);
    play();
    cr_assert_eq(refusals[0][TR_NOT_TURBO], 1);
    cr_assert_eq(match.bike[0].vertex, 4);
    cr_assert(match.bike[0].alive);
}

Test(move, bad_commands_are_skipped_and_the_bike_explodes)
{
    blank_match(1);
    command_bike(0, 10, 0); /* not a neighbour */
    given[1].move[given[1].nb++] = (struct tr_move){0, 2, 0}; /* not player 1's bike */
    given[1].move[given[1].nb++] = (struct tr_move){7, 2, 0}; /* no such bike */
    given[1].move[given[1].nb++] = (struct tr_move){1, 16, 0};
    given[1].move[given[1].nb++] = (struct tr_move){1, 15, 0}; /* moved already */
    play();
    cr_assert_eq(refusals[0][TR_NOT_NEIGHBOUR], 1);
    cr_assert_eq(refusals[1][TR_NOT_OWN], 1);
    cr_assert_eq(refusals[1][TR_BAD_ID], 1);
    cr_assert_eq(refusals[1][TR_MOVED], 1);
    cr_assert_not(match.bike[0].alive);
    cr_assert(match.bike[1].alive);
    cr_assert_eq(round_log.nb_moves, 1, "only valid movements are listed");
    command_bike(0, 2, 0);
    play();
    cr_assert_eq(refusals[0][TR_DEAD], 1);
}

Test(crash, moving_onto_a_wall_explodes_the_bike_there)
{
    blank_match(1);
    match.vertex[4].wall = 1; /* a piece of bike 1's trail */
    command_bike(0, 4, 0);
    command_bike(1, 16, 0);
    play();
    cr_assert_not(match.bike[0].alive);
    cr_assert_eq(match.bike[0].vertex, 4, "a crashed bike is where it crashed");
    cr_assert_eq(match.vertex[4].wall, 1, "the wall stays");
    cr_assert_eq(match.vertex[3].wall, -1, "the crashed bike's trail goes");
    cr_assert_eq(round_log.nb_moves, 2, "a crash is a listed movement");
    cr_assert_eq(match.now.score[0], 0);
}

Test(crash, heads_are_walls_and_the_first_to_move_takes_the_vertex)
{
    for (unsigned seed = 1; seed <= 6; seed++) {
        blank_match(seed);
        match.vertex[3].wall = match.vertex[17].wall = -1;
        match.bike[0].vertex = 9, match.vertex[9].wall = 0;
        match.bike[1].vertex = 11, match.vertex[11].wall = 1;
        int turn[2];
        next_turn_order(turn);
        command_bike(0, 10, 0);
        command_bike(1, 10, 0);
        play();
        int first = turn[0];
        cr_assert(match.bike[first].alive, "seed %u: player %d moves first and survives", seed, first);
        cr_assert_not(match.bike[1 - first].alive, "seed %u", seed);
        cr_assert_eq(match.vertex[10].wall, first);
    }
}

Test(crash, a_vertex_a_bike_just_left_is_still_a_wall)
{
    blank_match(1);
    match.vertex[17].wall = -1;
    match.bike[1].vertex = 5, match.vertex[5].wall = 1;
    match.vertex[3].wall = -1;
    match.bike[0].vertex = 4, match.vertex[4].wall = 0;
    command_bike(1, 6, 0);
    command_bike(0, 5, 0); /* whoever goes first, 5 holds bike 1's wall */
    play();
    cr_assert_not(match.bike[0].alive);
    cr_assert(match.bike[1].alive);
}

Test(items, appear_once_at_bonus_round_on_free_bonus_vertices)
{
    blank_match(7);
    match.vertex[11].wall = 1; /* bonus vertex 11 walled: nothing there, and no draw */
    struct glibc_rand r = match.rng;
    for (int round = 0; round < 4; round++) {
        glibc_rand(&r); /* the turn order of 2 players: one draw a round */
        if (round % 2 == 0) {
            command_bike(0, 4 + round / 2, 0);
            command_bike(1, 16 - round / 2, 0);
        }
        play();
    }
    cr_assert_eq(match.now.round, 4);
    cr_assert_eq(match.vertex[9].bonus, 1 + glibc_rand(&r) % 3, "1 + rand() %% 3, from the match's stream");
    cr_assert_eq(match.vertex[11].bonus, TR_NONE);
    cr_assert_eq(glibc_rand(&match.rng), glibc_rand(&r), "one draw for one free bonus vertex");
}

Test(items, points_score_at_once_and_held_items_are_replaced)
{
    blank_match(1);
    match.vertex[4].bonus = TR_POINTS;
    command_bike(0, 4, 0);
    command_bike(1, 16, 0);
    play();
    cr_assert_eq(match.now.score[0], 10 + 50);
    cr_assert_eq(match.bike[0].bonus, TR_NONE, "points are not held");
    cr_assert_eq(match.vertex[4].bonus, TR_NONE);
    play();
    match.vertex[5].bonus = TR_GHOST;
    match.vertex[6].bonus = TR_TURBO;
    command_bike(0, 5, 0);
    command_bike(1, 15, 0);
    play();
    cr_assert_eq(match.bike[0].bonus, TR_GHOST);
    play();
    command_bike(0, 6, 0);
    command_bike(1, 14, 0);
    play();
    cr_assert_eq(match.bike[0].bonus, TR_TURBO, "one item at a time: the new one replaces it");
}

Test(items, turbo_moves_every_round_and_must)
{
    blank_match(1);
    match.bike[0].bonus = TR_TURBO;
    command_bike(0, 4, 1);
    command_bike(1, 16, 0);
    play(); /* round 0: turbo on for this move: 4 moves, one used */
    cr_assert_eq(match.bike[0].turbo, 3);
    cr_assert_eq(match.bike[0].bonus, TR_NONE, "used up");
    command_bike(0, 5, 0);
    play(); /* round 1, odd: the turbo bike moves, the other may not */
    cr_assert_eq(match.bike[0].vertex, 5);
    cr_assert_eq(match.now.score[0], 20);
    cr_assert_eq(match.bike[0].turbo, 2);
    command_bike(0, 6, 0);
    command_bike(1, 15, 0);
    play();
    play(); /* round 3, odd: the turbo bike does not move: it explodes */
    cr_assert_not(match.bike[0].alive);
    cr_assert(match.bike[1].alive);
}

Test(items, using_no_item_warns_and_the_move_happens)
{
    blank_match(1);
    command_bike(0, 4, 1);
    command_bike(1, 16, 0);
    play();
    cr_assert_eq(refusals[0][TR_NO_ITEM], 1);
    cr_assert_eq(match.bike[0].vertex, 4);
    cr_assert(match.bike[0].alive);
}

Test(ghost, a_ghost_goes_through_walls_and_takes_them_over_when_their_owner_dies)
{
    blank_match(1);
    match.vertex[17].wall = -1;
    match.bike[1].vertex = 6, match.vertex[6].wall = 1;
    match.vertex[5].wall = 1; /* bike 1's trail: 5, 6 */
    match.bike[0].bonus = TR_GHOST;
    command_bike(0, 4, 0);
    command_bike(1, 7, 0);
    play();
    play(); /* round 1, odd */
    command_bike(0, 5, 1); /* ghost for 2 moves, this one included */
    command_bike(1, 8, 0);
    play();
    play();
    cr_assert(match.bike[0].alive, "through bike 1's wall");
    cr_assert_eq(match.vertex[5].wall, 1, "the wall is unchanged");
    cr_assert_eq(match.bike[0].ghost, 1);
    int stack[8];
    cr_assert_eq(tr_ghost_stack(&match, 5, stack), 1);
    cr_assert_eq(stack[0], 0);
    command_bike(0, 20, 0); /* 5 -> 20, off the path */
    play();                 /* bike 1 does not move: it dies */
    cr_assert_not(match.bike[1].alive);
    cr_assert_eq(match.vertex[5].wall, 0, "the ghost's trail takes the wall over");
    cr_assert_eq(match.vertex[6].wall, -1);
}

Test(ghost, a_dead_ghost_does_not_take_walls_over)
{
    /* the reference hands the wall to the ghost even when it is dead (a wall forever);
     * the rule book says a dead bike's trail disappears */
    blank_match(1);
    match.vertex[17].wall = -1;
    match.bike[1].vertex = 6, match.vertex[6].wall = 1;
    match.vertex[5].wall = 1;
    match.bike[0].bonus = TR_GHOST;
    command_bike(0, 4, 0);
    command_bike(1, 7, 0);
    play();
    play();
    command_bike(0, 5, 1);
    command_bike(1, 8, 0);
    play();
    play();
    command_bike(1, 9, 0); /* bike 0 stays on 5: it dies, with 5 in its stack */
    play();
    cr_assert_not(match.bike[0].alive);
    play();
    play(); /* bike 1 does not move in round 6: it dies too */
    cr_assert_not(match.bike[1].alive);
    cr_assert_eq(match.vertex[5].wall, -1);
}

Test(order, every_round_draws_the_turn_order_even_with_nobody_alive)
{
    blank_match(3);
    struct glibc_rand r;
    glibc_srand(&r, 3);
    play(); /* both bikes die */
    play();
    play();
    glibc_rand(&r), glibc_rand(&r), glibc_rand(&r);
    cr_assert_eq(glibc_rand(&match.rng), glibc_rand(&r), "one draw a round with 2 players");
    blank_match_of(3, 4, 1);
    glibc_srand(&r, 3);
    play();
    glibc_rand(&r), glibc_rand(&r), glibc_rand(&r);
    cr_assert_eq(glibc_rand(&match.rng), glibc_rand(&r), "three with 4 players");
}

Test(order, bike_k_belongs_to_player_k_mod_players_and_starts_on_spawn_k)
{
    blank_match_of(1, 4, 2);
    for (int k = 0; k < 8; k++) {
        cr_assert_eq(match.bike[k].player, k % 4);
        cr_assert_eq(match.bike[k].vertex, match.graph.spawn[k]);
        cr_assert_eq(match.vertex[match.graph.spawn[k]].wall, k, "its spawn is its wall");
    }
}
