/* glibc_rand.c — glibc's random_r() with its default state (TYPE_3), bit for bit. */
#include "glibc_rand.h"

enum { DEGREE = 31, SEPARATION = 3, WARM_UP = 310 };

void glibc_srand(struct glibc_rand *g, unsigned seed)
{
    int32_t word = seed == 0 ? 1 : (int32_t)seed;
    g->word[0] = (uint32_t)word;
    for (int i = 1; i < DEGREE; i++) {
        /* 16807 * word mod (2^31 - 1), by Schrage's method as glibc does it */
        int32_t hi = word / 127773, lo = word % 127773;
        word = 16807 * lo - 2836 * hi;
        if (word < 0)
            word += 2147483647;
        g->word[i] = (uint32_t)word;
    }
    g->front = SEPARATION;
    g->rear = 0;
    for (int k = 0; k < WARM_UP; k++)
        glibc_rand(g);
}

int glibc_rand(struct glibc_rand *g)
{
    uint32_t v = g->word[g->front] += g->word[g->rear];
    g->front = (g->front + 1) % DEGREE;
    g->rear = (g->rear + 1) % DEGREE;
    return (int)(v >> 1);
}
