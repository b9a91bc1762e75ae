/* api.c — Mad Max's player side: the player API (madmax.h) on one seat's turn block, and
 * the glue that runs play(). All a player's process needs; nothing of the match. */
#include <string.h>

#include "board.h"
#include "madmax.h"
#include "game.h"
#include "turn.h"

void mm_view_copy(struct mm_view *dst, const struct mm_view *src)
{
    size_t cells = (size_t)src->set.rows * (size_t)src->set.cols;
    memcpy(dst, src, offsetof(struct mm_view, units) + (size_t)src->nb_units * sizeof src->units[0]);
    memcpy(dst->type, src->type, cells * sizeof src->type[0]);
    memcpy(dst->owner, src->owner, cells * sizeof src->owner[0]);
    memcpy(dst->unit_at, src->unit_at, cells * sizeof src->unit_at[0]);
}

struct pos pos_make(int i, int j)
{
    struct pos p = {i, j};
    return p;
}

struct pos pos_step(struct pos p, enum dir d)
{
    if (d >= Bottom && d < None) {
        p.i += mm_di[d];
        p.j += mm_dj[d];
    }
    return p;
}

bool pos_equal(struct pos a, struct pos b)
{
    return a.i == b.i && a.j == b.j;
}

struct pos pos_add(struct pos a, struct pos b)
{
    return pos_make(a.i + b.i, a.j + b.j);
}

bool pos_less(struct pos a, struct pos b)
{
    return a.i < b.i || (a.i == b.i && a.j < b.j);
}

bool dir_ok(int d)
{
    return d >= Bottom && d <= None;
}

bool unit_type_ok(int t)
{
    return t == Warrior || t == Car;
}

const char *version(const struct madmax *game)
{
    (void)game;
    return MM_TITLE " " MM_VERSION;
}

int nb_players(const struct madmax *game) { return game->in.view.set.nb_players; }
int nb_rounds(const struct madmax *game) { return game->in.view.set.nb_rounds; }
int nb_cities(const struct madmax *game) { return game->in.view.set.nb_cities; }
int nb_warriors(const struct madmax *game) { return game->in.view.set.nb_warriors; }
int nb_cars(const struct madmax *game) { return game->in.view.set.nb_cars; }
int warriors_health(const struct madmax *game) { return game->in.view.set.warriors_health; }
int cars_fuel(const struct madmax *game) { return game->in.view.set.cars_fuel; }
int damage(const struct madmax *game) { return game->in.view.set.damage; }
int rows(const struct madmax *game) { return game->in.view.set.rows; }
int cols(const struct madmax *game) { return game->in.view.set.cols; }
int me(const struct madmax *game) { return game->in.me; }
int current_round(const struct madmax *game) { return game->in.view.round; }
int nb_units(const struct madmax *game) { return game->in.view.nb_units; }

bool player_ok(const struct madmax *game, int pl)
{
    return pl >= 0 && pl < game->in.view.set.nb_players;
}

bool pos_ok(const struct madmax *game, struct pos p)
{
    return p.i >= 0 && p.i < game->in.view.set.rows && p.j >= 0 && p.j < game->in.view.set.cols;
}

struct cell cell_at(const struct madmax *game, struct pos p)
{
    struct cell c = {Desert, -1, -1};
    if (!pos_ok(game, p)) {
        seat_warn(game->log, "wrong position: (%d, %d)", p.i, p.j);
        return c;
    }
    int k = mm_at(&game->in.view, p.i, p.j);
    c.type = (enum cell_type)game->in.view.type[k];
    c.owner = game->in.view.owner[k];
    c.id = game->in.view.unit_at[k];
    return c;
}

struct cell cell(const struct madmax *game, int i, int j)
{
    return cell_at(game, pos_make(i, j));
}

struct unit unit(const struct madmax *game, int id)
{
    struct unit u = {-1, -1, -1, -1, -1, {-1, -1}};
    if (id < 0 || id >= game->in.view.nb_units) {
        seat_warn(game->log, "wrong unit identifier: %d", id);
        return u;
    }
    const struct mm_unit *v = &game->in.view.units[id];
    u.type = (enum unit_type)v->type;
    u.id = id;
    u.player = v->player;
    u.food = v->food;
    u.water = v->water;
    u.pos = pos_make(v->i, v->j);
    return u;
}

int num_cities(const struct madmax *game, int pl)
{
    return player_ok(game, pl) ? game->in.view.num_cities[pl] : -1;
}

int total_score(const struct madmax *game, int pl)
{
    return player_ok(game, pl) ? game->in.view.total_score[pl] : -1;
}

double status(const struct madmax *game, int pl)
{
    return player_ok(game, pl) ? game->in.view.status[pl] : -2;
}

static struct id_list unit_list(const struct madmax *game, int pl, int type)
{
    struct id_list l = {0, NULL};
    if (!player_ok(game, pl))
        return l;
    if (!game->lists_ready) {
        /* Computed once per turn, on first use; the handle is the player's own copy. */
        struct madmax *g = (struct madmax *)game;
        memset(g->list_size, 0, sizeof g->list_size);
        for (int id = 0; id < g->in.view.nb_units; id++) {
            const struct mm_unit *u = &g->in.view.units[id];
            g->list[u->player][u->type][g->list_size[u->player][u->type]++] = id;
        }
        g->lists_ready = 1;
    }
    l.size = game->list_size[pl][type];
    l.id = game->list[pl][type];
    return l;
}

struct id_list warriors(const struct madmax *game, int pl)
{
    return unit_list(game, pl, MM_WARRIOR);
}

struct id_list cars(const struct madmax *game, int pl)
{
    return unit_list(game, pl, MM_CAR);
}

bool can_move(const struct madmax *game, int id)
{
    return id >= 0 && id < game->in.view.nb_units && mm_can_move(&game->in.view, id);
}

void command(struct madmax *game, int id, enum dir d)
{
    if (++game->out.nb_calls > MM_MAX_ORDERS)
        return; /* the game freezes the seat when it reads the orders */
    int known = id >= 0 && id < game->in.view.nb_units;
    int repeated = known ? game->ordered[id] : 0;
    for (int k = 0; !known && k < game->out.nb_orders; k++)
        repeated |= game->out.orders[k].id == id;
    if (repeated) {
        seat_warn(game->log, "action already requested for unit %d", id);
        return;
    }
    if (known)
        game->ordered[id] = 1;
    struct mm_order o = {id, (int)d};
    game->out.orders[game->out.nb_orders++] = o;
}

void command_movement(struct madmax *game, struct movement m)
{
    command(game, m.id, m.dir);
}

int random_int(struct madmax *game, int l, int u)
{
    return lcg2018_uniform(&game->out.rng, l, u);
}

void random_permutation(struct madmax *game, int n, int perm[])
{
    lcg2018_permutation(&game->out.rng, n, perm);
}

void debug_mark(struct madmax *game, struct pos p, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_POINT, p.i, p.j, 0, 0, colour, text);
}

void debug_line(struct madmax *game, struct pos a, struct pos b, unsigned colour, const char *text)
{
    marks_add(game->marks, game->log, MARK_LINE, a.i, a.j, b.i, b.j, colour, text);
}

void mm_turn_start(struct madmax *t, struct seat_log *log, struct marks *marks)
{
    t->out.rng = t->in.rng;
    t->out.nb_calls = 0;
    t->out.nb_orders = 0;
    t->log = log;
    t->marks = marks;
    t->lists_ready = 0;
    int units = t->in.view.nb_units;
    memset(t->ordered, 0, units >= 0 && units <= MM_MAX_UNITS ? (size_t)units : sizeof t->ordered);
}

static void madmax_play_turn(const struct player_def *player, void *memory, void *turn, struct seat_log *log, struct marks *marks)
{
    mm_turn_start(turn, log, marks);
    player->play(turn, memory);
}

const struct player_side madmax_player_side = {
    .abi = MADMAX_ABI,
    .play_turn = madmax_play_turn,
};
