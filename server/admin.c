/* admin.c — the teacher's page: the queue, the submissions and their verdicts, players
 * put out of the ladder or back, matches played again, the standings as CSV, and the
 * final tournament (bin/tournament with each student's chosen submission). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "judge.h"
#include "ladder.h"
#include "pages.h"
#include "retention.h"
#include "store.h"

/* A replay's file name: t<ID>-<IDX>.res.gz. */
static int is_final_replay(const char *name)
{
    unsigned long long t, idx;
    int used = 0;
    return sscanf(name, "t%llu-%llu.res.gz%n", &t, &idx, &used) == 2 && name[used] == '\0';
}

static void counts(FILE *f)
{
    double now = store_now();
    fputs("<h2>Queue</h2><table class=\"list\"><tbody>", f);
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
    fputs("</tbody></table>", f);
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
    fputs("<h2>Students</h2><table class=\"list\"><thead><tr><th>Login</th><th>Name</th><th>Player</th><th>Submissions</th>"
          "<th>Frozen in</th><th>Ladder</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        const char *out = (const char *)sqlite3_column_text(st, 4);
        fputs("<tr>", f);
        page_cells(f, st, 1, 3);
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
    fputs("</tbody></table>", f);
}

static void submissions(FILE *f)
{
    sqlite3_stmt *st = store_query("SELECT s.id, u.login, s.file, s.state, s.at, s.wins, s.played FROM submissions s"
                                   " JOIN users u ON u.id = s.user ORDER BY s.id DESC LIMIT 100",
                                   "");
    fputs("<h2>Latest submissions</h2><table class=\"list\"><thead><tr><th>#</th><th>Student</th><th>File</th>"
          "<th>Verdict</th><th>Won</th><th>Sent (UTC)</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<tr><td><a href=\"/submissions/%lld\">%lld</a></td>", id, id);
        page_cells(f, st, 1, 3);
        fprintf(f, "<td>%d/%d</td><td>", sqlite3_column_int(st, 5), sqlite3_column_int(st, 6));
        page_time(f, sqlite3_column_double(st, 4));
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>", f);
}

static void jobs(struct request *r, FILE *f)
{
    sqlite3_stmt *st = store_query("SELECT id, kind, state, coalesce(error, ''), attempts FROM jobs"
                                   " ORDER BY state != 'failed', id DESC LIMIT 50",
                                   "");
    fputs("<h2>Matches</h2><table class=\"list\"><thead><tr><th>#</th><th>Kind</th><th>State</th><th>Error</th>"
          "<th></th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">%lld</a></td>", id, id);
        page_cells(f, st, 1, 3);
        fputs("<td><form method=\"post\" action=\"/admin/rerun\" class=\"inline\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"job\" value=\"%lld\"><button>Play again</button></form></td></tr>", id);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>", f);
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
                  "<table class=\"list\"><thead><tr><th>What</th><th>State</th><th>Attempts</th><th>Last error</th>"
                  "<th></th></tr></thead><tbody>",
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
        fputs("</tbody></table><form method=\"post\" action=\"/admin/again\" class=\"inline\">", f);
        page_csrf(r);
        fputs("<input type=\"hidden\" name=\"all\" value=\"1\"><button>Judge them all again</button></form>", f);
    }
}

static void disk(FILE *f)
{
    struct disk_usage u;
    retention_usage(&u);
    const double mb = 1024.0 * 1024.0;
    fprintf(f, "<h2>Disk</h2><table class=\"list\"><tbody><tr><td>the course database</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>the course's files</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>of which replays (%lld matches)</td><td class=\"n\">%.1f MB</td></tr>"
               "<tr><td>free on its disk</td><td class=\"n\">%.1f GB</td></tr></tbody></table>",
            (double)u.database / mb, (double)u.files / mb, u.matches, (double)u.replays / mb, (double)u.free / (mb * 1024));
    fprintf(f, "<p>Kept: each player's newest %ld ladder replays", retention_newest());
    if (retention_days() > 0)
        fprintf(f, ", none older than %g days", retention_days());
    fprintf(f, " (--keep-replays, --keep-days); %lld ladder replays removed so far, their scores kept.</p>", u.pruned);
}

/* GET /admin/similar: the course's similar code (bin/arena-server similar, the same
 * command a teacher runs, in a process of its own), its ranked pairs and side-by-side
 * views. Teachers only: the route is theirs. */
void page_admin_similar(struct request *r)
{
    char self[4200], out[4200], *said = NULL;
    snprintf(self, sizeof self, "%s/arena-server", course.bin_dir);
    snprintf(out, sizeof out, "%s/similar.html", course.files);
    char *argv[] = {self, "similar", course.db_path, "--top", "100", "--html", out, NULL};
    int status = run_capture(argv, &said);
    free(said);
    if (status != 0) {
        page_message(r, 503, "Not made", "The similarity report could not be made (see the server's log).");
        return;
    }
    page_file(r, out, "text/html; charset=utf-8", NULL);
}

/* ---- the final tournament ---- */

static pthread_mutex_t final_lock = PTHREAD_MUTEX_INITIALIZER;
static int final_running;

static void final_path(char *path, size_t size, const char *name)
{
    snprintf(path, size, "%s/final/%s", course.files, name);
}

static void *run_final(void *arg)
{
    char **argv = arg, *out = NULL;
    int status = run_capture(argv, &out);
    char path[4096];
    final_path(path, sizeof path, "log.txt");
    char *log = NULL;
    if (asprintf(&log, "%s\n(exit status %d)\n", out, status) >= 0)
        write_file(path, log, strlen(log));
    free(log);
    free(out);
    for (int k = 0; argv[k]; k++)
        free(argv[k]);
    free(argv);
    pthread_mutex_lock(&final_lock);
    final_running = 0;
    pthread_mutex_unlock(&final_lock);
    return NULL;
}

/* The chosen submission of every student in the ladder, as sources for bin/tournament. */
static int start_final(long long matches, char *why, size_t size)
{
    char dir[2048], src[4096];
    final_path(dir, sizeof dir, "src");
    remove_tree(dir);
    if (make_dirs(dir) < 0) {
        snprintf(why, size, "cannot make the final's folder (see the server's log)");
        return -1;
    }
    char *players = xstrdup("Dummy");
    sqlite3_stmt *st = store_query("SELECT s.file, s.source FROM representatives r JOIN submissions s ON s.id = r.submission"
                                   " WHERE r.disqualified IS NULL AND r.player IS NOT NULL ORDER BY r.user",
                                   "");
    int n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        snprintf(src, sizeof src, "%s/%s", dir, (const char *)sqlite3_column_text(st, 0));
        if (write_file(src, sqlite3_column_blob(st, 1), (size_t)sqlite3_column_bytes(st, 1)) < 0)
            continue;
        char *more;
        if (asprintf(&more, "%s,%s", players, src) < 0)
            break;
        free(players);
        players = more;
        n++;
    }
    sqlite3_finalize(st);
    if (n < 1) {
        free(players);
        snprintf(why, size, "no student has a qualified player yet");
        return -1;
    }
    char **argv = xcalloc(20, sizeof *argv);
    int a = 0;
    char html_path[4096], replays[4096];
    final_path(html_path, sizeof html_path, "report.html");
    final_path(replays, sizeof replays, "replays");
    if (asprintf(&argv[a++], "%s/tournament", course.bin_dir) < 0 || !(argv[a++] = xstrdup(course.t.game)) ||
        asprintf(&argv[a++], "--players=%s", players) < 0 || asprintf(&argv[a++], "--db=%s", course.db_path) < 0 ||
        asprintf(&argv[a++], "--html=%s", html_path) < 0 || asprintf(&argv[a++], "--replays=%s", replays) < 0 ||
        asprintf(&argv[a++], "--matches=%lld", matches) < 0 || asprintf(&argv[a++], "--seed=%lld", course.seed) < 0 ||
        asprintf(&argv[a++], "--viewer-url=/games/%s/viewer/viewer.html", course.t.game) < 0 ||
        !(argv[a++] = xstrdup("--replays-url=/final/replays")) ||
        !(argv[a++] = xstrdup("-q")))
        die("out of memory");
    if (course.t.cpu_seconds > 0 && asprintf(&argv[a++], "--cpu=%g", course.t.cpu_seconds) < 0)
        die("out of memory");
    free(players);
    pthread_t thread;
    if (pthread_create(&thread, NULL, run_final, argv) != 0) {
        snprintf(why, size, "cannot start it");
        return -1;
    }
    pthread_detach(thread);
    return 0;
}

static void final_section(struct request *r, FILE *f)
{
    char path[4096];
    final_path(path, sizeof path, "report.html");
    pthread_mutex_lock(&final_lock);
    int running = final_running;
    pthread_mutex_unlock(&final_lock);
    fputs("<h2>Final tournament</h2>", f);
    if (running)
        fputs("<p class=\"pending\" data-refresh=\"5\">The final is being played…</p>", f);
    struct stat st;
    if (stat(path, &st) == 0)
        fputs("<p><a href=\"/final/report.html\">The final's report</a> · <a href=\"/final/log.txt\">its log</a></p>", f);
    fputs("<form method=\"post\" action=\"/admin/final\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Matches <input name=\"count\" type=\"number\" min=\"1\" value=\"100\"></label>"
          "<button>Play the final with each student's chosen submission</button></form>",
          f);
}

void page_admin(struct request *r)
{
    FILE *f = page_begin(r, "Course");

    /* started with --unsandboxed-compiles: the teacher must know what that leaves open */
    if (unsandboxed_compiles)
        page_notice(f, "Warning: submissions are compiled without the sandbox (--unsandboxed-compiles): a "
                       "student's file can read the server's files (course.db, other students' sources). "
                       "See docs/server.md, the compile sandbox.");

    fprintf(f, "<p>Game: %s · %d boards · qualification: %d of %d matches ahead of the Dummy · "
               "<a href=\"/admin/standings.csv\">standings as CSV</a> · <a href=\"/admin/similar\">similar code</a></p>",
            course.t.game, course.t.nb_boards, course.qualify_wins, course.qualify_matches);
    counts(f);
    internal_errors(r, f);
    disk(f);
    final_section(r, f);
    users(r, f);
    submissions(f);
    jobs(r, f);
    page_end(r);
}

void page_admin_action(struct request *r, const char *action)
{
    long long user = atoll(form_value(r, "user"));
    if (strcmp(action, "disqualify") == 0 || strcmp(action, "reinstate") == 0) {
        const char *reason = strcmp(action, "disqualify") == 0 ? form_value(r, "reason") : NULL;
        if (reason && !*reason)
            reason = "put out by the teacher";
        if (store_run("UPDATE users SET disqualified = ? WHERE id = ? AND role = 'student'", "ti", reason, user) < 0 ||
            judge_represent(user) < 0) {
            page_message(r, 503, "Database error", "It could not be stored.");
            return;
        }
        ladder_changed();
        ladder_refresh();
        page_redirect(r, "/admin");
    } else if (strcmp(action, "again") == 0) {
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
    } else if (strcmp(action, "rerun") == 0) {
        long long id = judge_rerun(atoll(form_value(r, "job")));
        char url[64];
        snprintf(url, sizeof url, "/matches/%lld", id);
        if (id < 0)
            page_message(r, 404, "Not found", "There is no such match.");
        else
            page_redirect(r, url);
    } else if (strcmp(action, "final") == 0) {
        long long matches = atoll(form_value(r, "count"));
        char why[256] = "";
        pthread_mutex_lock(&final_lock);
        int busy = final_running;
        if (!busy)
            final_running = 1;
        pthread_mutex_unlock(&final_lock);
        if (busy) {
            page_message(r, 409, "Already playing", "The final is being played already.");
            return;
        }
        if (start_final(matches > 0 ? matches : 100, why, sizeof why) < 0) {
            pthread_mutex_lock(&final_lock);
            final_running = 0;
            pthread_mutex_unlock(&final_lock);
            page_message(r, 409, "Not started", why);
            return;
        }
        page_redirect(r, "/admin");
    } else {
        page_message(r, 404, "Not found", "There is no such action.");
    }
}

/* A CSV field: quoted, and a leading = + - @ defused (a spreadsheet would run it). */
static void csv(FILE *f, const char *s)
{
    fputc('"', f);
    if (*s == '=' || *s == '+' || *s == '-' || *s == '@')
        fputc('\'', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
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
    fputs("rank,player,login,name,rating,mean_score,mean_place,matches,frozen,out\n", f);
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank);
    ladder_ranks(s, rank);
    for (int k = 0; k < s->n; k++) {
        const struct standing *p = &s->p[k];
        sqlite3_stmt *st = store_query("SELECT login, name FROM users WHERE player = ?", "t", p->name);
        int found = st && sqlite3_step(st) == SQLITE_ROW;
        if (rank[k])
            fprintf(f, "%d", rank[k]);
        fputc(',', f);
        csv(f, p->name);
        fputc(',', f);
        csv(f, found ? (const char *)sqlite3_column_text(st, 0) : "");
        fputc(',', f);
        csv(f, found ? (const char *)sqlite3_column_text(st, 1) : "");
        sqlite3_finalize(st);
        fprintf(f, ",%.3f,%.3f,%.3f,%ld,%ld,", rating_ordinal(p->rating), p->score_mean, p->place_mean, p->matches,
                p->faults);
        csv(f, p->rejected ? p->rejected : "");
        fputc('\n', f);
    }
    free(rank);
    ladder_release();
    fclose(f);
    page_bytes(r, "text/csv; charset=utf-8", out, size, "standings.csv");
    free(out);
}

void page_final(struct request *r, const char *rest)
{
    char path[4096];
    if (strcmp(rest, "report.html") == 0) {
        final_path(path, sizeof path, "report.html");
        page_file(r, path, "text/html; charset=utf-8", NULL);
        /* bin/tournament's page carries its data and code inline (the data escaped: no
         * "</script>" can come from a player's name) */
        r->csp = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' "
                 "data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
    } else if (strncmp(rest, "replays/", 8) == 0 && is_final_replay(rest + 8)) {
        /* the final's replays: its matches are everyone's to watch (no debug files, no logs) */
        final_path(path, sizeof path, rest);
        page_file(r, path, "application/gzip", NULL);
    } else if (strcmp(rest, "log.txt") == 0 && r->user.admin) {
        final_path(path, sizeof path, "log.txt");
        page_file(r, path, "text/plain; charset=utf-8", NULL);
    } else {
        page_message(r, 404, "Not found", "There is no such page.");
    }
}
