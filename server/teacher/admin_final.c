/* admin_final.c — the final tournament: bin/tournament with each student's representative
 * (and the Dummy), on a thread of its own. Every final is kept: its row in the finals
 * table, its folder FILES/final/ID (sources, report, replays, log), its own tournament in
 * the records (seed: the course's + ID - 1). /final/report.html and /final/replays/...
 * are the latest report's (what students were given), /final/ID/... any final's. A
 * course's final played before finals were kept is in FILES/final itself: final 0. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <microhttpd.h>
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
#include "judge/freeze.h"
#include "judge/quiet.h"
#include "pages/common.h"
#include "schedule.h"
#include "store/store.h"
#include "teacher/teacher.h"

static const char new_final[] = "INSERT INTO finals(started, matches, players, seed, reveals) VALUES(?, ?, 0, 0, ?)";
static const char final_ended[] = "UPDATE finals SET finished = ?, status = ? WHERE id = ?";
/* the students' chosen players a final plays (the form counts them before, to say what it plays) */
#define REPRESENTED                                                                                                  \
    " FROM representatives r JOIN submissions s ON s.id = r.submission"                                              \
    " WHERE r.disqualified IS NULL AND r.player IS NOT NULL"
static const char the_players[] = "SELECT s.file, s.source" REPRESENTED " ORDER BY r.user";
static const char count_players[] = "SELECT count(*)" REPRESENTED;
static const char finals_list[] =
    "SELECT id, started, finished, matches, players, seed, status FROM finals ORDER BY id DESC";

static pthread_mutex_t final_lock = PTHREAD_MUTEX_INITIALIZER;
static long long final_running; /* the final being played (0: none) */

struct final_run {
    long long id, seed;
    char **argv;
};

/* bin/tournament, and again (the same command goes on) while matches the machine stopped
 * are left: the final ends with them played (quiet.h). Its status, its output into *out;
 * *stopped 1 if the server stopped while it waited. */
static int play_final(const struct final_run *run, char **out, int *stopped)
{
    int status = run_capture(run->argv, out);
    for (int waits = 1; status == 1 && quiet_final_matches(run->seed, NULL, NULL) > 0; waits++) {
        char *more = NULL, *both = NULL;
        if ((*stopped = quiet_final_wait(run->seed, waits) < 0))
            return status;
        status = run_capture(run->argv, &more);
        if (asprintf(&both, "%s\n(exit status 1: played on when the machine was quieter)\n%s", *out ? *out : "",
                     more ? more : "") < 0)
            die("out of memory");
        free(more);
        free(*out);
        *out = both;
    }
    return status;
}

static void *run_final(void *arg)
{
    struct final_run *run = arg;
    char *out = NULL, path[4200];
    int stopped = 0, status = play_final(run, &out, &stopped);
    final_path(path, sizeof path, run->id, "log.txt");
    char *log = NULL;
    if (asprintf(&log, "%s\n(exit status %d)\n", out, status) >= 0)
        write_file(path, log, strlen(log));
    free(log);
    free(out);
    if (!stopped) /* (else interrupted: the server stopped while it waited) */
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

/* A new final of `matches` matches, started on its thread (reveals: the frozen standings
 * at its end): its id, or -1 and why. */
static long long start_final(long long matches, int reveals, const int *board, int nb_boards, char *why, size_t size)
{
    if (store_run(new_final, "dii", store_now(), matches, (long long)reveals) < 0) {
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
        /* the way back from the report is the course's home (the report's own frame page is /final/ID) */
        !(argv[a++] = xstrdup("--back-url=/")) || !(argv[a++] = xstrdup("-q")))
        die("out of memory");
    if (course.t.cpu_seconds > 0 && asprintf(&argv[a++], "--cpu=%g", course.t.cpu_seconds) < 0)
        die("out of memory");
    if (asprintf(&argv[a++], "--memory=%d", course.t.memory_mb) < 0)
        die("out of memory");
    /* the boards the teacher chose (by default the boards in play), in turn */
    char *boards = NULL;
    size_t boards_size = 0;
    FILE *list = open_memstream(&boards, &boards_size);
    fputs("--boards=", list);
    for (int k = 0; k < nb_boards; k++)
        fprintf(list, "%s%s", k ? "," : "", boards_get(board[k])->path);
    fclose(list);
    argv[a++] = boards;
    free(players);
    struct final_run *run = xcalloc(1, sizeof *run);
    run->id = id;
    run->seed = seed;
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

/* The boards a final may be played on: in play, on trial or retired (not a student's
 * proposal, nor a declined board). */
static int final_board(int b)
{
    enum board_state state = boards_state(b);
    return boards_get(b) && (state == BOARD_ACTIVE || state == BOARD_TRIAL || state == BOARD_RETIRED);
}

/* The boards named in text (commas or spaces between them), or the boards in play if it
 * is empty: their number, or -1 with why. */
static int chosen_boards(const char *text, int board[BOARDS_MAX], char *why, size_t size)
{
    if (!text[strspn(text, ", \t\r\n")])
        return boards_active(board);
    char *copy = xstrdup(text), *save = NULL;
    int n = 0;
    for (char *name = strtok_r(copy, ", \t\r\n", &save); name; name = strtok_r(NULL, ", \t\r\n", &save)) {
        int found = -1;
        for (int b = 0; b < boards_count() && found < 0; b++)
            if (final_board(b) && strcmp(boards_name(b), name) == 0)
                found = b;
        for (int k = 0; k < n && found >= 0; k++)
            if (board[k] == found)
                found = -2; /* named twice: once is enough */
        if (found == -1 || n == BOARDS_MAX) {
            snprintf(why, size, "Boards: '%.64s' is not a board of the course in play, on trial or retired (see "
                     "the boards page).", name);
            free(copy);
            return -1;
        }
        if (found >= 0)
            board[n++] = found;
    }
    free(copy);
    return n;
}

/* The players a final started now plays: each student's chosen player, and the Dummy. */
static int final_players(void)
{
    return (int)store_int(0, count_players, "") + 1;
}

/* How many of the boards the matches reach: bin/tournament plays a block of `players`
 * matches on each board in turn (schedule.c), so a short final leaves the last ones out.
 * *all: the matches that reach every one. */
static int boards_reached(long long matches, int players, int n, long long *all)
{
    long long blocks = schedule_matches((long)matches, players) / players;
    *all = (long long)players * n;
    return blocks < n ? (int)blocks : n;
}

/* Why a final of `matches` on these boards plays the count it plays (schedule_explain()). */
static void explain(char *text, size_t size, long long matches, int players, const int *board, int n)
{
    int seats[BOARDS_MAX];
    for (int k = 0; k < n; k++)
        seats[k] = boards_get(board[k])->seats;
    schedule_explain(text, size, (long)matches, players, seats, n);
}

/* A final before the closing is a practice one: the students still submit, so it never
 * reveals frozen standings. */
static int practice(void)
{
    long long closes = course.closes;
    return closes && store_now() < (double)closes;
}

/* POST /admin/final: count, the matches; boards, the boards' names (empty: those in play);
 * reveal=1, the frozen standings revealed at its end. */
void page_admin_final(struct request *r)
{
    int reveals = strcmp(form_value(r, "reveal"), "1") == 0;
    if (reveals && practice()) {
        page_message(r, 400, "A practice final", "A final before the closing date is a practice one: it leaves the "
                     "standings frozen. Play it without \"Reveal the standings\", or reveal them from the dates' "
                     "section of the admin page.");
        return;
    }
    const char *given = form_value(r, "count");
    long long matches = *given ? atoll(given) : 100;
    if (matches < 1 || matches > 1000000 || strspn(given, "0123456789") != strlen(given)) {
        page_message(r, 400, "Bad request", "The final's matches: a number from 1 to 1000000.");
        return;
    }
    int board[BOARDS_MAX];
    char said[1024];
    int nb_boards = chosen_boards(form_value(r, "boards"), board, said, sizeof said);
    if (nb_boards < 0) {
        page_message(r, 400, "No such board", said);
        return;
    }
    long long all;
    int players = final_players(), reached = boards_reached(matches, players, nb_boards, &all);
    if (reached < nb_boards) { /* never a board left out without a word */
        int n = snprintf(said, sizeof said, "%lld matches reach only %d of the %d boards chosen (each board plays a "
                         "block of %d matches in turn, one a player: every player once in each seat), not ",
                         matches, reached, nb_boards, players);
        for (int k = reached; k < nb_boards && n < (int)sizeof said - 200; k++)
            n += snprintf(said + n, sizeof said - (size_t)n, "%s%s", k > reached ? ", " : "", boards_name(board[k]));
        snprintf(said + n, sizeof said - (size_t)n, ": ask for %lld matches or more, or name fewer boards.", all);
        page_message(r, 400, "Boards left out", said);
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
    long long id = start_final(matches, reveals, board, nb_boards, why, sizeof why);
    pthread_mutex_lock(&final_lock);
    if (id < 0)
        final_running = 0;
    else if (final_running == -1) /* not ended already */
        final_running = id;
    pthread_mutex_unlock(&final_lock);
    char to[64];
    snprintf(to, sizeof to, "/admin?final=%lld#finals", id);
    if (id < 0)
        page_message(r, 409, "Not started", why);
    else /* the admin page says what it plays */
        page_redirect(r, to);
}

static void final_row(FILE *f, sqlite3_stmt *st, long long running)
{
    long long id = sqlite3_column_int64(st, 0), asked = sqlite3_column_int64(st, 3);
    fprintf(f, "<tr><td>%lld</td><td>", id);
    page_time(f, sqlite3_column_double(st, 1));
    fputs("</td><td>", f);
    if (sqlite3_column_type(st, 2) != SQLITE_NULL)
        page_time(f, sqlite3_column_double(st, 2));
    int students = sqlite3_column_int(st, 4);
    fprintf(f, "</td><td class=\"n\">%d</td><td class=\"n\">%lld", students, final_replays(id));
    if (sqlite3_column_type(st, 2) == SQLITE_NULL) /* still playing: of the count it plays (the Dummy too) */
        fprintf(f, " of %ld", schedule_matches((long)asked, students + 1));
    fprintf(f, " (asked %lld)</td><td class=\"n\">%lld</td><td>", asked, sqlite3_column_int64(st, 5));
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

/* While the standings are frozen, whether the final reveals them: asked, never by default
 * (DOMjudge's scoreboard stays frozen until the jury unfreezes it). */
static void reveal_field(FILE *f)
{
    struct freeze z;
    freeze_now(&z);
    if (!z.frozen)
        return;
    if (practice()) {
        fputs("<p class=\"wide\">The standings are frozen for the students: a final before the closing (", f);
        page_time(f, (double)course.closes);
        fputs(") is a practice one and leaves them frozen.</p>", f);
    } else {
        fputs("<label class=\"choice wide\"><input type=\"checkbox\" name=\"reveal\" value=\"1\"> Reveal the "
              "standings to the students when it ends (frozen now; unticked, they stay frozen)</label>",
              f);
    }
}

/* After a final is started (/admin?final=ID): what it plays and why. */
static void started_notice(struct request *r, FILE *f)
{
    const char *given = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, "final");
    long long id = given && *given && strspn(given, "0123456789") == strlen(given) ? atoll(given) : -1;
    sqlite3_stmt *st = id > 0 ? store_query("SELECT matches, players FROM finals WHERE id = ?", "i", id) : NULL;
    if (st && sqlite3_step(st) == SQLITE_ROW) {
        long asked = (long)sqlite3_column_int64(st, 0);
        int students = sqlite3_column_int(st, 1), players = students + 1;
        long plays = schedule_matches(asked, players);
        char said[512], asked_text[48] = "";
        if (plays != asked)
            snprintf(asked_text, sizeof asked_text, " (asked %ld)", asked);
        snprintf(said, sizeof said, "Final %lld started: %ld matches%s, a multiple of its %d players (%d student%s "
                 "chosen player%s and the Dummy): each plays as many matches as the others, each seat as often as the "
                 "others.", id, plays, asked_text, players, students, students == 1 ? "'s" : "s'",
                 students == 1 ? "" : "s");
        page_notice(f, said);
    }
    sqlite3_finalize(st);
}

void admin_final_section(struct request *r, FILE *f)
{
    pthread_mutex_lock(&final_lock);
    long long running = final_running;
    pthread_mutex_unlock(&final_lock);
    fputs("<h2 id=\"finals\">Final tournaments</h2>", f);
    started_notice(r, f);
    if (running)
        fputs("<p class=\"pending\" data-refresh=\"5\">A final is being played…</p>", f);
    long long latest = final_latest();
    if (latest >= 0)
        fputs("<p>Students see the latest final's report at <a href=\"/final\">/final</a> (their home page links it); "
              "every final is kept below.</p>", f);
    fputs(PAGE_SCROLL("Final tournaments") "<table class=\"list\"><thead><tr><th>#</th><th>Started</th><th>Ended</th><th>Players</th>"
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
    int active[BOARDS_MAX], nb_active = boards_active(active), players = final_players();
    long long all;
    boards_reached(1, players, nb_active, &all);
    fprintf(f, "</tbody></table>" PAGE_SCROLL_END "<p>A final is played on the boards in play (%d: ", nb_active);
    for (int k = 0; k < nb_active; k++) {
        fputs(k ? ", " : "", f);
        html(f, boards_name(active[k]));
    }
    fprintf(f, "), or on those named below (boards on trial and retired too), each in turn for a block of as many "
               "matches as players, in which every player sits once in each seat: bin/tournament rounds the count up "
               "to whole blocks, and %lld matches or more reach every board in play (a count that leaves a board out "
               "is refused, saying which).</p>"
               "<form method=\"post\" action=\"/admin/final\" class=\"box\">",
            all);
    page_csrf(r);
    /* what the default count plays with the players qualified now (a student may qualify before the start) */
    char said[256];
    explain(said, sizeof said, 100, players, active, nb_active);
    fprintf(f, "<label>Matches <input name=\"count\" type=\"number\" min=\"1\" value=\"100\"></label>"
               "<p class=\"hint\" id=\"final-count\">Rounded up to a multiple of the %d players qualified now (%d "
               "students' chosen players and the Dummy), so that each plays as many matches as the others and each "
               "seat as often (the ranking, μ − 3σ, would favour those of more matches). With 100: ",
            players, players - 1);
    html(f, said);
    fputs(".</p><label class=\"wide\">Boards (names, by commas; empty: every board in play) <input name=\"boards\" "
          "placeholder=\"",
          f);
    for (int k = 0; k < nb_active; k++) {
        fputs(k ? ", " : "", f);
        html(f, boards_name(active[k]));
    }
    fputs("\"></label>", f);
    reveal_field(f);
    fputs("<button>Play a final with each student's chosen submission</button></form>", f);
}
