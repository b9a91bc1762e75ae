/* AIDummy.c — the kit's Dummy (AIDummy.o of ThePurge 1.0), order for order, rewritten from
 * what the object does. Each citizen first tries a random step (16% of the time it does
 * not: then it plays): by day warriors without a bazooka walk to a better weapon, builders
 * build next to them (while under the barricade limit), or walk to a barricade of theirs to
 * reinforce, or to money; at night warriors hunt the nearest weaker rival (stronger weapon,
 * or the same and more life) and weak builders hide on an empty barricade of theirs. Paths
 * are breadth-first, neighbours in the order Down, Right, Up, Left. */
#define PLAYER_NAME Dummy
#include "purge.h"

PLAYER(struct no_memory)

enum { ROWS = 25, COLS = 50, INF = 0x7fffffff };

static const enum dir dirs[4] = {Down, Right, Up, Left};

typedef bool target_fn(struct purge *game, int id, struct pos p);
typedef bool visitable_fn(struct purge *game, struct pos p);

static bool is_empty(struct cell c)
{
    return c.type == Street && c.bonus == NoBonus && c.weapon == NoWeapon && c.resistance == -1 &&
           c.b_owner == -1 && c.id == -1;
}

static enum weapon_type strongest(enum weapon_type a, enum weapon_type b)
{
    if (a == Bazooka || b == Bazooka)
        return Bazooka;
    if (a == Gun || b == Gun)
        return Gun;
    if (a == Hammer || b == Hammer)
        return Hammer;
    return NoWeapon;
}

static bool is_money(struct purge *game, int id, struct pos p)
{
    (void)id;
    return pos_ok(game, p) && cell_at(game, p).bonus == Money;
}

static bool has_better_weapon(struct purge *game, int id, struct pos p)
{
    enum weapon_type w = citizen(game, id).weapon;
    if (!pos_ok(game, p))
        return false;
    enum weapon_type there = cell_at(game, p).weapon;
    return there != NoWeapon && strongest(w, there) != w;
}

static bool has_barricade_to_improve(struct purge *game, int id, struct pos p)
{
    (void)id;
    struct cell c = cell_at(game, p);
    return pos_ok(game, p) && c.resistance != -1 && c.resistance < barricade_max_resistance(game) &&
           c.b_owner == me(game);
}

static bool has_empty_own_barricade(struct purge *game, int id, struct pos p)
{
    (void)id;
    struct cell c = cell_at(game, p);
    return pos_ok(game, p) && c.id == -1 && c.resistance != -1 && c.b_owner == me(game);
}

static bool has_weaker_rival(struct purge *game, int id, struct pos p)
{
    struct citizen mine = citizen(game, id);
    if (!pos_ok(game, p))
        return false;
    struct cell c = cell_at(game, p);
    if (c.id == -1)
        return false;
    struct citizen rival = citizen(game, c.id);
    if (rival.player == me(game))
        return false;
    int s1 = weapon_strength_attack(game, mine.weapon), s2 = weapon_strength_attack(game, rival.weapon);
    if (s1 > s2)
        return true;
    return s1 == s2 && mine.life > rival.life;
}

/* Outside the board both are true, as the kit's cell() gives an empty street there. */
static bool visitable_no_attack(struct purge *game, struct pos p)
{
    struct cell c = cell_at(game, p);
    return c.type == Street && c.id == -1 && (c.resistance == -1 || c.b_owner == me(game));
}

static bool visitable_attack(struct purge *game, struct pos p)
{
    struct cell c = cell_at(game, p);
    return c.type == Street && (c.id == -1 || citizen(game, c.id).player != me(game));
}

/* The first step towards the nearest cell where `target` holds (checked when taken out of
 * the queue), through cells where `visitable` holds; -1 if none. */
static int bfs(struct purge *game, int id, target_fn *target, visitable_fn *visitable)
{
    int dist[ROWS][COLS];
    struct pos prev[ROWS][COLS], queue[ROWS * COLS];
    int rows = board_rows(game), cols = board_cols(game), head = 0, tail = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            dist[i][j] = INF;
            prev[i][j] = pos_make(0, 0);
        }
    struct pos start = citizen(game, id).pos;
    dist[start.i][start.j] = 0;
    queue[tail++] = start;
    while (head < tail) {
        struct pos p = queue[head++];
        if (target(game, id, p)) {
            while (!pos_equal(prev[p.i][p.j], start))
                p = prev[p.i][p.j];
            for (int d = 0; d < 4; d++)
                if (pos_equal(pos_step(start, dirs[d]), p))
                    return (int)dirs[d];
            return -1;
        }
        for (int d = 0; d < 4; d++) {
            struct pos np = pos_step(p, dirs[d]);
            if (pos_ok(game, np) && visitable(game, np) && dist[np.i][np.j] == INF) {
                dist[np.i][np.j] = dist[p.i][p.j] + 1;
                prev[np.i][np.j] = p;
                queue[tail++] = np;
            }
        }
    }
    return -1;
}

static void go(struct purge *game, int id, target_fn *target, visitable_fn *visitable)
{
    int d = bfs(game, id, target, visitable);
    if (d >= 0)
        move(game, id, (enum dir)d);
}

/* 84% of the time a step towards a random direction that is inside and not a building. */
static bool stupid_move(struct purge *game, int id)
{
    if (random_int(game, 0, 99) <= 15)
        return false;
    struct pos p = citizen(game, id).pos;
    int perm[4];
    random_permutation(game, 4, perm);
    for (int k = 0; k < 4; k++) {
        struct pos np = pos_step(p, dirs[perm[k]]);
        if (pos_ok(game, np) && cell_at(game, np).type != Building) {
            move(game, id, dirs[perm[k]]);
            return true;
        }
    }
    return true;
}

static bool build_next_to(struct purge *game, int id)
{
    if (barricades(game, me(game)).size >= max_num_barricades(game))
        return false;
    struct pos p = citizen(game, id).pos;
    for (int d = 0; d < 4; d++) {
        struct pos np = pos_step(p, dirs[d]);
        if (pos_ok(game, np) && is_empty(cell_at(game, np))) {
            build(game, id, dirs[d]);
            return true;
        }
    }
    return false;
}

static void day(struct purge *game)
{
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        if (!stupid_move(game, w.id[k]) && citizen(game, w.id[k]).weapon != Bazooka)
            go(game, w.id[k], has_better_weapon, visitable_no_attack);
    struct id_list b = builders(game, me(game));
    for (int k = 0; k < b.size; k++) {
        int id = b.id[k];
        if (stupid_move(game, id) || build_next_to(game, id))
            continue;
        struct pos_list bars = barricades(game, me(game));
        bool weak = false;
        for (int n = 0; n < bars.size && !weak; n++)
            weak = cell_at(game, bars.pos[n]).resistance < barricade_max_resistance(game);
        if (weak && !has_barricade_to_improve(game, id, citizen(game, id).pos)) {
            int d = bfs(game, id, has_barricade_to_improve, visitable_no_attack);
            if (d >= 0) {
                move(game, id, (enum dir)d);
                continue;
            }
        }
        go(game, id, is_money, visitable_no_attack);
    }
}

static void night(struct purge *game)
{
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++)
        if (!stupid_move(game, w.id[k]))
            go(game, w.id[k], has_weaker_rival, visitable_attack);
    struct id_list b = builders(game, me(game));
    for (int k = 0; k < b.size; k++) {
        int id = b.id[k];
        if (stupid_move(game, id))
            continue;
        struct citizen c = citizen(game, id);
        if (c.life <= citizen_ini_life(game, c.type) / 2 && cell_at(game, c.pos).resistance == -1)
            go(game, id, has_empty_own_barricade, visitable_no_attack);
    }
}

static void play(struct purge *game, struct no_memory *memory)
{
    (void)memory;
    if (is_day(game))
        day(game);
    else
        night(game);
}
