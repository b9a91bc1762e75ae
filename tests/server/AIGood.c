/* AIGood.c — tests/server.sh's good player: the Dummy under another name, with a debug mark.
 *
 * At round 0 it measures, once, the walking distance from every cell to every city,
 * to water and to fuel. Then every round: warriors drink or eat when they must,
 * hold the cities we own with enough men, and march on the nearest city we do not
 * own; cars hunt enemy warriors outside cities (a warrior run over joins us) and
 * refuel in time. */
#define PLAYER_NAME Good
#include "madmax.h"

enum { MAX_DIM = 100, MAX_CELLS = MAX_DIM * MAX_DIM, MAX_CITIES = 16, FAR = 30000 };

/* Tuned against Demo (seeds 1..50 of the default board). */
enum {
    GUARDS_ABOVE_ENEMY = 3, /* a city is held by this many more warriors than the strongest enemy */
    CAR_REACH = 1,          /* warriors keep this far from enemy cars outside cities */
    DRINK_MARGIN = 4,       /* go to water with this many rounds of water to spare */
    ENEMY_COST = 8,         /* one enemy in a city weighs like 8 more steps to it */
    FUEL_MARGIN = 8,
};

struct memory {
    bool ready;
    int nb_cities;
    short city_of[MAX_CELLS];               /* city index of a city cell, -1 elsewhere */
    short city_dist[MAX_CITIES][MAX_CELLS]; /* warrior steps to the city */
    short water_dist[MAX_CELLS];            /* warrior steps to a cell next to water */
    short fuel_dist[MAX_CELLS];             /* car steps to a cell next to a station */
    short car_dist[MAX_CELLS];              /* car steps to enemy warriors, this round */
    int hunt_round;                         /* 1 + the round car_dist was made for */
    bool danger[MAX_CELLS];                 /* within reach of an enemy car this round */
    int queue[MAX_CELLS];
    enum cell_type terrain[MAX_CELLS];      /* the board's cells, read once */
    bool occupied[MAX_CELLS];               /* a unit stands there, this round */
};

PLAYER(struct memory)

static int index_of(struct madmax *game, struct pos p)
{
    return p.i * cols(game) + p.j;
}

static struct pos pos_of(struct madmax *game, int k)
{
    return pos_make(k / cols(game), k % cols(game));
}

static bool walkable(enum unit_type t, enum cell_type c)
{
    return c == Desert || c == Road || (t == Warrior && c == City);
}

static bool next_to(struct madmax *game, struct pos p, enum cell_type type)
{
    for (int d = Bottom; d < None; d++) {
        struct pos n = pos_step(p, (enum dir)d);
        if (pos_ok(game, n) && cell_at(game, n).type == type)
            return true;
    }
    return false;
}

/* Multi-source breadth-first search: dist[] receives the number of steps from the
 * nearest source over cells a unit of type t may walk on; `through_units` false stops
 * at cells with units (but still reaches them). Works on our own copies of the board
 * (m->terrain, m->occupied): the hot loop of this player. */
static void search(struct madmax *game, struct memory *m, enum unit_type t, short *dist,
                   bool through_units)
{
    int head = 0, tail = 0, nr = rows(game), nc = cols(game);
    for (int k = 0; k < nr * nc; k++)
        if (dist[k] == 0)
            m->queue[tail++] = k;
    while (head < tail) {
        int k = m->queue[head++], i = k / nc, j = k % nc;
        if (!through_units && dist[k] > 0 && m->occupied[k])
            continue;
        for (int d = Bottom; d < None; d++) {
            struct pos q = pos_step(pos_make(i, j), (enum dir)d);
            int x = q.i * nc + q.j;
            if (q.i < 0 || q.i >= nr || q.j < 0 || q.j >= nc || !walkable(t, m->terrain[x]) || dist[x] != FAR)
                continue;
            dist[x] = (short)(dist[k] + 1);
            m->queue[tail++] = x;
        }
    }
}

static void find_cities(struct madmax *game, struct memory *m)
{
    int n = rows(game) * cols(game);
    for (int k = 0; k < n; k++)
        m->city_of[k] = -1;
    for (int k = 0; k < n; k++) {
        if (cell_at(game, pos_of(game, k)).type != City || m->city_of[k] != -1 ||
            m->nb_cities == MAX_CITIES)
            continue;
        /* flood fill the city */
        int c = m->nb_cities++, head = 0, tail = 0;
        m->city_of[k] = (short)c;
        m->queue[tail++] = k;
        while (head < tail) {
            struct pos p = pos_of(game, m->queue[head++]);
            for (int d = Bottom; d < None; d += 2) {
                struct pos q = pos_step(p, (enum dir)d);
                if (pos_ok(game, q) && cell_at(game, q).type == City && m->city_of[index_of(game, q)] == -1) {
                    m->city_of[index_of(game, q)] = (short)c;
                    m->queue[tail++] = index_of(game, q);
                }
            }
        }
    }
}

static void prepare(struct madmax *game, struct memory *m)
{
    int n = rows(game) * cols(game);
    for (int k = 0; k < n; k++)
        m->terrain[k] = cell_at(game, pos_of(game, k)).type;
    find_cities(game, m);
    for (int c = 0; c < m->nb_cities; c++) {
        for (int k = 0; k < n; k++)
            m->city_dist[c][k] = m->city_of[k] == c ? 0 : FAR;
        search(game, m, Warrior, m->city_dist[c], true);
    }
    for (int k = 0; k < n; k++) {
        struct pos p = pos_of(game, k);
        enum cell_type t = cell_at(game, p).type;
        m->water_dist[k] = walkable(Warrior, t) && next_to(game, p, Water) ? 0 : FAR;
        m->fuel_dist[k] = walkable(Car, t) && next_to(game, p, Station) ? 0 : FAR;
    }
    search(game, m, Warrior, m->water_dist, true);
    search(game, m, Car, m->fuel_dist, true);
    m->ready = true;
}

/* A step down the distance map: to a free neighbour or onto an enemy warrior (an
 * attack). Never onto our own units or into a car. Ties broken at random. */
static enum dir descend(struct madmax *game, const struct memory *m, struct unit u, const short *dist)
{
    int order[8];
    random_permutation(game, 8, order);
    enum dir best = None;
    int best_dist = dist[index_of(game, u.pos)];
    for (int k = 0; k < 8; k++) {
        struct pos q = pos_step(u.pos, (enum dir)order[k]);
        if (!pos_ok(game, q))
            continue;
        struct cell c = cell_at(game, q);
        if (!walkable(u.type, c.type) || dist[index_of(game, q)] >= best_dist)
            continue;
        if (u.type == Warrior && c.type != City && m->danger[index_of(game, q)])
            continue;
        if (c.id != -1) {
            struct unit o = unit(game, c.id);
            if (o.player == me(game) || (u.type == Warrior && o.type == Car) || (u.type == Car && o.type == Car))
                continue;
        }
        best = (enum dir)order[k];
        best_dist = dist[index_of(game, q)];
    }
    return best;
}

/* An enemy warrior next to u worth attacking, as a direction; None if there is none. */
static enum dir attack(struct madmax *game, struct unit u)
{
    for (int d = Bottom; d < None; d++) {
        struct pos q = pos_step(u.pos, (enum dir)d);
        if (!pos_ok(game, q) || cell_at(game, q).id == -1)
            continue;
        struct unit o = unit(game, cell_at(game, q).id);
        if (o.player == me(game) || o.type != Warrior)
            continue;
        bool thunderdome = cell_at(game, q).type == City && cell_at(game, u.pos).type == City;
        if (thunderdome ? u.water >= o.water : u.food >= o.food)
            return (enum dir)d;
    }
    return None;
}

static void count_in_cities(struct madmax *game, struct memory *m, int count[MAX_CITIES][4])
{
    for (int c = 0; c < MAX_CITIES; c++)
        for (int p = 0; p < 4; p++)
            count[c][p] = 0;
    for (int id = 0; id < nb_units(game); id++) {
        struct unit u = unit(game, id);
        int c = m->city_of[index_of(game, u.pos)];
        if (u.type == Warrior && c >= 0)
            count[c][u.player]++;
    }
}

static int strongest_enemy(int count[4], int mine)
{
    int best = 0;
    for (int p = 0; p < 4; p++)
        if (p != mine && count[p] > best)
            best = count[p];
    return best;
}

static int nearest_city(const struct memory *m, int k)
{
    int best = -1;
    for (int c = 0; c < m->nb_cities; c++)
        if (best < 0 || m->city_dist[c][k] < m->city_dist[best][k])
            best = c;
    return best;
}

static void move_warrior(struct madmax *game, struct memory *m, struct unit u, int count[MAX_CITIES][4])
{
    int k = index_of(game, u.pos), here = m->city_of[k];
    if (u.water <= m->water_dist[k] + DRINK_MARGIN) {
        command(game, u.id, descend(game, m, u, m->water_dist));
        return;
    }
    enum dir hit = attack(game, u);
    if (hit != None) {
        command(game, u.id, hit);
        return;
    }
    /* Hold a city while it needs us. */
    if (here >= 0 && count[here][me(game)] <= strongest_enemy(count[here], me(game)) + GUARDS_ABOVE_ENEMY)
        return;
    /* March on the nearest city we do not own (our own cities' food on the way). */
    int target = -1, best_cost = FAR;
    for (int c = 0; c < m->nb_cities; c++) {
        int enemies = strongest_enemy(count[c], me(game));
        bool ours = count[c][me(game)] > enemies + GUARDS_ABOVE_ENEMY;
        int cost = m->city_dist[c][k] + ENEMY_COST * enemies;
        if (c != here && !ours && (target < 0 || cost < best_cost)) {
            target = c;
            best_cost = cost;
        }
    }
    if (target >= 0 && u.food <= m->city_dist[target][k] + 4)
        target = nearest_city(m, k); /* eat first */
    if (target < 0)
        return;
    enum dir d = descend(game, m, u, m->city_dist[target]);
    if (d != None) {
        if (here >= 0)
            count[here][me(game)]--;
        command(game, u.id, d);
        count[target][me(game)]++; /* on its way: others pick another city */
    }
}

static void move_car(struct madmax *game, struct memory *m, struct unit u)
{
    int k = index_of(game, u.pos), n = rows(game) * cols(game);
    if (u.food <= m->fuel_dist[k] + FUEL_MARGIN) {
        command(game, u.id, descend(game, m, u, m->fuel_dist));
        return;
    }
    /* Hunt: distances from every enemy warrior outside a city, through free cells;
     * the same map serves all our cars this round (orders change nothing until the
     * round is over). */
    if (m->hunt_round != current_round(game) + 1) {
        for (int x = 0; x < n; x++)
            m->car_dist[x] = FAR;
        for (int id = 0; id < nb_units(game); id++) {
            struct unit o = unit(game, id);
            if (o.type == Warrior && o.player != me(game) && cell_at(game, o.pos).type != City)
                m->car_dist[index_of(game, o.pos)] = 0;
        }
        search(game, m, Car, m->car_dist, false);
        m->hunt_round = current_round(game) + 1;
    }
    command(game, u.id, descend(game, m, u, m->car_dist));
}

/* Cells an enemy car could reach soon: warriors keep out of them outside cities. */
static void mark_danger(struct madmax *game, struct memory *m)
{
    const int reach = CAR_REACH;
    for (int k = 0; k < rows(game) * cols(game); k++)
        m->danger[k] = false;
    for (int pl = 0; pl < nb_players(game); pl++) {
        struct id_list c = cars(game, pl);
        for (int x = 0; pl != me(game) && x < c.size; x++) {
            struct pos p = unit(game, c.id[x]).pos;
            for (int i = p.i - reach; i <= p.i + reach; i++)
                for (int j = p.j - reach; j <= p.j + reach; j++)
                    if (pos_ok(game, pos_make(i, j)))
                        m->danger[index_of(game, pos_make(i, j))] = true;
        }
    }
}

static void play(struct madmax *game, struct memory *m)
{
    debug_mark(game, (struct pos){0, 0}, 0x20c040, "Good was here"); /* for tests/server.sh: marks of its own */
    if (!m->ready)
        prepare(game, m);
    for (int k = 0; k < rows(game) * cols(game); k++)
        m->occupied[k] = false;
    for (int id = 0; id < nb_units(game); id++)
        m->occupied[index_of(game, unit(game, id).pos)] = true;
    mark_danger(game, m);
    int count[MAX_CITIES][4];
    count_in_cities(game, m, count);
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        if (can_move(game, w.id[k]))
            move_warrior(game, m, unit(game, w.id[k]), count);
    struct id_list c = cars(game, me(game));
    for (int k = 0; k < c.size; k++)
        if (can_move(game, c.id[k]))
            move_car(game, m, unit(game, c.id[k]));
}
