// AIGasman.c -- watches its gas. Below a third of the initial gas, a car goes for the
// nearest gas bonus it can see (breadth-first over moves, three moves deep); otherwise
// it goes for the nearest water bonus the same way. Shoots an enemy right ahead.
#define PLAYER_NAME Gasman
#include "revisited.h"

PLAYER(struct no_memory)

enum { DEPTH = 3, MAXQ = 1 + 9 + 81 + 729 };

typedef struct { struct pos at; int first, depth; } node_t;

static int crashes(struct revisited *g, struct pos at, enum dir d, int r)
{
    struct pos o[MAX_PASSED];
    int n = passed_cells(d, o);
    for (int k = 0; k < n; k++) {
        struct pos q = {at.i + o[k].i, at.j + o[k].j};
        if (!within_universe(g, q)) return 1;
        enum cell_type t = cell(g, q).type;
        if (t == TYRE || t == CAR || t == MISSILE) return 1;
    }
    return !within_window(g, pos_add(at, d), r + 1);
}

static int search(struct revisited *g, struct car c, enum cell_type goal)
{
    static node_t q[MAXQ];
    int head = 0, tail = 0, r = current_round(g);
    q[tail++] = (node_t){c.pos, -1, 0};
    while (head < tail) {
        node_t n = q[head++];
        if (n.depth > 0 && cell(g, n.at).type == goal) return n.first;
        if (n.depth == DEPTH) continue;
        for (int d = 0; d < NB_DIRS && tail < MAXQ; d++) {
            if (crashes(g, n.at, (enum dir)d, r + n.depth)) continue;
            q[tail++] = (node_t){pos_add(n.at, (enum dir)d), n.depth ? n.first : d, n.depth + 1};
        }
    }
    return -1;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int cid = begin(game, me(game)); cid < end(game, me(game)); cid++) {
        struct car c = car(game, cid);
        if (!c.alive) continue;
        struct cell ahead = cell(game, pos_add(c.pos, DEFAULT));
        if (c.nb_miss && ahead.type == CAR && player_of(game, ahead.cid) != me(game)) { shoot(game, cid); continue; }
        int d = search(game, c, c.gas < initial_gas(game) / 3 ? GAS_BONUS : WATER_BONUS);
        for (int k = 0; d < 0 && k < NB_DIRS; k++)
            if (!crashes(game, c.pos, (enum dir)k, current_round(game))) d = k;
        move(game, cid, d < 0 ? DEFAULT : (enum dir)d);
    }
}
