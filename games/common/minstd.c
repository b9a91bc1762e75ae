/* minstd.c — Park–Miller with multiplier 48271, bit for bit (64-bit products instead of
 * the kit's Schrage decomposition: the same numbers). */
#include "minstd.h"

enum { MINSTD_MODULUS = 2147483647 };

void minstd_seed(struct minstd *r, long long seed)
{
    /* The kit takes |s| of an int: seeds are reduced to 32 bits first, as its int does. */
    int32_t s32 = (int32_t)(uint32_t)(unsigned long long)seed;
    long long magnitude = s32 < 0 ? -(long long)s32 : s32;
    r->state = (uint32_t)(1 + magnitude % (MINSTD_MODULUS - 1));
}

int minstd_draw(struct minstd *r)
{
    r->state = (uint32_t)((48271ULL * r->state) % MINSTD_MODULUS);
    return (int)r->state - 1;
}

int minstd_uniform(struct minstd *r, int l, int u)
{
    if (l > u)
        return l;
    long long span = (long long)u - l + 1;
    return (int)(l + minstd_draw(r) % span);
}
