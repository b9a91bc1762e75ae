/* matches.c — a match of one's own: its players and scores, the replay in the viewer,
 * one's own logs and debug marks (never another student's), the command that replays
 * it at home. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
        " coalesce(s.player, js.player), js.submission IS NULL, coalesce(ms.frozen_round, 0) FROM job_seats js"
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

/* The match's debug file (written only when a player marked or wrote something), or NULL. */
static FILE *open_debug(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/replay.res.debug", dir);
    return fopen(path, "r");
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

static void seat_log(struct request *r, const char *dir, int k, const struct seat_view *seat, int n)
{
    if (k < 0 || k >= n) {
        page_message(r, 404, "Not found", "There is no such log.");
        return;
    }
    char path[4200], name[128];
    snprintf(path, sizeof path, "%s/replay.res.gz.%d-%s.log", dir, k, seat[k].player);
    snprintf(name, sizeof name, "seat%d-%s.log", k, seat[k].player);
    page_file(r, path, "text/plain; charset=utf-8", name);
    if (r->status == 404)
        page_bytes(r, "text/plain; charset=utf-8", "", 0, name); /* it wrote nothing */
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
    snprintf(budget, sizeof budget, "%.1f GB", (double)retention_budget() / (1024.0 * 1024 * 1024));
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

static void match_page(struct request *r, long long job, const char *dir, const struct seat_view *seat, int n)
{
    sqlite3_stmt *st = store_query("SELECT kind, board, seed, state, coalesce(error, ''), finished, replay_gone FROM jobs"
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
    const char *state = (const char *)sqlite3_column_text(st, 3);
    int done = strcmp(state, "done") == 0, gone = sqlite3_column_int(st, 6);
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
    fputs(".</p><table class=\"list\"><thead><tr><th>Seat</th><th>Player</th><th>Score</th><th>CPU</th><th>Frozen, log</th>"
          "</tr></thead><tbody>",
          f);
    for (int k = 0; k < n; k++) {
        fprintf(f, "<tr%s><td>%d</td><td>", seat[k].mine ? " class=\"mine\"" : "", k);
        html(f, seat[k].player);
        fputs("</td>", f);
        if (seat[k].has_result) {
            fprintf(f, "<td>%d</td><td>%.2f s</td><td>", seat[k].score, seat[k].cpu);
            if (strcmp(seat[k].fault, "ok") != 0) {
                fputs("frozen", f);
                if (seat[k].mine || r->user.admin) {
                    fputs(": ", f);
                    html(f, seat[k].reason);
                }
            }
            if (seat[k].mine || r->user.admin)
                fprintf(f, " <a href=\"/matches/%lld/log/%d\">log</a>", job, k);
            fputs("</td>", f);
        } else {
            fputs("<td></td><td></td><td></td>", f);
        }
        fputs("</tr>", f);
    }
    fputs("</tbody></table>", f);
    sqlite3_finalize(st);
    /* at home: the student's player in their seats, the kit's players as they are, and the
     * Dummy for other students' players (not in the kit); from the round their seat froze */
    const char *players[T_MAX_SEATS];
    int stand_ins = 0, round = 0;
    for (int k = 0; k < n; k++) {
        players[k] = seat[k].mine ? seat[k].own_name : seat[k].kit || r->user.admin ? seat[k].player : "Dummy";
        stand_ins += !seat[k].mine && !seat[k].kit && !r->user.admin;
        if (seat[k].mine && strcmp(seat[k].fault, "ok") != 0 && seat[k].has_result && !round)
            round = seat[k].frozen_round;
    }
    if (done && gone) {
        fputs("<p class=\"message\">", f);
        gone_sentence(f);
        fputs(" The scores above stay; the command below plays it again at home.</p><pre>", f);
        page_game_command(f, players, n, seed, board);
        fputs("</pre>", f);
    } else if (done) {
        int debug = has_debug(r, dir, seat, n);
        fprintf(f, "<p><a href=\"/matches/%lld/match-%lld.res.gz\" download>Download the replay</a>", job, job);
        if (debug)
            fprintf(f, " · <a href=\"/matches/%lld/replay.res.debug\" download=\"match-%lld.res.debug\">%s debug "
                       "marks</a>", job, job, r->user.admin ? "the players'" : "your");
        fputs("</p>", f);
        viewer_frame(f, job, debug);
        fprintf(f, "<p>To play it again at home from round %d%s, in the kit's folder with the replay you downloaded "
                   "beside it:</p><pre>",
                round, round ? " (where your player was frozen)" : "");
        page_game_command(f, players, n, seed, NULL);
        fprintf(f, " --from match-%lld.res.gz:%d -o again.res</pre>", job, round);
        if (stand_ins)
            fprintf(f, "<p>Other students' players are not in your kit: the Dummy takes their %s there, so from round "
                       "%d on the match goes its own way.</p>",
                    stand_ins == 1 ? "seat" : "seats", round);
    } else if (!done && strcmp(state, "failed") != 0) {
        fputs("<p class=\"pending\" data-refresh=\"2\">Not played yet: this page follows.</p>", f);
    }
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
