/* admin_final.c — the final tournament: bin/tournament with each student's representative
 * (and the Dummy), on a thread of its own. Every final is kept: its row in the finals
 * table, its folder FILES/final/ID (sources, report, replays, log), its own tournament in
 * the records (seed: the course's + ID - 1). /final/report.html and /final/replays/...
 * are the latest report's (what students were given), /final/ID/... any final's. A
 * course's final played before finals were kept is in FILES/final itself: final 0. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
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
#include "judge/files.h"
#include "pages/common.h"
#include "store/store.h"
#include "teacher/teacher.h"

static const char new_final[] = "INSERT INTO finals(started, matches, players, seed) VALUES(?, ?, 0, 0)";
static const char final_ended[] = "UPDATE finals SET finished = ?, status = ? WHERE id = ?";
static const char the_players[] =
    "SELECT s.file, s.source FROM representatives r JOIN submissions s ON s.id = r.submission"
    " WHERE r.disqualified IS NULL AND r.player IS NOT NULL ORDER BY r.user";
static const char finals_list[] =
    "SELECT id, started, finished, matches, players, seed, status FROM finals ORDER BY id DESC";

static pthread_mutex_t final_lock = PTHREAD_MUTEX_INITIALIZER;
static long long final_running; /* the final being played (0: none) */

struct final_run {
    long long id;
    char **argv;
};

static void *run_final(void *arg)
{
    struct final_run *run = arg;
    char *out = NULL, path[4200];
    int status = run_capture(run->argv, &out);
    final_path(path, sizeof path, run->id, "log.txt");
    char *log = NULL;
    if (asprintf(&log, "%s\n(exit status %d)\n", out, status) >= 0)
        write_file(path, log, strlen(log));
    free(log);
    free(out);
    store_run(final_ended, "dii", store_now(), (long long)status, run->id);
    store_thread_done();
    for (int k = 0; run->argv[k]; k++)
        free(run->argv[k]);
    free(run->argv);
    free(run);
    pthread_mutex_lock(&final_lock);
    final_running = 0;
    pthread_mutex_unlock(&final_lock);
    return NULL;
}

/* The representatives' sources into the final's folder: "Dummy,src/AIx.c,...", NULL if none. */
static char *write_players(long long id, int *n)
{
    char dir[4200], src[4400];
    final_path(dir, sizeof dir, id, "src");
    if (make_dirs(dir) < 0)
        return NULL;
    char *players = xstrdup("Dummy");
    sqlite3_stmt *st = store_query(the_players, "");
    *n = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        snprintf(src, sizeof src, "%s/%s", dir, (const char *)sqlite3_column_text(st, 0));
        if (write_file(src, sqlite3_column_blob(st, 1), (size_t)sqlite3_column_bytes(st, 1)) < 0)
            continue;
        char *more;
        if (asprintf(&more, "%s,%s", players, src) < 0)
            die("out of memory");
        free(players);
        players = more;
        (*n)++;
    }
    sqlite3_finalize(st);
    if (*n < 1) {
        free(players);
        return NULL;
    }
    return players;
}

/* A new final of `matches` matches, started on its thread: its id, or -1 and why. */
static long long start_final(long long matches, char *why, size_t size)
{
    if (store_run(new_final, "di", store_now(), matches) < 0) {
        snprintf(why, size, "the database could not store it");
        return -1;
    }
    long long id = sqlite3_last_insert_rowid(store_db()), seed = course.seed + id - 1;
    char dir[4200];
    final_path(dir, sizeof dir, id, "");
    remove_tree(dir); /* a final of this id whose row was dropped (none started) */
    int n = 0;
    char *players = write_players(id, &n);
    if (!players || store_run("UPDATE finals SET players = ?, seed = ? WHERE id = ?", "iii", (long long)n, seed, id) < 0) {
        snprintf(why, size, n ? "the final's folder could not be written (see the server's log)"
                              : "no student has a qualified player yet");
        free(players);
        store_run("DELETE FROM finals WHERE id = ?", "i", id);
        remove_tree(dir);
        return -1;
    }
    char **argv = xcalloc(24, sizeof *argv);
    int a = 0;
    char html_path[4200], replays[4200];
    final_path(html_path, sizeof html_path, id, "report.html");
    final_path(replays, sizeof replays, id, "replays");
    if (asprintf(&argv[a++], "%s/tournament", course.bin_dir) < 0 || !(argv[a++] = xstrdup(course.t.game)) ||
        asprintf(&argv[a++], "--players=%s", players) < 0 || asprintf(&argv[a++], "--db=%s", course.db_path) < 0 ||
        asprintf(&argv[a++], "--html=%s", html_path) < 0 || asprintf(&argv[a++], "--replays=%s", replays) < 0 ||
        asprintf(&argv[a++], "--matches=%lld", matches) < 0 || asprintf(&argv[a++], "--seed=%lld", seed) < 0 ||
        asprintf(&argv[a++], "--viewer-url=/games/%s/viewer/viewer.html", course.t.game) < 0 ||
        asprintf(&argv[a++], "--replays-url=/final/%lld/replays", id) < 0 ||
        asprintf(&argv[a++], "--title=%s — final %lld", course.title && *course.title ? course.title : course.t.game,
                 id) < 0 ||
        asprintf(&argv[a++], "--back-url=/final/%lld", id) < 0 || !(argv[a++] = xstrdup("-q")))
        die("out of memory");
    if (course.t.cpu_seconds > 0 && asprintf(&argv[a++], "--cpu=%g", course.t.cpu_seconds) < 0)
        die("out of memory");
    if (asprintf(&argv[a++], "--memory=%d", course.t.memory_mb) < 0)
        die("out of memory");
    /* the final is played on the boards in play, as the ladder */
    int active[BOARDS_MAX], nb_active = boards_active(active);
    char *boards = NULL;
    size_t boards_size = 0;
    FILE *list = open_memstream(&boards, &boards_size);
    fputs("--boards=", list);
    for (int k = 0; k < nb_active; k++)
        fprintf(list, "%s%s", k ? "," : "", boards_get(active[k])->path);
    fclose(list);
    argv[a++] = boards;
    free(players);
    struct final_run *run = xcalloc(1, sizeof *run);
    run->id = id;
    run->argv = argv;
    pthread_t thread;
    if (pthread_create(&thread, NULL, run_final, run) != 0) {
        store_run(final_ended, "dii", store_now(), -1LL, id);
        for (int k = 0; argv[k]; k++)
            free(argv[k]);
        free(argv);
        free(run);
        snprintf(why, size, "cannot start it");
        return -1;
    }
    pthread_detach(thread);
    return id;
}

/* POST /admin/final: count, the matches. */
void page_admin_final(struct request *r)
{
    const char *given = form_value(r, "count");
    long long matches = *given ? atoll(given) : 100;
    if (matches < 1 || matches > 1000000 || strspn(given, "0123456789") != strlen(given)) {
        page_message(r, 400, "Bad request", "The final's matches: a number from 1 to 1000000.");
        return;
    }
    char why[256] = "";
    pthread_mutex_lock(&final_lock);
    int busy = final_running != 0;
    if (!busy)
        final_running = -1; /* taken: being started */
    pthread_mutex_unlock(&final_lock);
    if (busy) {
        page_message(r, 409, "Already playing", "A final is being played already: wait for its end.");
        return;
    }
    long long id = start_final(matches, why, sizeof why);
    pthread_mutex_lock(&final_lock);
    if (id < 0)
        final_running = 0;
    else if (final_running == -1) /* not ended already */
        final_running = id;
    pthread_mutex_unlock(&final_lock);
    if (id < 0)
        page_message(r, 409, "Not started", why);
    else
        page_redirect(r, "/admin#finals");
}

static void final_row(FILE *f, sqlite3_stmt *st, long long running)
{
    long long id = sqlite3_column_int64(st, 0), asked = sqlite3_column_int64(st, 3);
    fprintf(f, "<tr><td>%lld</td><td>", id);
    page_time(f, sqlite3_column_double(st, 1));
    fputs("</td><td>", f);
    if (sqlite3_column_type(st, 2) != SQLITE_NULL)
        page_time(f, sqlite3_column_double(st, 2));
    fprintf(f, "</td><td class=\"n\">%d</td><td class=\"n\">%lld (asked %lld)</td><td class=\"n\">%lld</td><td>",
            sqlite3_column_int(st, 4), final_replays(id), asked, sqlite3_column_int64(st, 5));
    int status = sqlite3_column_int(st, 6);
    if (sqlite3_column_type(st, 2) == SQLITE_NULL)
        fputs(id == running ? "playing…" : "interrupted (the server stopped)", f);
    else if (status == 0)
        fputs("done", f);
    else
        fprintf(f, "failed (exit status %d: see its log)", status);
    fputs("</td><td>", f);
    if (final_exists(id, "report.html"))
        fprintf(f, "<a href=\"/final/%lld\">report</a> · ", id);
    fprintf(f, "<a href=\"/final/%lld/log.txt\">log</a></td></tr>", id);
}

void admin_final_section(struct request *r, FILE *f)
{
    pthread_mutex_lock(&final_lock);
    long long running = final_running;
    pthread_mutex_unlock(&final_lock);
    fputs("<h2 id=\"finals\">Final tournaments</h2>", f);
    if (running)
        fputs("<p class=\"pending\" data-refresh=\"5\">A final is being played…</p>", f);
    long long latest = final_latest();
    if (latest >= 0)
        fputs("<p>Students see the latest final's report at <a href=\"/final\">/final</a> (their home page links it); "
              "every final is kept below.</p>", f);
    fputs("<table class=\"list\"><thead><tr><th>#</th><th>Started</th><th>Ended</th><th>Players</th>"
          "<th>Matches played</th><th>Seed</th><th>State</th><th>Report and log</th></tr></thead><tbody>",
          f);
    sqlite3_stmt *st = store_query(finals_list, "");
    while (st && sqlite3_step(st) == SQLITE_ROW)
        final_row(f, st, running);
    sqlite3_finalize(st);
    if (final_exists(0, "report.html"))
        fprintf(f, "<tr><td>0</td><td colspan=\"3\">a final played before finals were kept</td><td class=\"n\">%lld</td>"
                   "<td></td><td>done</td><td><a href=\"/final/0\">report</a> · "
                   "<a href=\"/final/0/log.txt\">log</a></td></tr>",
                final_replays(0));
    fputs("</tbody></table><p>Matches are played by whole rotations of the seats (bin/tournament rounds the "
          "count up).</p><form method=\"post\" action=\"/admin/final\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Matches <input name=\"count\" type=\"number\" min=\"1\" value=\"100\"></label>"
          "<button>Play a final with each student's chosen submission</button></form>",
          f);
}
