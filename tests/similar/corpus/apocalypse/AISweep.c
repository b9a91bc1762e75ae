/* AISweep.c -- soldiers sweep the board in bands: soldier number k of ours owns the band
 * of rows k*3 .. k*3+2 and walks it east, then west (its heading kept in memory),
 * attacking whatever enemy it meets and stopping on a post that is not ours yet. */
#define PLAYER_NAME Sweep
#include "apocalypse.h"

struct memory { signed char heading[1024]; };
PLAYER(struct memory)

static int band_row(int k) { return (k * 3 + 1) % BOARD_SIZE; }

static int ground(struct apocalypse *g, int i, int j)
{
    int w = what(g, i, j);
    return w == GRASS || w == FOREST;
}

static void sweep(struct apocalypse *g, struct memory *m, const struct data *s, int k)
{
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++) {
            int e = which_soldier(g, s->pos.i + a, s->pos.j + b);
            if (e > 0 && data_ref(g, e)->player != me(g)) { command_soldier(g, s->id, s->pos.i + a, s->pos.j + b); return; }
        }
    int owner = post_owner(g, s->pos.i, s->pos.j);
    if (owner != -2 && owner != me(g)) return;
    signed char *h = &m->heading[s->id & 1023];
    if (*h == 0) *h = 1;
    int row = band_row(k), di = (row > s->pos.i) - (row < s->pos.i);
    if (s->pos.j + *h < 0 || s->pos.j + *h >= BOARD_SIZE) *h = (signed char)-*h;
    int tries[3][2] = {{di, *h}, {0, *h}, {di ? di : 1, 0}};
    for (int t = 0; t < 3; t++) {
        int i = s->pos.i + tries[t][0], j = s->pos.j + tries[t][1];
        if (ground(g, i, j) && which_soldier(g, i, j) == 0 && fire_time(g, i, j) == 0) {
            command_soldier(g, s->id, i, j);
            return;
        }
    }
    *h = (signed char)-*h;
}

static void play(struct apocalypse *game, struct memory *memory)
{
    struct id_list team = soldiers(game, me(game));
    for (int k = 0; k < team.size; k++) sweep(game, memory, data_ref(game, team.id[k]), k);
}
