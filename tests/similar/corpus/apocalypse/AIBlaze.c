/* AIBlaze.c -- helicopters hunt with napalm: drop it when enemy soldiers under the
 * helicopter outnumber ours by two, otherwise fly towards the densest enemy group seen
 * (turning first when it is behind). Soldiers stand still unless their cell burns. */
#define PLAYER_NAME Blaze
#include "apocalypse.h"

PLAYER(struct no_memory)

static const int DI[4] = {1, 0, -1, 0}, DJ[4] = {0, 1, 0, -1}; /* SOUTH EAST NORTH WEST */

static int balance(struct apocalypse *g, int ci, int cj, int r)
{
    int b = 0;
    for (int i = ci - r; i <= ci + r; i++)
        for (int j = cj - r; j <= cj + r; j++) {
            int s = which_soldier(g, i, j);
            if (s > 0) b += data_ref(g, s)->player == me(g) ? -1 : 1;
        }
    return b;
}

static void pilot(struct apocalypse *g, const struct data *h)
{
    if (h->napalm == 0 && balance(g, h->pos.i, h->pos.j, REACH) >= 2) {
        command_helicopter(g, h->id, NAPALM);
        return;
    }
    int bi = h->pos.i, bj = h->pos.j, bv = -1;
    for (int i = 3; i < BOARD_SIZE - 3; i += 4)
        for (int j = 3; j < BOARD_SIZE - 3; j += 4) {
            int v = balance(g, i, j, 3);
            if (v > bv) { bv = v; bi = i; bj = j; }
        }
    int o = h->orientation, ahead = (bi - h->pos.i) * DI[o] + (bj - h->pos.j) * DJ[o];
    int left = (bi - h->pos.i) * DI[(o + 1) % 4] + (bj - h->pos.j) * DJ[(o + 1) % 4];
    if (ahead > 2) command_helicopter(g, h->id, ahead > 4 ? FORWARD2 : FORWARD1);
    else command_helicopter(g, h->id, left > 0 ? COUNTER_CLOCKWISE : CLOCKWISE);
}

static void flee_fire(struct apocalypse *g, const struct data *s)
{
    if (fire_time(g, s->pos.i, s->pos.j) == 0) return;
    for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) {
            int i = s->pos.i + di, j = s->pos.j + dj;
            if (fire_time(g, i, j) == 0 && what(g, i, j) != WATER && what(g, i, j) != MOUNTAIN && which_soldier(g, i, j) == 0) {
                command_soldier(g, s->id, i, j);
                return;
            }
        }
}

static void play(struct apocalypse *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list hs = helicopters(game, me(game));
    for (int k = 0; k < hs.size; k++) pilot(game, data_ref(game, hs.id[k]));
    struct id_list ss = soldiers(game, me(game));
    for (int k = 0; k < ss.size; k++) flee_fire(game, data_ref(game, ss.id[k]));
}
