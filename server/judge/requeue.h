/* requeue.h — the teacher's "again": a match played again, a submission rejudged, the
 * failed steps queued at once (requeue.c). */
#ifndef ARENA_SERVER_JUDGE_REQUEUE_H
#define ARENA_SERVER_JUDGE_REQUEUE_H

/* Removes the jobs of `where` (an SQL condition on jobs, its one parameter bound to id)
 * and their seats: for jobs never played, which no record names. 0 or -1. */
int judge_drop_jobs(const char *where, long long id);

/* Queues a match again (same board, seed and players) as a new job; its id, or -1. */
long long judge_rerun(long long job);

/* "Judge again": a submission or a match the server failed to judge (0, 0: all of them)
 * is queued again at once. 0 or -1. */
int judge_again(long long submission, long long job);

/* "Judge again" after a fix (the checker, the game), a submission in any state: back to
 * the compile queue as if just sent, its counters at 0; its qualification matches played
 * stay in the records as 'rejudged' and count no more, those not played go; its student
 * is represented by their latest other qualified submission until it qualifies again
 * (even if chosen). 0 done, 1 not now (it is being compiled), 2 no such submission, -1. */
int judge_rejudge(long long submission);

#endif
