/* glibc_rand.c — glibc's random_r() with its default state (TYPE_3), bit for bit. */
#include "glibc_rand.h"

#include <string.h>

/* Skips shorter than SKIP_BY_STEPS draw the numbers: a jump costs as much as ~10,000 draws. */
enum { DEGREE = 31, SEPARATION = 3, WARM_UP = 310, SKIP_BY_STEPS = 1 << 14 };

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

/* a * b modulo x^31 - x^28 - 1 (the recurrence's polynomial), coefficients modulo 2^32. */
static void poly_mul(uint32_t out[DEGREE], const uint32_t a[DEGREE], const uint32_t b[DEGREE])
{
    uint32_t p[2 * DEGREE - 1] = {0};
    for (int i = 0; i < DEGREE; i++)
        for (int j = 0; j < DEGREE; j++)
            p[i + j] += a[i] * b[j];
    for (int d = 2 * DEGREE - 2; d >= DEGREE; d--) { /* x^d = x^(d-3) + x^(d-31) */
        p[d - SEPARATION] += p[d];
        p[d - DEGREE] += p[d];
    }
    memcpy(out, p, sizeof(uint32_t) * DEGREE);
}

/* With x^m = sum c[j] x^j modulo the polynomial, r[b+m] = sum c[j] r[b+j]: x^n gives the
 * word n draws ahead of the oldest one, x^(n+k) the k-th after it. */
void glibc_rand_skip(struct glibc_rand *g, uint64_t n)
{
    if (n < SKIP_BY_STEPS) {
        while (n--)
            glibc_rand(g);
        return;
    }
    uint32_t c[DEGREE] = {1}, power[DEGREE] = {0, 1}; /* x^0, x^1 */
    for (uint64_t m = n; m; m >>= 1) {
        if (m & 1)
            poly_mul(c, c, power);
        if (m > 1)
            poly_mul(power, power, power);
    }
    uint32_t old[DEGREE];
    for (int k = 0; k < DEGREE; k++) /* oldest first */
        old[k] = g->word[(g->front + k) % DEGREE];
    g->front = (int)((g->front + n) % DEGREE);
    g->rear = (g->front + DEGREE - SEPARATION) % DEGREE;
    for (int k = 0; k < DEGREE; k++) {
        uint32_t v = 0;
        for (int j = 0; j < DEGREE; j++)
            v += c[j] * old[j];
        g->word[(g->front + k) % DEGREE] = v;
        uint32_t top = c[DEGREE - 1]; /* times x: x^31 = x^28 + 1 */
        memmove(c + 1, c, sizeof(uint32_t) * (DEGREE - 1));
        c[0] = top;
        c[DEGREE - SEPARATION] += top;
    }
}
