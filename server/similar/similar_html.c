/* similar_html.c — the plagiarism check's page: the ranked list of pairs, and each pair's
 * fragments (a table) and two files side by side, the matched fragments highlighted and
 * the rest folded (a page for 100 pairs stays small). A page of its own (no script, no
 * external resource) or its body for the course server's frame; every text from a
 * student HTML-escaped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"
#include "http/web.h"
#include "similar/similar.h"

static void esc(FILE *f, const char *t, size_t n)
{
    for (size_t i = 0; i < n && t[i]; i++) {
        switch (t[i]) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        case '\r': break;
        default: fputc(t[i], f);
        }
    }
}
static void escs(FILE *f, const char *t)
{
    esc(f, t, strlen(t));
}

/* After the student: the submission (a link to its source on the course server), its file. */
static void doc_title(FILE *f, const struct sim_doc *d, int body)
{
    if (d->id && body && d->user > 0)
        fprintf(f, " <a href=\"/submissions/%lld\">#%lld</a> ", d->id, d->id);
    else if (d->id)
        fprintf(f, " #%lld ", d->id);
    else
        fputc(' ', f);
    size_t n = strlen(d->name), m = strlen(d->student);
    if (!(m >= n && strcmp(d->student + m - n, d->name) == 0)) /* a folder's file: its path says it */
        escs(f, d->name);
}

/* A student's name, linked to their page in the course server's frame. */
static void student(FILE *f, const struct sim_doc *d, int body)
{
    if (body && d->user > 0)
        fprintf(f, "<a href=\"/admin/student/%lld\">", d->user);
    escs(f, d->student);
    if (body && d->user > 0)
        fputs("</a>", f);
}

enum { CONTEXT = 3 }; /* lines shown around a fragment; the rest is folded */

/* One side: the lines of its fragments and CONTEXT around them, numbered, fragment j's
 * marked (one colour a fragment, the same on both sides); the lines whose code is all
 * base code (or common to many students) dimmed; unmatched stretches folded. */
static void side(FILE *f, const struct sim_doc *d, const struct sim_fragment *fr, int nf, int which, int pair)
{
    int nlines = 1;
    for (const char *q = d->text; *q; q++)
        nlines += *q == '\n';
    int *frag = xmalloc(((size_t)nlines + 2) * sizeof *frag), *on = xcalloc((size_t)nlines + 2, sizeof *on),
        *all = xcalloc((size_t)nlines + 2, sizeof *all);
    for (int l = 0; l <= nlines + 1; l++)
        frag[l] = -1;
    for (int j = nf - 1; j >= 0; j--) {
        int first = which ? fr[j].b_first : fr[j].a_first, last = which ? fr[j].b_last : fr[j].a_last;
        for (int l = first; l <= last && l <= nlines; l++)
            frag[l] = j;
    }
    for (int t = 0; t < d->ntok; t++) {
        all[d->line[t]]++;
        on[d->line[t]] += !d->off[t];
    }
    fputs("<pre tabindex=\"0\">", f); /* it scrolls: a keyboard scrolls it too */
    const char *p = d->text;
    int folded = 0;
    for (int line = 1; *p; line++) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        int near = 0;
        for (int x = line - CONTEXT; x <= line + CONTEXT && !near; x++)
            near = x >= 1 && x <= nlines && frag[x] >= 0;
        if (!near) {
            if (!folded++)
                fprintf(f, "<span class=fold>  \xe2\x8b\xaf from line %d, no match</span>", line);
        } else {
            folded = 0;
            int j = frag[line];
            int start = j >= 0 && line == (which ? fr[j].b_first : fr[j].a_first);
            fputs("<span", f);
            if (start)
                fprintf(f, " id=\"p%d-%c%d\"", pair, which ? 'b' : 'a', j + 1);
            if (j >= 0) /* the fragment's number said on its first line (a page stays small) */
                fprintf(f, " class=\"m m%d%s\"", fr[j].known >= 0 ? 6 : j % 6,
                        all[line] && !on[line] ? " base" : "");
            if (start)
                fprintf(f, " title=\"fragment %d\"", j + 1);
            else if (all[line] && !on[line])
                fputs(" class=base", f);
            fprintf(f, "><i>%5d</i> ", line);
            esc(f, p, len);
            fputs("</span>", f); /* a block each: a newline between them would be a blank line */
        }
        if (!e)
            break;
        p = e + 1;
    }
    fputs("</pre>", f);
    free(frag);
    free(on);
    free(all);
}

/* The fragments of a pair, a row each: lines on both sides (a link that brings both into
 * view: site.js on the course server, the first side alone in a page on its own). */
static void fragment_table(FILE *f, const struct sim_set *s, const struct sim_fragment *fr, int nf, int pair)
{
    if (!nf)
        return;
    fprintf(f,
            PAGE_SCROLL("Fragments of pair %d") "<table class=frags><tr><th>fragment<th>lines, one side<th>lines, "
                                                "the other<th>tokens<th><span class=visually-hidden>shared "
                                                "with</span></tr>\n",
            pair);
    for (int j = 0; j < nf; j++) {
        fprintf(f,
                "<tr><td><a href=\"#p%d-a%d\" "
                "data-other=\"p%d-b%d\">%d</a><td>%d\xe2\x80\x93%d<td>%d\xe2\x80\x93%d"
                "<td>%d<td>",
                pair, j + 1, pair, j + 1, j + 1, fr[j].a_first, fr[j].a_last, fr[j].b_first, fr[j].b_last,
                fr[j].tokens);
        if (fr[j].known >= 0) {
            fputs("shared with ", f);
            escs(f, s->docs[fr[j].known].student);
        }
        fputs("</tr>\n", f);
    }
    fputs("</table>" PAGE_SCROLL_END "\n", f);
}

/* Grey text is #595959, 4.5:1 or more on every background here (WCAG AA); on a phone the
 * two files one under the other. */
static const char style[] =
    "<style>\n"
    ".similar table{border-collapse:collapse}.similar td,.similar th{padding:2px 8px;border-bottom:1px solid "
    "#ddd;"
    "text-align:left}.similar .pair{display:flex;gap:1em}.similar .side{flex:1;min-width:0}"
    ".similar pre{position:relative;font:12px monospace;overflow:auto;border:1px solid "
    "#ccc;max-height:40em;white-space:pre;color:#222;background:#fff;"
    "padding:0}.similar pre span{display:block}.similar i{color:#595959;font-style:normal}.similar "
    ".fold{color:#595959;"
    "background:#f4f4f4}.similar .base{color:#595959}.similar .m0{background:#fdd}.similar .m1{background:#dfd}"
    ".similar .m2{background:#ddf}.similar .m3{background:#ffc}.similar .m4{background:#fdf}.similar "
    ".m5{background:#dff}.similar .m6{background:#e8e8e8;outline:1px dashed #999}.similar h2{margin-top:2em}"
    ".similar .frags{font-size:90%;margin:.5em 0}.similar .hit{outline:2px solid #c60}"
    ".similar .table-scroll{overflow-x:auto;position:relative}.visually-hidden{position:absolute;width:1px;"
    "height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}"
    "@media (max-width:700px){.similar .pair{flex-direction:column}}\n"
    "</style>\n";

/* Which of the three measures gave the score. */
static const char *score_from(const struct sim_pair *p)
{
    if (p->score == p->containment)
        return "containment";
    return p->score == p->coverage ? "coverage" : "one function";
}

/* Who shares with whom: a row a group, its students linked (before the pairs: a ring of
 * copies is one row, where its pairs may fill the list). */
static void group_table(FILE *f, const struct sim_set *s, const struct sim_group *g, int ng, int body)
{
    fprintf(f,
            "<h2 id=\"groups\">Groups</h2>\n<p>Students who share code with each other, a row a group "
            "(grown pair by pair, two groups joined while at least half of the pairs between them reach "
            "%d%%), of every pair, not only those listed below: a solution handed around a class is one "
            "group, whatever its size. All its pairs at %d%% is one source shared; fewer, read its pairs.",
            SIM_THRESHOLD, SIM_THRESHOLD);
    if (s->template_students)
        fprintf(f,
                " %d students share most of their files: a template not given? Its code is counted as common "
                "(nearly the whole class is no ring); give it as a template.",
                s->template_students);
    if (!ng) {
        fputs(" None.</p>\n", f);
        return;
    }
    fputs("</p>\n" PAGE_SCROLL("Groups") "<table class=groups><tr><th>group<th>students<th>pairs at the "
          "threshold<th>scores<th>who</tr>\n",
          f);
    for (int i = 0; i < ng; i++) {
        fprintf(f, "<tr><td>%d<td>%d<td>%d of %d<td>%.1f%%\xe2\x80\x93%.1f%%<td>", i + 1, g[i].n, g[i].pairs,
                g[i].n * (g[i].n - 1) / 2, 100 * g[i].lowest, 100 * g[i].highest);
        for (int k = 0; k < g[i].n; k++) {
            if (k)
                fputs(", ", f);
            student(f, &s->docs[g[i].docs[k]], body);
        }
        fputs("</tr>\n", f);
    }
    fputs("</table>" PAGE_SCROLL_END "\n", f);
}

int sim_write_html(const struct sim_set *s, const struct sim_pair *pairs, int n,
                   const struct sim_group *groups, int ngroups, const char *path, const char *title, int body)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return error_errno("cannot write %s", path);
    const char *base = strrchr(title, '/');
    base = base ? base + 1 : title;
    if (!body) {
        fputs("<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>Similar code: ", f);
        escs(f, base);
        fputs("</title>\n", f);
    }
    fputs(style, f);
    if (!body)
        fputs("</head><body style=\"font:14px sans-serif;margin:1em\"><main>\n", f);
    fputs("<div class=similar data-similar>", f);
    if (!body) {
        fputs("<h1>Similar code: ", f);
        escs(f, base);
        fputs("</h1>\n", f);
    }
    fprintf(
        f,
        "<p>Pairs of students, best first. Score: the largest of containment (shared fingerprints over "
        "the smaller file's), coverage (tokens in common runs of %d or more, over the smaller file's) and "
        "one function (the largest share of one function's code found in the other file; %d%% of it "
        "counts %d%%); look from %d%% up (on real players that compile, every disguised copy scored "
        "that or more and no two independent players did). Jaccard: shared over all. Base code (the "
        "kit's players, the templates) and code common to many students do not count; code of a known "
        "outside source is labelled. A score is a reason to read the two files, not a verdict.</p>\n",
        SIM_MML, SIM_FUNC_THRESHOLD, SIM_THRESHOLD, SIM_THRESHOLD);
    group_table(f, s, groups, ngroups, body);
    fprintf(f, "<h2 id=\"list\">Pairs</h2>\n"
               PAGE_SCROLL("Pairs") "<table><tr><th>#<th>score<th>from<th>Jaccard<th>longest<th>one<th>the "
               "other<th><span class=visually-hidden>shared with</span></tr>\n");
    for (int i = 0; i < n; i++) {
        fprintf(f, "<tr><td><a href=\"#p%d\">%d</a><td>%.1f%%<td>%s<td>%.1f%%<td>%d lines<td>", i + 1, i + 1,
                100 * pairs[i].score, score_from(&pairs[i]), 100 * pairs[i].jaccard, pairs[i].longest);
        student(f, &s->docs[pairs[i].a], body);
        fputs("<td>", f);
        student(f, &s->docs[pairs[i].b], body);
        fputs("<td>", f);
        if (pairs[i].known >= 0) {
            fputs("shared with ", f);
            escs(f, s->docs[pairs[i].known].student);
        }
        fputs("</tr>\n", f);
    }
    fputs("</table>" PAGE_SCROLL_END "\n", f);
    for (int i = 0; i < n; i++) {
        struct sim_fragment *fr;
        int nf = sim_fragments(s, pairs[i].a, pairs[i].b, &fr);
        fprintf(
            f,
            "<h2 id=\"p%d\">%d. %.1f%% (containment %.1f%%, coverage %.1f%%, one function %.0f%%; Jaccard "
            "%.1f%%), longest fragment %d lines, %d fragments</h2>\n",
            i + 1, i + 1, 100 * pairs[i].score, 100 * pairs[i].containment, 100 * pairs[i].coverage,
            100 * pairs[i].function, 100 * pairs[i].jaccard, pairs[i].longest, nf);
        fragment_table(f, s, fr, nf, i + 1);
        fputs("<div class=pair>", f);
        for (int k = 0; k < 2; k++) {
            const struct sim_doc *d = &s->docs[k ? pairs[i].b : pairs[i].a];
            fputs("<div class=side><h3>", f);
            student(f, d, body);
            doc_title(f, d, body);
            fputs("</h3>", f);
            side(f, d, fr, nf, k, i + 1);
            fputs("</div>", f);
        }
        fputs("</div>\n", f);
        free(fr);
    }
    fputs("</div>\n", f);
    if (!body)
        fputs("</main></body></html>\n", f);
    if (ferror(f) | (fclose(f) != 0))
        return error_errno("cannot write %s", path);
    return 0;
}
