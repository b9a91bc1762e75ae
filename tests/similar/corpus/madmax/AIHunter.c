// AIHunter.c -- cars hunt: each car picks the weakest enemy warrior on the board and
// drives one step towards it; warriors hold the cities they stand on or go to a
// random neighbouring road.
#define PLAYER_NAME Hunter
#include "madmax.h"

PLAYER(struct no_memory)

typedef struct pos Pos;

static int Abs(int x) { return x < 0 ? -x : x; }

static int Dist(Pos a, Pos b) { return Abs(a.i - b.i) + Abs(a.j - b.j); }

static int PickPrey(struct madmax *G, Pos from)
{
    int Best = -1, BestScore = 0;
    for (int Pl = 0; Pl < nb_players(G); Pl++) {
        if (Pl == me(G)) continue;
        struct id_list W = warriors(G, Pl);
        for (int K = 0; K < W.size; K++) {
            struct unit U = unit(G, W.id[K]);
            if (cell_at(G, U.pos).type == City) continue;
            int Score = 1000 - U.food - U.water - 3 * Dist(from, U.pos);
            if (Best < 0 || Score > BestScore) { Best = U.id; BestScore = Score; }
        }
    }
    return Best;
}

static void Drive(struct madmax *G, struct unit Car)
{
    int Prey = PickPrey(G, Car.pos);
    if (Prey < 0) return;
    Pos Goal = unit(G, Prey).pos;
    int BestDir = None, BestDist = Dist(Car.pos, Goal);
    for (int D = Bottom; D < None; D++) {
        Pos N = pos_step(Car.pos, (enum dir)D);
        if (!pos_ok(G, N)) continue;
        enum cell_type T = cell_at(G, N).type;
        if (T != Road && T != Desert) continue;
        if (Dist(N, Goal) < BestDist) { BestDist = Dist(N, Goal); BestDir = D; }
    }
    if (BestDir != None) command(G, Car.id, (enum dir)BestDir);
}

static void Hold(struct madmax *G, struct unit W)
{
    if (cell_at(G, W.pos).type == City) return;
    int Start = random_int(G, 0, 7);
    for (int K = 0; K < 8; K++) {
        int D = (Start + K) % 8;
        Pos N = pos_step(W.pos, (enum dir)D);
        if (pos_ok(G, N) && cell_at(G, N).type == Road) { command(G, W.id, (enum dir)D); return; }
    }
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list C = cars(game, me(game));
    for (int K = 0; K < C.size; K++)
        if (can_move(game, C.id[K])) Drive(game, unit(game, C.id[K]));
    struct id_list W = warriors(game, me(game));
    for (int K = 0; K < W.size; K++)
        if (can_move(game, W.id[K])) Hold(game, unit(game, W.id[K]));
}
