/* test_rules.c — one scenario per Purge rule: a position, a command, the outcome. */
#include "scenario.h"

enum { DOWN, RIGHT, UP, LEFT };

Test(move, a_citizen_steps_into_an_empty_street)
{
    struct pu_match *m = scenario(1);
    int b = put(m, PU_BUILDER, 0, 5, 5);
    cr_assert_eq(play_one(m, 0, b, PU_MOVE, RIGHT), 1);
    cr_assert_eq(who(m, b)->j, 6);
    cr_assert_eq(at(m, 5, 6)->id, b);
    cr_assert_eq(at(m, 5, 5)->id, -1);
    free(m);
}

Test(move, nobody_enters_a_building_or_leaves_the_board)
{
    struct pu_match *m = scenario(1);
    at(m, 5, 6)->type = PU_BUILDING;
    int b = put(m, PU_BUILDER, 0, 5, 5), w = put(m, PU_WARRIOR, 1, 0, 0);
    cr_assert_eq(play_one(m, 0, b, PU_MOVE, RIGHT), 0);
    cr_assert_eq(play_one(m, 1, w, PU_MOVE, UP), 0);
    cr_assert_eq(who(m, b)->j, 5);
    free(m);
}

Test(move, another_players_citizen_or_a_bad_direction_is_ignored)
{
    struct pu_match *m = scenario(1);
    int b = put(m, PU_BUILDER, 0, 5, 5);
    cr_assert_eq(play_one(m, 1, b, PU_MOVE, RIGHT), 0, "not player 1's");
    cr_assert_eq(play_one(m, 0, b, PU_MOVE, 7), 0, "no direction 7");
    cr_assert_eq(play_one(m, 0, b, 5, RIGHT), 0, "no command type 5");
    cr_assert_eq(who(m, b)->j, 5);
    free(m);
}

Test(bonus, money_scores_and_comes_back)
{
    struct pu_match *m = scenario(1);
    at(m, 5, 6)->bonus = PU_MONEY;
    int b = put(m, PU_BUILDER, 2, 5, 5);
    play_one(m, 2, b, PU_MOVE, RIGHT);
    cr_assert_eq(m->now.score[2], 5);
    cr_assert_eq(at(m, 5, 6)->bonus, PU_NO_BONUS);
    int money = 0;
    for (int r = 0; r < 5; r++)
        play_one(m, 0, -1, PU_MOVE, 0);
    for (int k = 0; k < 15 * 30; k++)
        money += m->now.cell[k].bonus == PU_MONEY;
    cr_assert_eq(money, 1, "back after NUM_ROUNDS_REGEN_MONEY rounds");
    free(m);
}

Test(bonus, food_gives_life_up_to_the_initial)
{
    struct pu_match *m = scenario(1);
    at(m, 5, 6)->bonus = PU_FOOD;
    at(m, 5, 7)->bonus = PU_FOOD;
    int w = put(m, PU_WARRIOR, 0, 5, 5);
    m->now.citizen[pu_find(&m->now, w)].life = 70;
    play_one(m, 0, w, PU_MOVE, RIGHT);
    cr_assert_eq(who(m, w)->life, 90);
    play_one(m, 0, w, PU_MOVE, RIGHT);
    cr_assert_eq(who(m, w)->life, 100);
    free(m);
}

Test(weapon, a_warrior_keeps_the_stronger_and_a_builder_destroys_it)
{
    struct pu_match *m = scenario(1);
    at(m, 5, 6)->weapon = PU_GUN;
    at(m, 7, 6)->weapon = PU_GUN;
    int w = put(m, PU_WARRIOR, 0, 5, 5), b = put(m, PU_BUILDER, 0, 7, 5);
    play_one(m, 0, w, PU_MOVE, RIGHT);
    cr_assert_eq(who(m, w)->weapon, PU_GUN);
    play_one(m, 0, b, PU_MOVE, RIGHT);
    cr_assert_eq(who(m, b)->weapon, PU_NO_WEAPON);
    cr_assert_eq(at(m, 7, 6)->weapon, PU_NO_WEAPON);
    at(m, 5, 7)->weapon = PU_GUN;
    m->now.citizen[pu_find(&m->now, w)].weapon = PU_BAZOOKA;
    play_one(m, 0, w, PU_MOVE, RIGHT);
    cr_assert_eq(who(m, w)->weapon, PU_BAZOOKA, "a bazooka beats a gun");
    free(m);
}

Test(barricade, builders_build_by_day_up_to_the_limit_and_the_maximum)
{
    struct pu_match *m = scenario(1);
    int b = put(m, PU_BUILDER, 1, 5, 5);
    for (int k = 0; k < 9; k++)
        play_one(m, 1, b, PU_BUILD, RIGHT);
    cr_assert_eq(at(m, 5, 6)->resistance, 320, "40 a build, at most 320");
    cr_assert_eq(at(m, 5, 6)->b_owner, 1);
    play_one(m, 1, b, PU_BUILD, LEFT);
    play_one(m, 1, b, PU_BUILD, UP);
    cr_assert_eq(play_one(m, 1, b, PU_BUILD, DOWN), 0, "a fourth barricade");
    cr_assert_eq(at(m, 6, 5)->resistance, -1);
    int w = put(m, PU_WARRIOR, 1, 10, 10);
    cr_assert_eq(play_one(m, 1, w, PU_BUILD, RIGHT), 0, "warriors do not build");
    free(m);
}

Test(barricade, nobody_builds_at_night_and_barricades_fall_when_night_ends)
{
    struct pu_match *m = scenario(1);
    int b = put(m, PU_BUILDER, 1, 5, 5);
    play_one(m, 1, b, PU_BUILD, RIGHT);
    night(m);
    cr_assert_eq(play_one(m, 1, b, PU_BUILD, LEFT), 0);
    m->now.round = 49;
    play_one(m, 0, -1, PU_MOVE, 0);
    cr_assert_eq(at(m, 5, 6)->resistance, -1, "gone after the last round of night");
    cr_assert_eq(m->now.round, 50);
    cr_assert(m->now.day);
    free(m);
}

Test(barricade, only_its_clan_steps_on_it_and_rivals_batter_it_at_night)
{
    struct pu_match *m = scenario(1);
    at(m, 5, 6)->resistance = 25;
    at(m, 5, 6)->b_owner = 1;
    int r = put(m, PU_WARRIOR, 2, 5, 7), own = put(m, PU_BUILDER, 1, 4, 6);
    cr_assert_eq(play_one(m, 2, r, PU_MOVE, LEFT), 0, "a rival's barricade by day");
    night(m);
    cr_assert_eq(play_one(m, 2, r, PU_MOVE, LEFT), 1);
    cr_assert_eq(at(m, 5, 6)->resistance, 15, "a hammer demolishes 10");
    cr_assert_eq(who(m, r)->j, 7, "the attacker stays");
    play_one(m, 2, r, PU_MOVE, LEFT);
    play_one(m, 2, r, PU_MOVE, LEFT);
    cr_assert_eq(at(m, 5, 6)->resistance, -1, "at 0 it is gone");
    at(m, 5, 6)->resistance = 40;
    at(m, 5, 6)->b_owner = 1;
    cr_assert_eq(play_one(m, 1, own, PU_MOVE, DOWN), 1, "its clan steps on it");
    cr_assert_eq(at(m, 5, 6)->id, own);
    free(m);
}

Test(fight, nobody_fights_by_day_nor_its_own_clan)
{
    struct pu_match *m = scenario(1);
    int a = put(m, PU_WARRIOR, 0, 5, 5), b = put(m, PU_WARRIOR, 1, 5, 6), c = put(m, PU_BUILDER, 0, 4, 5);
    cr_assert_eq(play_one(m, 0, a, PU_MOVE, RIGHT), 0);
    night(m);
    cr_assert_eq(play_one(m, 0, a, PU_MOVE, UP), 0, "its own builder");
    cr_assert_eq(who(m, c)->life, 60);
    cr_assert_eq(who(m, b)->life, 100);
    free(m);
}

Test(fight, a_bazooka_against_a_builder_wins_and_kills_in_three_blows)
{
    struct pu_match *m = scenario(3);
    int a = put(m, PU_WARRIOR, 0, 5, 5), b = put(m, PU_BUILDER, 3, 5, 6);
    m->now.citizen[pu_find(&m->now, a)].weapon = PU_BAZOOKA;
    night(m);
    for (int k = 0; k < 3; k++)
        cr_assert_eq(play_one(m, 0, a, PU_MOVE, RIGHT), 1);
    cr_assert_null(who(m, b), "killed (1000 against 1: the attacker loses 2 draws in 1001)");
    cr_assert_eq(m->now.score[0], 100);
    cr_assert_eq(at(m, 5, 6)->id, -1);
    cr_assert_eq(m->citizens.nb, 1);
    cr_assert_eq(m->citizens.item[0].kind, PU_BUILDER, "comes back as what it was");
    cr_assert_eq(m->citizens.item[0].player, 3, "for its clan");
    free(m);
}

Test(fight, the_dead_come_back_after_their_rounds_far_from_everybody)
{
    struct pu_match *m = scenario(5);
    int a = put(m, PU_WARRIOR, 0, 5, 5), b = put(m, PU_BUILDER, 3, 5, 6);
    m->now.citizen[pu_find(&m->now, a)].weapon = PU_BAZOOKA;
    m->now.citizen[pu_find(&m->now, b)].life = 20;
    night(m);
    play_one(m, 0, a, PU_MOVE, RIGHT);
    cr_assert_null(who(m, b));
    for (int r = 0; r < 48; r++)
        play_one(m, 0, -1, PU_MOVE, 0);
    cr_assert_eq(m->now.nb_citizens, 1);
    play_one(m, 0, -1, PU_MOVE, 0);
    cr_assert_eq(m->now.nb_citizens, 2,
                 "back NUM_ROUNDS_REGEN_BUILDER rounds after (the kill's round counts)");
    const struct pu_citizen *n = &m->now.citizen[1];
    cr_assert_eq(n->player, 3);
    cr_assert_eq(n->type, PU_BUILDER);
    cr_assert_eq(n->life, 60);
    cr_assert_gt(n->id, b, "a new id");
    cr_assert(abs(n->i - 5) > 2 || abs(n->j - 5) > 2, "nobody within two cells");
    free(m);
}

Test(order, each_players_commands_keep_their_order)
{
    struct pu_match *m = scenario(7);
    int a = put(m, PU_BUILDER, 0, 5, 5), b = put(m, PU_BUILDER, 0, 5, 6);
    static struct pu_orders o[PU_PLAYERS];
    static struct pu_round_log log;
    const struct pu_orders *given[PU_PLAYERS] = {&o[0], &o[1], &o[2], &o[3]};
    o[0].nb = 2;
    o[0].order[0] = (struct pu_order){a, PU_MOVE, RIGHT}; /* blocked: b is still there */
    o[0].order[1] = (struct pu_order){b, PU_MOVE, RIGHT};
    pu_play_round(m, given, &log);
    cr_assert_eq(log.nb, 1);
    cr_assert_eq(log.done[0].id, b);
    cr_assert_eq(who(m, a)->j, 5);
    free(m);
}
