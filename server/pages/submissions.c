/* submissions.c — a student's upload, its verdict page, its source, the choice of the
 * submission that represents them. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hash.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "store/board_list.h"
#include "store/store.h"
#include "judge/verdict.h"

/* Submissions of a student waiting for their verdict at most: one student's flood
 * cannot fill the queue. */
enum { MAX_WAITING = 3 };

/* AIName.c or AIName.cc with Name an identifier of 1 to 12 characters: Name into player. */
static int player_of_file(const char *file, char player[16])
{
    size_t n = strlen(file);
    const char *dot = strrchr(file, '.');
    if (strncmp(file, "AI", 2) != 0 || !dot || (strcmp(dot, ".c") != 0 && strcmp(dot, ".cc") != 0))
        return 0;
    size_t len = (size_t)(dot - file) - 2;
    if (len < 1 || len > 12 || n > 64)
        return 0;
    for (size_t k = 0; k < len; k++) {
        char c = file[2 + k];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (k > 0 && c >= '0' && c <= '9')))
            return 0;
    }
    memcpy(player, file + 2, len);
    player[len] = '\0';
    return 1;
}

/* 2 if the name is a player of the kit's (Dummy, Null, Demo...), 1 if held by another
 * student (the first whose player of that name compiled holds it), in any case; else 0. */
static int name_taken(const char *player, long long user)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/players/%s", course.bin_dir, course.t.game);
    DIR *kit = opendir(path);
    int taken = 0;
    for (struct dirent *e; kit && !taken && (e = readdir(kit));)
        taken = strcasecmp(e->d_name, player) == 0;
    if (kit)
        closedir(kit);
    return taken ? 2 : store_int(0, "SELECT count(*) FROM names WHERE name = ? AND user != ?", "ti", player, user) > 0;
}

/* An upload refused: why and what to do, the form to send the next one, the way back. */
static void refuse(struct request *r, int status, const char *title, const char *text)
{
    FILE *f = page_begin(r, title);
    page_notice(f, text);
    page_upload_form(r, f);
    fputs("<p><a href=\"/\">Back to your page</a></p>", f);
    page_end(r);
    r->status = status;
}

/* A form whose body is larger than the server takes (the router's, its body unread):
 * the limit and the size, and the form again. */
void page_too_large(struct request *r)
{
    char text[256];
    size_t kb = (r->received + 1023) / 1024;
    if (strcmp(r->url, "/submit") == 0) {
        snprintf(text, sizeof text, "That file is more than the course takes: a source is at most %d KB, and this "
                 "upload is %zu KB. Make it smaller and send it again below.", course.upload_kb, kb);
        refuse(r, 413, "Too large", text);
    } else {
        snprintf(text, sizeof text, "That is more than this form takes: at most %zu KB, and this upload is %zu KB.",
                 r->limit / 1024, kb);
        page_message(r, 413, "Too large", text);
    }
}

void page_submit(struct request *r)
{
    const struct form_field *src = form_field(r, "source");
    char player[16], locked[64] = "";
    double now = store_now();
    if (course.closes && now >= (double)course.closes) {
        page_message(r, 403, "Closed", "The competition is closed: no more submissions.");
        return;
    }
    if (course.opens && now < (double)course.opens) {
        page_message(r, 403, "Not open yet", "The competition is not open yet.");
        return;
    }
    if (!src || !src->filename[0]) {
        refuse(r, 400, "No file", "Choose your player's file (AIName.c or AIName.cc) before you submit.");
        return;
    }
    if (src->size == 0) {
        char said[256];
        snprintf(said, sizeof said, "%.128s is empty (0 bytes): choose the file your player is in, saved, and send it "
                 "again.", src->filename);
        refuse(r, 400, "Empty file", said);
        return;
    }
    /* the browser's name, without any folder it may give */
    const char *file = strrchr(src->filename, '/');
    file = file ? file + 1 : src->filename;
    if (!player_of_file(file, player)) {
        refuse(r, 400, "Not a player's file",
               "A player is one file named AIName.c (C) or AIName.cc (C++), Name being 1 to 12 letters, digits or _ "
               "(not starting with a digit).");
        return;
    }
    if (src->size > (size_t)course.upload_kb * 1024) {
        char said[256];
        snprintf(said, sizeof said, "%.128s is %zu KB: a source is at most %d KB. Make it smaller and send it again.",
                 file, (src->size + 1023) / 1024, course.upload_kb);
        refuse(r, 413, "Too large", said);
        return;
    }
    sqlite3_stmt *st = store_query("SELECT coalesce(player, ''), last_upload FROM users WHERE id = ?", "i", r->user.id);
    double last = 0;
    if (st && sqlite3_step(st) == SQLITE_ROW) {
        snprintf(locked, sizeof locked, "%s", (const char *)sqlite3_column_text(st, 0));
        last = sqlite3_column_double(st, 1);
    }
    sqlite3_finalize(st);
    if (now - last < course.upload_interval) {
        char wait[128];
        snprintf(wait, sizeof wait, "One submission every %d s: wait %.0f s, then send it again below.", course.upload_interval,
                 course.upload_interval - (now - last) + 0.5);
        refuse(r, 429, "Too soon", wait);
        return;
    }
    char text[512];
    const char *nul = memchr(src->value, '\0', src->size);
    if (nul) {
        snprintf(text, sizeof text, "%s holds a NUL byte (byte %zu): a player's source is text. Save it as plain text "
                 "(UTF-8) and send it again.", file, (size_t)(nul - src->value) + 1);
        refuse(r, 400, "Not a text file", text);
        return;
    }
    long long waiting = store_int(0, "SELECT count(*) FROM submissions WHERE user = ? AND state IN ('queued', 'compiling',"
                                     " 'qualifying', 'error')", "i", r->user.id);
    if (waiting >= MAX_WAITING) {
        snprintf(text, sizeof text, "You have %lld submissions waiting for their verdict: send the next one when one of "
                 "them is judged.", waiting);
        refuse(r, 429, "Wait for a verdict", text);
        return;
    }
    if (locked[0] && strcmp(locked, player) != 0) {
        snprintf(text, sizeof text, "Your player is named %s for the course: send AI%s.c or AI%s.cc.", locked, locked,
                 locked);
        refuse(r, 400, "Another name", text);
        return;
    }
    int taken = name_taken(player, r->user.id);
    if (taken) {
        snprintf(text, sizeof text, "The name %s is %s: rename your player, its file (AINewName.c or AINewName.cc) and "
                 "the line #define PLAYER_NAME NewName in it, then send it again.", player,
                 taken == 2 ? "a player of the kit's" : "another student's");
        refuse(r, 409, "Name taken", text);
        return;
    }
    char hash[T_HASH_HEX];
    long long id = 0;
    char *copy = strndup(src->value, src->size);
    hash_text(copy, hash);
    free(copy);
    if (store_begin() < 0 ||
        store_run("INSERT INTO submissions(user, file, player, source, hash, at) VALUES(?, ?, ?, ?, ?, ?)", "ittbtd",
                  r->user.id, file, player, src->value, (int)src->size, hash, now) < 0 ||
        (id = sqlite3_last_insert_rowid(store_db())) <= 0 ||
        store_run("UPDATE users SET last_upload = ? WHERE id = ?", "di", now, r->user.id) < 0) {
        store_rollback();
        refuse(r, 503, "Not stored", "Your file could not be stored (the server's database or disk): try again.");
        return;
    }
    /* the name is not held yet: the compile gives it (judge.c), so an upload the checker
     * refuses holds no name */
    if (store_commit() < 0) {
        refuse(r, 503, "Not stored", "Your file could not be stored (the server's database or disk): try again.");
        return;
    }
    judge_wake();
    snprintf(text, sizeof text, "/submissions/%lld", id);
    page_redirect(r, text);
}

/* GET /submissions/ID/source (the router lets its student and the teachers through) */
void page_submission_source(struct request *r)
{
    long long id = r->id[0];
    sqlite3_stmt *st = store_query("SELECT file, source FROM submissions WHERE id = ?", "i", id);
    if (st && sqlite3_step(st) == SQLITE_ROW) {
        char file[128];
        snprintf(file, sizeof file, "%s", (const char *)sqlite3_column_text(st, 0));
        /* shown in the browser (plain text: nothing of it runs), not downloaded */
        page_bytes(r, "text/plain; charset=utf-8", sqlite3_column_blob(st, 1), (size_t)sqlite3_column_bytes(st, 1), NULL);
        snprintf(r->disposition, sizeof r->disposition, "inline; filename=\"%s\"", file);
    } else {
        page_message(r, 404, "Not found", "There is no such submission.");
    }
    sqlite3_finalize(st);
}

/* Where a queued submission is, and when its verdict may come. */
static void queue_estimate(FILE *f, long long id)
{
    long long before = judge_queue_position(id);
    int workers = judge_workers() > 0 ? judge_workers() : 1;
    double wait = (double)(before + 1) * judge_compile_seconds() / workers;
    fprintf(f, "%lld submission%s before it (every student's first waits before anyone's second): "
               "checked in about %.0f s.", before, before == 1 ? "" : "s", wait < 1 ? 1 : wait);
}

static void qualification_matches(FILE *f, long long id, const char *player, int wins)
{
    fprintf(f, "<h2>Against the Dummy</h2><p>The verdict: %d matches against the Dummy, your player's seat moving "
               "from one to the next; it qualifies if it finishes ahead of every Dummy in %d of them (it won %d). The "
               "boards and seeds come from your source: the same file always plays these very matches, and gets the "
               "same verdict. Each can be played at home in the kit's folder with the command beside it.</p>",
            course.qualify_matches, course.qualify_wins, wins);
    sqlite3_stmt *st = store_query(
        "SELECT j.id, j.state, j.error, ms.score, ms.fault, ms.reason,"
        " (SELECT max(o.score) FROM seats o WHERE o.match = m.id AND o.seat != js.seat), j.board, j.seed, js.seat,"
        " (SELECT count(*) FROM job_seats a WHERE a.job = j.id)"
        " FROM jobs j JOIN job_seats js ON js.job = j.id AND js.submission = j.submission"
        " LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
        " LEFT JOIN seats ms ON ms.match = m.id AND ms.seat = js.seat"
        " WHERE j.submission = ? AND j.kind = 'qualify' ORDER BY j.id",
        "i", id);
    fputs(PAGE_SCROLL("Its matches") "<table class=\"list\"><thead><tr><th>Match</th><th>Board</th><th>Seed</th><th>State</th><th>Score</th>"
          "<th>Best Dummy</th><th>Won</th><th>Notes</th><th>At home</th></tr></thead><tbody>",
          f);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long job = sqlite3_column_int64(st, 0), seed = sqlite3_column_int64(st, 8);
        const char *state = (const char *)sqlite3_column_text(st, 1), *board = boards_name(sqlite3_column_int(st, 7));
        int seat = sqlite3_column_int(st, 9), seats = sqlite3_column_int(st, 10);
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">%lld</a></td><td>", job, job);
        html(f, board);
        fprintf(f, "</td><td>%lld</td><td>", seed);
        html(f, strcmp(state, "error") == 0 || (strcmp(state, "queued") == 0 && sqlite3_column_type(st, 2) != SQLITE_NULL)
                    ? "internal error: it will be played again"
                    : state);
        fputs("</td>", f);
        if (sqlite3_column_type(st, 3) != SQLITE_NULL) {
            int mine = sqlite3_column_int(st, 3), best = sqlite3_column_int(st, 6);
            fprintf(f, "<td>%d</td><td>%d</td><td>%s</td><td>", mine, best, mine > best ? "yes" : "no");
            const char *fault = (const char *)sqlite3_column_text(st, 4);
            if (fault && strcmp(fault, "ok") != 0) {
                fputs("stopped: ", f);
                html(f, (const char *)sqlite3_column_text(st, 5));
            }
        } else {
            fputs("<td></td><td></td><td></td><td>", f);
        }
        const char *players[T_MAX_SEATS];
        for (int k = 0; k < seats && k < T_MAX_SEATS; k++)
            players[k] = k == seat ? player : "Dummy";
        fputs("</td><td><code>", f);
        page_game_command(f, players, seats < T_MAX_SEATS ? seats : T_MAX_SEATS, seed, board);
        fputs("</code></td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

/* GET /submissions/ID (the router lets its student and the teachers through) */
void page_submission(struct request *r)
{
    long long id = r->id[0];
    if (!store_int(0, "SELECT count(*) FROM submissions WHERE id = ?", "i", id)) {
        page_message(r, 404, "Not found", "There is no such submission.");
        return;
    }
    sqlite3_stmt *st = store_query("SELECT file, at, state, coalesce(report, ''), wins, played, attempts, player"
                                   " FROM submissions WHERE id = ?", "i", id);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        page_message(r, 503, "Database error", "The submission cannot be read just now.");
        return;
    }
    char title[64];
    snprintf(title, sizeof title, "Submission %lld", id);
    FILE *f = page_begin(r, title);
    const char *state = (const char *)sqlite3_column_text(st, 2);
    int attempts = sqlite3_column_int(st, 6);
    char player[64];
    snprintf(player, sizeof player, "%s", (const char *)sqlite3_column_text(st, 7));
    fputs("<p><strong>", f);
    html(f, (const char *)sqlite3_column_text(st, 0));
    fputs("</strong>, sent ", f);
    page_time(f, sqlite3_column_double(st, 1));
    char verdict[512];
    verdict_of(id, verdict, sizeof verdict);
    fprintf(f, " (<a href=\"/submissions/%lld/source\">source</a>).</p><p class=\"verdict %s\">Verdict: <strong>", id,
            state);
    html(f, verdict);
    fputs("</strong>. ", f);
    if (strcmp(state, "queued") == 0 && attempts == 0)
        queue_estimate(f, id);
    else if (strcmp(state, "error") == 0 || strcmp(state, "queued") == 0)
        fputs("The server failed on its side; the teacher is told if it fails again.", f);
    else if (strcmp(state, "refused") == 0)
        fputs("The checker's and the compiler's messages follow.", f);
    else if (strcmp(state, "qualified") == 0)
        fputs("It plays in the ladder.", f);
    else if (strcmp(state, "failed") == 0)
        fputs("It does not enter the ladder: its matches are below, each to play again at home.", f);
    fputs("</p>", f);
    const char *report = (const char *)sqlite3_column_text(st, 3);
    if (report && *report) {
        fputs("<pre class=\"report\">", f);
        html(f, report);
        fputs("</pre>", f);
    }
    int pending = strcmp(state, "queued") == 0 || strcmp(state, "compiling") == 0 || strcmp(state, "qualifying") == 0 ||
                  strcmp(state, "error") == 0;
    int wins = sqlite3_column_int(st, 4), refused = strcmp(state, "refused") == 0;
    sqlite3_finalize(st);
    /* a refused submission (checker, compiler) plays no match: no "qualifies if" over an
     * empty table; nor one whose matches are not made yet */
    if (!refused && store_int(0, "SELECT count(*) FROM jobs WHERE submission = ? AND kind = 'qualify'", "i", id) > 0)
        qualification_matches(f, id, player, wins);
    if (pending)
        fputs("<p class=\"pending\" data-refresh=\"1\">Still judging: this page follows.</p>", f);
    fprintf(f, "<p class=\"ask\"><a href=\"/questions?submission=%lld\">Ask the teacher about this verdict</a></p>",
            id);
    page_end(r);
}

void page_choose(struct request *r)
{
    long long id = atoll(form_value(r, "submission"));
    if (id <= 0 || store_int(0, "SELECT user FROM submissions WHERE id = ? AND state = 'qualified'", "i", id) != r->user.id) {
        page_message(r, 404, "Not found", "There is no such qualified submission of yours.");
        return;
    }
    if (store_run("UPDATE users SET chosen = ? WHERE id = ?", "ii", id, r->user.id) < 0 || judge_represent(r->user.id) < 0) {
        page_message(r, 503, "Database error", "Your choice could not be stored: try again.");
        return;
    }
    ladder_changed();
    ladder_refresh();
    page_redirect(r, "/");
}
