/* store.h — the course's database: bin/tournament's schema and records, and beside them
 * the server's own tables (course settings, accounts, sessions, submissions, the queue
 * of matches). One connection per thread. */
#ifndef ARENA_SERVER_STORE_H
#define ARENA_SERVER_STORE_H

#include <sqlite3.h>

#include "tournament.h"

struct course {
    struct tournament t; /* game, game_bin, game_hash, boards, cpu_seconds, memory_mb */
    char *db_path;
    char *files;   /* sources, executables, replays: DB-files/ */
    char *bin_dir; /* this program's folder: the games' programs */
    char *title;
    /* the qualification rule: atomic, the teacher changes it (admin_qualify.c) */
    _Atomic int qualify_matches; /* against the Dummy, one seat after another */
    _Atomic int qualify_wins;    /* ahead of every Dummy in at least this many of them */
    /* Unix seconds; 0: no limit. Atomic: the teacher changes them while every thread reads
     * them (admin_course.c) */
    _Atomic long long opens, closes;
    /* Unix seconds; 0: none. From freeze on the public standings stay as they were, until
     * the unfreeze date, the teacher's reveal (revealed: when they pressed it) or a final
     * that reveals them (judge/freeze.c) */
    _Atomic long long freeze, unfreeze, revealed;
    long long seed;
    long long qualify_id, ladder_id; /* their tournaments in the records */
    long long friendly_id;           /* friendly matches' tournament (they count in no standings) */
    int upload_kb;                   /* largest source */
    int upload_interval;             /* seconds between two uploads of a student */
};

/* The course of the process (set by store_open). */
extern struct course course;

/* Makes a course database (a new file): settings from the command line, the tournament
 * records' schema, the qualification and ladder tournaments (seed 0: the time). 0 or -1 after an error line.
 */
int store_init(const char *path, const char *game, const char *boards, double cpu, int memory_mb,
               int qualify_matches, int qualify_wins, const char *opens, const char *closes,
               const char *title, long long seed, int upload_kb, int upload_interval);

/* Opens an existing course database and reads its settings into `course`. 0 or -1. */
int store_open(const char *path);

/* This thread's connection (opened on first use; NULL after an error line). */
sqlite3 *store_db(void);
void store_thread_done(void);
/* Closes every thread's connection: the threads have ended. */
void store_close_all(void);

/* A statement with its parameters bound by type: 'i' long long, 'd' double, 't' text
 * (NULL: SQL NULL), 'b' blob (pointer, int length). NULL after an error line. */
sqlite3_stmt *store_query(const char *sql, const char *types, ...);
/* Runs a statement of store_query to its end: 0, or -1 after an error line. */
int store_run(const char *sql, const char *types, ...);
/* The first column of the first row as an integer (def if none). */
long long store_int(long long def, const char *sql, const char *types, ...);
/* BEGIN IMMEDIATE / COMMIT / ROLLBACK on this thread's connection. */
int store_begin(void);
int store_commit(void);
void store_rollback(void);

/* A course setting (malloc'd, NULL if unset). */
char *store_setting(const char *key);
int store_set(const char *key, const char *value);

/* Unix time in seconds, with fractions. */
double store_now(void);

#endif
