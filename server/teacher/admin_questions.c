/* admin_questions.c — questions both ways, the teacher's side: the questions waiting for an
 * answer on the admin page, every thread (/admin/questions: the desk, where several are
 * answered or closed at once, the preset answers, those waiting first), and an answer to
 * the student alone or to everyone (pages/threads.c keeps and writes them; the desk's
 * actions are admin_desk.c's; the students' side is pages/questions.c). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages/common.h"
#include "pages/threads.h"
#include "store/desk.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { THREADS_SHOWN = 200 };

/* every thread: its student, its latest message (text, time) and whether it waits; those
 * waiting first, the latest written in first */
static const char sql_threads[] = "SELECT t.id, t.user, u.login, u.name, latest.text, latest.at, " DESK_WAITS(
    "t") " AS waiting"
         " FROM messages t JOIN users u ON u.id = t.user JOIN messages latest ON latest.id = " DESK_LAST(
             "t") " WHERE t.thread IS NULL AND (? = 0 OR waiting = 1) ORDER BY waiting DESC, latest.id DESC "
                  "LIMIT ?";

static sqlite3_stmt *threads(int waiting_only)
{
    return store_query(sql_threads, "ii", (long long)waiting_only, (long long)THREADS_SHOWN);
}

/* The questions waiting, a row each with its latest message, the latest first; pick: each
 * with its checkbox (the desk's form around it). */
static void waiting_table(struct request *r, FILE *f, int pick)
{
    sqlite3_stmt *st = threads(1);
    fputs(PAGE_SCROLL("Questions waiting for an answer") "<table class=\"list questions\"><thead><tr>", f);
    if (pick)
        fputs("<th>Select</th>", f);
    fputs("<th>Last written</th><th>Student</th><th>About</th><th>Latest message</th><th>Answer</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long thread = sqlite3_column_int64(st, 0);
        const char *login = (const char *)sqlite3_column_text(st, 2),
                   *text = (const char *)sqlite3_column_text(st, 4);
        fputs("<tr>", f);
        if (pick) {
            fprintf(f, "<td><input type=\"checkbox\" name=\"q%lld\" value=\"1\" aria-label=\"Select ",
                    thread);
            html(f, login);
            fputs("&#39;s question\"></td>", f);
        }
        fputs("<td>", f);
        page_time(f, sqlite3_column_double(st, 5));
        fputs("</td><td>", f);
        admin_student_link(f, sqlite3_column_int64(st, 1), login);
        fputs("</td><td>", f);
        thread_about(r, f, thread);
        fputs("</td><td>", f);
        html_n(f, text, strnlen(text, THREAD_EXCERPT)); /* a cut in a UTF-8 character shows as one odd sign */
        fprintf(f, "%s</td><td><a href=\"/admin/questions#t%lld\">answer</a></td></tr>",
                strlen(text) > THREAD_EXCERPT ? "…" : "", thread);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

/* The admin page's section: the questions waiting, a line each. */
void admin_questions_section(struct request *r, FILE *f)
{
    long long waiting = desk_waiting(0);
    fprintf(f,
            "<h2 id=\"questions\">Questions</h2><p>%lld waiting for an answer · <a "
            "href=\"/admin/questions\">every "
            "question and message</a>%s</p>",
            waiting,
            waiting > 1 ? " · <a href=\"/admin/questions#desk\">answer or close several at once</a>" : "");
    if (waiting)
        waiting_table(r, f, 0);
}

/* The desk: the questions waiting, with one answer for those selected (each to its
 * student alone) or closing them without an answer. */
static void desk_form(struct request *r, FILE *f, long long waiting)
{
    fputs("<h2 id=\"desk\">Waiting for an answer</h2>", f);
    if (!waiting) {
        fputs("<p>None.</p>", f);
        return;
    }
    fputs("<form method=\"post\" action=\"/admin/questions/several\" class=\"box desk\">", f);
    page_csrf(r);
    waiting_table(r, f, 1);
    fprintf(f,
            "<label class=\"wide\">One answer to each selected question, to its student alone <textarea "
            "name=\"text\" rows=\"2\" maxlength=\"%d\"></textarea></label>",
            THREAD_TEXT_MAX);
    thread_preset_select(f);
    fprintf(
        f,
        "<button name=\"action\" value=\"answer\">Answer the selected</button><button name=\"action\" "
        "value=\"close\">Close the selected without an answer</button><p class=\"hint\">At most %d at once. "
        "A question closed waits no more (nor counts among its student's %d waiting at most) until they "
        "write again in it.</p></form>",
        ADMIN_SEVERAL_MAX, THREAD_WAITING_MAX);
}

/* The preset answers, each with its button that removes it, and the form that adds one
 * (in a <details>: kept, not looked at each time). */
static void presets_section(struct request *r, FILE *f)
{
    sqlite3_stmt *st = desk_presets();
    fprintf(
        f,
        "<details id=\"presets\" class=\"presets\"><summary>Preset answers (%lld)</summary><p>Answers you "
        "give often (\"Answered in the rules: read them again.\", \"No comment.\"): each answer form offers "
        "them, and one picked fills its box.</p><ol>",
        store_int(0, "SELECT count(*) FROM answer_presets", ""));
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<li><p class=\"note-text\" id=\"preset-text-%lld\">", id);
        thread_text(r, f, (const char *)sqlite3_column_text(st, 1));
        fprintf(f, "</p><form method=\"post\" action=\"/admin/presets/%lld/remove\" class=\"inline\">", id);
        page_csrf(r);
        fprintf(f, "<button aria-describedby=\"preset-text-%lld\">Remove</button></form></li>", id);
    }
    sqlite3_finalize(st);
    fputs("</ol><form method=\"post\" action=\"/admin/presets\" class=\"box\">", f);
    page_csrf(r);
    fprintf(f,
            "<label class=\"wide\">A new preset answer <textarea name=\"text\" rows=\"2\" maxlength=\"%d\" "
            "required></textarea></label><button>Add it</button></form></details>",
            THREAD_TEXT_MAX);
}

/* GET /admin/questions: the desk, the preset answers, every thread (those waiting first),
 * each with its answer form. */
void page_admin_questions(struct request *r)
{
    FILE *f = page_begin(r, "Questions");
    long long waiting = desk_waiting(0);
    fprintf(f,
            "<p>%lld waiting for an answer. An answer goes to the student alone, or to everyone: then every "
            "student sees the question (as you edit it, without its asker's name) and that answer on their "
            "questions page. A note to one student is written from their page.</p>",
            waiting);
    desk_form(r, f, waiting);
    presets_section(r, f);
    fputs("<h2 id=\"threads\">Every thread</h2>", f);
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
    thread_preset_texts(f);
    page_end(r);
}

/* POST /admin/messages/ID/answer: text (or preset), to (one or everyone; everyone:
 * public_text, the question as published, and keep_about), back (this page or the
 * student's). */
void page_admin_answer(struct request *r)
{
    long long thread = thread_of(r->id[0]);
    const char *to = form_value(r, "to");
    if (!thread) {
        page_message(r, 404, "Not found", "There is no such question.");
        return;
    }
    int everyone = strcmp(to, "everyone") == 0;
    if (!everyone && strcmp(to, "one") != 0) {
        page_message(r, 400, "To whom?",
                     "An answer goes to the student alone (one) or to everyone: nothing was sent.");
        return;
    }
    char *text = admin_answer_text(r), *public_text = NULL;
    /* without the field (a script), what was published stays */
    if (!text || (everyone && form_field(r, "public_text") &&
                  !(public_text = thread_form_text(r, "public_text", NULL)))) {
        free(text);
        return;
    }
    int ok = store_begin() == 0;
    ok = ok && thread_add(r, thread_user(thread), thread, 0, NULL, 0, everyone, text) >= 0;
    ok = ok &&
         (!everyone || desk_publish(thread, public_text, strcmp(form_value(r, "keep_about"), "1") == 0) == 0);
    ok = ok && store_commit() == 0;
    free(text);
    free(public_text);
    if (!ok) {
        store_rollback();
        page_message(r, 500, "Not sent", "The server could not store it (its database): nothing was sent.");
        return;
    }
    admin_thread_back(r, thread);
}
