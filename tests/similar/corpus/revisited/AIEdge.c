// AIEdge.c: hugs the border. A car on an edge row is attacked from one side only, so
// each car heads for the top or bottom row (whichever is nearer) and runs along it,
// picking up the bonuses there; it leaves the edge one row only to pass a tyre.
#define PLAYER_NAME Edge
#include "revisited.h"

PLAYER(struct no_memory)

static int Blocked(struct revisited *G, int I, int J)
{
    struct pos P = {I, J};
    if (!within_universe(G, P)) return 1;
    enum cell_type T = cell(G, P).type;
    return T == TYRE || T == CAR || T == MISSILE;
}

static int PathClear(struct revisited *G, struct car C, enum dir D)
{
    struct pos Cells[MAX_PASSED];
    int N = passed_cells(D, Cells);
    for (int K = 0; K < N; K++)
        if (Blocked(G, C.pos.i + Cells[K].i, C.pos.j + Cells[K].j)) return 0;
    return within_window(G, pos_add(C.pos, D), current_round(G) + 1);
}

static enum dir Choose(struct revisited *G, struct car C)
{
    int Last = number_rows(G) - 1;
    int Target = C.pos.i < Last - C.pos.i ? 0 : Last;
    enum dir Toward = C.pos.i < Target ? DOWN : C.pos.i > Target ? UP : DEFAULT;
    enum dir Away = Target == 0 ? DOWN : UP;
    struct pos Ahead2 = {C.pos.i, C.pos.j + 2};
    enum cell_type T = cell(G, Ahead2).type;
    enum dir Plan[6];
    int N = 0;
    if (C.pos.i == Target && (T == WATER_BONUS || T == GAS_BONUS || T == MISSILE_BONUS)) Plan[N++] = FAST;
    Plan[N++] = Toward;
    Plan[N++] = DEFAULT;
    Plan[N++] = Away;
    Plan[N++] = SLOW;
    Plan[N++] = FAST;
    for (int K = 0; K < N; K++)
        if (PathClear(G, C, Plan[K])) return Plan[K];
    return DEFAULT;
}

static void play(struct revisited *game, struct no_memory *memory)
{
    (void)memory;
    for (int Id = begin(game, me(game)); Id < end(game, me(game)); Id++) {
        struct car C = car(game, Id);
        if (C.alive) move(game, Id, Choose(game, C));
    }
}
