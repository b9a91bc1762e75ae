/* submissions.h — a submission's way to the ladder (submissions.c): compiled, qualified,
 * represented; and the back-off of a step the server failed, which matches share. */
#ifndef ARENA_SERVER_SUBMISSIONS_H
#define ARENA_SERVER_SUBMISSIONS_H

/* Compiles the next queued submission (one student's at a time, in turn): 1 if it took
 * one, 0 if none waits. A compile left under way by a server killed is queued again. */
int judge_compile_one(void);
void judge_sweep_stale_compiles(void);

/* Where a queued submission is in the compile queue (0: next), the mean seconds of a
 * recent compile: the page's estimate. */
long long judge_queue_position(long long submission);
double judge_compile_seconds(void);

/* The user's representative (the chosen submission, else the latest qualified) becomes
 * their player in the ladder's records. 0 or -1. */
int judge_represent(long long user);

/* A qualification match of sub ended, won or not (inside the caller's transaction): its
 * counters, and its verdict after its last. 0 or -1. */
int judge_qualification_result(long long sub, int won);
/* The qualification rule (course.qualify_matches, qualify_wins) changed (admin_qualify.c),
 * inside the caller's transaction: judge_qualification_verdict decides a submission from
 * its recorded matches (played, wins) as the last of its qualification matches does:
 * nothing while it has played fewer than the rule's matches, else qualified (its name
 * locked, its student represented) or failed; judge_qualify_more queues its k-th
 * qualification matches from k = `from` to the rule's count (the seeds of a new
 * submission's: the same source, the same matches). 0 or -1. */
int judge_qualification_verdict(long long sub);
int judge_qualify_more(long long sub, int from);

/* Seconds before a step the server failed is tried again: 15 s, doubling, at most an hour. */
double judge_backoff(int attempts);
/* A failure of the server's own, for the teacher's list (outside any transaction). */
void judge_note_internal(long long submission, long long job, const char *what);

#endif
