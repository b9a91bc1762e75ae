/* store.c — the course database: schema, settings, one connection per thread. */
#define _GNU_SOURCE
#include "store/store.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "args.h"
#include "db.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "paths.h"
#include "setup.h"
#include "store/date.h"
#include "store/migrate.h"

struct course course;

/* The server's tables, beside the tournament records (tournament/db.c). */
static const char schema[] =
    "CREATE TABLE IF NOT EXISTS course(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS users(id INTEGER PRIMARY KEY, login TEXT UNIQUE NOT NULL, name TEXT NOT NULL,"
    " role TEXT NOT NULL DEFAULT 'student', password TEXT NOT NULL, player TEXT UNIQUE, chosen INTEGER,"
    " disqualified TEXT, last_upload REAL NOT NULL DEFAULT 0);"
    "CREATE TABLE IF NOT EXISTS sessions(token TEXT PRIMARY KEY, user INTEGER NOT NULL REFERENCES users,"
    " csrf TEXT NOT NULL, expires REAL NOT NULL);"
    "CREATE TABLE IF NOT EXISTS login_failures(login TEXT NOT NULL, ip TEXT NOT NULL, at REAL NOT NULL);"
    "CREATE INDEX IF NOT EXISTS login_failures_at ON login_failures(at);"
    /* the course's boards (board_list.c): init's, then those added during the course;
     * state: active, trial, retired, proposed, declined */
    "CREATE TABLE IF NOT EXISTS course_boards(idx INTEGER PRIMARY KEY, file TEXT NOT NULL, state TEXT NOT "
    "NULL,"
    " proposed_by INTEGER REFERENCES users, note TEXT, added REAL NOT NULL);"
    /* state: queued, compiling, refused, qualifying, qualified, failed (did not qualify),
     * error (the server failed to judge it: waits for the teacher's "judge again") */
    "CREATE TABLE IF NOT EXISTS submissions(id INTEGER PRIMARY KEY, user INTEGER NOT NULL REFERENCES users,"
    " file TEXT NOT NULL, player TEXT NOT NULL, source BLOB NOT NULL, hash TEXT NOT NULL, at REAL NOT NULL,"
    " state TEXT NOT NULL DEFAULT 'queued', report TEXT, exe_hash TEXT, wins INTEGER NOT NULL DEFAULT 0,"
    " played INTEGER NOT NULL DEFAULT 0, checked_at REAL, decided_at REAL);"
    "CREATE INDEX IF NOT EXISTS submissions_state ON submissions(state);"
    "CREATE INDEX IF NOT EXISTS submissions_user ON submissions(user);"
    /* a name belongs to the student whose player of that name compiled first */
    "CREATE TABLE IF NOT EXISTS names(name TEXT PRIMARY KEY COLLATE NOCASE, user INTEGER NOT NULL REFERENCES "
    "users);"
    /* A match to play: its record is matches(tournament, idx = jobs.id) once played.
     * kind: qualify (a submission against the Dummy), ladder, rerun (of job rerun_of),
     * friendly (a student's choice of opponents, in no standings). */
    "CREATE TABLE IF NOT EXISTS jobs(id INTEGER PRIMARY KEY, kind TEXT NOT NULL, tournament INTEGER NOT NULL,"
    " submission INTEGER, board INTEGER NOT NULL, seed INTEGER NOT NULL, state TEXT NOT NULL DEFAULT "
    "'queued',"
    " created REAL NOT NULL, started REAL, finished REAL, attempts INTEGER NOT NULL DEFAULT 0, error TEXT,"
    " rerun_of INTEGER);"
    "CREATE INDEX IF NOT EXISTS jobs_state ON jobs(state);"
    "CREATE INDEX IF NOT EXISTS jobs_submission ON jobs(submission);"
    /* retention.c's sweep: the oldest matches first */
    "CREATE INDEX IF NOT EXISTS jobs_kind_finished ON jobs(kind, finished);"
    "CREATE INDEX IF NOT EXISTS jobs_state_finished ON jobs(state, finished);"
    /* every try of a match (judge/tries.c): where, and why it was played again */
    "CREATE TABLE IF NOT EXISTS tries(id INTEGER PRIMARY KEY, job INTEGER NOT NULL, started REAL,"
    " finished REAL NOT NULL, node TEXT NOT NULL, host TEXT NOT NULL, outcome TEXT NOT NULL, error TEXT);"
    "CREATE INDEX IF NOT EXISTS tries_job ON tries(job);"
    "CREATE TABLE IF NOT EXISTS job_seats(job INTEGER NOT NULL REFERENCES jobs, seat INTEGER NOT NULL,"
    " player TEXT NOT NULL, submission INTEGER, PRIMARY KEY(job, seat));"
    "CREATE INDEX IF NOT EXISTS job_seats_submission ON job_seats(submission);"
    /* retention.c: is there a newer match of this kind of this submission (a seek, not a scan) */
    "CREATE INDEX IF NOT EXISTS job_seats_submission_job ON job_seats(submission, job);"
    /* who represents a student: the submission they chose, or else their latest qualified */
    /* a failure of the server's own (disk, database, a killed step): judged again later */
    "CREATE TABLE IF NOT EXISTS internal_errors(id INTEGER PRIMARY KEY, at REAL NOT NULL, submission INTEGER,"
    " job INTEGER, what TEXT NOT NULL);"
    /* the chosen one while it is qualified: one judged again (judge_rejudge) leaves the
     * place to the latest qualified until its verdict is back (remade at every start:
     * courses made before kept the chosen one in any state) */
    "DROP VIEW IF EXISTS representatives;"
    "CREATE VIEW representatives AS SELECT u.id AS user, u.player, u.disqualified,"
    " COALESCE((SELECT id FROM submissions WHERE id = u.chosen AND state = 'qualified'),"
    " (SELECT max(id) FROM submissions WHERE user = u.id AND state = 'qualified')) AS submission"
    " FROM users u;"
    /* every final tournament played, each in its folder final/ID (admin_final.c) */
    "CREATE TABLE IF NOT EXISTS finals(id INTEGER PRIMARY KEY, started REAL NOT NULL, finished REAL,"
    " matches INTEGER NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL, status INTEGER);"
    /* the teacher's messages to one student, shown on their home page until read */
    "CREATE TABLE IF NOT EXISTS messages(id INTEGER PRIMARY KEY, user INTEGER NOT NULL REFERENCES users,"
    " text TEXT NOT NULL, at REAL NOT NULL, read_at REAL);"
    /* who read a teacher's message (to them, or an answer for everyone: pages/threads.c);
     * read_at is where courses before kept it, copied here at start */
    "CREATE TABLE IF NOT EXISTS message_reads(message INTEGER NOT NULL REFERENCES messages,"
    " user INTEGER NOT NULL REFERENCES users, at REAL NOT NULL, PRIMARY KEY(message, user));"
    "INSERT OR IGNORE INTO message_reads SELECT id, user, read_at FROM messages WHERE read_at IS NOT NULL;";

/* Columns added since the first courses: added to an older course's tables at start
 * (SQLite has no ADD COLUMN IF NOT EXISTS: "duplicate column" is the sign it is there).
 * submissions: attempts and next_try (a compile the server failed is tried again
 * later), taken (when a worker took it); jobs: next_try, the same for a match;
 * replay_gone, its files removed by the retention rule; requested_by and series, a
 * friendly match's student and the series of matches it belongs to; replay_bytes, the
 * disk its folder takes (measured once: retention.c's running total). */
static const char *const added_columns[] = {
    "ALTER TABLE submissions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE submissions ADD COLUMN next_try REAL NOT NULL DEFAULT 0",
    "ALTER TABLE submissions ADD COLUMN taken REAL",
    "ALTER TABLE jobs ADD COLUMN next_try REAL NOT NULL DEFAULT 0",
    "ALTER TABLE jobs ADD COLUMN replay_gone INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE jobs ADD COLUMN requested_by INTEGER",
    "ALTER TABLE jobs ADD COLUMN series INTEGER",
    "ALTER TABLE jobs ADD COLUMN replay_bytes INTEGER",
    "ALTER TABLE jobs ADD COLUMN not_judged INTEGER NOT NULL DEFAULT 0", /* judge/quiet.c: the tries */
    "ALTER TABLE jobs ADD COLUMN machine_reason TEXT",                   /* the machine stopped, */
    "ALTER TABLE jobs ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0",    /* why, and if it waits */
    /* the seats that had written a log when retention.c removed the match's files (bit k:
     * seat k; NULL: removed before this was kept), for "it wrote nothing" after */
    "ALTER TABLE jobs ADD COLUMN wrote INTEGER",
    /* messages kept as threads, both ways (pages/threads.c): who wrote it, the thread's
     * first message (NULL: it is one), what a student's question is about (rules, match,
     * verdict, other; NULL: a teacher's note) and its match or submission, and an answer
     * the teacher gave everyone */
    "ALTER TABLE messages ADD COLUMN from_student INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE messages ADD COLUMN thread INTEGER",
    "ALTER TABLE messages ADD COLUMN about TEXT",
    "ALTER TABLE messages ADD COLUMN about_id INTEGER",
    "ALTER TABLE messages ADD COLUMN everyone INTEGER NOT NULL DEFAULT 0",
    /* a final the teacher said reveals the frozen standings (judge/freeze.c); 1 for those
     * of before: any final after the freeze revealed them then */
    "ALTER TABLE finals ADD COLUMN reveals INTEGER NOT NULL DEFAULT 1",
};

static _Thread_local sqlite3 *thread_db;
/* Every thread's connection, closed together when the server stops (the web library's
 * threads end without telling). */
static pthread_mutex_t all_lock = PTHREAD_MUTEX_INITIALIZER;
static sqlite3 **all_dbs;
static int nb_dbs;

double store_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* the columns above, then the questions desk's (migrate.c) */
static int add_columns(sqlite3 *db)
{
    return migrate_columns(db, course.db_path, added_columns, sizeof added_columns / sizeof *added_columns) < 0
               ? -1
               : migrate_desk(db, course.db_path);
}

static int store_error(const char *what)
{
    sqlite3 *db = thread_db;
    return error("course database %s: %s: %s", course.db_path, what, db ? sqlite3_errmsg(db) : "not open");
}

/* Waiting for another thread's write: SQLite's own busy handler sleeps longer and longer
 * (up to 100 ms a time), so a burst of short writes (a class logging in at once) queues
 * behind sleeps, not writes. This one looks again every half millisecond, up to the
 * limit: a busy handler's argument is its limit in milliseconds. */
static int busy_wait(void *limit_ms, int count)
{
    if ((double)count * 0.5 >= (double)(intptr_t)limit_ms)
        return 0;
    nanosleep(&(struct timespec){.tv_nsec = 500000}, NULL);
    return 1;
}

sqlite3 *store_db(void)
{
    if (!thread_db) {
        thread_db = db_open_existing(course.db_path);
        /* a request waits this long for the database before it says so (ARENA_DB_BUSY_MS: tests) */
        const char *ms = getenv("ARENA_DB_BUSY_MS");
        if (thread_db) {
            sqlite3_busy_handler(thread_db, busy_wait, (void *)(intptr_t)(ms ? atoi(ms) : 10000));
            pthread_mutex_lock(&all_lock);
            all_dbs = xrealloc(all_dbs, (size_t)(nb_dbs + 1) * sizeof *all_dbs);
            all_dbs[nb_dbs++] = thread_db;
            pthread_mutex_unlock(&all_lock);
        }
    }
    return thread_db;
}

void store_thread_done(void)
{
    if (!thread_db)
        return;
    pthread_mutex_lock(&all_lock);
    for (int k = 0; k < nb_dbs; k++)
        if (all_dbs[k] == thread_db)
            all_dbs[k] = all_dbs[--nb_dbs];
    pthread_mutex_unlock(&all_lock);
    sqlite3_close(thread_db);
    thread_db = NULL;
}

void store_close_all(void)
{
    store_thread_done();
    pthread_mutex_lock(&all_lock);
    for (int k = 0; k < nb_dbs; k++)
        sqlite3_close(all_dbs[k]);
    free(all_dbs);
    all_dbs = NULL;
    nb_dbs = 0;
    pthread_mutex_unlock(&all_lock);
}

static sqlite3_stmt *bind_all(const char *sql, const char *types, va_list ap)
{
    sqlite3 *db = store_db();
    sqlite3_stmt *st;
    if (!db)
        return NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        store_error("cannot query it");
        return NULL;
    }
    for (int k = 0; types[k]; k++) {
        int col = k + 1;
        switch (types[k]) {
        case 'i': sqlite3_bind_int64(st, col, va_arg(ap, long long)); break;
        case 'd': sqlite3_bind_double(st, col, va_arg(ap, double)); break;
        case 't': {
            const char *s = va_arg(ap, const char *);
            if (s)
                sqlite3_bind_text(st, col, s, -1, SQLITE_TRANSIENT);
            else
                sqlite3_bind_null(st, col);
            break;
        }
        case 'b': {
            const void *p = va_arg(ap, const void *);
            int n = va_arg(ap, int);
            sqlite3_bind_blob(st, col, p, n, SQLITE_TRANSIENT);
            break;
        }
        default: BUG("bad parameter type '%c'", types[k]);
        }
    }
    return st;
}

sqlite3_stmt *store_query(const char *sql, const char *types, ...)
{
    va_list ap;
    va_start(ap, types);
    sqlite3_stmt *st = bind_all(sql, types, ap);
    va_end(ap);
    return st;
}

int store_run(const char *sql, const char *types, ...)
{
    va_list ap;
    va_start(ap, types);
    sqlite3_stmt *st = bind_all(sql, types, ap);
    va_end(ap);
    if (!st)
        return -1;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        ;
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : store_error("cannot update it");
}

long long store_int(long long def, const char *sql, const char *types, ...)
{
    va_list ap;
    va_start(ap, types);
    sqlite3_stmt *st = bind_all(sql, types, ap);
    va_end(ap);
    if (st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
        def = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return def;
}

int store_begin(void)
{
    return store_run("BEGIN IMMEDIATE", "");
}

int store_commit(void)
{
    if (store_run("COMMIT", "") == 0)
        return 0;
    store_rollback();
    return -1;
}

void store_rollback(void)
{
    if (thread_db && !sqlite3_get_autocommit(thread_db))
        sqlite3_exec(thread_db, "ROLLBACK", NULL, NULL, NULL);
}

char *store_setting(const char *key)
{
    sqlite3_stmt *st = store_query("SELECT value FROM course WHERE key = ?", "t", key);
    char *value = NULL;
    if (st && sqlite3_step(st) == SQLITE_ROW)
        value = xstrdup((const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    return value;
}

int store_set(const char *key, const char *value)
{
    return store_run("INSERT OR REPLACE INTO course VALUES(?, ?)", "tt", key, value);
}

static int set_number(const char *key, double value)
{
    char text[64];
    snprintf(text, sizeof text, "%.17g", value);
    return store_set(key, text);
}

static double number_setting(const char *key, double def)
{
    char *v = store_setting(key);
    double x = v ? atof(v) : def;
    free(v);
    return x;
}

/* The database and its journal files: read and written by the course's owner alone. */
static void keep_private(const char *path)
{
    static const char *const suffix[] = {"", "-wal", "-shm", "-journal"};
    for (size_t k = 0; k < sizeof suffix / sizeof *suffix; k++) {
        char *file = NULL;
        if (asprintf(&file, "%s%s", path, suffix[k]) >= 0)
            chmod(file, 0600); /* absent: nothing to do */
        free(file);
    }
}

/* A tournament row of the records for the course's qualification or ladder. */
static long long make_tournament(const char *role)
{
    char key[128];
    snprintf(key, sizeof key, "arena-server %s %.0f %d", role, store_now(), (int)getpid());
    if (store_run("INSERT INTO tournaments(key, game, seed, cpu_seconds, memory_mb) VALUES(?, ?, ?, ?, ?)",
                  "ttidi", key, course.t.game, course.seed, course.t.cpu_seconds,
                  (long long)course.t.memory_mb) < 0)
        return -1;
    long long id = sqlite3_last_insert_rowid(store_db());
    for (int b = 0; b < course.t.nb_boards; b++)
        if (store_run("INSERT INTO boards VALUES(?, ?, ?, ?, ?)", "iitti", id, (long long)b,
                      course.t.boards[b].path, course.t.boards[b].hash,
                      (long long)course.t.boards[b].seats) < 0)
            return -1;
    /* the Dummy: the qualification's opponent, and the ladder's when seats are empty */
    char hash[T_HASH_HEX] = "";
    char *dummy = NULL;
    if (asprintf(&dummy, "%s/players/%s/Dummy", course.bin_dir, course.t.game) < 0 ||
        hash_file(dummy, hash) < 0) {
        free(dummy);
        return -1;
    }
    free(dummy);
    if (store_run("INSERT INTO entrants VALUES(?, 'Dummy', 'Dummy', ?, NULL)", "it", id, hash) < 0)
        return -1;
    return id;
}

/* A course made before arena's installed tree (or checkout) moved names its boards where
 * the tree was: each board that is not there any more is read where the tree is now
 * (paths_data(): its games/GAME/boards/NAME), if it is the same file (the records' hash),
 * and the course is told (its setting and records). A board found nowhere is one error
 * line that says where arena's files were and are, and what to do. The list as it is now
 * (malloc'd), or NULL after an error line. */
static char *boards_where_now(const char *game, const char *boards)
{
    char *copy = xstrdup(boards), *save = NULL, *list = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&list, &size);
    int moved = 0, bad = 0;
    for (char *path = strtok_r(copy, ",", &save); path && !bad; path = strtok_r(NULL, ",", &save)) {
        char *now = NULL, *tail = strstr(path, "/games/");
        if (access(path, R_OK) != 0 && tail && asprintf(&now, "%s%s", paths_data(), tail) >= 0 &&
            access(now, R_OK) == 0) {
            char was[T_HASH_HEX] = "", is[T_HASH_HEX];
            sqlite3_stmt *st = store_query("SELECT hash FROM boards WHERE path = ? LIMIT 1", "t", path);
            if (st && sqlite3_step(st) == SQLITE_ROW)
                snprintf(was, sizeof was, "%s", (const char *)sqlite3_column_text(st, 0));
            sqlite3_finalize(st);
            if (hash_file(now, is) < 0 || (was[0] && strcmp(was, is) != 0))
                bad = error(
                    "the course's board %s is not there, and %s is another file: put the course's board "
                    "back there (arena's files were moved, or the board changed)",
                    path, now);
            else if (store_run("UPDATE boards SET path = ? WHERE path = ?", "tt", now, path) < 0)
                bad = -1;
            fprintf(out, "%s%s", ftell(out) ? "," : "", now);
            moved++;
        } else if (access(path, R_OK) != 0) {
            bad = error(
                "the course's board %s is not there, nor in this arena's files (%s/games/%s/boards): arena "
                "was moved or removed since the course was made; install it again where it was (the "
                "course names its boards by their paths), or put the board back",
                path, paths_data(), game);
        } else {
            fprintf(out, "%s%s", ftell(out) ? "," : "", path);
        }
        free(now);
    }
    fclose(out);
    free(copy);
    if (!bad && moved) {
        bad = store_set("boards", list);
        fprintf(
            stderr,
            "note: arena's files moved since the course was made: %d of its boards are read from %s now\n",
            moved, paths_data());
    }
    if (bad) {
        free(list);
        return NULL;
    }
    return list;
}

/* The game, its program and boards into course.t. */
static int find_game(const char *game, const char *boards)
{
    course.t.game = xstrdup(game);
    if (asprintf(&course.t.game_bin, "%s/%s", course.bin_dir, game) < 0 ||
        access(course.t.game_bin, X_OK) != 0)
        return error("no game '%s': %s is not there (make builds it)", game, course.t.game_bin);
    if (hash_file(course.t.game_bin, course.t.game_hash) < 0)
        return -1;
    return setup_boards(&course.t, boards);
}

/* Paths are made absolute: the workers' programs (the kit maker, bin/tournament) run elsewhere. */
static void set_paths(const char *path)
{
    char cwd[4096];
    if (path[0] != '/' && getcwd(cwd, sizeof cwd)) {
        if (asprintf(&course.db_path, "%s/%s", cwd, path) < 0)
            die("out of memory");
    } else {
        course.db_path = xstrdup(path);
    }
    path = course.db_path;
    course.files = setup_db_sibling(path, "-files");
    course.bin_dir = setup_bin_dir();
}

int store_init(const char *path, const char *game, const char *boards, double cpu, int memory_mb,
               int qualify_matches, int qualify_wins, const char *opens, const char *closes,
               const char *title, long long seed, int upload_kb, int upload_interval)
{
    if (access(path, F_OK) == 0)
        return error("%s exists already: a course is made once (serve it with %s serve %s)", path,
                     program_name(), path);
    set_paths(path);
    long long open_at, close_at;
    if (store_date_arg("--opens", opens, &open_at) < 0 || store_date_arg("--closes", closes, &close_at) < 0)
        return -1;
    const char *order = store_dates_out_of_order(open_at, close_at);
    if (order)
        return error("--closes '%s' is not after --opens '%s': %s", quote_str(closes).text,
                     quote_str(opens).text, order);
    if (qualify_wins > qualify_matches)
        return error("--qualify-wins %d is more than --qualify-matches %d", qualify_wins, qualify_matches);
    if (find_game(game, boards) < 0)
        return -1;
    course.t.cpu_seconds = cpu;
    course.t.memory_mb = memory_mb;
    course.seed = seed ? seed : (long long)store_now() % 2147483647;
    sqlite3 *db = db_open(path);
    if (!db)
        return -1;
    thread_db = db;
    int ok = sqlite3_exec(db, schema, NULL, NULL, NULL) == SQLITE_OK;
    if (!ok)
        store_error("cannot create the tables");
    ok = ok && add_columns(db) == 0;
    ok = ok && store_begin() == 0;
    char *list = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&list, &size);
    for (int b = 0; b < course.t.nb_boards; b++)
        fprintf(f, "%s%s", b ? "," : "", course.t.boards[b].path);
    fclose(f);
    ok = ok && store_set("format", "arena-course 1") == 0 && store_set("game", game) == 0 &&
         store_set("boards", list) == 0 && set_number("cpu", cpu) == 0 &&
         set_number("memory", memory_mb) == 0 && set_number("qualify_matches", qualify_matches) == 0 &&
         set_number("qualify_wins", qualify_wins) == 0 && set_number("opens", (double)open_at) == 0 &&
         set_number("closes", (double)close_at) == 0 && store_set("title", title ? title : game) == 0 &&
         set_number("seed", (double)course.seed) == 0 && set_number("upload_kb", upload_kb) == 0 &&
         set_number("upload_interval", upload_interval) == 0;
    free(list);
    long long q = ok ? make_tournament("qualification") : -1, l = q >= 0 ? make_tournament("ladder") : -1;
    ok = ok && l >= 0 && set_number("qualify_id", (double)q) == 0 && set_number("ladder_id", (double)l) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        store_thread_done();
        unlink(path);
        return -1;
    }
    store_thread_done();
    keep_private(path);
    if (make_dirs(course.files) < 0)
        return -1;
    return chmod(course.files, 0700) < 0 ? error_errno("cannot make %s private", course.files) : 0;
}

int store_open(const char *path)
{
    set_paths(path);
    sqlite3 *db = db_open_existing(path);
    if (!db)
        return -1;
    thread_db = db;
    char *format = store_setting("format");
    int ours = format && strcmp(format, "arena-course 1") == 0;
    free(format);
    if (!ours) {
        store_thread_done();
        return error("%s is not a course database (make one with %s init)", path, program_name());
    }
    /* tables added by later versions */
    if (sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK)
        return store_error("cannot update its tables");
    if (add_columns(db) < 0)
        return -1;
    /* a course of an earlier version: its names are held by the first student whose
     * player of that name compiled (a name held by a refused upload alone is free again;
     * a locked name stays) */
    if (sqlite3_exec(
            db,
            "INSERT OR IGNORE INTO names SELECT player, id FROM users WHERE player IS NOT NULL;"
            "INSERT OR IGNORE INTO names SELECT player, user FROM submissions"
            " WHERE state IN ('qualifying', 'qualified', 'failed') ORDER BY id;"
            "DELETE FROM names WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = names.user"
            " AND u.player = names.name) AND NOT EXISTS (SELECT 1 FROM submissions s WHERE"
            " s.user = names.user AND s.player = names.name AND (s.exe_hash IS NOT NULL OR s.state IN"
            " ('qualifying', 'qualified', 'failed')))",
            NULL, NULL, NULL) != SQLITE_OK)
        return store_error("cannot update its tables");
    /* every source and hash is in them: the course's owner alone reads them (a course
     * made before this rule is made private here) */
    keep_private(path);
    char *game = store_setting("game"), *given = store_setting("boards");
    char *boards = given ? boards_where_now(game ? game : "?", given) : NULL;
    int bad = given && !boards ? -1 : find_game(game ? game : "?", boards);
    free(given);
    free(game);
    free(boards);
    if (bad < 0)
        return -1;
    course.title = store_setting("title");
    course.t.cpu_seconds = number_setting("cpu", 0);
    course.t.memory_mb = (int)number_setting("memory", 512);
    course.qualify_matches = (int)number_setting("qualify_matches", 4);
    course.qualify_wins = (int)number_setting("qualify_wins", 3);
    course.opens = (long long)number_setting("opens", 0);
    course.closes = (long long)number_setting("closes", 0);
    course.freeze = (long long)number_setting("freeze", 0);
    course.unfreeze = (long long)number_setting("unfreeze", 0);
    course.revealed = (long long)number_setting("revealed", 0);
    course.seed = (long long)number_setting("seed", 1);
    course.qualify_id = (long long)number_setting("qualify_id", -1);
    course.ladder_id = (long long)number_setting("ladder_id", -1);
    course.friendly_id = (long long)number_setting("friendly_id", -1);
    if (course.friendly_id < 0) { /* a course made before friendly matches */
        course.friendly_id = make_tournament("friendly");
        if (course.friendly_id < 0 || set_number("friendly_id", (double)course.friendly_id) < 0)
            return -1;
    }
    course.upload_kb = (int)number_setting("upload_kb", 256);
    course.upload_interval = (int)number_setting("upload_interval", 10);
    if (make_dirs(course.files) < 0)
        return -1;
    return chmod(course.files, 0700) < 0 ? error_errno("cannot make %s private", course.files) : 0;
}
