/* final.c — the final's report and replays, every student's to see, and its log, the
 * teacher's: /final/NAME the latest final's, /final/ID/NAME final ID's (0: the final of
 * before finals were kept); /final and /final/ID, the report in the site's frame. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "judge/files.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "store/store.h"

/* A final's file: report.html, replays/NAME. */
static void final_file(struct request *r, long long id, const char *name)
{
    char path[4200];
    if (strcmp(name, "report.html") == 0) {
        final_path(path, sizeof path, id, name);
        page_file(r, path, "text/html; charset=utf-8", NULL);
        /* bin/tournament's page carries its data and code inline (the data escaped: no
         * "</script>" can come from a player's name) */
        r->csp = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' "
                 "data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";
    } else if (strncmp(name, "replays/", 8) == 0 && final_is_replay(name + 8)) {
        /* the final's replays: its matches are everyone's to watch (no debug files, no logs) */
        final_path(path, sizeof path, id, name);
        if (id && access(path, F_OK) != 0) /* the final of before's report asks for its own here */
            final_path(path, sizeof path, 0, name);
        page_file(r, path, "application/gzip", NULL);
    } else {
        page_message(r, 404, "Not found", "There is no such page.");
    }
}

/* The final a route names: its id if the path has one (r->id[0], else -1), else the
 * latest; -1 after a 404. */
static long long final_of(struct request *r)
{
    long long id = r->id[0];
    if (id < 0) {
        id = final_latest();
        if (id < 0)
            page_message(r, 404, "Not found", "No final has been played yet.");
    } else if (id && store_int(0, "SELECT count(*) FROM finals WHERE id = ?", "i", id) != 1) {
        page_message(r, 404, "Not found", "There is no such final.");
        id = -1;
    }
    return id;
}

static const char sql_final[] = "SELECT started, finished, players, matches FROM finals WHERE id = ?";

/* GET /final, /final/ID: the final's report inside the site's frame (the report is
 * bin/tournament's page, with its own code: it is shown in a frame of its own). */
void page_final(struct request *r)
{
    long long id = final_of(r);
    if (id < 0)
        return;
    if (!final_exists(id, "report.html")) {
        page_message(r, 404, "Not found", "This final has no report (yet: it is being played, or it failed).");
        return;
    }
    char title[64];
    snprintf(title, sizeof title, id ? "The final (%lld)" : "The final", id);
    FILE *f = page_begin(r, title);
    fputs("<p>", f);
    sqlite3_stmt *st = store_query(sql_final, "i", id);
    if (st && sqlite3_step(st) == SQLITE_ROW) {
        fputs("Played ", f);
        page_time(f, sqlite3_column_double(st, sqlite3_column_type(st, 1) == SQLITE_NULL ? 0 : 1));
        int students = sqlite3_column_int(st, 2);
        /* as the report counts them: every entrant, the Dummy too */
        fprintf(f, ": %lld matches, %d players (%d student%s chosen player%s and the Dummy). ", final_replays(id),
                students + 1, students, students == 1 ? "'s" : "s'", students == 1 ? "" : "s");
    }
    sqlite3_finalize(st);
    fprintf(f, "Each student's chosen player against the others and the Dummy. <a href=\"/final/%lld/report.html\">"
               "The report alone</a> · <a href=\"/standings\">the ladder's standings</a></p>"
               "<iframe class=\"viewer final-report\" title=\"the final's report\" src=\"/final/%lld/report.html\">"
               "</iframe>",
            id, id);
    page_end(r);
}

/* GET /final/NAME, /final/ID/NAME */
void page_final_file(struct request *r)
{
    long long id = final_of(r);
    if (id >= 0)
        final_file(r, id, r->arg[0]);
}

/* GET /final/log.txt, /final/ID/log.txt (the router lets teachers only through) */
void page_final_log(struct request *r)
{
    long long id = final_of(r);
    char path[4200];
    if (id < 0)
        return;
    final_path(path, sizeof path, id, "log.txt");
    page_file(r, path, "text/plain; charset=utf-8", NULL);
}
