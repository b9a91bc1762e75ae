/* db.h — the tournament database (SQLite): append-only match records. */
#ifndef ARENA_DB_H
#define ARENA_DB_H

#include <sqlite3.h>

#include "tournament.h"

/* Opens or creates an arena database. A file that is not SQLite, or an SQLite database
 * that is not arena's, is an error line and NULL. Several processes may share it. */
sqlite3 *db_open(const char *path);
/* The same for a database that must exist already (reading standings): a missing file is
 * an error, not a new empty database. */
sqlite3 *db_open_existing(const char *path);
void db_close(sqlite3 *db);

/* The tournament's row (made on its first run, found again on the next ones: the same
 * game, seed, boards and entrants), its boards and entrants; sets t->id. 0 or -1. */
int db_tournament(sqlite3 *db, struct tournament *t);

/* done[idx] = 1 for every match of the tournament already recorded (idx < n). */
void db_done(sqlite3 *db, long long tournament, unsigned char *done, long n);

/* Stores a played match and its seats, in one transaction, and ends its lease; a match recorded already (by
 * another runner) is left as it is. 0 or -1 after an error line. */
int db_record(sqlite3 *db, const struct tournament *t, const struct outcome *o);

/* This machine's name, as leases and records give it. */
void this_host(char host[256]);

/* Runners sharing a database lease a match before they play it, so that none is played
 * twice. A lease lasts DB_LEASE_SECONDS from its last renewal; a lease whose runner was
 * on this host and is gone is void at once. */
enum { DB_LEASE_SECONDS = 1800 };
enum claim { CLAIM_ERROR = -1, CLAIM_MINE, CLAIM_DONE, CLAIM_TAKEN };
enum claim db_claim(sqlite3 *db, long long tournament, long idx);
/* Every lease of this runner: expires DB_LEASE_SECONDS from now / given back. */
void db_renew_leases(sqlite3 *db);
void db_release_leases(sqlite3 *db);

/* What a match record holds beside its outcome: where it was played and by which files. */
struct match_record {
    long long tournament;
    const char *game, *board, *board_hash, *game_hash;
    long long seed;
    const char *player_hash[T_MAX_SEATS]; /* per seat */
};
/* Stores match o->idx of r->tournament as db_record does. */
int db_store_match(sqlite3 *db, const struct match_record *r, const struct outcome *o);

/* Notes a match that could not be played (it stays to be played). */
void db_failure(sqlite3 *db, long long tournament, long idx, const char *why);

/* The mean wall time of the latest matches of game stored in the database (up to 100),
 * in seconds: what a match of it is expected to take; 0 when none is stored. */
double db_expected_wall(sqlite3 *db, const char *game);

/* The latest tournament of the database (its id), or -1 after an error line. */
long long db_latest(sqlite3 *db, const char *path);

#endif
