/* api.c — Apocalypse Now's player side: the player API (apocalypse.h) on one seat's turn
 * block, and the glue that runs play(). All a player's process needs; nothing of the match. */
#include <stdlib.h>
#include <string.h>

#include "apocalypse.h"
#include "game.h"
#include "turn.h"

/* The player header repeats the rules' numbers under the reference's names. */
_Static_assert((int)NUM_PLAYERS == AP_PLAYERS && (int)BOARD_SIZE == AP_SIZE && (int)NUM_POSTS == AP_POSTS &&
                   (int)MAX_PARACHUTERS == AP_TOTAL_SOLDIERS && (int)NUM_HELICOPTERS == AP_HELIS_PER_PLAYER &&
                   (int)MAX_JUMP == AP_MAX_JUMP && (int)REACH == AP_REACH &&
                   (int)ROUNDS_JUMP == AP_ROUNDS_JUMP,
               "apocalypse.h and rules.h disagree");
_Static_assert((int)FOREST == AP_FOREST && (int)MOUNTAIN == AP_MOUNTAIN && (int)SOLDIER == AP_SOLDIER &&
                   (int)NAPALM == AP_NAPALM && (int)FORWARD1 == AP_FORWARD1 && (int)WEST == AP_WEST,
               "apocalypse.h and rules.h disagree");

static const struct ap_view *indexed_view(const struct apocalypse *game)
{
    if (!game->indexed) { /* the handle is the player's own copy: building it here is fine */
        struct apocalypse *g = (struct apocalypse *)game;
        ap_view_index(&g->in.view);
        g->indexed = 1;
    }
    return &game->in.view;
}

static void warn_pos(const struct apocalypse *game, const char *query, int i, int j)
{
    seat_warn(game->log, "%s(int i, int j) invoked with i = %d and j = %d", query, i, j);
}

static void warn_player(const struct apocalypse *game, const char *query, int pl)
{
    seat_warn(game->log, "%s(int pl) invoked with pl = %d", query, pl);
}

/* ---- settings ----------------------------------------------------------------------- */

const char *version(const struct apocalypse *game)
{
    (void)game;
    return AP_TITLE " " AP_VERSION;
}

int nb_players(const struct apocalypse *game)
{
    (void)game;
    return AP_PLAYERS;
}

int nb_rounds(const struct apocalypse *game)
{
    (void)game;
    return AP_ROUNDS;
}

bool player_ok(const struct apocalypse *game, int pl)
{
    (void)game;
    return pl >= 0 && pl < AP_PLAYERS;
}

bool pos_ok(const struct apocalypse *game, int i, int j)
{
    (void)game;
    return ap_pos_ok(i, j);
}

/* ---- state -------------------------------------------------------------------------- */

int me(const struct apocalypse *game)
{
    return game->in.me;
}

int current_round(const struct apocalypse *game)
{
    return game->in.view.round;
}

int what(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "what", i, j);
        return -1;
    }
    return game->in.view.land[ap_at(i, j)];
}

int fire_time(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "fire_time", i, j);
        return -1;
    }
    return game->in.view.fire[ap_at(i, j)];
}

int which_soldier(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "which_soldier", i, j);
        return -1;
    }
    const struct ap_view *v = indexed_view(game);
    int slot = v->soldier_at[ap_at(i, j)];
    return slot ? v->soldier[slot - 1].id : 0;
}

int which_helicopter(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "which_helicopter", i, j);
        return -1;
    }
    for (int h = 0; h < AP_HELIS; h++)
        if (game->in.view.heli[h].i == i && game->in.view.heli[h].j == j)
            return game->in.view.heli[h].id;
    return 0;
}

int post_owner(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_owner", i, j);
        return -1;
    }
    int k = ap_find_post(&game->in.view, i, j);
    return k < 0 ? -2 : game->in.view.post[k].owner;
}

int post_value(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_value", i, j);
        return -1;
    }
    int k = ap_find_post(&game->in.view, i, j);
    return k < 0 ? -2 : game->in.view.post[k].value;
}

static void build_lists(const struct apocalypse *game)
{
    struct apocalypse *g = (struct apocalypse *)game;
    const struct ap_view *v = &g->in.view;
    memset(g->list_size, 0, sizeof g->list_size);
    for (int s = 0; s < v->nb_soldiers; s++) {
        int p = v->soldier[s].player;
        g->list[p][0][g->list_size[p][0]++] = v->soldier[s].id;
    }
    for (int p = 0; p < AP_PLAYERS; p++)
        for (int k = 0; k < AP_HELIS_PER_PLAYER; k++)
            g->list[p][1][g->list_size[p][1]++] = v->heli[v->heli_of[p][k]].id;
    for (int k = 0; k < AP_POSTS; k++) {
        const struct ap_post *p = &v->post[k];
        g->posts[k].player = p->owner;
        g->posts[k].pos.i = p->i;
        g->posts[k].pos.j = p->j;
        g->posts[k].value = p->value;
    }
    g->lists_ready = 1;
}

static struct id_list unit_list(const struct apocalypse *game, int pl, int kind, const char *query)
{
    struct id_list l = {0, NULL};
    if (!player_ok(game, pl)) {
        warn_player(game, query, pl);
        return l;
    }
    if (!game->lists_ready)
        build_lists(game);
    l.size = game->list_size[pl][kind];
    l.id = game->list[pl][kind];
    return l;
}

struct id_list soldiers(const struct apocalypse *game, int pl)
{
    return unit_list(game, pl, 0, "soldiers");
}

struct id_list helicopters(const struct apocalypse *game, int pl)
{
    return unit_list(game, pl, 1, "helicopters");
}

struct post_list posts(const struct apocalypse *game)
{
    if (!game->lists_ready)
        build_lists(game);
    struct post_list l = {AP_POSTS, game->posts};
    return l;
}

struct data data(const struct apocalypse *game, int id)
{
    struct data d;
    d.id = d.type = d.player = d.pos.i = d.pos.j = d.life = d.orientation = d.napalm = -1;
    d.nb_parachuters = 0;
    const struct ap_view *v = &game->in.view;
    int s = ap_find_soldier(v, id);
    if (s >= 0) {
        d.id = id;
        d.type = SOLDIER;
        d.player = v->soldier[s].player;
        d.pos.i = v->soldier[s].i;
        d.pos.j = v->soldier[s].j;
        d.life = v->soldier[s].life;
        return d;
    }
    int h = ap_find_heli(v, id);
    if (h < 0) {
        seat_warn(game->log, "data(int id) invoked with id = %d", id);
        return d;
    }
    const struct ap_heli *u = &v->heli[h];
    d.id = id;
    d.type = HELICOPTER;
    d.player = u->player;
    d.pos.i = u->i;
    d.pos.j = u->j;
    d.orientation = u->ori;
    d.napalm = u->napalm;
    d.nb_parachuters = u->nb_para;
    for (int k = 0; k < u->nb_para; k++)
        d.parachuters[k] = u->para[k];
    return d;
}

int total_score(const struct apocalypse *game, int pl)
{
    if (!player_ok(game, pl)) {
        warn_player(game, "total_score", pl);
        return -1;
    }
    return game->in.view.score[pl];
}

double status(const struct apocalypse *game, int pl)
{
    if (!player_ok(game, pl)) {
        warn_player(game, "status", pl);
        return -2;
    }
    return game->in.view.status[pl];
}

/* ---- orders: the reference's checks, in its order, with its warning lines ------------ */

/* Counts an order call; past AP_MAX_CALLS the call is dropped, and the game freezes the
 * seat when it reads the orders (arena's rule: the reference has no limit). */
static bool too_many_calls(struct apocalypse *game)
{
    return ++game->out.nb_calls > AP_MAX_CALLS;
}

/* The unit's reason to refuse an order, or NULL: exists, is mine, has the right type. */
static const char *check_unit(const struct apocalypse *game, int id, int type, int *index)
{
    const struct ap_view *v = &game->in.view;
    int s = ap_find_soldier(v, id), h = s < 0 ? ap_find_heli(v, id) : -1;
    if (s < 0 && h < 0)
        return "identifier does not exist";
    if ((s >= 0 ? v->soldier[s].player : v->heli[h].player) != game->in.me)
        return "invalid player";
    if ((s >= 0 ? AP_SOLDIER : AP_HELICOPTER) != type)
        return "invalid type";
    *index = s >= 0 ? s : h;
    return NULL;
}

bool command_soldier(struct apocalypse *game, int id, int i, int j)
{
    if (too_many_calls(game))
        return false;
    int s = -1;
    const char *why = check_unit(game, id, AP_SOLDIER, &s);
    if (!why && game->out.orders.soldier[s] >= 0)
        why = "more than one instruction in this round";
    if (!why && (abs(i - game->in.view.soldier[s].i) > 1 || abs(j - game->in.view.soldier[s].j) > 1))
        why = "trying to move to a non adjacent cell";
    if (why) {
        seat_warn(game->log,
                   "command_soldier(int id, int i, int j) invoked by player %d with id = %d "
                   "i = %d j = %d: %s",
                   game->in.me, id, i, j, why);
        return false;
    }
    game->out.orders.soldier[s] =
        (signed char)ap_dir_code(i - game->in.view.soldier[s].i, j - game->in.view.soldier[s].j);
    return true;
}

bool command_helicopter(struct apocalypse *game, int id, int instruction)
{
    if (too_many_calls(game))
        return false;
    int h = -1;
    const char *why = check_unit(game, id, AP_HELICOPTER, &h);
    if (!why && game->out.orders.heli[h] != 0)
        why = "more than one instruction in this round";
    if (!why && (instruction < AP_FORWARD1 || instruction > AP_NAPALM))
        why = "unknown instruction";
    if (why) {
        seat_warn(game->log,
                   "command_helicopter(int id, int instruction) invoked by player %d with "
                   "id = %d instruction = %d: %s",
                   game->in.me, id, instruction, why);
        return false;
    }
    game->out.orders.heli[h] = (signed char)instruction;
    return true;
}

bool command_parachuter(struct apocalypse *game, int i, int j)
{
    if (too_many_calls(game))
        return false;
    const struct ap_view *v = &game->in.view;
    struct ap_orders *o = &game->out.orders;
    const char *why = NULL;
    int h = ap_jump_heli(v, game->in.me, i, j);
    if (h < 0 || ap_jumps_under(o, o->nb_jumps, &v->heli[h]) + 1 > v->heli[h].nb_para)
        why = "too many jump instructions for an helicopter";
    else if (o->nb_jumps >= AP_MAX_JUMP)
        why = "too many jump instructions in the same round";
    else if (!ap_pos_ok(i, j))
        why = "position outside the board";
    if (why) {
        seat_warn(game->log,
                   "command_parachuter(int i, int j) invoked by player %d with i = %d j = %d: "
                   "%s",
                   game->in.me, i, j, why);
        return false;
    }
    o->jump[o->nb_jumps].i = i;
    o->jump[o->nb_jumps].j = j;
    o->nb_jumps++;
    return true;
}

/* ---- randomness --------------------------------------------------------------------- */

int random_int(struct apocalypse *game, int l, int u)
{
    return lcg2018_uniform(&game->out.rng, l, u);
}

void random_permutation(struct apocalypse *game, int n, int perm[])
{
    lcg2018_permutation(&game->out.rng, n, perm);
}

/* ---- the glue ----------------------------------------------------------------------- */

void ap_turn_start(struct apocalypse *t, struct seat_log *log)
{
    t->out.rng = t->in.rng;
    t->out.nb_calls = 0;
    memset(&t->out.orders.soldier, -1, sizeof t->out.orders.soldier);
    memset(&t->out.orders.heli, 0, sizeof t->out.orders.heli);
    t->out.orders.nb_jumps = 0;
    t->log = log;
    t->indexed = 0;
    t->lists_ready = 0;
}

void debug_mark(struct apocalypse *game, struct pos p, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_POINT, p.i, p.j, 0, 0, colour, text);
}

void debug_line(struct apocalypse *game, struct pos a, struct pos b, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_LINE, a.i, a.j, b.i, b.j, colour, text);
}

static void apocalypse_play_turn(const struct player_def *player, void *memory, void *turn,
                                 struct seat_log *log, struct marks *marks)
{
    ap_turn_start(turn, log);
    ((struct apocalypse *)turn)->marks = marks;
    player->play(turn, memory);
}

const struct player_side apocalypse_player_side = {
    .abi = APOCALYPSE_ABI,
    .play_turn = apocalypse_play_turn,
};
