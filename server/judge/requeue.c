/* requeue.c — what the teacher asks the judge to do again: a match played again (a new
 * record), a submission judged again from its compile, the steps the server failed queued
 * again at once. */
#define _GNU_SOURCE
#include "judge/requeue.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge/ladder.h"
#include "judge/submissions.h"
#include "judge/wake.h"
#include "store/store.h"

/* Removes the jobs of `where` (its one parameter bound to id), their seats and tries: jobs
 * never played, which no record names. */
int judge_drop_jobs(const char *where, long long id)
{
    char *seats = NULL, *tries = NULL, *jobs = NULL;
    int rc =
        asprintf(&seats, "DELETE FROM job_seats WHERE job IN (SELECT id FROM jobs WHERE %s)", where) < 0 ||
                asprintf(&tries, "DELETE FROM tries WHERE job IN (SELECT id FROM jobs WHERE %s)", where) < 0 ||
                asprintf(&jobs, "DELETE FROM jobs WHERE %s", where) < 0 || store_run(seats, "i", id) < 0 ||
                store_run(tries, "i", id) < 0 || store_run(jobs, "i", id) < 0
            ? -1
            : 0;
    free(seats);
    free(tries);
    free(jobs);
    return rc;
}

long long judge_rerun(long long job)
{
    if (store_begin() < 0)
        return -1;
    int ok = store_run("INSERT INTO jobs(kind, tournament, submission, board, seed, created, rerun_of)"
                       " SELECT 'rerun', tournament, submission, board, seed, ?, id FROM jobs WHERE id = ?",
                       "di", store_now(), job) == 0 &&
             sqlite3_changes(store_db()) == 1;
    long long id = ok ? sqlite3_last_insert_rowid(store_db()) : -1;
    ok = ok &&
         store_run("INSERT INTO job_seats SELECT ?, seat, player, submission FROM job_seats WHERE job = ?",
                   "ii", id, job) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        return -1;
    }
    judge_wake();
    return id;
}

int judge_rejudge(long long submission)
{
    if (store_begin() < 0)
        return -1;
    sqlite3_stmt *st = store_query("SELECT state, user FROM submissions WHERE id = ?", "i", submission);
    int found = st && sqlite3_step(st) == SQLITE_ROW;
    int compiling = found && strcmp((const char *)sqlite3_column_text(st, 0), "compiling") == 0;
    long long user = found ? sqlite3_column_int64(st, 1) : 0;
    sqlite3_finalize(st);
    if (!found || compiling) {
        store_rollback();
        return !st ? -1 : compiling ? 1 : 2;
    }
    /* its qualification matches: those not played go, those played or playing stay in the
     * records as 'rejudged' (finish() counts these no more) */
    int ok =
        judge_drop_jobs("kind = 'qualify' AND state NOT IN ('done', 'running') AND submission = ?",
                        submission) == 0 &&
        store_run("UPDATE jobs SET kind = 'rejudged' WHERE kind = 'qualify' AND submission = ?", "i",
                  submission) == 0 &&
        store_run(
            "UPDATE submissions SET state = 'queued', report = NULL, exe_hash = NULL, wins = 0, played = 0,"
            " attempts = 0, next_try = 0, taken = NULL, checked_at = NULL, decided_at = NULL WHERE id = ?",
            "i", submission) == 0 &&
        judge_represent(user) == 0; /* the view now skips it until it qualifies again */
    if (!ok || store_commit() < 0) {
        store_rollback();
        return -1;
    }
    ladder_changed();
    judge_wake();
    return 0;
}

int judge_again(long long submission, long long job)
{
    int all = !submission && !job;
    int ok = store_begin() == 0 &&
             store_run(
                 "UPDATE submissions SET state = 'queued', next_try = 0, attempts = 0 WHERE (? OR id = ?) AND"
                 " (state = 'error' OR (state = 'queued' AND attempts > 0))",
                 "ii", (long long)all, submission) == 0 &&
             store_run("UPDATE jobs SET state = 'queued', next_try = 0, attempts = 0 WHERE (? OR id = ?) AND"
                       " (state IN ('error', 'failed') OR (state = 'queued' AND attempts > 0))",
                       "ii", (long long)all, job) == 0 &&
             store_commit() == 0;
    if (!ok) {
        store_rollback();
        return -1;
    }
    judge_wake();
    return 0;
}
