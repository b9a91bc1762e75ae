/* game.c — The Purge as the engine sees it: the game_ops adapter. */
#include <stdlib.h>

#include "adapter.h"
#include "alloc.h"
#include "board.h"
#include "game.h"
#include "turn.h"

struct game {
    struct pu_match match;
    int first_round;         /* the round it starts at (--from) */
    int rounds;              /* to play */
    struct pu_round_log log; /* the last round's commands, for the replay */
};

const struct pu_match *purge_match(const struct game *g)
{
    return &g->match;
}

static struct game *purge_load(struct scan *board, long long seed)
{
    struct game *g = xmalloc(sizeof *g);
    if (pu_board_load(&g->match, board, seed) < 0) {
        free(g);
        return NULL;
    }
    g->first_round = 0;
    g->rounds = g->match.now.set[PU_NUM_DAYS] * g->match.now.set[PU_NUM_ROUNDS_PER_DAY];
    return g;
}

static struct game *purge_load_replay(struct scan *replay, int round, long long seed)
{
    struct game *g = xmalloc(sizeof *g);
    if (pu_replay_load(&g->match, replay, round, seed) < 0) {
        free(g);
        return NULL;
    }
    g->first_round = round;
    g->rounds = g->match.now.set[PU_NUM_DAYS] * g->match.now.set[PU_NUM_ROUNDS_PER_DAY] - round;
    return g;
}

static int purge_rounds_played(const struct game *g)
{
    return g->first_round;
}

static void purge_release(struct game *g)
{
    free(g);
}

static int purge_nb_players(const struct game *g)
{
    (void)g;
    return PU_PLAYERS;
}

static int purge_nb_rounds(const struct game *g)
{
    return g->rounds;
}

/* The replay and the players keep the board's NUM_DAYS: num_rounds() is the rule book's. */
static void purge_set_rounds(struct game *g, int rounds)
{
    g->rounds = rounds;
}

static int purge_score(const struct game *g, int seat)
{
    return g->match.now.score[seat];
}

static void purge_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    pu_write_header(o, &g->match, judged, names);
    pu_write_state(o, &g->match.now);
}

static void purge_turn_layout(const struct game *g, struct turn_layout *l)
{
    (void)g;
    l->size = sizeof(struct purge);
    l->view_offset = offsetof(struct purge, in);
    l->view_size = sizeof(struct pu_turn_view);
    l->orders_offset = offsetof(struct purge, out);
    l->orders_size = sizeof(struct pu_turn_orders);
}

static void purge_begin_turn(const struct game *g, int seat, void *view)
{
    struct pu_turn_view *t = view;
    t->me = seat;
    t->rng = g->match.player_rng[seat];
    pu_view_copy(&t->view, &g->match.now);
}

static int int_order(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The call count, and what the player side never writes (a scribbled turn): more orders
 * than calls, an id twice. Types and directions are the rules' to refuse, as the kit's. */
static enum seat_fault purge_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct pu_turn_orders *t = orders;
    if (t->nb_calls > PU_MAX_CALLS)
        return SEAT_TOO_MANY_ORDERS;
    if (t->nb_calls < 0 || t->orders.nb < 0 || t->orders.nb > t->nb_calls)
        return SEAT_BAD_ORDERS;
    int ids[PU_MAX_CALLS] = {0};
    for (int k = 0; k < t->orders.nb; k++)
        ids[k] = t->orders.order[k].id;
    qsort(ids, (size_t)t->orders.nb, sizeof ids[0], int_order);
    for (int k = 1; k < t->orders.nb; k++)
        if (ids[k] == ids[k - 1])
            return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

/* The kit's players draw rand() from the process's stream, where the board's streets left
 * it (a RANDOM board), one after the other: so do arena's, in both modes (engine/crand.h). */
static struct glibc_rand *purge_shared_rand(struct game *g)
{
    return &g->match.crand;
}

static void purge_play_round(struct game *g, const void *const orders[], const double status[], struct out *o,
                             struct seat_log *logs[])
{
    (void)logs; /* the kit refuses orders silently */
    struct pu_match *m = &g->match;
    const struct pu_orders *given[PU_PLAYERS];
    for (int p = 0; p < PU_PLAYERS; p++) {
        const struct pu_turn_orders *t = orders[p];
        given[p] = t ? &t->orders : NULL;
        if (t)
            m->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
    }
    pu_play_round(m, given, &g->log);
    pu_write_commands(o, &g->log);
    pu_write_state(o, &m->now);
}

const struct game_ops purge_game = {
    .name = "purge",
    .title = PU_TITLE,
    .version = PU_VERSION,
    .min_players = PU_PLAYERS,
    .max_players = PU_PLAYERS,
    .kit = {.judge_cpu_seconds = 1}, /* "one second for the whole match" */
    .player = &purge_player_side,
    .load = purge_load,
    .load_replay = purge_load_replay,
    .rounds_played = purge_rounds_played,
    .release = purge_release,
    .nb_players = purge_nb_players,
    .nb_rounds = purge_nb_rounds,
    .set_rounds = purge_set_rounds,
    .score = purge_score,
    .write_start = purge_write_start,
    .turn_layout = purge_turn_layout,
    .begin_turn = purge_begin_turn,
    .check_orders = purge_check_orders,
    .shared_rand = purge_shared_rand,
    .play_round = purge_play_round,
};
