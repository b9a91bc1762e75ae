/* retention.c — the disk over a term: ladder replays beyond the newest of each player (or
 * older than the course allows) are removed, their records and scores kept; what the
 * course's files take, for the teacher. */
#define _GNU_SOURCE
#include "judge/retention.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include "alloc.h"
#include "entrants.h"
#include "judge/files.h"
#include "store/store.h"

static long keep_newest = RETENTION_KEEP;
static double keep_days;

void retention_configure(long newest, double days)
{
    keep_newest = newest;
    keep_days = days;
}

long retention_newest(void)
{
    return keep_newest;
}

double retention_days(void)
{
    return keep_days;
}

int retention_sweep(void)
{
    /* a ladder match is kept while it is among the newest keep_newest ladder matches of
     * one of its players (the Dummy aside), and younger than keep_days (0: any age) */
    sqlite3_stmt *st = store_query(
        "WITH recent AS (SELECT job FROM (SELECT js.job, row_number() OVER (PARTITION BY js.player ORDER BY js.job DESC) AS n"
        " FROM job_seats js JOIN jobs j ON j.id = js.job WHERE j.kind = 'ladder' AND j.state = 'done' AND js.player != 'Dummy')"
        " WHERE n <= ?)"
        " SELECT id FROM jobs WHERE kind = 'ladder' AND state = 'done' AND replay_gone = 0 AND"
        " (id NOT IN recent OR (? > 0 AND finished < ?)) ORDER BY id LIMIT 2000",
        "idd", (long long)keep_newest, keep_days, store_now() - keep_days * 86400);
    long long *gone = NULL;
    int n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        gone = xrealloc(gone, (size_t)(n + 1) * sizeof *gone);
        gone[n++] = sqlite3_column_int64(st, 0);
    }
    sqlite3_finalize(st);
    int removed = 0;
    for (int k = 0; k < n; k++) {
        char dir[4096];
        judge_match_dir(gone[k], dir, sizeof dir);
        /* the record first: a page never links to files that are going */
        if (store_run("UPDATE jobs SET replay_gone = 1 WHERE id = ?", "i", gone[k]) < 0)
            break;
        remove_tree(dir);
        removed++;
    }
    free(gone);
    return removed;
}

/* nftw has no context argument: the sum of one walk at a time */
static _Thread_local unsigned long long walked;
static int add_size(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)path, (void)ftw;
    if (type == FTW_F)
        walked += (unsigned long long)st->st_blocks * 512;
    return 0;
}

static unsigned long long tree_size(const char *path)
{
    walked = 0;
    nftw(path, add_size, 16, FTW_PHYS);
    return walked;
}

void retention_usage(struct disk_usage *u)
{
    char path[4200];
    struct stat st;
    u->database = 0;
    static const char *const suffix[] = {"", "-wal"};
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s%s", course.db_path, suffix[k]);
        if (stat(path, &st) == 0)
            u->database += (unsigned long long)st.st_blocks * 512;
    }
    snprintf(path, sizeof path, "%s/matches", course.files);
    u->replays = tree_size(path);
    u->files = tree_size(course.files);
    struct statvfs fs;
    u->free = statvfs(course.files, &fs) == 0 ? (unsigned long long)fs.f_bavail * fs.f_frsize : 0;
    u->matches = store_int(0, "SELECT count(*) FROM jobs WHERE state = 'done' AND replay_gone = 0", "");
    u->pruned = store_int(0, "SELECT count(*) FROM jobs WHERE replay_gone = 1", "");
}
