/* similar_pair.c — one pair's page of the plagiarism check's report: its scores, its
 * fragments (a table) and its two files side by side, the matched fragments highlighted
 * and the rest folded. A page a pair, opened from the list: the list stays small whatever
 * the class (a pair's two files are thousands of elements). */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar_page.h"

enum { CONTEXT = 3 }; /* lines shown around a fragment; the rest is folded */

/* One side: the lines of its fragments and CONTEXT around them, numbered, fragment j's
 * marked (one colour a fragment, the same on both sides); the lines whose code is all
 * base code (or common to many students) in the muted colour; unmatched stretches
 * folded. A pane that scrolls: focusable, named for a keyboard and a screen reader. */
static void side(FILE *f, const struct sim_doc *d, const struct sim_fragment *fr, int nf, int which)
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
    fputs("<pre tabindex=\"0\" role=\"region\" aria-label=\"", f);
    sim_page_escs(f, d->student);
    fputs(": matched lines\">", f);
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
            int base = all[line] && !on[line];
            fputs("<span", f);
            if (start)
                fprintf(f, " id=\"%c%d\"", which ? 'b' : 'a', j + 1);
            if (j >= 0)
                fprintf(f, " class=\"m m%d%s\"", fr[j].known >= 0 ? 6 : j % 6, base ? " base" : "");
            else if (base)
                fputs(" class=base", f);
            if (start) /* the fragment's number said on its first line (a page stays small) */
                fprintf(f, " title=\"fragment %d\"", j + 1);
            fprintf(f, "><i>%5d</i> ", line);
            sim_page_esc(f, p, len);
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

/* The fragments, a row each: lines on both sides (a link that brings both into view:
 * site.js on the course server, the first side alone in a page of its own). */
static void fragment_table(FILE *f, const struct sim_set *s, const struct sim_pair *p,
                           const struct sim_fragment *fr, int nf)
{
    if (!nf)
        return;
    const char *a = s->docs[p->a].student, *b = s->docs[p->b].student;
    fputs("<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"fragments\">"
          "<table class=frags><tr><th>fragment<th>lines of ",
          f);
    sim_page_escs(f, a);
    fputs("<th>lines of ", f);
    sim_page_escs(f, b);
    fputs("<th>tokens<th>known source</tr>\n", f);
    for (int j = 0; j < nf; j++) {
        fprintf(f,
                "<tr><td><a href=\"#a%d\" data-other=\"b%d\">%d</a><td>%d\xe2\x80\x93%d<td>%d\xe2\x80\x93%d"
                "<td>%d<td>",
                j + 1, j + 1, j + 1, fr[j].a_first, fr[j].a_last, fr[j].b_first, fr[j].b_last, fr[j].tokens);
        if (fr[j].known >= 0) {
            fputs("shared with ", f);
            sim_page_escs(f, s->docs[fr[j].known].student);
        }
        fputs("</tr>\n", f);
    }
    fputs("</table></div>\n", f);
}

/* The list, and the pairs before and after this one. */
static void pair_nav(FILE *f, const struct sim_page *pg, int i)
{
    fputs("<p><a href=\"", f);
    sim_page_list_href(f, pg);
    fputs("\">all pairs and groups</a>", f);
    if (i > 1) {
        fputs(" \xc2\xb7 <a href=\"", f);
        sim_page_pair_href(f, pg, i - 1, 1);
        fprintf(f, "\" rel=prev>pair %d</a>", i - 1);
    }
    if (i < pg->npairs) {
        fputs(" \xc2\xb7 <a href=\"", f);
        sim_page_pair_href(f, pg, i + 1, 1);
        fprintf(f, "\" rel=next>pair %d</a>", i + 1);
    }
    fputs("</p>\n", f);
}

int sim_write_pair(const struct sim_set *s, const struct sim_pair *p, int i, const struct sim_page *pg)
{
    char path[4200], heading[300];
    if (sim_pair_path(path, sizeof path, pg->list, i) < 0)
        return -1;
    snprintf(heading, sizeof heading, "Similar code: %s, pair %d", pg->title, i);
    FILE *f = sim_page_open(pg, path, heading);
    if (!f)
        return -1;
    struct sim_fragment *fr;
    int nf = sim_fragments(s, p->a, p->b, &fr);
    pair_nav(f, pg, i);
    fprintf(f,
            "<p><strong>Pair %d: %.1f%%</strong> (containment %.1f%%, coverage %.1f%%, one function %.0f%%; "
            "Jaccard %.1f%%), longest fragment %d lines, %d fragments",
            i, 100 * p->score, 100 * p->containment, 100 * p->coverage, 100 * p->function, 100 * p->jaccard,
            p->longest, nf);
    if (p->known >= 0) {
        fputs(", most of it shared with ", f);
        sim_page_escs(f, s->docs[p->known].student);
    }
    fputs(".</p>\n", f);
    fragment_table(f, s, p, fr, nf);
    fputs("<div class=pair>", f);
    for (int k = 0; k < 2; k++) {
        const struct sim_doc *d = &s->docs[k ? p->b : p->a];
        fputs("<div class=side><h2>", f);
        sim_page_student(f, d, pg->body);
        sim_page_doc(f, d, pg->body);
        fputs("</h2>", f);
        side(f, d, fr, nf, k);
        fputs("</div>", f);
    }
    fputs("</div>\n", f);
    free(fr);
    return sim_page_close(pg, f, path);
}
