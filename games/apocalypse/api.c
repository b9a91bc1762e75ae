/* api.c — the Apocalypse Now player API (apocalypse.h), working on one seat's turn block. */
#include <stdlib.h>
#include <string.h>

#include "apocalypse.h"
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

void ap_turn_begin(struct apocalypse *t, const struct ap_match *m, int seat)
{
    t->me = seat;
    t->rng = m->player_rng[seat];
    memset(&t->orders.soldier, -1, sizeof t->orders.soldier);
    memset(&t->orders.heli, 0, sizeof t->orders.heli);
    t->orders.nb_jumps = 0;
    t->indexed = 0;
    t->lists_ready = 0;
    memcpy(&t->view, &m->now, offsetof(struct ap_view, soldier_at));
}

static const struct ap_view *indexed_view(const struct apocalypse *game)
{
    if (!game->indexed) { /* the handle is the player's own copy: building it here is fine */
        struct apocalypse *g = (struct apocalypse *)game;
        ap_view_index(&g->view);
        g->indexed = 1;
    }
    return &game->view;
}

static void warn_pos(const struct apocalypse *game, const char *query, int i, int j)
{
    out_printf(game->log, "warning: %s(int i, int j) invoked with i = %d j = %d\n", query, i, j);
}

static void warn_player(const struct apocalypse *game, const char *query, int pl)
{
    out_printf(game->log, "warning: %s(int pl) invoked with pl = %d\n", query, pl);
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
    return game->me;
}

int current_round(const struct apocalypse *game)
{
    return game->view.round;
}

int what(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "what", i, j);
        return -1;
    }
    return game->view.land[ap_at(i, j)];
}

int fire_time(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "fire_time", i, j);
        return -1;
    }
    return game->view.fire[ap_at(i, j)];
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
        if (game->view.heli[h].i == i && game->view.heli[h].j == j)
            return game->view.heli[h].id;
    return 0;
}

int post_owner(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_owner", i, j);
        return -1;
    }
    int k = ap_find_post(&game->view, i, j);
    return k < 0 ? -2 : game->view.post[k].owner;
}

int post_value(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_value", i, j);
        return -1;
    }
    int k = ap_find_post(&game->view, i, j);
    return k < 0 ? -2 : game->view.post[k].value;
}

static void build_lists(const struct apocalypse *game)
{
    struct apocalypse *g = (struct apocalypse *)game;
    const struct ap_view *v = &g->view;
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
    const struct ap_view *v = &game->view;
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
        out_printf(game->log, "warning: data(int id) invoked with id = %d\n", id);
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
    return game->view.score[pl];
}

double status(const struct apocalypse *game, int pl)
{
    if (!player_ok(game, pl)) {
        warn_player(game, "status", pl);
        return -2;
    }
    return game->view.status[pl];
}

/* ---- orders: the reference's checks, in its order, with its warning lines ------------ */

/* The unit's reason to refuse an order, or NULL: exists, is mine, has the right type. */
static const char *check_unit(const struct apocalypse *game, int id, int type, int *index)
{
    const struct ap_view *v = &game->view;
    int s = ap_find_soldier(v, id), h = s < 0 ? ap_find_heli(v, id) : -1;
    if (s < 0 && h < 0)
        return "identifier does not exist";
    if ((s >= 0 ? v->soldier[s].player : v->heli[h].player) != game->me)
        return "invalid player";
    if ((s >= 0 ? AP_SOLDIER : AP_HELICOPTER) != type)
        return "invalid type";
    *index = s >= 0 ? s : h;
    return NULL;
}

bool command_soldier(struct apocalypse *game, int id, int i, int j)
{
    int s = -1;
    const char *why = check_unit(game, id, AP_SOLDIER, &s);
    if (!why && game->orders.soldier[s] >= 0)
        why = "more than one instruction in this round";
    if (!why && (abs(i - game->view.soldier[s].i) > 1 || abs(j - game->view.soldier[s].j) > 1))
        why = "trying to move to a non adjacent cell";
    if (why) {
        out_printf(game->log,
                   "warning: command_soldier(int id, int i, int j) invoked by player %d with id = %d "
                   "i = %d j = %d: %s\n",
                   game->me, id, i, j, why);
        return false;
    }
    game->orders.soldier[s] =
        (signed char)ap_dir_code(i - game->view.soldier[s].i, j - game->view.soldier[s].j);
    return true;
}

bool command_helicopter(struct apocalypse *game, int id, int instruction)
{
    int h = -1;
    const char *why = check_unit(game, id, AP_HELICOPTER, &h);
    if (!why && game->orders.heli[h] != 0)
        why = "more than one instruction in this round";
    if (!why && (instruction < AP_FORWARD1 || instruction > AP_NAPALM))
        why = "unknown instruction";
    if (why) {
        out_printf(game->log,
                   "warning: command_helicopter(int id, int instruction) invoked by player %d with "
                   "id = %d instruction = %d: %s\n",
                   game->me, id, instruction, why);
        return false;
    }
    game->orders.heli[h] = (signed char)instruction;
    return true;
}

bool command_parachuter(struct apocalypse *game, int i, int j)
{
    const struct ap_view *v = &game->view;
    struct ap_orders *o = &game->orders;
    const char *why = NULL;
    int h = ap_jump_heli(v, game->me, i, j);
    if (h < 0 || ap_jumps_under(o, o->nb_jumps, &v->heli[h]) + 1 > v->heli[h].nb_para)
        why = "too many jump instructions for an helicopter";
    else if (o->nb_jumps >= AP_MAX_JUMP)
        why = "too many jump instructions in the same round";
    else if (!ap_pos_ok(i, j))
        why = "position outside the board";
    if (why) {
        out_printf(game->log,
                   "warning: command_parachuter(int i, int j) invoked by player %d with i = %d j = %d: "
                   "%s\n",
                   game->me, i, j, why);
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
    return rng_uniform(&game->rng, l, u);
}

void random_permutation(struct apocalypse *game, int n, int perm[])
{
    rng_permutation(&game->rng, n, perm);
}
