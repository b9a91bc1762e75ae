/* chart.h — a small line chart the server draws as inline SVG (no script, nothing to
 * fetch): a player's rating over the ladder's matches, in the standings and on their page. */
#ifndef ARENA_SERVER_CHART_H
#define ARENA_SERVER_CHART_H

#include <stdio.h>

struct chart {
    int width, height;     /* pixels */
    double x0, x1, y0, y1; /* the ranges drawn (the same for every row of a table: comparable) */
    int labels;            /* 1: the y range and the x range written on the chart */
    const char *title;     /* what it shows, for a screen reader and a tooltip */
};

/* The n points (x[k], y[k]), x ascending, as one line; at most one point every two pixels. */
void page_chart(FILE *f, const struct chart *c, const double x[], const double y[], long n);

#endif
