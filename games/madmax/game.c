/* game.c — Mad Max as the engine sees it: the game_ops adapter and the replay writer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
};

static struct game *madmax_load(struct scan *board, long long seed)
{
    struct game *g = xmalloc(sizeof *g);
    if (mm_board_load(&g->match, board, seed) < 0) {
        free(g);
        return NULL;
    }
    return g;
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
    return g->match.now.set.nb_rounds;
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

static void madmax_write_start(struct game *g, const char *const names[], struct out *o)
{
    const struct mm_settings *s = &g->match.now.set;
    const int values[10] = {s->nb_players, s->nb_rounds, s->nb_cities, s->nb_warriors, s->nb_cars,
                            s->warriors_health, s->cars_fuel, s->damage, s->rows, s->cols};
    out_str(o, "Game\n\nSeed ");
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

static void madmax_begin_turn(const struct game *g, int seat, void *turn)
{
    struct madmax *t = turn;
    t->me = seat;
    t->rng = g->match.player_rng[seat];
    t->nb_calls = 0;
    t->nb_orders = 0;
    t->lists_ready = 0;
    memset(t->ordered, 0, (size_t)g->match.now.nb_units);
    mm_view_copy(&t->view, &g->match.now);
}

static enum seat_fault madmax_play_turn(const struct player_def *player, void *memory, void *turn,
                                        struct out *log)
{
    struct madmax *t = turn;
    t->log = log;
    player->play(t, memory);
    /* Deviation from the reference, which aborts the whole match here: only this
     * player is stopped (the rule book says the player is aborted). */
    return t->nb_calls > MM_MAX_ORDERS ? SEAT_TOO_MANY_ORDERS : SEAT_OK;
}

/* The reference's warning lines for refused orders (a Rand x4 match prints ~30,000). */
struct refusal_log {
    struct out *log;
    int round;
};

static void log_refusal(void *ctx, enum mm_refusal why, const struct mm_order *o, int player, int owner)
{
    struct refusal_log *r = ctx;
    struct out *log = r->log;
    switch (why) {
    case MM_ID_OUT_OF_RANGE:
        out_str(log, "warning: id out of range :");
        out_int(log, o->id);
        break;
    case MM_NOT_OWN_UNIT:
        out_str(log, "warning: not own unit: ");
        out_int(log, o->id);
        out_char(log, ' ');
        out_int(log, owner);
        out_char(log, ' ');
        out_int(log, player);
        break;
    case MM_BAD_DIRECTION:
        out_str(log, "warning: direction not valid: ");
        out_int(log, o->dir);
        break;
    case MM_CANNOT_MOVE:
        out_str(log, "warning: cannot move: ");
        out_int(log, o->id);
        out_char(log, ' ');
        out_int(log, player);
        out_char(log, ' ');
        out_int(log, r->round);
        break;
    }
    out_char(log, '\n');
}

static void madmax_play_round(struct game *g, void *const turns[], const double status[],
                              struct out *o, struct out *log)
{
    struct mm_match *m = &g->match;
    struct mm_round_orders ro;
    for (int p = 0; p < MM_PLAYERS; p++) {
        const struct madmax *t = turns[p];
        ro.orders[p] = t ? t->orders : NULL;
        ro.nb_orders[p] = t ? t->nb_orders : 0;
        if (t)
            m->player_rng[p] = t->rng;
        m->now.status[p] = status[p];
    }
    struct refusal_log refusals = {log, m->now.round};
    struct mm_warn_sink sink = {log_refusal, &refusals};
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
    .turn_size = sizeof(struct madmax),
    .load = madmax_load,
    .release = madmax_release,
    .nb_players = madmax_nb_players,
    .nb_rounds = madmax_nb_rounds,
    .score = madmax_score,
    .write_start = madmax_write_start,
    .begin_turn = madmax_begin_turn,
    .play_turn = madmax_play_turn,
    .play_round = madmax_play_round,
};
