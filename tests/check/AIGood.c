// verdict: accepted (tests/check.sh: every "expect:" comment is an error the checker must report on its line)
#define PLAYER_NAME Good
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "madmax.h"

static const int weights[4] = {1, 2, 3, 4}; /* constants are fine */
static const char *const words[] = {"north", "south"};

struct memory {
    int rounds;
    int order[8];
};
PLAYER(struct memory)

static int by_value(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void play(struct madmax *game, struct memory *memory)
{
    assert(memory->rounds >= 0);
    memory->rounds++;
    random_permutation(game, 8, memory->order);
    qsort(memory->order, 8, sizeof memory->order[0], by_value);
    char buf[32];
    snprintf(buf, sizeof buf, "%d", weights[memory->rounds % 4]);
    int n = 0;
    if (sscanf(buf, "%d", &n) == 1 && isdigit((unsigned char)buf[0]) && errno == 0)
        n += (int)sqrt((double)strlen(words[n % 2]));
    if (memory->rounds == 1)
        fprintf(stderr, "good: %d units, %d\n", nb_units(game), n);
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player == me(game) && random_int(game, 0, 3) == 0)
            command(game, id, (enum dir)random_int(game, 0, 7));
}
