/* admin.c — the teacher's page: the queue, the submissions and their verdicts, players
 * put out of the ladder or back, matches played again, the standings as CSV, similar
 * code; and the sections of the pages of teacher.h (dates, finals, judging again). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "store/board_list.h"
#include "entrants.h"
#include "error.h"
#include "judge/hosts.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "pages/common.h"
#include "judge/retention.h"
#include "store/date.h"
#include "store/store.h"
#include "teacher/teacher.h"

static void counts(FILE *f)
{
    double now = store_now();
    fputs("<h2>Queue</h2>" PAGE_SCROLL("Queue") "<table class=\"list\"><tbody>", f);
    static const char *const sub_states[] = {"queued", "compiling", "refused", "qualifying", "qualified", "failed",
                                             "error"};
    for (size_t k = 0; k < sizeof sub_states / sizeof *sub_states; k++)
        fprintf(f, "<tr><td>submissions %s</td><td class=\"n\">%lld</td></tr>", sub_states[k],
                store_int(0, "SELECT count(*) FROM submissions WHERE state = ?", "t", sub_states[k]));
    static const char *const job_states[] = {"queued", "running", "done", "failed", "error"};
    for (size_t k = 0; k < sizeof job_states / sizeof *job_states; k++)
        fprintf(f, "<tr><td>matches %s</td><td class=\"n\">%lld</td></tr>", job_states[k],
                store_int(0, "SELECT count(*) FROM jobs WHERE state = ?", "t", job_states[k]));
    fprintf(f, "<tr><td>matches played in the last hour</td><td class=\"n\">%lld</td></tr>",
            store_int(0, "SELECT count(*) FROM jobs WHERE state = 'done' AND finished > ?", "d", now - 3600));
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

static void users(struct request *r, FILE *f)
{
    sqlite3_stmt *st = store_query(
        "SELECT u.id, u.login, u.name, coalesce(u.player, ''), coalesce(u.disqualified, ''),"
        " (SELECT count(*) FROM submissions WHERE user = u.id),"
        " (SELECT count(*) FROM submissions s JOIN job_seats js ON js.submission = s.id JOIN jobs j ON j.id = js.job"
        " JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id JOIN seats x ON x.match = m.id AND x.seat = js.seat"
        " WHERE s.user = u.id AND x.fault != 'ok') FROM users u WHERE u.role = 'student' ORDER BY u.login",
        "");
    fputs("<h2>Students</h2>" PAGE_SCROLL("Students") "<table class=\"list\"><thead><tr><th>Login</th><th>Name</th><th>Player</th><th>Submissions</th>"
          "<th>Faults in</th><th>Ladder</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        const char *out = (const char *)sqlite3_column_text(st, 4);
        fputs("<tr><td>", f);
        admin_student_link(f, id, (const char *)sqlite3_column_text(st, 1));
        fputs("</td>", f);
        page_cells(f, st, 2, 3);
        fprintf(f, "<td class=\"n\">%d</td><td class=\"n\">%d matches</td><td>", sqlite3_column_int(st, 5),
                sqlite3_column_int(st, 6));
        fputs(*out ? "<form method=\"post\" action=\"/admin/reinstate\" class=\"inline\">"
                   : "<form method=\"post\" action=\"/admin/disqualify\" class=\"inline\">",
              f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"user\" value=\"%lld\">", id);
        if (*out) {
            fputs("out: ", f);
            html(f, out);
            fputs(" <button>Put back</button>", f);
        } else {
            fputs("<input name=\"reason\" placeholder=\"reason\" required> <button>Put out</button>", f);
        }
        fputs("</form></td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

static void submissions(FILE *f)
{
    sqlite3_stmt *st = store_query("SELECT s.id, u.login, s.file, s.state, s.at, s.wins, s.played, u.id FROM submissions s"
                                   " JOIN users u ON u.id = s.user ORDER BY s.id DESC LIMIT 100",
                                   "");
    fputs("<h2>Latest submissions</h2>" PAGE_SCROLL("Latest submissions") "<table class=\"list\"><thead><tr><th>#</th><th>Student</th><th>File</th>"
          "<th>Verdict</th><th>Won</th><th>Sent</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<tr><td><a href=\"/submissions/%lld\">%lld</a></td><td>", id, id);
        admin_student_link(f, sqlite3_column_int64(st, 7), (const char *)sqlite3_column_text(st, 1));
        fputs("</td>", f);
        page_cells(f, st, 2, 3);
        fprintf(f, "<td>%d/%d</td><td>", sqlite3_column_int(st, 5), sqlite3_column_int(st, 6));
        page_time(f, sqlite3_column_double(st, 4));
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

/* The 50 matches the teacher may play again (the failed ones first): who played, in seat
 * order, and on which board, as they would be played again. */
static const char recent_jobs[] =
    "SELECT j.id, j.kind, (SELECT group_concat(player, ', ') FROM (SELECT player FROM job_seats"
    " WHERE job = j.id ORDER BY seat)), j.board, j.state, coalesce(j.error, '') FROM jobs j"
    " ORDER BY j.state != 'failed', j.id DESC LIMIT 50";

static void jobs(struct request *r, FILE *f)
{
    sqlite3_stmt *st = store_query(recent_jobs, "");
    fputs("<h2>Matches</h2>" PAGE_SCROLL("Matches") "<table class=\"list matches\"><thead><tr><th>#</th><th>Kind</th><th>Players</th>"
          "<th>Board</th><th>State</th><th>Error</th><th>Action</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">%lld</a></td><td>", id, id);
        html(f, page_kind_name((const char *)sqlite3_column_text(st, 1)));
        fputs("</td>", f);
        page_cells(f, st, 2, 2);
        fputs("<td>", f);
        html(f, boards_name(sqlite3_column_int(st, 3)));
        fputs("</td>", f);
        page_cells(f, st, 4, 5);
        fputs("<td><form method=\"post\" action=\"/admin/rerun\" class=\"inline\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"job\" value=\"%lld\"><button>Play again</button></form></td></tr>", id);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

/* What the server failed to judge (disk, database, a killed step, a match it could not
 * play): never a student's verdict; tried again after a back-off, and here with a button. */
static void internal_errors(struct request *r, FILE *f)
{
    sqlite3_stmt *st = store_query(
        "SELECT 'submission', s.id, s.state, s.attempts, (SELECT what FROM internal_errors e WHERE e.submission = s.id"
        " ORDER BY e.id DESC LIMIT 1), (SELECT max(at) FROM internal_errors e WHERE e.submission = s.id)"
        " FROM submissions s WHERE s.state = 'error' OR (s.state = 'queued' AND s.attempts > 0)"
        " UNION ALL SELECT 'match', j.id, j.state, j.attempts, coalesce(j.error, ''), j.finished FROM jobs j"
        " WHERE j.state IN ('error', 'failed') OR (j.state = 'queued' AND j.attempts > 0) ORDER BY 6 DESC LIMIT 100",
        "");
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        if (!any++)
            fputs("<h2>Internal errors</h2><p class=\"message\">The server failed to judge these (not the students' "
                  "fault): each is tried again after a while; after a fix, judge them again now.</p>"
                  PAGE_SCROLL("Internal errors") "<table class=\"list\"><thead><tr><th>What</th><th>State</th><th>Attempts</th><th>Last error</th>"
                  "<th>Action</th></tr></thead><tbody>",
                  f);
        const char *what = (const char *)sqlite3_column_text(st, 0);
        long long id = sqlite3_column_int64(st, 1);
        int sub = strcmp(what, "submission") == 0;
        fprintf(f, "<tr><td><a href=\"/%s/%lld\">%s %lld</a></td>", sub ? "submissions" : "matches", id, what, id);
        page_cells(f, st, 2, 4);
        fputs("<td><form method=\"post\" action=\"/admin/again\" class=\"inline\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"%s\" value=\"%lld\"><button>Judge again</button></form></td></tr>",
                sub ? "submission" : "job", id);
    }
    sqlite3_finalize(st);
    if (any) {
        fputs("</tbody></table>" PAGE_SCROLL_END "<form method=\"post\" action=\"/admin/again\" class=\"inline\">", f);
        page_csrf(r);
        fputs("<input type=\"hidden\" name=\"all\" value=\"1\"><button>Judge them all again</button></form>", f);
    }
}

/* Where the matches are played (--sshloginfile's hosts, --launcher's command): how many
 * each played, which are lost and since when (hosts.c). Nothing when all is here. */
static void nodes_section(FILE *f)
{
    struct node_state n[NODES_MAX];
    int count = node_states(n, NODES_MAX);
    if (count == 0)
        return;
    double now = store_now();
    fputs("<h2>Nodes</h2><p>A node that stops answering gets no match until it is back (tried again after a "
          "back-off); its matches go to the others, and nothing waits for you.</p>" PAGE_SCROLL("Nodes") "<table class=\"list\"><thead>"
          "<tr><th>Node</th><th>Matches played</th><th>Matches lost with it</th><th>State</th></tr></thead><tbody>",
          f);
    for (int k = 0; k < count; k++) {
        fputs("<tr><td>", f);
        html(f, n[k].name);
        fprintf(f, "</td><td class=\"n\">%ld</td><td class=\"n\">%ld</td><td>", n[k].played, n[k].lost);
        if (n[k].down_since) {
            char since[STORE_DATE_TEXT];
            store_date_text((long long)n[k].down_since, since);
            fprintf(f, "<strong>down</strong> since %s (%.0f s), tried again in %.0f s: ", since,
                    now - n[k].down_since, n[k].retry_at > now ? n[k].retry_at - now : 0);
            html(f, n[k].why);
        } else {
            fputs("up", f);
        }
        fputs("</td></tr>", f);
    }
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

static void disk(FILE *f)
{
    struct disk_usage u;
    retention_usage(&u);
    const double mb = 1024.0 * 1024.0;
    fprintf(f, "<h2>Disk</h2>" PAGE_SCROLL("Disk") "<table class=\"list\"><tbody><tr><td>the course database</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>the course's files</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>of which replays (%lld matches)</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>free on its disk</td><td class=\"n\">%.1f GB</td></tr></tbody></table>" PAGE_SCROLL_END,
            (double)u.database / mb, (double)u.files / mb, u.matches, (double)u.replays / mb, (double)u.free / (mb * 1024));
    char rule[512];
    retention_describe(rule, sizeof rule);
    fputs("<p>", f);
    html(f, rule);
    fputs("</p>", f);
}

void page_admin(struct request *r)
{
    FILE *f = page_begin(r, "Course");

    /* started with --unsandboxed-compiles: the teacher must know what that leaves open */
    if (unsandboxed_compiles)
        page_notice(f, "Warning: submissions are compiled without the sandbox (--unsandboxed-compiles): a "
                       "student's file can read the server's files (course.db, other students' sources). "
                       "See docs/server.md, the compile sandbox.");
    if (unsandboxed_players)
        page_notice(f, "Warning: players run without their namespaces (--unsandboxed-players): a player process "
                       "shares the server's files, network and processes, behind its limits and system-call filter "
                       "only. See docs/server.md, the players' walls.");

    int active[BOARDS_MAX];
    fprintf(f, "<p>Game: %s · <a href=\"/admin/boards\">%d boards in play</a> · <a href=\"#qualification\">qualification</a>: %d of %d matches ahead of the Dummy · "
               "<a href=\"/admin/standings.csv\">standings as CSV</a> · <a href=\"/admin/similar\">similar code</a> (<a href=\"/admin/similar/inputs\">against earlier courses and templates</a>) · "
               "<a href=\"/admin/matches\">search the matches</a> · <a href=\"/admin/sources.tar.gz\">every source "
               "(.tar.gz)</a></p>",
            course.t.game, boards_active(active), course.qualify_wins, course.qualify_matches);
    admin_questions_section(r, f);
    admin_course_section(r, f);
    admin_qualify_section(r, f);
    counts(f);
    internal_errors(r, f);
    admin_waiting_section(f);
    nodes_section(f);
    page_tries_section(f);
    disk(f);
    admin_final_section(r, f);
    users(r, f);
    submissions(f);
    admin_rejudge_section(r, f);
    jobs(r, f);
    page_end(r);
}

/* Where a form of the admin page goes back to: its page, or the student's page it came from. */
static const char *back_to(const struct request *r)
{
    const char *back = form_value(r, "back");
    return strncmp(back, "/admin/student/", 15) == 0 && back[15] && strspn(back + 15, "0123456789") == strlen(back + 15)
               ? back
               : "/admin";
}

/* POST /admin/disqualify (reason) and /admin/reinstate: a student out of the ladder, or back. */
void page_admin_disqualify(struct request *r)
{
    long long user = atoll(form_value(r, "user"));
    const char *reason = strcmp(r->url, "/admin/disqualify") == 0 ? form_value(r, "reason") : NULL;
    if (reason && !*reason)
        reason = "put out by the teacher";
    if (store_run("UPDATE users SET disqualified = ? WHERE id = ? AND role = 'student'", "ti", reason, user) < 0 ||
        judge_represent(user) < 0) {
        page_message(r, 503, "Database error", "It could not be stored.");
        return;
    }
    ladder_changed();
    ladder_refresh();
    page_redirect(r, back_to(r));
}

/* POST /admin/again: a submission or a match judged again (all=1: every submission). */
void page_admin_again(struct request *r)
{
    long long sub = atoll(form_value(r, "submission")), job = atoll(form_value(r, "job"));
    if (sub < 0 || job < 0 || (!sub && !job && strcmp(form_value(r, "all"), "1") != 0)) {
        page_message(r, 400, "Bad request", "Judge again: which submission or match?");
        return;
    }
    if (judge_again(sub, job) < 0) {
        page_message(r, 503, "Database error", "It could not be stored.");
        return;
    }
    page_redirect(r, "/admin");
}

/* POST /admin/rerun: a match played again with the same players, board and seed. */
void page_admin_rerun(struct request *r)
{
    long long id = judge_rerun(atoll(form_value(r, "job")));
    char url[64];
    snprintf(url, sizeof url, "/matches/%lld", id);
    if (id < 0)
        page_message(r, 404, "Not found", "There is no such match.");
    else
        page_redirect(r, url);
}

void page_admin_csv(struct request *r)
{
    const struct standings *s = ladder_acquire();
    if (!s) {
        page_message(r, 503, "Database error", "The standings cannot be read just now.");
        return;
    }
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    /* the page's rows in its order (the Dummy left out, no rank for a player out of the
     * ladder, after the ranked ones), live */
    fputs("rank,player,login,name,rating,mean_score,mean_place,matches,faults,out\n", f);
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank), *order = xcalloc((size_t)s->n + 1, sizeof *order);
    ladder_ranks(s, rank);
    for (int i = 0, rows = ladder_rows(s, rank, order); i < rows; i++) {
        int k = order[i];
        const struct standing *p = &s->p[k];
        sqlite3_stmt *st = store_query("SELECT login, name FROM users WHERE player = ?", "t", p->name);
        int found = st && sqlite3_step(st) == SQLITE_ROW;
        if (rank[k])
            fprintf(f, "%d", rank[k]);
        fputc(',', f);
        admin_csv(f, p->name);
        fputc(',', f);
        admin_csv(f, found ? (const char *)sqlite3_column_text(st, 0) : "");
        fputc(',', f);
        admin_csv(f, found ? (const char *)sqlite3_column_text(st, 1) : "");
        sqlite3_finalize(st);
        fprintf(f, ",%.3f,%.3f,%.3f,%ld,%ld,", rating_ordinal(p->rating), p->score_mean, p->place_mean, p->matches,
                p->faults);
        admin_csv(f, p->rejected ? p->rejected : !rank[k] && p->matches ? "no qualified version" : "");
        fputc('\n', f);
    }
    free(rank);
    free(order);
    ladder_release();
    fclose(f);
    page_bytes(r, "text/csv; charset=utf-8", out, size, "standings.csv");
    free(out);
}
