/* admin_qualify.c — the qualification rule changed from the admin page: how many matches
 * against the Dummy a submission plays, and in how many it must finish ahead of every
 * Dummy. A change judges again what it affects, after a confirmation that says how much:
 * a decided submission with the matches the new rule asks is decided again from its
 * recorded matches (played, wins: judge.c's verdict, the one its last match gives); one
 * with fewer goes back to qualifying and plays the missing ones (the seeds a new
 * submission's would have: the same source, the same matches); one still qualifying
 * gets the missing ones, or loses those queued beyond the rule and is decided once it
 * has played enough. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "store/store.h"
#include "teacher/teacher.h"

enum { MATCHES_MAX = 100 }; /* as --qualify-matches */

void admin_qualify_section(struct request *r, FILE *f)
{
    fprintf(f, "<h2 id=\"qualification\">Qualification</h2><p>A new submission plays %d matches against the Dummy "
               "and qualifies for the ladder when it finishes ahead of every Dummy in %d of them. A change judges "
               "again the submissions it affects (a page first says how many, to confirm).</p>"
               "<form method=\"post\" action=\"/admin/qualify\" class=\"box\">",
            course.qualify_matches, course.qualify_wins);
    page_csrf(r);
    fprintf(f, "<label>Matches against the Dummy <input name=\"qualify_matches\" type=\"number\" min=\"1\" max=\"%d\" "
               "value=\"%d\" required></label><label>Wins needed <input name=\"qualify_wins\" type=\"number\" min=\"0\" "
               "max=\"%d\" value=\"%d\" required></label><button>Change the rule</button></form>",
            MATCHES_MAX, course.qualify_matches, MATCHES_MAX, course.qualify_wins);
}

struct candidate {
    long long id, user;
    int decided, qualified, played, wins, jobs, queued;
};

/* The submissions a rule may affect: those with qualification matches, decided or not. */
static struct candidate *candidates(int *n)
{
    struct candidate *c = NULL;
    *n = 0;
    sqlite3_stmt *st = store_query(
        "SELECT s.id, s.user, s.state != 'qualifying', s.state = 'qualified', s.played, s.wins,"
        " (SELECT count(*) FROM jobs j WHERE j.submission = s.id AND j.kind = 'qualify'),"
        " (SELECT count(*) FROM jobs j WHERE j.submission = s.id AND j.kind = 'qualify' AND j.state = 'queued')"
        " FROM submissions s WHERE s.state IN ('qualifying', 'qualified', 'failed') ORDER BY s.id",
        "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        c = xrealloc(c, (size_t)(*n + 1) * sizeof *c);
        c[*n] = (struct candidate){sqlite3_column_int64(st, 0), sqlite3_column_int64(st, 1), sqlite3_column_int(st, 2),
                                   sqlite3_column_int(st, 3), sqlite3_column_int(st, 4), sqlite3_column_int(st, 5),
                                   sqlite3_column_int(st, 6), sqlite3_column_int(st, 7)};
        (*n)++;
    }
    if (!st)
        *n = -1;
    sqlite3_finalize(st);
    return c;
}

/* What the rule (matches, wins) changes: *verdicts submissions whose verdict changes (or
 * goes back to qualifying), *more matches to play. With apply, inside the caller's
 * transaction and with the rule already in `course`, it does it. 0 or -1. */
static int requalify(int matches, int wins, int apply, int *verdicts, int *more)
{
    int n;
    struct candidate *c = candidates(&n);
    *verdicts = *more = 0;
    int ok = n >= 0;
    for (int k = 0; ok && k < n; k++) {
        const struct candidate *s = &c[k];
        if (s->jobs < matches) { /* fewer than the rule asks: the missing ones */
            *verdicts += 1;
            *more += matches - s->jobs;
            ok = !apply || (judge_qualify_more(s->id, s->jobs) == 0 &&
                            (!s->decided || (store_run("UPDATE submissions SET state = 'qualifying', decided_at = NULL"
                                                       " WHERE id = ?", "i", s->id) == 0 &&
                                             judge_represent(s->user) == 0)));
            continue;
        }
        int excess = s->jobs - matches, drop = excess < s->queued ? excess : s->queued;
        if (apply && !s->decided && drop > 0) { /* queued beyond the rule: never played */
            static const char *const sql[] = {
                "DELETE FROM job_seats WHERE job IN (SELECT id FROM jobs WHERE submission = ? AND kind = 'qualify'"
                " AND state = 'queued' ORDER BY id DESC LIMIT ?)",
                "DELETE FROM jobs WHERE id IN (SELECT id FROM jobs WHERE submission = ? AND kind = 'qualify'"
                " AND state = 'queued' ORDER BY id DESC LIMIT ?)"};
            ok = store_run(sql[0], "ii", s->id, (long long)drop) == 0 && store_run(sql[1], "ii", s->id, (long long)drop) == 0;
        }
        if (s->played < matches)
            continue; /* still qualifying: decided by its last match */
        if (s->decided && s->qualified == (s->wins >= wins))
            continue; /* the same verdict */
        *verdicts += 1;
        ok = ok && (!apply || judge_qualification_verdict(s->id) == 0);
    }
    free(c);
    return ok ? 0 : -1;
}

/* A form's count: digits only, from..to; -1 if not. */
static int form_count(struct request *r, const char *name, int from, int to)
{
    const char *given = form_value(r, name);
    size_t n = strlen(given);
    if (n < 1 || n > 3 || strspn(given, "0123456789") != n)
        return -1;
    int v = atoi(given);
    return v >= from && v <= to ? v : -1;
}

static void plural(FILE *f, int n, const char *one, const char *many)
{
    fprintf(f, "%d %s", n, n == 1 ? one : many);
}

/* POST /admin/qualify: matches, wins; a confirmation page, then with confirm=yes the change. */
void page_admin_qualify(struct request *r)
{
    int matches = form_count(r, "qualify_matches", 1, MATCHES_MAX);
    if (matches < 0) {
        page_message(r, 400, "Not a number of matches",
                     "Matches against the Dummy: give a whole number from 1 to 100.");
        return;
    }
    int wins = form_count(r, "qualify_wins", 0, MATCHES_MAX);
    if (wins < 0 || wins > matches) {
        char said[160];
        snprintf(said, sizeof said, "Wins needed: give a whole number from 0 to the number of matches (%d).", matches);
        page_message(r, 400, wins < 0 ? "Not a number of wins" : "More wins than matches", said);
        return;
    }
    int verdicts, more;
    if (strcmp(form_value(r, "confirm"), "yes") != 0) {
        if (requalify(matches, wins, 0, &verdicts, &more) < 0) {
            page_message(r, 503, "Database error", "The submissions could not be read: try again.");
            return;
        }
        FILE *f = page_begin(r, "Change the qualification rule");
        fprintf(f, "<p>Qualification: %d of %d matches ahead of every Dummy (now %d of %d).</p><p class=\"message\">"
                   "This changes the verdict of ",
                wins, matches, course.qualify_wins, course.qualify_matches);
        plural(f, verdicts, "submission", "submissions");
        fputs(" and plays ", f);
        plural(f, more, "more match", "more matches");
        fputs(": confirm.</p><form method=\"post\" action=\"/admin/qualify\" class=\"box\">", f);
        page_csrf(r);
        fprintf(f, "<input type=\"hidden\" name=\"qualify_matches\" value=\"%d\"><input type=\"hidden\" name=\"qualify_wins\" "
                   "value=\"%d\"><input type=\"hidden\" name=\"confirm\" value=\"yes\"><button>Confirm</button></form>"
                   "<p><a href=\"/admin#qualification\">Back to the course, changing nothing</a></p>",
                matches, wins);
        page_end(r);
        return;
    }
    char m[16], w[16];
    snprintf(m, sizeof m, "%d", matches);
    snprintf(w, sizeof w, "%d", wins);
    if (store_begin() < 0) {
        page_message(r, 503, "Database error", "The rule could not be stored: try again.");
        return;
    }
    /* the workers read the rule inside their transactions, which wait for this one */
    int old_matches = course.qualify_matches, old_wins = course.qualify_wins;
    course.qualify_matches = matches;
    course.qualify_wins = wins;
    if (store_set("qualify_matches", m) < 0 || store_set("qualify_wins", w) < 0 ||
        requalify(matches, wins, 1, &verdicts, &more) < 0 || store_commit() < 0) {
        store_rollback();
        course.qualify_matches = old_matches;
        course.qualify_wins = old_wins;
        page_message(r, 503, "Database error", "The rule could not be stored: try again.");
        return;
    }
    ladder_changed();
    ladder_refresh();
    judge_wake();
    FILE *f = page_begin(r, "Qualification rule changed");
    fprintf(f, "<p>Qualification: %d of %d matches ahead of every Dummy. ", wins, matches);
    plural(f, verdicts, "submission", "submissions");
    fputs(" judged again, ", f);
    plural(f, more, "more match", "more matches");
    fputs(" queued.</p><p><a href=\"/admin\">Back to the course</a></p>", f);
    page_end(r);
}
