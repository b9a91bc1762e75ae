/* admin_questions.c — questions both ways, the teacher's side: the questions waiting for an
 * answer on the admin page, every thread (/admin/questions, those waiting first), and an
 * answer to the student alone or to everyone (pages/threads.c keeps and writes them; the
 * students' side is pages/questions.c). */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

#include "pages/common.h"
#include "pages/threads.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { THREADS_SHOWN = 200, EXCERPT = 120 };

/* every thread: its student, whether it waits (its last message is the student's), its
 * first message's text and time; those waiting first, the latest written in first */
static const char sql_threads[] =
    "SELECT t.id, t.user, u.login, u.name, t.text, w.at,"
    " (SELECT m.from_student FROM messages m WHERE coalesce(m.thread, m.id) = t.id ORDER BY m.id DESC LIMIT "
    "1)"
    " AS waiting FROM messages t JOIN users u ON u.id = t.user"
    " JOIN (SELECT coalesce(thread, id) AS thread, max(at) AS at FROM messages GROUP BY 1) w ON w.thread = "
    "t.id"
    " WHERE t.thread IS NULL AND (? = 0 OR waiting = 1) ORDER BY waiting DESC, w.at DESC LIMIT ?";

static sqlite3_stmt *threads(int waiting_only)
{
    return store_query(sql_threads, "ii", (long long)waiting_only, (long long)THREADS_SHOWN);
}

/* The admin page's section: the questions waiting, a line each. */
void admin_questions_section(struct request *r, FILE *f)
{
    long long waiting = threads_waiting(0);
    fprintf(f,
            "<h2 id=\"questions\">Questions</h2><p>%lld waiting for an answer · <a "
            "href=\"/admin/questions\">every "
            "question and message</a></p>",
            waiting);
    if (!waiting)
        return;
    sqlite3_stmt *st = threads(1);
    fputs(PAGE_SCROLL("Questions waiting") "<table class=\"list questions\"><thead><tr><th>Last written</th><th>Student</th><th>About</th>"
          "<th>Question</th><th><span class=\"visually-hidden\">Answer</span></th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long thread = sqlite3_column_int64(st, 0);
        const char *text = (const char *)sqlite3_column_text(st, 4);
        fputs("<tr><td>", f);
        page_time(f, sqlite3_column_double(st, 5));
        fputs("</td><td>", f);
        admin_student_link(f, sqlite3_column_int64(st, 1), (const char *)sqlite3_column_text(st, 2));
        fputs("</td><td>", f);
        thread_about(r, f, thread);
        fputs("</td><td>", f);
        html_n(f, text, strnlen(text, EXCERPT)); /* a cut in a UTF-8 character shows as one odd sign */
        fprintf(f, "%s</td><td><a href=\"/admin/questions#t%lld\">answer</a></td></tr>",
                strlen(text) > EXCERPT ? "…" : "", thread);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

/* GET /admin/questions: every thread, those waiting first, each with its answer form. */
void page_admin_questions(struct request *r)
{
    FILE *f = page_begin(r, "Questions");
    fprintf(f,
            "<p>%lld waiting for an answer. An answer goes to the student alone, or to everyone: then every "
            "student sees the question (without its asker's name) and that answer on their questions page, "
            "and the answer on their home page until they mark it read. A note to one student is written "
            "from their page.</p>",
            threads_waiting(0));
    sqlite3_stmt *st = threads(0);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        any = 1;
        fputs("<h2 class=\"thread-student\">", f);
        admin_student_link(f, sqlite3_column_int64(st, 1), (const char *)sqlite3_column_text(st, 2));
        fputs(" (", f);
        html(f, (const char *)sqlite3_column_text(st, 3));
        fputs(")</h2>", f);
        thread_write(r, f, sqlite3_column_int64(st, 0), THREAD_TEACHER, "/admin/questions");
    }
    sqlite3_finalize(st);
    if (!any)
        fputs("<p>No question yet.</p>", f);
    page_end(r);
}

/* POST /admin/messages/ID/answer: text, to (one or everyone), back (this page or the
 * student's). */
void page_admin_answer(struct request *r)
{
    long long thread = thread_of(r->id[0]);
    const char *to = form_value(r, "to"), *back = form_value(r, "back");
    if (!thread) {
        page_message(r, 404, "Not found", "There is no such question.");
        return;
    }
    if (strcmp(to, "one") != 0 && strcmp(to, "everyone") != 0) {
        page_message(r, 400, "To whom?",
                     "An answer goes to the student alone (one) or to everyone: nothing was sent.");
        return;
    }
    if (thread_post(r, thread_user(thread), thread, 0, NULL, 0, strcmp(to, "everyone") == 0) < 0)
        return;
    char url[96];
    int student_page = strncmp(back, "/admin/student/", 15) == 0 && back[15] && strlen(back) < 40 &&
                       strspn(back + 15, "0123456789") == strlen(back + 15);
    snprintf(url, sizeof url, "%s#t%lld", student_page ? back : "/admin/questions", thread);
    page_redirect(r, url);
}
