/* glibc_rand.h — the numbers of glibc's rand(), from a generator of our own.
 *
 * The 2013 kit (Tron 3D) draws from the C library's rand(), one stream shared with the
 * players. arena computes that stream itself, the same on every machine: the sequence of
 * srand(seed) then rand() on glibc (its default generator: additive feedback over 31
 * words, r[i] = r[i-31] + r[i-3], each output the new word shifted right by one). The
 * match keeps its own copy; crand.c hands it to the players with their turn. Plain data. */
#ifndef ARENA_GLIBC_RAND_H
#define ARENA_GLIBC_RAND_H

#include <stdint.h>

struct glibc_rand {
    uint32_t word[31];
    int front, rear; /* the taps: word[front] += word[rear] */
};

/* srand(seed): seed 0 gives the same stream as seed 1, as in glibc. */
void glibc_srand(struct glibc_rand *g, unsigned seed);

/* rand(): 0 .. 2^31 - 1. */
int glibc_rand(struct glibc_rand *g);

/* n calls of rand(), their numbers dropped: in time logarithmic in n. */
void glibc_rand_skip(struct glibc_rand *g, uint64_t n);

#endif
