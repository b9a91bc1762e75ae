/* test_match.c — whole matches through the engine: invariants, and Dummy against Demo.
 * Run from the repository root (make test does): the boards are read from the tree. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <fcntl.h>
#include <string.h>

#include "../adapter.h"
#include "../turn.h"
#include "game.h"
#include "arena.h"
#include "match.h"
#include "registry.h"
#include "seat.h"



static struct game *load(const char *path, long long seed)
{
    struct scan s;
    cr_assert_eq(scan_open(&s, path), 0, "cannot read %s (run from the repository root)", path);
    struct game *g = apocalypse_game.load(&s, seed);
    scan_release(&s);
    cr_assert_not_null(g, "%s does not load", path);
    return g;
}

static void check_invariants(const struct ap_view *v)
{
    int parachuters = 0;
    unsigned char seen[AP_CELLS] = {0};
    for (int s = 0; s < v->nb_soldiers; s++) {
        const struct ap_soldier *u = &v->soldier[s];
        int c = ap_at(u->i, u->j);
        cr_assert(s == 0 || v->soldier[s - 1].id < u->id, "soldiers out of id order");
        cr_assert(v->land[c] == AP_FOREST || v->land[c] == AP_GRASS, "soldier %d on land %d", u->id,
                  v->land[c]);
        cr_assert_eq(v->fire[c], 0, "soldier %d in fire", u->id);
        cr_assert(!seen[c], "two soldiers at (%d, %d)", u->i, u->j);
        cr_assert(u->life > 0 && u->life <= AP_LIFE);
        cr_assert_eq(v->soldier_at[c], s + 1);
        seen[c] = 1;
    }
    for (int h = 0; h < AP_HELIS; h++) {
        const struct ap_heli *u = &v->heli[h];
        for (int i = u->i - AP_REACH; i <= u->i + AP_REACH; i++)
            for (int j = u->j - AP_REACH; j <= u->j + AP_REACH; j++)
                cr_assert_neq(v->land[ap_at(i, j)], AP_MOUNTAIN, "helicopter %d over a mountain", u->id);
        for (int o = 0; o < h; o++)
            cr_assert(abs(v->heli[o].i - u->i) > 4 || abs(v->heli[o].j - u->j) > 4, "helicopters overlap");
        cr_assert(u->napalm >= 0 && u->napalm <= AP_ROUNDS_NAPALM);
        for (int k = 0; k < u->nb_para; k++) {
            cr_assert(u->para[k] >= 1 && u->para[k] <= AP_ROUNDS_JUMP);
            cr_assert(k == 0 || u->para[k - 1] <= u->para[k]);
        }
        parachuters += u->nb_para;
    }
    cr_assert_eq(v->nb_soldiers + parachuters, AP_TOTAL_SOLDIERS, "round %d: %d soldiers, %d parachuters",
                 v->round, v->nb_soldiers, parachuters);
}

/* Plays a match by hand, as match_run does, checking the state after every round. */
static void play_checked(const char *board, long long seed, const char *const names[AP_PLAYERS])
{
    struct game *g = load(board, seed);
    struct out sink;
    out_attach(&sink, open("/dev/null", O_WRONLY | O_CLOEXEC));
    struct seat seats[AP_PLAYERS];
    const void *orders[AP_PLAYERS];
    struct seat_log *logs[AP_PLAYERS];
    double status[AP_PLAYERS] = {0};
    struct turn_layout layout;
    match_layout(&apocalypse_game, g, &layout);
    for (int p = 0; p < AP_PLAYERS; p++) {
        const struct player_def *def = registry_find(names[p]);
        cr_assert_not_null(def, "player %s", names[p]);
        seat_init(&seats[p], def, p, layout.size, &sink);
        logs[p] = &seats[p].log;
    }
    apocalypse_game.write_start(g, names, 0, &sink);
    check_invariants(&apocalypse_match(g)->now);
    for (int r = 0; r < AP_ROUNDS; r++) {
        for (int p = 0; p < AP_PLAYERS; p++) {
            seat_play(&seats[p], &apocalypse_game, g, &layout, r, &sink);
            cr_assert_eq(seats[p].fault, SEAT_OK);
            orders[p] = (const char *)seats[p].turn + layout.orders_offset;
        }
        apocalypse_game.play_round(g, orders, status, &sink, logs);
        check_invariants(&apocalypse_match(g)->now);
    }
    for (int p = 0; p < AP_PLAYERS; p++)
        seat_release(&seats[p]);
    out_abort(&sink);
    apocalypse_game.release(g);
}

Test(match, keeps_its_invariants_with_random_players)
{
    const char *const rand4[AP_PLAYERS] = {"Rand", "Rand", "Rand", "Rand"};
    const char *const mixed[AP_PLAYERS] = {"Dummy", "Demo", "Rand", "Null"};
    for (int seed = 1; seed <= 3; seed++) {
        play_checked("games/apocalypse/boards/default.cnf", seed, rand4);
        play_checked("games/apocalypse/boards/gen4.cnf", seed, mixed);
    }
}

/* A whole match through the library entry point, as a tournament runner plays it. */
static struct match_result play(const char *p0, const char *p1, const char *p2, const char *p3, long long seed)
{
    struct match_spec spec = {.game = &apocalypse_game, .board = "games/apocalypse/boards/default.cnf",
                              .seed = seed, .nb_players = AP_PLAYERS, .players = {p0, p1, p2, p3},
                              .replay = NULL, .quiet = 1};
    struct match_result result;
    cr_assert_eq(arena_play(&spec, &result), ARENA_PLAYED);
    return result;
}

Test(match, null_players_score_20_per_round)
{
    struct match_result r = play("Null", "Null", "Null", "Null", 5);
    cr_assert_eq(r.nb_players, AP_PLAYERS);
    for (int p = 0; p < AP_PLAYERS; p++) {
        cr_expect_eq(r.seat[p].score, AP_SOLDIERS * (AP_ROUNDS + 1));
        cr_expect_eq(r.seat[p].fault, SEAT_OK);
        cr_expect_eq(r.seat[p].frozen_round, -1);
    }
}

/* The bar for the Dummy: it tops at least 95% of 50 seeded matches against three
 * Demos on the default board. */
Test(dummy, tops_95_percent_of_50_matches_against_three_demos)
{
    int tops = 0;
    for (int seed = 1; seed <= 50; seed++) {
        struct match_result r = play("Dummy", "Demo", "Demo", "Demo", seed);
        int best_demo = 0;
        for (int p = 1; p < AP_PLAYERS; p++)
            best_demo = r.seat[p].score > best_demo ? r.seat[p].score : best_demo;
        tops += r.seat[0].score > best_demo;
        if (r.seat[0].score <= best_demo)
            cr_log_info("seed %d: Dummy %d, best Demo %d", seed, r.seat[0].score, best_demo);
    }
    cr_expect_geq(tops, 48, "Dummy topped %d of 50 matches", tops);
}
