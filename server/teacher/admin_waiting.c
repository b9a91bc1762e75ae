/* admin_waiting.c — the admin page's matches that wait for a quieter machine (judge/quiet.h):
 * the machine stopped each one TASK_NOT_JUDGED_TRIES times in a row; the teacher's alone. */
#include <stdio.h>

#include "judge/judge.h"
#include "pages/common.h"
#include "store/store.h"
#include "task.h"
#include "teacher/teacher.h"

static const char sql_waiting_count[] = "SELECT count(*) FROM jobs WHERE waiting AND state = 'queued'";
static const char sql_waiting[] =
    "SELECT id, kind, not_judged, next_try, coalesce(machine_reason, '') FROM jobs"
    " WHERE waiting AND state = 'queued' ORDER BY id";
static const char sql_final_of_seed[] = "SELECT max(id) FROM finals WHERE seed = ?";

static void reason_cell(FILE *f, const char *reason)
{
    fputs("<td>", f);
    html(f, reason);
    fputs("</td></tr>", f);
}

struct final_rows {
    FILE *f;
    long long final;
};

static void final_row(void *arg, long long idx, int runs, const char *reason)
{
    struct final_rows *rows = arg;
    fprintf(
        rows->f,
        "<tr><td>final %lld, match %lld</td><td>final</td><td class=\"n\">%d</td><td>when it is quieter</td>",
        rows->final, idx, runs * TASK_NOT_JUDGED_TRIES);
    reason_cell(rows->f, reason);
}

void admin_waiting_section(FILE *f)
{
    long long final_seed = quiet_final_waiting();
    long long jobs = store_int(0, sql_waiting_count, ""),
              finals = final_seed ? quiet_final_matches(final_seed, NULL, NULL) : 0;
    if (jobs + finals == 0)
        return;
    double load;
    long cores;
    long long ours;
    int known = quiet_load(&load, &cores, &ours) == 0;
    long long n = jobs + finals;
    fprintf(
        f,
        "<h2 id=\"quieter\">Waiting for a quieter machine</h2><p class=\"message\">%lld match%s wait%s for a "
        "quieter machine. The machine stopped each %d times in a row (it kept a player waiting for a CPU "
        "past the bound, or stopped or killed a player from outside): no verdict, never a player's doing, "
        "and no student sees why. Each is played again once its pause is over and the machine's load, "
        "less the server's own matches, is below its cores",
        n, n == 1 ? "" : "es", n == 1 ? "s" : "", TASK_NOT_JUDGED_TRIES);
    if (known)
        fprintf(f, " (now %.2f, %lld of them the server's, on %ld cores)", load, ours, cores);
    fputs(
        "; the rest of the queue goes on.</p>" PAGE_SCROLL("Waiting for a quieter machine") "<table class=\"list\"><thead><tr><th>Match</th><th>Kind</th>"
        "<th>Tries stopped</th><th>Played again</th><th>The machine's reason (the last try)</th></tr></thead>"
        "<tbody>",
        f);
    sqlite3_stmt *st = store_query(sql_waiting, "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        long long id = sqlite3_column_int64(st, 0);
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">match %lld</a></td>", id, id);
        page_cells(f, st, 1, 1);
        fprintf(f, "<td class=\"n\">%d</td>", sqlite3_column_int(st, 2));
        fputs("<td>when it is quieter, not before ", f);
        page_time(f, sqlite3_column_double(st, 3));
        fputs("</td>", f);
        reason_cell(f, (const char *)sqlite3_column_text(st, 4));
    }
    sqlite3_finalize(st);
    if (finals) {
        struct final_rows rows = {f, store_int(0, sql_final_of_seed, "i", final_seed)};
        quiet_final_matches(final_seed, final_row, &rows);
    }
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}
