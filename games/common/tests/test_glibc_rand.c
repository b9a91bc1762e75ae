/* test_glibc_rand.c — our copy of glibc's rand() against the C library itself. */
#include <criterion/criterion.h>

#include <stdlib.h>

#include "glibc_rand.h"

Test(glibc_rand, the_same_numbers_as_the_c_library)
{
    static const unsigned seeds[] = {0, 1, 2, 3, 42, 12345, 2147483647u, 4294967295u};
    for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
        struct glibc_rand g;
        glibc_srand(&g, seeds[k]);
        srand(seeds[k]);
        for (int n = 0; n < 2000; n++)
            cr_assert_eq(glibc_rand(&g), rand(), "seed %u, draw %d", seeds[k], n);
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
