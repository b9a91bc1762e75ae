/* boards.c — the students' boards page: the boards in play (to download), and a board of
 * their own proposed ("send it to us"). The teacher's is teacher/admin_boards.c. */
#define _GNU_SOURCE
#include <microhttpd.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "store/board_list.h"
#include "entrants.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "schedule.h"
#include "store/store.h"

/* A student's proposals waiting for the teacher, at most. */
enum { PROPOSALS_WAITING = 3 };

static const char sql_my_proposals[] =
    "SELECT idx, coalesce(note, ''), added FROM course_boards WHERE proposed_by = ? ORDER BY idx DESC";
static const char sql_waiting_proposals[] =
    "SELECT count(*) FROM course_boards WHERE proposed_by = ? AND state = 'proposed'";
/* GET /boards/IDX/NAME: a board's file (NAME: the board's, or a map beside it); the router
 * lets through the boards in play or retired, a student's own proposals, and the teacher. */
void page_board_file(struct request *r)
{
    int b = (int)r->id[0];
    const struct board *board = boards_get(b);
    const char *name = r->arg[0];
    if (!board || !(strcmp(name, boards_name(b)) == 0 || boards_valid_name(name, 1))) {
        page_message(r, 404, "Not found", "There is no such board.");
        return;
    }
    char path[4200];
    const char *slash = strrchr(board->path, '/');
    snprintf(path, sizeof path, "%.*s/%s", (int)(slash - board->path), board->path, name);
    page_file(r, path, "text/plain; charset=utf-8", name);
}

/* A board's preview: a replay of one round on it, every seat the Dummy's, made by the game
 * (in-process players: the shipped Dummy only) the first time it is asked for and kept in
 * FILES/previews/IDX.res; the viewer draws its first state (?still=1). 0, or -1 (logged). */
static int make_preview(int b, const char *path)
{
    const struct board *board = boards_get(b);
    char dir[4200], tmp[4300], rounds[] = "--rounds=1", *out;
    snprintf(dir, sizeof dir, "%s/previews", course.files);
    snprintf(tmp, sizeof tmp, "%s.%d-%lu.tmp", path, (int)getpid(), (unsigned long)pthread_self());
    if (!board || make_dirs(dir) < 0)
        return -1;
    char *argv[8 + T_MAX_SEATS] = {course.t.game_bin, rounds, "--no-debug", "-q", "-i", board->path, "-o", tmp};
    for (int k = 0; k < board->seats && k < T_MAX_SEATS; k++)
        argv[8 + k] = "Dummy";
    int status = run_capture(argv, &out);
    if (status != 0 || rename(tmp, path) != 0) { /* two at once: the one renamed last stays */
        fprintf(stderr, "arena-server: the preview of board %d: %s (exit status %d)\n", b, out, status);
        unlink(tmp);
        free(out);
        return -1;
    }
    free(out);
    return 0;
}

/* GET /boards/IDX/preview.res: the board's preview (the router lets through whom it lets
 * see the board). */
void page_board_preview(struct request *r)
{
    int b = (int)r->id[0];
    char path[4200];
    snprintf(path, sizeof path, "%s/previews/%d.res", course.files, b);
    if (!boards_get(b) || (access(path, R_OK) != 0 && make_preview(b, path) < 0)) {
        page_message(r, 404, "Not found", "This board has no preview.");
        return;
    }
    page_file(r, path, "text/plain; charset=utf-8", NULL);
}

/* ---- the students' page ---- */

/* A proposal's state in the student's words. */
static const char *proposal_state(int b)
{
    enum board_state state = boards_state(b);
    return state == BOARD_PROPOSED ? "waiting for the teacher" : state == BOARD_DECLINED ? "declined" : "accepted";
}

static void student_page(struct request *r, const char *message, int status)
{
    FILE *f = page_begin(r, "Boards");
    page_notice(f, message);
    fputs("<h2>The boards in play</h2><p>Qualifications and the ladder are played on these, in turn.</p>"
          PAGE_SCROLL("Boards") "<table class=\"list\"><thead><tr><th>Board</th><th>Seats</th><th>Preview</th></tr></thead><tbody>",
          f);
    int active[BOARDS_MAX], n = boards_active(active);
    for (int k = 0; k < n; k++) {
        fputs("<tr><td>", f);
        page_board_link(f, active[k]);
        fprintf(f, "</td><td>%d</td><td>", boards_get(active[k])->seats);
        page_board_preview_frame(f, active[k]);
        fputs("</td></tr>", f);
    }
    fputs("</tbody></table>" PAGE_SCROLL_END "<h2>Propose a board</h2><p>Made a board of your own? Send it: the teacher plays it and "
          "may add it to the course. The game's own reader checks it first.</p>",
          f);
    fprintf(f, "<p class=\"rules\">A proposal is a fixed board: one file <code>NAME.cnf</code> in the game's board "
               "format, as the boards above (download one to start from), with its grid written out; Tron's with its "
               "<code>NAME.map</code>. Its name: letters, digits, '.', '_' or '-', at most %d characters, not taken "
               "in the course; at most %d KB; its size, seats and settings within what the game's reader takes (it "
               "says why it refuses one). At most %d proposals of yours wait for the teacher at a time.</p>",
            BOARD_NAME_MAX, course.upload_kb, PROPOSALS_WAITING);
    page_board_room(f);
    fputs("<form method=\"post\" action=\"/boards\" enctype=\"multipart/form-data\" class=\"box\">", f);
    page_csrf(r);
    page_board_upload_fields(f);
    fputs("<button>Propose it</button></form>", f);
    sqlite3_stmt *st = store_query(sql_my_proposals, "i", r->user.id);
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        int b = sqlite3_column_int(st, 0);
        if (!any++)
            fputs("<h2>Your proposals</h2>" PAGE_SCROLL("Your proposals") "<table class=\"list\"><thead><tr><th>Board</th><th>Sent</th>"
                  "<th>State</th><th>The teacher's note</th><th>Preview</th></tr></thead><tbody>",
                  f);
        fputs("<tr><td>", f);
        page_board_link(f, b);
        fputs("</td><td>", f);
        page_time(f, sqlite3_column_double(st, 2));
        fprintf(f, "</td><td>%s</td><td>", proposal_state(b));
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs("</td><td>", f);
        page_board_preview_frame(f, b);
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    if (any)
        fputs("</tbody></table>" PAGE_SCROLL_END, f);
    page_end(r);
    r->status = status;
}

void page_boards(struct request *r)
{
    student_page(r, NULL, 200);
}

/* POST /boards: a student's proposal. */
void page_boards_post(struct request *r)
{
    char why[1024];
    struct board_file files[2];
    int n;
    if (!page_board_files(r, files, &n, why, sizeof why)) {
        student_page(r, why, 400);
        return;
    }
    long long waiting = store_int(0, sql_waiting_proposals, "i", r->user.id);
    if (waiting >= PROPOSALS_WAITING) {
        snprintf(why, sizeof why, "You have %lld proposals waiting for the teacher: send more once they are seen.",
                 waiting);
        student_page(r, why, 429);
        return;
    }
    int b = boards_add(files, n, BOARD_PROPOSED, r->user.id, why, sizeof why);
    if (b < 0) {
        student_page(r, why, 400);
        return;
    }
    snprintf(why, sizeof why, "Board %s proposed: the teacher will see it. Its state: %s (below, with the teacher's "
                              "note once it is seen).", boards_name(b), proposal_state(b));
    student_page(r, why, 200);
}

