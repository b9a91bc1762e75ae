/* admin_rejudge.c — submissions judged again after a fix (the checker, the game, the
 * Dummy): one (a button beside it on the student's page), or all of them at once, with a
 * confirmation (judge_rejudge does the work: the compile queue, counters at 0, the old
 * qualification matches kept in the records but no longer counted). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "store/store.h"
#include "teacher/teacher.h"

/* "latest": each student's latest submission, and the one representing them if older */
static const char latest_sql[] = "SELECT max(id) FROM submissions GROUP BY user"
                                 " UNION SELECT submission FROM representatives WHERE submission IS NOT NULL ORDER BY 1";
static const char every_sql[] = "SELECT id FROM submissions ORDER BY id";

void admin_rejudge_section(struct request *r, FILE *f)
{
    fputs("<h2 id=\"rejudge\">Judge again</h2><p>After a fix of the checker, the game or the Dummy: the submissions go "
          "back to the queue as if just sent (checked, compiled, then their qualification matches); their earlier "
          "qualification matches stay in the records but count no more. Until a verdict is back, a student is "
          "represented by their latest other qualified submission. One submission: the button beside it on its "
          "student's page.</p><form method=\"post\" action=\"/admin/rejudge\" class=\"box\">",
          f);
    page_csrf(r);
    fputs("<label>Which <select name=\"which\"><option value=\"latest\">each student's latest submission and the one "
          "representing them</option><option value=\"every\">every submission (every version: long)</option></select>"
          "</label><label><span><input type=\"checkbox\" name=\"confirm\" value=\"yes\" required> yes, judge them "
          "again</span></label><button>Judge them again</button></form>",
          f);
}

static long long *ids_of(const char *sql, int *n)
{
    long long *ids = NULL;
    *n = 0;
    sqlite3_stmt *st = store_query(sql, "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        ids = xrealloc(ids, (size_t)(*n + 1) * sizeof *ids);
        ids[(*n)++] = sqlite3_column_int64(st, 0);
    }
    sqlite3_finalize(st);
    return ids;
}

/* All of them: a page that says how many went back to the queue. */
static void rejudge_all(struct request *r, const char *which)
{
    int latest = strcmp(which, "latest") == 0;
    if (!latest && strcmp(which, "every") != 0) {
        page_message(r, 400, "Bad request", "Judge again: which submissions, each student's latest or every one?");
        return;
    }
    if (strcmp(form_value(r, "confirm"), "yes") != 0) {
        page_message(r, 400, "Not confirmed", "Tick the box to confirm: every submission chosen is judged again.");
        return;
    }
    int n, queued = 0, busy = 0, failed = 0;
    long long *ids = ids_of(latest ? latest_sql : every_sql, &n);
    for (int k = 0; k < n; k++) {
        int rc = judge_rejudge(ids[k]);
        queued += rc == 0;
        busy += rc == 1;
        failed += rc < 0;
    }
    free(ids);
    ladder_refresh();
    if (failed) {
        page_message(r, 503, "Database error", "Some submissions could not be queued again: try again.");
        return;
    }
    FILE *f = page_begin(r, "Judged again");
    fprintf(f, "<p>%d submission%s queued again.", queued, queued == 1 ? "" : "s");
    if (busy)
        fprintf(f, " %d being compiled just now were left as they are: judge them again in a moment.", busy);
    fputs("</p><p><a href=\"/admin\">Back to the course</a></p>", f);
    page_end(r);
}

/* POST /admin/rejudge: submission=ID (and back=the student's page), or which=latest|every
 * with confirm=yes. */
void page_admin_rejudge(struct request *r)
{
    const char *given = form_value(r, "submission");
    if (!*given) {
        rejudge_all(r, form_value(r, "which"));
        return;
    }
    long long id = strspn(given, "0123456789") == strlen(given) && strlen(given) < 19 ? atoll(given) : 0;
    int rc = id > 0 ? judge_rejudge(id) : 2;
    if (rc == 2) {
        page_message(r, 404, "Not found", "There is no such submission.");
        return;
    }
    if (rc == 1) {
        page_message(r, 409, "Being compiled", "It is being compiled just now: judge it again in a moment.");
        return;
    }
    if (rc < 0) {
        page_message(r, 503, "Database error", "It could not be queued again: try again.");
        return;
    }
    ladder_refresh();
    const char *back = form_value(r, "back");
    char url[96];
    if (strncmp(back, "/admin/student/", 15) == 0 && back[15] && strspn(back + 15, "0123456789") == strlen(back + 15) &&
        strlen(back) < 40)
        snprintf(url, sizeof url, "%.40s#submissions", back);
    else
        snprintf(url, sizeof url, "/submissions/%lld", id);
    page_redirect(r, url);
}
