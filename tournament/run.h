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

#endif
