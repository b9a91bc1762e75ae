/* test_api.c — Tron's player API on a turn block the game filled: queries, the list of
 * bikes, commands and their refusals, the 1000-call freeze, the player's own generator. */
#define _GNU_SOURCE
#include "scenario.h"

#include <fcntl.h>
#include <unistd.h>

#include "../adapter.h"
#include "../tron.h"
#include "../turn.h"
#include "out.h"
#include "seat_log.h"

static struct out warnings;
static struct seat_log logs[TR_MAX_PLAYERS];
static struct tron *turn_block;

static void nothing(void *game, void *memory)
{
    (void)game, (void)memory;
}

/* Player p's turn on the scenario's match, filled as the game fills it. */
static struct tron *turn(int p)
{
    if (!warnings.buf)
        out_attach(&warnings, open("/dev/null", O_WRONLY | O_CLOEXEC));
    warnings.len = 0;
    seat_log_init(&logs[p], &warnings, "Test", p);
    size_t size = tr_turn_size(match.graph.nb_vertices, match.graph.nb_adj, match.graph.nb_bonus, match.nb_bikes);
    free(turn_block);
    turn_block = calloc(1, size);
    struct tron *t = turn_block;
    t->in.me = p;
    t->in.set = match.set;
    t->in.now = match.now;
    t->in.nb_vertices = match.graph.nb_vertices;
    t->in.nb_adj = match.graph.nb_adj;
    t->in.nb_bonus = match.graph.nb_bonus;
    t->in.nb_bikes = match.nb_bikes;
    snprintf(t->in.map, sizeof t->in.map, "path");
    struct tr_parts parts;
    tr_view_parts(t, &parts);
    memcpy(parts.bike, match.bike, (size_t)match.nb_bikes * sizeof *parts.bike);
    memcpy(parts.vertex, match.vertex, (size_t)match.graph.nb_vertices * sizeof *parts.vertex);
    memcpy(parts.first, match.graph.first, ((size_t)match.graph.nb_vertices + 1) * sizeof *parts.first);
    memcpy(parts.adj, match.graph.adj, (size_t)match.graph.nb_adj * sizeof *parts.adj);
    memcpy(parts.bonus, match.graph.bonus, (size_t)match.graph.nb_bonus * sizeof *parts.bonus);
    minstd_seed(&t->in.rng, 40 + p);
    static const struct player_def none = {"Test", TRON_ABI, 0, nothing, NULL};
    tron_player_side.play_turn(&none, NULL, t, &logs[p], NULL);
    return t;
}

static int warned(const char *text)
{
    return memmem(warnings.buf, warnings.len, text, strlen(text)) != NULL;
}

Test(queries, parameters_graph_and_state)
{
    blank_match_of(1, 4, 2);
    struct tron *t = turn(2);
    cr_expect_eq(me(t), 2);
    cr_expect_eq(nb_players(t), 4);
    cr_expect_eq(nb_bikes(t), 2);
    cr_expect_eq(nb_rounds(t), 20);
    cr_expect_eq(bonus_round(t), 4);
    cr_expect_eq(turbo_duration(t), 4);
    cr_expect_eq(ghost_duration(t), 2);
    cr_expect_eq(score_bonus(t), 50);
    cr_expect_eq(nb_vertices(t), 21);
    cr_expect_str_eq(version(t), "tron3d v1.2");
    cr_expect_str_eq(map_name(t), "path");
    struct id_list bonus = bonus_vertices(t);
    cr_expect(bonus.size == 2 && bonus.id[0] == 9 && bonus.id[1] == 11);
    cr_expect(is_neighbour(t, 5, 20) && is_neighbour(t, 20, 15) && !is_neighbour(t, 5, 6 + 1));
    struct id_list n = neighbours(t, 5);
    cr_expect_eq(n.size, 3);
    struct vertex v = vertex(t, 3);
    cr_expect(v.id == 3 && v.wall == 0 && v.bike == 0 && v.bonus == BONUS_NONE && v.neighbours.size == 2);
    struct bike b = bike(t, 6);
    cr_expect(b.id == 6 && b.player == 2 && b.vertex == 0 && b.alive && b.turbo_duration == 0);
    struct id_list mine = bikes(t, 2);
    cr_expect(mine.size == 2 && mine.id[0] == 2 && mine.id[1] == 6, "bike k is player k mod 4's");
    cr_expect(!warned("warning"));
    cr_expect_eq(vertex(t, 21).id, -1);
    cr_expect(warned("vertex(int v) invoked with v = 21"));
    cr_expect_eq(bike(t, 8).id, -1);
    cr_expect_eq(bikes(t, 4).size, 0);
    cr_expect_eq(score(t, -1), -1);
    cr_expect(bike_ok(t, 7) && !bike_ok(t, 8) && vertex_ok(t, 20) && !vertex_ok(t, -1));
}

Test(commands, recorded_as_given_and_refused_only_when_repeated)
{
    blank_match(1);
    struct tron *t = turn(0);
    cr_expect(command(t, movement(0, 4, false)));
    cr_expect_not(command(t, movement(0, 2, true)));
    cr_expect(warned("action already requested for unit 0"));
    cr_expect(command(t, movement(1, 16, false)), "another player's bike: recorded, the round refuses it");
    cr_expect(command(t, movement(-5, 3, true)));
    cr_expect_not(command(t, movement(-5, 3, true)), "a bad id once too");
    cr_assert_eq(t->out.orders.nb, 3);
    cr_expect(t->out.orders.move[2].bike == -5 && t->out.orders.move[2].use_bonus == 1);
    cr_expect_eq(tron_game.check_orders(NULL, 0, &t->out), SEAT_OK);
}

Test(commands, more_than_1000_calls_freeze_the_player)
{
    blank_match(1);
    struct tron *t = turn(0);
    for (int k = 0; k < 1001; k++)
        command(t, movement(1000 + k, 0, false));
    cr_expect_eq(tron_game.check_orders(NULL, 0, &t->out), SEAT_TOO_MANY_ORDERS);
    t = turn(0);
    command(t, movement(0, 4, true));
    t->out.orders.move[0].use_bonus = 7;
    cr_expect_eq(tron_game.check_orders(NULL, 0, &t->out), SEAT_BAD_ORDERS);
}

Test(random, random_int_draws_from_the_players_own_stream)
{
    blank_match(1);
    struct tron *t = turn(1);
    struct minstd r;
    minstd_seed(&r, 41);
    for (int k = 0; k < 30; k++)
        cr_expect_eq(random_int(t, 0, 5), minstd_uniform(&r, 0, 5));
    cr_expect_eq(random_int(t, 3, 1), 3);
    struct glibc_rand before = match.rng;
    random_int(t, 0, 100);
    cr_expect(memcmp(&before, &match.rng, sizeof before) == 0, "the match's stream is untouched");
}
