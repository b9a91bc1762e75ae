/* run.h — playing a tournament's pending matches: here, a match per core, or through
 * GNU parallel on the hosts of an --sshloginfile; every result into the database as it
 * comes. */
#ifndef ARENA_RUN_H
#define ARENA_RUN_H

#include <sqlite3.h>
#include <stdio.h>

#include "tournament.h"

/* 1 once SIGINT, SIGTERM or SIGHUP came: no new match is started. */
extern volatile int run_stopping;
void run_catch_signals(void);

/* Plays matches pending[0..n) with `jobs` at a time on this machine (match k's players
 * on CPU k mod the CPUs). Returns the number of matches that failed, -1 if it stopped:
 * interrupted, or every match failing (a problem of setup, told on one error line). */
long run_local(struct tournament *t, sqlite3 *db, const long *pending, long n, int jobs, int quiet);

/* The same through GNU parallel: `parallel --sshloginfile FILE` runs each match's task
 * line with `self --run-task` on the hosts (":" is this machine), which must see the same
 * paths. jobs: matches at a time per host (0: one per core). */
long run_parallel(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *sshloginfile,
                  int jobs, const char *self, int quiet);

/* Stores the record lines of `in` (bin/tournament --run-task's output; blank lines are
 * skipped) that belong to the tournament. Returns how many were stored, or -1 after an
 * error line: a database error, or a line that is no record line ("NAME:LINE: ..."),
 * and then nothing of `in` is stored. */
long run_collect(struct tournament *t, sqlite3 *db, FILE *in, const char *name);

/* Stores one record line (anything else a host printed is no record): -1 on a database
 * error, 0 if it is no record of this tournament, 1 if stored (*o then tells how it went). */
int run_store_line(struct tournament *t, sqlite3 *db, const char *line, struct outcome *o);

/* Leases the matches of pending[0..n) that no other runner plays and writes their task
 * lines into the file path; their indexes into listed[]. How many (*taken: held by
 * another runner), or -1 after an error line (the leases released). */
long run_task_list(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *path, long *listed,
                   long *taken);

/* One round of an engine that plays task lines elsewhere (GNU parallel, Slurm): it lists
 * todo[0..n) (run_task_list into listed, *nb_listed, *taken), plays them, stores their
 * records and notes each in again[idx] (run_note_outcome). 0, or -1 after an error line. */
typedef int run_round_fn(struct tournament *t, sqlite3 *db, const long *todo, long n, long *listed,
                         long *nb_listed, long *taken, unsigned char *again, void *arg);

/* Rounds of `round` until every match is stored, or up to RUN_ROUNDS: a match that came
 * back with no record (its host lost) or not judged is played again in the next round,
 * elsewhere; one that failed on its own is left for the next run. The matches left to
 * play, or -1 (stopped, or an error said). */
enum { RUN_ROUNDS = 4 };
long run_rounds(struct tournament *t, sqlite3 *db, const long *pending, long n, run_round_fn *round, void *arg);

/* again[o->idx]: 0 stored, 1 to play again (the machine's fault), 2 failed on its own. */
void run_note_outcome(unsigned char *again, const struct outcome *o);

/* The same through Slurm: a job array of `bin/tournament --run-task` (self), an element
 * playing `batch` task lines one after the other (0: sized from the matches' expected
 * length and the slots), `jobs` elements at a time (0: as many as Slurm gives),
 * sbatch_options added to sbatch's (split at spaces), its folders under work_dir
 * (absolute: the nodes write the records there); the records stored as they come, rounds
 * as run_rounds (a lost element's unplayed lines are played again). */
long run_slurm(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *sbatch_options, int jobs,
               long batch, const char *self, const char *work_dir, int quiet);

#endif
