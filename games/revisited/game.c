/* game.c — Mad Max Revisited as the engine sees it: the game_ops adapter and the replay
 * writer. */
#include <stdio.h>
#include <stdlib.h>

#include "adapter.h"
#include "alloc.h"
#include "board.h"
#include "game.h"
#include "turn.h"

struct game {
    struct rv_match match;
    int first_round;        /* the board's round */
    int rounds;             /* to play from it */
    struct rv_round_log log; /* the last round's instructions, for the replay */
};

const struct rv_match *revisited_match(const struct game *g)
{
    return &g->match;
}

static struct game *revisited_load(struct scan *board, long long seed)
{
    struct game *g = xmalloc(sizeof *g);
    if (rv_board_read(board, &g->match.now) < 0) {
        free(g);
        return NULL;
    }
    rv_match_start(&g->match, seed);
    g->first_round = g->match.now.round;
    g->rounds = RV_ROUNDS - g->first_round;
    return g;
}

static struct game *revisited_load_replay(struct scan *replay, int round, long long seed)
{
    struct game *g = xmalloc(sizeof *g);
    if (rv_replay_read(replay, &g->match.now, round) < 0) {
        free(g);
        return NULL;
    }
    rv_match_start(&g->match, seed);
    g->first_round = round;
    g->rounds = RV_ROUNDS - round;
    return g;
}

static int revisited_rounds_played(const struct game *g)
{
    return g->first_round;
}

static void revisited_release(struct game *g)
{
    free(g);
}

static int revisited_nb_players(const struct game *g)
{
    (void)g;
    return RV_PLAYERS;
}

static int revisited_nb_rounds(const struct game *g)
{
    return g->rounds;
}

/* The replay has no count of rounds, and players are told the rule book's. */
static void revisited_set_rounds(struct game *g, int rounds)
{
    g->rounds = rounds;
}

static int revisited_score(const struct game *g, int seat)
{
    return g->match.now.score[seat];
}

static void revisited_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    char seed[24];
    snprintf(seed, sizeof seed, "%lld", g->match.seed);
    rv_board_write_header(o, &g->match.now, judged ? "1" : "0", seed, names);
    rv_board_write_state(o, &g->match.now);
}

static void revisited_turn_layout(const struct game *g, struct turn_layout *l)
{
    (void)g;
    l->size = sizeof(struct revisited);
    l->view_offset = offsetof(struct revisited, in);
    l->view_size = sizeof(struct rv_turn_view);
    l->orders_offset = offsetof(struct revisited, out);
    l->orders_size = sizeof(struct rv_turn_orders);
}

static void revisited_begin_turn(const struct game *g, int seat, void *view)
{
    struct rv_turn_view *t = view;
    t->me = seat;
    t->rng = rv_player_stream(&g->match, seat);
    rv_view_copy(&t->view, &g->match.now);
}

/* The call count, and what the player side never writes (a scribbled turn). The rules
 * keep only the instructions the player API would accept (a car of the player, once). */
static enum seat_fault revisited_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct rv_turn_orders *t = orders;
    if (t->nb_calls > RV_MAX_CALLS)
        return SEAT_TOO_MANY_ORDERS;
    if (t->nb_calls < 0 || t->orders.nb < 0 || t->orders.nb > RV_MAX_CARS_PER_PLAYER)
        return SEAT_BAD_ORDERS;
    for (int k = 0; k < t->orders.nb; k++) {
        const struct rv_order *o = &t->orders.order[k];
        if ((o->type != RV_MOVE && o->type != RV_SHOOT) || o->dir < 0 || o->dir >= RV_NB_DIRS)
            return SEAT_BAD_ORDERS;
    }
    return SEAT_OK;
}

static void write_orders(struct out *o, const char *title, const int nb[], const struct rv_order lists[][RV_MAX_CARS_PER_PLAYER])
{
    out_str(o, title);
    for (int p = 0; p < RV_PLAYERS; p++) {
        out_char(o, '\n');
        out_int(o, p);
        out_char(o, '\n');
        for (int k = 0; k < nb[p]; k++) {
            const struct rv_order *x = &lists[p][k];
            out_int(o, x->cid);
            out_str(o, x->type == RV_SHOOT ? " s " : " m ");
            out_int(o, rv_dir_di[(int)x->dir]);
            out_char(o, ' ');
            out_int(o, rv_dir_dj[(int)x->dir]);
            out_char(o, '\n');
        }
        out_str(o, "-1\n");
    }
}

static void revisited_play_round(struct game *g, const void *const orders[], const double status[], struct out *o,
                                 struct seat_log *logs[])
{
    (void)logs; /* the rules drop what the API would refuse, silently (forged turns only) */
    struct rv_match *m = &g->match;
    const struct rv_orders *given[RV_PLAYERS];
    for (int p = 0; p < RV_PLAYERS; p++) {
        const struct rv_turn_orders *t = orders[p];
        given[p] = t ? &t->orders : NULL;
        if (t)
            m->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
    }
    rv_play_round(m, given, &g->log);
    write_orders(o, "actions_asked\n", g->log.nb_asked, g->log.asked);
    write_orders(o, "\nactions_done\n", g->log.nb_done, g->log.done);
    out_char(o, '\n');
    rv_board_write_state(o, &m->now);
}

const struct game_ops revisited_game = {
    .name = "revisited",
    .title = "Mad Max 2020",
    .version = "v1.0",
    .min_players = RV_PLAYERS,
    .max_players = RV_PLAYERS,
    .kit = {.judge_cpu_seconds = 1, .top_score_from = -1, .no_seed_line = 1},
    .player = &revisited_player_side,
    .load = revisited_load,
    .release = revisited_release,
    .nb_players = revisited_nb_players,
    .nb_rounds = revisited_nb_rounds,
    .set_rounds = revisited_set_rounds,
    .load_replay = revisited_load_replay,
    .rounds_played = revisited_rounds_played,
    .score = revisited_score,
    .write_start = revisited_write_start,
    .turn_layout = revisited_turn_layout,
    .begin_turn = revisited_begin_turn,
    .check_orders = revisited_check_orders,
    .play_round = revisited_play_round,
};
