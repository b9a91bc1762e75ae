/* lcg2018.c — the 2018 Jutge kits' LCG, bit for bit. */
#include "lcg2018.h"

#include <stdlib.h>

static uint32_t lcg2018_step(struct lcg2018 *r)
{
    r->state = (uint32_t)((843314861ULL * r->state + 453816693ULL) & 0x7fffffffULL);
    return r->state;
}

void lcg2018_seed(struct lcg2018 *r, long long seed)
{
    unsigned long long magnitude = seed < 0 ? 0ULL - (unsigned long long)seed : (unsigned long long)seed;
    r->state = (uint32_t)(magnitude & 0x7fffffffULL);
}

int lcg2018_uniform(struct lcg2018 *r, int l, int u)
{
    if (l > u || (long long)u - l + 1 > 1000000)
        return l;
    lcg2018_step(r);
    unsigned long long span = (unsigned long long)((long long)u - l + 1);
    return l + (int)((span * lcg2018_step(r)) >> 31);
}

void lcg2018_permutation(struct lcg2018 *r, int n, int *perm)
{
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int i = 0; i < n; i++) {
        int k = lcg2018_uniform(r, i, n - 1);
        int t = perm[i];
        perm[i] = perm[k];
        perm[k] = t;
    }
}
