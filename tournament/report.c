/* report.c — the standings table and the HTML report's data. */
#define _GNU_SOURCE
#include "report.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"
#include "out.h"

int report_boards_played(const struct standings *s)
{
    int n = 0;
    for (int b = 0; b < s->nb_boards; b++)
        for (long i = 0; i < s->nb_matches; i++)
            if (s->matches[i].board == b) {
                n++;
                break;
            }
    return n;
}

void report_table(const struct standings *s, const char *title, FILE *f)
{
    int played = 0, boards = report_boards_played(s);
    for (int k = 0; k < s->n; k++)
        played += s->p[k].matches > 0;
    if (title)
        fprintf(f, "%s (%s tournament %lld): ", title, s->game, s->tournament);
    else
        fprintf(f, "%s tournament %lld: ", s->game, s->tournament);
    fprintf(f, "%ld matches, %d players, %d board%s played\n", s->nb_matches, played, boards,
            boards == 1 ? "" : "s");
    fprintf(f, "%4s  %-12s %7s  %-18s %-13s %6s  %-13s %9s  %-8s %s\n", "rank", "player", "matches", "score (95% CI)",
            "place", "wins", "rating", "mu-3sigma", "vs Dummy", "frozen");
    for (int k = 0; k < s->n; k++) {
        const struct standing *x = &s->p[k];
        if (!x->matches)
            continue;
        char score[32], place[32], rating[32];
        snprintf(score, sizeof score, "%.1f ±%.1f", x->score_mean, x->score_ci);
        snprintf(place, sizeof place, "%.2f ±%.2f", x->place_mean, x->place_ci);
        snprintf(rating, sizeof rating, "%.2f ±%.2f", x->rating.mu, x->rating.sigma);
        fprintf(f, "%4d  %-12s %7ld  %-19s %-14s %5.1f%%  %-14s %9.2f  %-8s %ld\n", x->rank, x->name, x->matches, score,
                place, 100 * x->wins / (double)x->matches, rating, rating_ordinal(x->rating), standings_vs_dummy(s, k),
                x->faults);
    }
    if (played > 1 && played <= 16) {
        fprintf(f, "head to head (how often the row finished ahead of the column):\n%-12s", "");
        for (int b = 0; b < s->n; b++)
            if (s->p[b].matches)
                fprintf(f, " %7.7s", s->p[b].name);
        fprintf(f, "\n");
        for (int a = 0; a < s->n; a++) {
            if (!s->p[a].matches)
                continue;
            fprintf(f, "%-12s", s->p[a].name);
            for (int b = 0; b < s->n; b++) {
                if (!s->p[b].matches)
                    continue;
                long met = s->meetings[a * s->n + b];
                if (met)
                    fprintf(f, " %6.1f%%", 100 * s->beats[a * s->n + b]);
                else
                    fprintf(f, " %7s", "-");
            }
            fprintf(f, "\n");
        }
    }
    for (int k = 0; k < s->n; k++) {
        const struct standing *x = &s->p[k];
        if (x->faults)
            fprintf(f, "frozen: %s in %ld of %ld matches; the last time: %s\n", x->name, x->faults, x->matches,
                    x->fault_reason ? x->fault_reason : "?");
    }
    for (int k = 0; k < s->n; k++) {
        const struct standing *x = &s->p[k];
        if (x->rejected) {
            const char *end = strchr(x->rejected, '\n');
            int len = end ? (int)(end - x->rejected) : (int)strlen(x->rejected);
            fprintf(f, "rejected: %s (%s): %.*s%s\n", x->name, x->given, len, x->rejected,
                    end && end[1] ? " ..." : "");
        }
    }
    if (s->failures)
        fprintf(f, "%ld attempt%s failed (see the failures table; re-run the command to play them again)\n",
                s->failures, s->failures == 1 ? "" : "s");
}

/* A JSON string. */
static void json_str(struct out *o, const char *text)
{
    out_char(o, '"');
    for (const unsigned char *p = (const unsigned char *)(text ? text : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            out_char(o, '\\'), out_char(o, (char)*p);
        else if (*p < 0x20 || *p == '<') /* '<': no "</script>" inside the page */
            out_printf(o, "\\u%04x", *p);
        else
            out_char(o, (char)*p);
    }
    out_char(o, '"');
}

/* The path of `to` relative to the folder `from_dir` (both absolute, without "." or ".."). */
static char *relative(const char *from_dir, const char *to)
{
    size_t fl = strlen(from_dir), common = 0;
    if (strcmp(from_dir, "/") == 0)
        return xstrdup(to + 1);
    if (strncmp(from_dir, to, fl) == 0 && to[fl] == '/')
        common = fl; /* inside it */
    else
        for (size_t k = 0; from_dir[k] && from_dir[k] == to[k]; k++)
            if (from_dir[k] == '/')
                common = k;
    char *rel = xmalloc(strlen(to) + 3 * fl + 2);
    rel[0] = '\0';
    for (size_t k = common; k < fl; k++) /* one ".." a folder of from_dir below the common part */
        if (from_dir[k] == '/')
            strcat(rel, "../");
    strcat(rel, to + common + 1);
    return rel;
}

static char *absolute_dir_of(const char *path)
{
    char *copy = xstrdup(path), *slash = strrchr(copy, '/');
    const char *dir = slash ? (slash == copy ? "/" : (*slash = '\0', copy)) : ".";
    char *real = realpath(dir, NULL);
    free(copy);
    return real;
}

extern const char report_page[]; /* report.html, embedded and NUL-terminated (report_page.S) */

int report_html(const struct standings *s, const char *path, const char *viewer_html, const struct report_links *links,
                const char *title)
{
    char *dir = absolute_dir_of(path), *viewer_real = viewer_html ? realpath(viewer_html, NULL) : NULL;
    if (!dir)
        return error_errno("cannot write %s", path);
    struct out o;
    if (out_open(&o, path) < 0) {
        free(dir);
        free(viewer_real);
        return -1;
    }
    const char *mark = "/*ARENA_DATA*/";
    size_t page_len = strlen(report_page);
    const char *at = strstr(report_page, mark);
    out_write(&o, report_page, (size_t)(at - report_page));
    out_str(&o, "window.ARENA_REPORT = {\"game\": ");
    json_str(&o, s->game);
    out_printf(&o, ", \"tournament\": %lld, \"failures\": %ld, \"dummy\": %d", s->tournament, s->failures, s->dummy);
    char *viewer_dir = NULL;
    out_str(&o, ", \"title\": ");
    if (title)
        json_str(&o, title);
    else
        out_str(&o, "null");
    /* served by a web server: its replays have no debug file beside them, and the page has
     * a way back to the site */
    out_str(&o, ", \"debugFiles\": ");
    out_str(&o, links ? "false" : "true");
    out_str(&o, ", \"back\": ");
    if (links && links->back)
        json_str(&o, links->back);
    else
        out_str(&o, "null");
    out_str(&o, ",\n\"viewer\": ");
    if (links) {
        json_str(&o, links->viewer);
    } else if (viewer_real) {
        char *rel = relative(dir, viewer_real);
        json_str(&o, rel);
        free(rel);
        viewer_dir = absolute_dir_of(viewer_real);
    } else {
        out_str(&o, "null");
    }
    out_str(&o, ",\n\"boards\": [");
    for (int b = 0; b < s->nb_boards; b++) {
        const char *base = strrchr(s->boards[b], '/');
        out_str(&o, b ? ", " : "");
        json_str(&o, base ? base + 1 : s->boards[b]);
    }
    out_str(&o, "],\n\"players\": [\n");
    for (int k = 0; k < s->n; k++) {
        const struct standing *x = &s->p[k];
        out_str(&o, k ? ",\n{\"name\": " : "{\"name\": ");
        json_str(&o, x->name);
        out_str(&o, ", \"given\": ");
        json_str(&o, x->given);
        out_printf(&o, ", \"rank\": %d, \"matches\": %ld, \"score\": %.3f, \"scoreCi\": %.3f, \"place\": %.4f,"
                       " \"placeCi\": %.4f, \"wins\": %.2f, \"mu\": %.4f, \"sigma\": %.4f, \"faults\": %ld,"
                       " \"cpu\": %.4f, \"cpuMax\": %.4f, \"vsDummy\": ",
                   x->rank, x->matches, x->score_mean, x->score_ci, x->place_mean, x->place_ci, x->wins, x->rating.mu,
                   x->rating.sigma, x->faults, x->cpu_mean, x->cpu_max);
        json_str(&o, standings_vs_dummy(s, k));
        out_str(&o, ", \"faultReason\": ");
        json_str(&o, x->fault_reason);
        out_str(&o, ", \"rejected\": ");
        if (x->rejected)
            json_str(&o, x->rejected);
        else
            out_str(&o, "null");
        out_str(&o, ",\n \"scores\": [");
        for (long i = 0; i < x->matches; i++)
            out_printf(&o, i ? ",%d" : "%d", x->scores[i]);
        out_str(&o, "],\n \"history\": [");
        long step = x->history_len / 300 + 1; /* at most ~300 points a curve */
        for (long i = 0; i < x->history_len; i += step) {
            long j = i + step >= x->history_len ? x->history_len - 1 : i;
            out_printf(&o, "%s[%ld,%.3f]", i ? "," : "", x->history[j].match, x->history[j].ordinal);
        }
        out_str(&o, "]}");
    }
    out_str(&o, "],\n\"beats\": [");
    for (int a = 0; a < s->n; a++) {
        out_str(&o, a ? ",\n[" : "[");
        for (int b = 0; b < s->n; b++)
            if (s->meetings[a * s->n + b])
                out_printf(&o, "%s[%.4f,%ld]", b ? "," : "", s->beats[a * s->n + b], s->meetings[a * s->n + b]);
            else
                out_str(&o, b ? ",null" : "null");
        out_str(&o, "]");
    }
    out_str(&o, "],\n\"matches\": [\n");
    for (long i = 0; i < s->nb_matches; i++) {
        const struct played *m = &s->matches[i];
        out_printf(&o, "%s[%ld,%d,%lld,", i ? ",\n" : "", m->idx, m->board, m->seed);
        char *replay_real = m->replay ? realpath(m->replay, NULL) : NULL;
        if (replay_real && links) { /* where a web server serves the replays */
            const char *base = strrchr(replay_real, '/');
            char *url;
            if (asprintf(&url, "%s/%s", links->replays, base ? base + 1 : replay_real) < 0)
                die("out of memory");
            json_str(&o, url);
            free(url);
        } else if (replay_real && viewer_dir) { /* relative to the viewer, which loads it */
            char *rel = relative(viewer_dir, replay_real);
            json_str(&o, rel);
            free(rel);
        } else {
            out_str(&o, "null");
        }
        free(replay_real);
        out_str(&o, ",[");
        for (int a = 0; a < m->nb_seats; a++)
            out_printf(&o, "%s[%d,%d,%d]", a ? "," : "", m->player[a], m->score[a], strcmp(m->fault[a], "ok") != 0);
        out_str(&o, "]]");
    }
    out_str(&o, "]};\n");
    at += strlen(mark);
    out_write(&o, at, page_len - (size_t)(at - report_page));
    free(dir);
    free(viewer_real);
    free(viewer_dir);
    return out_commit(&o);
}
