/* schedule.h — which matches a tournament plays: a pure function of its entrants,
 * boards, seed and size, so a re-run finds the same matches (and resumes them). */
#ifndef ARENA_SCHEDULE_H
#define ARENA_SCHEDULE_H

#include <stddef.h>

#include "tournament.h"

/* Fills t->schedule with schedule_matches(t->matches, t->nb_playing) matches in blocks:
 * a block is one board and one seed played n times (n players), match i of it seating
 * the block's shuffled players i + o_s (mod n) in seat s, the offsets o_s drawn for the
 * block (distinct unless there are fewer players than seats). Each offset maps the block
 * onto itself, so in a block every player sits once in each seat of the same board and
 * seed: no player profits from its seat, and every player plays as often as the others
 * (the ranking, mu - 3 sigma, would favour one that played more). Boards are taken in
 * turn, a block each. A larger `matches` extends the same schedule. */
void schedule_build(struct tournament *t);

/* How many matches a tournament of `players` asked for `asked` plays: `asked` rounded up
 * to whole blocks, a multiple of `players`. bin/tournament and the course's final both
 * count with it. */
long schedule_matches(long asked, int players);

/* Why, in one line (for "info: ..." and the course's final form), e.g. "28 matches, not
 * 24: 7 players each play 16, 4 in each seat"; seats: the boards' seats, in the order
 * they are taken. */
void schedule_explain(char *text, size_t size, long asked, int players, const int *seats, int nb_boards);

/* The n-th number of the stream `seed` (splitmix64): seeds and shuffles. */
unsigned long long schedule_mix(unsigned long long seed, unsigned long long n);

#endif
