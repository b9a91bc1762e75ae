/* honest.c — players that keep every rule and use most of their CPU budget, for every
 * game: the judge's verdicts must not depend on how busy the machine is
 * (tests/verdicts.sh plays them alone and beside busy processes on the match's core).
 * Built with GAME_HEADER ("madmax.h"), GAME_TYPE (madmax), PLAYER_NAME, HONEST_CPU (the
 * seconds of CPU it uses over the match, by its own clock), HONEST_ROUNDS (the match's
 * rounds) and one kind:
 *   HONEST_HEAVY_TURN  all of it in its first turn;
 *   HONEST_STEADY      a little in every turn, evenly.
 * Its orders (games/<game>/tests/hostile.h's honest_orders) depend on the round alone,
 * never on how much it computed: the replay is the same whatever the machine does. */
#define _POSIX_C_SOURCE 200809L
#include GAME_HEADER
#include "tests/hostile.h"

#include <time.h>

struct honest_memory {
    int turns;
};

PLAYER(struct honest_memory)

static volatile unsigned long sink;

/* Computes until its own CPU clock reads `until` seconds. */
static void compute_until(double until)
{
    struct timespec t;
    for (;;) {
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        if ((double)t.tv_sec + (double)t.tv_nsec * 1e-9 >= until)
            return;
        for (int k = 0; k < 10000; k++)
            sink += (unsigned long)k * 2654435761u;
    }
}

static void play(struct GAME_TYPE *game, struct honest_memory *memory)
{
    int round = memory->turns++;
#if defined HONEST_HEAVY_TURN
    if (round == 0)
        compute_until(HONEST_CPU);
#elif defined HONEST_STEADY
    compute_until(HONEST_CPU * (round < HONEST_ROUNDS ? round + 1 : HONEST_ROUNDS) / HONEST_ROUNDS);
#else
#error "no HONEST_ kind"
#endif
    honest_orders(game, round);
}
