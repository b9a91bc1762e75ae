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
    /* its title is its name (role img) and its tooltip; its viewBox lets a page shrink it */
    fprintf(f, "<svg class=\"chart\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\"><title>",
            c->width, c->height, c->width, c->height);
    html(f, c->title);
    fputs("</title>", f);
    if (c->labels)
        fprintf(
            f,
            "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"end\">%.1f</text>"
            "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"end\">%.1f</text>"
            "<text x=\"%.0f\" y=\"%d\">%.0f</text><text x=\"%.0f\" y=\"%d\" text-anchor=\"end\">%.0f</text>"
            "<line class=\"axis\" x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\"/>",
            left - 4, pad + 8, c->y1, left - 4, pad + h, c->y0, left, c->height - 3, c->x0, left + w,
            c->height - 3, c->x1, left, pad + h, left + w, pad + h);
    /* whole pixels, a point every 2 (a big chart) or 4 pixels at most: a standings page of
     * 200 players stays small */
    long most = c->width / (c->labels ? 2 : 4), step = n / (most > 1 ? most : 2) + 1;
    fputs("<polyline points=\"", f);
    for (long k = 0; k < n; k += step) {
        long j = k + step >= n ? n - 1 : k; /* the last point always */
        fprintf(f, "%s%d,%d", k ? " " : "", (int)(left + scale(x[j], c->x0, c->x1, w) + .5),
                (int)(pad + h - scale(y[j], c->y0, c->y1, h) + .5));
    }
    fputs("\"/>", f);
    if (n > 0) /* where it is now, seen even after one match */
        fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"2.5\"/>",
                (int)(left + scale(x[n - 1], c->x0, c->x1, w) + .5),
                (int)(pad + h - scale(y[n - 1], c->y0, c->y1, h) + .5));
    fputs("</svg>", f);
}
