/* chart.c — a line chart as inline SVG (chart.h). */
#include "http/chart.h"

#include "http/web.h"

static double scale(double v, double from, double to, double size)
{
    return to > from ? (v - from) / (to - from) * size : size / 2;
}

void page_chart(FILE *f, const struct chart *c, const double x[], const double y[], long n)
{
    const double pad = c->labels ? 4 : 1, left = c->labels ? 40 : pad, bottom = c->labels ? 16 : pad;
    const double w = c->width - left - pad, h = c->height - bottom - pad;
    fprintf(
        f, "<svg class=\"chart\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"",
        c->width, c->height, c->width, c->height);
    html(f, c->title);
    fputs("\"><title>", f);
    html(f, c->title);
    fputs("</title>", f);
    if (c->labels)
        fprintf(
            f,
            "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"end\">%.1f</text>"
            "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"end\">%.1f</text>"
            "<text x=\"%.0f\" y=\"%d\">%.0f</text><text x=\"%.0f\" y=\"%d\" text-anchor=\"end\">%.0f</text>"
            "<line class=\"axis\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>",
            left - 4, pad + 8, c->y1, left - 4, pad + h, c->y0, left, c->height - 3, c->x0, left + w,
            c->height - 3, c->x1, left, pad + h, left + w, pad + h);
    long most = c->width / 2 > 1 ? c->width / 2 : 2, step = n / most + 1;
    fputs("<polyline points=\"", f);
    for (long k = 0; k < n; k += step) {
        long j = k + step >= n ? n - 1 : k; /* the last point always */
        fprintf(f, "%s%.1f,%.1f", k ? " " : "", left + scale(x[j], c->x0, c->x1, w),
                pad + h - scale(y[j], c->y0, c->y1, h));
    }
    fputs("\"/>", f);
    if (n > 0) /* where it is now, seen even after one match */
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\"/>", left + scale(x[n - 1], c->x0, c->x1, w),
                pad + h - scale(y[n - 1], c->y0, c->y1, h));
    fputs("</svg>", f);
}
