/* desk.c — the questions desk's part of the course database (desk.h). */
#include "store/desk.h"

#include <stdlib.h>

#include "alloc.h"
#include "store/store.h"

long long desk_waiting(long long user)
{
    return store_int(
        0,
        "SELECT count(*) FROM messages t WHERE t.thread IS NULL AND (?1 = 0 OR t.user = ?1) AND " DESK_WAITS(
            "t"),
        "i", user);
}

long long desk_unread(const struct user *u)
{
    if (u->admin) /* the teacher's own messages are not news to them */
        return 0;
    return store_int(0, "SELECT count(*) FROM messages m WHERE " DESK_UNREAD("m"), "i", u->id);
}

long long desk_students(void)
{
    return store_int(0, "SELECT count(*) FROM users WHERE role = 'student'", "");
}

void desk_nav_count(FILE *f, const struct user *u)
{
    long long n = u->admin ? desk_waiting(0) : desk_unread(u);
    if (n > 0)
        fprintf(f, " (%lld)", n);
}

int desk_close(long long thread)
{
    return store_run(
        "UPDATE messages SET handled = " DESK_LAST("messages") " WHERE id = ? AND thread IS NULL", "i",
        thread);
}

int desk_publish(long long thread, const char *text, int about)
{
    return store_run("UPDATE messages SET public_text = coalesce(?, public_text), public_about = ? WHERE id "
                     "= ? AND thread IS NULL",
                     "tii", text, (long long)(about != 0), thread);
}

sqlite3_stmt *desk_presets(void)
{
    return store_query("SELECT id, text FROM answer_presets ORDER BY id", "");
}

char *desk_preset_text(long long id)
{
    sqlite3_stmt *st = store_query("SELECT text FROM answer_presets WHERE id = ?", "i", id);
    char *text =
        st && sqlite3_step(st) == SQLITE_ROW ? xstrdup((const char *)sqlite3_column_text(st, 0)) : NULL;
    sqlite3_finalize(st);
    return text;
}

int desk_preset_add(const char *text)
{
    return store_run("INSERT INTO answer_presets(text, at) VALUES(?, ?)", "td", text, store_now());
}

int desk_preset_remove(long long id)
{
    if (store_run("DELETE FROM answer_presets WHERE id = ?", "i", id) < 0)
        return -1;
    return sqlite3_changes(store_db()) > 0;
}
