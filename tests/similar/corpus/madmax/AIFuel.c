/* AIFuel.c -- Hungarian-style names. Cars: refuel first (nearest station by ring
 * search), then run over the nearest enemy warrior standing outside a city. Warriors:
 * attack an adjacent enemy warrior that has less water, else head for a city. */
#define PLAYER_NAME Fuel
#include "madmax.h"

PLAYER(struct no_memory)

static int iDist(struct pos pA, struct pos pB)
{
    int iDi = pA.i - pB.i, iDj = pA.j - pB.j;
    if (iDi < 0) iDi = -iDi;
    if (iDj < 0) iDj = -iDj;
    return iDi > iDj ? iDi : iDj;
}

/* The nearest cell of type eType around pFrom, by growing square rings. */
static struct pos pRing(struct madmax *pG, struct pos pFrom, enum cell_type eType)
{
    for (int iR = 1; iR < 60; iR++)
        for (int iI = pFrom.i - iR; iI <= pFrom.i + iR; iI++)
            for (int iJ = pFrom.j - iR; iJ <= pFrom.j + iR; iJ++) {
                if (iDist(pos_make(iI, iJ), pFrom) != iR) continue;
                struct pos pQ = pos_make(iI, iJ);
                if (pos_ok(pG, pQ) && cell_at(pG, pQ).type == eType) return pQ;
            }
    return pFrom;
}

static struct pos pPrey(struct madmax *pG, struct pos pFrom)
{
    struct pos pBest = pFrom;
    int iBest = 1000;
    for (int iU = 0; iU < nb_units(pG); iU++) {
        struct unit uX = unit(pG, iU);
        if (uX.player == me(pG) || uX.type != Warrior || cell_at(pG, uX.pos).type == City) continue;
        if (iDist(uX.pos, pFrom) < iBest) { iBest = iDist(uX.pos, pFrom); pBest = uX.pos; }
    }
    return pBest;
}

static void vToward(struct madmax *pG, struct unit uMe, struct pos pGoal, int bCar)
{
    int iBestD = None, iBest = iDist(uMe.pos, pGoal);
    for (int iD = 0; iD < None; iD++) {
        struct pos pN = pos_step(uMe.pos, (enum dir)iD);
        if (!pos_ok(pG, pN)) continue;
        enum cell_type eT = cell_at(pG, pN).type;
        int bOk = bCar ? (eT == Road || eT == Desert) : (eT == Road || eT == Desert || eT == City);
        if (bOk && iDist(pN, pGoal) < iBest) { iBest = iDist(pN, pGoal); iBestD = iD; }
    }
    if (iBestD != None) command(pG, uMe.id, (enum dir)iBestD);
}

static int bAttack(struct madmax *pG, struct unit uMe)
{
    for (int iD = 0; iD < None; iD++) {
        struct pos pN = pos_step(uMe.pos, (enum dir)iD);
        if (!pos_ok(pG, pN) || cell_at(pG, pN).id < 0) continue;
        struct unit uX = unit(pG, cell_at(pG, pN).id);
        if (uX.player != me(pG) && uX.type == Warrior && uX.water < uMe.water) {
            command(pG, uMe.id, (enum dir)iD);
            return 1;
        }
    }
    return 0;
}

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    struct id_list lC = cars(game, me(game)), lW = warriors(game, me(game));
    for (int iK = 0; iK < lC.size; iK++) {
        struct unit uC = unit(game, lC.id[iK]);
        if (!can_move(game, uC.id)) continue;
        vToward(game, uC, uC.food < 25 ? pRing(game, uC.pos, Station) : pPrey(game, uC.pos), 1);
    }
    for (int iK = 0; iK < lW.size; iK++) {
        struct unit uW = unit(game, lW.id[iK]);
        if (!can_move(game, uW.id) || bAttack(game, uW) || cell_at(game, uW.pos).type == City) continue;
        vToward(game, uW, pRing(game, uW.pos, City), 0);
    }
}
