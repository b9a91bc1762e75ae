/* admin_boards.c — the teacher's boards page: every board with its state and matches, a
 * board added (uploaded, or made by the game's board tool with a seed), a test match on it
 * before it enters the ladder, proposals accepted or declined, boards retired. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "entrants.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "pages/common.h"
#include "schedule.h"
#include "store/board_list.h"
#include "store/store.h"
#include "teacher/teacher.h"

static const char sql_board_rows[] =
    "SELECT b.idx, coalesce(u.name, ''), coalesce(b.note, ''), b.added,"
    " (SELECT count(*) FROM jobs j WHERE j.board = b.idx AND j.state = 'done' AND j.kind != 'trial'),"
    " (SELECT max(id) FROM jobs j WHERE j.board = b.idx AND j.kind = 'trial')"
    " FROM course_boards b LEFT JOIN users u ON u.id = b.proposed_by ORDER BY b.idx";
/* the players at the top of the ladder, for a test match */
static const char sql_representative_of[] =
    "SELECT submission FROM representatives WHERE player = ? AND disqualified IS NULL AND submission IS NOT NULL";


/* The course's board tool (bin/GAME-board), if the game has one: malloc'd, or NULL. */
static char *board_tool(void)
{
    char *tool = NULL;
    if (asprintf(&tool, "%s/%s-board", course.bin_dir, course.t.game) < 0)
        return NULL;
    if (access(tool, X_OK) == 0)
        return tool;
    free(tool);
    return NULL;
}

static void state_button(struct request *r, FILE *f, int b, enum board_state to, const char *label, int note)
{
    fputs("<form method=\"post\" action=\"/admin/boards\" class=\"inline\">", f);
    page_csrf(r);
    fprintf(f, "<input type=\"hidden\" name=\"do\" value=\"state\"><input type=\"hidden\" name=\"board_index\" "
               "value=\"%d\"><input type=\"hidden\" name=\"state\" value=\"%s\">",
            b, board_state_name[to]);
    if (note)
        fputs("<input name=\"note\" placeholder=\"a note for the student\" aria-label=\"note\">", f);
    fprintf(f, "<button>%s</button></form> ", label);
}

static void admin_rows(struct request *r, FILE *f)
{
    /* (fits a 1280-px window: who and when in one cell, the matches and the test match in
     * another, the actions one under the other) */
    fputs(PAGE_SCROLL("Boards") "<table class=\"list boards\"><thead><tr><th>#</th><th>Board</th><th>Seats</th><th>State</th><th>Added</th>"
          "<th>Matches</th><th>Note</th><th>Actions</th><th>Preview</th></tr></thead><tbody>",
          f);
    sqlite3_stmt *st = store_query(sql_board_rows, "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        int b = sqlite3_column_int(st, 0);
        const struct board *board = boards_get(b);
        if (!board)
            continue;
        enum board_state state = boards_state(b);
        fprintf(f, "<tr class=\"%s\"><td>%d</td><td>", board_state_name[state], b);
        page_board_link(f, b);
        fprintf(f, "</td><td>%d</td><td>%s</td><td>", board->seats, board_state_name[state]);
        page_time(f, sqlite3_column_double(st, 3));
        if (*(const char *)sqlite3_column_text(st, 1)) {
            fputs("<br><small>proposed by ", f);
            html(f, (const char *)sqlite3_column_text(st, 1));
            fputs("</small>", f);
        }
        fprintf(f, "</td><td>%d", sqlite3_column_int(st, 4));
        if (sqlite3_column_type(st, 5) != SQLITE_NULL)
            fprintf(f, "<br><small>test: <a href=\"/matches/%lld\">match %lld</a></small>", sqlite3_column_int64(st, 5),
                    sqlite3_column_int64(st, 5));
        fputs("</td><td>", f);
        html(f, (const char *)sqlite3_column_text(st, 2));
        fputs("</td><td>", f);
        if (state != BOARD_DECLINED) {
            fputs("<form method=\"post\" action=\"/admin/boards\" class=\"inline\">", f);
            page_csrf(r);
            fprintf(f, "<input type=\"hidden\" name=\"do\" value=\"test\"><input type=\"hidden\" name=\"board_index\" "
                       "value=\"%d\"><button>Play a test match</button></form> ",
                    b);
        }
        if (state == BOARD_TRIAL || state == BOARD_RETIRED)
            state_button(r, f, b, BOARD_ACTIVE, "Put in play", 0);
        if (state == BOARD_PROPOSED) {
            state_button(r, f, b, BOARD_ACTIVE, "Accept and put in play", 1);
            state_button(r, f, b, BOARD_DECLINED, "Decline", 1);
        }
        if (state == BOARD_ACTIVE)
            state_button(r, f, b, BOARD_RETIRED, "Retire", 0);
        fputs("</td><td>", f);
        page_board_preview_frame(f, b);
        fputs("</td></tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

static void admin_page(struct request *r, const char *message, int status)
{
    FILE *f = page_begin(r, "Boards");
    page_notice(f, message);
    fputs("<p>Boards in play (active) take turns in qualifications and the ladder; a board added here waits on trial "
          "until it is put in play. Retiring a board keeps its matches. Students propose boards on their Boards page.</p>",
          f);
    page_board_room(f);
    admin_rows(r, f);
    fputs("<h2>Add a board</h2><form method=\"post\" action=\"/admin/boards\" enctype=\"multipart/form-data\" "
          "class=\"box\">",
          f);
    page_csrf(r);
    fputs("<input type=\"hidden\" name=\"do\" value=\"add\">", f);
    page_board_upload_fields(f);
    fputs("<button>Add it on trial</button></form>", f);
    char *tool = board_tool();
    if (tool) {
        const char *slash = strrchr(tool, '/');
        fputs("<h2>Make a board</h2><form method=\"post\" action=\"/admin/boards\" class=\"box\">", f);
        page_csrf(r);
        fputs("<input type=\"hidden\" name=\"do\" value=\"make\"><label>Name <input name=\"name\" required "
              "placeholder=\"NAME.cnf\" pattern=\"[A-Za-z0-9_][A-Za-z0-9._\\-]*\\.cnf\"></label><label>Seed <input "
              "name=\"seed\" type=\"number\" min=\"0\" max=\"2147483647\" required></label><label>Options of ",
              f);
        html(f, slash ? slash + 1 : tool);
        fputs(" <input name=\"options\" placeholder=\"e.g. --style walls\"></label><button>Make it on trial</button>"
              "</form>",
              f);
        free(tool);
    }
    page_end(r);
    r->status = status;
}

void page_admin_boards(struct request *r)
{
    admin_page(r, NULL, 200);
}

/* The board tool's options, split at spaces; the output and folder are the server's. */
static int tool_options(const char *text, char *argv[], int max, char *why, size_t size)
{
    static const char *const kept[] = {"-o", "--output", "-d", "--dir", "-s", "--seed"};
    char *copy = xstrdup(text), *save = NULL;
    int n = 0;
    for (char *t = strtok_r(copy, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
        for (size_t k = 0; k < sizeof kept / sizeof *kept; k++)
            if (strncmp(t, kept[k], strlen(kept[k])) == 0 && (!t[strlen(kept[k])] || t[strlen(kept[k])] == '=')) {
                snprintf(why, size, "Option %s: the server chooses the seed, the file and its folder.", kept[k]);
                free(copy);
                return -1;
            }
        if (strchr(t, '/') || n == max) {
            snprintf(why, size, "%s", n == max ? "Too many options." : "An option holds no path.");
            free(copy);
            return -1;
        }
        argv[n++] = xstrdup(t);
    }
    free(copy);
    return n;
}

/* A board made by the game's board tool into files[0] (its bytes malloc'd). */
static int make_board(const char *name, long long seed, const char *options, char **data, size_t *size, char *why,
                      size_t why_size)
{
    char *tool = board_tool(), dir[4200], path[4300], seed_text[24];
    if (!tool) {
        snprintf(why, why_size, "This game has no board tool.");
        return -1;
    }
    char *argv[40] = {tool};
    int n = tool_options(options, argv + 1, 30, why, why_size);
    int rc = -1;
    snprintf(dir, sizeof dir, "%s/tmp-board-XXXXXX", course.files);
    if (n >= 0 && mkdtemp(dir)) {
        snprintf(path, sizeof path, "%s/%s", dir, name);
        snprintf(seed_text, sizeof seed_text, "%lld", seed);
        argv[n + 1] = "-s";
        argv[n + 2] = seed_text;
        argv[n + 3] = "-o";
        argv[n + 4] = path;
        char *out;
        int status = run_capture(argv, &out);
        FILE *in = status == 0 ? fopen(path, "rb") : NULL;
        if (in) {
            FILE *m = open_memstream(data, size);
            char buf[8192];
            for (size_t got; (got = fread(buf, 1, sizeof buf, in)) > 0;)
                fwrite(buf, 1, got, m);
            fclose(m);
            fclose(in);
            rc = 0;
        } else {
            out[strcspn(out, "\n")] = '\0';
            snprintf(why, why_size, "The board tool failed: %s", strncmp(out, "error: ", 7) == 0 ? out + 7 : out);
        }
        free(out);
        remove_tree(dir);
    } else if (n >= 0) {
        snprintf(why, why_size, "The server could not make a folder for the board (see its log).");
    }
    for (int k = 1; k <= n; k++)
        free(argv[k]);
    free(tool);
    return rc;
}

/* A test match on board b: the players at the top of the ladder, the Dummy in the other
 * seats. Its job id, or -1. */
static long long test_match(long long teacher, int b)
{
    const struct board *board = boards_get(b);
    char names[T_MAX_SEATS][64];
    long long subs[T_MAX_SEATS] = {0};
    int n = 0;
    const struct standings *s = ladder_acquire();
    if (s) {
        int *rank = xcalloc((size_t)s->n + 1, sizeof *rank);
        ladder_ranks(s, rank);
        for (int want = 1; want <= s->n && n < board->seats; want++)
            for (int k = 0; k < s->n && n < board->seats; k++)
                if (rank[k] == want) {
                    long long sub = store_int(0, sql_representative_of, "t", s->p[k].name);
                    if (sub) {
                        snprintf(names[n], sizeof names[n], "%s", s->p[k].name);
                        subs[n++] = sub;
                    }
                }
        free(rank);
        ladder_release();
    }
    unsigned long long mix = schedule_mix((unsigned long long)course.seed, (unsigned long long)(store_now() * 1e6));
    if (store_begin() < 0)
        return -1;
    int ok = store_run("INSERT INTO jobs(kind, tournament, board, seed, created, requested_by) VALUES('trial', ?, ?, ?, ?, ?)",
                       "iiidi", course.friendly_id, (long long)b, (long long)(mix % 2147483647u), store_now(), teacher) == 0;
    long long job = sqlite3_last_insert_rowid(store_db());
    for (int seat = 0; ok && seat < board->seats; seat++)
        ok = (seat < n ? store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job, (long long)seat, names[seat],
                                   subs[seat])
                       : store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii", job, (long long)seat)) == 0;
    if (!ok || store_commit() < 0) {
        store_rollback();
        return -1;
    }
    judge_wake();
    return job;
}

/* POST /admin/boards: do = add, make, test or state. */
void page_admin_boards_post(struct request *r)
{
    const char *what = form_value(r, "do");
    char why[1024], url[64];
    long long index = atoll(form_value(r, "board_index"));
    int b = index >= 0 && index < BOARDS_INDICES ? (int)index : -1;
    if (strcmp(what, "add") == 0) {
        struct board_file files[2];
        int n;
        if (!page_board_files(r, files, &n, why, sizeof why) || boards_add(files, n, BOARD_TRIAL, 0, why, sizeof why) < 0)
            ANSWER(admin_page(r, why, 400));
    } else if (strcmp(what, "make") == 0) {
        const char *name = form_value(r, "name"), *seed = form_value(r, "seed");
        char *end;
        long long s = strtoll(seed, &end, 10);
        if (!boards_valid_name(name, 0))
            ANSWER(admin_page(r, "A board's name is NAME.cnf, with letters, digits, '.', '_' or '-'.", 400));
        if (!*seed || *end || s < 0 || s > 2147483647)
            ANSWER(admin_page(r, "A seed is a number from 0 to 2147483647.", 400));
        char *data = NULL;
        size_t size = 0;
        if (make_board(name, s, form_value(r, "options"), &data, &size, why, sizeof why) < 0)
            ANSWER(admin_page(r, why, 400));
        struct board_file file = {name, data, size};
        int added = boards_add(&file, 1, BOARD_TRIAL, 0, why, sizeof why);
        free(data);
        if (added < 0)
            ANSWER(admin_page(r, why, 400));
    } else if (strcmp(what, "test") == 0) {
        if (!boards_get(b) || boards_state(b) == BOARD_DECLINED)
            ANSWER(admin_page(r, "There is no such board to play on.", 404));
        long long job = test_match(r->user.id, b);
        if (job < 0)
            ANSWER(admin_page(r, "The match could not be stored (the server's database): try again.", 503));
        snprintf(url, sizeof url, "/matches/%lld", job);
        ANSWER(page_redirect(r, url));
    } else if (strcmp(what, "state") == 0) {
        const char *to = form_value(r, "state"), *note = form_value(r, "note");
        int s = 0;
        while (s < BOARD_STATES && strcmp(board_state_name[s], to) != 0)
            s++;
        if (s == BOARD_STATES || !boards_get(b))
            ANSWER(admin_page(r, "There is no such board or state.", 400));
        if (boards_set_state(b, (enum board_state)s, *note ? note : NULL, why, sizeof why) < 0)
            ANSWER(admin_page(r, why, 409));
    } else {
        ANSWER(admin_page(r, "What should be done with the boards?", 400));
    }
    page_redirect(r, "/admin/boards");
}
