/* rules.c — one round of The Purge, as the final kit's Board::next() plays it. */
#include <string.h>

#include "rules.h"

const char *const pu_setting_name[PU_NB_SETTINGS] = {
    "NUM_PLAYERS",
    "NUM_DAYS",
    "NUM_ROUNDS_PER_DAY",
    "BOARD_ROWS",
    "BOARD_COLS",
    "NUM_INI_BUILDERS",
    "NUM_INI_WARRIORS",
    "NUM_INI_MONEY",
    "NUM_INI_FOOD",
    "NUM_INI_GUNS",
    "NUM_INI_BAZOOKAS",
    "BUILDER_INI_LIFE",
    "WARRIOR_INI_LIFE",
    "MONEY_POINTS",
    "KILL_BUILDER_POINTS",
    "KILL_WARRIOR_POINTS",
    "FOOD_INCR_LIFE",
    "LIFE_LOST_IN_ATTACK",
    "BUILDER_STRENGTH_ATTACK",
    "HAMMER_STRENGTH_ATTACK",
    "GUN_STRENGTH_ATTACK",
    "BAZOOKA_STRENGTH_ATTACK",
    "BUILDER_STRENGTH_DEMOLISH",
    "HAMMER_STRENGTH_DEMOLISH",
    "GUN_STRENGTH_DEMOLISH",
    "BAZOOKA_STRENGTH_DEMOLISH",
    "NUM_ROUNDS_REGEN_BUILDER",
    "NUM_ROUNDS_REGEN_WARRIOR",
    "NUM_ROUNDS_REGEN_FOOD",
    "NUM_ROUNDS_REGEN_MONEY",
    "NUM_ROUNDS_REGEN_WEAPON",
    "BARRICADE_RESISTANCE_STEP",
    "BARRICADE_MAX_RESISTANCE",
    "MAX_NUM_BARRICADES",
};

void pu_match_start(struct pu_match *m, long long seed)
{
    m->seed = seed;
    lcg2018_seed(&m->rng, seed);
    for (int p = 0; p < PU_PLAYERS; p++)
        lcg2018_seed(&m->player_rng[p], (long long)(int)(seed + p + 1));
    m->citizens.nb = m->bonus.nb = m->weapons.nb = 0;
    glibc_srand(&m->crand, 1); /* never seeded in the kit */
}

void pu_create_citizen(struct pu_match *m, int i, int j, int type, int player)
{
    struct pu_view *v = &m->now;
    if (v->nb_citizens >= PU_MAX_CITIZENS)
        return; /* cannot happen: one comes back for each one killed */
    struct pu_citizen c = {type,
                           m->fresh_id++,
                           player,
                           i,
                           j,
                           type == PU_BUILDER ? PU_NO_WEAPON : PU_HAMMER,
                           pu_ini_life(v, type)};
    v->citizen[v->nb_citizens++] = c; /* the newest id is the largest */
    v->cell[pu_at(v, i, j)].id = c.id;
}

static void remove_citizen(struct pu_view *v, int k)
{
    v->cell[pu_at(v, v->citizen[k].i, v->citizen[k].j)].id = -1;
    memmove(&v->citizen[k], &v->citizen[k + 1], (size_t)(v->nb_citizens - k - 1) * sizeof v->citizen[0]);
    v->nb_citizens--;
}

static void queue_push(struct pu_queue *q, int kind, int player, int rounds)
{
    if (q->nb < PU_MAX_QUEUE) {
        struct pu_regen r = {kind, player, rounds};
        q->item[q->nb++] = r;
    }
}

static int nb_barricades(const struct pu_view *v, int pl)
{
    int n = 0, cells = v->set[PU_BOARD_ROWS] * v->set[PU_BOARD_COLS];
    for (int k = 0; k < cells; k++)
        n += v->cell[k].resistance != -1 && v->cell[k].b_owner == pl;
    return n;
}

/* A night fight: the attacker wins with probability s1 / (s1 + s2), drawn as
 * random(0, 1000) < s1 / (s1 + s2) * 1000; the loser loses life and may die: then the
 * winner scores and the dead one comes back later for its player. (The kit reads the dead
 * one's type and player after freeing it: this is what it means.) */
static void attack(struct pu_match *m, int a, int d, int killed[], int *nb_killed)
{
    struct pu_view *v = &m->now;
    int s1 = pu_weapon_attack(v, v->citizen[a].weapon), s2 = pu_weapon_attack(v, v->citizen[d].weapon);
    int num = lcg2018_uniform(&m->rng, 0, 1000);
    double threshold = (double)s1 / (s1 + s2) * 1000;
    int winner = num < threshold ? a : d, loser = winner == a ? d : a;
    struct pu_citizen *l = &v->citizen[loser];
    l->life -= v->set[PU_LIFE_LOST_IN_ATTACK];
    if (l->life > 0)
        return;
    int type = l->type, player = l->player, wp = v->citizen[winner].player;
    killed[(*nb_killed)++] = l->id;
    remove_citizen(v, loser);
    queue_push(&m->citizens, type, player,
               type == PU_BUILDER ? v->set[PU_NUM_ROUNDS_REGEN_BUILDER]
                                  : v->set[PU_NUM_ROUNDS_REGEN_WARRIOR]);
    v->score[wp] += type == PU_BUILDER ? v->set[PU_KILL_BUILDER_POINTS] : v->set[PU_KILL_WARRIOR_POINTS];
}

static void step_to(struct pu_citizen *c, struct pu_cell *oc, struct pu_cell *nc, int i, int j)
{
    nc->id = c->id;
    oc->id = -1;
    c->i = i;
    c->j = j;
}

/* Board::execute: 1 if done. */
static int execute(struct pu_match *m, const struct pu_order *o, int killed[], int *nb_killed)
{
    struct pu_view *v = &m->now;
    if (o->type != PU_MOVE && o->type != PU_BUILD)
        return 0;
    for (int k = 0; k < *nb_killed; k++)
        if (killed[k] == o->id)
            return 0;
    int k = pu_find(v, o->id);
    if (k < 0 || o->dir < 0 || o->dir >= PU_NB_DIRS)
        return 0;
    struct pu_citizen *c = &v->citizen[k];
    int pl = c->player, ni = c->i + pu_di[o->dir], nj = c->j + pu_dj[o->dir];
    struct pu_cell *oc = &v->cell[pu_at(v, c->i, c->j)];
    if (!pu_pos_ok(v, ni, nj))
        return 0;
    struct pu_cell *nc = &v->cell[pu_at(v, ni, nj)];
    if (o->type == PU_MOVE) {
        if (nc->type == PU_BUILDING)
            return 0;
        if (nc->bonus == PU_FOOD) {
            queue_push(&m->bonus, PU_FOOD, -1, v->set[PU_NUM_ROUNDS_REGEN_FOOD]);
            nc->bonus = PU_NO_BONUS;
            step_to(c, oc, nc, ni, nj);
            int max = pu_ini_life(v, c->type);
            c->life = c->life + v->set[PU_FOOD_INCR_LIFE] < max ? c->life + v->set[PU_FOOD_INCR_LIFE] : max;
        } else if (nc->bonus == PU_MONEY) {
            queue_push(&m->bonus, PU_MONEY, -1, v->set[PU_NUM_ROUNDS_REGEN_MONEY]);
            nc->bonus = PU_NO_BONUS;
            step_to(c, oc, nc, ni, nj);
            v->score[pl] += v->set[PU_MONEY_POINTS];
        } else if (nc->weapon != PU_NO_WEAPON) {
            queue_push(&m->weapons, nc->weapon, -1, v->set[PU_NUM_ROUNDS_REGEN_WEAPON]);
            if (c->type == PU_WARRIOR) /* keeps the strongest: Hammer < Gun < Bazooka */
                c->weapon = c->weapon == PU_BAZOOKA || nc->weapon == PU_BAZOOKA ? PU_BAZOOKA
                            : c->weapon == PU_GUN || nc->weapon == PU_GUN       ? PU_GUN
                                                                                : PU_HAMMER;
            nc->weapon = PU_NO_WEAPON;
            step_to(c, oc, nc, ni, nj);
        } else if (nc->resistance != -1) {
            if (v->day) {
                if (nc->id != -1 || nc->b_owner != pl)
                    return 0;
                step_to(c, oc, nc, ni, nj);
            } else if (nc->b_owner != pl) {
                nc->resistance -= pu_weapon_demolish(v, c->weapon);
                if (nc->resistance <= 0) {
                    nc->resistance = -1;
                    nc->b_owner = -1;
                }
            } else {
                if (nc->id != -1)
                    return 0;
                step_to(c, oc, nc, ni, nj);
            }
        } else if (nc->id != -1) {
            if (v->day)
                return 0;
            int d = pu_find(v, nc->id);
            if (v->citizen[d].player == pl)
                return 0;
            attack(m, k, d, killed, nb_killed);
        } else
            step_to(c, oc, nc, ni, nj);
        return 1;
    }
    if (c->type == PU_WARRIOR || !v->day)
        return 0;
    if (nc->type == PU_BUILDING || nc->bonus != PU_NO_BONUS || nc->weapon != PU_NO_WEAPON || nc->id != -1)
        return 0;
    if (nc->resistance != -1 && nc->b_owner != pl)
        return 0;
    if (oc->resistance != -1)
        return 0;
    if (nc->resistance == -1 && nb_barricades(v, pl) >= v->set[PU_MAX_NUM_BARRICADES])
        return 0;
    if (nc->resistance == -1) {
        nc->resistance = v->set[PU_BARRICADE_RESISTANCE_STEP];
        nc->b_owner = (signed char)pl;
    } else {
        int r = nc->resistance + v->set[PU_BARRICADE_RESISTANCE_STEP];
        nc->resistance = r < v->set[PU_BARRICADE_MAX_RESISTANCE] ? r : v->set[PU_BARRICADE_MAX_RESISTANCE];
    }
    return 1;
}

static int good_to_regen(const struct pu_view *v, int i, int j)
{
    if (!pu_is_empty(&v->cell[pu_at(v, i, j)]))
        return 0;
    for (int a = i - 2; a <= i + 2; a++)
        for (int b = j - 2; b <= j + 2; b++)
            if (pu_pos_ok(v, a, b) && v->cell[pu_at(v, a, b)].id != -1)
                return 0;
    return 1;
}

/* Board::get_random_pos_where_regenerate: the cell index, -1 if none. */
static int regen_place(struct pu_match *m)
{
    int spots[PU_MAX_CELLS];
    const struct pu_view *v = &m->now;
    int n = 0;
    for (int i = 0; i < v->set[PU_BOARD_ROWS]; i++)
        for (int j = 0; j < v->set[PU_BOARD_COLS]; j++)
            if (good_to_regen(v, i, j))
                spots[n++] = pu_at(v, i, j);
    return n ? spots[lcg2018_uniform(&m->rng, 0, n - 1)] : -1;
}

enum { REGEN_CITIZEN, REGEN_BONUS, REGEN_WEAPON };

static void regenerate(struct pu_match *m, struct pu_queue *q, int what)
{
    struct pu_view *v = &m->now;
    int kept = 0;
    for (int k = 0; k < q->nb; k++) {
        struct pu_regen r = q->item[k];
        if (--r.rounds == 0) {
            int at = regen_place(m);
            if (at < 0) {
                r.rounds = 1;
                q->item[kept++] = r;
            } else if (what == REGEN_CITIZEN)
                pu_create_citizen(m, at / v->set[PU_BOARD_COLS], at % v->set[PU_BOARD_COLS], r.kind,
                                  r.player);
            else if (what == REGEN_BONUS)
                v->cell[at].bonus = (signed char)r.kind;
            else
                v->cell[at].weapon = (signed char)r.kind;
        } else
            q->item[kept++] = r;
    }
    q->nb = kept;
}

void pu_play_round(struct pu_match *m, const struct pu_orders *const orders[], struct pu_round_log *log)
{
    struct pu_view *v = &m->now;
    /* the orders kept: own citizens alive now, once each */
    struct pu_order kept[PU_PLAYERS][PU_MAX_CITIZENS];
    int nb[PU_PLAYERS] = {0}, index[PU_PLAYERS] = {0}, total = 0;
    int seen[PU_MAX_CITIZENS], nb_seen = 0;
    for (int p = 0; p < PU_PLAYERS; p++) {
        if (!orders[p])
            continue;
        for (int k = 0; k < orders[p]->nb && k < PU_MAX_CALLS; k++) {
            const struct pu_order *o = &orders[p]->order[k];
            int c = pu_find(v, o->id), dup = 0;
            if (c < 0 || v->citizen[c].player != p)
                continue;
            for (int s = 0; s < nb_seen; s++)
                dup |= seen[s] == o->id;
            if (dup)
                continue;
            seen[nb_seen++] = o->id;
            kept[p][nb[p]++] = *o;
            total++;
        }
    }
    int killed[PU_MAX_CITIZENS], nb_killed = 0;
    log->nb = 0;
    while (total--) {
        int q = 0;
        for (int p = 0; p < PU_PLAYERS; p++)
            q += index[p] < nb[p];
        int ran = lcg2018_uniform(&m->rng, 1, q), p = -1, acc = 0;
        while (acc < ran) {
            ++p;
            acc += index[p] < nb[p];
        }
        const struct pu_order *o = &kept[p][index[p]++];
        if (execute(m, o, killed, &nb_killed))
            log->done[log->nb++] = *o;
    }
    regenerate(m, &m->citizens, REGEN_CITIZEN);
    regenerate(m, &m->bonus, REGEN_BONUS);
    regenerate(m, &m->weapons, REGEN_WEAPON);
    int rpd = v->set[PU_NUM_ROUNDS_PER_DAY];
    if (v->round % rpd == rpd - 1) {
        int cells = v->set[PU_BOARD_ROWS] * v->set[PU_BOARD_COLS];
        for (int k = 0; k < cells; k++)
            if (v->cell[k].resistance != -1) {
                v->cell[k].resistance = -1;
                v->cell[k].b_owner = -1;
            }
    }
    v->round++;
    v->day = v->round % rpd < rpd / 2;
}
