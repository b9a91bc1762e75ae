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

/* The unit slot of every id, for ap_unit_slot(): ids are positive and mostly
 * consecutive, so id & (AP_ID_HASH - 1) rarely collides. */
static void index_ids(struct ap_index *x, const struct ap_view *v)
{
    memset(x->hash_id, 0, sizeof x->hash_id);
    for (int u = 0; u < AP_UNITS; u++) {
        int id;
        if (u < AP_TOTAL_SOLDIERS) {
            if (u >= v->nb_soldiers)
                continue;
            id = v->soldier[u].id;
        } else {
            id = v->heli[u - AP_TOTAL_SOLDIERS].id;
        }
        unsigned k = (unsigned)id & (AP_ID_HASH - 1);
        while (x->hash_id[k])
            k = (k + 1) & (AP_ID_HASH - 1);
        x->hash_id[k] = id;
        x->hash_slot[k] = (unsigned char)u;
    }
    memset(x->data_ready, 0, sizeof x->data_ready);
}

static void index_lists(struct ap_index *x, const struct ap_view *v)
{
    memset(x->list_size, 0, sizeof x->list_size);
    for (int s = 0; s < v->nb_soldiers; s++) {
        int p = v->soldier[s].player;
        x->list[p][0][x->list_size[p][0]++] = v->soldier[s].id;
    }
    for (int p = 0; p < AP_PLAYERS; p++)
        for (int k = 0; k < AP_HELIS_PER_PLAYER; k++)
            x->list[p][1][x->list_size[p][1]++] = v->heli[v->heli_of[p][k]].id;
    for (int k = 0; k < AP_POSTS; k++) {
        const struct ap_post *p = &v->post[k];
        x->posts[k].player = p->owner;
        x->posts[k].pos.i = p->i;
        x->posts[k].pos.j = p->j;
        x->posts[k].value = p->value;
    }
}

void ap_index_build(const struct apocalypse *t, int bits)
{
    /* the handle is the player's own copy: building here is fine */
    struct ap_index *x = &((struct apocalypse *)t)->ix;
    const struct ap_view *v = &t->in.view;
    bits &= ~x->built;
    if (bits & AP_IX_SOLDIERS) {
        memset(x->soldier_id, 0, sizeof x->soldier_id);
        for (int s = 0; s < v->nb_soldiers; s++)
            x->soldier_id[ap_at(v->soldier[s].i, v->soldier[s].j)] = v->soldier[s].id;
    }
    if (bits & AP_IX_HELIS) {
        memset(x->heli_id, 0, sizeof x->heli_id);
        for (int h = 0; h < AP_HELIS; h++)
            x->heli_id[ap_at(v->heli[h].i, v->heli[h].j)] = v->heli[h].id;
    }
    if (bits & AP_IX_POSTS) {
        memset(x->post_owner, -2, sizeof x->post_owner);
        memset(x->post_value, -2, sizeof x->post_value);
        for (int k = 0; k < AP_POSTS; k++) {
            int c = ap_at(v->post[k].i, v->post[k].j);
            x->post_owner[c] = (signed char)v->post[k].owner;
            x->post_value[c] = (signed char)v->post[k].value;
        }
    }
    if (bits & AP_IX_IDS)
        index_ids(x, v);
    if (bits & AP_IX_LISTS)
        index_lists(x, v);
    x->built |= bits;
}

static const struct ap_index *index_of(const struct apocalypse *game, int bits)
{
    if ((game->ix.built & bits) != bits)
        ap_index_build(game, bits);
    return &game->ix;
}

int ap_unit_slot(const struct apocalypse *t, int id)
{
    const struct ap_index *x = index_of(t, AP_IX_IDS);
    if (id <= 0)
        return -1;
    for (unsigned k = (unsigned)id & (AP_ID_HASH - 1); x->hash_id[k]; k = (k + 1) & (AP_ID_HASH - 1))
        if (x->hash_id[k] == id)
            return x->hash_slot[k];
    return -1;
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
    return index_of(game, AP_IX_SOLDIERS)->soldier_id[ap_at(i, j)];
}

int which_helicopter(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "which_helicopter", i, j);
        return -1;
    }
    return index_of(game, AP_IX_HELIS)->heli_id[ap_at(i, j)];
}

int post_owner(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_owner", i, j);
        return -1;
    }
    return index_of(game, AP_IX_POSTS)->post_owner[ap_at(i, j)];
}

int post_value(const struct apocalypse *game, int i, int j)
{
    if (!ap_pos_ok(i, j)) {
        warn_pos(game, "post_value", i, j);
        return -1;
    }
    return index_of(game, AP_IX_POSTS)->post_value[ap_at(i, j)];
}

static struct id_list unit_list(const struct apocalypse *game, int pl, int kind, const char *query)
{
    struct id_list l = {0, NULL};
    if (!player_ok(game, pl)) {
        warn_player(game, query, pl);
        return l;
    }
    const struct ap_index *x = index_of(game, AP_IX_LISTS);
    l.size = x->list_size[pl][kind];
    l.id = x->list[pl][kind];
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
    struct post_list l = {AP_POSTS, index_of(game, AP_IX_LISTS)->posts};
    return l;
}

/* What data_ref() points to for an unknown id. */
static const struct data unknown = {-1, -1, -1, {-1, -1}, -1, -1, -1, 0, {0}};

static void fill_data(struct data *d, const struct ap_view *v, int slot)
{
    if (slot < AP_TOTAL_SOLDIERS) {
        const struct ap_soldier *s = &v->soldier[slot];
        *d = (struct data){s->id, SOLDIER, s->player, {s->i, s->j}, s->life, -1, -1, 0, {0}};
        return;
    }
    const struct ap_heli *u = &v->heli[slot - AP_TOTAL_SOLDIERS];
    d->id = u->id;
    d->type = HELICOPTER;
    d->player = u->player;
    d->pos.i = u->i;
    d->pos.j = u->j;
    d->life = -1;
    d->orientation = u->ori;
    d->napalm = u->napalm;
    d->nb_parachuters = u->nb_para;
    for (int k = 0; k < u->nb_para; k++)
        d->parachuters[k] = u->para[k];
}

const struct data *data_ref(const struct apocalypse *game, int id)
{
    int slot = ap_unit_slot(game, id);
    if (slot < 0) {
        seat_warn(game->log, "data(int id) invoked with id = %d", id);
        return &unknown;
    }
    struct ap_index *x = &((struct apocalypse *)game)->ix; /* the player's own copy */
    if (!x->data_ready[slot]) {
        fill_data(&x->data[slot], &game->in.view, slot);
        x->data_ready[slot] = 1;
    }
    return &x->data[slot];
}

struct data data(const struct apocalypse *game, int id)
{
    return *data_ref(game, id);
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
    int u = ap_unit_slot(game, id);
    if (u < 0)
        return "identifier does not exist";
    int soldier = u < AP_TOTAL_SOLDIERS, k = soldier ? u : u - AP_TOTAL_SOLDIERS;
    if ((soldier ? v->soldier[k].player : v->heli[k].player) != game->in.me)
        return "invalid player";
    if ((soldier ? AP_SOLDIER : AP_HELICOPTER) != type)
        return "invalid type";
    *index = k;
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
    t->ix.built = 0;
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
