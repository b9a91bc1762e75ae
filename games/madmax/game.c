/* game.c — Mad Max as the engine sees it: the game_ops adapter and the replay writer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "alloc.h"
#include "board.h"
#include "error.h"
#include "game.h"
#include "turn.h"

struct game {
    struct mm_match match;
    struct mm_order moved[MM_PLAYERS * MM_MAX_ORDERS];
    /* The grid as the replay prints it; only city owners ever change it. */
    char grid_text[MM_MAX_DIM * (MM_MAX_DIM + 1)];
    signed char grid_owners[MM_MAX_CELLS];
    int grid_ready;
    int first_round; /* rounds played before this match started (--from) */
};

const struct mm_match *madmax_match(const struct game *g)
{
    return &g->match;
}

static struct game *madmax_load(struct scan *board, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (mm_board_load(&g->match, board, seed) < 0) {
        free(g);
        return NULL;
    }
    return g;
}

static struct game *madmax_load_replay(struct scan *replay, int round, long long seed)
{
    struct game *g = xcalloc(1, sizeof *g);
    if (mm_replay_load(&g->match, replay, round, seed) < 0) {
        free(g);
        return NULL;
    }
    g->first_round = round;
    return g;
}

static int madmax_rounds_played(const struct game *g)
{
    return g->first_round;
}

static void madmax_release(struct game *g)
{
    free(g);
}

static int madmax_nb_players(const struct game *g)
{
    return g->match.now.set.nb_players;
}

static int madmax_nb_rounds(const struct game *g)
{
    return g->match.now.set.nb_rounds - g->first_round;
}

static void madmax_set_rounds(struct game *g, int rounds)
{
    g->match.now.set.nb_rounds = g->first_round + rounds;
}

static int madmax_score(const struct game *g, int seat)
{
    return g->match.now.total_score[seat];
}

static void write_counts(struct out *o, const char *label, const int v[MM_PLAYERS])
{
    out_str(o, label);
    for (int p = 0; p < MM_PLAYERS; p++) {
        out_char(o, ' ');
        out_int(o, v[p]);
    }
    out_char(o, '\n');
}

static void write_grid(struct game *g, struct out *o)
{
    const struct mm_view *v = &g->match.now;
    int rows = v->set.rows, cols = v->set.cols;
    if (!g->grid_ready || memcmp(g->grid_owners, v->owner, (size_t)(rows * cols)) != 0) {
        char *p = g->grid_text;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++)
                *p++ = mm_cell_char(v, i * cols + j);
            *p++ = '\n';
        }
        memcpy(g->grid_owners, v->owner, (size_t)(rows * cols));
        g->grid_ready = 1;
    }
    out_write(o, g->grid_text, (size_t)rows * (size_t)(cols + 1));
}

static void write_units(const struct mm_view *v, struct out *o)
{
    /* one unit line is at most 2 + 5 * 7 characters (values are shorts) */
    char *start = out_room(o, (size_t)v->nb_units * 40), *p = start;
    for (int id = 0; id < v->nb_units; id++) {
        const struct mm_unit *u = &v->units[id];
        *p++ = u->type == MM_WARRIOR ? 'w' : 'c';
        *p++ = ' ';
        p = out_format_int(p, u->player);
        *p++ = ' ';
        p = out_format_int(p, u->i);
        *p++ = ' ';
        p = out_format_int(p, u->j);
        *p++ = ' ';
        p = out_format_int(p, u->food);
        *p++ = ' ';
        p = out_format_int(p, u->water);
        *p++ = '\n';
    }
    o->len += (size_t)(p - start);
}

static void write_state(struct game *g, struct out *o)
{
    const struct mm_view *v = &g->match.now;
    out_str(o, "\n\n");
    write_grid(g, o);
    out_str(o, "\nround ");
    out_int(o, v->round);
    out_char(o, '\n');
    write_counts(o, "num_cities", v->num_cities);
    write_counts(o, "total_score", v->total_score);
    out_str(o, "status");
    for (int p = 0; p < MM_PLAYERS; p++) {
        out_char(o, ' ');
        out_double(o, v->status[p]);
    }
    out_char(o, '\n');
    write_units(v, o);
    out_char(o, '\n');
}

static void madmax_write_start(struct game *g, const char *const names[], int judged, struct out *o)
{
    const struct mm_settings *s = &g->match.now.set;
    const int values[10] = {s->nb_players, s->nb_rounds, s->nb_cities, s->nb_warriors, s->nb_cars,
                            s->warriors_health, s->cars_fuel, s->damage, s->rows, s->cols};
    out_str(o, judged ? "SecGame\n\nSeed " : "Game\n\nSeed ");
    out_int(o, (long long)g->match.seed);
    out_str(o, "\n\n" MM_TITLE " " MM_VERSION "\n");
    for (int k = 0; k < 10; k++)
        out_printf(o, "%-16s%d\n", mm_param_names[k], values[k]);
    out_str(o, "names          ");
    for (int p = 0; p < s->nb_players; p++) {
        out_char(o, ' ');
        out_str(o, names[p]);
    }
    out_char(o, '\n');
    write_state(g, o);
}

static void madmax_turn_layout(const struct game *g, struct turn_layout *l)
{
    (void)g;
    l->size = sizeof(struct madmax);
    l->view_offset = offsetof(struct madmax, in);
    l->view_size = sizeof(struct mm_turn_view);
    l->orders_offset = offsetof(struct madmax, out);
    l->orders_size = sizeof(struct mm_turn_orders);
}

static void madmax_begin_turn(const struct game *g, int seat, void *view)
{
    struct mm_turn_view *t = view;
    t->me = seat;
    t->rng = g->match.player_rng[seat];
    mm_view_copy(&t->view, &g->match.now);
}

/* Deviation from the reference, which aborts the whole match on more than 1000 orders:
 * only this player is stopped (the rule book says the player is aborted). */
static enum seat_fault madmax_check_orders(const struct game *g, int seat, const void *orders)
{
    (void)g, (void)seat;
    const struct mm_turn_orders *o = orders;
    if (o->nb_calls > MM_MAX_ORDERS)
        return SEAT_TOO_MANY_ORDERS;
    if (o->nb_orders < 0 || o->nb_orders > MM_MAX_ORDERS || o->nb_orders > o->nb_calls)
        return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

/* The reference's warning lines for refused orders (a Rand x4 match prints ~30,000:
 * formatted without printf). */
static void log_refusal(void *ctx, enum mm_refusal why, const struct mm_order *o, int player, int owner)
{
    struct seat_log *log = ((struct seat_log *const *)ctx)[player];
    struct out *w = seat_warn_line(log);
    if (!w)
        return;
    switch (why) {
    case MM_ID_OUT_OF_RANGE:
        out_str(w, "id out of range :");
        out_int(w, o->id);
        break;
    case MM_NOT_OWN_UNIT:
        out_str(w, "not own unit: ");
        out_int(w, o->id);
        out_char(w, ' ');
        out_int(w, owner);
        out_char(w, ' ');
        out_int(w, player);
        break;
    case MM_BAD_DIRECTION:
        out_str(w, "direction not valid: ");
        out_int(w, o->dir);
        break;
    case MM_CANNOT_MOVE:
        out_str(w, "cannot move: ");
        out_int(w, o->id);
        out_char(w, ' ');
        out_int(w, player);
        out_char(w, ' ');
        out_int(w, log->round);
        break;
    case MM_REPEATED:
        out_str(w, "action already requested for unit ");
        out_int(w, o->id);
        break;
    }
    out_char(w, '\n');
}

static void madmax_play_round(struct game *g, const void *const orders[], const double status[],
                              struct out *o, struct seat_log *logs[])
{
    struct mm_match *m = &g->match;
    struct mm_round_orders ro;
    for (int p = 0; p < MM_PLAYERS; p++) {
        const struct mm_turn_orders *t = orders[p];
        int n = t ? t->nb_orders : 0;
        ro.orders[p] = t ? t->orders : NULL;
        ro.nb_orders[p] = n < 0 ? 0 : n > MM_MAX_ORDERS ? MM_MAX_ORDERS : n; /* checked before */
        if (t)
            m->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
    }
    struct mm_warn_sink sink = {log_refusal, logs};
    int n = mm_play_round(m, &ro, g->moved, &sink);
    out_str(o, "movements\n");
    for (int k = 0; k < n; k++) {
        out_int(o, g->moved[k].id);
        out_char(o, ' ');
        out_char(o, mm_dir_char[g->moved[k].dir]);
        out_char(o, '\n');
    }
    out_str(o, "-1\n");
    write_state(g, o);
}

const struct game_ops madmax_game = {
    .name = "madmax",
    .title = MM_TITLE,
    .version = MM_VERSION,
    .min_players = MM_PLAYERS,
    .max_players = MM_PLAYERS,
    .player = &madmax_player_side,
    .load = madmax_load,
    .release = madmax_release,
    .nb_players = madmax_nb_players,
    .nb_rounds = madmax_nb_rounds,
    .set_rounds = madmax_set_rounds,
    .load_replay = madmax_load_replay,
    .rounds_played = madmax_rounds_played,
    .score = madmax_score,
    .write_start = madmax_write_start,
    .turn_layout = madmax_turn_layout,
    .begin_turn = madmax_begin_turn,
    .check_orders = madmax_check_orders,
    .play_round = madmax_play_round,
};
