/* quiet.c — matches the machine stopped: a few tries at once, then a wait for a quieter machine. */
#define _GNU_SOURCE
#include "judge/quiet.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "judge/submissions.h"
#include "judge/wake.h"
#include "store/store.h"
#include "task.h"

static atomic_llong final_waiting; /* the seed of the final waiting now */

int quiet_stopped(long long job, const char *error, int counted)
{
    long long tries =
        store_int(-1, "SELECT not_judged + ? FROM jobs WHERE id = ?", "ii", (long long)!!counted, job);
    if (tries < 0)
        return -1;
    int waits = counted && tries % TASK_NOT_JUDGED_TRIES == 0;
    /* a second's pause between tries (a lost node's match: none, another node takes it);
     * attempts count the server's own failures: a try the machine stopped is not one */
    double pause = waits ? judge_backoff((int)(tries / TASK_NOT_JUDGED_TRIES)) : counted;
    return store_run("UPDATE jobs SET state = 'queued', attempts = max(attempts - 1, 0), error = NULL,"
                     " not_judged = ?, machine_reason = ?, waiting = ?, next_try = ? WHERE id = ?",
                     "itidi", tries, quiet_reason(error), (long long)waits, store_now() + pause, job);
}

const char *quiet_reason(const char *error)
{
    size_t n = strlen(TASK_NOT_JUDGED);
    return strncmp(error, TASK_NOT_JUDGED ": ", n + 2) == 0 ? error + n + 2 : error;
}

int quiet_load(double *load, long *cores, long long *ours)
{
    const char *path = getenv("ARENA_LOADAVG");
    FILE *f = fopen(path && *path ? path : "/proc/loadavg", "r");
    int read = f && fscanf(f, "%lf", load) == 1;
    if (f)
        fclose(f);
    *cores = sysconf(_SC_NPROCESSORS_ONLN);
    *cores = *cores > 0 ? *cores : 1;
    *ours = store_int(0, "SELECT count(*) FROM jobs WHERE state = 'running'", "");
    return read ? 0 : -1;
}

int quiet_machine(void)
{
    double load;
    long cores;
    long long ours;
    /* the server's own matches are no sign of a busy machine: when one of them ends, the
     * waiting one takes its CPU */
    return quiet_load(&load, &cores, &ours) < 0 || load - (double)ours < (double)cores;
}

void quiet_release(int here)
{
    double now = store_now();
    if (store_int(0, "SELECT count(*) FROM jobs WHERE waiting AND state = 'queued' AND next_try <= ?", "d",
                  now) == 0 ||
        (here && !quiet_machine()))
        return;
    if (store_run("UPDATE jobs SET waiting = 0 WHERE waiting AND state = 'queued' AND next_try <= ?", "d",
                  now) == 0)
        judge_wake();
}

/* A final's matches left not judged: in its tournament (the newest of its seed that is not
 * one of the server's own), not played, the last failure of each not judged */
static const char sql_final_matches[] =
    "SELECT idx, count(*), (SELECT g.error FROM failures g WHERE g.tournament = f.tournament AND g.idx = "
    "f.idx"
    " ORDER BY g.rowid DESC LIMIT 1) AS last FROM failures f"
    " WHERE f.tournament = (SELECT max(id) FROM tournaments WHERE seed = ? AND key NOT LIKE 'arena-server %')"
    " AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.tournament = f.tournament AND m.idx = f.idx)"
    " GROUP BY idx HAVING last LIKE ? || '%' ORDER BY idx";

long long quiet_final_matches(long long seed,
                              void (*each)(void *arg, long long idx, int runs, const char *reason), void *arg)
{
    sqlite3_stmt *st = store_query(sql_final_matches, "it", seed, TASK_NOT_JUDGED);
    long long n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        n++;
        if (each)
            each(arg, sqlite3_column_int64(st, 0), sqlite3_column_int(st, 1),
                 quiet_reason((const char *)sqlite3_column_text(st, 2)));
    }
    sqlite3_finalize(st);
    return n;
}

int quiet_final_wait(long long seed, int waits)
{
    double until = store_now() + judge_backoff(waits);
    atomic_store(&final_waiting, seed);
    while (!judge_stopping() && (store_now() < until || !quiet_machine()))
        judge_sleep();
    atomic_store(&final_waiting, 0);
    return judge_stopping() ? -1 : 0;
}

long long quiet_final_waiting(void)
{
    return atomic_load(&final_waiting);
}
