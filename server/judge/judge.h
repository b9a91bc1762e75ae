/* judge.h — the server's workers: submissions checked and compiled (bin/arena-check),
 * qualification matches against the Dummy, then the ladder, played in judge mode by the
 * game's program, every result into the records. All state is in the database: a
 * server killed and started again finishes what was under way. */
#ifndef ARENA_SERVER_JUDGE_H
#define ARENA_SERVER_JUDGE_H

#include <stddef.h>

/* Puts back what a killed server left under way, then starts `jobs` workers (one match
 * or compile each); a submission plays `ladder` ladder matches at most (0: none, only
 * qualifications). With an
 * sshloginfile (GNU parallel's), a worker per slot of its hosts plays its matches there
 * (bin/tournament --run-task; the course's folder at the same path). With a launcher
 * command (srun...), each worker's matches run as LAUNCHER bin/tournament --run-task LINE.
 * 0 or -1. */
int judge_start(int jobs, long ladder, const char *sshloginfile, const char *launcher);
/* Ends the matches in flight (they are played again at the next start), then the workers. */
void judge_stop(void);
/* A submission or a match was queued: a sleeping worker takes it now. */
void judge_wake(void);

/* The judge's executable of a submission: FILES/subs/ID/player. */
void judge_player_path(long long submission, char *path, size_t size);

/* The user's representative (the chosen submission, else the latest qualified) becomes
 * their player in the ladder's records. 0 or -1. */
int judge_represent(long long user);

/* Where a queued submission is in the compile queue (0: next), the mean seconds of a
 * recent compile, and the number of workers: the page's estimate. */
long long judge_queue_position(long long submission);
double judge_compile_seconds(void);
int judge_workers(void);

/* "Judge again": a submission or a match the server failed to judge (0, 0: all of them)
 * is queued again at once. 0 or -1. */
int judge_again(long long submission, long long job);

/* "Judge again" after a fix (the checker, the game), a submission in any state: back to
 * the compile queue as if just sent, its counters at 0; its qualification matches played
 * stay in the records as 'rejudged' and count no more, those not played go; its student
 * is represented by their latest other qualified submission until it qualifies again
 * (even if chosen). 0 done, 1 not now (it is being compiled), 2 no such submission, -1. */
int judge_rejudge(long long submission);

/* 1 when the server was started with --unsandboxed-compiles: submissions are compiled
 * without the sandbox (ARENA_CHECK_UNSANDBOXED=1); the admin page warns. */
extern int unsandboxed_compiles;
/* 1 when started with --unsandboxed-players: the players have no namespaces
 * (ARENA_UNSANDBOXED_PLAYERS=1 for the games); the admin page warns. */
extern int unsandboxed_players;

/* The qualification rule (course.qualify_matches, qualify_wins) changed (admin_qualify.c),
 * inside the caller's transaction: judge_qualification_verdict decides a submission from
 * its recorded matches (played, wins) as the last of its qualification matches does:
 * nothing while it has played fewer than the rule's matches, else qualified (its name
 * locked, its student represented) or failed; judge_qualify_more queues its k-th
 * qualification matches from k = `from` to the rule's count (the seeds of a new
 * submission's: the same source, the same matches). 0 or -1. */
int judge_qualification_verdict(long long sub);
int judge_qualify_more(long long sub, int from);

/* Queues a match again (same board, seed and players) as a new job; its id, or -1. */
long long judge_rerun(long long job);

#endif
