/* chart.c — a line chart over time as inline SVG (chart.h). */
#include "http/chart.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "http/web.h"

enum { LEFT = 46, RIGHT = 44, TOP = 18, BOTTOM = 24, DAY = 86400 };

struct frame {
    double left, top, w, h, x0, x1, y0, y1;
};

static double scale(double v, double from, double to, double size)
{
    return to > from ? (v - from) / (to - from) * size : size / 2;
}

static int px(const struct frame *fr, double x)
{
    return (int)(fr->left + scale(x, fr->x0, fr->x1, fr->w) + .5);
}

static int py(const struct frame *fr, double y)
{
    return (int)(fr->top + fr->h - scale(y, fr->y0, fr->y1, fr->h) + .5);
}

/* t in UTC by strftime's fmt; a day's leading zero dropped ("3 Nov", not "03 Nov") */
static void utc_text(char *out, size_t size, double t, const char *fmt)
{
    time_t s = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&s, &tm) || !strftime(out, size, fmt, &tm)) {
        snprintf(out, size, "?");
        return;
    }
    if (strncmp(fmt, "%d", 2) == 0 && out[0] == '0')
        memmove(out, out + 1, strlen(out));
}

void chart_date(char *out, size_t size, double t, int with_time)
{
    utc_text(out, size, t, with_time ? "%d %b %Y %H:%M" : "%d %b %Y");
}

/* A round step near span/4 (1, 2 or 5 times a power of ten): the y axis's ticks. */
static double nice_step(double span)
{
    double raw = span / 4, mag = pow(10, floor(log10(raw))), norm = raw / mag;
    return (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * mag;
}

/* The y axis: its range widened to whole ticks, each tick's value written and its line. */
static void y_axis(FILE *f, struct frame *fr)
{
    if (fr->y1 <= fr->y0)
        fr->y0 -= 1, fr->y1 += 1;
    double step = nice_step(fr->y1 - fr->y0);
    fr->y0 = floor(fr->y0 / step) * step;
    fr->y1 = ceil(fr->y1 / step) * step;
    int decimals = step >= 1 ? 0 : (int)ceil(-log10(step) - 1e-9);
    for (double v = fr->y0; v <= fr->y1 + step / 2; v += step) {
        int y = py(fr, v);
        fprintf(f, "<line class=\"grid\" x1=\"%.0f\" y1=\"%d\" x2=\"%.0f\" y2=\"%d\"/>", fr->left, y, fr->left + fr->w, y);
        fprintf(f, "<text x=\"%.0f\" y=\"%d\" text-anchor=\"end\">%.*f</text>", fr->left - 5, y + 4, decimals,
                fabs(v) < step / 1000 ? 0.0 : v);
    }
}

/* The x axis: dates at whole days or weeks (hours or minutes over a short span; then the
 * first tick says its day too). */
static void x_axis(FILE *f, const struct frame *fr)
{
    static const double steps[] = {60,      300,     900,     1800,    3600,    3 * 3600, 6 * 3600,
                                   43200,   DAY,     2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 91 * DAY};
    double span = fr->x1 - fr->x0, step = steps[sizeof steps / sizeof *steps - 1];
    for (size_t k = 0; k < sizeof steps / sizeof *steps; k++)
        if (span / steps[k] <= 6) {
            step = steps[k];
            break;
        }
    int bottom = (int)(fr->top + fr->h), ticks = 0;
    fprintf(f, "<line class=\"axis\" x1=\"%.0f\" y1=\"%d\" x2=\"%.0f\" y2=\"%d\"/>", fr->left, bottom,
            fr->left + fr->w, bottom);
    for (double t = ceil(fr->x0 / step) * step; span > 0 && t <= fr->x1; t += step, ticks++) {
        char shown[48]; /* the year is in the chart's label */
        utc_text(shown, sizeof shown, t, step >= DAY ? "%d %b" : ticks ? "%H:%M" : "%d %b %H:%M");
        int x = px(fr, t);
        const char *anchor = x < fr->left + 30 ? "start" : x > fr->left + fr->w - 30 ? "end" : "middle";
        fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", x, bottom, x, bottom + 4);
        fprintf(f, "<text class=\"date\" x=\"%d\" y=\"%d\" text-anchor=\"%s\">", x, bottom + 17, anchor);
        html(f, shown);
        fputs("</text>", f);
    }
    if (!ticks) { /* one match, or a span shorter than a minute: the day itself */
        char text[48];
        chart_date(text, sizeof text, fr->x0, 1);
        fprintf(f, "<text class=\"date\" x=\"%.0f\" y=\"%d\">", fr->left, bottom + 17);
        html(f, text);
        fputs("</text>", f);
    }
}

/* Where each mark is, a dashed line; on a big chart its label, unless it would sit on the
 * previous one (the chart's label names them all). */
static void marks(FILE *f, const struct chart *c, const struct frame *fr)
{
    int last = -1000;
    for (int k = 0; k < c->nb_marks; k++) {
        int x = px(fr, c->marks[k].x);
        fprintf(f, "<line class=\"mark\" x1=\"%d\" y1=\"%.0f\" x2=\"%d\" y2=\"%.0f\"/>", x, fr->top, x,
                fr->top + fr->h);
        if (!c->big || x - last < 28)
            continue;
        fprintf(f, "<text class=\"mark\" x=\"%d\" y=\"%.0f\" text-anchor=\"%s\">", x, fr->top - 5,
                x > fr->left + fr->w - 20 ? "end" : "middle");
        html(f, c->marks[k].label);
        fputs("</text>", f);
        last = x;
    }
}

void page_chart(FILE *f, const struct chart *c, const double x[], const double y[], long n)
{
    struct frame fr = {c->big ? LEFT : 1, c->big ? TOP : 1, 0, 0, c->x0, c->x1, c->y0, c->y1};
    fr.w = c->width - fr.left - (c->big ? RIGHT : 1);
    fr.h = c->height - fr.top - (c->big ? BOTTOM : 1);
    /* role img, named by its label (and its title, a tooltip) */
    fprintf(f, "<svg class=\"chart%s\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"",
            c->big ? " big" : "", c->width, c->height, c->width, c->height);
    html(f, c->label);
    fputs("\"><title>", f);
    html(f, c->label);
    fputs("</title>", f);
    if (c->big) {
        y_axis(f, &fr);
        x_axis(f, &fr);
    }
    marks(f, c, &fr);
    /* whole pixels, a point every 2 (a big chart) or 4 pixels at most: a standings page of
     * 200 players stays small */
    long most = c->width / (c->big ? 2 : 4), step = n / (most > 1 ? most : 2) + 1;
    fputs("<polyline points=\"", f);
    for (long k = 0; k < n; k += step) {
        long j = k + step >= n ? n - 1 : k; /* the last point always */
        fprintf(f, "%s%d,%d", k ? " " : "", px(&fr, x[j]), py(&fr, y[j]));
    }
    fputs("\"/>", f);
    if (n > 0) { /* where it is now, seen even after one match, and on a big chart its value */
        int cx = px(&fr, x[n - 1]), cy = py(&fr, y[n - 1]);
        fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"%s\"/>", cx, cy, c->big ? "3.5" : "2.5");
        if (c->big)
            fprintf(f, "<text class=\"now\" x=\"%d\" y=\"%d\">%.1f</text>", cx + 6, cy + 4, y[n - 1]);
    }
    fputs("</svg>", f);
}
