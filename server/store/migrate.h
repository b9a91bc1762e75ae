/* migrate.h — a course database of an earlier version brought up to this one's, at start
 * (store_init, store_open). Below store.c: it uses the connection it is given. */
#ifndef ARENA_SERVER_MIGRATE_H
#define ARENA_SERVER_MIGRATE_H

#include <sqlite3.h>
#include <stddef.h>

/* Runs each "ALTER TABLE ... ADD COLUMN" of columns, one already there skipped (SQLite has
 * no ADD COLUMN IF NOT EXISTS: "duplicate column" is the sign). 0, or -1 after an error
 * line naming path. */
int migrate_columns(sqlite3 *db, const char *path, const char *const *columns, size_t n);
/* The questions desk's columns and tables (store/desk.c). 0, or -1 after an error line. */
int migrate_desk(sqlite3 *db, const char *path);

#endif
