/* tries.c — a match's tries for the teacher (judge/tries.c keeps them): on the match's
 * page, and on the admin page the latest matches played again, beside the Nodes table. */
#include <stdio.h>

#include "pages/common.h"
#include "store/store.h"

/* One try's cells from columns 0..4 of a row: started, node, host, outcome, error. */
static void try_cells(FILE *f, sqlite3_stmt *st)
{
    fputs("<td>", f);
    page_time(f, sqlite3_column_double(st, 0));
    fputs("</td>", f);
    page_cells(f, st, 1, 4);
}

void page_tries_table(FILE *f, long long job)
{
    /* one try on this machine says nothing the page does not: shown from two, or remote */
    if (store_int(0, "SELECT count(*) > 1 OR max(node != 'this machine') FROM tries WHERE job = ?", "i", job) != 1)
        return;
    sqlite3_stmt *st = store_query("SELECT started, node, host, outcome, coalesce(error, '') FROM tries"
                                   " WHERE job = ? ORDER BY id", "i", job);
    fputs("<h2>Tries</h2><p>Where the match was played, and why it was played again (never a player's "
          "fault: the same seed, the same result).</p>" PAGE_SCROLL("Tries")
          "<table class=\"list\"><thead><tr><th>Try</th><th>Started</th><th>Node</th><th>Host</th>"
          "<th>Outcome</th><th>What it said</th></tr></thead><tbody>", f);
    for (int k = 1; st && sqlite3_step(st) == SQLITE_ROW; k++) {
        fprintf(f, "<tr><td class=\"n\">%d</td>", k);
        try_cells(f, st);
        fputs("</tr>", f);
    }
    sqlite3_finalize(st);
    fputs("</tbody></table>" PAGE_SCROLL_END, f);
}

void page_tries_section(FILE *f)
{
    /* the latest tries that were not a result, each with its match */
    sqlite3_stmt *st = store_query("SELECT started, node, host, outcome, coalesce(error, ''), job FROM tries"
                                   " WHERE outcome != 'played' ORDER BY id DESC LIMIT 20", "");
    int any = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        if (!any++)
            fprintf(f, "<h2>Matches played again</h2><p>The latest of the %lld tries that were not a result (a node "
                       "lost, the machine too busy...): each match was played again, its tries on its page.</p>"
                       PAGE_SCROLL("Matches played again") "<table class=\"list\"><thead><tr><th>Match</th>"
                       "<th>Started</th><th>Node</th><th>Host</th><th>Outcome</th><th>What it said</th></tr>"
                       "</thead><tbody>",
                    store_int(0, "SELECT count(*) FROM tries WHERE outcome != 'played'", ""));
        long long job = sqlite3_column_int64(st, 5);
        fprintf(f, "<tr><td><a href=\"/matches/%lld\">match %lld</a></td>", job, job);
        try_cells(f, st);
        fputs("</tr>", f);
    }
    sqlite3_finalize(st);
    if (any)
        fputs("</tbody></table>" PAGE_SCROLL_END, f);
}
