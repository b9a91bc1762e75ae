/* admin_matches.c — the matches searched (/admin/matches?student=&kind=&fault=&board=):
 * any filter left empty matches all; the fault (a seat stopped) is one of the student's
 * seats' when a student is given, any seat's otherwise. Newest first, MATCHES_PAGE a page, then a link
 * to the older ones (before=ID). */
#define _GNU_SOURCE
#include <errno.h>
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/board_list.h"
#include "pages/common.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { MATCHES_PAGE = 50 };

/* "any": any fault (a seat stopped), "none": played without one, or a fault's key (engine/seat.c) */
static const char *const faults[] = {"any",       "none",     "cpu",    "crash",       "memory",  "syscall",
                                     "orders",    "malformed", "watchdog", "output", "out-of-turn", "protocol",
                                     "rand"};

/* ?1 kind, ?2 board (-1 any), ?3 before (0: the newest), ?4 login, ?5 fault */
#define FAULTY_SEAT \
    "SELECT 1 FROM job_seats js LEFT JOIN submissions s ON s.id = js.submission LEFT JOIN users u ON u.id = s.user" \
    " JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id JOIN seats x ON x.match = m.id AND x.seat = js.seat" \
    " WHERE js.job = j.id AND (?4 = '' OR u.login = ?4) AND x.fault != 'ok' AND (?5 IN ('any', 'none') OR x.fault = ?5)"
static const char search_sql[] =
    "SELECT j.id, j.kind, j.board, j.state, coalesce(j.finished, j.created) FROM jobs j"
    " WHERE (?1 = '' OR j.kind = ?1) AND (?2 < 0 OR j.board = ?2) AND (?3 = 0 OR j.id < ?3)"
    " AND (?4 = '' OR EXISTS (SELECT 1 FROM job_seats js JOIN submissions s ON s.id = js.submission"
    " JOIN users u ON u.id = s.user WHERE js.job = j.id AND u.login = ?4))"
    " AND (?5 = '' OR (?5 = 'none' AND j.state = 'done' AND NOT EXISTS (" FAULTY_SEAT "))"
    " OR (?5 != 'none' AND EXISTS (" FAULTY_SEAT "))) ORDER BY j.id DESC LIMIT ?6";

static const char seats_sql[] =
    "SELECT js.seat, js.player, coalesce(u.id, 0), coalesce(u.login, ''), x.score, x.fault, x.frozen_round"
    " FROM job_seats js JOIN jobs j ON j.id = js.job LEFT JOIN submissions s ON s.id = js.submission"
    " LEFT JOIN users u ON u.id = s.user LEFT JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
    " LEFT JOIN seats x ON x.match = m.id AND x.seat = js.seat WHERE js.job = ? ORDER BY js.seat";

struct search {
    const char *student, *kind, *fault;
    long long board, before;
};

static const char *arg(struct request *r, const char *name)
{
    const char *v = MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, name);
    return v ? v : "";
}

static int one_of(const char *v, const char *const list[], size_t n)
{
    if (!*v)
        return 1;
    for (size_t k = 0; k < n; k++)
        if (strcmp(v, list[k]) == 0)
            return 1;
    return 0;
}

/* A number of the query ("": def): 0, or -1 if it is not one in [min, max]. */
static int number(const char *v, long long min, long long max, long long def, long long *out)
{
    char *end;
    *out = def;
    if (!*v)
        return 0;
    errno = 0;
    *out = strtoll(v, &end, 10);
    return *v == '-' || *end || errno || *out < min || *out > max ? -1 : 0;
}

/* The query's filters: 0, or -1 after a 400 page that says which is wrong. */
static int read_search(struct request *r, struct search *s)
{
    s->student = arg(r, "student");
    s->kind = arg(r, "kind");
    s->fault = arg(r, "fault");
    const char *wrong = NULL;
    char *kinds = NULL;
    size_t size = 0;
    if (*s->kind && !page_kind_known(s->kind)) {
        FILE *m = open_memstream(&kinds, &size);
        if (m) {
            fputs("There is no such kind of match: ", m);
            page_kind_list(m);
            fputs(".", m);
            fclose(m);
        }
        wrong = kinds ? kinds : "There is no such kind of match.";
    } else if (!one_of(s->fault, faults, sizeof faults / sizeof *faults))
        wrong = "There is no such fault.";
    else if (number(arg(r, "board"), 0, boards_count() - 1, -1, &s->board) < 0)
        wrong = "There is no such board.";
    else if (number(arg(r, "before"), 1, (long long)1 << 62, 0, &s->before) < 0)
        wrong = "'before' is a match's number.";
    else if (*s->student && store_int(0, "SELECT count(*) FROM users WHERE login = ?", "t", s->student) != 1)
        wrong = "There is no student of that login.";
    if (wrong)
        page_message(r, 400, "Bad search", wrong);
    free(kinds);
    return wrong ? -1 : 0;
}

static void option(FILE *f, const char *value, const char *text, const char *chosen)
{
    fputs("<option value=\"", f);
    html(f, value);
    fputs(strcmp(value, chosen) == 0 ? "\" selected>" : "\">", f);
    html(f, text);
    fputs("</option>", f);
}

static void search_form(FILE *f, const struct search *s)
{
    fputs("<form method=\"get\" action=\"/admin/matches\" class=\"box\"><label>Student <select name=\"student\">", f);
    option(f, "", "any", s->student);
    sqlite3_stmt *st = store_query("SELECT login, login || ' (' || name || ')' FROM users WHERE role = 'student'"
                                   " ORDER BY login", "");
    while (st && sqlite3_step(st) == SQLITE_ROW)
        option(f, (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 1), s->student);
    sqlite3_finalize(st);
    fputs("</select></label><label>Kind <select name=\"kind\">", f);
    option(f, "", "any", s->kind);
    page_kind_options(f, s->kind); /* the words the rows say, not the keys */
    fputs("</select></label><label>Fault <select name=\"fault\">", f);
    option(f, "", "any outcome", s->fault);
    option(f, "any", "any fault (a seat stopped)", s->fault);
    option(f, "none", "played without a fault", s->fault);
    for (size_t k = 2; k < sizeof faults / sizeof *faults; k++)
        option(f, faults[k], faults[k], s->fault);
    fputs("</select></label><label>Board <select name=\"board\">", f);
    char chosen[24], value[24];
    snprintf(chosen, sizeof chosen, "%lld", s->board);
    option(f, "", "any", s->board < 0 ? "" : chosen);
    for (int b = 0, n = boards_count(); b < n; b++) {
        snprintf(value, sizeof value, "%d", b);
        option(f, value, boards_name(b), s->board < 0 ? "" : chosen);
    }
    fputs("</select></label><button>Search</button></form>", f);
}

/* The seats of a match: player (the student's page), score, fault. */
static void seats(FILE *f, long long job)
{
    sqlite3_stmt *st = store_query(seats_sql, "i", job);
    for (int k = 0; st && sqlite3_step(st) == SQLITE_ROW; k++) {
        fputs(k ? "<br>" : "", f);
        html(f, (const char *)sqlite3_column_text(st, 1));
        if (sqlite3_column_int64(st, 2)) {
            fputs(" (", f);
            admin_student_link(f, sqlite3_column_int64(st, 2), (const char *)sqlite3_column_text(st, 3));
            fputs(")", f);
        }
        if (sqlite3_column_type(st, 4) != SQLITE_NULL)
            fprintf(f, ": %d", sqlite3_column_int(st, 4));
        const char *fault = (const char *)sqlite3_column_text(st, 5);
        if (fault && strcmp(fault, "ok") != 0) {
            fputs(", stopped (", f);
            html(f, fault);
            fputs(")", f);
            if (sqlite3_column_type(st, 6) != SQLITE_NULL)
                fprintf(f, " at round %d", sqlite3_column_int(st, 6));
        }
    }
    sqlite3_finalize(st);
}

/* A value of the query string, %-escaped but for the characters a login holds. */
static void query_value(FILE *f, const char *name, const char *v)
{
    fprintf(f, "&amp;%s=", name);
    for (; *v; v++)
        if (strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-", *v))
            fputc(*v, f);
        else
            fprintf(f, "%%%02X", (unsigned char)*v);
}

void page_admin_matches(struct request *r)
{
    struct search s;
    if (read_search(r, &s) < 0)
        return;
    sqlite3_stmt *st = store_query(search_sql, "tiitti", s.kind, s.board, s.before, s.student, s.fault,
                                   (long long)MATCHES_PAGE + 1);
    if (!st) {
        page_message(r, 503, "Database error", "The matches cannot be read just now.");
        return;
    }
    FILE *f = page_begin(r, "Matches");
    search_form(f, &s);
    fputs(PAGE_SCROLL("Matches") "<table class=\"list\"><thead><tr><th>Match</th><th>Kind</th><th>Board</th><th>State</th><th>When</th>"
          "<th>Seats: player (student): score, fault</th></tr></thead><tbody>",
          f);
    int n = 0;
    long long last = 0;
    while (n < MATCHES_PAGE && sqlite3_step(st) == SQLITE_ROW) {
        last = sqlite3_column_int64(st, 0);
        n++;
        fputs("<tr>", f);
        page_match_cells(f, st);
        fputs("<td>", f);
        seats(f, last);
        fputs("</td></tr>", f);
    }
    int more = n == MATCHES_PAGE && sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
    if (!n)
        fputs("<p>No match found.</p>", f);
    if (more) {
        fprintf(f, "<p><a class=\"more\" href=\"/admin/matches?before=%lld", last);
        query_value(f, "student", s.student);
        query_value(f, "kind", s.kind);
        query_value(f, "fault", s.fault);
        if (s.board >= 0)
            fprintf(f, "&amp;board=%lld", s.board);
        fputs("\">Older matches</a></p>", f);
    }
    page_end(r);
}
