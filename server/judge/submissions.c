/* submissions.c — a submission's way to the ladder: checked and compiled in the sandbox
 * (bin/arena-check), one student's at a time in turn, then its qualification matches
 * against the Dummy queued and, from their results, its verdict; what the compile queue
 * tells the student; the failures of the server's own, tried again after a back-off. */
#define _GNU_SOURCE
#include "judge/submissions.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "judge/files.h"
#include "judge/ladder.h"
#include "judge/wake.h"
#include "schedule.h"
#include "store/board_list.h"
#include "store/store.h"

/* A compile the server fails is tried again after a back-off, so many times; a compile
 * older than this was cut short by a server killed: queued again. */
enum { MAX_COMPILE_ATTEMPTS = 4, STALE_COMPILE_SECONDS = 600 };

/* The seed of a submission's k-th qualification match: from the course's seed and the
 * source's hash, so that the same source gets the same matches, hence the same verdict. */
static long long qualification_seed(const char *source_hash, int k)
{
    unsigned long long h = strtoull(strndupa(source_hash, 15), NULL, 16);
    return (long long)(schedule_mix((unsigned long long)course.seed, h * 64 + (unsigned)k) % 2147483647u);
}

/* Queues the qualification matches of a submission, the k-th for k from `from` to the
 * rule's count: against the Dummy, its seat moving from one match to the next, boards in
 * turn. Inside the caller's transaction. */
static int queue_qualification(long long sub, const char *player, const char *source_hash, int from)
{
    int active[BOARDS_MAX], nb_active = boards_active(active);
    for (int k = from; k < course.qualify_matches; k++) {
        int b = active[k % nb_active], seats = boards_get(b)->seats;
        if (store_run("INSERT INTO jobs(kind, tournament, submission, board, seed, created) "
                      "VALUES('qualify', ?, ?, ?, ?, ?)",
                      "iiiid", course.qualify_id, sub, (long long)b, qualification_seed(source_hash, k),
                      store_now()) < 0)
            return -1;
        long long job = sqlite3_last_insert_rowid(store_db());
        for (int s = 0; s < seats; s++) {
            int bad = s == k % seats ? store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job,
                                                 (long long)s, player, sub)
                                     : store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii",
                                                 job, (long long)s);
            if (bad < 0)
                return -1;
        }
    }
    return 0;
}

/* Seconds before a step the server failed is tried again: 15 s, doubling, at most an hour. */
double judge_backoff(int attempts)
{
    double s = 15;
    for (int k = 1; k < attempts && s < 3600; k++)
        s *= 2;
    return s < 3600 ? s : 3600;
}

/* A failure of the server's own, for the teacher's list (outside any transaction). */
void judge_note_internal(long long submission, long long job, const char *what)
{
    store_run(
        "INSERT INTO internal_errors(at, submission, job, what) VALUES(?, nullif(?, 0), nullif(?, 0), ?)",
        "diit", store_now(), submission, job, what);
}

/* The order in which queued compiles are taken: round robin across students (a
 * student's second pending submission, one still playing against the Dummy included,
 * waits behind every other student's first), then first come. */
#define FAIR_COMPILE_ORDER                                                                                   \
    "(SELECT count(*) FROM submissions o WHERE o.user = s.user AND o.state IN ('queued', 'compiling', "      \
    "'qualifying') AND o.id < s.id), s.id"

long long judge_queue_position(long long id)
{
    return store_int(
        -1,
        "WITH q AS (SELECT s.id, (SELECT count(*) FROM submissions o WHERE o.user = s.user AND o.state IN"
        " ('queued', 'compiling', 'qualifying') AND o.id < s.id) AS turn FROM submissions s WHERE s.state = "
        "'queued')"
        " SELECT count(*) FROM q, q AS me WHERE me.id = ? AND (q.turn < me.turn OR (q.turn = me.turn AND "
        "q.id < me.id))",
        "i", id);
}

double judge_compile_seconds(void)
{
    sqlite3_stmt *st =
        store_query("SELECT avg(checked_at - taken) FROM (SELECT checked_at, taken FROM submissions"
                    " WHERE taken IS NOT NULL AND checked_at >= taken ORDER BY id DESC LIMIT 20)",
                    "");
    double mean = st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL
                      ? sqlite3_column_double(st, 0)
                      : 5;
    sqlite3_finalize(st);
    return mean;
}

/* A submission the server could not judge (not the student's fault): queued again after
 * a back-off; after MAX_COMPILE_ATTEMPTS it waits for the teacher's "judge again". */
static void compile_failed_here(long long id, const char *why)
{
    int attempts = (int)store_int(1, "SELECT attempts FROM submissions WHERE id = ?", "i", id);
    judge_note_internal(id, 0, why);
    for (int tries = 0; tries < 3; tries++) { /* a busy or full database: a moment, then again */
        if (store_run("UPDATE submissions SET state = ?, next_try = ? WHERE id = ? AND state = 'compiling'",
                      "tdi", attempts >= MAX_COMPILE_ATTEMPTS ? "error" : "queued",
                      store_now() + judge_backoff(attempts), id) == 0)
            return;
        sleep(1);
    }
    /* still 'compiling': taken again by the sweep of stale compiles */
}

/* Compiles a worker left under way (its commit failed, the server was killed) go back
 * to the queue once they are older than any compile can last. */
void judge_sweep_stale_compiles(void)
{
    store_run("UPDATE submissions SET state = 'queued' WHERE state = 'compiling' AND taken < ?", "d",
              store_now() - STALE_COMPILE_SECONDS);
}

/* Takes the next queued submission (fairly), checks and compiles it. 1 if there was one. */
int judge_compile_one(void)
{
    /* a look first, without the write lock: idle workers poll */
    double now = store_now();
    /* one compile of a student at a time: a student's flood holds one worker at most, the
     * others go on with everyone else's compiles and matches */
    long long id =
        store_int(0,
                  "SELECT s.id FROM submissions s WHERE s.state = 'queued' AND s.next_try <= ? AND NOT EXISTS"
                  " (SELECT 1 FROM submissions c WHERE c.user = s.user AND c.state = 'compiling') ORDER "
                  "BY " FAIR_COMPILE_ORDER " LIMIT 1",
                  "d", now);
    if (!id ||
        store_run(
            "UPDATE submissions SET state = 'compiling', taken = ?, attempts = attempts + 1 WHERE id = ?"
            " AND state = 'queued'",
            "di", now, id) < 0)
        return 0;
    if (sqlite3_changes(store_db()) != 1)
        return 1; /* another worker took it: look again */
    sqlite3_stmt *st =
        store_query("SELECT file, player, source, hash, user FROM submissions WHERE id = ?", "i", id);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        compile_failed_here(id, "its record could not be read");
        return 1;
    }
    char file[128], player[64], hash[T_HASH_HEX], dir[4096], source[4400], exe[4400], final[4400];
    snprintf(file, sizeof file, "%s", (const char *)sqlite3_column_text(st, 0));
    snprintf(player, sizeof player, "%s", (const char *)sqlite3_column_text(st, 1));
    snprintf(hash, sizeof hash, "%s", (const char *)sqlite3_column_text(st, 3));
    long long user = sqlite3_column_int64(st, 4);
    snprintf(dir, sizeof dir, "%s/subs/%lld", course.files, id);
    snprintf(source, sizeof source, "%s/%s", dir, file);
    snprintf(exe, sizeof exe, "%s/player.%d", dir, (int)getpid());
    judge_player_path(id, final, sizeof final);
    char *why = NULL;
    int internal = 0;
    if (make_dirs(dir) < 0 ||
        write_file(source, sqlite3_column_blob(st, 2), (size_t)sqlite3_column_bytes(st, 2)) < 0) {
        why = xstrdup("the server could not store the source (see its log)");
        internal = 1;
    }
    sqlite3_finalize(st);
    if (!why)
        why = entrants_build_source(course.t.game, source, exe, &internal);
    char exe_hash[T_HASH_HEX] = "";
    if (!why && (hash_file(exe, exe_hash) < 0 || rename(exe, final) < 0)) {
        why = xstrdup("the server could not store the player (see its log)");
        internal = 1;
    }
    unlink(exe);
    if (judge_stopping() &&
        internal) { /* a compile killed by the server's own stop: done again at the next start */
        free(why);
        return 1;
    }
    if (internal) {
        compile_failed_here(id, why);
        free(why);
        judge_wake();
        return 1;
    }
    now = store_now();
    int ok = store_begin() == 0;
    /* a name is its student's once a player of theirs with it compiled (a refused upload
     * holds none): the first to compile holds it, another student's is refused */
    if (!why && ok && (ok = store_run("INSERT OR IGNORE INTO names VALUES(?, ?)", "ti", player, user) == 0) &&
        store_int(user, "SELECT user FROM names WHERE name = ?", "t", player) != user) {
        if (asprintf(&why,
                     "%s: refused: the name %s is taken: another student's player of that name compiled "
                     "first; rename yours (the file, AINewName.c, and its PLAYER_NAME)\n",
                     file, player) < 0)
            why = NULL, ok = 0;
        unlink(final);
    }
    if (why)
        ok = ok &&
             store_run("UPDATE submissions SET state = 'refused', report = ?, checked_at = ? WHERE id = ?",
                       "tdi", why, now, id) == 0;
    else
        ok = ok &&
             store_run(
                 "UPDATE submissions SET state = 'qualifying', exe_hash = ?, checked_at = ? WHERE id = ?",
                 "tdi", exe_hash, now, id) == 0 &&
             queue_qualification(id, player, hash, 0) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        compile_failed_here(id, "its verdict could not be stored (the database or the disk)");
    }
    free(why);
    judge_wake();
    return 1;
}

/* The submission becomes its user's player in the ladder if it is the representative:
 * the chosen one, or else the latest qualified. Inside the caller's transaction. */
int judge_represent(long long user)
{
    sqlite3_stmt *st = store_query("SELECT r.player, s.file, s.hash, r.disqualified FROM representatives r"
                                   " JOIN submissions s ON s.id = r.submission WHERE r.user = ?",
                                   "i", user);
    if (!st)
        return -1;
    int rc = 0;
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
        rc = store_run("INSERT OR REPLACE INTO entrants VALUES(?, ?, ?, ?, ?)", "itttt", course.ladder_id,
                       (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 1),
                       (const char *)sqlite3_column_text(st, 2), (const char *)sqlite3_column_text(st, 3));
    sqlite3_finalize(st);
    return rc;
}

int judge_qualify_more(long long sub, int from)
{
    sqlite3_stmt *st = store_query("SELECT player, hash FROM submissions WHERE id = ?", "i", sub);
    int rc = st && sqlite3_step(st) == SQLITE_ROW
                 ? queue_qualification(sub, (const char *)sqlite3_column_text(st, 0),
                                       (const char *)sqlite3_column_text(st, 1), from)
                 : -1;
    sqlite3_finalize(st);
    return rc;
}

/* A qualification match of `sub` ended (won or not): when its last one ends, the verdict. */
int judge_qualification_result(long long sub, int won)
{
    if (store_run("UPDATE submissions SET played = played + 1, wins = wins + ? WHERE id = ?", "ii",
                  (long long)won, sub) < 0)
        return -1;
    return judge_qualification_verdict(sub);
}

int judge_qualification_verdict(long long sub)
{
    sqlite3_stmt *st =
        store_query("SELECT played, wins, user, player FROM submissions WHERE id = ?", "i", sub);
    if (!st || sqlite3_step(st) != SQLITE_ROW)
        return sqlite3_finalize(st), -1;
    int played = sqlite3_column_int(st, 0), wins = sqlite3_column_int(st, 1);
    long long user = sqlite3_column_int64(st, 2);
    char player[64];
    snprintf(player, sizeof player, "%s", (const char *)sqlite3_column_text(st, 3));
    sqlite3_finalize(st);
    if (played < course.qualify_matches)
        return 0;
    int qualified = wins >= course.qualify_wins;
    if (store_run("UPDATE submissions SET state = ?, decided_at = ? WHERE id = ?", "tdi",
                  qualified ? "qualified" : "failed", store_now(), sub) < 0)
        return -1;
    if (!qualified) /* it may have been qualified (a rule changed): its student's representative again */
        return judge_represent(user);
    /* the name is locked once a player of the user qualifies (a name is held from the first
     * compile of a player of that name: names); the other names the student tried are free again */
    if (store_run("UPDATE users SET player = ?1 WHERE id = ?2 AND player IS NULL AND NOT EXISTS"
                  " (SELECT 1 FROM users WHERE player = ?1)",
                  "ti", player, user) < 0 ||
        store_run("DELETE FROM names WHERE user = ? AND name NOT IN (SELECT player FROM users WHERE id = ?)",
                  "ii", user, user) < 0)
        return -1;
    ladder_changed();
    return judge_represent(user);
}
