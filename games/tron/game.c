/* game.c — Tron 3D as the engine sees it: the game_ops adapter and the replay writer. */
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "alloc.h"
#include "board.h"
#include "game.h"
#include "turn.h"

struct game {
    struct tr_match match;
    struct minstd player_rng[TR_MAX_PLAYERS]; /* each seat's own generator (arena's) */
    int judged;
    int *stack; /* room for a ghost stack, for the replay */
    struct tr_round_log log;
    int first_round; /* rounds played before this match started (--from) */
};

const struct tr_match *tron_match(const struct game *g)
{
    return &g->match;
}

static struct game *tron_load(struct scan *board, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (tr_board_read(board, &g->match) < 0) {
        free(g);
        return NULL;
    }
    tr_match_start(&g->match, seed);
    for (int p = 0; p < TR_MAX_PLAYERS; p++)
        minstd_seed(&g->player_rng[p], seed + p);
    g->stack = xmalloc((size_t)g->match.ghost_cap * sizeof *g->stack);
    return g;
}

static struct game *tron_load_replay(struct scan *replay, int round, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (tr_replay_read(replay, &g->match, round, seed) < 0) {
        tr_match_release(&g->match);
        free(g);
        return NULL;
    }
    for (int p = 0; p < TR_MAX_PLAYERS; p++)
        minstd_seed(&g->player_rng[p], seed + p);
    g->stack = xmalloc((size_t)g->match.ghost_cap * sizeof *g->stack);
    g->first_round = round;
    return g;
}

static int tron_rounds_played(const struct game *g)
{
    return g->first_round;
}

static void tron_release(struct game *g)
{
    tr_match_release(&g->match);
    free(g->stack);
    free(g);
}

static int tron_nb_players(const struct game *g)
{
    return g->match.set.nb_players;
}

static int tron_nb_rounds(const struct game *g)
{
    return g->match.set.nb_rounds - g->first_round;
}

static void tron_set_rounds(struct game *g, int rounds)
{
    g->match.set.nb_rounds = g->first_round + rounds;
}

static int tron_score(const struct game *g, int seat)
{
    return g->match.now.score[seat];
}

/* ---- the replay --------------------------------------------------------------------- */

static void ints_line(struct out *o, const char *key, const int *v, int n)
{
    out_str(o, key);
    for (int k = 0; k < n; k++) {
        out_char(o, ' ');
        out_int(o, v[k]);
    }
    out_char(o, '\n');
}

static void write_state(struct out *o, struct game *g)
{
    const struct tr_match *m = &g->match;
    int np = m->set.nb_players;
    out_str(o, "\nround ");
    out_int(o, m->now.round);
    out_char(o, '\n');
    ints_line(o, "score", m->now.score, np);
    out_str(o, "status");
    for (int p = 0; p < np; p++) {
        out_char(o, ' ');
        out_double(o, m->now.status[p]);
    }
    out_str(o, "\nvertices\n");
    for (int v = 0; v < m->graph.nb_vertices; v++) {
        const struct tr_vertex *x = &m->vertex[v];
        /* ~30,000 of these a match: formatted in place (walls are -1 or a bike id < 256) */
        char *p = out_room(o, 16), *start = p;
        p = out_format_int(p, x->wall);
        *p++ = ' ';
        *p++ = tr_bonus_char(x->bonus);
        *p++ = ' ';
        if (m->ghost_top[v] < 0) {
            memcpy(p, "-8 ", 3);
            o->len += (size_t)(p + 3 - start);
            continue;
        }
        o->len += (size_t)(p - start);
        {
            int n = tr_ghost_stack(m, v, g->stack);
            for (int k = 0; k < n; k++) {
                out_int(o, g->stack[k]);
                out_char(o, ' ');
            }
        }
        out_str(o, "-8 ");
    }
    out_str(o, "\nbikes\n");
    for (int k = 0; k < m->nb_bikes; k++) {
        const struct tr_bike *b = &m->bike[k];
        out_int(o, b->player);
        out_char(o, ' ');
        out_char(o, tr_bonus_char(b->bonus));
        out_char(o, ' ');
        out_int(o, b->vertex);
        out_char(o, ' ');
        out_int(o, b->turbo);
        out_char(o, ' ');
        out_int(o, b->ghost);
        out_str(o, b->alive ? " 1\n" : " 0\n");
    }
    out_char(o, '\n');
}

static void tron_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    const struct tr_settings *s = &g->match.set;
    g->judged = judged;
    out_str(o, TR_TITLE " " TR_VERSION "\nmap ");
    out_str(o, g->match.graph.name);
    out_printf(o, "\nnb_players %d\nnb_bikes %d\nnb_rounds %d\nbonus_round %d\nturbo_duration %d\n"
                  "ghost_duration %d\nscore_bonus %d\nsecgame %s\nnames",
               s->nb_players, s->nb_bikes, s->nb_rounds, s->bonus_round, s->turbo_duration, s->ghost_duration,
               s->score_bonus, judged ? "true" : "false");
    for (int p = 0; p < s->nb_players; p++) {
        out_char(o, ' ');
        out_str(o, names[p]);
    }
    out_str(o, "\n\n");
    write_state(o, g);
}

/* A movement's fields, -1 printed as -99 (-1 ends the lists). */
static void write_move(struct out *o, const struct tr_move *m)
{
    out_int(o, m->bike == -1 ? TR_UNSET : m->bike);
    out_char(o, ' ');
    out_int(o, m->next_vertex == -1 ? TR_UNSET : m->next_vertex);
    out_str(o, m->use_bonus ? " 1\n" : " 0\n");
}

/* ---- turns -------------------------------------------------------------------------- */

static void tron_turn_layout(const struct game *g, struct turn_layout *l)
{
    const struct tr_match *m = &g->match;
    l->size = tr_turn_size(m->graph.nb_vertices, m->graph.nb_adj, m->graph.nb_bonus, m->nb_bikes);
    l->view_offset = offsetof(struct tron, in);
    l->view_size = l->size - l->view_offset;
    l->orders_offset = offsetof(struct tron, out);
    l->orders_size = sizeof(struct tr_turn_orders);
}

static void tron_begin_turn(const struct game *g, int seat, void *view)
{
    const struct tr_match *m = &g->match;
    struct tron *t = (struct tron *)((char *)view - offsetof(struct tron, in));
    struct tr_view *v = &t->in;
    v->me = seat;
    v->rng = g->player_rng[seat];
    v->set = m->set;
    v->now = m->now;
    v->secgame = g->judged;
    v->nb_vertices = m->graph.nb_vertices; /* the counts first: the parts are found from them */
    v->nb_adj = m->graph.nb_adj;
    v->nb_bonus = m->graph.nb_bonus;
    v->nb_bikes = m->nb_bikes;
    struct tr_parts p;
    tr_view_parts(t, &p);
    memcpy(p.bike, m->bike, (size_t)m->nb_bikes * sizeof *p.bike);
    memcpy(p.vertex, m->vertex, (size_t)m->graph.nb_vertices * sizeof *p.vertex);
    if (!v->graph_filled) {
        memcpy(v->map, m->graph.name, sizeof v->map);
        memcpy(p.first, m->graph.first, ((size_t)m->graph.nb_vertices + 1) * sizeof *p.first);
        memcpy(p.adj, m->graph.adj, (size_t)m->graph.nb_adj * sizeof *p.adj);
        memcpy(p.bonus, m->graph.bonus, (size_t)m->graph.nb_bonus * sizeof *p.bonus);
        v->graph_filled = 1;
    }
}

/* The call count, and what the player side never writes (a scribbled turn). The rules
 * check every movement again. */
static enum seat_fault tron_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct tr_turn_orders *t = orders;
    if (t->nb_calls > TR_MAX_CALLS)
        return SEAT_TOO_MANY_ORDERS;
    if (t->nb_calls < 0 || t->orders.nb < 0 || t->orders.nb > TR_MAX_CALLS || t->orders.nb > t->nb_calls)
        return SEAT_BAD_ORDERS;
    for (int k = 0; k < t->orders.nb; k++)
        if (t->orders.move[k].use_bonus != 0 && t->orders.move[k].use_bonus != 1)
            return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

/* The reference's messages for skipped commands, as warnings of the player. */
static void refused(void *ctx, int player, enum tr_refusal why, const struct tr_move *m, int from)
{
    struct seat_log **logs = ctx;
    switch (why) {
    case TR_BAD_ID: seat_warn(logs[player], "Bike id out of range. id=%d", m->bike); break;
    case TR_NOT_OWN: seat_warn(logs[player], "Trying to move an opponent bike! id=%d", m->bike); break;
    case TR_NOT_NEIGHBOUR:
        seat_warn(logs[player], "Invalid move from vertex %d to %d. id=%d", from, m->next_vertex, m->bike);
        break;
    case TR_DEAD: seat_warn(logs[player], "Trying to move a dead bike! id=%d", m->bike); break;
    case TR_MOVED: seat_warn(logs[player], "Bike already moved this round!. id=%d", m->bike); break;
    case TR_NOT_TURBO: seat_warn(logs[player], "Only turbo bikes can move at odd rounds. id=%d", m->bike); break;
    case TR_NO_ITEM: seat_warn(logs[player], "Bike %d has no item to use!", m->bike); break;
    }
}

/* The players' rand() is the match's stream, as in the original kit (engine/crand.h). */
static struct glibc_rand *tron_shared_rand(struct game *g)
{
    return &g->match.rng;
}

static void tron_play_round(struct game *g, const void *const orders[], const double status[], struct out *o,
                            struct seat_log *logs[])
{
    struct tr_match *m = &g->match;
    int np = m->set.nb_players;
    const struct tr_orders *given[TR_MAX_PLAYERS];
    out_str(o, "actions\n");
    for (int p = 0; p < np; p++) {
        const struct tr_turn_orders *t = orders[p];
        given[p] = t ? &t->orders : NULL;
        if (t)
            g->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
        out_int(o, p);
        out_char(o, '\n');
        for (int k = 0; given[p] && k < given[p]->nb; k++)
            write_move(o, &given[p]->move[k]);
        out_str(o, "-1\n");
    }
    struct tr_warn_sink sink = {refused, logs};
    tr_play_round(m, given, &g->log, &sink);
    out_str(o, "\nmovements\n");
    for (int k = 0; k < g->log.nb_moves; k++)
        write_move(o, &g->log.moves[k]);
    out_str(o, "-1\n");
    write_state(o, g);
}

const struct game_ops tron_game = {
    .name = "tron",
    .title = "tron3d",
    .version = "v1.2",
    .min_players = TR_MIN_PLAYERS,
    .max_players = TR_MAX_PLAYERS,
    .kit = {.judge_cpu_seconds = 2,
            .first_round = 1,
            .no_seed_line = 1,
            .no_score_lines = 1,
            .update_line = "info: updating board",
            .end_line = "info: game finished"},
    .player = &tron_player_side,
    .load = tron_load,
    .release = tron_release,
    .nb_players = tron_nb_players,
    .nb_rounds = tron_nb_rounds,
    .set_rounds = tron_set_rounds,
    .load_replay = tron_load_replay,
    .rounds_played = tron_rounds_played,
    .score = tron_score,
    .write_start = tron_write_start,
    .turn_layout = tron_turn_layout,
    .begin_turn = tron_begin_turn,
    .check_orders = tron_check_orders,
    .shared_rand = tron_shared_rand,
    .play_round = tron_play_round,
};
