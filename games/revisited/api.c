/* api.c — Mad Max Revisited's player side: the player API (revisited.h) on one seat's
 * turn block, and the glue that runs play(). All a player's process needs; nothing of
 * the match. */
#include <string.h>

#include "game.h"
#include "revisited.h"
#include "turn.h"

/* The player header repeats the rules' numbers under the reference's names. */
_Static_assert((int)NB_DIRS == RV_NB_DIRS && (int)MAX_PASSED == RV_MAX_PASSED && (int)FAST_DOWN == RV_FAST_DOWN &&
                   (int)DEFAULT == RV_DEFAULT && (int)SLOW == RV_SLOW,
               "revisited.h and rules.h disagree");
_Static_assert((int)TYRE == RV_TYRE && (int)CAR == RV_CAR && (int)MISSILE == RV_MISSILE &&
                   (int)WATER_BONUS == RV_WATER_BONUS && (int)MISSILE_BONUS == RV_MISSILE_BONUS &&
                   (int)GAS_BONUS == RV_GAS_BONUS,
               "revisited.h and rules.h disagree");

static const struct rv_settings *set(const struct revisited *game)
{
    return &game->in.view.set;
}

/* ---- directions --------------------------------------------------------------------- */

bool dir_ok(int d)
{
    return d >= 0 && d < RV_NB_DIRS;
}

struct pos dir_vector(enum dir d)
{
    if (!dir_ok((int)d))
        return (struct pos){0, 0};
    return (struct pos){rv_dir_di[d], rv_dir_dj[d]};
}

int dir_of(int drow, int dcol)
{
    for (int d = 0; d < RV_NB_DIRS; d++)
        if (rv_dir_di[d] == drow && rv_dir_dj[d] == dcol)
            return d;
    return -1;
}

struct pos pos_add(struct pos p, enum dir d)
{
    struct pos v = dir_vector(d);
    return (struct pos){p.i + v.i, p.j + v.j};
}

int passed_cells(enum dir d, struct pos out[MAX_PASSED])
{
    if (!dir_ok((int)d))
        return 0;
    const struct rv_path *path = &rv_paths[d];
    for (int k = 0; k < path->n; k++)
        out[k] = (struct pos){path->di[k], path->dj[k]};
    return path->n;
}

/* ---- parameters --------------------------------------------------------------------- */

const char *version(const struct revisited *game)
{
    (void)game;
    return RV_TITLE " " RV_VERSION;
}

int number_players(const struct revisited *game)
{
    (void)game;
    return RV_PLAYERS;
}

int number_rounds(const struct revisited *game)
{
    (void)game;
    return RV_ROUNDS;
}

int number_rows(const struct revisited *game)
{
    return set(game)->rows;
}

int number_universe_columns(const struct revisited *game)
{
    return set(game)->cols;
}

int number_window_columns(const struct revisited *game)
{
    return set(game)->window;
}

int number_cars_per_player(const struct revisited *game)
{
    return set(game)->cars_per_player;
}

int number_cars(const struct revisited *game)
{
    return set(game)->cars_per_player * RV_PLAYERS;
}

int number_rounds_to_regenerate(const struct revisited *game)
{
    return set(game)->rounds_to_regenerate;
}

int number_missile_bonuses(const struct revisited *game)
{
    return set(game)->missile_bonuses;
}

int number_water_bonuses(const struct revisited *game)
{
    return set(game)->water_bonuses;
}

int number_gas_bonuses(const struct revisited *game)
{
    return set(game)->gas_bonuses;
}

int bonus_missiles(const struct revisited *game)
{
    return set(game)->bonus_missiles;
}

int bonus_gas(const struct revisited *game)
{
    return set(game)->bonus_gas;
}

int water_points(const struct revisited *game)
{
    return set(game)->water_points;
}

int kill_points(const struct revisited *game)
{
    return set(game)->kill_points;
}

int initial_gas(const struct revisited *game)
{
    return set(game)->initial_gas;
}

/* ---- geometry and ids --------------------------------------------------------------- */

bool within_universe(const struct revisited *game, struct pos p)
{
    return p.i >= 0 && p.i < set(game)->rows;
}

bool within_window(const struct revisited *game, struct pos p, int r)
{
    return rv_within_window(set(game), p.i, p.j, r);
}

bool car_ok(const struct revisited *game, int cid)
{
    return cid >= 0 && cid < number_cars(game);
}

bool player_ok(const struct revisited *game, int pl)
{
    (void)game;
    return pl >= 0 && pl < RV_PLAYERS;
}

int player_of(const struct revisited *game, int cid)
{
    if (!car_ok(game, cid)) {
        seat_warn(game->log, "player_of(int cid) invoked with cid = %d", cid);
        return -1;
    }
    return rv_player_of(set(game), cid);
}

int begin(const struct revisited *game, int pl)
{
    return pl * set(game)->cars_per_player;
}

int end(const struct revisited *game, int pl)
{
    return (pl + 1) * set(game)->cars_per_player;
}

/* ---- state -------------------------------------------------------------------------- */

int me(const struct revisited *game)
{
    return game->in.me;
}

int current_round(const struct revisited *game)
{
    return game->in.view.round;
}

/* The cell ids and the missile list, built on first use (the handle is the player's own
 * copy: building them here is fine). */
static void build_index(const struct revisited *game)
{
    struct revisited *g = (struct revisited *)game;
    const struct rv_view *v = &g->in.view;
    int cells = v->set.rows * v->set.cols;
    for (int c = 0; c < cells; c++)
        g->id_at[c] = -1;
    for (int cid = 0; cid < v->nb_cars; cid++)
        if (v->car[cid].alive)
            g->id_at[rv_at(&v->set, v->car[cid].i, v->car[cid].j)] = cid;
    for (int k = 0; k < v->nb_missiles; k++) {
        const struct rv_missile *x = &v->missile[k];
        g->id_at[rv_at(&v->set, x->i, x->j)] = x->mid;
        g->missile_list[k] = (struct missile){x->mid, x->cid, {x->i, x->j}};
    }
    g->indexed = true;
}

struct cell cell(const struct revisited *game, struct pos p)
{
    if (!within_universe(game, p)) {
        seat_warn(game->log, "cell(Pos p) invoked with p = (%d, %d): row off the board", p.i, p.j);
        return (struct cell){EMPTY, -1, -1};
    }
    if (!game->indexed)
        build_index(game);
    int c = rv_at(set(game), p.i, rv_wrap(set(game), p.j));
    int type = game->in.view.type[c];
    return (struct cell){(enum cell_type)type, type == RV_CAR ? game->id_at[c] : -1,
                         type == RV_MISSILE ? game->id_at[c] : -1};
}

struct car car(const struct revisited *game, int cid)
{
    if (!car_ok(game, cid)) {
        seat_warn(game->log, "car(int cid) invoked with cid = %d", cid);
        return (struct car){-1, {-1, -1}, 0, 0, false, 0};
    }
    const struct rv_car *c = &game->in.view.car[cid];
    return (struct car){cid, {c->i, c->j}, c->nb_miss, c->gas, c->alive != 0, c->time};
}

struct missile_list missiles(const struct revisited *game)
{
    if (!game->indexed)
        build_index(game);
    return (struct missile_list){game->in.view.nb_missiles, game->missile_list};
}

int score(const struct revisited *game, int pl)
{
    if (!player_ok(game, pl)) {
        seat_warn(game->log, "score(int pl) invoked with pl = %d", pl);
        return -1;
    }
    return game->in.view.score[pl];
}

double status(const struct revisited *game, int pl)
{
    if (!player_ok(game, pl)) {
        seat_warn(game->log, "status(int pl) invoked with pl = %d", pl);
        return -2;
    }
    return game->in.view.status[pl];
}

/* ---- instructions: the reference wrappers' checks, in their order ------------------- */

enum rv_refusal rv_instruct(struct revisited *game, int cid, int type, int d)
{
    /* Past RV_MAX_CALLS the call is dropped, and the game freezes the seat when it reads
     * the orders (arena's rule: the reference has no limit). */
    if (++game->out.nb_calls > RV_MAX_CALLS)
        return RV_TOO_MANY_CALLS;
    if (!car_ok(game, cid))
        return RV_BAD_CAR;
    if (!dir_ok(d))
        return RV_BAD_DIRECTION;
    if (rv_player_of(set(game), cid) != game->in.me)
        return RV_NOT_MINE;
    if (game->ordered[cid])
        return RV_ALREADY_INSTRUCTED;
    game->ordered[cid] = true;
    struct rv_orders *o = &game->out.orders;
    o->order[o->nb++] = (struct rv_order){cid, (signed char)type, (signed char)d};
    return RV_ACCEPTED;
}

/* Records an instruction the reference's Player wrappers would accept, or warns. */
static bool instruct(struct revisited *game, int cid, int type, int d)
{
    switch (rv_instruct(game, cid, type, d)) {
    case RV_ACCEPTED: return true;
    case RV_TOO_MANY_CALLS: break;
    case RV_BAD_CAR: seat_warn(game->log, "invalid car identifier %d", cid); break;
    case RV_BAD_DIRECTION: seat_warn(game->log, "invalid direction %d for car %d", d, cid); break;
    case RV_NOT_MINE: seat_warn(game->log, "car %d does not belong to commanding player", cid); break;
    case RV_ALREADY_INSTRUCTED: seat_warn(game->log, "instruction already requested for car %d", cid); break;
    }
    return false;
}

bool move(struct revisited *game, int cid, enum dir d)
{
    return instruct(game, cid, RV_MOVE, (int)d);
}

bool shoot(struct revisited *game, int cid)
{
    return instruct(game, cid, RV_SHOOT, RV_DEFAULT);
}

/* ---- randomness --------------------------------------------------------------------- */

int randomize(struct revisited *game, int l, int u)
{
    return minstd_uniform(&game->out.rng, l, u);
}

int random_draw(struct revisited *game)
{
    return minstd_draw(&game->out.rng);
}

/* ---- the glue ----------------------------------------------------------------------- */

void debug_mark(struct revisited *game, struct pos p, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_POINT, p.i, p.j, 0, 0, colour, text);
}

void debug_line(struct revisited *game, struct pos a, struct pos b, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_LINE, a.i, a.j, b.i, b.j, colour, text);
}

void rv_turn_start(struct revisited *t, struct seat_log *log, struct marks *marks)
{
    t->out.rng = t->in.rng;
    t->out.nb_calls = 0;
    t->out.orders.nb = 0;
    memset(t->ordered, 0, sizeof t->ordered);
    t->indexed = false;
    t->log = log;
    t->marks = marks;
}

static void revisited_play_turn(const struct player_def *player, void *memory, void *turn, struct seat_log *log, struct marks *marks)
{
    rv_turn_start(turn, log, marks);
    player->play(turn, memory);
}

const struct player_side revisited_player_side = {
    .abi = REVISITED_ABI,
    .play_turn = revisited_play_turn,
};
