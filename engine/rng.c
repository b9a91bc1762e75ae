/* rng.c — the Jutge kits' LCG, bit for bit. */
#include "rng.h"

#include <stdlib.h>

static uint32_t rng_step(struct rng *r)
{
    r->state = (uint32_t)((843314861ULL * r->state + 453816693ULL) & 0x7fffffffULL);
    return r->state;
}

void rng_seed(struct rng *r, long long seed)
{
    unsigned long long magnitude = seed < 0 ? 0ULL - (unsigned long long)seed : (unsigned long long)seed;
    r->state = (uint32_t)(magnitude & 0x7fffffffULL);
}

int rng_uniform(struct rng *r, int l, int u)
{
    if (l > u || (long long)u - l + 1 > 1000000)
        return l;
    rng_step(r);
    unsigned long long span = (unsigned long long)((long long)u - l + 1);
    return l + (int)((span * rng_step(r)) >> 31);
}

void rng_permutation(struct rng *r, int n, int *perm)
{
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int i = 0; i < n; i++) {
        int k = rng_uniform(r, i, n - 1);
        int t = perm[i];
        perm[i] = perm[k];
        perm[k] = t;
    }
}
