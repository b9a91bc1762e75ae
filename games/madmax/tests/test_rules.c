/* test_rules.c — one scenario per Mad Max rule: a position, orders, the outcome. */
#include "scenario.h"

enum { BOTTOM, BR, RIGHT, RT, TOP, TL, LEFT, LB, NONE };

static int chebyshev_to_nearest(const struct mm_match *m, int id)
{
    const struct mm_view *v = &m->now;
    int best = 1000;
    for (int k = 0; k < v->nb_units; k++) {
        if (k == id)
            continue;
        int di = abs(v->units[k].i - v->units[id].i), dj = abs(v->units[k].j - v->units[id].j);
        int d = di > dj ? di : dj;
        if (d < best)
            best = d;
    }
    return best;
}

static int on_border(const struct mm_unit *u)
{
    return u->i == 0 || u->j == 0 || u->i == 59 || u->j == 59;
}

Test(move, warrior_steps_into_an_empty_cell)
{
    struct mm_match *m = scenario(1);
    int w = put(m, MM_WARRIOR, 0, 30, 30);
    cr_assert_eq(play_one(m, 0, w, BR, NULL), 1);
    cr_assert_eq(m->now.units[w].i, 31);
    cr_assert_eq(m->now.units[w].j, 31);
    cr_assert_eq(cell_unit(m, 31, 31), w);
    cr_assert_eq(cell_unit(m, 30, 30), -1);
    free(m);
}

Test(move, nobody_enters_water_walls_or_stations)
{
    struct mm_match *m = scenario(1);
    paint(m, 31, 30, MM_WATER);
    paint(m, 30, 31, MM_WALL);
    paint(m, 29, 30, MM_STATION);
    int w = put(m, MM_WARRIOR, 0, 30, 30);
    cr_assert_eq(play_one(m, 0, w, BOTTOM, NULL), 0, "a failed move is not recorded");
    m->now.round = 0;
    cr_assert_eq(play_one(m, 0, w, RIGHT, NULL), 0);
    m->now.round = 0;
    cr_assert_eq(play_one(m, 0, w, TOP, NULL), 0);
    cr_assert_eq(m->now.units[w].i, 30);
    cr_assert_eq(m->now.units[w].j, 30);
    free(m);
}

Test(move, cars_never_enter_cities_but_warriors_do)
{
    struct mm_match *m = scenario(1);
    add_city(m, 30, 31, 2, 2, 1);
    int c = put(m, MM_CAR, 0, 30, 30);
    int w = put(m, MM_WARRIOR, 0, 31, 30);
    struct mm_order orders[4][8] = {{{c, RIGHT}, {w, RIGHT}}};
    int nb[4] = {2, 0, 0, 0};
    cr_assert_eq(play_orders(m, orders, nb, NULL), 1);
    cr_assert_eq(m->now.units[c].j, 30);
    cr_assert_eq(m->now.units[w].j, 31);
    free(m);
}

Test(move, no_move_off_the_board)
{
    struct mm_match *m = scenario(1);
    int w = put(m, MM_WARRIOR, 0, 0, 0);
    cr_assert_eq(play_one(m, 0, w, TOP, NULL), 0);
    cr_assert_eq(m->now.units[w].i, 0);
    free(m);
}

Test(turns, units_move_only_in_their_players_rounds)
{
    struct mm_match *m = scenario(1);
    int w = put(m, MM_WARRIOR, 1, 30, 30);
    struct refusals r = {0};
    cr_assert_eq(play_one(m, 1, w, RIGHT, &r), 0, "round 0 belongs to player 0");
    cr_assert_eq(r.count, 1);
    cr_assert_eq(r.last, MM_CANNOT_MOVE);
    cr_assert_eq(play_one(m, 1, w, RIGHT, NULL), 1, "round 1 belongs to player 1");
    cr_assert_eq(m->now.units[w].j, 31);
    free(m);
}

Test(turns, cars_with_fuel_on_roads_move_every_round)
{
    struct mm_match *m = scenario(1);
    for (int j = 0; j < 60; j++)
        paint(m, 30, j, MM_ROAD);
    int c = put(m, MM_CAR, 2, 30, 10);
    cr_assert_eq(play_one(m, 2, c, RIGHT, NULL), 1, "a car on a road moves in round 0");
    cr_assert_eq(m->now.units[c].food, 99, "and burns fuel");
    m->now.units[c].food = 0;
    struct refusals r = {0};
    cr_assert_eq(play_one(m, 2, c, RIGHT, &r), 0, "without fuel: only in its own rounds");
    cr_assert_eq(r.last, MM_CANNOT_MOVE);
    cr_assert_eq(play_one(m, 2, c, RIGHT, NULL), 1, "round 2 is its own");
    free(m);
}

/* The API never sends two orders for one unit; a forged turn may. Only the first counts. */
Test(orders, a_second_order_for_a_unit_is_refused)
{
    struct mm_match *m = scenario(1);
    int mine = put(m, MM_WARRIOR, 0, 30, 30);
    struct mm_order orders[4][8] = {{{mine, RIGHT}, {mine, RIGHT}, {mine, BOTTOM}}};
    int nb[4] = {3, 0, 0, 0};
    struct refusals r = {0};
    cr_assert_eq(play_orders(m, orders, nb, &r), 1);
    cr_assert_eq(r.count, 2);
    cr_assert_eq(r.last, MM_REPEATED);
    cr_assert_eq(m->now.units[mine].i, 30);
    cr_assert_eq(m->now.units[mine].j, 31, "moved once, to the right");
    free(m);
}

Test(orders, refused_orders_are_reported)
{
    struct mm_match *m = scenario(1);
    int mine = put(m, MM_WARRIOR, 0, 30, 30);
    int theirs = put(m, MM_WARRIOR, 1, 40, 40);
    int other = put(m, MM_WARRIOR, 0, 20, 20);
    struct mm_order orders[4][8] = {{{99, RIGHT}, {theirs, RIGHT}, {mine, 12}, {other, NONE}}};
    int nb[4] = {4, 0, 0, 0};
    struct refusals r = {0};
    cr_assert_eq(play_orders(m, orders, nb, &r), 0);
    cr_assert_eq(r.count, 3, "bad id, not own unit, bad direction; None is silent");
    cr_assert_eq(m->now.units[theirs].j, 40);
    free(m);
}

Test(capture, a_car_runs_over_an_enemy_warrior_who_joins_the_car)
{
    struct mm_match *m = scenario(1);
    int c = put(m, MM_CAR, 0, 30, 30);
    int w = put(m, MM_WARRIOR, 1, 30, 31);
    cr_assert_eq(play_one(m, 0, c, RIGHT, NULL), 1);
    cr_assert_eq(m->now.units[c].j, 31, "the car takes the cell");
    cr_assert_eq(m->now.units[w].player, 0, "the warrior is reborn for the car's team");
    cr_assert_eq(m->now.units[w].food, 40);
    cr_assert_eq(m->now.units[w].water, 40);
    cr_assert(on_border(&m->now.units[w]), "reborn at the edge");
    free(m);
}

Test(capture, colliding_cars_both_go_to_the_two_other_teams)
{
    struct mm_match *m = scenario(1);
    for (int j = 0; j < 60; j++)
        paint(m, 0, j, MM_ROAD), paint(m, 59, j, MM_ROAD);
    int a = put(m, MM_CAR, 0, 30, 30);
    int b = put(m, MM_CAR, 1, 30, 31);
    cr_assert_eq(play_one(m, 0, a, RIGHT, NULL), 1);
    int pa = m->now.units[a].player, pb = m->now.units[b].player;
    cr_assert(pa >= 2 && pb >= 2 && pa != pb, "teams %d and %d", pa, pb);
    cr_assert_eq(m->now.type[mm_at(&m->now, m->now.units[a].i, m->now.units[a].j)], MM_ROAD);
    cr_assert_eq(m->now.units[a].food, 100);
    free(m);
}

Test(capture, a_warrior_walking_into_an_enemy_car_dies_for_that_team)
{
    struct mm_match *m = scenario(1);
    int w = put(m, MM_WARRIOR, 0, 30, 30);
    int c = put(m, MM_CAR, 3, 30, 31);
    cr_assert_eq(play_one(m, 0, w, RIGHT, NULL), 1);
    cr_assert_eq(m->now.units[w].player, 3);
    cr_assert_eq(m->now.units[c].j, 31, "the car stays");
    free(m);
}

Test(capture, running_over_an_own_warrior_gives_it_to_another_team)
{
    struct mm_match *m = scenario(7);
    int c = put(m, MM_CAR, 0, 30, 30);
    int w = put(m, MM_WARRIOR, 0, 30, 31);
    play_one(m, 0, c, RIGHT, NULL);
    cr_assert_neq(m->now.units[w].player, 0);
    cr_assert_eq(m->now.units[c].j, 31);
    free(m);
}

Test(attack, the_attacked_loses_damage_and_the_attacker_gains_half)
{
    struct mm_match *m = scenario(1);
    int a = put(m, MM_WARRIOR, 0, 30, 30);
    int d = put(m, MM_WARRIOR, 1, 30, 31);
    m->now.units[a].food = 20;
    m->now.units[a].water = 39;
    cr_assert_eq(play_one(m, 0, a, RIGHT, NULL), 1, "an attack is recorded");
    cr_assert_eq(m->now.units[d].food, 34);
    cr_assert_eq(m->now.units[d].water, 34);
    cr_assert_eq(m->now.units[a].food, 20 + 3 - 1, "gains 3, then the round's upkeep");
    cr_assert_eq(m->now.units[a].water, 40 - 1, "capped at 40 before the upkeep");
    cr_assert_eq(m->now.units[a].j, 30, "nobody moves");
    free(m);
}

Test(attack, a_warrior_drained_to_zero_is_captured_by_the_attacker)
{
    struct mm_match *m = scenario(1);
    int a = put(m, MM_WARRIOR, 0, 30, 30);
    int d = put(m, MM_WARRIOR, 1, 30, 31);
    m->now.units[d].water = 5;
    play_one(m, 0, a, RIGHT, NULL);
    cr_assert_eq(m->now.units[d].player, 0);
    cr_assert_eq(m->now.units[d].water, 40);
    cr_assert(on_border(&m->now.units[d]));
    cr_assert_eq(m->now.units[a].water, 40 - 1, "gains 5/2 = 2, capped, minus upkeep");
    free(m);
}

Test(attack, thunderdome_inside_a_city_one_of_the_two_dies)
{
    int attacker_won = 0, defender_won = 0;
    for (long long seed = 1; seed <= 40; seed++) {
        struct mm_match *m = scenario(seed);
        add_city(m, 28, 28, 5, 5, 1);
        int a = put(m, MM_WARRIOR, 0, 30, 30);
        int d = put(m, MM_WARRIOR, 1, 30, 31);
        m->now.units[a].water = 10;
        m->now.units[d].water = 30;
        play_one(m, 0, a, RIGHT, NULL);
        int a_alive = m->now.units[a].player == 0, d_alive = m->now.units[d].player == 1;
        cr_assert(a_alive != d_alive, "exactly one survives");
        if (a_alive) {
            attacker_won++;
            cr_assert_eq(m->now.units[d].player, 0, "the loser joins the winner");
            cr_assert_eq(m->now.units[a].water, 10 - 1, "the winner's health is unchanged (but upkeep)");
        } else {
            defender_won++;
            cr_assert_eq(m->now.units[a].player, 1);
            cr_assert_eq(m->now.units[d].water, 30);
        }
        free(m);
    }
    cr_assert(attacker_won > 0 && defender_won > attacker_won,
              "survival follows water levels 10:30 (attacker %d, defender %d)", attacker_won, defender_won);
}

Test(attack, attacking_an_own_warrior_gives_the_victim_to_another_team)
{
    struct mm_match *m = scenario(3);
    int a = put(m, MM_WARRIOR, 0, 30, 30);
    int d = put(m, MM_WARRIOR, 0, 30, 31);
    m->now.units[d].food = 3;
    play_one(m, 0, a, RIGHT, NULL);
    cr_assert_neq(m->now.units[d].player, 0);
    free(m);
}

Test(upkeep, warriors_eat_and_drink_only_in_their_rounds)
{
    struct mm_match *m = scenario(1);
    int w0 = put(m, MM_WARRIOR, 0, 10, 10);
    int w1 = put(m, MM_WARRIOR, 1, 20, 20);
    int nb[4] = {0};
    play_orders(m, NULL, nb, NULL);
    cr_assert_eq(m->now.units[w0].food, 39);
    cr_assert_eq(m->now.units[w0].water, 39);
    cr_assert_eq(m->now.units[w1].food, 40, "not player 1's round");
    free(m);
}

Test(upkeep, a_warrior_out_of_water_dies_and_joins_another_team)
{
    struct mm_match *m = scenario(1);
    int w = put(m, MM_WARRIOR, 0, 30, 30);
    m->now.units[w].water = 1;
    int nb[4] = {0};
    play_orders(m, NULL, nb, NULL);
    cr_assert_neq(m->now.units[w].player, 0);
    cr_assert_eq(m->now.units[w].water, 40);
    cr_assert(on_border(&m->now.units[w]));
    free(m);
}

Test(refill, food_in_a_city_water_next_to_water_fuel_next_to_a_station)
{
    struct mm_match *m = scenario(1);
    add_city(m, 10, 10, 3, 3, 2);
    paint(m, 30, 31, MM_WATER);
    paint(m, 40, 41, MM_STATION);
    int in_city = put(m, MM_WARRIOR, 0, 11, 11);
    int by_water = put(m, MM_WARRIOR, 0, 30, 30);
    int car = put(m, MM_CAR, 0, 40, 40);
    m->now.units[in_city].food = 5;
    m->now.units[by_water].water = 5;
    m->now.units[car].food = 5;
    int nb[4] = {0};
    play_orders(m, NULL, nb, NULL);
    cr_assert_eq(m->now.units[in_city].food, 40, "any city feeds, whoever owns it");
    cr_assert_eq(m->now.units[by_water].water, 40);
    cr_assert_eq(m->now.units[car].food, 100);
    free(m);
}

Test(cities, more_warriors_than_any_other_team_conquer_a_city)
{
    struct mm_match *m = scenario(1);
    int city = add_city(m, 20, 20, 4, 4, 1);
    put(m, MM_WARRIOR, 2, 20, 20);
    put(m, MM_WARRIOR, 2, 20, 21);
    put(m, MM_WARRIOR, 1, 21, 21);
    int nb[4] = {0};
    play_orders(m, NULL, nb, NULL);
    cr_assert_eq(m->now.owner[m->city_cells[m->cities[city].first]], 2);
    cr_assert_eq(m->now.num_cities[2], 1);
    cr_assert_eq(m->now.num_cities[1], 0);
    cr_assert_eq(m->now.total_score[2], 1, "scored in the same round");
    free(m);
}

Test(cities, a_tie_keeps_the_owner)
{
    struct mm_match *m = scenario(1);
    int city = add_city(m, 20, 20, 4, 4, 1);
    put(m, MM_WARRIOR, 2, 20, 20);
    put(m, MM_WARRIOR, 3, 20, 21);
    int nb[4] = {0};
    for (int r = 0; r < 3; r++)
        play_orders(m, NULL, nb, NULL);
    cr_assert_eq(m->now.owner[m->city_cells[m->cities[city].first]], 1);
    cr_assert_eq(m->now.total_score[1], 3, "one point per city and round");
}

Test(respawn, reborn_units_keep_their_distance)
{
    struct mm_match *m = scenario(5);
    for (int j = 0; j < 60; j++)
        paint(m, 0, j, MM_ROAD), paint(m, 59, j, MM_ROAD);
    /* four cars collide in two pairs; a car runs over a warrior */
    int a = put(m, MM_CAR, 0, 30, 30), b = put(m, MM_CAR, 1, 30, 31);
    int c = put(m, MM_CAR, 0, 40, 30), d = put(m, MM_CAR, 2, 40, 31);
    int e = put(m, MM_CAR, 0, 50, 30), w = put(m, MM_WARRIOR, 3, 50, 31);
    struct mm_order orders[4][8] = {{{a, RIGHT}, {c, RIGHT}, {e, RIGHT}}};
    int nb[4] = {3, 0, 0, 0};
    play_orders(m, orders, nb, NULL);
    int reborn[] = {a, b, c, d, w};
    for (int k = 0; k < 5; k++) {
        const struct mm_unit *u = &m->now.units[reborn[k]];
        cr_assert(chebyshev_to_nearest(m, reborn[k]) >= 5, "unit %d is too close to another", reborn[k]);
        cr_assert_eq(m->now.type[mm_at(&m->now, u->i, u->j)], u->type == MM_CAR ? MM_ROAD : MM_DESERT);
        cr_assert(on_border(u));
    }
    cr_assert_eq(m->now.nb_units, 6, "the number of units never changes");
}

Test(determinism, the_same_seed_gives_the_same_round)
{
    struct mm_match *m1 = scenario(42), *m2 = scenario(42);
    for (int k = 0; k < 2; k++) {
        struct mm_match *m = k ? m2 : m1;
        for (int j = 0; j < 60; j++)
            paint(m, 0, j, MM_ROAD);
        for (int x = 0; x < 10; x++)
            put(m, MM_CAR, x % 4, 20 + x, 30), put(m, MM_WARRIOR, (x + 1) % 4, 20 + x, 31);
    }
    struct mm_order orders[4][8];
    int nb[4] = {0};
    for (int id = 0; id < 20; id += 2)
        orders[0][nb[0]++ % 8] = (struct mm_order){id, RIGHT};
    nb[0] = 5;
    play_orders(m1, orders, nb, NULL);
    play_orders(m2, orders, nb, NULL);
    cr_assert_eq(memcmp(&m1->now, &m2->now, sizeof m1->now), 0);
    cr_assert_eq(m1->rng.state, m2->rng.state);
}
