/* local_rand.c — the C library's rand() and srand() in a program that plays Tron 3D.
 *
 * In the original kit's local Game, the players' rand() and the match's draws (the turn
 * order, the items) are one stream: a rule-book player that calls rand() changes the
 * match, and the original's replay depends on it. So, in a local match, rand() draws from
 * the match's generator (tr_share_rand, from write_start). In judge mode a player runs in
 * its own process, which does not link this file: its rand() is its own, as on the
 * original judge, and the match's stream stays private. Outside a match rand() is the C
 * library's, seeded 1. */
#include <stdlib.h>

#include "rules.h"

static struct glibc_rand *shared; /* the local match's stream, while one is played */
static struct glibc_rand own;     /* otherwise */
static int own_seeded;

void tr_share_rand(struct glibc_rand *match)
{
    shared = match;
}

void tr_unshare_rand(const struct glibc_rand *match)
{
    if (shared == match)
        shared = NULL;
}

static struct glibc_rand *stream(void)
{
    if (shared)
        return shared;
    if (!own_seeded) {
        glibc_srand(&own, 1);
        own_seeded = 1;
    }
    return &own;
}

int rand(void)
{
    return glibc_rand(stream());
}

void srand(unsigned seed)
{
    glibc_srand(stream(), seed);
}
