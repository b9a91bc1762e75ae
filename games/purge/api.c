/* api.c — The Purge's player side: the player API (purge.h) on one seat's turn block, and
 * the glue that runs play(). All a player's process needs; nothing of the match. */
#include <limits.h>
#include <string.h>

#include "game.h"
#include "purge.h"
#include "turn.h"

_Static_assert(sizeof(struct pos_scratch) == sizeof(struct pos), "barricade lists hand out struct pos");

void pu_view_copy(struct pu_view *dst, const struct pu_view *src)
{
    size_t cells = (size_t)src->set[PU_BOARD_ROWS] * (size_t)src->set[PU_BOARD_COLS];
    memcpy(dst, src, offsetof(struct pu_view, cell));
    memcpy(dst->cell, src->cell, cells * sizeof src->cell[0]);
}

struct pos pos_make(int i, int j)
{
    struct pos p = {i, j};
    return p;
}

struct pos pos_step(struct pos p, enum dir d)
{
    if (d >= Down && d <= Left) {
        p.i += pu_di[d];
        p.j += pu_dj[d];
    }
    return p;
}

bool pos_equal(struct pos a, struct pos b)
{
    return a.i == b.i && a.j == b.j;
}
bool pos_less(struct pos a, struct pos b)
{
    return a.i < b.i || (a.i == b.i && a.j < b.j);
}
bool dir_ok(int d)
{
    return d >= Down && d <= Left;
}

const char *version(const struct purge *game)
{
    (void)game;
    return PU_TITLE " " PU_VERSION;
}

#define SETTING(NAME, KEY)                                                                                   \
    int NAME(const struct purge *game)                                                                       \
    {                                                                                                        \
        return game->in.view.set[KEY];                                                                       \
    }
SETTING(num_players, PU_NUM_PLAYERS)
SETTING(num_days, PU_NUM_DAYS)
SETTING(num_rounds_per_day, PU_NUM_ROUNDS_PER_DAY)
SETTING(board_rows, PU_BOARD_ROWS)
SETTING(board_cols, PU_BOARD_COLS)
SETTING(num_ini_builders, PU_NUM_INI_BUILDERS)
SETTING(num_ini_warriors, PU_NUM_INI_WARRIORS)
SETTING(num_ini_money, PU_NUM_INI_MONEY)
SETTING(num_ini_food, PU_NUM_INI_FOOD)
SETTING(num_ini_guns, PU_NUM_INI_GUNS)
SETTING(num_ini_bazookas, PU_NUM_INI_BAZOOKAS)
SETTING(builder_ini_life, PU_BUILDER_INI_LIFE)
SETTING(warrior_ini_life, PU_WARRIOR_INI_LIFE)
SETTING(money_points, PU_MONEY_POINTS)
SETTING(kill_builder_points, PU_KILL_BUILDER_POINTS)
SETTING(kill_warrior_points, PU_KILL_WARRIOR_POINTS)
SETTING(food_incr_life, PU_FOOD_INCR_LIFE)
SETTING(life_lost_in_attack, PU_LIFE_LOST_IN_ATTACK)
SETTING(builder_strength_attack, PU_BUILDER_STRENGTH_ATTACK)
SETTING(hammer_strength_attack, PU_HAMMER_STRENGTH_ATTACK)
SETTING(gun_strength_attack, PU_GUN_STRENGTH_ATTACK)
SETTING(bazooka_strength_attack, PU_BAZOOKA_STRENGTH_ATTACK)
SETTING(builder_strength_demolish, PU_BUILDER_STRENGTH_DEMOLISH)
SETTING(hammer_strength_demolish, PU_HAMMER_STRENGTH_DEMOLISH)
SETTING(gun_strength_demolish, PU_GUN_STRENGTH_DEMOLISH)
SETTING(bazooka_strength_demolish, PU_BAZOOKA_STRENGTH_DEMOLISH)
SETTING(num_rounds_regen_builder, PU_NUM_ROUNDS_REGEN_BUILDER)
SETTING(num_rounds_regen_warrior, PU_NUM_ROUNDS_REGEN_WARRIOR)
SETTING(num_rounds_regen_food, PU_NUM_ROUNDS_REGEN_FOOD)
SETTING(num_rounds_regen_money, PU_NUM_ROUNDS_REGEN_MONEY)
SETTING(num_rounds_regen_weapon, PU_NUM_ROUNDS_REGEN_WEAPON)
SETTING(barricade_resistance_step, PU_BARRICADE_RESISTANCE_STEP)
SETTING(barricade_max_resistance, PU_BARRICADE_MAX_RESISTANCE)
SETTING(max_num_barricades, PU_MAX_NUM_BARRICADES)

int num_rounds(const struct purge *game)
{
    return game->in.view.set[PU_NUM_DAYS] * game->in.view.set[PU_NUM_ROUNDS_PER_DAY];
}

int citizen_ini_life(const struct purge *game, enum citizen_type t)
{
    return t == Builder || t == Warrior ? pu_ini_life(&game->in.view, (int)t) : -1;
}

int weapon_strength_attack(const struct purge *game, enum weapon_type w)
{
    return pu_weapon_attack(&game->in.view, (int)w);
}

int weapon_strength_demolish(const struct purge *game, enum weapon_type w)
{
    return pu_weapon_demolish(&game->in.view, (int)w);
}

int num_rounds_regen_citizen(const struct purge *game, enum citizen_type t)
{
    return t == Builder ? num_rounds_regen_builder(game) : t == Warrior ? num_rounds_regen_warrior(game) : -1;
}

bool player_ok(const struct purge *game, int pl)
{
    return pl >= 0 && pl < game->in.view.set[PU_NUM_PLAYERS];
}
bool pos_ok(const struct purge *game, struct pos p)
{
    return pu_pos_ok(&game->in.view, p.i, p.j);
}

bool is_round_day(const struct purge *game, int r)
{
    int rpd = game->in.view.set[PU_NUM_ROUNDS_PER_DAY];
    return r % rpd < rpd / 2;
}

bool is_round_night(const struct purge *game, int r)
{
    return !is_round_day(game, r);
}
int me(const struct purge *game)
{
    return game->in.me;
}
int current_round(const struct purge *game)
{
    return game->in.view.round;
}
bool is_day(const struct purge *game)
{
    return game->in.view.day;
}
bool is_night(const struct purge *game)
{
    return !game->in.view.day;
}

struct cell cell_at(const struct purge *game, struct pos p)
{
    struct cell c = {Street, NoBonus, NoWeapon, -1, -1, -1};
    if (!pos_ok(game, p))
        return c;
    const struct pu_cell *v = &game->in.view.cell[pu_at(&game->in.view, p.i, p.j)];
    c.type = (enum cell_type)v->type;
    c.bonus = (enum bonus_type)v->bonus;
    c.weapon = (enum weapon_type)v->weapon;
    c.resistance = v->resistance;
    c.b_owner = v->b_owner;
    c.id = v->id;
    return c;
}

struct cell cell(const struct purge *game, int i, int j)
{
    return cell_at(game, pos_make(i, j));
}

struct citizen citizen(const struct purge *game, int id)
{
    struct citizen c = {Builder, -1, -1, {0, 0}, NoWeapon, INT_MAX};
    int k = pu_find(&game->in.view, id);
    if (k < 0)
        return c;
    const struct pu_citizen *v = &game->in.view.citizen[k];
    c.type = (enum citizen_type)v->type;
    c.id = v->id;
    c.player = v->player;
    c.pos = pos_make(v->i, v->j);
    c.weapon = (enum weapon_type)v->weapon;
    c.life = v->life;
    return c;
}

static void make_lists(const struct purge *game)
{
    struct purge *g = (struct purge *)game; /* the handle is the player's own copy */
    const struct pu_view *v = &g->in.view;
    memset(g->list_size, 0, sizeof g->list_size);
    for (int k = 0; k < v->nb_citizens; k++) {
        const struct pu_citizen *c = &v->citizen[k];
        if (c->player >= 0 && c->player < PU_PLAYERS && (c->type == PU_BUILDER || c->type == PU_WARRIOR))
            g->list[c->player][c->type][g->list_size[c->player][c->type]++] = c->id;
    }
    int cells = v->set[PU_BOARD_ROWS] * v->set[PU_BOARD_COLS];
    for (int k = 0; k < cells; k++) {
        int o = v->cell[k].b_owner;
        if (v->cell[k].resistance != -1 && o >= 0 && o < PU_PLAYERS) {
            struct pos_scratch p = {k / v->set[PU_BOARD_COLS], k % v->set[PU_BOARD_COLS]};
            g->bar[o][g->list_size[o][2]++] = p;
        }
    }
    g->lists_ready = 1;
}

static struct id_list citizen_list(const struct purge *game, int pl, int type)
{
    struct id_list l = {0, NULL};
    if (!player_ok(game, pl))
        return l;
    if (!game->lists_ready)
        make_lists(game);
    l.size = game->list_size[pl][type];
    l.id = game->list[pl][type];
    return l;
}

struct id_list builders(const struct purge *game, int pl)
{
    return citizen_list(game, pl, PU_BUILDER);
}
struct id_list warriors(const struct purge *game, int pl)
{
    return citizen_list(game, pl, PU_WARRIOR);
}

struct pos_list barricades(const struct purge *game, int pl)
{
    struct pos_list l = {0, NULL};
    if (!player_ok(game, pl))
        return l;
    if (!game->lists_ready)
        make_lists(game);
    l.size = game->list_size[pl][2];
    l.pos = (const struct pos *)(const void *)game->bar[pl];
    return l;
}

int score(const struct purge *game, int pl)
{
    return player_ok(game, pl) ? game->in.view.score[pl] : -1;
}
double status(const struct purge *game, int pl)
{
    return player_ok(game, pl) ? game->in.view.status[pl] : -2;
}

int pu_order_add(struct purge *t, int id, int type, int dir)
{
    if (++t->out.nb_calls > PU_MAX_CALLS)
        return -1; /* the game freezes the seat when it reads the orders */
    int k = pu_find(&t->in.view, id), repeated = k >= 0 ? t->ordered[k] : 0;
    for (int o = 0; k < 0 && o < t->out.orders.nb && !repeated; o++)
        repeated = t->out.orders.order[o].id == id;
    if (repeated)
        return 1;
    if (k >= 0)
        t->ordered[k] = 1;
    struct pu_order o = {id, type, dir};
    t->out.orders.order[t->out.orders.nb++] = o;
    return 0;
}

void move(struct purge *game, int id, enum dir d)
{
    if (pu_order_add(game, id, PU_MOVE, (int)d) == 1)
        seat_warn(game->log, "command already requested for citizen %d", id);
}

void build(struct purge *game, int id, enum dir d)
{
    if (pu_order_add(game, id, PU_BUILD, (int)d) == 1)
        seat_warn(game->log, "command already requested for citizen %d", id);
}

int random_int(struct purge *game, int l, int u)
{
    return lcg2018_uniform(&game->out.rng, l, u);
}

void random_permutation(struct purge *game, int n, int perm[])
{
    if (n >= 0 && n <= 1000000)
        lcg2018_permutation(&game->out.rng, n, perm);
}

void debug_mark(struct purge *game, struct pos p, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_POINT, p.i, p.j, 0, 0, colour, text);
}

void debug_line(struct purge *game, struct pos a, struct pos b, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_LINE, a.i, a.j, b.i, b.j, colour, text);
}

void pu_turn_start(struct purge *t, struct seat_log *log, struct marks *marks)
{
    t->out.rng = t->in.rng;
    t->out.nb_calls = 0;
    t->out.orders.nb = 0;
    t->log = log;
    t->marks = marks;
    t->lists_ready = 0;
    memset(t->ordered, 0, sizeof t->ordered);
}

static void purge_play_turn(const struct player_def *player, void *memory, void *turn, struct seat_log *log,
                            struct marks *marks)
{
    pu_turn_start(turn, log, marks);
    player->play(turn, memory);
}

const struct player_side purge_player_side = {
    .abi = PURGE_ABI,
    .play_turn = purge_play_turn,
    .shares_rand = 1,
};
