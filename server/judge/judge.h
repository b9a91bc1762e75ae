/* judge.h — the server's workers: submissions checked and compiled (bin/arena-check,
 * submissions.h), qualification matches against the Dummy, then the ladder, played in
 * judge mode by the game's program, every result into the records. All state is in the
 * database: a server killed and started again finishes what was under way. The pages
 * include this one header: it brings the others of judge/ they use. */
#ifndef ARENA_SERVER_JUDGE_H
#define ARENA_SERVER_JUDGE_H

#include <stddef.h>

#include "judge/files.h"
#include "judge/quiet.h"
#include "judge/requeue.h"
#include "judge/submissions.h"
#include "judge/wake.h"

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

/* The number of workers (the compile queue's estimate, submissions.h). */
int judge_workers(void);

/* 1 when the server was started with --unsandboxed-compiles: submissions are compiled
 * without the sandbox (ARENA_CHECK_UNSANDBOXED=1); the admin page warns. */
extern int unsandboxed_compiles;
/* 1 when started with --unsandboxed-players: the players have no namespaces
 * (ARENA_UNSANDBOXED_PLAYERS=1 for the games); the admin page warns. */
extern int unsandboxed_players;

#endif
