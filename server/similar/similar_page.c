/* similar_page.c — the pieces the report's pages share: their paths and links, escaping,
 * a student, a page's head (the style in the course site's dark colours) and foot. */
#include "similar/similar_page.h"

#include <stdlib.h>
#include <string.h>

#include "error.h"

void sim_page_esc(FILE *f, const char *t, size_t n)
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

void sim_page_escs(FILE *f, const char *t)
{
    sim_page_esc(f, t, strlen(t));
}

void sim_page_doc(FILE *f, const struct sim_doc *d, int body)
{
    if (d->id && body && d->user > 0)
        fprintf(f, " <a href=\"/submissions/%lld\">#%lld</a> ", d->id, d->id);
    else if (d->id)
        fprintf(f, " #%lld ", d->id);
    else
        fputc(' ', f);
    size_t n = strlen(d->name), m = strlen(d->student);
    if (!(m >= n && strcmp(d->student + m - n, d->name) == 0)) /* a folder's file: its path says it */
        sim_page_escs(f, d->name);
}

void sim_page_student(FILE *f, const struct sim_doc *d, int body)
{
    if (body && d->user > 0)
        fprintf(f, "<a href=\"/admin/student/%lld\">", d->user);
    sim_page_escs(f, d->student);
    if (body && d->user > 0)
        fputs("</a>", f);
}

/* The list's path without ".html": the pairs' folder is it and "-pairs". */
static size_t stem(const char *list)
{
    size_t n = strlen(list);
    return n > 5 && strcmp(list + n - 5, ".html") == 0 ? n - 5 : n;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

int sim_pair_path(char *out, size_t size, const char *list, long long i)
{
    int n = snprintf(out, size, "%.*s-pairs/%lld.html", (int)stem(list), list, i);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

void sim_page_pair_href(FILE *f, const struct sim_page *pg, int i, int from_pair)
{
    if (pg->body) {
        fprintf(f, "/admin/similar/pair/%d", i);
        return;
    }
    if (!from_pair) {
        const char *b = base_name(pg->list);
        sim_page_esc(f, b, stem(pg->list) - (size_t)(b - pg->list));
        fputs("-pairs/", f);
    }
    fprintf(f, "%d.html", i);
}

void sim_page_list_href(FILE *f, const struct sim_page *pg)
{
    if (pg->body) {
        fputs("/admin/similar.html", f);
        return;
    }
    fputs("../", f);
    sim_page_escs(f, base_name(pg->list));
}

/* The course site's colours (server/site.css), for a page of its own: in the site's frame,
 * site.css gives them. */
static const char site_colours[] =
    ":root{--bg:#14171f;--bg-2:#1b1f2a;--panel:#212633;--line:#343b4d;--text:#e8eaf0;--muted:#9aa3b5;"
    "--accent:#f4a259}body{background:var(--bg);color:var(--text);font:14px system-ui,sans-serif;margin:1em}"
    "a{color:var(--accent)}\n";

/* Lines wrap (no code cut off at the right); the fragments' backgrounds are dark enough for
 * the site's text and muted colours to reach 4.5:1 (WCAG AA) on each; base code is in the
 * muted colour, not faded. Side by side from 800 px wide, one under the other below. */
static const char style[] =
    ".similar .table-scroll{overflow-x:auto;max-width:100%}"
    ".similar table{border-collapse:collapse;margin:.5em 0}.similar td,.similar th{padding:2px 8px;"
    "border-bottom:1px solid var(--line);text-align:left}.similar th{color:var(--muted);font-weight:600}"
    ".similar .pair{display:flex;gap:1em}.similar .side{flex:1;min-width:0}"
    ".similar .side h2{font-size:1em;margin:.5em 0}"
    ".similar pre{position:relative;font:12px/1.4 "
    "monospace;overflow:auto;max-height:75vh;white-space:pre-wrap;"
    "overflow-wrap:anywhere;color:var(--text);background:var(--bg-2);border:1px solid var(--line);padding:0;"
    "margin:0}.similar pre:focus-visible{outline:2px solid var(--accent)}"
    ".similar pre span{display:block;padding-left:6ch;text-indent:-6ch}"
    ".similar i{color:var(--muted);font-style:normal}.similar .fold{color:var(--muted);font-style:italic;"
    "background:var(--bg)}.similar .base{color:var(--muted)}"
    ".similar .m0{background:#4a2530}.similar .m1{background:#173828}.similar .m2{background:#26365c}"
    ".similar .m3{background:#3a3312}.similar .m4{background:#472a4d}.similar .m5{background:#12363c}"
    ".similar .m6{background:#2f3442;box-shadow:inset 3px 0 var(--muted)}.similar .hit{outline:2px solid "
    "var(--accent)}"
    "@media (max-width:800px){.similar .pair{flex-direction:column}}\n";

FILE *sim_page_open(const struct sim_page *pg, const char *path, const char *heading)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        error_errno("cannot write %s", path);
        return NULL;
    }
    if (!pg->body) {
        fputs("<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
              "<meta name=viewport content=\"width=device-width, initial-scale=1\"><title>",
              f);
        sim_page_escs(f, heading);
        fprintf(f, "</title>\n<style>\n%s", site_colours);
    } else {
        fputs("<style>\n", f);
    }
    fprintf(f, "%s</style>\n", style);
    if (!pg->body)
        fputs("</head><body>\n", f);
    fputs("<div class=similar data-similar>", f);
    if (!pg->body) {
        fputs("<h1>", f);
        sim_page_escs(f, heading);
        fputs("</h1>\n", f);
    }
    return f;
}

int sim_page_close(const struct sim_page *pg, FILE *f, const char *path)
{
    fputs("</div>\n", f);
    if (!pg->body)
        fputs("</body></html>\n", f);
    if (ferror(f) | (fclose(f) != 0))
        return error_errno("cannot write %s", path);
    return 0;
}
