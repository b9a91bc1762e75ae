/* verdict.c — a submission's verdict in a judge's words (see verdict.h). */
#define _GNU_SOURCE
#include "judge/verdict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"

/* The first frozen seat of the submission in its qualification matches: the seat's reason
 * (its first words, before any detail in brackets) and round. */
static const char sql_first_fault[] =
    "SELECT ms.reason, coalesce(ms.frozen_round, 0) FROM jobs j JOIN job_seats js ON js.job = j.id AND"
    " js.submission = j.submission JOIN matches m ON m.tournament = j.tournament AND m.idx = j.id"
    " JOIN seats ms ON ms.match = m.id AND ms.seat = js.seat WHERE j.submission = ? AND j.kind = 'qualify'"
    " AND ms.fault != 'ok' ORDER BY j.id LIMIT 1";
static const char sql_submission[] =
    "SELECT state, coalesce(report, ''), wins, attempts FROM submissions WHERE id = ?";

void verdict_of_report(const char *report, char *text, size_t size)
{
    /* the checker writes FILE:LINE: error: WHAT per problem, then FILE: refused: WHY */
    int problems = 0;
    char first[256] = "", why[256] = "";
    long line_of_first = 0;
    const char *line = report;
    while (line && *line) {
        const char *end = strchr(line, '\n'), *colon = strchr(line, ':');
        int n = (int)(end ? end - line : (long)strlen(line));
        const char *error = memmem(line, (size_t)n, ": error: ", 9),
                   *refused = memmem(line, (size_t)n, ": refused: ", 11);
        if (error && colon && colon + 1 < error &&
            strspn(colon + 1, "0123456789") == (size_t)(error - colon - 1)) {
            long at = atol(colon + 1);
            if (!problems++) {
                snprintf(first, sizeof first, "%.*s", (int)(line + n - error - 9), error + 9);
                line_of_first = at;
            }
        } else if (refused && !why[0]) {
            snprintf(why, sizeof why, "%.*s", (int)(line + n - refused - 11), refused + 11);
        }
        line = end ? end + 1 : NULL;
    }
    if (strstr(why, "does not compile") || strstr(why, "does not assemble"))
        snprintf(text, size, "compile error");
    else if (problems && line_of_first > 0)
        snprintf(text, size, "refused: %s (line %ld)%s", first, line_of_first,
                 problems > 1 ? ", and more" : "");
    else if (problems)
        snprintf(text, size, "refused: %s", first);
    else
        snprintf(text, size, "refused: %s", why[0] ? why : "see the checker's report");
}

void verdict_of(long long id, char *text, size_t size)
{
    *text = '\0';
    sqlite3_stmt *st = store_query(sql_submission, "i", id);
    if (!st || sqlite3_step(st) != SQLITE_ROW) {
        sqlite3_finalize(st);
        return;
    }
    const char *state = (const char *)sqlite3_column_text(st, 0);
    int wins = sqlite3_column_int(st, 2), attempts = sqlite3_column_int(st, 3);
    if (strcmp(state, "refused") == 0) {
        verdict_of_report((const char *)sqlite3_column_text(st, 1), text, size);
    } else if (strcmp(state, "error") == 0 || (strcmp(state, "queued") == 0 && attempts > 0)) {
        snprintf(text, size, "internal error (not your player's fault): it will be judged again");
    } else if (strcmp(state, "queued") == 0) {
        snprintf(text, size, "waiting to be checked");
    } else if (strcmp(state, "compiling") == 0) {
        snprintf(text, size, "being checked and compiled");
    } else if (strcmp(state, "qualifying") == 0) {
        snprintf(text, size, "playing against the Dummy");
    } else if (strcmp(state, "qualified") == 0) {
        snprintf(text, size, "qualified: won %d of %d against the Dummy", wins, course.qualify_matches);
    } else {
        char fault[160] = "";
        sqlite3_stmt *f = store_query(sql_first_fault, "i", id);
        if (f && sqlite3_step(f) == SQLITE_ROW && sqlite3_column_type(f, 0) != SQLITE_NULL) {
            const char *reason = (const char *)sqlite3_column_text(f, 0);
            size_t words = strcspn(reason, "(");
            while (words > 0 && reason[words - 1] == ' ')
                words--;
            snprintf(fault, sizeof fault, "%.*s in round %d; ", (int)words, reason, sqlite3_column_int(f, 1));
        }
        sqlite3_finalize(f);
        snprintf(text, size, "%sdid not beat the Dummy: won %d of %d, needs %d", fault, wins,
                 course.qualify_matches, course.qualify_wins);
    }
    sqlite3_finalize(st);
}
