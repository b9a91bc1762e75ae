/* threads.c — messages kept as threads, both ways: stored, counted, and written as each
 * reader sees them (threads.h). */
#define _GNU_SOURCE
#include "pages/threads.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "pages/common.h"
#include "pages/owners.h"
#include "store/store.h"

static const char sql_add[] =
    "INSERT INTO messages(user, text, at, from_student, thread, about, about_id, everyone)"
    " VALUES(?, ?, ?, ?, nullif(?, 0), ?, nullif(?, 0), ?)";
/* a thread's messages, oldest first: who wrote it, when the thread's student read it, how
 * many students read it, whether the reader (?1) did */
static const char sql_messages[] =
    "SELECT m.id, m.from_student, m.text, m.at, m.everyone,"
    " (SELECT x.at FROM message_reads x WHERE x.message = m.id AND x.user = m.user),"
    " (SELECT count(*) FROM message_reads x JOIN users u ON u.id = x.user WHERE x.message = m.id AND u.role "
    "= 'student'),"
    " EXISTS(SELECT 1 FROM message_reads x WHERE x.message = m.id AND x.user = ?)"
    " FROM messages m WHERE coalesce(m.thread, m.id) = ? ORDER BY m.id";
static const char sql_waiting[] =
    "SELECT count(*) FROM messages t WHERE t.thread IS NULL AND (? = 0 OR t.user = ?) AND"
    " (SELECT m.from_student FROM messages m WHERE coalesce(m.thread, m.id) = t.id ORDER BY m.id DESC LIMIT "
    "1) = 1";

/* The form's text, or NULL with a 400 page. */
static char *form_text(struct request *r)
{
    const char *given = form_value(r, "text");
    char *text = xstrdup(given + strspn(given, " \t\r\n"));
    char *to = text; /* the browser's CRLF line ends as LF; no trailing blanks */
    for (const char *from = text; *from; from++)
        if (*from != '\r')
            *to++ = *from;
    while (to > text && strchr(" \t\n", to[-1]))
        to--;
    *to = '\0';
    if (*text && strlen(text) <= THREAD_TEXT_MAX)
        return text;
    char why[128];
    snprintf(why, sizeof why, "A message has from 1 to %d characters: nothing was sent.", THREAD_TEXT_MAX);
    page_message(r, 400, *text ? "Too long" : "Empty message", why);
    free(text);
    return NULL;
}

long long thread_post(struct request *r, long long user, long long thread, int from_student,
                      const char *about, long long about_id, int everyone)
{
    char *text = form_text(r);
    if (!text)
        return -1;
    int rc = store_run(sql_add, "itdiitii", user, text, store_now(), (long long)from_student, thread, about,
                       about_id, (long long)everyone);
    free(text);
    if (rc < 0) {
        page_message(r, 500, "Not sent", "The server could not store it (its database): nothing was sent.");
        return -1;
    }
    return thread ? thread : (long long)sqlite3_last_insert_rowid(store_db());
}

long long thread_of(long long message)
{
    return store_int(0, "SELECT coalesce(thread, id) FROM messages WHERE id = ?", "i", message);
}

long long thread_user(long long thread)
{
    return store_int(0, "SELECT user FROM messages WHERE id = ?", "i", thread);
}

long long threads_waiting(long long user)
{
    return store_int(0, sql_waiting, "ii", user, user);
}

/* ---- a text with its matches and submissions linked ---- */

static const struct {
    const char *word, *path;
    int (*may_open)(long long user, long long id);
} mentions[] = {{"match", "matches", user_has_seat}, {"submission", "submissions", user_has_submission}};

/* The length of "match 12", "match #12", "Match12" at s (the id into *id), or 0. */
static size_t mention(const char *s, const char *word, long long *id)
{
    size_t n = strlen(word);
    if (strncasecmp(s, word, n) != 0)
        return 0;
    size_t k = n + (s[n] == ' ');
    k += s[k] == '#';
    size_t digits = strspn(s + k, "0123456789");
    if (!digits || digits > 18 || isalnum((unsigned char)s[k + digits]))
        return 0;
    *id = atoll(s + k);
    return k + digits;
}

void thread_text(struct request *r, FILE *f, const char *text)
{
    const char *from = text;
    for (const char *p = text; *p; p++) {
        if (p > text && isalnum((unsigned char)p[-1]))
            continue;
        for (size_t k = 0; k < sizeof mentions / sizeof *mentions; k++) {
            long long id;
            size_t n = mention(p, mentions[k].word, &id);
            /* a teacher opens any; a student their own (the router says the same) */
            if (!n || !(r->user.admin || mentions[k].may_open(r->user.id, id)))
                continue;
            html_n(f, from, (size_t)(p - from));
            fprintf(f, "<a href=\"/%s/%lld\">", mentions[k].path, id);
            html_n(f, p, n);
            fputs("</a>", f);
            from = p + n;
            p = from - 1;
            break;
        }
    }
    html(f, from);
}

/* ---- a thread as its reader sees it ---- */

void thread_about(struct request *r, FILE *f, long long thread)
{
    sqlite3_stmt *st =
        store_query("SELECT about, coalesce(about_id, 0) FROM messages WHERE id = ?", "i", thread);
    int found = st && sqlite3_step(st) == SQLITE_ROW;
    const char *about = found ? (const char *)sqlite3_column_text(st, 0) : NULL;
    long long id = found ? sqlite3_column_int64(st, 1) : 0;
    char mention_text[64] = "";
    if (!about)
        fputs("A note from the teacher", f);
    else if (strcmp(about, "rules") == 0)
        fputs("A question about the rules", f);
    else if (strcmp(about, "match") == 0)
        snprintf(mention_text, sizeof mention_text, "match %lld", id);
    else if (strcmp(about, "verdict") == 0)
        snprintf(mention_text, sizeof mention_text, "submission %lld", id);
    else
        fputs("A question", f);
    if (*mention_text) {
        fputs(strcmp(about, "match") == 0 ? "A question about " : "A question about the verdict of ", f);
        thread_text(r, f, mention_text);
    }
    sqlite3_finalize(st);
}

static void reply_form(struct request *r, FILE *f, long long thread)
{
    fprintf(f, "<form method=\"post\" action=\"/messages/%lld/reply\" class=\"box reply\">", thread);
    page_csrf(r);
    fprintf(f,
            "<label class=\"wide\">Write again in this thread <textarea name=\"text\" rows=\"2\" "
            "maxlength=\"%d\" "
            "required></textarea></label><button>Send</button></form>",
            THREAD_TEXT_MAX);
}

static void answer_form(struct request *r, FILE *f, long long thread, const char *back)
{
    fprintf(f, "<form method=\"post\" action=\"/admin/messages/%lld/answer\" class=\"box answer\">", thread);
    page_csrf(r);
    fputs("<input type=\"hidden\" name=\"back\" value=\"", f);
    html(f, back);
    fprintf(f,
            "\"><label class=\"wide\">Answer <textarea name=\"text\" rows=\"2\" maxlength=\"%d\" required>"
            "</textarea></label><label class=\"choice\"><input type=\"radio\" name=\"to\" value=\"one\" "
            "checked> to "
            "this student alone</label><label class=\"choice\"><input type=\"radio\" name=\"to\" "
            "value=\"everyone\"> "
            "to everyone (the question is shown without their name)</label><button>Answer</button></form>",
            THREAD_TEXT_MAX);
}

void thread_write(struct request *r, FILE *f, long long thread, enum thread_view view, const char *back)
{
    sqlite3_stmt *st = store_query(sql_messages, "ii", r->user.id, thread);
    int waiting = 0, first = 1;
    long long unread = 0;
    fprintf(f, "<article class=\"thread\" id=\"t%lld\"><p class=\"thread-about\">", thread);
    thread_about(r, f, thread);
    fputs("</p>", f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        int student = sqlite3_column_int(st, 1), everyone = sqlite3_column_int(st, 4);
        int read_by_reader = sqlite3_column_int(st, 7);
        waiting = student;
        /* another student sees the question and the answers for everyone, no more */
        if (view == THREAD_PUBLIC && !first && !everyone)
            continue;
        /* new to its reader: a teacher's message not read (another student's thread: its answers for
         * everyone) */
        int fresh =
            !student && !read_by_reader && (view == THREAD_OWN || (view == THREAD_PUBLIC && everyone));
        if (fresh)
            unread = id;
        fprintf(f, "<div class=\"post %s%s\"><p class=\"post-head\"><strong>%s</strong> · ",
                student ? "from-student" : "from-teacher", fresh ? " unread" : "",
                student ? (view == THREAD_OWN      ? "You"
                           : view == THREAD_PUBLIC ? "A student"
                                                   : "The student")
                        : "The teacher");
        page_time(f, sqlite3_column_double(st, 3));
        if (everyone)
            fputs(" · <em>to everyone</em>", f);
        if (fresh)
            fputs(" · <strong class=\"new\">new</strong>", f);
        if (view == THREAD_TEACHER && !student) {
            if (everyone)
                fprintf(f, " · read by %d", sqlite3_column_int(st, 6));
            else if (sqlite3_column_type(st, 5) == SQLITE_NULL)
                fputs(" · unread", f);
            else {
                fputs(" · read ", f);
                page_time(f, sqlite3_column_double(st, 5));
            }
        }
        fputs("</p><p class=\"note-text\">", f);
        thread_text(r, f, (const char *)sqlite3_column_text(st, 2));
        fputs("</p></div>", f);
        first = 0;
    }
    sqlite3_finalize(st);
    if (view != THREAD_PUBLIC && waiting)
        fprintf(f, "<p class=\"thread-state waiting\">Waiting for %s answer.</p>",
                view == THREAD_TEACHER ? "your" : "the teacher's");
    if (unread) {
        fprintf(f, "<form method=\"post\" action=\"/messages/%lld/read\" class=\"inline\">", unread);
        page_csrf(r);
        fputs(
            "<input type=\"hidden\" name=\"back\" value=\"/questions\"><button>Mark as read</button></form>",
            f);
    }
    if (view == THREAD_OWN)
        reply_form(r, f, thread);
    else if (view == THREAD_TEACHER)
        answer_form(r, f, thread, back);
    fputs("</article>", f);
}
