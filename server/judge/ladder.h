/* ladder.h — the standings of the course (bin/tournament's, over the ladder's records),
 * kept in memory between matches, and who plays whom next. */
#ifndef ARENA_SERVER_LADDER_H
#define ARENA_SERVER_LADDER_H

#include "judge/freeze.h"
#include "standings.h"

/* The standings, locked for the caller until ladder_release(); NULL after an error line.
 * They are the last ones loaded: who changes them calls ladder_refresh(). */
const struct standings *ladder_acquire(void);
void ladder_release(void);
/* A match was recorded, or a player came or went. */
void ladder_changed(void);
/* Loads the standings again if they changed, while readers see the previous ones. */
void ladder_refresh(void);
/* The standings the students and visitors see: the live ones, or while the standings are
 * frozen (*z, as freeze_now says) those of the matches recorded before the freeze. Locked
 * as ladder_acquire's, until ladder_release(); NULL after an error line. */
const struct standings *ladder_acquire_public(struct freeze *z);
/* Frees the cache (the server stops). */
void ladder_forget(void);

/* The ranks the pages show: 1..n among the players who played, are not the Dummy and
 * are in the ladder now (not put out by a teacher; a qualified version under the rule of
 * now, or one being judged), in the standings' order; equal ratings share a rank; 0 for
 * the others, whose rows come after the ranked ones. rank has s->n entries. */
void ladder_ranks(const struct standings *s, int rank[]);
/* The rows the standings show (the page and the CSV alike), in their order: the ranked
 * players, then the others (out of the ladder, or no ladder match yet); the Dummy left
 * out. Fills order[] (s->n entries) with indices of s->p; returns how many. */
int ladder_rows(const struct standings *s, const int rank[], int order[]);

/* Chooses `seats` players of n candidates (names) for a ladder match: the one with the
 * fewest ladder matches, then those nearest to it in rating, in a shuffled seating;
 * fewer than seats candidates leave -1 (a Dummy) in the remaining seats. */
void ladder_pick(const char *const names[], int n, int seats, unsigned long long seed, int chosen[]);

#endif
