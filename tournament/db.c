/* db.c — schema, checks and records of the tournament database. */
#define _GNU_SOURCE
#include "db.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "error.h"
#include "hash.h"

#define DB_FORMAT "arena-tournament 1"

static const char schema[] =
    "CREATE TABLE arena_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "INSERT INTO arena_meta VALUES('format', '" DB_FORMAT "');"
    "CREATE TABLE tournaments(id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, game TEXT NOT NULL,"
    " seed INTEGER NOT NULL, cpu_seconds REAL, memory_mb INTEGER, created TEXT DEFAULT (datetime('now')));"
    "CREATE TABLE boards(tournament INTEGER NOT NULL REFERENCES tournaments, idx INTEGER NOT NULL,"
    " path TEXT NOT NULL, hash TEXT NOT NULL, seats INTEGER NOT NULL, PRIMARY KEY(tournament, idx));"
    "CREATE TABLE entrants(tournament INTEGER NOT NULL REFERENCES tournaments, name TEXT NOT NULL,"
    " given TEXT NOT NULL, hash TEXT NOT NULL, rejected TEXT, PRIMARY KEY(tournament, name));"
    "CREATE TABLE matches(id INTEGER PRIMARY KEY, tournament INTEGER NOT NULL REFERENCES tournaments,"
    " idx INTEGER NOT NULL, game TEXT NOT NULL, board TEXT NOT NULL, board_hash TEXT NOT NULL,"
    " seed INTEGER NOT NULL, nb_seats INTEGER NOT NULL, replay TEXT, game_hash TEXT NOT NULL,"
    " wall_seconds REAL, host TEXT, played_at TEXT DEFAULT (datetime('now')), UNIQUE(tournament, idx));"
    "CREATE TABLE seats(match INTEGER NOT NULL REFERENCES matches, seat INTEGER NOT NULL,"
    " player TEXT NOT NULL, player_hash TEXT NOT NULL, score INTEGER NOT NULL, cpu_seconds REAL,"
    " fault TEXT NOT NULL, frozen_round INTEGER, reason TEXT, PRIMARY KEY(match, seat));"
    "CREATE TABLE failures(tournament INTEGER NOT NULL, idx INTEGER NOT NULL, error TEXT,"
    " at TEXT DEFAULT (datetime('now')));"
    "CREATE TRIGGER matches_kept BEFORE UPDATE ON matches BEGIN SELECT RAISE(ABORT, 'match records are append-only'); END;"
    "CREATE TRIGGER matches_not_deleted BEFORE DELETE ON matches BEGIN SELECT RAISE(ABORT, 'match records are append-only'); END;"
    "CREATE TRIGGER seats_kept BEFORE UPDATE ON seats BEGIN SELECT RAISE(ABORT, 'match records are append-only'); END;";

/* Who is playing which match now: runners sharing the database split the work. Not part
 * of the records (a lease is gone once its match is stored), so databases made before
 * leases get the table on their next opening. */
static const char leases_table[] =
    "CREATE TABLE IF NOT EXISTS leases(tournament INTEGER NOT NULL, idx INTEGER NOT NULL, host TEXT NOT NULL,"
    " pid INTEGER NOT NULL, expires REAL NOT NULL, PRIMARY KEY(tournament, idx))";

static int db_error(sqlite3 *db, const char *what)
{
    return error("tournament database %s: %s: %s", sqlite3_db_filename(db, "main"), what, sqlite3_errmsg(db));
}

static int exec(sqlite3 *db, const char *sql)
{
    return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : db_error(db, "cannot update it");
}

/* 1 if the database has the table. */
static int has_table(sqlite3 *db, const char *name, int *failed)
{
    sqlite3_stmt *st;
    *failed = sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", -1, &st,
                                 NULL) != SQLITE_OK;
    if (*failed)
        return 0;
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    int n = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
    *failed = rc != SQLITE_ROW;
    sqlite3_finalize(st);
    return n > 0;
}

/* What is in the file: nothing yet (make the schema), arena's tables, or something else. */
static int check_or_create(sqlite3 *db, const char *path)
{
    int failed;
    int ours = has_table(db, "arena_meta", &failed);
    if (failed) {
        int code = sqlite3_errcode(db);
        if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
            return error("%s is not an arena tournament database: %s", path, sqlite3_errmsg(db));
        return db_error(db, "cannot read it");
    }
    if (!ours) {
        sqlite3_stmt *st;
        sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master", -1, &st, NULL);
        int tables = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
        sqlite3_finalize(st);
        /* tables but no arena_meta: another program's file, unless another runner made
         * arena's schema (in one transaction) between the two queries */
        if (tables != 0 && !has_table(db, "arena_meta", &failed))
            return error("%s is an SQLite database, but not arena's (no arena_meta table): give another --db", path);
        if (tables == 0) {
            if (exec(db, "BEGIN IMMEDIATE") < 0)
                return -1;
            if (!has_table(db, "arena_meta", &failed)) { /* another runner may have made it meanwhile */
                if (sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK) {
                    db_error(db, "cannot create the tables");
                    exec(db, "ROLLBACK");
                    return -1;
                }
            }
            return exec(db, "COMMIT");
        }
    }
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT value FROM arena_meta WHERE key = 'format'", -1, &st, NULL) != SQLITE_OK)
        return db_error(db, "cannot read it");
    char format[64] = "none";
    if (sqlite3_step(st) == SQLITE_ROW)
        snprintf(format, sizeof format, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    if (strcmp(format, DB_FORMAT) != 0)
        return error("%s is a tournament database of another format ('%s', this is '%s')", path, format, DB_FORMAT);
    return 0;
}

/* A new database is made whole beside its place (schema and WAL mode) and linked in: two
 * runners starting at once never see it half-made, and no runner switches the journal
 * mode of a file another one has open (SQLite may then answer "locked" without waiting).
 * Where links are refused, check_or_create makes it in place as before. */
static void create_whole(const char *path)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.new-%ld", path, (long)getpid()) >= (int)sizeof tmp)
        return;
    unlink(tmp); /* a killed runner's, of the same pid */
    sqlite3 *db;
    int made = sqlite3_open_v2(tmp, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) == SQLITE_OK &&
               sqlite3_exec(db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL) == SQLITE_OK &&
               sqlite3_exec(db, schema, NULL, NULL, NULL) == SQLITE_OK &&
               sqlite3_exec(db, leases_table, NULL, NULL, NULL) == SQLITE_OK;
    made = sqlite3_close(db) == SQLITE_OK && made;
    if (made)
        (void)link(tmp, path); /* EEXIST: another runner's, whole too */
    unlink(tmp);
}

static sqlite3 *open_db(const char *path, int create)
{
    sqlite3 *db;
    if (create && access(path, F_OK) != 0 && errno == ENOENT)
        create_whole(path);
    int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
    if (!create && access(path, F_OK) != 0) {
        error_errno("no tournament database %s", path);
        return NULL;
    }
    if (sqlite3_open_v2(path, &db, flags, NULL) != SQLITE_OK) {
        error("cannot open the tournament database %s: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        return NULL;
    }
    /* Runners sharing the file wait for each other's short writes rather than fail. */
    sqlite3_busy_timeout(db, 60000);
    if (check_or_create(db, path) < 0 || exec(db, leases_table) < 0 || exec(db, "PRAGMA journal_mode = WAL") < 0 ||
        exec(db, "PRAGMA synchronous = NORMAL") < 0 || exec(db, "PRAGMA foreign_keys = ON") < 0) {
        sqlite3_close(db);
        return NULL;
    }
    return db;
}

sqlite3 *db_open(const char *path)
{
    return open_db(path, 1);
}

sqlite3 *db_open_existing(const char *path)
{
    return open_db(path, 0);
}

void db_close(sqlite3 *db)
{
    sqlite3_close(db);
}

static sqlite3_stmt *prepare(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        db_error(db, "cannot query it");
        return NULL;
    }
    return st;
}

/* The identity of a tournament: what decides its schedule and its players. "blocks":
 * schedule.c's blocks of n matches (a tournament of the groups of 4 before them is not
 * resumed with another seating: the same command starts it anew). */
static void tournament_key(const struct tournament *t, char hex[T_HASH_HEX])
{
    char text[1 << 16];
    size_t n = (size_t)snprintf(text, sizeof text, "%s\n%lld\n%g\n%d\nblocks\n", t->game, t->seed, t->cpu_seconds,
                                t->memory_mb);
    for (int b = 0; b < t->nb_boards && n < sizeof text; b++)
        n += (size_t)snprintf(text + n, sizeof text - n, "board %s\n", t->boards[b].hash);
    for (int e = 0; e < t->nb_entrants && n < sizeof text; e++)
        n += (size_t)snprintf(text + n, sizeof text - n, "player %s %s\n", t->entrants[e].name, t->entrants[e].hash);
    hash_text(text, hex);
}

int db_tournament(sqlite3 *db, struct tournament *t)
{
    char key[T_HASH_HEX];
    tournament_key(t, key);
    if (exec(db, "BEGIN IMMEDIATE") < 0)
        return -1;
    sqlite3_stmt *st = prepare(db, "INSERT OR IGNORE INTO tournaments(key, game, seed, cpu_seconds, memory_mb)"
                                   " VALUES(?, ?, ?, ?, ?)");
    int ok = st != NULL;
    if (ok) {
        sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, t->game, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 3, t->seed);
        sqlite3_bind_double(st, 4, t->cpu_seconds);
        sqlite3_bind_int(st, 5, t->memory_mb);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    int made = ok && sqlite3_changes(db) == 1;
    if (ok && (st = prepare(db, "SELECT id FROM tournaments WHERE key = ?"))) {
        sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
        ok = sqlite3_step(st) == SQLITE_ROW;
        t->id = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    if (ok && made && (st = prepare(db, "INSERT INTO boards VALUES(?, ?, ?, ?, ?)"))) {
        for (int b = 0; b < t->nb_boards && ok; b++) {
            sqlite3_bind_int64(st, 1, t->id);
            sqlite3_bind_int(st, 2, b);
            sqlite3_bind_text(st, 3, t->boards[b].path, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 4, t->boards[b].hash, -1, SQLITE_STATIC);
            sqlite3_bind_int(st, 5, t->boards[b].seats);
            ok = sqlite3_step(st) == SQLITE_DONE;
            sqlite3_reset(st);
        }
        sqlite3_finalize(st);
    }
    /* Entrants again at every run: a rejection may be new (a checker's rule). */
    if (ok && (st = prepare(db, "INSERT OR REPLACE INTO entrants VALUES(?, ?, ?, ?, ?)"))) {
        for (int e = 0; e < t->nb_entrants && ok; e++) {
            const struct entrant *x = &t->entrants[e];
            sqlite3_bind_int64(st, 1, t->id);
            sqlite3_bind_text(st, 2, x->name, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 3, x->given, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 4, x->hash, -1, SQLITE_STATIC);
            if (x->rejected)
                sqlite3_bind_text(st, 5, x->rejected, -1, SQLITE_STATIC);
            else
                sqlite3_bind_null(st, 5);
            ok = sqlite3_step(st) == SQLITE_DONE;
            sqlite3_reset(st);
        }
        sqlite3_finalize(st);
    }
    if (!ok) {
        db_error(db, "cannot record the tournament");
        exec(db, "ROLLBACK");
        return -1;
    }
    return exec(db, "COMMIT");
}

void db_done(sqlite3 *db, long long tournament, unsigned char *done, long n)
{
    memset(done, 0, (size_t)n);
    sqlite3_stmt *st = prepare(db, "SELECT idx FROM matches WHERE tournament = ?");
    if (!st)
        return;
    sqlite3_bind_int64(st, 1, tournament);
    while (sqlite3_step(st) == SQLITE_ROW) {
        long idx = (long)sqlite3_column_int64(st, 0);
        if (idx >= 0 && idx < n)
            done[idx] = 1;
    }
    sqlite3_finalize(st);
}

void this_host(char host[256])
{
    if (gethostname(host, 255) < 0)
        host[0] = '\0';
    host[255] = '\0';
}

static double wall_clock(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* A lease of another runner still holds unless it expired, or its runner was on this
 * host and is gone (killed: its matches in flight are played again at once). */
static int lease_holds(const char *host, long pid, double expires, const char *me, double now)
{
    if (expires <= now)
        return 0;
    if (strcmp(host, me) == 0 && pid > 0 && kill((pid_t)pid, 0) < 0 && errno == ESRCH)
        return 0;
    return 1;
}

enum claim db_claim(sqlite3 *db, long long tournament, long idx)
{
    char me[256];
    this_host(me);
    double now = wall_clock();
    if (exec(db, "BEGIN IMMEDIATE") < 0)
        return CLAIM_ERROR;
    enum claim got = CLAIM_ERROR;
    sqlite3_stmt *st = prepare(db, "SELECT (SELECT count(*) FROM matches WHERE tournament = ?1 AND idx = ?2),"
                                   " host, pid, expires FROM (SELECT 1) LEFT JOIN leases ON tournament = ?1 AND idx = ?2");
    if (st) {
        sqlite3_bind_int64(st, 1, tournament);
        sqlite3_bind_int64(st, 2, idx);
        if (sqlite3_step(st) == SQLITE_ROW) {
            const char *host = (const char *)sqlite3_column_text(st, 1);
            long pid = (long)sqlite3_column_int64(st, 2);
            if (sqlite3_column_int(st, 0) > 0)
                got = CLAIM_DONE;
            else if (host && !(strcmp(host, me) == 0 && pid == getpid()) &&
                     lease_holds(host, pid, sqlite3_column_double(st, 3), me, now))
                got = CLAIM_TAKEN;
            else
                got = CLAIM_MINE;
        }
        sqlite3_finalize(st);
    }
    if (got == CLAIM_MINE && (st = prepare(db, "INSERT OR REPLACE INTO leases VALUES(?, ?, ?, ?, ?)"))) {
        sqlite3_bind_int64(st, 1, tournament);
        sqlite3_bind_int64(st, 2, idx);
        sqlite3_bind_text(st, 3, me, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 4, getpid());
        sqlite3_bind_double(st, 5, now + DB_LEASE_SECONDS);
        if (sqlite3_step(st) != SQLITE_DONE)
            got = CLAIM_ERROR;
        sqlite3_finalize(st);
    }
    if (got == CLAIM_ERROR) {
        db_error(db, "cannot lease a match");
        exec(db, "ROLLBACK");
        return CLAIM_ERROR;
    }
    return exec(db, "COMMIT") < 0 ? CLAIM_ERROR : got;
}

/* The leases of this runner: renewed (expires later) or given back. */
static void own_leases(sqlite3 *db, const char *sql, int renew)
{
    char me[256];
    this_host(me);
    sqlite3_stmt *st = prepare(db, sql);
    if (!st)
        return;
    sqlite3_bind_text(st, 1, me, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, getpid());
    if (renew)
        sqlite3_bind_double(st, 3, wall_clock() + DB_LEASE_SECONDS);
    sqlite3_step(st);
    sqlite3_finalize(st);
}

void db_renew_leases(sqlite3 *db)
{
    own_leases(db, "UPDATE leases SET expires = ?3 WHERE host = ?1 AND pid = ?2", 1);
}

void db_release_leases(sqlite3 *db)
{
    own_leases(db, "DELETE FROM leases WHERE host = ?1 AND pid = ?2", 0);
}

int db_store_match(sqlite3 *db, const struct match_record *r, const struct outcome *o)
{
    char host[256];
    if (o->host[0])
        snprintf(host, sizeof host, "%s", o->host);
    else
        this_host(host);
    if (exec(db, "BEGIN IMMEDIATE") < 0)
        return -1;
    sqlite3_stmt *st = prepare(db, "INSERT OR IGNORE INTO matches(tournament, idx, game, board, board_hash, seed,"
                                   " nb_seats, replay, game_hash, wall_seconds, host) VALUES(?,?,?,?,?,?,?,?,?,?,?)");
    int ok = st != NULL;
    if (ok) {
        sqlite3_bind_int64(st, 1, r->tournament);
        sqlite3_bind_int64(st, 2, o->idx);
        sqlite3_bind_text(st, 3, r->game, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, r->board, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 5, r->board_hash, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 6, r->seed);
        sqlite3_bind_int(st, 7, o->nb_seats);
        if (o->replay[0])
            sqlite3_bind_text(st, 8, o->replay, -1, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, 8);
        sqlite3_bind_text(st, 9, r->game_hash, -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 10, o->wall_seconds);
        sqlite3_bind_text(st, 11, host, -1, SQLITE_STATIC);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    int fresh = ok && sqlite3_changes(db) == 1;
    long long match = sqlite3_last_insert_rowid(db);
    if (ok && (st = prepare(db, "DELETE FROM leases WHERE tournament = ? AND idx = ?"))) {
        sqlite3_bind_int64(st, 1, r->tournament);
        sqlite3_bind_int64(st, 2, o->idx);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    if (fresh && (st = prepare(db, "INSERT INTO seats VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"))) {
        for (int s = 0; s < o->nb_seats && ok; s++) {
            const struct seat_outcome *x = &o->seat[s];
            sqlite3_bind_int64(st, 1, match);
            sqlite3_bind_int(st, 2, s);
            sqlite3_bind_text(st, 3, x->name, -1, SQLITE_STATIC);
            sqlite3_bind_text(st, 4, r->player_hash[s], -1, SQLITE_STATIC);
            sqlite3_bind_int(st, 5, x->score);
            sqlite3_bind_double(st, 6, x->cpu_seconds);
            sqlite3_bind_text(st, 7, x->fault, -1, SQLITE_STATIC);
            sqlite3_bind_int(st, 8, x->frozen_round);
            sqlite3_bind_text(st, 9, x->reason, -1, SQLITE_STATIC);
            ok = sqlite3_step(st) == SQLITE_DONE;
            sqlite3_reset(st);
        }
        sqlite3_finalize(st);
    }
    if (!ok) {
        db_error(db, "cannot record a match");
        exec(db, "ROLLBACK");
        return -1;
    }
    return exec(db, "COMMIT");
}

double db_expected_wall(sqlite3 *db, const char *game)
{
    sqlite3_stmt *st = prepare(db, "SELECT avg(w) FROM (SELECT m.wall_seconds w FROM matches m JOIN tournaments t"
                                   " ON t.id = m.tournament WHERE t.game = ? AND m.wall_seconds > 0"
                                   " ORDER BY m.id DESC LIMIT 100)");
    double mean = 0;
    if (st) {
        sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
        if (sqlite3_step(st) == SQLITE_ROW)
            mean = sqlite3_column_double(st, 0);
        sqlite3_finalize(st);
    }
    return mean;
}

int db_record(sqlite3 *db, const struct tournament *t, const struct outcome *o)
{
    const struct scheduled *m = &t->schedule[o->idx];
    const struct board *b = &t->boards[m->board];
    struct match_record r = {.tournament = t->id, .game = t->game, .board = b->path, .board_hash = b->hash,
                             .seed = m->seed, .game_hash = t->game_hash};
    for (int s = 0; s < m->nb_seats; s++)
        r.player_hash[s] = t->entrants[m->seat[s]].hash;
    return db_store_match(db, &r, o);
}

void db_failure(sqlite3 *db, long long tournament, long idx, const char *why)
{
    sqlite3_stmt *st = prepare(db, "INSERT INTO failures(tournament, idx, error) VALUES(?, ?, ?)");
    if (!st)
        return;
    sqlite3_bind_int64(st, 1, tournament);
    sqlite3_bind_int64(st, 2, idx);
    sqlite3_bind_text(st, 3, why, -1, SQLITE_STATIC);
    sqlite3_step(st);
    sqlite3_finalize(st);
}

long long db_latest(sqlite3 *db, const char *path)
{
    sqlite3_stmt *st = prepare(db, "SELECT max(id) FROM tournaments");
    long long id = -1;
    if (st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
        id = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    if (id < 0)
        error("%s holds no tournament yet", path);
    return id;
}
