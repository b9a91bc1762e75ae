/* lcg2018.h — the random generator of the 2018 Jutge kits (Mad Max, Apocalypse), shared by
 * the games that use it.
 *
 * A 31-bit linear congruential generator: s <- (843314861 s + 453816693) mod 2^31.
 * lcg2018_uniform() burns one step and uses the next, exactly as the kits do, so that
 * boards, matches and players draw the same numbers as the reference engines.
 * Plain data: a generator can be copied into a player's turn and back. */
#ifndef ARENA_LCG2018_H
#define ARENA_LCG2018_H

#include <stdint.h>

struct lcg2018 {
    uint32_t state;
};

/* Seeds with |seed| mod 2^31. */
void lcg2018_seed(struct lcg2018 *r, long long seed);

/* A uniform integer in [l, u]; returns l without drawing if l > u or the span
 * exceeds 10^6. Always costs two steps otherwise, even when l == u. */
int lcg2018_uniform(struct lcg2018 *r, int l, int u);

/* Fills perm[0..n-1] with a random permutation of 0..n-1: forward Fisher-Yates,
 * n draws (the last one trivial). n <= 0 draws nothing. */
void lcg2018_permutation(struct lcg2018 *r, int n, int *perm);

#endif
