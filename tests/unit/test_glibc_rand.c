/* test_glibc_rand.c — our copy of glibc's rand() against the C library's own generator, its
 * jumps ahead, and the stream that travels with a turn (crand.h). */
#define _DEFAULT_SOURCE /* initstate_r(), random_r() */
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "crand.h"
#include "glibc_rand.h"

/* glibc's generator, through its reentrant calls: rand() itself is crand.c's in arena's
 * programs. A 128-byte state is rand()'s own kind (TYPE_3), seeded as srand() seeds it. */
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

Test(glibc_rand, outside_a_turn_rand_is_the_c_library_s)
{
    struct libc_rand libc;
    libc_seed(&libc, 1);
    for (int n = 0; n < 100; n++) /* seeded 1 before any srand() */
        cr_assert_eq(rand(), libc_next(&libc), "draw %d", n);
    srand(77);
    libc_seed(&libc, 77);
    for (int n = 0; n < 100; n++)
        cr_assert_eq(n % 2 ? rand() : (int)random(), libc_next(&libc), "after srand(77), draw %d", n);
    srandom(78);
    libc_seed(&libc, 78);
    cr_assert_eq(rand(), libc_next(&libc), "srandom() is srand()");
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
    for (uint64_t n = 0; n < CRAND_MAX_CALLS; n++)
        glibc_rand(&drawn);
    glibc_rand_skip(&skipped, CRAND_MAX_CALLS);
    cr_assert(memcmp(&drawn, &skipped, sizeof drawn) == 0);
}

/* ---- the stream that travels with the turn ---- */

static unsigned pick(unsigned *x, unsigned n) /* the test's own choices, not the stream's */
{
    *x = *x * 1103515245u + 12345u;
    return (*x >> 16) % n;
}

/* Turns of calls in every pattern (draws, reseeds, both, none, many of each): the numbers
 * the player gets are those of one stream shared as in one process, and the match's stream
 * after the turn is where that stream is. */
Test(crand, any_pattern_of_calls_gives_the_shared_stream)
{
    unsigned x = 2024;
    struct glibc_rand match, shared; /* match: the engine's; shared: as in one process */
    glibc_srand(&match, 5);
    shared = match;
    struct crand_turn turn;
    for (int t = 0; t < 400; t++) {
        crand_deal(&turn, &match);
        crand_play(&turn);
        int calls = (int)pick(&x, t % 10 == 0 ? 40000 : 12);
        for (int c = 0; c < calls; c++) {
            unsigned what = pick(&x, 8);
            if (what == 0) {
                unsigned seed = what == 0 && pick(&x, 4) == 0 ? 0 : pick(&x, 1000000) * 4096u + t;
                if (pick(&x, 2))
                    srand(seed);
                else
                    srandom(seed);
                glibc_srand(&shared, seed);
            } else {
                int got = what == 1 ? (int)random() : rand();
                cr_assert_eq(got, glibc_rand(&shared), "turn %d, call %d", t, c);
            }
        }
        crand_stop();
        struct crand_turn used;
        cr_assert_eq(crand_take(&turn, &used), SEAT_OK);
        cr_assert_eq(used.calls, (uint64_t)calls);
        crand_apply(&used, &match);
        cr_assert(memcmp(&match, &shared, sizeof match) == 0, "turn %d: the match's stream is not where the player left it", t);
    }
}

Test(crand, the_answer_is_checked)
{
    struct glibc_rand match;
    glibc_srand(&match, 1);
    struct crand_turn turn, used;
    crand_deal(&turn, &match);
    crand_play(&turn);
    crand_stop();
    cr_expect_eq(crand_take(&turn, &used), SEAT_OK, "no call");
    turn.calls = CRAND_MAX_CALLS;
    turn.draws = CRAND_MAX_CALLS;
    cr_expect_eq(crand_take(&turn, &used), SEAT_OK, "the most calls");
    turn.calls = CRAND_MAX_CALLS + 1ull;
    cr_expect_eq(crand_take(&turn, &used), SEAT_TOO_MANY_DRAWS, "one more");
    turn.calls = UINT64_MAX;
    cr_expect_eq(crand_take(&turn, &used), SEAT_TOO_MANY_DRAWS);
    turn.calls = 5;
    turn.draws = 6;
    cr_expect_eq(crand_take(&turn, &used), SEAT_BAD_ORDERS, "more draws than calls");
    turn.draws = 5;
    turn.reseeded = 2;
    cr_expect_eq(crand_take(&turn, &used), SEAT_BAD_ORDERS, "reseeded neither 0 nor 1");
}

Test(crand, a_turn_leaves_the_process_s_own_stream_alone)
{
    struct libc_rand libc;
    srand(3);
    libc_seed(&libc, 3);
    cr_assert_eq(rand(), libc_next(&libc));
    struct glibc_rand match;
    glibc_srand(&match, 8);
    struct crand_turn turn;
    crand_deal(&turn, &match);
    crand_play(&turn);
    srand(99);
    for (int n = 0; n < 10; n++)
        rand();
    crand_stop();
    for (int n = 0; n < 10; n++)
        cr_assert_eq(rand(), libc_next(&libc), "draw %d after the turn", n);
    cr_assert(memcmp(&turn.stream, &match, sizeof match) != 0, "the turn drew from its copy");
}
