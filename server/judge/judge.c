/* judge.c — the workers: compile, qualify, ladder; every step a transaction. */
#define _GNU_SOURCE
#include "judge/judge.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "judge/files.h"
#include "store/board_list.h"
#include "db.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "judge/ladder.h"
#include "judge/retention.h"
#include "schedule.h"
#include "store/store.h"
#include "task.h"

/* A step the server fails (not the student's fault) is tried again after a back-off;
 * after so many attempts it waits for the teacher's "judge again". */
enum { MAX_WORKERS = 64, MAX_ATTEMPTS = 4, MAX_COMPILE_ATTEMPTS = 4, STALE_COMPILE_SECONDS = 600 };

int unsandboxed_compiles;
int unsandboxed_players;

static pthread_t workers[MAX_WORKERS];
static int nb_workers, ladder_on;
static long ladder_cap; /* ladder matches a submission plays at most */
static atomic_int stopping; /* judge_stop() was called */
static pthread_mutex_t wake_lock = PTHREAD_MUTEX_INITIALIZER, ladder_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake_cond = PTHREAD_COND_INITIALIZER;
static pid_t in_flight[MAX_WORKERS]; /* the match each worker plays (0: none) */
static char *worker_host[MAX_WORKERS]; /* where it plays them: NULL here, or an sshlogin */
static const char *launcher;           /* or through this command (--launcher) */
static pthread_mutex_t flight_lock = PTHREAD_MUTEX_INITIALIZER;

void judge_player_path(long long submission, char *path, size_t size)
{
    snprintf(path, size, "%s/subs/%lld/player", course.files, submission);
}

void judge_wake(void)
{
    pthread_mutex_lock(&wake_lock);
    pthread_cond_broadcast(&wake_cond);
    pthread_mutex_unlock(&wake_lock);
}

static void sleep_a_while(void)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += 1;
    pthread_mutex_lock(&wake_lock);
    if (!stopping)
        pthread_cond_timedwait(&wake_cond, &wake_lock, &until);
    pthread_mutex_unlock(&wake_lock);
}

/* ---- submissions ---- */

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
        if (store_run("INSERT INTO jobs(kind, tournament, submission, board, seed, created) VALUES('qualify', ?, ?, ?, ?, ?)",
                      "iiiid", course.qualify_id, sub, (long long)b, qualification_seed(source_hash, k), store_now()) < 0)
            return -1;
        long long job = sqlite3_last_insert_rowid(store_db());
        for (int s = 0; s < seats; s++) {
            int bad = s == k % seats ? store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job, (long long)s,
                                                 player, sub)
                                     : store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii", job, (long long)s);
            if (bad < 0)
                return -1;
        }
    }
    return 0;
}

/* Seconds before a step the server failed is tried again: 15 s, doubling, at most an hour. */
static double backoff(int attempts)
{
    double s = 15;
    for (int k = 1; k < attempts && s < 3600; k++)
        s *= 2;
    return s < 3600 ? s : 3600;
}

/* A failure of the server's own, for the teacher's list (outside any transaction). */
static void note_internal(long long submission, long long job, const char *what)
{
    store_run("INSERT INTO internal_errors(at, submission, job, what) VALUES(?, nullif(?, 0), nullif(?, 0), ?)", "diit",
              store_now(), submission, job, what);
}

/* The order in which queued compiles are taken: round robin across students (a
 * student's second pending submission, one still playing against the Dummy included,
 * waits behind every other student's first), then first come. */
#define FAIR_COMPILE_ORDER \
    "(SELECT count(*) FROM submissions o WHERE o.user = s.user AND o.state IN ('queued', 'compiling', 'qualifying') AND o.id < s.id), s.id"

long long judge_queue_position(long long id)
{
    return store_int(-1,
                     "WITH q AS (SELECT s.id, (SELECT count(*) FROM submissions o WHERE o.user = s.user AND o.state IN"
                     " ('queued', 'compiling', 'qualifying') AND o.id < s.id) AS turn FROM submissions s WHERE s.state = 'queued')"
                     " SELECT count(*) FROM q, q AS me WHERE me.id = ? AND (q.turn < me.turn OR (q.turn = me.turn AND q.id < me.id))",
                     "i", id);
}

double judge_compile_seconds(void)
{
    sqlite3_stmt *st = store_query("SELECT avg(checked_at - taken) FROM (SELECT checked_at, taken FROM submissions"
                                   " WHERE taken IS NOT NULL AND checked_at >= taken ORDER BY id DESC LIMIT 20)",
                                   "");
    double mean = st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL
                      ? sqlite3_column_double(st, 0)
                      : 5;
    sqlite3_finalize(st);
    return mean;
}

int judge_workers(void)
{
    return nb_workers;
}

/* A submission the server could not judge (not the student's fault): queued again after
 * a back-off; after MAX_COMPILE_ATTEMPTS it waits for the teacher's "judge again". */
static void compile_failed_here(long long id, const char *why)
{
    int attempts = (int)store_int(1, "SELECT attempts FROM submissions WHERE id = ?", "i", id);
    note_internal(id, 0, why);
    for (int tries = 0; tries < 3; tries++) { /* a busy or full database: a moment, then again */
        if (store_run("UPDATE submissions SET state = ?, next_try = ? WHERE id = ? AND state = 'compiling'", "tdi",
                      attempts >= MAX_COMPILE_ATTEMPTS ? "error" : "queued", store_now() + backoff(attempts), id) == 0)
            return;
        sleep(1);
    }
    /* still 'compiling': taken again by the sweep of stale compiles */
}

/* Compiles a worker left under way (its commit failed, the server was killed) go back
 * to the queue once they are older than any compile can last. */
static void sweep_stale_compiles(void)
{
    store_run("UPDATE submissions SET state = 'queued' WHERE state = 'compiling' AND taken < ?", "d",
              store_now() - STALE_COMPILE_SECONDS);
}

/* Takes the next queued submission (fairly), checks and compiles it. 1 if there was one. */
static int compile_one(void)
{
    /* a look first, without the write lock: idle workers poll */
    double now = store_now();
    /* one compile of a student at a time: a student's flood holds one worker at most, the
     * others go on with everyone else's compiles and matches */
    long long id = store_int(0, "SELECT s.id FROM submissions s WHERE s.state = 'queued' AND s.next_try <= ? AND NOT EXISTS"
                                " (SELECT 1 FROM submissions c WHERE c.user = s.user AND c.state = 'compiling') ORDER BY "
                                FAIR_COMPILE_ORDER " LIMIT 1", "d", now);
    if (!id || store_run("UPDATE submissions SET state = 'compiling', taken = ?, attempts = attempts + 1 WHERE id = ?"
                         " AND state = 'queued'", "di", now, id) < 0)
        return 0;
    if (sqlite3_changes(store_db()) != 1)
        return 1; /* another worker took it: look again */
    sqlite3_stmt *st = store_query("SELECT file, player, source, hash, user FROM submissions WHERE id = ?", "i", id);
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
    if (stopping && internal) { /* a compile killed by the server's own stop: done again at the next start */
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
        if (asprintf(&why, "%s: refused: the name %s is taken: another student's player of that name compiled "
                           "first; rename yours (the file, AINewName.c, and its PLAYER_NAME)\n", file, player) < 0)
            why = NULL, ok = 0;
        unlink(final);
    }
    if (why)
        ok = ok && store_run("UPDATE submissions SET state = 'refused', report = ?, checked_at = ? WHERE id = ?", "tdi",
                             why, now, id) == 0;
    else
        ok = ok && store_run("UPDATE submissions SET state = 'qualifying', exe_hash = ?, checked_at = ? WHERE id = ?",
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
static int qualification_result(long long sub, int won)
{
    if (store_run("UPDATE submissions SET played = played + 1, wins = wins + ? WHERE id = ?", "ii", (long long)won, sub) < 0)
        return -1;
    return judge_qualification_verdict(sub);
}

int judge_qualification_verdict(long long sub)
{
    sqlite3_stmt *st = store_query("SELECT played, wins, user, player FROM submissions WHERE id = ?", "i", sub);
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
                  " (SELECT 1 FROM users WHERE player = ?1)", "ti", player, user) < 0 ||
        store_run("DELETE FROM names WHERE user = ? AND name NOT IN (SELECT player FROM users WHERE id = ?)", "ii", user,
                  user) < 0)
        return -1;
    ladder_changed();
    return judge_represent(user);
}

/* ---- matches ---- */

/* Removes the jobs of `where` (its one parameter bound to id) and their seats: jobs never
 * played, which no record names. */
static int drop_jobs(const char *where, long long id)
{
    char *seats = NULL, *jobs = NULL;
    int rc = asprintf(&seats, "DELETE FROM job_seats WHERE job IN (SELECT id FROM jobs WHERE %s)", where) < 0 ||
                     asprintf(&jobs, "DELETE FROM jobs WHERE %s", where) < 0 || store_run(seats, "i", id) < 0 ||
                     store_run(jobs, "i", id) < 0
                 ? -1
                 : 0;
    free(seats);
    free(jobs);
    return rc;
}

struct job {
    long long id, tournament, submission, rerun_of;
    char kind[16];
    int board, attempt, nb_seats;
    long long seed;
    char name[T_MAX_SEATS][64];
    long long sub[T_MAX_SEATS];      /* 0: a kit player (the Dummy) */
    char hash[T_MAX_SEATS][T_HASH_HEX];
};

/* Takes the next queued match (qualifications before the ladder). 1 if there was one. */
static int take_job(int ladder_too, struct job *j)
{
    memset(j, 0, sizeof *j);
    double now = store_now();
    if (!store_int(0, "SELECT count(*) FROM jobs WHERE state = 'queued' AND next_try <= ? AND (? OR kind != 'ladder')",
                   "di", now, (long long)ladder_too))
        return 0; /* a look first, without the write lock: idle workers poll */
    if (store_begin() < 0)
        return 0;
    /* qualifications, re-runs, friendly matches, then the ladder; within a kind, round
     * robin across students */
    sqlite3_stmt *st = store_query(
        "SELECT j.id, j.kind, j.tournament, coalesce(j.submission, 0), j.board, j.seed, j.attempts FROM jobs j"
        " LEFT JOIN submissions s ON s.id = j.submission WHERE j.state = 'queued' AND j.next_try <= ? AND (? OR j.kind != 'ladder')"
        " ORDER BY CASE j.kind WHEN 'qualify' THEN 0 WHEN 'rerun' THEN 1 WHEN 'friendly' THEN 2 WHEN 'trial' THEN 2 ELSE 3 END,"
        " (SELECT count(*) FROM jobs o JOIN submissions os ON os.id = o.submission"
        " WHERE o.state IN ('queued', 'running') AND os.user = s.user AND o.id < j.id), j.id LIMIT 1",
        "di", now, (long long)ladder_too);
    int found = st && sqlite3_step(st) == SQLITE_ROW;
    if (found) {
        j->id = sqlite3_column_int64(st, 0);
        snprintf(j->kind, sizeof j->kind, "%s", (const char *)sqlite3_column_text(st, 1));
        j->tournament = sqlite3_column_int64(st, 2);
        j->submission = sqlite3_column_int64(st, 3);
        j->board = sqlite3_column_int(st, 4);
        j->seed = sqlite3_column_int64(st, 5);
        j->attempt = sqlite3_column_int(st, 6) + 1;
    }
    sqlite3_finalize(st);
    if (!found || store_run("UPDATE jobs SET state = 'running', started = ?, attempts = attempts + 1 WHERE id = ?", "di",
                            store_now(), j->id) < 0 ||
        store_commit() < 0) {
        store_rollback();
        return 0;
    }
    st = store_query("SELECT js.player, coalesce(js.submission, 0), coalesce(s.exe_hash, '') FROM job_seats js"
                     " LEFT JOIN submissions s ON s.id = js.submission WHERE js.job = ? ORDER BY js.seat",
                     "i", j->id);
    while (st && sqlite3_step(st) == SQLITE_ROW && j->nb_seats < T_MAX_SEATS) {
        int s = j->nb_seats++;
        snprintf(j->name[s], sizeof j->name[s], "%s", (const char *)sqlite3_column_text(st, 0));
        j->sub[s] = sqlite3_column_int64(st, 1);
        snprintf(j->hash[s], sizeof j->hash[s], "%s", (const char *)sqlite3_column_text(st, 2));
    }
    sqlite3_finalize(st);
    return 1;
}

/* The players' folder of a match: each seat's name, a link to its executable. */
static int link_players(struct job *j, const char *dir)
{
    if (make_dirs(dir) < 0)
        return -1;
    for (int s = 0; s < j->nb_seats; s++) {
        char target[4096], link[4400];
        if (j->sub[s])
            judge_player_path(j->sub[s], target, sizeof target);
        else
            snprintf(target, sizeof target, "%s/players/%s/%s", course.bin_dir, course.t.game, j->name[s]);
        if (!j->hash[s][0] && hash_file(target, j->hash[s]) < 0)
            return -1;
        snprintf(link, sizeof link, "%s/%s", dir, j->name[s]);
        if (symlink(target, link) < 0 && errno != EEXIST)
            return error_errno("cannot link %s", link);
    }
    return 0;
}

/* Waits for a child of the worker's; judge_stop may kill it meanwhile, never after. */
static int wait_child(int worker, pid_t pid)
{
    pthread_mutex_lock(&flight_lock);
    in_flight[worker] = pid;
    pthread_mutex_unlock(&flight_lock);
    /* waited for unreaped first: judge_stop never kills a pid that is no longer the match's */
    siginfo_t info;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR)
        ;
    pthread_mutex_lock(&flight_lock);
    in_flight[worker] = 0;
    pthread_mutex_unlock(&flight_lock);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    return status;
}

/* A match played elsewhere: its task line run by bin/tournament --run-task there, whose
 * record line comes back; the files are at the same paths there (a shared folder). Through
 * GNU parallel to the worker's host (an --sshloginfile line; ":" this machine), or
 * through the --launcher command (Slurm's srun...). */
static void play_remote(int worker, const char *line, struct outcome *o)
{
    char self[4200], *words = launcher ? xstrdup(launcher) : NULL, *argv[64];
    snprintf(self, sizeof self, "%s/tournament", course.bin_dir);
    int n = 0;
    if (worker_host[worker]) {
        const char *via[] = {"parallel", "--will-cite", "-S", worker_host[worker], self, "--run-task", "{}", ":::", line};
        for (size_t k = 0; k < sizeof via / sizeof *via; k++)
            argv[n++] = (char *)via[k];
    } else {
        for (char *save = NULL, *w = strtok_r(words, " ", &save); w && n < 60; w = strtok_r(NULL, " ", &save))
            argv[n++] = w;
        argv[n++] = self;
        argv[n++] = "--run-task";
        argv[n++] = (char *)line;
    }
    argv[n] = NULL;
    int out[2];
    if (pipe2(out, O_CLOEXEC) < 0) {
        snprintf(o->error, sizeof o->error, "cannot start %s: %s", argv[0], strerror(errno));
        free(words);
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        execvp(argv[0], argv);
        dprintf(STDERR_FILENO, "error: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    close(out[1]);
    FILE *in = fdopen(out[0], "r");
    char *text = NULL;
    size_t cap = 0;
    int got = 0;
    while (in && getline(&text, &cap, in) > 0)
        if (!got && strncmp(text, "arena-record\t", 13) == 0)
            got = task_parse_record(text, o) == 0;
    free(text);
    if (in)
        fclose(in);
    int status = pid > 0 ? wait_child(worker, pid) : -1;
    if (!got) {
        memset(o, 0, sizeof *o);
        snprintf(o->error, sizeof o->error, "no result through %s %s (its status %d)", argv[0],
                 worker_host[worker] ? worker_host[worker] : "", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
    free(words);
}

/* Plays a taken job; its outcome into o (o->played 0: it failed, o->error why). */
static void play(int worker, struct job *j, struct outcome *o)
{
    char run[4096], players[4200], replay[4200];
    snprintf(run, sizeof run, "%s/run/%lld-%d", course.files, j->id, j->attempt);
    snprintf(players, sizeof players, "%s/players", run);
    snprintf(replay, sizeof replay, "%s/replay.res.gz", run);
    remove_tree(run);
    memset(o, 0, sizeof *o);
    o->idx = j->id;
    if (!boards_get(j->board)) { /* never queued by this server: a database from elsewhere */
        snprintf(o->error, sizeof o->error, "the course has no board %d", j->board);
        return;
    }
    if (link_players(j, players) < 0) {
        snprintf(o->error, sizeof o->error, "the server could not prepare the players (see its log)");
        return;
    }
    struct match_spec m = {.game_bin = course.t.game_bin, .players_dir = players, .board = boards_get(j->board)->path,
                           .replay = replay, .cpu_seconds = course.t.cpu_seconds, .memory_mb = course.t.memory_mb,
                           .seed = j->seed, .debug = 1, .nb_seats = j->nb_seats};
    for (int s = 0; s < j->nb_seats; s++)
        m.names[s] = j->name[s];
    if (worker_host[worker] || launcher) {
        const char *hashes[T_MAX_SEATS];
        for (int s = 0; s < j->nb_seats; s++)
            hashes[s] = j->hash[s];
        char *line = task_line_spec(&m, j->tournament, j->id, course.t.game_hash, boards_get(j->board)->hash, hashes);
        play_remote(worker, line, o);
        free(line);
        o->idx = j->id;
        remove_tree(players);
        return;
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    struct running r;
    if (task_start_spec(&m, j->id, (int)(worker % (cores > 0 ? cores : 1)), run, &r) < 0) {
        snprintf(o->error, sizeof o->error, "the match could not start");
        return;
    }
    int status = wait_child(worker, r.pid);
    task_collect(&r, status, j->nb_seats, o);
    o->idx = j->id;
    remove_tree(players);
}

/* Stores a played job: its files into place, its record, its job done, what it decides. */
static void finish(struct job *j, struct outcome *o)
{
    char run[2048], dir[2048];
    snprintf(run, sizeof run, "%s/run/%lld-%d", course.files, j->id, j->attempt);
    judge_match_dir(j->id, dir, sizeof dir);
    double now = store_now();
    if (o->played) {
        char parent[4200];
        snprintf(parent, sizeof parent, "%s/matches", course.files);
        remove_tree(dir); /* a match played again after a restart: the same replay (same seed) */
        if (make_dirs(parent) < 0 || rename(run, dir) < 0) {
            o->played = 0;
            snprintf(o->error, sizeof o->error, "the server could not keep the replay: %s", strerror(errno));
        } else {
            snprintf(o->replay, sizeof o->replay, "%s/replay.res.gz", dir);
        }
    }
    remove_tree(run);
    if (o->played) {
        struct match_record rec = {.tournament = j->tournament, .game = course.t.game,
                                   .board = boards_get(j->board)->path, .board_hash = boards_get(j->board)->hash,
                                   .seed = j->seed, .game_hash = course.t.game_hash};
        for (int s = 0; s < j->nb_seats; s++)
            rec.player_hash[s] = j->hash[s];
        if (db_store_match(store_db(), &rec, o) < 0)
            return; /* stays 'running': played again at the next start */
    }
    /* a match the server could not play is never a result: it is played again after a
     * back-off, and after MAX_ATTEMPTS waits for the teacher's "judge again" */
    if (!o->played)
        note_internal(0, j->id, o->error[0] ? o->error : "the match was not played");
    if (store_begin() < 0)
        return;
    /* its submission was judged again meanwhile (judge_rejudge): it counts no more, and is
     * not played again */
    int rejudged = store_int(0, "SELECT kind = 'rejudged' FROM jobs WHERE id = ?", "i", j->id) == 1;
    int ok = rejudged && !o->played
                 ? drop_jobs("id = ?", j->id) == 0
                 : store_run("UPDATE jobs SET state = ?, finished = ?, error = ?, next_try = ? WHERE id = ?", "tdtdi",
                             o->played ? "done" : j->attempt < MAX_ATTEMPTS ? "queued" : "error", now,
                             o->played ? NULL : o->error, now + (o->played ? 0 : backoff(j->attempt)), j->id) == 0;
    if (ok && o->played && !rejudged && strcmp(j->kind, "qualify") == 0) {
        int best_other = -2147483647 - 1, mine = 0;
        for (int s = 0; s < o->nb_seats; s++) {
            if (j->sub[s] == j->submission)
                mine = o->seat[s].score;
            else if (o->seat[s].score > best_other)
                best_other = o->seat[s].score;
        }
        ok = qualification_result(j->submission, mine > best_other) == 0;
    }
    if (!ok || store_commit() < 0)
        store_rollback();
    else if (o->played)
        retention_recorded(j->id, strcmp(j->kind, "ladder") == 0);
    if (o->played && j->tournament == course.ladder_id)
        ladder_changed();
    ladder_refresh(); /* here, not in a page: pages never wait for a load */
}

/* ---- the ladder ---- */

static int course_open(void)
{
    double now = store_now();
    long long opens = course.opens, closes = course.closes; /* read once: the teacher may change them */
    return (!opens || now >= (double)opens) && (!closes || now < (double)closes);
}

/* Queues a ladder match if there is none waiting and at least two players. 1 if queued. */
static int schedule_ladder(void)
{
    if (!course_open() || pthread_mutex_trylock(&ladder_lock) != 0)
        return 0;
    int queued = 0;
    if (store_int(1, "SELECT count(*) FROM jobs WHERE kind = 'ladder' AND state = 'queued'", "") > 0)
        goto out;
    /* the players, their representatives and how many ladder matches these played */
    sqlite3_stmt *st = store_query(
        "SELECT r.player, r.submission, (SELECT count(*) FROM job_seats js JOIN jobs j ON j.id = js.job"
        " WHERE js.submission = r.submission AND j.kind = 'ladder') FROM representatives r"
        " WHERE r.player IS NOT NULL AND r.disqualified IS NULL AND r.submission IS NOT NULL ORDER BY r.user",
        "");
    char **names = NULL;
    long long *reps = NULL;
    int n = 0, hungry = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        /* a submission that played its share waits for newcomers: the ladder stays bounded
         * over a term, and so does the cost of its standings */
        hungry |= sqlite3_column_int64(st, 2) < ladder_cap;
        names = xrealloc(names, (size_t)(n + 1) * sizeof *names);
        reps = xrealloc(reps, (size_t)(n + 1) * sizeof *reps);
        names[n] = xstrdup((const char *)sqlite3_column_text(st, 0));
        reps[n++] = sqlite3_column_int64(st, 1);
    }
    sqlite3_finalize(st);
    if (n >= 2 && hungry && store_begin() == 0) {
        long long count = store_int(0, "SELECT count(*) FROM jobs WHERE kind = 'ladder'", "");
        int active[BOARDS_MAX], nb_active = boards_active(active);
        int b = active[count % nb_active], seats = boards_get(b)->seats;
        unsigned long long mix = schedule_mix((unsigned long long)course.seed, 1000000007ull + (unsigned long long)count);
        int chosen[T_MAX_SEATS];
        ladder_pick((const char *const *)names, n, seats, mix, chosen);
        int ok = store_run("INSERT INTO jobs(kind, tournament, board, seed, created) VALUES('ladder', ?, ?, ?, ?)", "iiid",
                           course.ladder_id, (long long)b, (long long)(mix % 2147483647u), store_now()) == 0;
        long long job = sqlite3_last_insert_rowid(store_db());
        for (int s = 0; ok && s < seats; s++)
            ok = (chosen[s] < 0 ? store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii", job, (long long)s)
                                : store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job, (long long)s,
                                            names[chosen[s]], reps[chosen[s]])) == 0;
        if (ok && store_commit() == 0)
            queued = 1;
        else
            store_rollback();
    }
    for (int k = 0; k < n; k++)
        free(names[k]);
    free(names);
    free(reps);
out:
    pthread_mutex_unlock(&ladder_lock);
    return queued;
}

static void *work(void *arg)
{
    int index = (int)(intptr_t)arg;
    /* with two workers or more, the first keeps to submissions and qualifications: a
     * student's verdict never waits behind ladder matches */
    int ladder_too = ladder_on && (nb_workers == 1 || index > 0);
    /* the workers and what they start (compilers, matches) yield to the web pages: a page
     * waits for no compile. A player's budget is CPU time, which niceness does not change. */
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10);
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &block, NULL);
    double swept = 0;
    while (!stopping) {
        struct job j;
        if (index == 0 && store_now() - swept > 10) { /* the first worker's chores */
            sweep_stale_compiles();
            retention_sweep();
            swept = store_now();
        }
        if (compile_one())
            continue;
        if (take_job(ladder_too, &j)) {
            struct outcome o;
            play(index, &j, &o);
            if (!stopping)
                finish(&j, &o);
            continue;
        }
        if (ladder_too && schedule_ladder())
            continue;
        sleep_a_while();
    }
    store_thread_done();
    return NULL;
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
    ok = ok && store_run("INSERT INTO job_seats SELECT ?, seat, player, submission FROM job_seats WHERE job = ?", "ii", id,
                         job) == 0;
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
    int ok = drop_jobs("kind = 'qualify' AND state NOT IN ('done', 'running') AND submission = ?", submission) == 0 &&
             store_run("UPDATE jobs SET kind = 'rejudged' WHERE kind = 'qualify' AND submission = ?", "i", submission) == 0 &&
             store_run("UPDATE submissions SET state = 'queued', report = NULL, exe_hash = NULL, wins = 0, played = 0,"
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
             store_run("UPDATE submissions SET state = 'queued', next_try = 0, attempts = 0 WHERE (? OR id = ?) AND"
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

/* Workers from an --sshloginfile: "N/login" gives N workers playing on login; ":" is
 * this machine (through GNU parallel too). */
static int hosts_from(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return error_errno("cannot read %s", file);
    char *line = NULL;
    size_t cap = 0;
    int n = 0, lineno = 0;
    while (getline(&line, &cap, f) > 0) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        char *login = line + strspn(line, " \t");
        if (!*login || *login == '#')
            continue;
        int slots = 1;
        char *slash = strchr(login, '/');
        if (slash && slash > login && strspn(login, "0123456789") == (size_t)(slash - login)) {
            slots = atoi(login);
            login = slash + 1;
        }
        if (slots < 1 || !*login) {
            fclose(f);
            free(line);
            return error("%s:%d: an sshlogin is [N/]login (or ':' for this machine)", file, lineno);
        }
        for (int k = 0; k < slots && n < MAX_WORKERS; k++)
            worker_host[n++] = xstrdup(login);
    }
    free(line);
    fclose(f);
    return n > 0 ? n : error("%s names no host", file);
}

int judge_start(int jobs, long ladder, const char *sshloginfile, const char *launch)
{
    launcher = launch;
    if (sshloginfile && (jobs = hosts_from(sshloginfile)) < 0)
        return -1;
    /* what a killed server left: compiles and matches under way are done again */
    if (store_run("UPDATE submissions SET state = 'queued' WHERE state = 'compiling'", "") < 0 ||
        drop_jobs("kind = 'rejudged' AND state != 'done' AND id > ?", 0) < 0 || /* they count no more */
        store_run("UPDATE jobs SET state = 'queued' WHERE state = 'running'", "") < 0)
        return -1;
    char run[4096];
    snprintf(run, sizeof run, "%s/run", course.files);
    remove_tree(run);
    nb_workers = jobs < MAX_WORKERS ? jobs : MAX_WORKERS;
    ladder_on = ladder > 0;
    ladder_cap = ladder;
    for (int k = 0; k < nb_workers; k++)
        if (pthread_create(&workers[k], NULL, work, (void *)(intptr_t)k) != 0)
            return error("cannot start the workers");
    return 0;
}

void judge_stop(void)
{
    stopping = 1;
    judge_wake();
    pthread_mutex_lock(&flight_lock);
    for (int k = 0; k < nb_workers; k++)
        if (in_flight[k] > 0)
            kill(in_flight[k], SIGKILL);
    pthread_mutex_unlock(&flight_lock);
    for (int k = 0; k < nb_workers; k++) {
        pthread_join(workers[k], NULL);
        free(worker_host[k]);
        worker_host[k] = NULL;
    }
}
