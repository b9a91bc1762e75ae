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
#include "store/desk.h"
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
char *thread_form_text(struct request *r, const char *field, const char *fallback)
{
    const char *given = form_value(r, field);
    given += strspn(given, " \t\r\n");
    if (!*given && fallback)
        given = fallback;
    char *text = xstrdup(given);
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

long long thread_add(struct request *r, long long user, long long thread, int from_student, const char *about,
                     long long about_id, int everyone, const char *text)
{
    if (store_run(sql_add, "itdiitii", user, text, store_now(), (long long)from_student, thread, about,
                  about_id, (long long)everyone) < 0) {
        page_message(r, 500, "Not sent", "The server could not store it (its database): nothing was sent.");
        return -1;
    }
    return thread ? thread : (long long)sqlite3_last_insert_rowid(store_db());
}

long long thread_post(struct request *r, long long user, long long thread, int from_student,
                      const char *about, long long about_id, int everyone)
{
    char *text = thread_form_text(r, "text", NULL);
    if (!text)
        return -1;
    long long id = thread_add(r, user, thread, from_student, about, about_id, everyone, text);
    free(text);
    return id;
}

long long thread_of(long long message)
{
    return store_int(0, "SELECT coalesce(thread, id) FROM messages WHERE id = ?", "i", message);
}

long long thread_user(long long thread)
{
    return store_int(0, "SELECT user FROM messages WHERE id = ?", "i", thread);
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

/* A thread's first message: what it is about, how the teacher published it, where the
 * teacher closed it without an answer. Its texts live as long as its statement. */
struct head {
    sqlite3_stmt *st;
    const char *about, *text, *public_text; /* about NULL: a teacher's note */
    long long about_id, handled;
    int public_about;
};

static void head_open(long long thread, struct head *h)
{
    *h = (struct head){.st =
                           store_query("SELECT about, coalesce(about_id, 0), text, public_text, public_about,"
                                       " coalesce(handled, 0) FROM messages WHERE id = ?",
                                       "i", thread)};
    if (!h->st || sqlite3_step(h->st) != SQLITE_ROW)
        return;
    h->about = (const char *)sqlite3_column_text(h->st, 0);
    h->about_id = sqlite3_column_int64(h->st, 1);
    h->text = (const char *)sqlite3_column_text(h->st, 2);
    h->public_text = (const char *)sqlite3_column_text(h->st, 3);
    h->public_about = sqlite3_column_int(h->st, 4);
    h->handled = sqlite3_column_int64(h->st, 5);
}

/* 1 if the question names a match or a submission (that tells who asked). */
static int head_names_one(const struct head *h)
{
    return h->about && (strcmp(h->about, "match") == 0 || strcmp(h->about, "verdict") == 0);
}

/* named: the match or the submission said (else "a match": what everyone sees unless the
 * teacher kept it) */
static void about_write(struct request *r, FILE *f, const struct head *h, int named)
{
    int match = h->about && strcmp(h->about, "match") == 0;
    if (!h->about)
        fputs("A note from the teacher", f);
    else if (strcmp(h->about, "rules") == 0)
        fputs("A question about the rules", f);
    else if (!head_names_one(h))
        fputs("A question", f);
    else if (!named)
        fputs(match ? "A question about a match" : "A question about a verdict", f);
    else {
        char mention_text[64];
        snprintf(mention_text, sizeof mention_text, "%s %lld", match ? "match" : "submission", h->about_id);
        fputs(match ? "A question about " : "A question about the verdict of ", f);
        thread_text(r, f, mention_text);
    }
}

void thread_about(struct request *r, FILE *f, long long thread)
{
    struct head h;
    head_open(thread, &h);
    about_write(r, f, &h, 1);
    sqlite3_finalize(h.st);
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

void thread_preset_select(FILE *f)
{
    sqlite3_stmt *st = desk_presets();
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        const char *text = (const char *)sqlite3_column_text(st, 1);
        if (!any)
            fputs("<label>Or a preset answer (it fills the box; sent as it is if the box is empty) "
                  "<select name=\"preset\" data-preset-fill><option value=\"\">none</option>",
                  f);
        any = 1;
        fprintf(f, "<option value=\"%lld\">", sqlite3_column_int64(st, 0));
        html_n(f, text, strnlen(text, THREAD_EXCERPT)); /* a cut in a UTF-8 character shows as one odd sign */
        fprintf(f, "%s</option>", strlen(text) > THREAD_EXCERPT ? "…" : "");
    }
    sqlite3_finalize(st);
    if (any)
        fputs("</select></label>", f);
}

void thread_preset_texts(FILE *f)
{
    sqlite3_stmt *st = desk_presets();
    fputs("<div hidden id=\"preset-texts\">", f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        fprintf(f, "<p data-preset=\"%lld\">", sqlite3_column_int64(st, 0));
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs("</p>", f);
    }
    sqlite3_finalize(st);
    fputs("</div>", f);
}

/* The answer form's way to everyone, with the question as they will see it (edited here:
 * what they see of the asker is the teacher's choice). */
static void everyone_part(struct request *r, FILE *f, const struct head *h)
{
    fputs("<details class=\"wide everyone\"><summary>Or answer everyone</summary><p class=\"hint\">"
          "Every student then sees the question as written here, without its asker's name: take out "
          "what tells who asked.</p>",
          f);
    if (head_names_one(h)) {
        fputs("<label class=\"choice\"><input type=\"checkbox\" name=\"keep_about\" value=\"1\"> say what it "
              "is about (",
              f);
        about_write(r, f, h, 1);
        fputs(")</label>", f);
    }
    fprintf(
        f,
        "<label class=\"wide\">The question as everyone sees it <textarea name=\"public_text\" rows=\"3\" "
        "maxlength=\"%d\">",
        THREAD_TEXT_MAX);
    html(f, h->public_text ? h->public_text : h->text);
    fputs("</textarea></label><button name=\"to\" value=\"everyone\">Answer everyone</button></details>", f);
}

/* The teacher's answer: to the student alone, or to everyone; and, while it waits, closing
 * it without an answer. */
static void answer_form(struct request *r, FILE *f, long long thread, const struct head *h, int waiting,
                        const char *back)
{
    fprintf(f, "<form method=\"post\" action=\"/admin/messages/%lld/answer\" class=\"box answer\">", thread);
    page_csrf(r);
    fputs("<input type=\"hidden\" name=\"back\" value=\"", f);
    html(f, back);
    fprintf(f,
            "\"><label class=\"wide\">Answer <textarea name=\"text\" rows=\"2\" "
            "maxlength=\"%d\"></textarea></label>",
            THREAD_TEXT_MAX);
    thread_preset_select(f);
    fputs("<button name=\"to\" value=\"one\">Answer this student alone</button>", f);
    if (h->about) /* a question of theirs (not a teacher's note) may go to everyone */
        everyone_part(r, f, h);
    fputs("</form>", f);
    if (!waiting)
        return;
    fprintf(f, "<form method=\"post\" action=\"/admin/messages/%lld/close\" class=\"inline\">", thread);
    page_csrf(r);
    fputs("<input type=\"hidden\" name=\"back\" value=\"", f);
    html(f, back);
    fputs("\"><button>Close without an answer</button></form>", f);
}

void thread_write(struct request *r, FILE *f, long long thread, enum thread_view view, const char *back)
{
    struct head h;
    head_open(thread, &h);
    sqlite3_stmt *st = store_query(sql_messages, "ii", r->user.id, thread);
    int last_student = 0, first = 1;
    long long unread = 0, last = 0, students = view == THREAD_TEACHER ? desk_students() : 0;
    fprintf(f, "<article class=\"thread\" id=\"t%lld\"><p class=\"thread-about\">", thread);
    about_write(r, f, &h, view != THREAD_PUBLIC || h.public_about);
    fputs("</p>", f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        int student = sqlite3_column_int(st, 1), everyone = sqlite3_column_int(st, 4);
        int read_by_reader = sqlite3_column_int(st, 7);
        last_student = student, last = id;
        /* another student sees the question and the answers for everyone, no more */
        if (view == THREAD_PUBLIC && !first && !everyone)
            continue;
        /* new to its reader: a teacher's message not read (another student's thread: its answers for
         * everyone); never to a teacher, whose own they are */
        int fresh = !student && !read_by_reader && !r->user.admin &&
                    (view == THREAD_OWN || (view == THREAD_PUBLIC && everyone));
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
                fprintf(f, " · read by %d of %lld", sqlite3_column_int(st, 6), students);
            else if (sqlite3_column_type(st, 5) == SQLITE_NULL)
                fputs(" · unread", f);
            else {
                fputs(" · read ", f);
                page_time(f, sqlite3_column_double(st, 5));
            }
        }
        fputs("</p><p class=\"note-text\">", f);
        /* the question as the teacher published it, to the others */
        thread_text(r, f,
                    view == THREAD_PUBLIC && first && h.public_text
                        ? h.public_text
                        : (const char *)sqlite3_column_text(st, 2));
        fputs("</p></div>", f);
        if (view == THREAD_TEACHER && first && h.public_text) {
            fputs("<p class=\"published\">Everyone sees it as: ", f);
            thread_text(r, f, h.public_text);
            fputs("</p>", f);
        }
        first = 0;
    }
    sqlite3_finalize(st);
    int waiting = last_student && last > h.handled;
    if (view != THREAD_PUBLIC && waiting)
        fprintf(f, "<p class=\"thread-state waiting\">Waiting for %s answer.</p>",
                view == THREAD_TEACHER ? "your" : "the teacher's");
    else if (view != THREAD_PUBLIC && last_student)
        fputs(
            view == THREAD_TEACHER
                ? "<p class=\"thread-state closed\">Closed without an answer (it waits again if the student "
                  "writes).</p>"
                : "<p class=\"thread-state closed\">Closed by the teacher without an answer: write again to "
                  "reopen it.</p>",
            f);
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
        answer_form(r, f, thread, &h, waiting, back);
    fputs("</article>", f);
    sqlite3_finalize(h.st);
}
