// AIHerd.c -- the whole team goes for one post at a time: the target (kept in memory)
// is the post not ours with the best value for the team's mean distance to it; when it
// is ours, the next. Soldiers close to the target spread onto its neighbours.
#define PLAYER_NAME Herd
#include "apocalypse.h"

struct memory { int target; bool chosen; };
PLAYER(struct memory)

static int Dist(struct pos A, struct pos B)
{
    int X = A.i > B.i ? A.i - B.i : B.i - A.i, Y = A.j > B.j ? A.j - B.j : B.j - A.j;
    return X > Y ? X : Y;
}

static int ChooseTarget(struct apocalypse *G, struct id_list Team)
{
    struct post_list P = posts(G);
    int Best = -1;
    double BestV = -1;
    for (int K = 0; K < P.size; K++) {
        if (P.post[K].player == me(G)) continue;
        double Sum = 1;
        for (int T = 0; T < Team.size; T++) Sum += Dist(data_ref(G, Team.id[T])->pos, P.post[K].pos);
        double V = P.post[K].value * (double)(Team.size + 1) / Sum;
        if (V > BestV) { BestV = V; Best = K; }
    }
    return Best;
}

static bool Walkable(struct apocalypse *G, int I, int J)
{
    int W = what(G, I, J);
    return (W == GRASS || W == FOREST) && fire_time(G, I, J) == 0;
}

static void Approach(struct apocalypse *G, const struct data *S, struct pos Goal)
{
    int BestI = S->pos.i, BestJ = S->pos.j, BestD = Dist(S->pos, Goal);
    if (BestD <= 1) BestD = 2; /* close: any free cell around the post will do */
    for (int DI = -1; DI <= 1; DI++)
        for (int DJ = -1; DJ <= 1; DJ++) {
            int I = S->pos.i + DI, J = S->pos.j + DJ;
            if (!Walkable(G, I, J)) continue;
            int Other = which_soldier(G, I, J);
            if (Other > 0 && data_ref(G, Other)->player == me(G)) continue;
            int D = Dist((struct pos){I, J}, Goal);
            if (D < BestD) { BestD = D; BestI = I; BestJ = J; }
        }
    if (BestI != S->pos.i || BestJ != S->pos.j) command_soldier(G, S->id, BestI, BestJ);
}

static void play(struct apocalypse *game, struct memory *memory)
{
    struct id_list Team = soldiers(game, me(game));
    struct post_list P = posts(game);
    if (!memory->chosen || P.post[memory->target].player == me(game)) {
        int T = ChooseTarget(game, Team);
        if (T < 0) return;
        memory->target = T;
        memory->chosen = true;
    }
    struct pos Goal = P.post[memory->target].pos;
    for (int K = 0; K < Team.size; K++) Approach(game, data_ref(game, Team.id[K]), Goal);
}
