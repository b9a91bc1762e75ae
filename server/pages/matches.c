/* matches.c — a match of one's own: its players and scores, the replay in the viewer,
 * one's own logs and debug marks (never another student's), the command that replays
 * it at home. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "store/board_list.h"
#include "judge/files.h"
#include "judge/judge.h"
#include "judge/retention.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "store/store.h"

struct seat_view {
    char player[64];
    char own_name[64];    /* the player's name in its file (a version plays as Name_12) */
    long long sub;        /* the submission that played (0: a kit player) */
    char ext[4];          /* its file's: c or cc */
    int mine, kit;        /* the requester's; a kit player (no submission: the Dummy...) */
    int frozen_round;
    int has_result, score;
    double cpu;
    char fault[16], reason[256];
};

/* The seats of a match; *mine the number of them that are the requester's. */
static int load_seats(struct request *r, long long job, struct seat_view seat[T_MAX_SEATS], int *mine)
{
    sqlite3_stmt *st = store_query(
        "SELECT js.seat, js.player, coalesce(s.user, 0), ms.score, ms.cpu_seconds, ms.fault, ms.reason,"
        " coalesce(s.player, js.player), js.submission IS NULL, coalesce(ms.frozen_round, 0),"
        " coalesce(js.submission, 0), coalesce(s.file, '') FROM job_seats js"
        " JOIN jobs j ON j.id = js.job LEFT JOIN submissions s ON s.id = js.submission"
        " LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
        " LEFT JOIN seats ms ON ms.match = m.id AND ms.seat = js.seat WHERE js.job = ? ORDER BY js.seat",
        "i", job);
    int n = 0;
    *mine = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW && n < T_MAX_SEATS) {
        struct seat_view *v = &seat[n++];
        memset(v, 0, sizeof *v);
        snprintf(v->player, sizeof v->player, "%s", (const char *)sqlite3_column_text(st, 1));
        v->mine = sqlite3_column_int64(st, 2) == r->user.id;
        snprintf(v->own_name, sizeof v->own_name, "%s", (const char *)sqlite3_column_text(st, 7));
        v->kit = sqlite3_column_int(st, 8);
        v->frozen_round = sqlite3_column_int(st, 9);
        v->sub = sqlite3_column_int64(st, 10);
        const char *dot = strrchr((const char *)sqlite3_column_text(st, 11), '.');
        snprintf(v->ext, sizeof v->ext, "%s", dot && strcmp(dot, ".cc") == 0 ? "cc" : "c");
        *mine += v->mine;
        if ((v->has_result = sqlite3_column_type(st, 3) != SQLITE_NULL)) {
            v->score = sqlite3_column_int(st, 3);
            v->cpu = sqlite3_column_double(st, 4);
            snprintf(v->fault, sizeof v->fault, "%s", (const char *)sqlite3_column_text(st, 5));
            const char *reason = (const char *)sqlite3_column_text(st, 6);
            snprintf(v->reason, sizeof v->reason, "%s", reason ? reason : "");
        }
    }
    sqlite3_finalize(st);
    return n;
}

/* Whether a debug file's line (not its header) is the requester's to see: a teacher sees
 * every seat's, a student their seats'. */
static int own_line(const struct request *r, const char *line, const struct seat_view *seat, int n)
{
    const char *s = strstr(line, "\"seat\":");
    if (r->user.admin)
        return 1;
    int k = s ? atoi(s + 7) : -1;
    return k >= 0 && k < n && seat[k].mine;
}

/* The match's debug file (written only when a player marked or wrote something), as a
 * stream of its lines, or NULL. */
static FILE *open_debug(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/replay.res.debug", dir);
    size_t size;
    char *text = match_file_text(path, &size);
    if (!text)
        return NULL;
    FILE *lines = fmemopen(NULL, size + 1, "w+"); /* (its own copy: freed at fclose) */
    if (lines && (fwrite(text, 1, size, lines) != size || fseek(lines, 0, SEEK_SET) != 0)) {
        fclose(lines);
        lines = NULL;
    }
    free(text);
    return lines;
}

/* Whether the requester has marks or output in the debug file: the page links it, and
 * tells the viewer to fetch it, only then (never a link to a 404). */
static int has_debug(const struct request *r, const char *dir, const struct seat_view *seat, int n)
{
    FILE *in = open_debug(dir);
    if (!in)
        return 0;
    char *line = NULL;
    size_t cap = 0;
    int found = 0;
    for (int first = 1; !found && getline(&line, &cap, in) > 0; first = 0)
        found = !first && own_line(r, line, seat, n);
    free(line);
    fclose(in);
    return found;
}

/* The debug file with only the lines the requester may see: the header and their seats';
 * a 404 when none is theirs. */
static void debug_file(struct request *r, const char *dir, const struct seat_view *seat, int n)
{
    FILE *in = open_debug(dir);
    if (!in) {
        page_message(r, 404, "Not found", "This match has no debug file.");
        return;
    }
    char *out = NULL, *line = NULL;
    size_t size = 0, cap = 0;
    FILE *f = open_memstream(&out, &size);
    int first = 1, kept = 0;
    while (getline(&line, &cap, in) > 0) {
        int keep = first || own_line(r, line, seat, n);
        if (keep)
            fputs(line, f);
        kept += keep && !first;
        first = 0;
    }
    free(line);
    fclose(in);
    fclose(f);
    if (kept)
        page_bytes(r, "application/x-ndjson; charset=utf-8", out, size, NULL);
    else
        page_message(r, 404, "Not found", "Your players wrote no debug marks nor output in this match.");
    free(out);
}

/* What a seat's log is: there (bytes to read), gone with the replay (retention), or never
 * written (the judge writes one only for a seat that wrote something or was stopped).
 * wrote: the seats that had one when the files were removed (jobs.wrote; -1: unknown). */
enum log_state { LOG_THERE, LOG_GONE, LOG_NONE };

static enum log_state log_state(const char *dir, int k, const struct seat_view *v, int gone, long long wrote,
                                char path[4200])
{
    struct stat st;
    if (snprintf(path, 4200, "%s/replay.res.gz.%d-%s.log", dir, k, v->player) < 4200 && stat(path, &st) == 0 &&
        st.st_size > 0)
        return LOG_THERE;
    return gone && (wrote < 0 || (k < 62 && (wrote >> k) & 1)) ? LOG_GONE : LOG_NONE;
}

/* A seat's log cell on the match's page: the link, or why there is none. */
static void log_cell(FILE *f, long long job, const char *dir, int k, const struct seat_view *v, int gone,
                     long long wrote)
{
    char path[4200];
    switch (log_state(dir, k, v, gone, wrote, path)) {
    case LOG_THERE: fprintf(f, " <a href=\"/matches/%lld/log/%d\">log</a>", job, k); break;
    case LOG_GONE: fputs(" <small>log removed with the replay</small>", f); break;
    case LOG_NONE: fputs(" <small>no log: it wrote nothing</small>", f); break;
    }
}

static void log_missing(struct request *r, long long job, int k, const char *why)
{
    FILE *f = page_begin(r, "No log");
    fprintf(f, "<p class=\"message\">Seat %d of match %lld has no log: %s</p><p><a href=\"/matches/%lld\">The "
               "match's page</a></p>",
            k, job, why, job);
    page_end(r);
}

static void seat_log(struct request *r, const char *dir, int k, const struct seat_view *seat, int n)
{
    if (k < 0 || k >= n) {
        page_message(r, 404, "Not found", "There is no such log.");
        return;
    }
    char path[4200], name[128];
    snprintf(name, sizeof name, "seat%d-%s.log", k, seat[k].player);
    int gone = store_int(0, "SELECT replay_gone FROM jobs WHERE id = ?", "i", r->id[0]) == 1;
    long long wrote = store_int(-1, "SELECT coalesce(wrote, -1) FROM jobs WHERE id = ?", "i", r->id[0]);
    switch (log_state(dir, k, &seat[k], gone, wrote, path)) {
    case LOG_THERE: {
        size_t size = 0;
        char *text = match_file_text(path, &size); /* (gzip-compressed as the replay is) */
        page_bytes(r, "text/plain; charset=utf-8", text ? text : "", size, name);
        free(text);
        break;
    }
    case LOG_GONE:
        log_missing(r, r->id[0], k, "it was removed with the replay (the course keeps its matches' files within its "
                                    "disk budget, the oldest removed first).");
        r->status = 410;
        break;
    case LOG_NONE:
        log_missing(r, r->id[0], k, "its player wrote nothing (no output on standard error) and was not stopped.");
        r->status = 404;
        break;
    }
}

/* A file beside the match's board (a Tron board's map), as the viewer asks for it. */
static void board_file(struct request *r, long long job, const char *name)
{
    const struct board *b = boards_get((int)store_int(-1, "SELECT board FROM jobs WHERE id = ?", "i", job));
    const char *slash = b ? strrchr(b->path, '/') : NULL;
    char path[4200];
    if (slash) {
        snprintf(path, sizeof path, "%.*s/%s", (int)(slash - b->path), b->path, name);
        page_file(r, path, "text/plain; charset=utf-8", NULL);
    } else {
        page_message(r, 404, "Not found", "There is no such file.");
    }
}

/* The replay in the viewer, which is told the debug file's URL, or that there is none
 * (debug= empty: it asks for nothing more). */
/* Why a ladder replay is gone: the course's rule (judge/retention.c). */
static void gone_sentence(FILE *f)
{
    char budget[32];
    retention_size_text(budget, sizeof budget, retention_budget());
    fprintf(f, "Replay no longer kept: the course keeps the ladder's replays within its disk budget (%s), the "
               "oldest removed first once older than %g hours; every player's newest is always kept.",
            budget, retention_min_age() / 3600);
}

static void viewer_frame(FILE *f, long long job, int debug)
{
    fprintf(f, "<iframe class=\"viewer\" title=\"the replay\" src=\"/games/%s/viewer/viewer.html?replay=/matches/%lld/"
               "replay.res.gz&amp;debug=", course.t.game, job);
    if (debug)
        fprintf(f, "/matches/%lld/replay.res.debug", job);
    fputs("\"></iframe>", f);
}

/* The player a seat gets in the command at home, under the name it played as: the
 * student's own (an earlier version as Name_12: home_differences says how to have it),
 * the kit's players; another student's is not in a student's kit, the Dummy sits there
 * (a teacher has every source). */
static const char *home_player(const struct request *r, const struct seat_view *v)
{
    return v->mine || v->kit || r->user.admin ? v->player : "Dummy";
}

/* What the command at home does not reproduce by itself, a line a seat, in the same box:
 * an earlier submission of the student's (its source saved under the name it played as,
 * or else a different match), another student's seat (the Dummy's: a different match
 * from the round the command starts at). The teacher's command has every player. */
static void home_differences(FILE *f, const struct request *r, const struct seat_view *seat, int n, int round)
{
    if (r->user.admin)
        return;
    long long latest = store_int(0, "SELECT max(id) FROM submissions WHERE user = ?", "i", r->user.id);
    int any = 0;
    for (int k = 0; k < n; k++) {
        const struct seat_view *v = &seat[k];
        int version = v->mine && strcmp(v->player, v->own_name) != 0;
        if (v->kit || (v->mine && !version && v->sub == latest))
            continue;
        fputs(any++ ? "<li>" : "<ul class=\"differs\"><li>", f);
        if (version) {
            fprintf(f, "Seat %d is your submission #%lld, which played as ", k, v->sub);
            html(f, v->player);
            fprintf(f, ": save <a href=\"/submissions/%lld/source\">its source</a> in the kit's folder as AI", v->sub);
            html(f, v->player);
            fprintf(f, ".%s with <code>#define PLAYER_NAME ", v->ext);
            html(f, v->player);
            fputs("</code> (then <code>make</code>). Without it the command cannot run; with your current version in "
                  "that seat instead, ",
                  f);
        } else if (v->mine) {
            fprintf(f, "Seat %d is your submission #%lld, not your latest (#%lld): the command plays the AI", k, v->sub,
                    latest);
            html(f, v->own_name);
            fprintf(f, ".%s in the kit's folder; put <a href=\"/submissions/%lld/source\">#%lld's source</a> there to "
                       "see this very match, otherwise ",
                    v->ext, v->sub, v->sub);
        } else {
            fprintf(f, "The Dummy takes seat %d (", k);
            html(f, v->player);
            fputs(" is another student's player, not in your kit): ", f);
        }
        fprintf(f, "from round %d the match differs.</li>", round);
    }
    if (any)
        fputs("</ul>", f);
}

/* The command that plays the match again at home, and what it does not reproduce: from
 * the start on its board (the same players give the same match), or from the round the
 * student's player froze in, the replay's state until then. */
static void home_box(FILE *f, const struct request *r, const struct seat_view *seat, int n, long long job, int b,
                     long long seed, int round, int gone)
{
    const char *players[T_MAX_SEATS];
    for (int k = 0; k < n; k++)
        players[k] = home_player(r, &seat[k]);
    if (gone) {
        fputs("<p class=\"message\">", f);
        gone_sentence(f);
        fputs(" The scores above stay.</p>", f);
    }
    if (round) {
        fprintf(f, "<p>To play it again at home from round %d, where your player was stopped, in the kit's folder with "
                   "the replay you downloaded beside it (the rounds before are the replay's; from there the players "
                   "start afresh, their memory zeroed and their generators from the seed: a match of its own):</p><pre>",
                round);
        page_game_command(f, players, n, seed, NULL);
        fprintf(f, " --from match-%lld.res.gz:%d -o again.res</pre>", job, round);
    } else {
        fputs("<p>To play it again at home, in the kit's folder with its board (", f);
        page_board_link(f, b);
        fputs(") beside it:</p><pre>", f);
        page_game_command(f, players, n, seed, boards_name(b));
        fputs("</pre>", f);
    }
    home_differences(f, r, seat, n, round);
}

static void match_page(struct request *r, long long job, const char *dir, const struct seat_view *seat, int n)
{
    sqlite3_stmt *st = store_query("SELECT kind, board, seed, state, coalesce(error, ''), finished, replay_gone,"
                                   " coalesce(wrote, -1) FROM jobs"
                                   " WHERE id = ?", "i", job);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        page_message(r, 404, "Not found", "There is no such match of yours.");
        return;
    }
    char title[64];
    snprintf(title, sizeof title, "Match %lld", job);
    FILE *f = page_begin(r, title);
    int b = sqlite3_column_int(st, 1);
    const char *board = boards_name(b);
    long long seed = sqlite3_column_int64(st, 2);
    char state_text[32]; /* (kept past the row's end: the page's last lines read it) */
    snprintf(state_text, sizeof state_text, "%s", (const char *)sqlite3_column_text(st, 3));
    const char *state = state_text;
    int done = strcmp(state, "done") == 0, gone = sqlite3_column_int(st, 6);
    long long wrote = sqlite3_column_int64(st, 7);
    /* what the server failed at is its own business: the student sees that it is played again */
    if (strcmp(state, "error") == 0 || (strcmp(state, "queued") == 0 && *(const char *)sqlite3_column_text(st, 4)))
        state = "internal error: it will be played again";
    fputs("<p>Kind: ", f);
    html(f, page_kind_name((const char *)sqlite3_column_text(st, 0)));
    fputs("; on ", f);
    html(f, board);
    fprintf(f, ", seed %lld: ", seed);
    html(f, state);
    if (!done && *(const char *)sqlite3_column_text(st, 4) && r->user.admin) {
        fputs(" (", f);
        html(f, (const char *)sqlite3_column_text(st, 4));
        fputs(")", f);
    }
    fputs(".</p>" PAGE_SCROLL("Seats") "<table class=\"list\"><thead><tr><th>Seat</th><th>Player</th><th>Score</th><th>CPU</th><th>Fault, log</th>"
          "</tr></thead><tbody>",
          f);
    for (int k = 0; k < n; k++) {
        fprintf(f, "<tr%s><td>%d</td><td>", seat[k].mine ? " class=\"mine\"" : "", k);
        html(f, seat[k].player);
        fputs("</td>", f);
        if (seat[k].has_result) {
            fprintf(f, "<td>%d</td><td>%.2f s</td><td>", seat[k].score, seat[k].cpu);
            if (strcmp(seat[k].fault, "ok") != 0) {
                fputs("stopped", f);
                if (seat[k].mine || r->user.admin) {
                    fputs(": ", f);
                    html(f, seat[k].reason);
                }
            }
            if (seat[k].mine || r->user.admin)
                log_cell(f, job, dir, k, &seat[k], gone, wrote);
            fputs("</td>", f);
        } else {
            fputs("<td></td><td></td><td></td>", f);
        }
        fputs("</tr>", f);
    }
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    sqlite3_finalize(st);
    /* at home: from the round the student's seat froze in (home_box) */
    int round = 0;
    for (int k = 0; k < n; k++)
        if (seat[k].mine && strcmp(seat[k].fault, "ok") != 0 && seat[k].has_result && !round)
            round = seat[k].frozen_round;
    if (done && !gone) {
        int debug = has_debug(r, dir, seat, n);
        fprintf(f, "<p><a href=\"/matches/%lld/match-%lld.res.gz\" download>Download the replay</a>", job, job);
        if (debug)
            fprintf(f, " · <a href=\"/matches/%lld/replay.res.debug\" download=\"match-%lld.res.debug\">%s debug "
                       "marks</a>", job, job, r->user.admin ? "the players'" : "your");
        fputs("</p>", f);
        viewer_frame(f, job, debug);
    }
    if (done)
        home_box(f, r, seat, n, job, b, seed, gone ? 0 : round, gone);
    if (!done && strcmp(state, "failed") != 0)
        fputs("<p class=\"pending\" data-refresh=\"2\">Not played yet: this page follows.</p>", f);
    if (r->user.admin)
        page_tries_table(f, job);
    if (r->user.admin) { /* the teacher's: the same players, board and seed, a new match */
        fputs("<form method=\"post\" action=\"/admin/rerun\" class=\"inline\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"job\" value=\"%lld\"><button>Play again</button> (the same "
                   "players, board and seed, as a new match)</form>",
                job);
    }
    fprintf(f, "<p class=\"ask\"><a href=\"/questions?match=%lld\">Ask the teacher about this match</a></p>", job);
    page_end(r);
}

/* The match's seats and folder, or a 404 (the router let the requester through). */
static int match_of(struct request *r, struct seat_view seat[T_MAX_SEATS], int *n, char dir[4096])
{
    int mine;
    *n = load_seats(r, r->id[0], seat, &mine);
    if (*n == 0) {
        page_message(r, 404, "Not found", "There is no such match.");
        return 0;
    }
    judge_match_dir(r->id[0], dir, 4096);
    return 1;
}

/* GET /matches/ID */
void page_match(struct request *r)
{
    struct seat_view seat[T_MAX_SEATS];
    char dir[4096];
    int n;
    if (match_of(r, seat, &n, dir))
        match_page(r, r->id[0], dir, seat, n);
}

static void replay(struct request *r, const char *download)
{
    char path[4200];
    if (store_int(0, "SELECT replay_gone FROM jobs WHERE id = ?", "i", r->id[0]) == 1) {
        /* gone, not missing: 410, and the way back to the match's page and its command */
        FILE *f = page_begin(r, "Replay no longer kept");
        fputs("<p class=\"message\">", f);
        gone_sentence(f);
        fprintf(f, "</p><p><a href=\"/matches/%lld\">The match's page</a> has its scores and the command that "
                   "plays it again at home.</p>", r->id[0]);
        page_end(r);
        r->status = 410;
        return;
    }
    judge_match_dir(r->id[0], path, 4096);
    strcat(path, "/replay.res.gz");
    page_file(r, path, "application/gzip", download);
}

/* GET /matches/ID/replay.res.gz (for the viewer) */
void page_match_replay(struct request *r)
{
    replay(r, NULL);
}

/* GET /matches/ID/match-ID.res.gz (a download by the match's name) */
void page_match_download(struct request *r)
{
    char name[64];
    snprintf(name, sizeof name, "match-%lld.res.gz", r->id[0]);
    if (r->id[1] != r->id[0])
        page_message(r, 404, "Not found", "There is no such page.");
    else
        replay(r, name);
}

/* GET /matches/ID/replay.res.debug: the requester's seats' lines */
void page_match_debug(struct request *r)
{
    struct seat_view seat[T_MAX_SEATS];
    char dir[4096];
    int n;
    if (match_of(r, seat, &n, dir))
        debug_file(r, dir, seat, n);
}

/* GET /matches/ID/log/SEAT (the router lets the seat's student and the teachers through) */
void page_match_log(struct request *r)
{
    struct seat_view seat[T_MAX_SEATS];
    char dir[4096];
    int n;
    if (match_of(r, seat, &n, dir))
        seat_log(r, dir, (int)r->id[1], seat, n);
}

/* GET /matches/ID/NAME.map: a map beside the match's board */
void page_match_map(struct request *r)
{
    char name[300];
    snprintf(name, sizeof name, "%s.map", r->arg[0]);
    board_file(r, r->id[0], name);
}
