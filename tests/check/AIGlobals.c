// verdict: refused
#define PLAYER_NAME Globals
#include "madmax.h"

int turns;                   // expect: variable 'turns'
static int seen[100];        // expect: variable 'seen'
static double weight = 1.5;  // expect: variable 'weight'
const char *label = "x";     // expect: variable 'label'
static const int fixed = 3;

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    static int calls;        // expect: variable 'calls'
    calls++;
    turns += seen[me(game)] + fixed + (int)weight + label[0] + calls;
}
