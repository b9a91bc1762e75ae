/* similar_html.c — the plagiarism check's report: the list (the groups of students who
 * share code, then the ranked pairs, each linked to its page: similar_pair.c) and the
 * pairs' pages, in a folder beside it. Pages of their own (no script, no external
 * resource), or their bodies for the course server's frame; every text from a student
 * HTML-escaped. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"
#include "similar/similar_page.h"

/* Which of the three measures gave the score. */
static const char *score_from(const struct sim_pair *p)
{
    if (p->score == p->containment)
        return "containment";
    return p->score == p->coverage ? "coverage" : "one function";
}

/* Who shares with whom: a row a group, its students linked (before the pairs: a ring of
 * copies is one row, where its pairs may fill the list). A group counts the pairs that
 * were compared: two earlier courses' students never are. */
static void group_table(FILE *f, const struct sim_set *s, const struct sim_group *g, int ng, int body)
{
    fprintf(
        f,
        "<h2 id=\"groups\">Groups</h2>\n<p>Students who share code with each other, a row a group "
        "(grown pair by pair, two groups joined while at least half of the compared pairs between them "
        "reach %d%%), of every pair, not only those listed below: a solution handed around a class is one "
        "group, whatever its size. All its compared pairs at %d%% is one source shared; fewer, read its "
        "pairs. Earlier courses' students are compared with this course's, never with each other.",
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
    fprintf(f,
            "</p>\n<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"groups\">"
            "<table class=groups><tr><th>group<th>students<th>compared pairs at %d%%<th>scores<th>who</tr>\n",
            SIM_THRESHOLD);
    for (int i = 0; i < ng; i++) {
        fprintf(f, "<tr><td>%d<td>%d<td>%d of %d<td>%.1f%%\xe2\x80\x93%.1f%%<td>", i + 1, g[i].n, g[i].pairs,
                g[i].compared, 100 * g[i].lowest, 100 * g[i].highest);
        for (int k = 0; k < g[i].n; k++) {
            if (k)
                fputs(", ", f);
            sim_page_student(f, &s->docs[g[i].docs[k]], body);
        }
        fputs("</tr>\n", f);
    }
    fputs("</table></div>\n", f);
}

/* The pairs, best first, a row each, linked to their pages. */
static void pair_table(FILE *f, const struct sim_set *s, const struct sim_pair *pairs, int n,
                       const struct sim_page *pg)
{
    fputs("<h2 id=\"list\">Pairs</h2>\n<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" "
          "aria-label=\"pairs\"><table class=pairs><tr><th>#<th>score<th>from<th>Jaccard<th>longest<th>one"
          "<th>the other<th>known source<th>side by side</tr>\n",
          f);
    for (int i = 0; i < n; i++) {
        fprintf(f, "<tr><td>%d<td>%.1f%%<td>%s<td>%.1f%%<td>%d lines<td>", i + 1, 100 * pairs[i].score,
                score_from(&pairs[i]), 100 * pairs[i].jaccard, pairs[i].longest);
        sim_page_student(f, &s->docs[pairs[i].a], pg->body);
        fputs("<td>", f);
        sim_page_student(f, &s->docs[pairs[i].b], pg->body);
        fputs("<td>", f);
        if (pairs[i].known >= 0) {
            fputs("shared with ", f);
            sim_page_escs(f, s->docs[pairs[i].known].student);
        }
        fputs("<td><a href=\"", f);
        sim_page_pair_href(f, pg, i + 1, 0);
        fprintf(f, "\">pair %d</a></tr>\n", i + 1);
    }
    fputs("</table></div>\n", f);
}

/* The folder of the pairs' pages made, and the pages of an earlier report beyond the n
 * of this one removed (a link to them would show another report's pair). */
static int pairs_folder(const char *list, int n)
{
    char path[4200];
    if (sim_pair_path(path, sizeof path, list, 1) < 0)
        return error("%s: a name too long", list);
    *strrchr(path, '/') = '\0';
    if (n && mkdir(path, 0777) < 0 && errno != EEXIST)
        return error_errno("cannot make the folder %s", path);
    for (long long i = n + 1; sim_pair_path(path, sizeof path, list, i) == 0 && unlink(path) == 0; i++)
        ;
    return 0;
}

int sim_write_html(const struct sim_set *s, const struct sim_pair *pairs, int n,
                   const struct sim_group *groups, int ngroups, const char *path, const char *title, int body)
{
    const char *base = strrchr(title, '/');
    struct sim_page pg = {.body = body, .list = path, .title = base ? base + 1 : title, .npairs = n};
    char heading[300];
    snprintf(heading, sizeof heading, "Similar code: %s", pg.title);
    if (pairs_folder(path, n) < 0)
        return -1;
    FILE *f = sim_page_open(&pg, path, heading);
    if (!f)
        return -1;
    fprintf(
        f,
        "<p>Pairs of students, best first. Score: the largest of containment (shared fingerprints over "
        "the smaller file's), coverage (tokens in common runs of %d or more, over the smaller file's) and "
        "one function (the largest share of one function's code found in the other file; %d%% of it "
        "counts %d%%); look from %d%% up (on real players that compile, every disguised copy scored "
        "that or more and no two independent players did). Jaccard: shared over all. Base code (the "
        "kit's players, the templates) and code common to many students do not count; code of a known "
        "outside source is labelled. A score is a reason to read the two files, not a verdict: each "
        "pair's two files side by side are a page of their own.</p>\n",
        SIM_MML, SIM_FUNC_THRESHOLD, SIM_THRESHOLD, SIM_THRESHOLD);
    group_table(f, s, groups, ngroups, body);
    pair_table(f, s, pairs, n, &pg);
    int status = sim_page_close(&pg, f, path);
    for (int i = 0; i < n && status == 0; i++)
        status = sim_write_pair(s, &pairs[i], i + 1, &pg);
    return status;
}
