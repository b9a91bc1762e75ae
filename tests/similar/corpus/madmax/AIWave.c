// AIWave.c -- warriors are dealt to the cities by id (id % cities), and walk along a
// distance map of their city computed once at round 0 by breadth-first search over the
// cells a warrior may walk on. Cars go down the same maps towards the city of their id,
// staying on desert and road (they guard its approaches).
#define PLAYER_NAME Wave
#include "madmax.h"

enum { SIDE = 60, CITIES = 8, FAR = 255 };
struct memory {
    bool built;
    int count;
    unsigned char dist[CITIES][SIDE][SIDE];
};
PLAYER(struct memory)

static bool passable(enum cell_type t) { return t == Desert || t == Road || t == City; }

static void flood(struct madmax *game, unsigned char map[SIDE][SIDE], struct pos seed)
{
    static struct pos fifo[SIDE * SIDE];
    for (int i = 0; i < SIDE; i++)
        for (int j = 0; j < SIDE; j++) map[i][j] = FAR;
    int in = 0, out = 0;
    fifo[in++] = seed;
    map[seed.i][seed.j] = 0;
    while (out < in) {
        struct pos p = fifo[out++];
        for (int d = 0; d < 8; d++) {
            struct pos q = pos_step(p, (enum dir)d);
            if (!pos_ok(game, q) || map[q.i][q.j] != FAR || !passable(cell_at(game, q).type)) continue;
            map[q.i][q.j] = map[p.i][p.j] + 1 < FAR ? (unsigned char)(map[p.i][p.j] + 1) : FAR - 1;
            fifo[in++] = q;
        }
    }
}

static void build(struct madmax *game, struct memory *mem)
{
    for (int i = 0; i < rows(game) && mem->count < CITIES; i++)
        for (int j = 0; j < cols(game) && mem->count < CITIES; j++) {
            if (cell(game, i, j).type != City) continue;
            bool known = false;
            for (int c = 0; c < mem->count && !known; c++) known = mem->dist[c][i][j] < 6;
            if (!known) { flood(game, mem->dist[mem->count], pos_make(i, j)); mem->count++; }
        }
    mem->built = true;
}

static void descend(struct madmax *game, struct unit u, unsigned char map[SIDE][SIDE])
{
    int best = None, low = map[u.pos.i][u.pos.j];
    for (int d = 0; d < 8; d++) {
        struct pos q = pos_step(u.pos, (enum dir)d);
        if (!pos_ok(game, q) || cell_at(game, q).id >= 0) continue;
        if (u.type == Car && cell_at(game, q).type == City) continue;
        if (map[q.i][q.j] < low) { low = map[q.i][q.j]; best = d; }
    }
    if (best != None) command(game, u.id, (enum dir)best);
}

static void play(struct madmax *game, struct memory *mem)
{
    if (!mem->built) build(game, mem);
    if (mem->count == 0) return;
    for (int id = 0; id < nb_units(game); id++) {
        struct unit u = unit(game, id);
        if (u.player != me(game) || !can_move(game, id)) continue;
        unsigned char (*map)[SIDE] = mem->dist[id % mem->count];
        if (u.type == Warrior && cell_at(game, u.pos).type == City) continue;
        if (u.type == Car && map[u.pos.i][u.pos.j] <= 3) continue;
        descend(game, u, map);
    }
}
