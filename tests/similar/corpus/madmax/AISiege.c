/* AISiege.c: every round, counts the warriors of each team around each city (the city
 * clusters are found once, by flood fill, and kept), picks the city where we lack the
 * fewest warriors to be strictly first, and sends every free warrior there. Cars idle. */
#define PLAYER_NAME Siege
#include "madmax.h"

#define MAXC 16
struct memory { int ready, ncity; struct pos centre[MAXC]; };
PLAYER(struct memory)

static void find_cities(struct madmax *g, struct memory *m)
{
    static char seen[60][60];
    static struct pos stack[3600];
    for (int i = 0; i < rows(g); i++)
        for (int j = 0; j < cols(g); j++) {
            if (seen[i][j] || cell(g, i, j).type != City || m->ncity == MAXC) continue;
            int top = 0, n = 0, si = 0, sj = 0;
            stack[top++] = pos_make(i, j);
            seen[i][j] = 1;
            while (top) {
                struct pos p = stack[--top];
                n++; si += p.i; sj += p.j;
                for (int d = 0; d < 8; d++) {
                    struct pos q = pos_step(p, (enum dir)d);
                    if (pos_ok(g, q) && !seen[q.i][q.j] && cell_at(g, q).type == City) {
                        seen[q.i][q.j] = 1;
                        stack[top++] = q;
                    }
                }
            }
            m->centre[m->ncity++] = pos_make(si / n, sj / n);
        }
    m->ready = 1;
}

static int near(struct pos a, struct pos b, int r)
{
    return a.i - b.i <= r && b.i - a.i <= r && a.j - b.j <= r && b.j - a.j <= r;
}

static int lack(struct madmax *g, struct pos c)
{
    int count[4] = {0, 0, 0, 0};
    for (int id = 0; id < nb_units(g); id++) {
        struct unit u = unit(g, id);
        if (u.type == Warrior && near(u.pos, c, 3)) count[u.player]++;
    }
    int most = 0;
    for (int p = 0; p < 4; p++)
        if (p != me(g) && count[p] > most) most = count[p];
    return most + 1 - count[me(g)];
}

static void play(struct madmax *game, struct memory *m)
{
    if (!m->ready) find_cities(game, m);
    int goal = 0, goal_lack = 1000;
    for (int c = 0; c < m->ncity; c++) {
        int l = lack(game, m->centre[c]);
        if (l > 0 && l < goal_lack) { goal_lack = l; goal = c; }
    }
    struct pos to = m->centre[goal];
    struct id_list w = warriors(game, me(game));
    for (int k = 0; k < w.size; k++) {
        struct unit u = unit(game, w.id[k]);
        if (!can_move(game, u.id) || near(u.pos, to, 1)) continue;
        if (cell_at(game, u.pos).owner == me(game) && lack(game, u.pos) > -2) continue;
        int di = (to.i > u.pos.i) - (to.i < u.pos.i), dj = (to.j > u.pos.j) - (to.j < u.pos.j);
        for (int d = 0; d < 8; d++) {
            struct pos q = pos_step(u.pos, (enum dir)d);
            if (q.i - u.pos.i == di && q.j - u.pos.j == dj) { command(game, u.id, (enum dir)d); break; }
        }
    }
}
