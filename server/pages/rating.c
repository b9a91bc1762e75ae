/* rating.c — a player's rating over the term, as charts (http/chart.c): over the ladder
 * matches' dates, the versions (submissions) that played them marked where each entered. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "http/chart.h"
#include "pages/common.h"
#include "store/store.h"

enum { DAY = 86400 };

/* the submission that played each ladder match of a player, by match */
static const char sql_versions[] = "SELECT js.job, js.submission FROM users u JOIN submissions s ON s.user = u.id"
                                   " JOIN job_seats js ON js.submission = s.id JOIN jobs j ON j.id = js.job"
                                   " WHERE u.player = ? AND j.kind = 'ladder' ORDER BY js.job";

void page_rating_range(const struct standings *s, struct rating_range *r)
{
    *r = (struct rating_range){0, 0, 0, 0};
    int any = 0;
    for (int k = 0; k < s->n; k++)
        for (long i = 0; i < s->p[k].history_len && strcmp(s->p[k].name, "Dummy") != 0; i++) {
            double y = s->p[k].history[i].ordinal;
            if (!any++ || y < r->y0)
                r->y0 = y;
            if (any == 1 || y > r->y1)
                r->y1 = y;
        }
    for (long i = 0; i < s->nb_matches; i++) { /* recorded as they end: not in the matches' order */
        double t = (double)s->matches[i].played_at;
        if (!i || t < r->x0)
            r->x0 = t;
        if (!i || t > r->x1)
            r->x1 = t;
    }
}

/* The player's points: the date of each of their matches (never before the previous one:
 * two matches may end in the other order) and their rating after it. */
static long points(const struct standings *s, const struct standing *p, double **x, double **y)
{
    long n = p->history_len;
    *x = xmalloc((size_t)(n ? n : 1) * sizeof **x), *y = xmalloc((size_t)(n ? n : 1) * sizeof **y);
    for (long k = 0; k < n; k++) {
        long m = p->history[k].match - 1;
        double t = m >= 0 && m < s->nb_matches ? (double)s->matches[m].played_at : 0;
        (*x)[k] = k && t < (*x)[k - 1] ? (*x)[k - 1] : t;
        (*y)[k] = p->history[k].ordinal;
    }
    return n;
}

/* "Good's rating from 12.1 to 25.3 between 3 Nov 2026 and 28 Nov 2026" (with the times
 * when the matches span less than two days) */
static char *label_of(const struct standing *p, const double x[], const double y[], long n)
{
    char from[48] = "", to[48] = "", *label = NULL;
    if (n) {
        int times = x[n - 1] - x[0] < 2 * DAY;
        chart_date(from, sizeof from, x[0], times);
        chart_date(to, sizeof to, x[n - 1], times);
    }
    int rc = n ? asprintf(&label, "%s's rating from %.1f to %.1f between %s and %s", p->name, y[0], y[n - 1], from, to)
               : asprintf(&label, "%s's rating: no ladder match yet", p->name);
    if (rc < 0)
        label = NULL;
    return label;
}

void page_rating_chart(FILE *f, const struct standings *s, const struct standing *p, const struct rating_range *r)
{
    double *x, *y;
    long n = points(s, p, &x, &y);
    char *label = label_of(p, x, y, n);
    struct chart c = {120, 28, r->x0, r->x1, r->y0, r->y1, 0, label ? label : p->name, NULL, 0};
    page_chart(f, &c, x, y, n);
    free(label);
    free(x);
    free(y);
}

/* Where each version entered: the first of the player's points played by a submission other
 * than the previous point's (the first point's too), labelled "#ID" as the student's pages
 * name their submissions. Returns how many; *marks and their labels are the caller's. */
static int version_marks(const struct standings *s, const struct standing *p, const double x[],
                         struct chart_mark **marks)
{
    sqlite3_stmt *st = store_query(sql_versions, "t", p->name);
    int row = st && sqlite3_step(st) == SQLITE_ROW, n = 0;
    long long previous = 0;
    *marks = NULL;
    for (long k = 0; k < p->history_len && row; k++) {
        long m = p->history[k].match - 1;
        long long job = m >= 0 && m < s->nb_matches ? s->matches[m].idx : -1;
        while (row && sqlite3_column_int64(st, 0) < job) /* both in the matches' order: one walk */
            row = sqlite3_step(st) == SQLITE_ROW;
        if (!row || sqlite3_column_int64(st, 0) != job)
            continue;
        long long sub = sqlite3_column_int64(st, 1);
        if (sub == previous)
            continue;
        previous = sub;
        *marks = xrealloc(*marks, (size_t)(n + 1) * sizeof **marks);
        char *label = NULL;
        if (asprintf(&label, "#%lld", sub) < 0)
            label = NULL;
        (*marks)[n++] = (struct chart_mark){x[k], label ? label : ""};
    }
    sqlite3_finalize(st);
    return n;
}

/* 1 if the version of mark k entered before (chosen again after another) */
static int entered_before(const struct chart_mark *marks, int k)
{
    for (int i = 0; i < k; i++)
        if (strcmp(marks[i].label, marks[k].label) == 0)
            return 1;
    return 0;
}

void page_rating_figure(FILE *f, const struct standings *s, const struct standing *p, const struct rating_range *r)
{
    double *x, *y;
    long n = points(s, p, &x, &y);
    struct chart_mark *marks;
    int versions = version_marks(s, p, x, &marks);
    char *base = label_of(p, x, y, n), *label = NULL;
    /* "..., 3 versions (#4, #9, #17)"; one chosen again after another: "(#4, #9, #4 again)" */
    int distinct = 0;
    for (int k = 0; k < versions; k++)
        distinct += !entered_before(marks, k);
    size_t size = 0;
    FILE *text = open_memstream(&label, &size);
    fprintf(text, "%s, %d version%s", base ? base : p->name, distinct, distinct == 1 ? "" : "s");
    for (int k = 0; k < versions; k++)
        fprintf(text, "%s%s%s", k ? ", " : " (", marks[k].label, entered_before(marks, k) ? " again" : "");
    fputs(versions ? ")" : "", text);
    fclose(text);
    struct chart c = {640, 220, r->x0, r->x1, r->y0, r->y1, 1, label ? label : "", marks, versions};
    page_chart(f, &c, x, y, n);
    for (int k = 0; k < versions; k++)
        if (*marks[k].label)
            free((char *)marks[k].label);
    free(marks);
    free(base);
    free(label);
    free(x);
    free(y);
}
