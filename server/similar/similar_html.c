/* similar_html.c — the plagiarism check's page: the ranked list of pairs, and each pair's
 * two files side by side, their matched fragments highlighted (one colour a fragment, the
 * same on both sides). One self-contained file: no script, no external resource; every
 * text from a student HTML-escaped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"
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

static void doc_title(FILE *f, const struct sim_doc *d)
{
    escs(f, d->student);
    if (d->id)
        fprintf(f, " #%lld ", d->id);
    else
        fputc(' ', f);
    size_t n = strlen(d->name), m = strlen(d->student);
    if (!(m >= n && strcmp(d->student + m - n, d->name) == 0)) /* a folder's file: its path says it */
        escs(f, d->name);
}

/* One side: its lines numbered, lines of fragment j marked (first, last of each side). */
static void side(FILE *f, const struct sim_doc *d, const struct sim_fragment *fr, int nf, int which)
{
    fputs("<div class=side><h3>", f);
    doc_title(f, d);
    fputs("</h3><pre>", f);
    const char *p = d->text;
    for (int line = 1; *p; line++) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        int frag = -1;
        for (int j = 0; j < nf && frag < 0; j++) {
            int first = which ? fr[j].b_first : fr[j].a_first, last = which ? fr[j].b_last : fr[j].a_last;
            if (line >= first && line <= last)
                frag = j;
        }
        if (frag >= 0)
            fprintf(f, "<span class=\"m m%d\" title=\"fragment %d\">", frag % 6, frag + 1);
        fprintf(f, "<i>%5d</i> ", line);
        esc(f, p, len);
        fputs(frag >= 0 ? "</span>\n" : "\n", f);
        if (!e)
            break;
        p = e + 1;
    }
    fputs("</pre></div>", f);
}

int sim_write_html(const struct sim_set *s, const struct sim_pair *pairs, int n, const char *path,
                   const char *title)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return error_errno("cannot write %s", path);
    fputs("<!DOCTYPE html>\n<html><head><meta charset=utf-8><title>Similar code: ", f);
    escs(f, title);
    fputs("</title>\n<style>\n"
          "body{font:14px sans-serif;margin:1em}table{border-collapse:collapse}td,th{padding:2px 8px;"
          "border-bottom:1px solid #ddd;text-align:left}.pair{display:flex;gap:1em}.side{flex:1;min-width:0}"
          "pre{font:12px monospace;overflow:auto;border:1px solid "
          "#ccc;max-height:40em}i{color:#999;font-style:normal}"
          ".m{display:inline-block;width:100%}.m0{background:#fdd}.m1{background:#dfd}.m2{background:#ddf}"
          ".m3{background:#ffc}.m4{background:#fdf}.m5{background:#dff}h2{margin-top:2em}\n"
          "</style></head><body>\n<h1>Similar code: ",
          f);
    escs(f, title);
    fputs("</h1>\n<p>Pairs of students, best first: score = shared fingerprints / the smaller file's, "
          "Jaccard = shared / all, the longest common fragment in lines. Base code (the kit's players, "
          "the templates) removed.</p>\n<table><tr><th>#<th>score<th>Jaccard<th>longest<th>one<th>the "
          "other</tr>\n",
          f);
    for (int i = 0; i < n; i++) {
        fprintf(f, "<tr><td><a href=\"#p%d\">%d</a><td>%.1f%%<td>%.1f%%<td>%d lines<td>", i + 1, i + 1,
                100 * pairs[i].score, 100 * pairs[i].jaccard, pairs[i].longest);
        doc_title(f, &s->docs[pairs[i].a]);
        fputs("<td>", f);
        doc_title(f, &s->docs[pairs[i].b]);
        fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
    for (int i = 0; i < n; i++) {
        struct sim_fragment *fr;
        int nf = sim_fragments(s, pairs[i].a, pairs[i].b, &fr);
        fprintf(f,
                "<h2 id=\"p%d\">%d. %.1f%% (Jaccard %.1f%%), longest fragment %d lines, %d fragments</h2>\n",
                i + 1, i + 1, 100 * pairs[i].score, 100 * pairs[i].jaccard, pairs[i].longest, nf);
        fputs("<div class=pair>", f);
        side(f, &s->docs[pairs[i].a], fr, nf, 0);
        side(f, &s->docs[pairs[i].b], fr, nf, 1);
        fputs("</div>\n", f);
        free(fr);
    }
    fputs("</body></html>\n", f);
    if (ferror(f) | (fclose(f) != 0))
        return error_errno("cannot write %s", path);
    return 0;
}
