/* rules.c — one round of Mad Max Revisited, in the reference engine's order and with its
 * random draws (../shared/notes/reference-revisited-tron.md, 1.4 and 4.2). */
#include "rules.h"

#include <string.h>

/* ---- cells -------------------------------------------------------------------------- */

static int cell_of(const struct rv_match *m, int i, int j)
{
    return rv_at(&m->now.set, i, rv_wrap(&m->now.set, j));
}

/* Every change of a cell goes through here, which keeps the count of each type. */
static void put(struct rv_match *m, int c, int type, int id)
{
    m->count[m->now.type[c]]--;
    m->count[type]++;
    m->now.type[c] = (unsigned char)type;
    m->id_at[c] = id;
}

static void clear_cell(struct rv_match *m, int c)
{
    put(m, c, RV_EMPTY, -1);
}

void rv_set_cell(struct rv_match *m, int i, int j, int type, int id)
{
    put(m, cell_of(m, i, j), type, id);
}

/* Whether the square of side 2 RV_CLEAR + 1 around (i, j), rows clipped and columns
 * wrapped, holds none of the types in `banned` (a bit set of 1 << type). */
static int square_clear(const struct rv_match *m, int i, int j, unsigned banned)
{
    const struct rv_settings *s = &m->now.set;
    for (int di = -RV_CLEAR; di <= RV_CLEAR; di++) {
        int ii = i + di;
        if (ii < 0 || ii >= s->rows)
            continue;
        for (int dj = -RV_CLEAR; dj <= RV_CLEAR; dj++)
            if (banned & (1u << m->now.type[cell_of(m, ii, j + dj)]))
                return 0;
    }
    return 1;
}

/* ---- cars and missiles -------------------------------------------------------------- */

static void kill_car(struct rv_match *m, int cid, int i, int j)
{
    struct rv_car *car = &m->now.car[cid];
    int c = rv_at(&m->now.set, car->i, car->j);
    if (m->now.type[c] == RV_CAR && m->id_at[c] == cid)
        clear_cell(m, c);
    car->alive = 0;
    car->time = m->now.set.rounds_to_regenerate;
    car->i = (short)i;
    car->j = (short)j;
}

static void remove_missile(struct rv_match *m, int mid)
{
    struct rv_view *v = &m->now;
    int k = rv_find_missile(v, mid);
    if (k < 0)
        return;
    const struct rv_missile *x = &v->missile[k];
    int c = rv_at(&v->set, x->i, x->j);
    if (v->type[c] == RV_MISSILE && m->id_at[c] == mid)
        clear_cell(m, c);
    memmove(&v->missile[k], &v->missile[k + 1], (size_t)(v->nb_missiles - k - 1) * sizeof v->missile[0]);
    v->nb_missiles--;
}

/* A missile of car `shooter` hits car `cid`: the car dies where it stands, the shooter's
 * player scores unless the car is its own. */
static void missile_hits_car(struct rv_match *m, int shooter, int cid)
{
    const struct rv_settings *s = &m->now.set;
    int owner = rv_player_of(s, shooter);
    if (owner != rv_player_of(s, cid))
        m->now.score[owner] += s->kill_points;
    kill_car(m, cid, m->now.car[cid].i, m->now.car[cid].j);
}

/* Flies missile `mid` (off the grid) from (i, j) two columns ahead, one
 * cell at a time. Whatever it meets is destroyed with it. Returns 1 if it is still flying. */
static int fly(struct rv_match *m, int mid, int shooter, int i, int j)
{
    for (int step = 1; step <= 2; step++) {
        int c = cell_of(m, i, j + step);
        switch (m->now.type[c]) {
        case RV_EMPTY:
            continue;
        case RV_CAR:
            missile_hits_car(m, shooter, m->id_at[c]);
            break;
        case RV_MISSILE: /* only a new shot meets one: flying missiles wait (move_missiles) */
            remove_missile(m, m->id_at[c]);
            break;
        default: /* a tyre or a bonus */
            clear_cell(m, c);
            break;
        }
        remove_missile(m, mid);
        return 0;
    }
    int c = cell_of(m, i, j + 2);
    put(m, c, RV_MISSILE, mid);
    struct rv_missile *x = &m->now.missile[rv_find_missile(&m->now, mid)];
    x->i = (short)i;
    x->j = (short)(c % m->now.set.cols);
    return 1;
}

/* Step 1: every missile flies, in increasing mid; one with a missile in either of its two
 * cells ahead goes to the end of the queue, so missiles never meet. A queue that goes
 * round without a move (missiles chained around the whole cylinder) stops: those stay. */
static void move_missiles(struct rv_match *m)
{
    int n = m->now.nb_missiles, queue[RV_MAX_MISSILES], head = 0, tail = 0, count = n, waited = 0;
    for (int k = 0; k < n; k++)
        queue[k] = m->now.missile[k].mid;
    tail = n % RV_MAX_MISSILES;
    while (count > 0 && waited < count) {
        int mid = queue[head];
        head = (head + 1) % RV_MAX_MISSILES;
        count--;
        int k = rv_find_missile(&m->now, mid);
        if (k < 0)
            continue;
        int i = m->now.missile[k].i, j = m->now.missile[k].j, shooter = m->now.missile[k].cid;
        if (m->now.type[cell_of(m, i, j + 1)] == RV_MISSILE || m->now.type[cell_of(m, i, j + 2)] == RV_MISSILE) {
            queue[tail] = mid;
            tail = (tail + 1) % RV_MAX_MISSILES;
            count++;
            waited++;
            continue;
        }
        waited = 0;
        clear_cell(m, cell_of(m, i, j));
        fly(m, mid, shooter, i, j);
    }
}

/* Car `cid` of `player` drives along path `d`, taking bonuses, until it reaches the end
 * or dies in a cell holding a tyre, a car or a missile. */
static void drive(struct rv_match *m, int cid, int player, int d)
{
    struct rv_view *v = &m->now;
    const struct rv_settings *s = &v->set;
    struct rv_car *car = &v->car[cid];
    const struct rv_path *path = &rv_paths[d];
    if (path->n == 0)
        return;
    int i0 = car->i, j0 = car->j;
    clear_cell(m, rv_at(s, i0, j0));
    for (int k = 0; k < path->n; k++) {
        int i = i0 + path->di[k], j = j0 + path->dj[k], c = cell_of(m, i, j), jj = c % s->cols;
        switch (v->type[c]) {
        case RV_EMPTY:
            continue;
        case RV_WATER_BONUS:
            v->score[player] += s->water_points;
            clear_cell(m, c);
            continue;
        case RV_GAS_BONUS:
            car->gas += s->bonus_gas;
            clear_cell(m, c);
            continue;
        case RV_MISSILE_BONUS:
            car->nb_miss += s->bonus_missiles;
            clear_cell(m, c);
            continue;
        case RV_TYRE:
            clear_cell(m, c);
            break;
        case RV_CAR:
            kill_car(m, m->id_at[c], i, jj);
            break;
        case RV_MISSILE: {
            int shooter = v->missile[rv_find_missile(v, m->id_at[c])].cid;
            remove_missile(m, m->id_at[c]);
            int owner = rv_player_of(s, shooter);
            if (owner != player)
                v->score[owner] += s->kill_points;
            break;
        }
        }
        kill_car(m, cid, i, jj); /* off the grid already: nothing else is cleared */
        return;
    }
    int i = i0 + path->di[path->n - 1], c = cell_of(m, i, j0 + path->dj[path->n - 1]);
    put(m, c, RV_CAR, cid);
    car->i = (short)i;
    car->j = (short)(c % s->cols);
}

/* Tries an instruction; 1 if it succeeded (the car then counts as commanded). */
static int execute(struct rv_match *m, int player, const struct rv_order *o)
{
    struct rv_view *v = &m->now;
    struct rv_car *car = &v->car[o->cid];
    if (!car->alive)
        return 0;
    if (o->type == RV_SHOOT) {
        if (car->nb_miss <= 0)
            return 0;
        car->nb_miss--;
        int mid = m->next_mid++;
        struct rv_missile *x = &v->missile[v->nb_missiles++]; /* mids only grow: still sorted */
        *x = (struct rv_missile){mid, o->cid, car->i, car->j};
        fly(m, mid, o->cid, car->i, car->j);
        drive(m, o->cid, player, RV_DEFAULT);
        return 1;
    }
    if (!rv_within_window(&v->set, car->i + rv_dir_di[o->dir], car->j + rv_dir_dj[o->dir], v->round))
        return 0;
    drive(m, o->cid, player, o->dir);
    return 1;
}

/* What the player API accepts: a car of the player, not yet ordered, a valid order. */
static int accepted(const struct rv_settings *s, int player, const struct rv_order *o, const unsigned char *ordered)
{
    if (o->cid < 0 || o->cid >= s->cars_per_player * RV_PLAYERS || rv_player_of(s, o->cid) != player)
        return 0;
    if (o->type != RV_MOVE && o->type != RV_SHOOT)
        return 0;
    if (o->dir < 0 || o->dir >= RV_NB_DIRS || (o->type == RV_SHOOT && o->dir != RV_DEFAULT))
        return 0;
    return !ordered[o->cid];
}

static void play_player(struct rv_match *m, int player, const struct rv_orders *orders, struct rv_round_log *log)
{
    const struct rv_settings *s = &m->now.set;
    unsigned char ordered[RV_MAX_CARS] = {0}, commanded[RV_MAX_CARS] = {0};
    int nb = orders ? orders->nb : 0;
    for (int k = 0; k < nb; k++) {
        const struct rv_order *o = &orders->order[k];
        if (!accepted(s, player, o, ordered))
            continue;
        ordered[o->cid] = 1;
        log->asked[player][log->nb_asked[player]++] = *o;
        if (execute(m, player, o)) {
            commanded[o->cid] = 1;
            log->done[player][log->nb_done[player]++] = *o;
        }
    }
    for (int cid = player * s->cars_per_player; cid < (player + 1) * s->cars_per_player; cid++)
        if (m->now.car[cid].alive && !commanded[cid])
            drive(m, cid, player, RV_DEFAULT);
}

/* ---- gas, regeneration, bonuses ----------------------------------------------------- */

static void burn_gas(struct rv_match *m)
{
    for (int cid = 0; cid < m->now.nb_cars; cid++) {
        struct rv_car *car = &m->now.car[cid];
        if (car->alive && --car->gas <= 0)
            kill_car(m, cid, car->i, car->j);
    }
}

static void regenerate(struct rv_match *m, struct minstd *rng)
{
    struct rv_view *v = &m->now;
    const struct rv_settings *s = &v->set;
    for (int cid = 0; cid < v->nb_cars; cid++) {
        struct rv_car *car = &v->car[cid];
        if (car->alive)
            continue;
        if (car->time > 0) {
            car->time--;
            continue;
        }
        for (int t = 0; t < RV_TRIES; t++) {
            int i = minstd_uniform(rng, 0, s->rows - 1);
            int j = rv_wrap(s, minstd_uniform(rng, v->round, v->round + s->window - 1));
            int c = rv_at(s, i, j);
            if (v->type[c] != RV_EMPTY ||
                !square_clear(m, i, j, 1u << RV_MISSILE | 1u << RV_CAR | 1u << RV_TYRE))
                continue;
            put(m, c, RV_CAR, cid);
            *car = (struct rv_car){car->nb_miss, s->initial_gas, 0, (short)i, (short)j, 1};
            break;
        }
    }
}

static void refill_bonuses(struct rv_match *m, struct minstd *rng)
{
    struct rv_view *v = &m->now;
    const struct rv_settings *s = &v->set;
    static const int order[3] = {RV_MISSILE_BONUS, RV_WATER_BONUS, RV_GAS_BONUS};
    const int wanted[3] = {s->missile_bonuses, s->water_bonuses, s->gas_bonuses};
    for (int k = 0; k < 3; k++)
        for (int missing = wanted[k] - m->count[order[k]]; missing > 0; missing--) {
            int placed = 0;
            for (int t = 0; t < RV_TRIES && !placed; t++) {
                int i = minstd_uniform(rng, 0, s->rows - 1);
                int j = rv_wrap(s, minstd_uniform(rng, v->round + s->window, v->round + s->cols - 1));
                int c = rv_at(s, i, j);
                if (v->type[c] == RV_EMPTY && square_clear(m, i, j, 1u << RV_MISSILE | 1u << RV_CAR)) {
                    put(m, c, order[k], -1);
                    placed = 1;
                }
            }
            if (!placed)
                break;
        }
}

/* ---- the round ---------------------------------------------------------------------- */

void rv_match_start(struct rv_match *m, long long seed)
{
    struct rv_view *v = &m->now;
    const struct rv_settings *s = &v->set;
    memset(m->count, 0, sizeof m->count);
    for (int c = 0; c < s->rows * s->cols; c++) {
        m->id_at[c] = -1;
        m->count[v->type[c]]++;
    }
    for (int cid = 0; cid < v->nb_cars; cid++)
        if (v->car[cid].alive)
            m->id_at[rv_at(s, v->car[cid].i, v->car[cid].j)] = cid;
    m->next_mid = 0;
    for (int k = 0; k < v->nb_missiles; k++) {
        m->id_at[rv_at(s, v->missile[k].i, v->missile[k].j)] = v->missile[k].mid;
        m->next_mid = v->missile[k].mid + 1;
    }
    m->seed = seed;
    minstd_seed(&m->rng, seed);
    for (int p = 0; p < RV_PLAYERS; p++)
        minstd_seed(&m->player_rng[p], seed + p);
}

struct minstd rv_player_stream(const struct rv_match *m, int p)
{
    struct minstd r = m->player_rng[p];
    int s = minstd_draw(&r);
    minstd_seed(&r, s);
    return r;
}

void rv_play_round(struct rv_match *m, const struct rv_orders *const orders[RV_PLAYERS], struct rv_round_log *log)
{
    /* The reference copies the board, generator included, before the turn order draws:
     * regenerations and bonuses replay the turn order's numbers. */
    struct minstd turn_rng = m->rng, placement_rng = m->rng;
    m->now.round++;
    memset(log->nb_asked, 0, sizeof log->nb_asked);
    memset(log->nb_done, 0, sizeof log->nb_done);
    move_missiles(m);
    int turn[RV_PLAYERS] = {0, 1, 2, 3};
    for (int k = 0; k < RV_PLAYERS; k++) {
        int x = minstd_uniform(&turn_rng, k, RV_PLAYERS - 1), t = turn[k];
        turn[k] = turn[x];
        turn[x] = t;
    }
    for (int k = 0; k < RV_PLAYERS; k++)
        play_player(m, turn[k], orders[turn[k]], log);
    burn_gas(m);
    regenerate(m, &placement_rng);
    refill_bonuses(m, &placement_rng);
    minstd_seed(&m->rng, minstd_draw(&turn_rng));
}
