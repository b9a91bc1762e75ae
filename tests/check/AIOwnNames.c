/* verdict: accepted (as past courses' players: free functions of the file's own, global,
   with names of their own; none is a name of the judge's link) */
#define PLAYER_NAME OwnNames
#include <stdlib.h>

#include "madmax.h"

int dist(int a, int b) { return abs(a - b); }
int max(int a, int b) { return a > b ? a : b; }
int min(int a, int b) { return a < b ? a : b; }
int sign(int a) { return (a > 0) - (a < 0); }
int closest(const int *values, int n, int to)
{
    int best = 0;
    for (int k = 1; k < n; k++)
        if (dist(values[k], to) < dist(values[best], to))
            best = k;
    return best;
}
const int directions[4] = {0, 1, 2, 3};

PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory)
{
    (void)game;
    (void)memory;
    (void)closest(directions, 4, max(min(1, 2), sign(-3)));
}
