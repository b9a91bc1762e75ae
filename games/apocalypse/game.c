/* game.c — Apocalypse Now as the engine sees it: the game_ops adapter and the replay writer. */
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "alloc.h"
#include "board.h"
#include "game.h"
#include "turn.h"

struct game {
    struct ap_match match;
    int first_round; /* rounds played before this match started (--from) */
    int rounds;      /* to play: AP_ROUNDS - first_round unless cut short (--rounds) */
};

const struct ap_match *apocalypse_match(const struct game *g)
{
    return &g->match;
}

static struct game *apocalypse_load(struct scan *board, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (ap_board_read(board, &g->match.now) < 0) {
        free(g);
        return NULL;
    }
    ap_match_start(&g->match, seed);
    g->rounds = AP_ROUNDS;
    return g;
}

static void apocalypse_release(struct game *g)
{
    free(g);
}

static int apocalypse_nb_players(const struct game *g)
{
    (void)g;
    return AP_PLAYERS;
}

static struct game *apocalypse_load_replay(struct scan *replay, int round, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (ap_replay_read(replay, &g->match.now, round) < 0) {
        free(g);
        return NULL;
    }
    int score[AP_PLAYERS];
    memcpy(score, g->match.now.score, sizeof score);
    ap_match_start(&g->match, seed);
    memcpy(g->match.now.score, score, sizeof score); /* the replay's: this round is scored */
    g->first_round = round;
    g->rounds = AP_ROUNDS - round;
    return g;
}

static int apocalypse_rounds_played(const struct game *g)
{
    return g->first_round;
}

static int apocalypse_nb_rounds(const struct game *g)
{
    return g->rounds;
}

/* The replay has no count of rounds, and players are told the rule book's. */
static void apocalypse_set_rounds(struct game *g, int rounds)
{
    g->rounds = rounds;
}

static int apocalypse_score(const struct game *g, int seat)
{
    return g->match.now.score[seat];
}

static void write_row(struct out *o, const char *label, const int *ints, const double *doubles)
{
    out_str(o, label);
    for (int p = 0; p < AP_PLAYERS; p++) {
        if (ints)
            out_int(o, ints[p]);
        else
            out_double(o, doubles[p]);
        out_char(o, '\t');
    }
    out_str(o, "\n\n");
}

/* One state of the replay: the board tables, then round, scores and status. */
static void write_state(struct out *o, const struct ap_view *v)
{
    ap_board_write_tables(o, v);
    out_str(o, "round ");
    out_int(o, v->round);
    out_str(o, "\n\n");
    write_row(o, "total_score\n", v->score, NULL);
    write_row(o, "status\n", NULL, v->status);
}

static void apocalypse_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    out_str(o, judged ? "SecGame\n\nSeed " : "Game\n\nSeed ");
    out_int(o, g->match.seed);
    out_str(o, "\n\n" AP_TITLE " " AP_VERSION "\nnames         ");
    for (int p = 0; p < AP_PLAYERS; p++) {
        out_char(o, ' ');
        out_str(o, names[p]);
    }
    out_char(o, '\n');
    write_state(o, &g->match.now);
}

static void apocalypse_turn_layout(const struct game *g, struct turn_layout *l)
{
    (void)g;
    l->size = sizeof(struct apocalypse);
    l->view_offset = offsetof(struct apocalypse, in);
    l->view_size = AP_TURN_VIEW_SIZE;
    l->orders_offset = offsetof(struct apocalypse, out);
    l->orders_size = sizeof(struct ap_turn_orders);
}

void ap_turn_fill(struct ap_turn_view *view, const struct ap_match *m, int seat)
{
    view->me = seat;
    view->rng = m->player_rng[seat];
    memcpy(&view->view, &m->now, offsetof(struct ap_view, soldier_at));
}

static void apocalypse_begin_turn(const struct game *g, int seat, void *view)
{
    ap_turn_fill(view, &g->match, seat);
}

/* The call count, and what the player side never writes (a scribbled turn). The rules
 * check every order again (ids, cells, jumps) and drop bad ones silently. */
static enum seat_fault apocalypse_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct ap_turn_orders *o = orders;
    if (o->nb_calls > AP_MAX_CALLS)
        return SEAT_TOO_MANY_ORDERS;
    if (o->nb_calls < 0 || o->orders.nb_jumps < 0 || o->orders.nb_jumps > AP_MAX_JUMP)
        return SEAT_BAD_ORDERS;
    for (int k = 0; k < AP_TOTAL_SOLDIERS; k++)
        if (o->orders.soldier[k] < -1 || o->orders.soldier[k] > 8)
            return SEAT_BAD_ORDERS;
    for (int k = 0; k < AP_HELIS; k++)
        if (o->orders.heli[k] < 0 || o->orders.heli[k] > AP_NAPALM)
            return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

static void apocalypse_play_round(struct game *g, const void *const orders[], const double status[],
                                  struct out *o, struct seat_log *logs[])
{
    (void)logs; /* the rules drop bad orders silently, as the reference Board does */
    struct ap_match *m = &g->match;
    const struct ap_orders *checked[AP_PLAYERS];
    for (int p = 0; p < AP_PLAYERS; p++) {
        const struct ap_turn_orders *t = orders[p];
        checked[p] = t ? &t->orders : NULL;
        if (t)
            m->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
    }
    ap_play_round(m, checked);
    write_state(o, &m->now);
}

const struct game_ops apocalypse_game = {
    .name = "apocalypse",
    .title = AP_TITLE,
    .version = AP_VERSION,
    .min_players = AP_PLAYERS,
    .max_players = AP_PLAYERS,
    .player = &apocalypse_player_side,
    .load = apocalypse_load,
    .release = apocalypse_release,
    .nb_players = apocalypse_nb_players,
    .nb_rounds = apocalypse_nb_rounds,
    .set_rounds = apocalypse_set_rounds,
    .load_replay = apocalypse_load_replay,
    .rounds_played = apocalypse_rounds_played,
    .score = apocalypse_score,
    .write_start = apocalypse_write_start,
    .turn_layout = apocalypse_turn_layout,
    .begin_turn = apocalypse_begin_turn,
    .check_orders = apocalypse_check_orders,
    .play_round = apocalypse_play_round,
};
