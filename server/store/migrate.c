/* migrate.c — a course database of an earlier version brought up to this one's (migrate.h). */
#include "store/migrate.h"

#include <string.h>

#include "error.h"

int migrate_columns(sqlite3 *db, const char *path, const char *const *columns, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        char *message = NULL;
        if (sqlite3_exec(db, columns[k], NULL, NULL, &message) != SQLITE_OK &&
            !(message && strstr(message, "duplicate column"))) {
            int rc = error("course database %s: cannot update its tables: %s", path, message ? message : "?");
            sqlite3_free(message);
            return rc;
        }
        sqlite3_free(message);
    }
    return 0;
}

/* On a thread's first message: the last message the teacher closed it at without an
 * answer; the question as published to everyone (NULL: as written) and whether its match
 * or submission is named there (0 in courses of before: the asker's privacy first). */
static const char *const desk_columns[] = {
    "ALTER TABLE messages ADD COLUMN handled INTEGER",
    "ALTER TABLE messages ADD COLUMN public_text TEXT",
    "ALTER TABLE messages ADD COLUMN public_about INTEGER NOT NULL DEFAULT 0",
};

static const char desk_tables[] =
    /* the teacher's preset answers, picked to fill an answer */
    "CREATE TABLE IF NOT EXISTS answer_presets(id INTEGER PRIMARY KEY, text TEXT NOT NULL, at REAL NOT NULL);"
    /* a thread's messages: the header counts what waits on every page */
    "CREATE INDEX IF NOT EXISTS messages_thread ON messages(thread);";

int migrate_desk(sqlite3 *db, const char *path)
{
    if (migrate_columns(db, path, desk_columns, sizeof desk_columns / sizeof *desk_columns) < 0)
        return -1;
    if (sqlite3_exec(db, desk_tables, NULL, NULL, NULL) != SQLITE_OK)
        return error("course database %s: cannot add the questions desk's tables: %s", path,
                     sqlite3_errmsg(db));
    return 0;
}
