/* test_glibc_rand.c — our copy of glibc's rand() against the C library's own generator, and
 * its jumps ahead. */
#define _DEFAULT_SOURCE /* initstate_r(), random_r() */
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "glibc_rand.h"

/* glibc's generator, through its reentrant calls (a program may replace rand()). A
 * 128-byte state is rand()'s own kind (TYPE_3), seeded as srand() seeds it. */
struct libc_rand {
    struct random_data data;
    char state[128];
};

static void libc_seed(struct libc_rand *r, unsigned seed)
{
    memset(r, 0, sizeof *r);
    initstate_r(seed, r->state, sizeof r->state, &r->data);
}

static int libc_next(struct libc_rand *r)
{
    int32_t v;
    random_r(&r->data, &v);
    return v;
}

static const unsigned seeds[] = {0, 1, 2, 3, 42, 12345, 2147483647u, 4294967295u};
enum { NB_SEEDS = sizeof seeds / sizeof seeds[0] };

Test(glibc_rand, the_same_numbers_as_the_c_library)
{
    for (int k = 0; k < NB_SEEDS; k++) {
        struct glibc_rand g;
        struct libc_rand libc;
        glibc_srand(&g, seeds[k]);
        libc_seed(&libc, seeds[k]);
        for (int n = 0; n < 2000; n++)
            cr_assert_eq(glibc_rand(&g), libc_next(&libc), "seed %u, draw %d", seeds[k], n);
    }
}

Test(glibc_rand, seed_0_is_seed_1)
{
    struct glibc_rand a, b;
    glibc_srand(&a, 0);
    glibc_srand(&b, 1);
    for (int n = 0; n < 50; n++)
        cr_assert_eq(glibc_rand(&a), glibc_rand(&b));
}

Test(glibc_rand, a_skip_is_the_draws)
{
    static const uint64_t counts[] = {0, 1, 2, 30, 31, 32, 1000, 16383, 16384, 16385, 100003, (1u << 20) + 7};
    for (int k = 0; k < NB_SEEDS; k++)
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
            struct glibc_rand drawn, skipped;
            glibc_srand(&drawn, seeds[k]);
            for (int n = 0; n < k * 5; n++) /* anywhere in the ring */
                glibc_rand(&drawn);
            skipped = drawn;
            for (uint64_t n = 0; n < counts[c]; n++)
                glibc_rand(&drawn);
            glibc_rand_skip(&skipped, counts[c]);
            cr_assert(memcmp(&drawn, &skipped, sizeof drawn) == 0, "seed %u, %llu draws", seeds[k],
                      (unsigned long long)counts[c]);
            cr_assert_eq(glibc_rand(&drawn), glibc_rand(&skipped));
        }
}

Test(glibc_rand, the_longest_skip_is_the_draws)
{
    struct glibc_rand drawn, skipped;
    glibc_srand(&drawn, 9);
    skipped = drawn;
    for (uint64_t n = 0; n < 100000000; n++)
        glibc_rand(&drawn);
    glibc_rand_skip(&skipped, 100000000);
    cr_assert(memcmp(&drawn, &skipped, sizeof drawn) == 0);
}
