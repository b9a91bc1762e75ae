/* test_minstd.c — the 2020 kits' generator: Park–Miller 48271, as C++'s std::minstd_rand. */
#include <criterion/criterion.h>

#include "minstd.h"

Test(minstd, the_standard_check_value)
{
    /* C++ [rand.predef]: the 10000th value of a default-constructed minstd_rand (state 1)
     * is 399268537; a draw is the state minus 1. Seed 0 gives state 1. */
    struct minstd r;
    minstd_seed(&r, 0);
    int last = 0;
    for (int k = 0; k < 10000; k++)
        last = minstd_draw(&r);
    cr_assert_eq(last, 399268537 - 1);
}

Test(minstd, seeding_and_uniform_draws)
{
    struct minstd a, b;
    minstd_seed(&a, 5);
    cr_assert_eq(a.state, 6u, "state = 1 + |s| mod (2^31 - 2)");
    minstd_seed(&b, -5);
    cr_assert_eq(b.state, 6u, "the sign is dropped");
    minstd_seed(&b, 2147483646LL);
    cr_assert_eq(b.state, 1u, "reduced mod 2^31 - 2");
    cr_assert_eq(minstd_draw(&a), (int)((48271ULL * 6) % 2147483647) - 1);
    minstd_seed(&a, 7);
    minstd_seed(&b, 7);
    for (int k = 0; k < 100; k++) {
        int d = minstd_draw(&b);
        cr_assert_eq(minstd_uniform(&a, -3, 9), -3 + d % 13);
    }
    uint32_t before = a.state;
    cr_assert_eq(minstd_uniform(&a, 4, 3), 4, "l > u returns l");
    cr_assert_eq(a.state, before, "without drawing");
    cr_assert_eq(minstd_uniform(&a, 3, 3), 3);
    cr_assert_neq(a.state, before, "l == u still draws");
}
