/* api.c — Tron 3D's player side: the player API (tron.h) on one seat's turn block, and
 * the glue that runs play(). All a player's process needs; nothing of the match. */
#include <string.h>

#include "game.h"
#include "tron.h"
#include "turn.h"

_Static_assert((int)BONUS_NONE == TR_NONE && (int)BONUS_TURBO == TR_TURBO && (int)BONUS_GHOST == TR_GHOST &&
                   (int)BONUS_POINTS == TR_POINTS,
               "tron.h and rules.h disagree");

static struct tr_parts parts(const struct tron *game)
{
    struct tr_parts p;
    tr_view_parts(game, &p);
    return p;
}

/* ---- parameters --------------------------------------------------------------------- */

const char *version(const struct tron *game)
{
    (void)game;
    return TR_TITLE " " TR_VERSION;
}

const char *map_name(const struct tron *game)
{
    return game->in.map;
}

int nb_players(const struct tron *game)
{
    return game->in.set.nb_players;
}

int nb_bikes(const struct tron *game)
{
    return game->in.set.nb_bikes;
}

int nb_rounds(const struct tron *game)
{
    return game->in.set.nb_rounds;
}

int bonus_round(const struct tron *game)
{
    return game->in.set.bonus_round;
}

int turbo_duration(const struct tron *game)
{
    return game->in.set.turbo_duration;
}

int ghost_duration(const struct tron *game)
{
    return game->in.set.ghost_duration;
}

int score_bonus(const struct tron *game)
{
    return game->in.set.score_bonus;
}

int nb_vertices(const struct tron *game)
{
    return game->in.nb_vertices;
}

struct id_list bonus_vertices(const struct tron *game)
{
    return (struct id_list){game->in.nb_bonus, parts(game).bonus};
}

bool secgame(const struct tron *game)
{
    return game->in.secgame != 0;
}

/* ---- state -------------------------------------------------------------------------- */

int me(const struct tron *game)
{
    return game->in.me;
}

int current_round(const struct tron *game)
{
    return game->in.now.round;
}

bool player_ok(const struct tron *game, int pl)
{
    return pl >= 0 && pl < game->in.set.nb_players;
}

bool bike_ok(const struct tron *game, int id)
{
    return id >= 0 && id < game->in.nb_bikes;
}

bool vertex_ok(const struct tron *game, int v)
{
    return v >= 0 && v < game->in.nb_vertices;
}

bool is_neighbour(const struct tron *game, int a, int b)
{
    if (!vertex_ok(game, a))
        return false;
    struct tr_parts p = parts(game);
    for (int k = p.first[a]; k < p.first[a + 1]; k++)
        if (p.adj[k] == b)
            return true;
    return false;
}

int score(const struct tron *game, int pl)
{
    if (!player_ok(game, pl)) {
        seat_warn(game->log, "score(int pl) invoked with pl = %d", pl);
        return -1;
    }
    return game->in.now.score[pl];
}

double status(const struct tron *game, int pl)
{
    if (!player_ok(game, pl)) {
        seat_warn(game->log, "status(int pl) invoked with pl = %d", pl);
        return -2;
    }
    return game->in.now.status[pl];
}

struct id_list neighbours(const struct tron *game, int v)
{
    if (!vertex_ok(game, v))
        return (struct id_list){0, NULL};
    struct tr_parts p = parts(game);
    return (struct id_list){p.first[v + 1] - p.first[v], p.adj + p.first[v]};
}

struct vertex vertex(const struct tron *game, int v)
{
    if (!vertex_ok(game, v)) {
        seat_warn(game->log, "vertex(int v) invoked with v = %d", v);
        return (struct vertex){-1, -1, -1, BONUS_NONE, {0, NULL}};
    }
    struct tr_parts p = parts(game);
    const struct tr_vertex *x = &p.vertex[v];
    return (struct vertex){v, x->bike, x->wall, x->bonus, neighbours(game, v)};
}

struct bike bike(const struct tron *game, int id)
{
    if (!bike_ok(game, id)) {
        seat_warn(game->log, "bike(int id) invoked with id = %d", id);
        return (struct bike){-1, -1, BONUS_NONE, -1, 0, 0, false};
    }
    struct tr_parts p = parts(game);
    const struct tr_bike *b = &p.bike[id];
    return (struct bike){id, b->player, b->bonus, b->vertex, b->turbo, b->ghost, b->alive != 0};
}

struct id_list bikes(const struct tron *game, int pl)
{
    if (!player_ok(game, pl)) {
        seat_warn(game->log, "bikes(int pl) invoked with pl = %d", pl);
        return (struct id_list){0, NULL};
    }
    struct tron *g = (struct tron *)game; /* the player's own copy: building the lists is fine */
    if (!g->lists_ready) {
        memset(g->list_size, 0, sizeof g->list_size);
        for (int id = 0; id < g->in.nb_bikes; id++) {
            int p = id % g->in.set.nb_players;
            g->list[p][g->list_size[p]++] = id;
        }
        g->lists_ready = true;
    }
    return (struct id_list){g->list_size[pl], g->list[pl]};
}

/* ---- commands ----------------------------------------------------------------------- */

bool command(struct tron *game, struct movement m)
{
    if (++game->out.nb_calls > TR_MAX_CALLS)
        return false; /* the game freezes the seat when it reads the orders */
    struct tr_orders *o = &game->out.orders;
    bool repeated = false;
    if (bike_ok(game, m.bike))
        repeated = game->commanded[m.bike];
    else
        for (int k = 0; k < o->nb && !repeated; k++)
            repeated = o->move[k].bike == m.bike;
    if (repeated) {
        seat_warn(game->log, "action already requested for unit %d", m.bike);
        return false;
    }
    if (bike_ok(game, m.bike))
        game->commanded[m.bike] = true;
    o->move[o->nb++] = (struct tr_move){m.bike, m.next_vertex, m.use_bonus ? 1 : 0};
    return true;
}

/* ---- randomness --------------------------------------------------------------------- */

int random_int(struct tron *game, int l, int u)
{
    return minstd_uniform(&game->out.rng, l, u);
}

/* ---- the glue ----------------------------------------------------------------------- */

void debug_mark(struct tron *game, int vertex, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_POINT, vertex, 0, 0, 0, colour, text);
}

void debug_line(struct tron *game, int from, int to, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_LINE, from, 0, to, 0, colour, text);
}

static void tron_play_turn(const struct player_def *player, void *memory, void *turn, struct seat_log *log, struct marks *marks)
{
    struct tron *t = turn;
    t->out.rng = t->in.rng;
    t->out.nb_calls = 0;
    t->out.orders.nb = 0;
    memset(t->commanded, 0, sizeof t->commanded);
    t->lists_ready = false;
    t->log = log;
    t->marks = marks;
    player->play(turn, memory);
}

const struct player_side tron_player_side = {
    .abi = TRON_ABI,
    .play_turn = tron_play_turn,
    .shares_rand = 1,
};
