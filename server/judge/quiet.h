/* quiet.h — the matches the machine stopped (not judged: the game's exit 4, or their
 * process killed from outside): never a verdict, played again at once, but only
 * TASK_NOT_JUDGED_TRIES times in a row (tournament/task.h); then the match waits for a
 * quieter machine, its reason kept for the teacher, and the rest of the queue goes on.
 * A final (bin/tournament, which gives up on such a match after as many tries) waits the
 * same way and is played on, never ended without it. */
#ifndef ARENA_SERVER_JUDGE_QUIET_H
#define ARENA_SERVER_JUDGE_QUIET_H

/* Stores a try of `job` that the machine stopped, its outcome's error in `error`, inside
 * the caller's transaction: queued again in a second, or, at every
 * TASK_NOT_JUDGED_TRIES-th such try, waiting (take_job skips it) for a pause of
 * judge_backoff(its waits so far): 15 s, doubling, at most an hour, and a quieter
 * machine. `counted` 0: a match lost with its node, queued again at once, not counted
 * (the node's back-off is its wait: hosts.c). 0 or -1. */
int quiet_stopped(long long job, const char *error, int counted);

/* The machine's reason in a stopped match's error: the game's own line after
 * TASK_NOT_JUDGED (the player, its seat, its round, what the machine did), else the
 * error itself. */
const char *quiet_reason(const char *error);

/* The machine's load average over a minute (/proc/loadavg, or the file ARENA_LOADAVG
 * names: the tests' fake), its cores, the matches the server plays now. -1 if the load
 * cannot be read. */
int quiet_load(double *load, long *cores, long long *ours);
/* 1 when the machine is quieter: its load less the matches the server plays, below its
 * cores. A load it cannot read counts as quiet (the pause alone decides). */
int quiet_machine(void);

/* Releases the waiting matches whose pause is over when the machine is quieter (or at
 * once if `here` is 0: the matches are played on other nodes, whose load this machine
 * does not see). Cheap (one count while none waits); the workers call it every few
 * seconds, busy or not. */
void quiet_release(int here);

/* The matches a final's run (its tournament: the latest of `seed` that bin/tournament
 * made) left because the machine stopped them: their number, and `each` called with each
 * one's index, runs that gave up on it (TASK_NOT_JUDGED_TRIES tries each) and reason. */
long long quiet_final_matches(long long seed,
                              void (*each)(void *arg, long long idx, int runs, const char *reason),
                              void *arg);

/* Sleeps while the final of `seed` waits (its `waits`-th wait): its pause, then until the
 * machine is quieter; the admin page sees it meanwhile (quiet_final_waiting). 0 when it
 * is time to play on, -1 when the server stops first. */
int quiet_final_wait(long long seed, int waits);

/* The seed of the final waiting now, 0 if none. */
long long quiet_final_waiting(void);

#endif
