/* home.c — the student's home: the teacher's messages not yet read, their player, the
 * upload form, their submissions and their matches. */
#define _GNU_SOURCE
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge/files.h"
#include "judge/verdict.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "pages/threads.h"
#include "store/board_list.h"
#include "store/desk.h"
#include "store/store.h"

/* ---- the teacher's messages not yet read (notes and answers, kept once read as threads on
 * /questions: pages/threads.c) ---- */

/* to the student (notes, answers to their questions), the newest first */
static const char sql_unread_own[] = "SELECT m.id, coalesce(m.thread, m.id), m.text, m.at, m.everyone FROM messages m"
                                     " WHERE m.user = ?1 AND " DESK_UNREAD("m") " ORDER BY m.id DESC";
/* the answers for everyone to the others' questions: those not read, the newest first; how
 * many there are, how many not read */
static const char sql_unread_public[] = "SELECT m.id, coalesce(m.thread, m.id), m.text, m.at, m.everyone FROM messages m"
                                        " WHERE m.user != ?1 AND " DESK_UNREAD("m") " ORDER BY m.id DESC";
static const char sql_public_counts[] =
    "SELECT count(*), coalesce(sum(NOT EXISTS(SELECT 1 FROM message_reads x WHERE x.message = m.id AND x.user = ?1)), 0)"
    " FROM messages m WHERE m.everyone = 1 AND m.user != ?1";

/* Each message of st (id, thread, text, at, everyone) in its box, with the button that
 * marks it read and a link to its thread. */
static void message_boxes(struct request *r, FILE *f, sqlite3_stmt *st)
{
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0), thread = sqlite3_column_int64(st, 1);
        int everyone = sqlite3_column_int(st, 4);
        fprintf(f, "<div class=\"message note\"><p><strong>%s%s</strong> (",
                id == thread ? "A note from the teacher" : "The teacher's answer",
                id == thread ? "" : everyone ? ", for everyone" : " to your question");
        page_time(f, sqlite3_column_double(st, 3));
        fprintf(f, ") · <a href=\"/questions#t%lld\">the thread</a></p><p class=\"note-text\">", thread);
        thread_text(r, f, (const char *)sqlite3_column_text(st, 2));
        fprintf(f, "</p><form method=\"post\" action=\"/messages/%lld/read\" class=\"inline\">", id);
        page_csrf(r);
        fputs("<button>Mark as read</button></form></div>", f);
    }
    sqlite3_finalize(st);
}

/* The teacher's messages to the student not yet read, each in its box; the answers for
 * everyone folded in one (they would push the student's own page down, one a box); the way
 * to every thread of the student's (and to ask). A teacher's own are no news to them: the
 * questions waiting instead. */
static void unread_messages(struct request *r, FILE *f)
{
    fputs("<div id=\"messages\">", f);
    if (r->user.admin) {
        fprintf(f, "<p class=\"threads-link\"><a href=\"/admin/questions\">Questions</a>: %lld waiting for your answer.</p></div>",
                desk_waiting(0));
        return;
    }
    message_boxes(r, f, store_query(sql_unread_own, "i", r->user.id));
    sqlite3_stmt *st = store_query(sql_public_counts, "i", r->user.id);
    long long all = 0, unread = 0;
    if (st && sqlite3_step(st) == SQLITE_ROW)
        all = sqlite3_column_int64(st, 0), unread = sqlite3_column_int64(st, 1);
    sqlite3_finalize(st);
    if (all) {
        fprintf(f, "<details class=\"message everyone\"><summary>%lld answer%s to everyone, %lld unread</summary>", all,
                all > 1 ? "s" : "", unread);
        message_boxes(r, f, store_query(sql_unread_public, "i", r->user.id));
        fputs("<p><a href=\"/questions#everyone\">Every answer to everyone, with its question</a></p></details>", f);
    }
    long long threads = store_int(0, "SELECT count(*) FROM messages WHERE user = ? AND thread IS NULL", "i", r->user.id);
    fprintf(f, "<p class=\"threads-link\"><a href=\"/questions\">Ask the teacher</a> about a match, a verdict or the "
               "rules; your questions and the teacher's messages: %lld, kept there once read.</p></div>",
            threads);
}

static void submissions_table(struct request *r, FILE *f, long long rep)
{
    sqlite3_stmt *st = store_query("SELECT id, file, at, CASE WHEN state = 'queued' AND attempts > 0 THEN 'error' ELSE"
                                   " state END, wins, played FROM submissions WHERE user = ?"
                                   " ORDER BY id DESC",
                                   "i", r->user.id);
    int pending = 0, any = 0;
    fputs(PAGE_SCROLL("Your submissions") "<table class=\"list\"><thead><tr><th>#</th><th>File</th><th>Sent</th><th>Verdict</th>"
          "<th>Against the Dummy</th><th>Represents you</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        any = 1;
        long long id = sqlite3_column_int64(st, 0);
        const char *state = (const char *)sqlite3_column_text(st, 3);
        pending |= strcmp(state, "queued") == 0 || strcmp(state, "compiling") == 0 || strcmp(state, "qualifying") == 0 ||
                   strcmp(state, "error") == 0;
        fprintf(f, "<tr class=\"%s\"><td><a href=\"/submissions/%lld\">%lld</a></td><td>", state, id, id);
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs("</td><td>", f);
        page_time(f, sqlite3_column_double(st, 2));
        char verdict[512];
        verdict_of(id, verdict, sizeof verdict);
        fputs("</td><td>", f);
        html(f, verdict);
        fputs("</td><td>", f);
        if (strcmp(state, "qualifying") == 0 || strcmp(state, "qualified") == 0 || strcmp(state, "failed") == 0)
            fprintf(f, "%d of %d won (%d needed)", sqlite3_column_int(st, 4), course.qualify_matches, course.qualify_wins);
        fputs("</td><td>", f);
        if (id == rep) {
            fputs("<strong>yes</strong>", f);
        } else if (strcmp(state, "qualified") == 0) {
            fputs("<form method=\"post\" action=\"/choose\" class=\"inline\">", f);
            page_csrf(r);
            fprintf(f, "<input type=\"hidden\" name=\"submission\" value=\"%lld\"><button>Choose it</button></form>", id);
        }
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    if (!any)
        fputs("<p>No submission yet.</p>", f);
    if (pending)
        fputs("<p class=\"pending\" data-refresh=\"2\">Still judging: this page follows.</p>", f);
}

/* The student's matches, newest first, a page at a time: kind, board, the seat they played
 * (a match against their own version has two), opponents, place and score. */
static const char sql_my_matches[] =
    "SELECT j.id, j.kind, j.board, j.state, js.seat, js.player, ms.score, ms.fault, ms.reason, ms.frozen_round,"
    " (SELECT group_concat(o.player, ', ') FROM job_seats o WHERE o.job = j.id AND o.seat != js.seat),"
    " (SELECT 1 + count(*) FROM seats x WHERE x.match = m.id AND x.score > ms.score), m.nb_seats"
    " FROM jobs j JOIN job_seats js ON js.job = j.id JOIN submissions s ON s.id = js.submission"
    " LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
    " LEFT JOIN seats ms ON ms.match = m.id AND ms.seat = js.seat"
    " WHERE s.user = ? AND (? = '' OR j.kind = ?) AND (? = 0 OR j.id < ?) ORDER BY j.id DESC, js.seat LIMIT ?";

enum { MATCHES_PAGE = 30 };

static void matches_filter(FILE *f, const char *kind)
{
    fputs("<form method=\"get\" action=\"/\" class=\"inline filter\"><label>Kind <select name=\"kind\">"
          "<option value=\"\">all</option>", f);
    page_kind_options(f, kind);
    fputs("</select></label><button>Show</button></form>", f);
}

static void my_matches(struct request *r, FILE *f)
{
    const char *kind = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, "kind");
    const char *before_text = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, "before");
    long long before = before_text ? atoll(before_text) : 0;
    if (!kind || strlen(kind) > 16)
        kind = "";
    fputs("<h2 id=\"matches\">Your matches</h2>", f);
    matches_filter(f, kind);
    sqlite3_stmt *st = store_query(sql_my_matches, "ittiii", r->user.id, kind, kind, before, before,
                                   (long long)MATCHES_PAGE + 1);
    fputs(PAGE_SCROLL("Your matches") "<table class=\"list matches\"><thead><tr><th>Match</th><th>Kind</th><th>Board</th><th>Played as</th>"
          "<th>Opponents</th><th>State</th><th>Place</th><th>Score</th><th>Fault</th></tr></thead><tbody>",
          f);
    int rows = 0;
    long long last = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        if (++rows > MATCHES_PAGE && id != last)
            break;
        last = id;
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">%lld</a></td><td>", id, id);
        html(f, page_kind_name((const char *)sqlite3_column_text(st, 1)));
        fputs("</td><td>", f);
        html(f, boards_name(sqlite3_column_int(st, 2)));
        fputs("</td><td>", f);
        html(f, (const char *)sqlite3_column_text(st, 5));
        fputs("</td><td>", f);
        html(f, (const char *)sqlite3_column_text(st, 10));
        fputs("</td><td>", f);
        html(f, (const char *)sqlite3_column_text(st, 3));
        fputs("</td><td>", f);
        if (sqlite3_column_type(st, 6) != SQLITE_NULL)
            fprintf(f, "%d of %d</td><td>%d", sqlite3_column_int(st, 11), sqlite3_column_int(st, 12),
                    sqlite3_column_int(st, 6));
        else
            fputs("</td><td>", f);
        fputs("</td><td>", f);
        const char *fault = (const char *)sqlite3_column_text(st, 7);
        if (fault && strcmp(fault, "ok") != 0) {
            html(f, (const char *)sqlite3_column_text(st, 8));
            fprintf(f, ", round %d", sqlite3_column_int(st, 9));
        }
        fputs("</td></tr>", f);
    }
    int more = rows > MATCHES_PAGE;
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    if (!rows)
        fputs("<p>No match yet.</p>", f);
    if (more) {
        fprintf(f, "<p><a href=\"/?before=%lld", last);
        if (*kind) {
            fputs("&amp;kind=", f);
            html(f, kind);
        }
        fputs("#matches\">Older matches</a></p>", f);
    }
}

void page_home(struct request *r)
{
    char player[64] = "", disqualified[256] = "";
    sqlite3_stmt *st = store_query("SELECT coalesce(player, ''), coalesce(disqualified, '') FROM users WHERE id = ?", "i",
                                   r->user.id);
    if (st && sqlite3_step(st) == SQLITE_ROW) {
        snprintf(player, sizeof player, "%s", (const char *)sqlite3_column_text(st, 0));
        snprintf(disqualified, sizeof disqualified, "%s", (const char *)sqlite3_column_text(st, 1));
    }
    sqlite3_finalize(st);
    long long rep = page_representative(r->user.id);
    FILE *f = page_begin(r, "My player");
    fputs("<p>", f);
    html(f, r->user.name);
    if (player[0]) {
        fputs(", your player is <strong>", f);
        html(f, player);
        fputs("</strong> (the name is yours for the course).", f);
    } else {
        fputs(", your player's name is taken from its file (AIName.c: Name) and kept once it beats the Dummy.", f);
    }
    fputs("</p>", f);
    if (disqualified[0]) {
        fputs("<p class=\"message\">Your player is out of the ladder: ", f);
        html(f, disqualified);
        fputs("</p>", f);
    }
    double now = store_now();
    if (course.closes && now >= (double)course.closes)
        fputs("<p class=\"message\">The competition is closed: no more submissions.</p>", f);
    else {
        page_upload_form(r, f);
        fprintf(f, "<p>To enter the ladder, a submission must finish ahead of every Dummy in %d of %d matches (the same "
                   "file always plays the same ones).</p>",
                course.qualify_wins, course.qualify_matches);
    }
    /* the upload form first, right after the navigation (a keyboard's first stop in the
     * page), then the teacher's messages and the player's place */
    unread_messages(r, f);
    page_standing(f, player);
    if (final_latest() >= 0)
        fputs("<p class=\"message\">The final has been played: <a href=\"/final\">its report</a>.</p>", f);
    fputs("<p><a href=\"/friendly\">Friendly matches</a>: against the players of your choice, or your own earlier "
          "submissions.</p><h2>Your submissions</h2>", f);
    submissions_table(r, f, rep);
    my_matches(r, f);
    fputs("<p><a href=\"/password\">Change your password</a></p>", f);
    page_end(r);
}
