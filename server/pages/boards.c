/* boards.c — the students' boards page: the boards in play (to download), and a board of
 * their own proposed ("send it to us"). The teacher's is teacher/admin_boards.c. */
#define _GNU_SOURCE
#include <microhttpd.h>
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

/* ---- the students' page ---- */

static void student_page(struct request *r, const char *message, int status)
{
    FILE *f = page_begin(r, "Boards");
    page_notice(f, message);
    fputs("<h2>The boards in play</h2><p>Qualifications and the ladder are played on these, in turn.</p>"
          "<table class=\"list\"><thead><tr><th>Board</th><th>Seats</th></tr></thead><tbody>",
          f);
    int active[BOARDS_MAX], n = boards_active(active);
    for (int k = 0; k < n; k++) {
        fputs("<tr><td>", f);
        page_board_link(f, active[k]);
        fprintf(f, "</td><td>%d</td></tr>", boards_get(active[k])->seats);
    }
    fputs("</tbody></table><h2>Propose a board</h2><p>Made a board of your own? Send it: the teacher plays it and "
          "may add it to the course. The game's own reader checks it first.</p>",
          f);
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
            fputs("<h2>Your proposals</h2><table class=\"list\"><thead><tr><th>Board</th><th>Sent</th>"
                  "<th>State</th><th>The teacher's note</th></tr></thead><tbody>",
                  f);
        fputs("<tr><td>", f);
        page_board_link(f, b);
        fputs("</td><td>", f);
        page_time(f, sqlite3_column_double(st, 2));
        enum board_state state = boards_state(b);
        fprintf(f, "</td><td>%s</td><td>", state == BOARD_PROPOSED ? "waiting for the teacher"
                                           : state == BOARD_DECLINED ? "declined"
                                                                     : "accepted");
        html(f, (const char *)sqlite3_column_text(st, 1));
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    if (any)
        fputs("</tbody></table>", f);
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
    if (boards_add(files, n, BOARD_PROPOSED, r->user.id, why, sizeof why) < 0) {
        student_page(r, why, 400);
        return;
    }
    page_redirect(r, "/boards");
}

