/* schedule.h — which matches a tournament plays: a pure function of its entrants,
 * boards, seed and size, so a re-run finds the same matches (and resumes them). */
#ifndef ARENA_SCHEDULE_H
#define ARENA_SCHEDULE_H

#include "tournament.h"

/* Fills t->schedule with at least t->matches matches in groups: a group is one board,
 * one seed and one seating of players, played once per rotation of the seats, so that
 * no player profits from its seat. Boards are taken in turn; players are dealt from
 * shuffled decks so that every entrant plays as often as the others (give or take a
 * group); a group never holds a player twice unless there are fewer players than seats.
 * A larger `matches` extends the same schedule. */
void schedule_build(struct tournament *t);

/* The n-th number of the stream `seed` (splitmix64): seeds and shuffles. */
unsigned long long schedule_mix(unsigned long long seed, unsigned long long n);

#endif
