/* toy.c — the toy game: match side and player side in one file (tests only). */
#include "toy.h"

#include <stddef.h>
#include <stdlib.h>

#include "alloc.h"

struct game {
    int nb_players, nb_rounds, round;
    int score[TOY_MAX_SEATS];
    struct toy_record record;
};

/* ---- player side ---- */

void toy_add(struct toy *t, int amount)
{
    if (++t->out.nb_calls > TOY_MAX_CALLS)
        return;
    if (amount < 0 || amount > 100) {
        seat_warn(t->log, "toy_add(%d): out of range", amount);
        return;
    }
    t->out.add += amount;
}

int toy_round(const struct toy *t)
{
    return t->in.round;
}

int toy_me(const struct toy *t)
{
    return t->in.me;
}

static void toy_play_turn(const struct player_def *player, void *memory, void *turn, struct seat_log *log,
                          struct marks *marks)
{
    struct toy *t = turn;
    t->out.nb_calls = 0;
    t->out.add = 0;
    t->log = log;
    t->marks = marks;
    player->play(t, memory);
}

static const struct player_side toy_player_side = {.abi = TOY_ABI, .play_turn = toy_play_turn};

/* ---- match side ---- */

static struct game *toy_load(struct scan *s, long long seed)
{
    (void)seed;
    struct game *g = xcalloc(1, sizeof *g);
    if (scan_expect(s, "toy") < 0 || scan_int(s, "players", 1, TOY_MAX_SEATS, &g->nb_players) < 0 ||
        scan_int(s, "rounds", 1, TOY_MAX_ROUNDS, &g->nb_rounds) < 0) {
        free(g);
        return NULL;
    }
    return g;
}

static void toy_release(struct game *g)
{
    free(g);
}

static int toy_nb_players(const struct game *g)
{
    return g->nb_players;
}

static void toy_set_rounds(struct game *g, int rounds)
{
    g->nb_rounds = rounds;
}

static int toy_nb_rounds(const struct game *g)
{
    return g->nb_rounds;
}

static int toy_score(const struct game *g, int seat)
{
    return g->score[seat];
}

static void toy_turn_layout(const struct game *g, struct turn_layout *l)
{
    (void)g;
    *l = (struct turn_layout){sizeof(struct toy), offsetof(struct toy, in), sizeof(struct toy_view),
                              offsetof(struct toy, out), sizeof(struct toy_orders)};
}

static void toy_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    out_str(o, judged ? "toy judged" : "toy");
    for (int p = 0; p < g->nb_players; p++) {
        out_char(o, ' ');
        out_str(o, names[p]);
    }
    out_char(o, '\n');
}

static void toy_begin_turn(const struct game *g, int seat, void *view)
{
    struct toy_view *v = view;
    v->me = seat;
    v->round = g->round;
    for (int p = 0; p < g->nb_players; p++)
        v->score[p] = g->score[p];
}

static enum seat_fault toy_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct toy_orders *o = orders;
    if (o->nb_calls > TOY_MAX_CALLS)
        return SEAT_TOO_MANY_ORDERS;
    if (o->nb_calls < 0 || o->add < 0 || o->add > 100 * TOY_MAX_CALLS)
        return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

static void toy_play_round(struct game *g, const void *const orders[], const double status[], struct out *o,
                           struct seat_log *logs[])
{
    (void)logs;
    struct toy_record *r = &g->record;
    for (int p = 0; p < g->nb_players; p++) {
        const struct toy_orders *t = orders[p];
        r->had_orders[g->round][p] = t != NULL;
        r->status[g->round][p] = status[p];
        if (t)
            g->score[p] += t->add;
    }
    r->nb_rounds = ++g->round;
    out_str(o, "round");
    for (int p = 0; p < g->nb_players; p++) {
        out_char(o, ' ');
        out_int(o, g->score[p]);
    }
    out_char(o, '\n');
}

const struct toy_record *toy_record(const struct game *g)
{
    return &g->record;
}

const struct game_ops toy_game = {
    .name = "toy",
    .title = "Toy",
    .version = "1",
    .min_players = 2,
    .max_players = 4,
    .player = &toy_player_side,
    .load = toy_load,
    .release = toy_release,
    .nb_players = toy_nb_players,
    .nb_rounds = toy_nb_rounds,
    .set_rounds = toy_set_rounds,
    .score = toy_score,
    .turn_layout = toy_turn_layout,
    .write_start = toy_write_start,
    .begin_turn = toy_begin_turn,
    .check_orders = toy_check_orders,
    .play_round = toy_play_round,
};
