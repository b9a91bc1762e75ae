/* pages.c — routes, login, the student's home, the standings, the kit, static files. */
#define _GNU_SOURCE
#include "pages/pages.h"

#include <errno.h>
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alloc.h"
#include "error.h"
#include "judge/ladder.h"
#include "store/board_list.h"
#include "paths.h"
#include "store/store.h"
#include "teacher/teacher.h"
#include "judge/verdict.h"

void page_time(FILE *f, double t)
{
    char text[32];
    time_t s = (time_t)t;
    struct tm tm;
    gmtime_r(&s, &tm);
    strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &tm); /* every time shown says its zone */
    fputs(text, f);
}

void page_game_command(FILE *f, const char *const players[], int n, long long seed, const char *board)
{
    fputs("./Game", f);
    for (int k = 0; k < n; k++) {
        fputc(' ', f);
        html(f, players[k]);
    }
    fprintf(f, " -s %lld", seed);
    if (board) {
        fputs(" -i ", f);
        html(f, board);
        fputs(" -o match.res", f);
    }
}

void page_match_cells(FILE *f, sqlite3_stmt *st)
{
    long long id = sqlite3_column_int64(st, 0);
    fprintf(f, "<td><a href=\"/matches/%lld\">%lld</a></td><td>", id, id);
    html(f, page_kind_name((const char *)sqlite3_column_text(st, 1)));
    fputs("</td><td>", f);
    html(f, boards_name(sqlite3_column_int(st, 2)));
    fputs("</td><td>", f);
    html(f, (const char *)sqlite3_column_text(st, 3));
    fputs("</td><td>", f);
    page_time(f, sqlite3_column_double(st, 4));
    fputs("</td>", f);
}

void page_cells(FILE *f, sqlite3_stmt *st, int first, int last)
{
    for (int col = first; col <= last; col++) {
        fputs("<td>", f);
        html(f, (const char *)sqlite3_column_text(st, col));
        fputs("</td>", f);
    }
}

long long page_representative(long long user)
{
    return store_int(0, "SELECT submission FROM representatives WHERE user = ?", "i", user);
}

/* ---- static files: the site's and the viewers' ---- */

static void static_file(struct request *r, const char *dir, const char *name)
{
    const char *type = web_static_type(name);
    if (!type) {
        page_message(r, 404, "Not found", "There is no such page.");
        return;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", paths_data(), dir, name);
    page_file(r, path, type, NULL);
}

/* /games/GAME/viewer/FILE */
static void viewer_file(struct request *r, const char *rest)
{
    char game[32], name[128];
    int used = 0;
    if (sscanf(rest, "%31[a-z]/viewer/%127s%n", game, name, &used) != 2 || rest[used]) {
        page_message(r, 404, "Not found", "There is no such page.");
        return;
    }
    char dir[128];
    snprintf(dir, sizeof dir, "games/%s/viewer", game);
    static_file(r, dir, name);
}

/* ---- login ---- */

static void login_page(struct request *r, const char *message, int status)
{
    /* the login form's CSRF token: a random cookie the form must repeat */
    const char *cookie = MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, "arena_login");
    char token[AUTH_TOKEN_HEX];
    if (cookie && strlen(cookie) == AUTH_TOKEN_HEX - 1) {
        snprintf(token, sizeof token, "%s", cookie);
    } else {
        auth_token(token);
        snprintf(r->cookie, sizeof r->cookie, "arena_login=%s; Path=/; HttpOnly; SameSite=Strict", token);
    }
    snprintf(r->user.csrf, sizeof r->user.csrf, "%s", token);
    FILE *f = page_begin(r, "Log in");
    page_notice(f, message);
    fputs("<form method=\"post\" action=\"/login\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Login <input name=\"login\" autocomplete=\"username\" required autofocus></label>"
          "<label>Password <input name=\"password\" type=\"password\" autocomplete=\"current-password\" required></label>"
          "<button>Log in</button></form><p>Your teacher gives you your login and password.</p>",
          f);
    page_end(r);
    r->status = status;
}

static void check_password(struct request *r)
{
    r->result = auth_login(form_value(r, "login"), form_value(r, "password"), r->ip, r->token, &r->wait);
}

static void login(struct request *r)
{
    const char *cookie = MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, "arena_login");
    snprintf(r->user.csrf, sizeof r->user.csrf, "%s", cookie ? cookie : "");
    if (!cookie || !form_csrf_ok(r)) {
        memset(&r->user, 0, sizeof r->user);
        login_page(r, "That form was not this site's (or it is too old): log in again.", 403);
        return;
    }
    memset(&r->user, 0, sizeof r->user);
    if (r->deferred != 2) { /* the password's hash is slow by design: off this thread */
        web_defer(r, check_password);
        return;
    }
    int got = r->result;
    if (got == 1) {
        snprintf(r->cookie, sizeof r->cookie, "arena_session=%s; Path=/; HttpOnly; SameSite=Strict%s", r->token,
                 getenv("ARENA_SECURE_COOKIES") ? "; Secure" : "");
        page_redirect(r, "/");
    } else if (got == 0) {
        login_page(r, "Wrong login or password.", 403);
    } else if (got == -1) {
        char text[160];
        snprintf(text, sizeof text, "Too many failed attempts for this login from here: wait %.0f seconds and try again.",
                 r->wait < 1 ? 1 : r->wait + 0.5);
        login_page(r, text, 429);
    } else {
        page_message(r, 503, "Database error", "The course database cannot be read just now: try again in a moment.");
    }
}

static void logout(struct request *r)
{
    auth_logout(r->session);
    snprintf(r->cookie, sizeof r->cookie, "arena_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    page_redirect(r, "/");
}

/* What changing a password gives (r->result indexes it), found off the request threads. */
static const char *const password_outcome[] = {
    "Your password is changed.", "The current password is wrong.", "A password has at least 10 characters.",
    "The two new passwords differ.", "The password could not be changed (database error).",
};

static void change_password(struct request *r)
{
    char encoded[AUTH_HASH_MAX] = "";
    sqlite3_stmt *st = store_query("SELECT password FROM users WHERE id = ?", "i", r->user.id);
    if (st && sqlite3_step(st) == SQLITE_ROW)
        snprintf(encoded, sizeof encoded, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    const char *now = form_value(r, "new");
    if (!auth_verify(encoded, form_value(r, "current")))
        r->result = 1;
    else if (strlen(now) < AUTH_PASSWORD_MIN)
        r->result = 2;
    else if (strcmp(now, form_value(r, "again")) != 0)
        r->result = 3;
    else
        /* a new password ends every other session (one opened with the old password too) */
        r->result = auth_set_user(r->user.login, r->user.name, r->user.admin, now, NULL) < 0 ||
                            auth_end_other_sessions(r->user.id, r->session) < 0
                        ? 4
                        : 0;
}

static void password(struct request *r, int post)
{
    if (post && r->deferred != 2) { /* two password hashes: off this thread */
        web_defer(r, change_password);
        return;
    }
    const char *message = post ? password_outcome[r->result] : NULL;
    FILE *f = page_begin(r, "Password");
    page_notice(f, message);
    fputs("<p>A new password has at least 10 characters, typed twice the same; it ends your other sessions.</p>"
          "<form method=\"post\" action=\"/password\" class=\"box\">", f);
    page_csrf(r);
    fputs("<label>Current password <input name=\"current\" type=\"password\" autocomplete=\"current-password\" required>"
          "</label><label>New password <input name=\"new\" type=\"password\" autocomplete=\"new-password\" minlength=\"10\" "
          "required></label><label>Again <input name=\"again\" type=\"password\" autocomplete=\"new-password\" required>"
          "</label><button>Change it</button></form>",
          f);
    page_end(r);
}

/* ---- the student's home ---- */

static void submissions_table(struct request *r, FILE *f, long long rep)
{
    sqlite3_stmt *st = store_query("SELECT id, file, at, CASE WHEN state = 'queued' AND attempts > 0 THEN 'error' ELSE"
                                   " state END, wins, played FROM submissions WHERE user = ?"
                                   " ORDER BY id DESC",
                                   "i", r->user.id);
    int pending = 0, any = 0;
    fputs("<table class=\"list\"><thead><tr><th>#</th><th>File</th><th>Sent</th><th>Verdict</th>"
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
    fputs("</tbody></table>", f);
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
    fputs("<table class=\"list matches\"><thead><tr><th>Match</th><th>Kind</th><th>Board</th><th>Played as</th>"
          "<th>Opponents</th><th>State</th><th>Place</th><th>Score</th><th>Frozen</th></tr></thead><tbody>",
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
    fputs("</tbody></table>", f);
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

/* Where the student's player stands in the ladder: rank, rating, place, matches. */
static void my_standing(FILE *f, const char *player)
{
    const struct standings *s = ladder_acquire();
    if (!s)
        return;
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank), ranked = 0, found = 0;
    ladder_ranks(s, rank);
    for (int k = 0; k < s->n; k++)
        ranked += rank[k] > 0;
    for (int k = 0; k < s->n && player[0]; k++) {
        const struct standing *p = &s->p[k];
        if (strcmp(p->name, player) != 0 || !p->matches)
            continue;
        found = 1;
        fputs("<p class=\"standing\">In the <a href=\"/standings\">standings</a>: ", f);
        if (rank[k])
            fprintf(f, "<strong>rank %d of %d</strong>", rank[k], ranked);
        else
            fputs("<strong>out of the ranking</strong>", f);
        fprintf(f, " · rating %.1f · mean place %.2f · mean score %.1f · %ld ladder matches, %ld frozen</p>",
                rating_ordinal(p->rating), p->place_mean, p->score_mean, p->matches, p->faults);
    }
    if (!found)
        fputs("<p class=\"standing\">In the <a href=\"/standings\">standings</a>: not ranked yet (a qualified player "
              "enters the ladder and is ranked after its first ladder matches).</p>", f);
    free(rank);
    ladder_release();
}

void page_home(struct request *r)
{
    if (!r->user.id) {
        login_page(r, NULL, 200);
        return;
    }
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
    my_standing(f, player);
    if (disqualified[0]) {
        fputs("<p class=\"message\">Your player is out of the ladder: ", f);
        html(f, disqualified);
        fputs("</p>", f);
    }
    double now = store_now();
    if (course.closes && now >= (double)course.closes)
        fputs("<p class=\"message\">The competition is closed: no more submissions.</p>", f);
    else {
        fputs("<form method=\"post\" action=\"/submit\" enctype=\"multipart/form-data\" class=\"box\">", f);
        page_csrf(r);
        fprintf(f, "<label>Your player (AIName.c in C, or AIName.cc in C++; at most %d KB) "
                   "<input type=\"file\" name=\"source\" accept=\".c,.cc\" required></label><button>Submit</button></form>",
                course.upload_kb);
        fprintf(f, "<p>To enter the ladder, a submission must finish ahead of every Dummy in %d of %d matches (the same "
                   "file always plays the same ones).</p>",
                course.qualify_wins, course.qualify_matches);
    }
    fputs("<p><a href=\"/friendly\">Friendly matches</a>: against the players of your choice, or your own earlier "
          "submissions.</p><h2>Your submissions</h2>", f);
    submissions_table(r, f, rep);
    my_matches(r, f);
    fputs("<p><a href=\"/password\">Change your password</a></p>", f);
    page_end(r);
}

/* ---- standings ---- */

/* Each ladder player's qualification: its representative's wins against the Dummy. */
struct qualification {
    char player[64];
    int wins, played;
};

static struct qualification *qualifications(int *n)
{
    struct qualification *q = NULL;
    *n = 0;
    sqlite3_stmt *st = store_query("SELECT r.player, s.wins, s.played FROM representatives r JOIN submissions s"
                                   " ON s.id = r.submission WHERE r.player IS NOT NULL",
                                   "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        q = xrealloc(q, (size_t)(*n + 1) * sizeof *q);
        snprintf(q[*n].player, sizeof q[*n].player, "%s", (const char *)sqlite3_column_text(st, 0));
        q[*n].wins = sqlite3_column_int(st, 1);
        q[(*n)++].played = sqlite3_column_int(st, 2);
    }
    sqlite3_finalize(st);
    return q;
}

static void beats_the_dummy(FILE *f, const struct qualification *q, int n, const char *player)
{
    for (int k = 0; k < n; k++)
        if (strcmp(q[k].player, player) == 0) {
            fprintf(f, "yes (%d of %d)", q[k].wins, q[k].played);
            return;
        }
    fputs("yes", f);
}

void page_standings(struct request *r)
{
    int nq;
    struct qualification *q = qualifications(&nq);
    const struct standings *s = ladder_acquire();
    if (!s) {
        free(q);
        page_message(r, 503, "Database error", "The standings cannot be read just now: try again in a moment.");
        return;
    }
    FILE *f = page_begin(r, "Standings");
    fprintf(f, "<p>%ld ladder matches played. Rating: the Weng–Lin estimate of skill less three times its "
               "uncertainty; it grows as a player plays.</p>",
            s->nb_matches);
    fputs("<table class=\"list standings\"><thead><tr><th>#</th><th>Player</th><th>Rating</th><th>Mean score</th>"
          "<th>Mean place</th><th>Matches</th><th>Beats the Dummy</th><th>Frozen</th></tr></thead><tbody>",
          f);
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank);
    ladder_ranks(s, rank);
    for (int k = 0; k < s->n; k++) {
        const struct standing *p = &s->p[k];
        if (strcmp(p->name, "Dummy") == 0)
            continue;
        fputs(p->rejected ? "<tr class=\"out\"><td>–" : "<tr><td>", f);
        if (rank[k])
            fprintf(f, "%d", rank[k]);
        fputs("</td><td>", f);
        html(f, p->name);
        /* why is the student's and the teachers' business, not the class's */
        if (p->rejected)
            fputs(" <small>(out)</small>", f);
        if (p->matches)
            fprintf(f, "</td><td>%.1f</td><td>%.1f</td><td>%.2f</td><td>%ld</td><td>", rating_ordinal(p->rating),
                    p->score_mean, p->place_mean, p->matches);
        else
            fputs("</td><td></td><td></td><td></td><td>0</td><td>", f);
        beats_the_dummy(f, q, nq, p->name);
        if (p->matches)
            fprintf(f, "</td><td>%ld</td></tr>", p->faults);
        else
            fputs("</td><td></td></tr>", f);
    }
    ladder_release();
    free(rank);
    free(q);
    fputs("</tbody></table>", f);
    page_end(r);
}

/* ---- routes ---- */

/* The id at the start of a path's rest ("12" or "12/..."): 1 or more digits, no sign, no
 * leading 0, not more than a long long holds; 0 if it is none. */
static int id_of(const char *text, long long *id, const char **rest)
{
    char *end;
    if (*text < '1' || *text > '9')
        return 0;
    errno = 0;
    *id = strtoll(text, &end, 10);
    if (errno == ERANGE || (*end && *end != '/'))
        return 0;
    *rest = end;
    return 1;
}


void pages_route(struct request *r)
{
    const char *u = r->url;
    int post = strcmp(r->method, "POST") == 0;
    long long id;
    const char *rest;
    if (!post && strcmp(u, "/") == 0)
        ANSWER(page_home(r));
    if (!post && strcmp(u, "/favicon.ico") == 0) /* none: not a 404 in every console */
        ANSWER(r->status = 204);
    if (!post && (strcmp(u, "/site.css") == 0 || strcmp(u, "/site.js") == 0))
        ANSWER(static_file(r, "server", u + 1));
    if (!post && strncmp(u, "/viewer/common/", 15) == 0)
        ANSWER(static_file(r, "viewer/common", u + 15));
    if (!post && strncmp(u, "/games/", 7) == 0)
        ANSWER(viewer_file(r, u + 7));
    if (post && strcmp(u, "/login") == 0)
        ANSWER(login(r));
    if (!post && strcmp(u, "/standings") == 0)
        ANSWER(page_standings(r));
    /* everything else is for a logged-in user, and a form must be this site's */
    if (!r->user.id) {
        if (post)
            ANSWER(page_message(r, 403, "Log in first", "You are not logged in (or your session ended): log in again."));
        ANSWER(page_redirect(r, "/"));
    }
    if (post && !form_csrf_ok(r))
        ANSWER(page_message(r, 403, "Forged form", "That form was not sent from this site's page: nothing was done."));
    if (post && strcmp(u, "/logout") == 0)
        ANSWER(logout(r));
    if (strcmp(u, "/password") == 0)
        ANSWER(password(r, post));
    if (!post && strcmp(u, "/kit") == 0) {
        char path[4096], name[64];
        snprintf(path, sizeof path, "%s/kit.tar.gz", course.files);
        snprintf(name, sizeof name, "%s-kit.tar.gz", course.t.game);
        ANSWER(page_file(r, path, "application/gzip", name));
    }
    if (post && strcmp(u, "/submit") == 0)
        ANSWER(page_submit(r));
    if (post && strcmp(u, "/choose") == 0)
        ANSWER(page_choose(r));
    if (strcmp(u, "/friendly") == 0)
        ANSWER(post ? page_friendly_post(r) : page_friendly(r));
    if (strcmp(u, "/boards") == 0)
        ANSWER(post ? page_boards_post(r) : page_boards(r));
    if (!post && strncmp(u, "/boards/", 8) == 0)
        ANSWER(page_board_file(r, u + 8));
    if (!post && strncmp(u, "/submissions/", 13) == 0 && id_of(u + 13, &id, &rest))
        ANSWER(page_submission(r, id, rest));
    if (!post && strncmp(u, "/matches/", 9) == 0 && id_of(u + 9, &id, &rest))
        ANSWER(page_match(r, id, rest));
    if (strncmp(u, "/final/", 7) == 0 && !post)
        ANSWER(page_final(r, u + 7));
    if (r->user.admin) {
        if (teacher_route(r, post))
            return;
        if (!post && strcmp(u, "/admin") == 0)
            ANSWER(page_admin(r));
        if (!post && strcmp(u, "/admin/standings.csv") == 0)
            ANSWER(page_admin_csv(r));
        if (!post && strcmp(u, "/admin/similar") == 0)
            ANSWER(page_admin_similar(r));
        if (strcmp(u, "/admin/boards") == 0)
            ANSWER(post ? page_admin_boards_post(r) : page_admin_boards(r));
        if (post && strncmp(u, "/admin/", 7) == 0)
            ANSWER(page_admin_action(r, u + 7));
    }
    page_message(r, 404, "Not found", "There is no such page.");
}
