// verdict: refused    expect: registers 0 players, not one
#include "madmax.h"

void play(struct madmax *game);
void play(struct madmax *game)
{
    (void)game;
}
