/* retention.c — the disk over a term: every match's files (ladder, qualification,
 * friendly, re-runs, board trials: course-files/matches/JOB) within a budget of disk, the
 * oldest removed first, never one younger than the minimum age nor one that pages link
 * as a player's latest (their records and scores kept); what the course's files take,
 * for the teacher. The sizes are measured once, when a match is stored, and kept in
 * jobs.replay_bytes: a sweep reads a running total, never the tree. (The finals keep
 * their own folders, FILES/final/ID, outside the budget.) */
#define _GNU_SOURCE
#include "judge/retention.h"

#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "judge/files.h"
#include "store/store.h"

enum { SWEEP_BATCH = 256, IDLE_SECONDS = 10 };

static unsigned long long budget; /* set before the workers start */
static double min_age = RETENTION_MIN_AGE_HOURS * 3600.0;
static _Atomic unsigned long long total; /* the matches' kept files, bytes */
/* one sweep at a time, and the total moves under it; idle_until: a sweep that could not
 * get under the budget (all young or newest) waits before the next query */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static double idle_until;

void retention_configure(unsigned long long bytes, double seconds)
{
    budget = bytes;
    min_age = seconds;
}

unsigned long long retention_budget(void)
{
    return budget;
}

double retention_min_age(void)
{
    return min_age;
}

unsigned long long retention_total(void)
{
    return total;
}

/* nftw has no context argument: the sum of one walk at a time; the folders count, as du's */
static _Thread_local unsigned long long walked;
static int add_size(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)path, (void)ftw;
    if (type == FTW_F || type == FTW_D)
        walked += (unsigned long long)st->st_blocks * 512;
    return 0;
}

static unsigned long long tree_size(const char *path)
{
    walked = 0;
    nftw(path, add_size, 16, FTW_PHYS);
    return walked;
}

static unsigned long long match_size(long long job)
{
    char dir[4096];
    judge_match_dir(job, dir, sizeof dir);
    return tree_size(dir);
}

int retention_start(void)
{
    /* the matches stored without a size: measured once, in one transaction */
    sqlite3_stmt *st = store_query(
        "SELECT id FROM jobs WHERE state = 'done' AND replay_gone = 0 AND replay_bytes IS NULL", "");
    if (!st)
        return -1;
    long long *ids = NULL;
    size_t n = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        ids = xrealloc(ids, (n + 1) * sizeof *ids);
        ids[n++] = sqlite3_column_int64(st, 0);
    }
    sqlite3_finalize(st);
    int ok = n == 0 || store_begin() == 0;
    for (size_t k = 0; ok && k < n; k++)
        ok = store_run("UPDATE jobs SET replay_bytes = ? WHERE id = ?", "ii", (long long)match_size(ids[k]),
                       ids[k]) == 0;
    free(ids);
    if (n && (!ok || store_commit() < 0)) {
        store_rollback();
        return error("serve: cannot record the replays' sizes in %s", course.db_path);
    }
    total =
        (unsigned long long)store_int(0,
                                      "SELECT coalesce(sum(replay_bytes), 0) FROM jobs WHERE state = 'done'"
                                      " AND replay_gone = 0",
                                      "");
    if (!budget) {
        struct statvfs fs;
        if (statvfs(course.files, &fs) < 0)
            return error_errno("serve: cannot see the free space of %s (give --replays-budget)",
                               course.files);
        budget = ((unsigned long long)fs.f_bavail * fs.f_frsize + total) / 2;
    }
    return 0;
}

void retention_recorded(long long job)
{
    unsigned long long bytes = match_size(job);
    pthread_mutex_lock(&lock);
    /* counted once its size is in the record: a sweep subtracts what the record says */
    if (store_run("UPDATE jobs SET replay_bytes = ? WHERE id = ?", "ii", (long long)bytes, job) == 0)
        total += bytes;
    pthread_mutex_unlock(&lock);
    if (total > budget)
        retention_sweep();
}

/* The oldest matches the rule lets go, up to SWEEP_BATCH: done, measured, older than the
 * minimum age, and none that a page links as a player's latest: the newest match of its
 * kind (ladder, friendly...) of one of its submissions (the Dummy's seats have none);
 * a qualification match only where its submission is neither its student's newest nor
 * the one that represents them (those are the verdicts the pages show). */
static size_t candidates(long long *id, long long *bytes)
{
    sqlite3_stmt *st = store_query(
        "SELECT j.id, j.replay_bytes FROM jobs j WHERE j.state = 'done' AND j.replay_gone = 0"
        " AND j.replay_bytes IS NOT NULL AND j.finished < ?"
        " AND (j.kind = 'qualify' OR NOT EXISTS (SELECT 1 FROM job_seats js WHERE js.job = j.id"
        " AND js.submission IS NOT NULL"
        " AND NOT EXISTS (SELECT 1 FROM job_seats x JOIN jobs y ON y.id = x.job WHERE x.submission = js.submission"
        " AND x.job > j.id AND y.kind = j.kind AND y.state = 'done')))"
        " AND NOT (j.kind = 'qualify' AND (j.submission IN (SELECT max(id) FROM submissions GROUP BY user)"
        " OR j.submission IN (SELECT submission FROM representatives WHERE submission IS NOT NULL)))"
        " ORDER BY j.finished, j.id LIMIT ?",
        "di", store_now() - min_age, (long long)SWEEP_BATCH);
    size_t n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        id[n] = sqlite3_column_int64(st, 0);
        bytes[n++] = sqlite3_column_int64(st, 1);
    }
    sqlite3_finalize(st);
    return n;
}

/* The seats whose log (replay.res.gz.K-PLAYER.log, not empty) is in a match's folder: bit K. */
static long long logs_written(const char *dir)
{
    long long seats = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        int seat;
        size_t n = strlen(e->d_name);
        struct stat st;
        if (sscanf(e->d_name, "replay.res.gz.%d-", &seat) == 1 && seat >= 0 && seat < 62 && n > 4 &&
            strcmp(e->d_name + n - 4, ".log") == 0 && fstatat(dirfd(d), e->d_name, &st, 0) == 0 && st.st_size > 0)
            seats |= 1LL << seat;
    }
    if (d)
        closedir(d);
    return seats;
}

int retention_sweep(void)
{
    if (total <= budget || pthread_mutex_trylock(&lock) != 0)
        return 0;
    int removed = 0;
    double now = store_now();
    while (total > budget && now >= idle_until) {
        long long id[SWEEP_BATCH], bytes[SWEEP_BATCH];
        size_t n = candidates(id, bytes), take = 0;
        unsigned long long freed = 0;
        while (take < n && total - freed > budget)
            freed += (unsigned long long)bytes[take++];
        if (take == 0) {
            idle_until = now + IDLE_SECONDS;
            break;
        }
        /* the records first: a page never links to files that are going, and still says
         * which seats wrote a log */
        long long wrote[SWEEP_BATCH];
        for (size_t k = 0; k < take; k++) {
            char dir[4096];
            judge_match_dir(id[k], dir, sizeof dir);
            wrote[k] = logs_written(dir);
        }
        int ok = store_begin() == 0;
        for (size_t k = 0; ok && k < take; k++)
            ok = store_run("UPDATE jobs SET replay_gone = 1, wrote = ? WHERE id = ?", "ii", wrote[k], id[k]) == 0;
        if (!ok || store_commit() < 0) {
            store_rollback();
            idle_until = now + IDLE_SECONDS;
            break;
        }
        for (size_t k = 0; k < take; k++) {
            char dir[4096];
            judge_match_dir(id[k], dir, sizeof dir);
            remove_tree(dir);
        }
        total = total > freed ? total - freed : 0;
        removed += (int)take;
    }
    pthread_mutex_unlock(&lock);
    return removed;
}

int retention_parse_size(const char *what, const char *text, unsigned long long *bytes)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    double unit = 1;
    switch (*end) {
    case 'K':
    case 'k':
        unit = 1024.0;
        end++;
        break;
    case 'M':
    case 'm':
        unit = 1024.0 * 1024;
        end++;
        break;
    case 'G':
    case 'g':
        unit = 1024.0 * 1024 * 1024;
        end++;
        break;
    case 'T':
    case 't':
        unit = 1024.0 * 1024 * 1024 * 1024;
        end++;
        break;
    default: break;
    }
    if (*end == 'B' || *end == 'b')
        end++;
    if (end == text || *end || errno || !(v * unit >= 1 && v * unit < 1e18))
        return error("bad %s '%s': expected a size such as 20G, 500M or 64K (bytes without a unit)", what,
                     quote_str(text).text);
    *bytes = (unsigned long long)(v * unit + 0.5);
    return 0;
}

void retention_size_text(char *text, size_t size, unsigned long long bytes)
{
    double b = (double)bytes;
    if (b >= 1024.0 * 1024 * 1024)
        snprintf(text, size, "%.1f GB", b / (1024.0 * 1024 * 1024));
    else
        snprintf(text, size, "%.1f MB", b / (1024.0 * 1024));
}

void retention_describe(char *text, size_t size)
{
    char kept[32], of[32];
    retention_size_text(kept, sizeof kept, total);
    retention_size_text(of, sizeof of, budget);
    snprintf(
        text, size,
        "Match files (replays and logs of every kind: ladder, qualification, friendly, re-runs, trials): %s kept of a "
        "budget of %s (--replays-budget); beyond it the oldest are removed, never one younger than %g hours "
        "(--replays-min-age) nor a player's latest (each submission's newest of each kind, the qualification of "
        "each student's newest and chosen submission); %lld removed so far, their scores kept.",
        kept, of, min_age / 3600, store_int(0, "SELECT count(*) FROM jobs WHERE replay_gone = 1", ""));
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
