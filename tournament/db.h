/* db.h — the tournament database (SQLite): append-only match records. */
#ifndef ARENA_DB_H
#define ARENA_DB_H

#include <sqlite3.h>

#include "tournament.h"

/* Opens or creates an arena database. A file that is not SQLite, or an SQLite database
 * that is not arena's, is an error line and NULL. Several processes may share it. */
sqlite3 *db_open(const char *path);
void db_close(sqlite3 *db);

/* The tournament's row (made on its first run, found again on the next ones: the same
 * game, seed, boards and entrants), its boards and entrants; sets t->id. 0 or -1. */
int db_tournament(sqlite3 *db, struct tournament *t);

/* done[idx] = 1 for every match of the tournament already recorded (idx < n). */
void db_done(sqlite3 *db, long long tournament, unsigned char *done, long n);

/* Stores a played match and its seats, in one transaction; a match recorded already (by
 * another runner) is left as it is. 0 or -1 after an error line. */
int db_record(sqlite3 *db, const struct tournament *t, const struct outcome *o);

/* Notes a match that could not be played (it stays to be played). */
void db_failure(sqlite3 *db, long long tournament, long idx, const char *why);

/* The latest tournament of the database (its id), or -1 after an error line. */
long long db_latest(sqlite3 *db, const char *path);

#endif
