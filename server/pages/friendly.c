/* friendly.c — matches a student asks for: their player against up to three opponents of
 * their choice (qualified players of the class, the Dummy, their own earlier submissions)
 * on a board of their choice, and a series of 20 against an earlier submission of theirs,
 * seats rotated, with its win rate. Played after the qualifications, counted in no
 * standings, shown like any match (to the opponents too, each seeing only their own). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/board_list.h"
#include "judge/judge.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "schedule.h"
#include "store/store.h"

/* A student's friendly matches waiting at most (a series is allowed alone). */
enum { FRIENDLY_WAITING = 3, SERIES_MATCHES = 20, SEATS_MAX = 8 };

/* Submissions that can play: compiled (checked, then qualifying or decided). */
#define PLAYABLE "state IN ('qualifying', 'qualified', 'failed')"

struct seat_choice {
    long long sub;   /* 0: the Dummy */
    char name[16];   /* the name it plays under in this match */
};

/* The name a submission plays under: its player's name, or for one of the student's
 * other versions the name cut short and its number (Good_12): names must differ in a
 * match, and a name is at most 12 characters. */
static void version_name(const char *player, long long sub, int main_one, char name[16])
{
    char number[24] = "";
    int digits = main_one ? 0 : snprintf(number, sizeof number, "_%lld", sub);
    size_t keep = strlen(player) < (size_t)(12 - digits) ? strlen(player) : (size_t)(12 - digits);
    memcpy(name, player, keep);
    memcpy(name + keep, number, (size_t)digits + 1); /* ids stay far below 11 digits */
}

/* A submission of the user that can play, its player's name into player; 0 if none. */
static int own_playable(long long user, long long sub, char player[64])
{
    sqlite3_stmt *st = store_query("SELECT player FROM submissions WHERE id = ? AND user = ? AND " PLAYABLE, "ii", sub, user);
    int ok = st && sqlite3_step(st) == SQLITE_ROW;
    if (ok)
        snprintf(player, 64, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    return ok;
}

/* An opponent as the form gives it: "dummy", "player:NAME" (a qualified player of the
 * class: its representative), "sub:ID" (one of the student's own). 0 if not one. */
static int opponent(struct request *r, const char *value, struct seat_choice *c)
{
    memset(c, 0, sizeof *c);
    char player[64];
    if (!*value || strcmp(value, "dummy") == 0) {
        snprintf(c->name, sizeof c->name, "Dummy");
        return 1;
    }
    if (strncmp(value, "player:", 7) == 0) {
        sqlite3_stmt *st = store_query("SELECT submission, player FROM representatives WHERE player = ? AND"
                                       " disqualified IS NULL AND submission IS NOT NULL AND user != ?",
                                       "ti", value + 7, r->user.id);
        int ok = st && sqlite3_step(st) == SQLITE_ROW;
        if (ok) {
            c->sub = sqlite3_column_int64(st, 0);
            snprintf(c->name, sizeof c->name, "%.12s", (const char *)sqlite3_column_text(st, 1));
        }
        sqlite3_finalize(st);
        return ok;
    }
    if (strncmp(value, "sub:", 4) == 0 && own_playable(r->user.id, atoll(value + 4), player)) {
        c->sub = atoll(value + 4);
        version_name(player, c->sub, 0, c->name);
        return 1;
    }
    return 0;
}

/* Queues one friendly match (inside the caller's transaction): its id, or -1. */
static long long queue_match(long long user, long long mine, int board, long long seed, long long series,
                             const struct seat_choice seat[], int seats)
{
    if (store_run("INSERT INTO jobs(kind, tournament, submission, board, seed, created, requested_by, series)"
                  " VALUES('friendly', ?, ?, ?, ?, ?, ?, nullif(?, 0))",
                  "iiiidii", course.friendly_id, mine, (long long)board, seed, store_now(), user, series) < 0)
        return -1;
    long long job = sqlite3_last_insert_rowid(store_db());
    for (int s = 0; s < seats; s++)
        if ((seat[s].sub ? store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job, (long long)s, seat[s].name,
                                     seat[s].sub)
                         : store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii", job, (long long)s)) < 0)
            return -1;
    return job;
}

/* A fresh seed for a friendly match: the course's seed mixed with the time. */
static long long friendly_seed(long long salt)
{
    double now = store_now();
    return (long long)(schedule_mix((unsigned long long)course.seed, (unsigned long long)(now * 1e6) + (unsigned long long)salt) %
                       2147483647u);
}

static void form_page(struct request *r, const char *message, int status);

/* "1 friendly match", "2 friendly matches" (a static buffer: one call a sentence). */
static const char *matches_text(long long n)
{
    static _Thread_local char text[48];
    snprintf(text, sizeof text, "%lld friendly match%s", n, n == 1 ? "" : "es");
    return text;
}

static long long waiting_of(long long user)
{
    return store_int(0, "SELECT count(*) FROM jobs WHERE kind = 'friendly' AND requested_by = ? AND state IN"
                        " ('queued', 'running')", "i", user);
}

/* POST /friendly: one match (mine, opponent1..3, board) or a series (mine, versus). */
void page_friendly_post(struct request *r)
{
    char player[64], text[256];
    long long mine = atoll(form_value(r, "mine"));
    if (mine <= 0 || !own_playable(r->user.id, mine, player)) {
        form_page(r, "Choose one of your submissions that compiled.", 400);
        return;
    }
    long long waiting = waiting_of(r->user.id);
    int series = *form_value(r, "versus") != '\0';
    if (series ? waiting > 0 : waiting >= FRIENDLY_WAITING) {
        if (series)
            snprintf(text, sizeof text, "A series of %d matches is played alone, and you have %s waiting: ask for the "
                     "series when %s played.", SERIES_MATCHES, matches_text(waiting), waiting == 1 ? "it is" : "they are");
        else
            snprintf(text, sizeof text, "You have %s waiting (%d at most): ask for more when they are played.",
                     matches_text(waiting), FRIENDLY_WAITING);
        form_page(r, text, 429);
        return;
    }
    struct seat_choice seat[SEATS_MAX];
    memset(seat, 0, sizeof seat);
    int board = atoi(form_value(r, "board"));
    if (series) {
        long long versus = atoll(form_value(r, "versus"));
        char other[64];
        if (versus == mine || versus <= 0 || !own_playable(r->user.id, versus, other)) {
            form_page(r, "Choose another of your submissions to play against.", 400);
            return;
        }
        struct seat_choice a = {.sub = mine}, b = {.sub = versus};
        version_name(player, mine, 1, a.name);
        version_name(other, versus, strcmp(other, player) != 0, b.name);
        int ok = store_begin() == 0;
        long long first = 0;
        int active[BOARDS_MAX], nb_active = boards_active(active);
        for (int k = 0; ok && k < SERIES_MATCHES; k++) {
            int b_idx = active[k % nb_active], seats = boards_get(b_idx)->seats;
            for (int s = 0; s < seats && s < SEATS_MAX; s++) /* A B A B..., rotated a seat each match */
                seat[s] = (s + k) % 2 == 0 ? a : b;
            long long job = queue_match(r->user.id, mine, b_idx, friendly_seed(k), first, seat, seats);
            ok = job > 0;
            if (ok && !first) /* the series is named by its first match */
                ok = store_run("UPDATE jobs SET series = ? WHERE id = ?", "ii", first = job, job) == 0;
        }
        if (!ok || store_commit() < 0) {
            store_rollback();
            form_page(r, "The matches could not be stored (the server's database): try again.", 503);
            return;
        }
        judge_wake();
        page_redirect(r, "/friendly");
        return;
    }
    if (!boards_get(board) || boards_state(board) != BOARD_ACTIVE) {
        form_page(r, "Choose one of the course's boards.", 400);
        return;
    }
    int seats = boards_get(board)->seats;
    seat[0].sub = mine;
    version_name(player, mine, 1, seat[0].name);
    static const char *const fields[] = {"opponent1", "opponent2", "opponent3"};
    int given = 0;
    for (int k = 0; k < 3; k++) {
        const char *value = form_value(r, fields[k]);
        if (!*value)
            continue;
        if (given + 1 >= seats) {
            snprintf(text, sizeof text, "That board has %d seats: choose %d opponents at most.", seats, seats - 1);
            form_page(r, text, 400);
            return;
        }
        if (!opponent(r, value, &seat[++given])) {
            form_page(r, "That opponent is not a qualified player of the course, the Dummy or a submission of yours.",
                       400);
            return;
        }
        if (seat[given].sub == mine) {
            snprintf(text, sizeof text, "Opponent %d is your player itself (#%lld): choose another of your submissions, "
                     "another player or the Dummy.", k + 1, mine);
            form_page(r, text, 400);
            return;
        }
    }
    for (int s = given + 1; s < seats; s++)
        snprintf(seat[s].name, sizeof seat[s].name, "Dummy");
    /* two different players under one name cannot sit in one match */
    for (int a = 0; a < seats; a++)
        for (int b = a + 1; b < seats; b++)
            if (strcmp(seat[a].name, seat[b].name) == 0 && seat[a].sub != seat[b].sub) {
                snprintf(text, sizeof text, "Two players named %s cannot sit in one match.", seat[a].name);
                form_page(r, text, 400);
                return;
            }
    long long job = -1;
    if (store_begin() == 0)
        job = queue_match(r->user.id, mine, board, friendly_seed(0), 0, seat, seats);
    if (job < 0 || store_commit() < 0) {
        store_rollback();
        form_page(r, "The match could not be stored (the server's database): try again.", 503);
        return;
    }
    judge_wake();
    snprintf(text, sizeof text, "/matches/%lld", job);
    page_redirect(r, text);
}

/* The options of a select: the student's playable submissions. */
static void own_options(FILE *f, long long user, long long selected)
{
    sqlite3_stmt *st = store_query("SELECT id, player, state FROM submissions WHERE user = ? AND " PLAYABLE " ORDER BY id DESC",
                                   "i", user);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<option value=\"%lld\"%s>#%lld ", id, id == selected ? " selected" : "", id);
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs(" (", f);
        html(f, (const char *)sqlite3_column_text(st, 2));
        fputs(")</option>", f);
    }
    sqlite3_finalize(st);
}

static void opponent_select(FILE *f, struct request *r, const char *field)
{
    /* one Dummy: a seat not given is the Dummy's (the form's "dummy" is the same) */
    fprintf(f, "<select name=\"%s\"><option value=\"\">Dummy</option>", field);
    sqlite3_stmt *st = store_query("SELECT player FROM representatives WHERE player IS NOT NULL AND disqualified IS NULL AND"
                                   " submission IS NOT NULL AND user != ? ORDER BY player",
                                   "i", r->user.id);
    fputs("<optgroup label=\"Qualified players\">", f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        const char *name = (const char *)sqlite3_column_text(st, 0);
        fputs("<option value=\"player:", f);
        html(f, name);
        fputs("\">", f);
        html(f, name);
        fputs("</option>", f);
    }
    sqlite3_finalize(st);
    fputs("</optgroup><optgroup label=\"Your own submissions\">", f);
    st = store_query("SELECT id, player FROM submissions WHERE user = ? AND " PLAYABLE " ORDER BY id DESC", "i", r->user.id);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<option value=\"sub:%lld\">#%lld ", id, id);
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs("</option>", f);
    }
    sqlite3_finalize(st);
    fputs("</optgroup></select>", f);
}

/* A series' win rate for its first submission (a): a match is won by the submission
 * whose best seat scored more, a tie is half. */
static void series_result(FILE *f, long long series, long long a, long long b)
{
    sqlite3_stmt *m = store_query(
        "SELECT (SELECT max(x.score) FROM seats x JOIN job_seats js ON js.job = j.id AND js.seat = x.seat WHERE"
        " x.match = mt.id AND js.submission = ?), (SELECT max(x.score) FROM seats x JOIN job_seats js ON js.job = j.id"
        " AND js.seat = x.seat WHERE x.match = mt.id AND js.submission = ?) FROM jobs j JOIN matches mt ON"
        " mt.tournament = j.tournament AND mt.idx = j.id WHERE j.series = ? AND j.state = 'done'",
        "iii", a, b, series);
    double won = 0;
    int done = 0;
    while (m && sqlite3_step(m) == SQLITE_ROW) {
        int sa = sqlite3_column_int(m, 0), sb = sqlite3_column_int(m, 1);
        won += sa > sb ? 1 : sa == sb ? 0.5 : 0;
        done++;
    }
    sqlite3_finalize(m);
    if (done)
        fprintf(f, "#%lld won %g of %d (%.0f%%)", a, won, done, 100 * won / done);
}

/* A match's state in words: what the student waits for, or what happened. */
static const char *state_words(const char *state, int attempts)
{
    if (strcmp(state, "queued") == 0)
        return attempts ? "internal error: it will be played again" : "waiting";
    if (strcmp(state, "running") == 0)
        return "playing";
    if (strcmp(state, "done") == 0)
        return "played";
    return strcmp(state, "failed") == 0 ? "could not be played" : "internal error: it will be played again";
}

/* Everything the student asked for, newest first: each match (its seats, state, their
 * player's place and score) and each series (its win rate so far), linked. */
static const char ASKED[] =
    "SELECT j.id, j.series, j.created, j.board, j.state, j.attempts, j.submission,"
    " (SELECT group_concat(player, ', ') FROM (SELECT player FROM job_seats WHERE job = j.id ORDER BY seat)),"
    " ms.score, (SELECT count(*) FROM seats o WHERE o.match = m.id AND o.score > ms.score) + 1,"
    " (SELECT count(*) FROM seats o WHERE o.match = m.id),"
    " (SELECT min(js.submission) FROM job_seats js WHERE js.job = j.id AND js.submission != j.submission),"
    " (SELECT count(*) FROM jobs s WHERE s.series = j.id), (SELECT sum(s.state = 'done') FROM jobs s WHERE s.series = j.id)"
    " FROM jobs j LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
    " LEFT JOIN seats ms ON ms.match = m.id AND ms.seat = (SELECT min(seat) FROM job_seats WHERE job = j.id AND"
    " submission = j.submission)"
    " WHERE j.kind = 'friendly' AND j.requested_by = ? AND (j.series IS NULL OR j.series = j.id)"
    " ORDER BY j.id DESC LIMIT 30";

static void asked_table(FILE *f, long long user)
{
    sqlite3_stmt *st = store_query(ASKED, "i", user);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        if (!any++)
            fputs("<h2>What you asked for</h2>" PAGE_SCROLL("What you asked for") "<table class=\"list asked\"><thead><tr><th>Match</th><th>Asked</th>"
                  "<th>Players</th><th>Board</th><th>State</th><th>Result</th></tr></thead><tbody>",
                  f);
        long long id = sqlite3_column_int64(st, 0), mine = sqlite3_column_int64(st, 6);
        int series = sqlite3_column_type(st, 1) != SQLITE_NULL;
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">%lld</a>%s</td><td>", id, id, series ? " (series)" : "");
        page_time(f, sqlite3_column_double(st, 2));
        fputs("</td><td>", f);
        if (series) {
            long long b = sqlite3_column_int64(st, 11);
            int total = sqlite3_column_int(st, 12), done = sqlite3_column_int(st, 13);
            fprintf(f, "<a href=\"/submissions/%lld\">#%lld</a> against <a href=\"/submissions/%lld\">#%lld</a>, "
                       "seats rotated</td><td>every board</td><td>%d of %d played</td><td>",
                    mine, mine, b, b, done, total);
            series_result(f, id, mine, b);
        } else {
            html(f, (const char *)sqlite3_column_text(st, 7));
            fputs("</td><td>", f);
            html(f, boards_name(sqlite3_column_int(st, 3)));
            fputs("</td><td>", f);
            html(f, state_words((const char *)sqlite3_column_text(st, 4), sqlite3_column_int(st, 5)));
            fputs("</td><td>", f);
            if (sqlite3_column_type(st, 8) != SQLITE_NULL)
                fprintf(f, "place %d of %d, score %d", sqlite3_column_int(st, 9), sqlite3_column_int(st, 10),
                        sqlite3_column_int(st, 8));
        }
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    if (any)
        fputs("</tbody></table>" PAGE_SCROLL_END, f);
    else
        fputs("<p>You have asked for no friendly match yet.</p>", f);
}

/* The series' defaults: the representative (else the latest) against the newest earlier
 * one, or the latest against the one before it; 0 in *versus: only one compiled. */
static void series_defaults(long long user, long long rep, long long *mine, long long *versus)
{
    const char *earlier = "SELECT coalesce(max(id), 0) FROM submissions WHERE user = ? AND id < ? AND " PLAYABLE;
    long long latest = store_int(0, "SELECT coalesce(max(id), 0) FROM submissions WHERE user = ? AND " PLAYABLE, "i", user);
    char player[64];
    *mine = rep && own_playable(user, rep, player) ? rep : latest;
    *versus = store_int(0, earlier, "ii", user, *mine);
    if (!*versus && *mine != latest) {
        *mine = latest;
        *versus = store_int(0, earlier, "ii", user, *mine);
    }
}

static void form_page(struct request *r, const char *message, int status)
{
    FILE *f = page_begin(r, "Friendly matches");
    page_notice(f, message);
    long long rep = page_representative(r->user.id);
    fputs("<p>Play your player against the opponents of your choice: any qualified player of the class, the Dummy, or "
          "your own earlier submissions. Friendly matches are played after the qualifications and count in no "
          "standings; the other players' students see the match too, each only their own logs and marks.</p>"
          "<form method=\"post\" action=\"/friendly\" class=\"box\">",
          f);
    page_csrf(r);
    fputs("<label>Your player <select name=\"mine\">", f);
    own_options(f, r->user.id, rep);
    fputs("</select></label>", f);
    for (int k = 1; k <= 3; k++) {
        char field[16];
        snprintf(field, sizeof field, "opponent%d", k);
        fprintf(f, "<label>Opponent %d ", k);
        opponent_select(f, r, field);
        fputs("</label>", f);
    }
    fputs("<label>Board <select name=\"board\">", f);
    int active[BOARDS_MAX], nb_active = boards_active(active);
    for (int k = 0; k < nb_active; k++) {
        fprintf(f, "<option value=\"%d\">", active[k]);
        html(f, boards_name(active[k]));
        fprintf(f, " (%d seats)</option>", boards_get(active[k])->seats);
    }
    fputs("</select></label><button>Play</button></form>", f);
    fputs("<h2>This submission against an earlier one</h2>", f);
    long long mine, versus;
    series_defaults(r->user.id, rep, &mine, &versus);
    if (!versus) {
        fprintf(f, "<p>A series plays %d matches of one of your submissions against an earlier one, seats rotated: "
                   "you need two submissions that compiled (you have %s).</p>",
                SERIES_MATCHES, mine ? "one" : "none");
    } else {
        long long waiting = waiting_of(r->user.id);
        if (waiting)
            fprintf(f, "<p>A series is played alone: you have %s waiting, ask for it when %s played.</p>",
                    matches_text(waiting), waiting == 1 ? "it is" : "they are");
        fputs("<form method=\"post\" action=\"/friendly\" class=\"box\">", f);
        page_csrf(r);
        fputs("<label>This one <select name=\"mine\">", f);
        own_options(f, r->user.id, mine);
        fputs("</select></label><label>Against <select name=\"versus\">", f);
        own_options(f, r->user.id, versus);
        fprintf(f, "</select></label><button>Play %d matches, seats rotated</button></form>", SERIES_MATCHES);
    }
    asked_table(f, r->user.id);
    page_end(r);
    r->status = status;
}

void page_friendly(struct request *r)
{
    form_page(r, NULL, 200);
}
