/* minstd.h — the random generator of the 2020 Jutge kits (Mad Max Revisited), shared by
 * the match and the player side.
 *
 * Park and Miller's "minimal standard" generator with multiplier 48271: s <- 48271 s mod
 * (2^31 - 1), a draw being the new state minus 1 (0 .. 2^31 - 3). Seeding with s gives
 * the state 1 + (|s| mod (2^31 - 2)). minstd_uniform(l, u) = l + draw mod (u - l + 1),
 * biased exactly as the kit's randomize(l, u). Plain data: copied into turns and back. */
#ifndef ARENA_MINSTD_H
#define ARENA_MINSTD_H

#include <stdint.h>

struct minstd {
    uint32_t state; /* 1 .. 2^31 - 2 */
};

void minstd_seed(struct minstd *r, long long seed);

/* The next draw, 0 .. 2^31 - 3. */
int minstd_draw(struct minstd *r);

/* l + draw mod (u - l + 1); returns l without drawing if l > u (where the kit divides by
 * zero or worse). */
int minstd_uniform(struct minstd *r, int l, int u);

#endif
