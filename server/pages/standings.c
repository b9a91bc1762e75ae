/* standings.c — the ladder's standings, everyone's to see. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "judge/ladder.h"
#include "pages/common.h"
#include "pages/pages.h"
#include "store/store.h"

/* Each player's qualification under the rule of now: its representative's (qualified), or
 * else its latest decided submission's, or one being judged again. */
struct qualification {
    char player[64];
    int wins, played;
    char state[16];
};

static const char sql_qualifications[] =
    "SELECT u.player, s.wins, s.played, s.state FROM users u JOIN submissions s ON s.id = coalesce("
    "(SELECT submission FROM representatives r WHERE r.user = u.id),"
    " (SELECT max(id) FROM submissions WHERE user = u.id AND state IN ('failed', 'qualifying', 'queued', 'compiling')"
    " AND exe_hash IS NOT NULL)) WHERE u.player IS NOT NULL";

static struct qualification *qualifications(int *n)
{
    struct qualification *q = NULL;
    *n = 0;
    sqlite3_stmt *st = store_query(sql_qualifications, "");
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        q = xrealloc(q, (size_t)(*n + 1) * sizeof *q);
        snprintf(q[*n].player, sizeof q[*n].player, "%s", (const char *)sqlite3_column_text(st, 0));
        q[*n].wins = sqlite3_column_int(st, 1);
        q[*n].played = sqlite3_column_int(st, 2);
        snprintf(q[*n].state, sizeof q[*n].state, "%s", (const char *)sqlite3_column_text(st, 3));
        (*n)++;
    }
    sqlite3_finalize(st);
    return q;
}

/* What the rule of now gives the player: qualified or not, with its wins. */
static void qualified_cell(FILE *f, const struct qualification *q, int n, const char *player)
{
    for (int k = 0; k < n; k++)
        if (strcmp(q[k].player, player) == 0) {
            if (strcmp(q[k].state, "qualified") == 0)
                fprintf(f, "yes: won %d of %d", q[k].wins, q[k].played);
            else if (strcmp(q[k].state, "failed") == 0)
                fprintf(f, "no: won %d of %d (out of the ladder until a version qualifies)", q[k].wins, q[k].played);
            else
                fputs("being judged again", f);
            return;
        }
    fputs("no qualified version", f);
}

/* Frozen: the players of the ladder now that have no match before the freeze, without a rank. */
static void pending_rows(FILE *f, const struct standings *s, long long since, const struct qualification *q, int nq)
{
    int n;
    struct freeze_pending *p = freeze_pending(s, since, &n);
    for (int k = 0; k < n; k++) {
        fputs("<tr class=\"pending\"><td></td><td>", f);
        html(f, p[k].player);
        fprintf(f, "</td><td colspan=\"5\">%s</td><td>", page_pending_reason(&p[k]));
        qualified_cell(f, q, nq, p[k].player);
        fputs("</td><td></td></tr>", f);
    }
    free(p);
}

/* A row's cells up to its Qualified cell (open): rank or a dash, name, rating and its chart,
 * means, matches. */
static void standing_row(FILE *f, const struct standings *s, const struct standing *p, int rank,
                         const struct rating_range *range)
{
    if (rank)
        fprintf(f, "<tr><td>%d</td><td>", rank);
    else /* played, yet no rank: out of the ladder */
        fprintf(f, "<tr%s><td>–</td><td>", p->matches ? " class=\"out\"" : "");
    html(f, p->name);
    /* why is the student's and the teachers' business, not the class's */
    if (p->rejected)
        fputs(" <small>(out)</small>", f);
    if (p->matches) {
        fprintf(f, "</td><td>%.1f</td><td class=\"chart\">", rating_ordinal(p->rating));
        page_rating_chart(f, s, p, range);
        fprintf(f, "</td><td>%.1f</td><td>%.2f</td><td>%ld</td><td>", p->score_mean, p->place_mean, p->matches);
    } else {
        fputs("</td><td></td><td></td><td></td><td></td><td>0</td><td>", f);
    }
}

void page_standings(struct request *r)
{
    int nq;
    struct qualification *q = qualifications(&nq);
    /* everyone sees them frozen from the teacher's freeze on; a teacher sees them live */
    struct freeze z;
    if (r->user.admin)
        freeze_now(&z);
    const struct standings *s = r->user.admin ? ladder_acquire() : ladder_acquire_public(&z);
    int frozen = !r->user.admin && z.frozen;
    if (!s) {
        free(q);
        page_message(r, 503, "Database error", "The standings cannot be read just now: try again in a moment.");
        return;
    }
    FILE *f = page_begin(r, "Standings");
    fprintf(f, "<p>%ld ladder matches played. Rating: the Weng–Lin estimate of skill less three times its "
               "uncertainty; it grows as a player plays. Qualified: under the rule of now, ahead of every Dummy in %d "
               "of %d matches.</p>",
            s->nb_matches, course.qualify_wins, course.qualify_matches);
    if (z.frozen) {
        fputs("<p class=\"frozen\">", f);
        fputs(frozen ? "Frozen since " : "Frozen for the students since ", f);
        page_time(f, (double)z.since);
        if (frozen) {
            fputs(": these are the standings of then. The ladder goes on. ", f);
            page_frozen_until(f, &z);
        } else {
            fputs(": you see the live standings.", f);
        }
        fputs("</p>", f);
    }
    struct rating_range range;
    page_rating_range(s, &range);
    fputs(PAGE_SCROLL("The standings") "<table class=\"list standings\"><thead><tr><th>#</th><th>Player</th><th>Rating</th><th>Over the term</th>"
          "<th>Mean score</th><th>Mean place</th><th>Matches</th><th>Qualified</th><th>Faults</th></tr></thead><tbody>",
          f);
    int *rank = xcalloc((size_t)s->n + 1, sizeof *rank), *order = xcalloc((size_t)s->n + 1, sizeof *order);
    ladder_ranks(s, rank);
    for (int i = 0, rows = ladder_rows(s, rank, order); i < rows; i++) {
        const struct standing *p = &s->p[order[i]];
        /* frozen: the players of then (one that came after has no match before the freeze) */
        if (frozen && !p->matches)
            continue;
        standing_row(f, s, p, rank[order[i]], &range);
        qualified_cell(f, q, nq, p->name);
        if (p->matches)
            fprintf(f, "</td><td>%ld</td></tr>", p->faults);
        else
            fputs("</td><td></td></tr>", f);
    }
    if (frozen)
        pending_rows(f, s, z.since, q, nq);
    ladder_release();
    free(rank);
    free(order);
    free(q);
    fputs("</tbody></table>" PAGE_SCROLL_END "<p>Faults: the ladder matches in which the player was stopped (out of CPU time, a "
          "crash, a forbidden call...). A dash: no rank, the player is out of the ladder (or has no ladder match yet).</p>",
          f);
    page_end(r);
}
