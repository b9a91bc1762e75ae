/* chart.h — a line chart the server draws as inline SVG (no script, nothing to fetch): a
 * value over time, such as a player's rating over the term's dates, in the standings (a
 * sparkline) and on their page (a chart with its axes written). */
#ifndef ARENA_SERVER_CHART_H
#define ARENA_SERVER_CHART_H

#include <stddef.h>
#include <stdio.h>

/* A moment the chart marks with a dashed line and, on a big chart, its label ("v2"). */
struct chart_mark {
    double x;
    const char *label;
};

struct chart {
    int width, height;     /* pixels (a big chart scales down to its container: viewBox) */
    double x0, x1, y0, y1; /* the ranges drawn, x in Unix seconds (one range for every row of
                            * a table: comparable) */
    int big;               /* 1: dates on the x axis, values on the y axis, the latest value
                            * written, the marks labelled; 0: a sparkline, lines alone */
    const char *label;     /* what it shows, in words: its aria-label and tooltip */
    const struct chart_mark *marks;
    int nb_marks;
};

/* The n points (x[k], y[k]), x ascending, as one line; at most one point every 2 pixels (a
 * big chart) or 4 (a sparkline), the last one always. */
void page_chart(FILE *f, const struct chart *c, const double x[], const double y[], long n);

/* A date for people, in UTC: "3 Nov 2026", or "3 Nov 2026 14:05" with the time. */
void chart_date(char *out, size_t size, double t, int with_time);

#endif
