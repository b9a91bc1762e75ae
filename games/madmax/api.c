/* api.c — the Mad Max player API (madmax.h), working on one seat's turn block. */
#include <string.h>

#include "board.h"
#include "madmax.h"
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

int nb_players(const struct madmax *game) { return game->view.set.nb_players; }
int nb_rounds(const struct madmax *game) { return game->view.set.nb_rounds; }
int nb_cities(const struct madmax *game) { return game->view.set.nb_cities; }
int nb_warriors(const struct madmax *game) { return game->view.set.nb_warriors; }
int nb_cars(const struct madmax *game) { return game->view.set.nb_cars; }
int warriors_health(const struct madmax *game) { return game->view.set.warriors_health; }
int cars_fuel(const struct madmax *game) { return game->view.set.cars_fuel; }
int damage(const struct madmax *game) { return game->view.set.damage; }
int rows(const struct madmax *game) { return game->view.set.rows; }
int cols(const struct madmax *game) { return game->view.set.cols; }
int me(const struct madmax *game) { return game->me; }
int current_round(const struct madmax *game) { return game->view.round; }
int nb_units(const struct madmax *game) { return game->view.nb_units; }

bool player_ok(const struct madmax *game, int pl)
{
    return pl >= 0 && pl < game->view.set.nb_players;
}

bool pos_ok(const struct madmax *game, struct pos p)
{
    return p.i >= 0 && p.i < game->view.set.rows && p.j >= 0 && p.j < game->view.set.cols;
}

struct cell cell_at(const struct madmax *game, struct pos p)
{
    struct cell c = {Desert, -1, -1};
    if (!pos_ok(game, p)) {
        out_printf(game->log, "warning: wrong position: (%d, %d)\n", p.i, p.j);
        return c;
    }
    int k = mm_at(&game->view, p.i, p.j);
    c.type = (enum cell_type)game->view.type[k];
    c.owner = game->view.owner[k];
    c.id = game->view.unit_at[k];
    return c;
}

struct cell cell(const struct madmax *game, int i, int j)
{
    return cell_at(game, pos_make(i, j));
}

struct unit unit(const struct madmax *game, int id)
{
    struct unit u = {-1, -1, -1, -1, -1, {-1, -1}};
    if (id < 0 || id >= game->view.nb_units) {
        out_printf(game->log, "warning: wrong unit identifier: %d\n", id);
        return u;
    }
    const struct mm_unit *v = &game->view.units[id];
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
    return player_ok(game, pl) ? game->view.num_cities[pl] : -1;
}

int total_score(const struct madmax *game, int pl)
{
    return player_ok(game, pl) ? game->view.total_score[pl] : -1;
}

double status(const struct madmax *game, int pl)
{
    return player_ok(game, pl) ? game->view.status[pl] : -2;
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
        for (int id = 0; id < g->view.nb_units; id++) {
            const struct mm_unit *u = &g->view.units[id];
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
    return id >= 0 && id < game->view.nb_units && mm_can_move(&game->view, id);
}

void command(struct madmax *game, int id, enum dir d)
{
    if (++game->nb_calls > MM_MAX_ORDERS)
        return; /* the seat is frozen when play() returns */
    int known = id >= 0 && id < game->view.nb_units;
    int repeated = known ? game->ordered[id] : 0;
    for (int k = 0; !known && k < game->nb_orders; k++)
        repeated |= game->orders[k].id == id;
    if (repeated) {
        out_printf(game->log, "warning: action already requested for unit %d\n", id);
        return;
    }
    if (known)
        game->ordered[id] = 1;
    struct mm_order o = {id, (int)d};
    game->orders[game->nb_orders++] = o;
}

void command_movement(struct madmax *game, struct movement m)
{
    command(game, m.id, m.dir);
}

int random_int(struct madmax *game, int l, int u)
{
    return rng_uniform(&game->rng, l, u);
}

void random_permutation(struct madmax *game, int n, int perm[])
{
    rng_permutation(&game->rng, n, perm);
}
