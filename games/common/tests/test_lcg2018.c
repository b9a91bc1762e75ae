/* test_lcg2018.c — the 2018 kits' generator, bit for bit. */
#include <criterion/criterion.h>

#include "lcg2018.h"

Test(lcg2018, the_kits_generator_bit_for_bit)
{
    struct lcg2018 r;
    lcg2018_seed(&r, 30);
    static const int want[8] = {31, 91, 19, 66, 98, 11, 6, 56};
    for (int k = 0; k < 8; k++)
        cr_assert_eq(lcg2018_uniform(&r, 0, 99), want[k]);
    int perm[8], want_perm[8] = {2, 5, 3, 0, 6, 1, 7, 4};
    lcg2018_permutation(&r, 8, perm);
    cr_assert_arr_eq(perm, want_perm, sizeof perm);
    uint32_t before = r.state;
    cr_assert_eq(lcg2018_uniform(&r, 5, 4), 5, "l > u returns l");
    cr_assert_eq(r.state, before, "without drawing");
    cr_assert_eq(lcg2018_uniform(&r, 3, 3), 3);
    cr_assert_neq(r.state, before, "l == u still draws");
    lcg2018_seed(&r, -30);
    cr_assert_eq(lcg2018_uniform(&r, 0, 99), 31, "the seed's sign is dropped");
}
