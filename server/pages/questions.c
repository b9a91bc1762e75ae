/* questions.c — questions both ways (as DOMjudge's clarifications), the student's side
 * (/questions): the form that asks the teacher (about the rules or anything else; from a
 * match's or a submission's page, about that one), their threads with the teacher (their
 * questions, the answers, the teacher's notes, kept once read), and the answers the
 * teacher gave everyone. The teacher's side is teacher/admin_questions.c. */
#define _GNU_SOURCE
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages/common.h"
#include "pages/pages.h"
#include "pages/threads.h"
#include "store/desk.h"
#include "store/store.h"

enum { THREADS_SHOWN = 100 };

/* the student's threads, the latest written in first */
static const char sql_own[] = "SELECT t.id FROM messages t WHERE t.thread IS NULL AND t.user = ?"
                              " ORDER BY " DESK_LAST("t") " DESC LIMIT ?";
/* the others' threads with an answer for everyone, the latest answered first */
static const char sql_public[] =
    "SELECT t.id FROM messages t WHERE t.thread IS NULL AND t.user != ? AND"
    " EXISTS(SELECT 1 FROM messages m WHERE m.thread = t.id AND m.everyone = 1)"
    " ORDER BY (SELECT max(m.id) FROM messages m WHERE m.thread = t.id AND m.everyone = 1) DESC LIMIT ?";
static const char sql_mark_read[] =
    "INSERT OR IGNORE INTO message_reads(message, user, at) SELECT m.id, ?1, ?2 FROM messages m"
    " WHERE coalesce(m.thread, m.id) = ?3 AND m.id <= ?4 AND m.from_student = 0 AND (m.user = ?1 OR "
    "m.everyone = 1)";

/* An id of the query string (?match=12), or 0. */
static long long query_id(struct request *r, const char *name)
{
    const char *v = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, name);
    return v && *v && strlen(v) <= 18 && strspn(v, "0123456789") == strlen(v) ? atoll(v) : 0;
}

/* The form that asks: about the match or the submission of the query string (its page's
 * "Ask the teacher about it"), or about the rules or anything else. */
static void ask_form(struct request *r, FILE *f)
{
    long long match = query_id(r, "match"), submission = query_id(r, "submission");
    char about[64];
    if (match)
        fprintf(f, "<form method=\"post\" action=\"/matches/%lld/question\" class=\"box ask\">", match);
    else if (submission)
        fprintf(f, "<form method=\"post\" action=\"/submissions/%lld/question\" class=\"box ask\">",
                submission);
    else
        fputs("<form method=\"post\" action=\"/questions\" class=\"box ask\">", f);
    page_csrf(r);
    if (match || submission) {
        snprintf(about, sizeof about, match ? "match %lld" : "submission %lld", match ? match : submission);
        fputs(match ? "<p class=\"wide\">About " : "<p class=\"wide\">About the verdict of ", f);
        thread_text(r, f, about);
        fputs(" (<a href=\"/questions\">ask about something else</a>)</p>", f);
    } else {
        fputs("<label>About <select name=\"about\"><option value=\"rules\">the rules</option>"
              "<option value=\"other\" selected>something else</option></select></label>"
              "<p class=\"hint\">About a match or a verdict: ask from its page (\"Ask the teacher about "
              "it\").</p>",
              f);
    }
    fprintf(
        f,
        "<label class=\"wide\">Your question <textarea name=\"text\" rows=\"3\" maxlength=\"%d\" required>"
        "</textarea></label><button>Ask</button></form>",
        THREAD_TEXT_MAX);
}

static int threads_list(struct request *r, FILE *f, const char *sql, enum thread_view view)
{
    sqlite3_stmt *st = store_query(sql, "ii", r->user.id, (long long)THREADS_SHOWN);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        any = 1;
        thread_write(r, f, sqlite3_column_int64(st, 0), view, "");
    }
    sqlite3_finalize(st);
    return any;
}

/* GET /questions[?match=ID|?submission=ID] */
void page_questions(struct request *r)
{
    FILE *f = page_begin(r, "Questions");
    fputs("<p>Ask the teacher about a match, a verdict, the rules or anything else: the answer comes here, "
          "to you "
          "alone, or to everyone when it is for all (then your question is shown without your name). A match "
          "or a submission named in a message (\"match 12\") is a link.</p>",
          f);
    ask_form(r, f);
    fputs("<h2 id=\"yours\">Your questions and the teacher's messages</h2>", f);
    if (!threads_list(r, f, sql_own, THREAD_OWN))
        fputs("<p>None yet.</p>", f);
    fputs("<h2 id=\"everyone\">Answers for everyone</h2>", f);
    if (!threads_list(r, f, sql_public, THREAD_PUBLIC))
        fputs("<p>None yet.</p>", f);
    page_end(r);
}

static void to_thread(struct request *r, long long thread)
{
    char url[64];
    snprintf(url, sizeof url, "/questions#t%lld", thread);
    page_redirect(r, url);
}

/* POST /questions (about: rules or other), /matches/ID/question, /submissions/ID/question:
 * the router let the match's or the submission's student through. */
void page_question_ask(struct request *r)
{
    const char *about = form_value(r, "about");
    long long about_id = 0;
    if (strncmp(r->url, "/matches/", 9) == 0)
        about = "match", about_id = r->id[0];
    else if (strncmp(r->url, "/submissions/", 13) == 0)
        about = "verdict", about_id = r->id[0];
    else if (strcmp(about, "rules") != 0 && strcmp(about, "other") != 0) {
        page_message(r, 400, "About what?",
                     "A question is about the rules or something else (or, asked from its "
                     "page, about a match or a verdict): nothing was sent.");
        return;
    }
    if (desk_waiting(r->user.id) >= THREAD_WAITING_MAX) {
        char why[256];
        snprintf(
            why, sizeof why,
            "You have %d questions waiting for the teacher's answer: write in one of them, or wait for an "
            "answer. Nothing was sent.",
            THREAD_WAITING_MAX);
        page_message(r, 429, "Questions waiting", why);
        return;
    }
    long long thread = thread_post(r, r->user.id, 0, 1, about, about_id, 0);
    if (thread >= 0)
        to_thread(r, thread);
}

/* POST /messages/ID/reply: the router let the thread's student through (or a teacher: then
 * it is the teacher's answer to them alone). */
void page_question_reply(struct request *r)
{
    long long thread = thread_of(r->id[0]), user = thread_user(thread);
    if (thread_post(r, user, thread, user == r->user.id, NULL, 0, 0) >= 0)
        to_thread(r, thread);
}

/* POST /messages/ID/read (back=/questions: back there): the teacher's messages of its thread
 * up to it marked read by the user. The router let through a student the message is to (an
 * answer for everyone is to them all), or a teacher (whose reads count for no student). */
void page_message_read(struct request *r)
{
    long long thread = thread_of(r->id[0]);
    if (store_run(sql_mark_read, "idii", r->user.id, store_now(), thread, r->id[0]) < 0) {
        page_message(r, 500, "Not done", "The server could not note it (its database): try again.");
        return;
    }
    if (strcmp(form_value(r, "back"), "/questions") == 0)
        to_thread(r, thread);
    else
        page_redirect(r, "/#messages");
}
