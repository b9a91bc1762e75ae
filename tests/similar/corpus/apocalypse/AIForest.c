// AIForest.c: soldiers prefer forest (attacks hurt less there): each moves to the
// adjacent forest cell nearest an enemy, attacks an adjacent enemy first, and otherwise
// waits. Helicopters drop parachuters on free grass near their centre.
#define PLAYER_NAME Forest
#include "apocalypse.h"

PLAYER(struct no_memory)

static const int DI[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int DJ[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

static bool enemyAt(struct apocalypse *g, int i, int j)
{
    if (!pos_ok(g, i, j)) return false;
    int s = which_soldier(g, i, j);
    return s > 0 && data(g, s).player != me(g);
}

static void moveSoldier(struct apocalypse *g, int id)
{
    struct data d = data(g, id);
    for (int k = 0; k < 8; k++)
        if (enemyAt(g, d.pos.i + DI[k], d.pos.j + DJ[k])) {
            command_soldier(g, id, d.pos.i + DI[k], d.pos.j + DJ[k]);
            return;
        }
    int pick = -1, pickEnemies = 0;
    for (int k = 0; k < 8; k++) {
        int i = d.pos.i + DI[k], j = d.pos.j + DJ[k];
        if (!pos_ok(g, i, j) || what(g, i, j) != FOREST || which_soldier(g, i, j) > 0) continue;
        int n = 0;
        for (int q = 0; q < 8; q++) n += enemyAt(g, i + 2 * DI[q], j + 2 * DJ[q]);
        if (pick < 0 || n > pickEnemies) { pick = k; pickEnemies = n; }
    }
    if (pick >= 0 && what(g, d.pos.i, d.pos.j) != FOREST)
        command_soldier(g, id, d.pos.i + DI[pick], d.pos.j + DJ[pick]);
}

static void dropFrom(struct apocalypse *g, int heli)
{
    struct data h = data(g, heli);
    if (h.nb_parachuters == 0) return;
    for (int i = h.pos.i - REACH; i <= h.pos.i + REACH; i++)
        for (int j = h.pos.j - REACH; j <= h.pos.j + REACH; j++)
            if (pos_ok(g, i, j) && what(g, i, j) == GRASS && which_soldier(g, i, j) <= 0 && fire_time(g, i, j) == 0) {
                command_parachuter(g, i, j);
                return;
            }
}

static void play(struct apocalypse *g, struct no_memory *m)
{
    (void)m;
    struct id_list S = soldiers(g, me(g));
    for (int k = 0; k < S.size; k++) moveSoldier(g, S.id[k]);
    struct id_list H = helicopters(g, me(g));
    for (int k = 0; k < H.size; k++) {
        dropFrom(g, H.id[k]);
        command_helicopter(g, H.id[k], k % 2 ? FORWARD1 : COUNTER_CLOCKWISE);
    }
}
