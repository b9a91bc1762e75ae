/* admin_student.c — a student as the teacher sees them (/admin/student/ID): who they are,
 * why they are out (and the button that puts them out or back), every submission with
 * its verdict, report and source, their matches with place, score and faults, the pairs
 * of the last similarity report that name them; the threads with them (their questions,
 * the teacher's notes, sent with /admin/message, and answers); and their password reset (a random one
 * shown once, or the teacher's; their sessions ended). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "store/board_list.h"
#include "pages/common.h"
#include "pages/threads.h"
#include "store/desk.h"
#include "store/store.h"
#include "teacher/teacher.h"

/* Matches listed at most (the search page has them all). */
enum { STUDENT_MATCHES = 200 };

static const char student_sql[] =
    "SELECT login, name, coalesce(player, ''), coalesce(disqualified, ''), role FROM users WHERE id = ?";

/* every version, newest first, with its number among the student's (1: the first) */
static const char submissions_sql[] =
    "SELECT id, file, at, CASE WHEN state = 'queued' AND attempts > 0 THEN 'error' ELSE state END, coalesce(report, ''),"
    " wins, played, row_number() OVER (ORDER BY id) FROM submissions WHERE user = ? ORDER BY id DESC";

/* a row a seat of theirs: the match, their seat's result and place (1 + the seats that
 * scored more), the other seats' players */
static const char matches_sql[] =
    "SELECT j.id, j.kind, j.board, j.state, coalesce(j.finished, j.created), js.seat, js.submission, x.score, x.fault,"
    " x.frozen_round, coalesce(x.reason, ''),"
    " (SELECT 1 + count(*) FROM seats o WHERE o.match = m.id AND o.score > x.score),"
    " (SELECT group_concat(player, ', ') FROM (SELECT o.player FROM job_seats o WHERE o.job = j.id AND o.seat != js.seat"
    " ORDER BY o.seat)) FROM jobs j JOIN job_seats js ON js.job = j.id JOIN submissions s ON s.id = js.submission"
    " LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
    " LEFT JOIN seats x ON x.match = m.id AND x.seat = js.seat WHERE s.user = ? ORDER BY j.id DESC, js.seat LIMIT ?";

/* The form that puts the student out of the ladder (with a reason) or back (admin.c's). */
static void out_or_in(struct request *r, FILE *f, long long id, const char *out)
{
    fprintf(f, "<form method=\"post\" action=\"/admin/%s\" class=\"box\">", *out ? "reinstate" : "disqualify");
    page_csrf(r);
    fprintf(f, "<input type=\"hidden\" name=\"user\" value=\"%lld\"><input type=\"hidden\" name=\"back\" "
               "value=\"/admin/student/%lld\">", id, id);
    if (*out) {
        fputs("<p class=\"message\">Out of the ladder: ", f);
        html(f, out);
        fputs("</p><button>Put back in the ladder</button>", f);
    } else {
        fputs("<label>Reason (the student sees it) <input name=\"reason\" required></label>"
              "<button>Put out of the ladder</button>", f);
    }
    fputs("</form>", f);
}

static void submissions(struct request *r, FILE *f, long long id)
{
    long long rep = page_representative(id);
    sqlite3_stmt *st = store_query(submissions_sql, "i", id);
    fputs("<h2 id=\"submissions\">Submissions</h2>" PAGE_SCROLL("Submissions") "<table class=\"list\"><thead><tr><th>#</th><th>Version</th>"
          "<th>File</th><th>Sent</th><th>State</th><th>Against the Dummy</th><th>Report</th><th>Action</th>"
          "</tr></thead><tbody>",
          f);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        any = 1;
        long long sub = sqlite3_column_int64(st, 0);
        const char *state = (const char *)sqlite3_column_text(st, 3), *report = (const char *)sqlite3_column_text(st, 4);
        fprintf(f, "<tr class=\"%s\"><td><a href=\"/submissions/%lld\">%lld</a></td><td>%d%s</td><td>", state, sub, sub,
                sqlite3_column_int(st, 7), sub == rep ? " (represents them)" : "");
        html(f, (const char *)sqlite3_column_text(st, 1));
        fprintf(f, " <a href=\"/submissions/%lld/source\">source</a></td><td>", sub);
        page_time(f, sqlite3_column_double(st, 2));
        fputs("</td><td>", f);
        html(f, state);
        fprintf(f, "</td><td>%d of %d won</td><td>", sqlite3_column_int(st, 5), sqlite3_column_int(st, 6));
        if (*report) {
            fputs("<details><summary>report</summary><pre class=\"report\">", f);
            html(f, report);
            fputs("</pre></details>", f);
        }
        fputs("</td><td><form method=\"post\" action=\"/admin/rejudge\" class=\"inline\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"submission\" value=\"%lld\"><input type=\"hidden\" name=\"back\" "
                   "value=\"/admin/student/%lld\"><button>Judge again</button></form></td></tr>",
                sub, id);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    if (!any)
        fputs("<p>No submission yet.</p>", f);
}

static void result_cells(FILE *f, sqlite3_stmt *st)
{
    if (sqlite3_column_type(st, 7) == SQLITE_NULL) {
        fputs("<td></td><td></td><td></td>", f);
        return;
    }
    fprintf(f, "<td class=\"n\">%d</td><td class=\"n\">%d</td><td>", sqlite3_column_int(st, 11),
            sqlite3_column_int(st, 7));
    const char *fault = (const char *)sqlite3_column_text(st, 8);
    if (fault && strcmp(fault, "ok") != 0) {
        fputs("stopped (", f);
        html(f, fault);
        fputs(")", f);
        if (sqlite3_column_type(st, 9) != SQLITE_NULL)
            fprintf(f, " at round %d", sqlite3_column_int(st, 9));
        fputs(": ", f);
        html(f, (const char *)sqlite3_column_text(st, 10));
    }
    fputs("</td>", f);
}

static void matches(FILE *f, long long id, const char *login)
{
    sqlite3_stmt *st = store_query(matches_sql, "ii", id, (long long)STUDENT_MATCHES);
    fputs("<h2 id=\"matches\">Matches</h2>" PAGE_SCROLL("Matches") "<table class=\"list\"><thead><tr><th>Match</th><th>Kind</th><th>Board</th>"
          "<th>State</th><th>When</th><th>Their seat</th><th>Opponents</th><th>Place</th><th>Score</th>"
          "<th>Fault</th></tr></thead><tbody>",
          f);
    int n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        n++;
        fputs("<tr>", f);
        page_match_cells(f, st);
        fprintf(f, "<td>%d (#%lld)</td><td>", sqlite3_column_int(st, 5), sqlite3_column_int64(st, 6));
        html(f, (const char *)sqlite3_column_text(st, 12));
        fputs("</td>", f);
        result_cells(f, st);
        fputs("</tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    if (!n)
        fputs("<p>No match yet.</p>", f);
    fputs("<p>Place: 1 the best score (ties share it). A match \"before judging again\" is a qualification played "
          "before its submission was judged again: it no longer counts. <a href=\"/admin/matches?student=", f);
    html(f, login);
    fprintf(f, "\">Search their matches</a>%s</p>", n == STUDENT_MATCHES ? " (the latest 200 are above)" : "");
}

/* ---- the similarity report's pairs (FILES/similar.csv, written by /admin/similar) ---- */

enum { CSV_FIELDS = 10 };

/* The fields of a CSV line, in place (quoted fields unquoted): their count. */
static int csv_split(char *line, char *field[CSV_FIELDS])
{
    int n = 0;
    char *p = line;
    while (n < CSV_FIELDS) {
        if (*p == '"') {
            char *to = field[n++] = ++p;
            for (; *p && !(*p == '"' && p[1] != '"'); p++)
                *to++ = *p == '"' ? *++p : *p;
            *to = '\0';
            if (*p)
                p++;
        } else {
            field[n++] = p;
            p += strcspn(p, ",\n\r");
        }
        if (*p != ',') {
            *p = '\0';
            break;
        }
        *p++ = '\0';
    }
    return n;
}

static void version_link(FILE *f, const char *sub, const char *file)
{
    long long id = atoll(sub);
    if (id > 0)
        fprintf(f, "<a href=\"/submissions/%lld\">#%lld</a> ", id, id);
    html(f, file);
}

static void similar_pairs(FILE *f, const char *login)
{
    char path[4200];
    admin_similar_csv_path(path, sizeof path);
    fputs("<h2 id=\"similar\">Similar code</h2>", f);
    FILE *in = fopen(path, "r");
    if (!in) {
        fputs("<p>No similarity report yet: <a href=\"/admin/similar\">make it</a>.</p>", f);
        return;
    }
    char *line = NULL;
    size_t cap = 0;
    int row = 0, any = 0;
    while (getline(&line, &cap, in) > 0) {
        char *field[CSV_FIELDS];
        if (row++ == 0 || csv_split(line, field) != CSV_FIELDS)
            continue; /* the header */
        int mine_a = strcmp(field[4], login) == 0, mine_b = strcmp(field[7], login) == 0;
        if (!mine_a && !mine_b)
            continue;
        if (!any++)
            fputs(PAGE_SCROLL("Similar code") "<table class=\"list\"><thead><tr><th>Score</th><th>Jaccard</th><th>Longest</th><th>Their version</th>"
                  "<th>The other student</th><th>Their version</th><th>Side by side</th></tr></thead><tbody>",
                  f);
        int me = mine_a ? 4 : 7, other = mine_a ? 7 : 4;
        fprintf(f, "<tr><td>%.0f%%</td><td>%.0f%%</td><td>%d lines</td><td>", 100 * atof(field[0]), 100 * atof(field[1]),
                atoi(field[3]));
        version_link(f, field[me + 1], field[me + 2]);
        fputs("</td><td>", f);
        long long other_id = store_int(0, "SELECT id FROM users WHERE login = ?", "t", field[other]);
        if (other_id)
            admin_student_link(f, other_id, field[other]);
        else
            html(f, field[other]);
        fputs("</td><td>", f);
        version_link(f, field[other + 1], field[other + 2]);
        fprintf(f, "</td><td><a href=\"/admin/similar/pair/%d\">side by side</a></td></tr>", row - 1);
    }
    free(line);
    fclose(in);
    if (any)
        fputs("</tbody></table>" PAGE_SCROLL_END, f);
    else
        fputs("<p>None of their submissions is among the report's most similar pairs.</p>", f);
    fputs("<p>From the last report (<a href=\"/admin/similar\">make it again</a>).</p>", f);
}

static void password_form(struct request *r, FILE *f, long long id)
{
    fputs("<h2 id=\"password\">Password</h2><form method=\"post\" action=\"/admin/password\" class=\"box\">", f);
    page_csrf(r);
    fprintf(f, "<input type=\"hidden\" name=\"user\" value=\"%lld\"><label>New password (empty: a random one, shown "
               "once) <input name=\"password\" minlength=\"%d\" maxlength=\"%d\" autocomplete=\"off\"></label>"
               "<button>Reset the password</button></form><p>It ends the student's sessions.</p>",
            id, AUTH_PASSWORD_MIN, AUTH_PASSWORD_MAX);
}

/* ---- the threads with the student: their questions, the teacher's notes and answers
 * (pages/threads.c), and a note to them alone ---- */

/* the student's threads, the latest written in first */
static const char sql_threads[] =
    "SELECT t.id FROM messages t WHERE t.user = ? AND t.thread IS NULL ORDER BY " DESK_LAST("t") " DESC";
static const char sql_student[] = "SELECT count(*) FROM users WHERE id = ? AND role = 'student'";

/* The messages section: the form of a note, the threads (newest first) with who read what. */
static void messages_section(struct request *r, FILE *f, long long user)
{
    fputs("<h2 id=\"messages\">Messages</h2><p>A note to this student alone (the announcement on the admin page is for "
          "all): they see it on their home page at their next visit, until they mark it read, and it stays in their "
          "questions page. Their questions and your answers follow.</p>"
          "<form method=\"post\" action=\"/admin/message\" class=\"box\">",
          f);
    page_csrf(r);
    fprintf(f, "<input type=\"hidden\" name=\"user\" value=\"%lld\"><label class=\"wide\">Message <textarea name=\"text\" "
               "rows=\"3\" maxlength=\"%d\" required></textarea></label><button>Send it</button></form>",
            user, THREAD_TEXT_MAX);
    char back[48];
    snprintf(back, sizeof back, "/admin/student/%lld", user);
    sqlite3_stmt *st = store_query(sql_threads, "i", user);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        any = 1;
        thread_write(r, f, sqlite3_column_int64(st, 0), THREAD_TEACHER, back);
    }
    sqlite3_finalize(st);
    if (!any)
        fputs("<p>No message sent yet.</p>", f);
    thread_preset_texts(f);
}

/* POST /admin/message: user, text: a note that starts a thread. */
void page_admin_message(struct request *r)
{
    long long user = atoll(form_value(r, "user"));
    if (store_int(0, sql_student, "i", user) != 1) {
        page_message(r, 404, "Not found", "There is no such student.");
        return;
    }
    if (thread_post(r, user, 0, 0, NULL, 0, 0) < 0)
        return;
    char back[64];
    snprintf(back, sizeof back, "/admin/student/%lld#messages", user);
    page_redirect(r, back);
}

void page_admin_student(struct request *r)
{
    long long id = r->id[0];
    sqlite3_stmt *st = store_query(student_sql, "i", id);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        page_message(r, 404, "Not found", "There is no such student.");
        return;
    }
    char *login = xstrdup((const char *)sqlite3_column_text(st, 0));
    char *name = xstrdup((const char *)sqlite3_column_text(st, 1));
    char *player = xstrdup((const char *)sqlite3_column_text(st, 2));
    char *out = xstrdup((const char *)sqlite3_column_text(st, 3));
    int student = strcmp((const char *)sqlite3_column_text(st, 4), "student") == 0;
    sqlite3_finalize(st);
    FILE *f = page_begin(r, name);
    fputs("<p>Login <strong>", f);
    html(f, login);
    fputs("</strong> · player ", f);
    if (*player) {
        fputs("<strong>", f);
        html(f, player);
        fputs("</strong>", f);
    } else {
        fputs("none yet (none qualified)", f);
    }
    fputs(student ? "" : " · a teacher", f);
    fputs(" · <a href=\"#submissions\">submissions</a> · <a href=\"#matches\">matches</a> · <a href=\"#similar\">similar "
          "code</a> · <a href=\"#messages\">messages</a> · <a href=\"#password\">password</a></p>", f);
    if (student)
        out_or_in(r, f, id, out);
    submissions(r, f, id);
    matches(f, id, login);
    similar_pairs(f, login);
    if (student)
        messages_section(r, f, id);
    if (student)
        password_form(r, f, id);
    page_end(r);
    free(login);
    free(name);
    free(player);
    free(out);
}

/* ---- the password reset ---- */

static void reset_password(struct request *r)
{
    const char *password = r->token[0] ? r->token : form_value(r, "password");
    r->result = auth_reset_password(atoll(form_value(r, "user")), password);
}

/* POST /admin/password: user, password (empty: a random one). The hash off the request
 * threads (web_defer), then the page that shows a random password once. */
void page_admin_password(struct request *r)
{
    long long id = atoll(form_value(r, "user"));
    char login[64] = "", back[64];
    sqlite3_stmt *st = store_query("SELECT login FROM users WHERE id = ? AND role = 'student'", "i", id);
    if (st && sqlite3_step(st) == SQLITE_ROW)
        snprintf(login, sizeof login, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    if (!login[0]) {
        page_message(r, 404, "Not found", "There is no such student.");
        return;
    }
    if (r->deferred != 2) {
        const char *given = form_value(r, "password");
        size_t n = strlen(given);
        if (n && (n < AUTH_PASSWORD_MIN || n > AUTH_PASSWORD_MAX || n != form_field(r, "password")->size)) {
            page_message(r, 400, "Not a password", "A password has 10 to 256 characters (or leave it empty for a "
                                                   "random one).");
            return;
        }
        if (n)
            r->token[0] = '\0';
        else
            auth_password(r->token);
        web_defer(r, reset_password);
        return;
    }
    if (r->result < 0) {
        page_message(r, 503, "Database error", "The password could not be changed: try again.");
        return;
    }
    FILE *f = page_begin(r, "Password reset");
    fputs("<p>The password of <strong>", f);
    html(f, login);
    fputs("</strong> is changed, and their sessions are ended.</p>", f);
    if (r->token[0]) {
        fputs("<p class=\"message\">Their new password, shown this once: <code class=\"password\">", f);
        html(f, r->token);
        fputs("</code></p>", f);
    }
    snprintf(back, sizeof back, "/admin/student/%lld", id);
    fprintf(f, "<p><a href=\"%s\">Back to their page</a></p>", back);
    page_end(r);
}
