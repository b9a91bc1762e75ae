/* similar_cli.c — bin/arena-server similar: the plagiarism check, the teacher's side.
 * Every submission of the course (every version), or the sources of folders given alone,
 * against each other and against earlier courses (never earlier ones among themselves)
 * with the engine of similar.c; the kit's AINull and AIDemo (both APIs), an earlier
 * course's --kit and the teacher's --template files are base code; --known outside
 * sources are labelled. A ranked list of pairs of students: text, CSV or an HTML page. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "alloc.h"
#include "args.h"
#include "error.h"
#include "similar/csv.h"
#include "similar/similar.h"

static void usage(FILE *f)
{
    const char *me = program_name();
    fprintf(f,
            "Usage: %s similar COURSE.db [OPTION]...\n"
            "       %s similar DIR... [OPTION]...   (folders alone, no course)\n"
            "Compares every submission of the course (every version) with every other student's,\n"
            "or every C/C++ source under the folders (.c .cc .cpp .cxx .C, each its own student,\n"
            "named by its path; the files skipped are said on stderr, nothing is written there),\n"
            "and both with earlier courses' (never earlier ones among themselves): winnowing and\n"
            "greedy string tiling over the normalised C/C++ tokens (renaming, reformatting,\n"
            "reordering, comments, dead code, loop and branch rewrites do not hide a copy).\n"
            "Base code does not count: the game's AINull and AIDemo, --kit, --template.\n"
            "Prints the pairs of students best first: score (the largest of containment and\n"
            "coverage over the smaller file, and of the function score: one function's share\n"
            "found in the other, scaled so that %d %% counts %d %%), Jaccard, the longest common\n"
            "fragment in lines, the two submissions, and the known source most of it is from;\n"
            "then the groups: students who share code with each other (at least half of their\n"
            "compared pairs at %d %% or more), a line a group: a solution handed around is one group.\n"
            "Look from %d %% up: every disguised copy of tests/similar.sh's corpus scores that or more.\n"
            "  --against=X    an earlier course's database, or a folder of its sources (repeatable)\n"
            "  --kit=DIR      an earlier course's original kit: every AI* player in it is base code\n"
            "  --template=F   a file every student started from (repeatable)\n"
            "  --no-kit       not arena's kit players as base code\n"
            "  --known=F      a known outside source (repeatable): its matches are labelled\n"
            "                 \"shared with known:NAME\", not removed\n"
            "  --html=FILE    also write a page: the groups and the list of pairs, each pair's two\n"
            "                 files side by side a page of its own in a folder beside it\n"
            "                 (similar.html: similar-pairs/1.html...)\n"
            "  --csv          CSV instead of text\n"
            "  --csv=FILE     also write the CSV into FILE (the text still printed)\n"
            "  --top=N        the first N pairs (default 50; the page too)\n"
            "  --common=F     ignore fingerprints in more than this fraction of students and of\n"
            "                 clusters of copies (default 0.1, and never in fewer than 5): an idiom\n"
            "                 is a small piece of many unrelated files; files sharing most of their\n"
            "                 code are one cluster, whatever its size (nine tenths of the class or\n"
            "                 more: a template not given, said on stderr, its code common)\n"
            "Exit status: 0 done, 1 failure, 2 usage error.\n",
            me, me, SIM_FUNC_THRESHOLD, SIM_THRESHOLD, SIM_THRESHOLD, SIM_THRESHOLD);
}

/* The pairs as CSV, one a line (the server's student page reads it: admin_student.c). */
static void write_csv(FILE *f, const struct sim_set *s, const struct sim_pair *pairs, int n)
{
    fputs("score,jaccard,shared,longest_lines,student_a,submission_a,file_a,student_b,submission_b,file_b,"
          "known,containment,coverage,run,function\n",
          f);
    for (int i = 0; i < n; i++) {
        const struct sim_pair *p = &pairs[i];
        const struct sim_doc *a = &s->docs[p->a], *b = &s->docs[p->b];
        fprintf(f, "%.3f,%.3f,%d,%d,", p->score, p->jaccard, p->shared, p->longest);
        csv_field(f, a->student, CSV_MINIMAL);
        fprintf(f, ",%lld,", a->id);
        csv_field(f, a->name, CSV_MINIMAL);
        fputc(',', f);
        csv_field(f, b->student, CSV_MINIMAL);
        fprintf(f, ",%lld,", b->id);
        csv_field(f, b->name, CSV_MINIMAL);
        fputc(',', f);
        if (p->known >= 0)
            csv_field(f, s->docs[p->known].student, CSV_MINIMAL);
        fprintf(f, ",%.3f,%.3f,%d,%.3f\n", p->containment, p->coverage, p->run, p->function);
    }
}

/* An --against: a folder of sources, or a database (its students "FILE.db:login"). */
static int read_against(struct sim_set *s, const char *what)
{
    struct stat st;
    if (stat(what, &st) != 0)
        return error_errno("cannot read %s", what);
    if (S_ISDIR(st.st_mode))
        return sim_read_dir(s, what, SIM_OLD);
    const char *base = strrchr(what, '/');
    char *prefix;
    if (asprintf(&prefix, "%s:", base ? base + 1 : what) < 0)
        die("out of memory");
    int bad = sim_read_db(s, what, prefix, NULL);
    free(prefix);
    return bad;
}

static void print_pair(const struct sim_set *s, const struct sim_pair *p)
{
    const struct sim_doc *a = &s->docs[p->a], *b = &s->docs[p->b];
    printf("%5.1f%%  jaccard %5.1f%%  %4d lines  %s", 100 * p->score, 100 * p->jaccard, p->longest,
           a->student);
    if (a->id)
        printf(" #%lld %s", a->id, a->name);
    printf("  ~  %s", b->student);
    if (b->id)
        printf(" #%lld %s", b->id, b->name);
    if (p->known >= 0)
        printf("  (shared with %s)", s->docs[p->known].student);
    putchar('\n');
}

/* Who shares with whom, a line a group (after the pairs: a ring of 30 is 435 of them). */
static void print_groups(const struct sim_set *s, const struct sim_group *g, int ng)
{
    if (ng)
        printf(
            "\ngroups: students who share code with each other (at least half of their compared pairs at %d "
            "%% or more; earlier courses' students are never compared with each other), a line a group, the "
            "largest first\n",
            SIM_THRESHOLD);
    for (int i = 0; i < ng; i++) {
        printf("group %d: %d students, %d of %d compared pairs at %d %% or more (%.1f%% to %.1f%%):", i + 1,
               g[i].n, g[i].pairs, g[i].compared, SIM_THRESHOLD, 100 * g[i].lowest, 100 * g[i].highest);
        for (int k = 0; k < g[i].n; k++)
            printf("%s %s", k ? "," : "", s->docs[g[i].docs[k]].student);
        putchar('\n');
    }
}

struct inputs {
    const char **against, **templates, **kits, **known;
    int nagainst, ntemplates, nkits, nknown, no_kit;
};

/* Everything but the course: earlier courses, known sources, the base code. */
static int read_inputs(struct sim_set *s, const struct inputs *in, const char *game)
{
    for (int i = 0; i < in->nagainst; i++)
        if (read_against(s, in->against[i]) < 0)
            return -1;
    for (int i = 0; i < in->nknown; i++)
        if (sim_read_known(s, in->known[i]) < 0)
            return -1;
    if (!in->no_kit)
        sim_arena_kit(s, game);
    for (int i = 0; i < in->nkits; i++)
        if (sim_read_kit(s, in->kits[i]) < 0)
            return -1;
    for (int i = 0; i < in->ntemplates; i++)
        if (sim_read_template(s, in->templates[i], 1) < 0)
            return -1;
    return 0;
}

int similar_main(int argc, char **argv)
{
    enum { O_AGAINST = 256, O_TEMPLATE, O_KIT, O_NO_KIT, O_KNOWN, O_HTML, O_BODY, O_CSV, O_TOP, O_COMMON };
    static const struct option longs[] = {
        {"against", required_argument, NULL, O_AGAINST},
        {"template", required_argument, NULL, O_TEMPLATE},
        {"kit", required_argument, NULL, O_KIT},
        {"no-kit", no_argument, NULL, O_NO_KIT},
        {"known", required_argument, NULL, O_KNOWN},
        {"html", required_argument, NULL, O_HTML},
        {"html-body", required_argument, NULL, O_BODY},
        {"csv", optional_argument, NULL, O_CSV},
        {"top", required_argument, NULL, O_TOP},
        {"common", required_argument, NULL, O_COMMON},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct inputs in = {0};
    in.against = xcalloc((size_t)argc, sizeof *in.against);
    in.templates = xcalloc((size_t)argc, sizeof *in.templates);
    in.kits = xcalloc((size_t)argc, sizeof *in.kits);
    in.known = xcalloc((size_t)argc, sizeof *in.known);
    int csv = 0, status = 2, body = 0;
    const char *html = NULL, *csv_file = NULL;
    long long top = 50;
    double common = 0.1;
    char *game = NULL;
    struct sim_set s;
    sim_init(&s);
    opterr = 0;
    optind = 1;
    int c;
    while ((c = getopt_long(argc, argv, ":h", longs, NULL)) != -1) {
        switch (c) {
        case O_AGAINST: in.against[in.nagainst++] = optarg; break;
        case O_TEMPLATE: in.templates[in.ntemplates++] = optarg; break;
        case O_KIT: in.kits[in.nkits++] = optarg; break;
        case O_NO_KIT: in.no_kit = 1; break;
        case O_KNOWN: in.known[in.nknown++] = optarg; break;
        case O_HTML:
        case O_BODY:
            html = optarg;
            body = c == O_BODY;
            break;
        case O_CSV:
            if (optarg)
                csv_file = optarg;
            else
                csv = 1;
            break;
        case O_TOP:
            if (parse_int_arg("--top", optarg, 1, 100000000, &top) < 0)
                goto out;
            break;
        case O_COMMON: {
            char *end;
            errno = 0;
            common = strtod(optarg, &end);
            if (errno || end == optarg || *end || !(common > 0 && common <= 1)) {
                error("--common: give a fraction in (0, 1], not '%s'", quote_str(optarg).text);
                goto out;
            }
            break;
        }
        case 'h':
            usage(stdout);
            status = 0;
            goto out;
        default: {
            char prog[300];
            snprintf(prog, sizeof prog, "%s similar", program_name());
            option_error(c, argv, prog);
            goto out;
        }
        }
    }
    if (optind >= argc) {
        error("similar: give the course database or folders (similar COURSE.db, similar DIR..., see "
              "%s similar --help)",
              program_name());
        goto out;
    }
    struct stat st;
    int folders = stat(argv[optind], &st) == 0 && S_ISDIR(st.st_mode);
    if (!folders && optind + 1 != argc) {
        error("similar: unexpected '%s' (one course database, or folders only)",
              quote_str(argv[optind + 1]).text);
        goto out;
    }
    status = 1;
    s.common = common;
    s.common_min = 5;
    for (int i = optind; folders && i < argc; i++)
        if (sim_read_dir(&s, argv[i], SIM_NEW) < 0)
            goto out;
    if (!folders && sim_read_db(&s, argv[optind], "", &game) < 0)
        goto out;
    if (read_inputs(&s, &in, game) < 0)
        goto out;
    struct sim_pair *pairs;
    int n = sim_compare(&s, &pairs, (int)top);
    if (s.template_students)
        fprintf(stderr,
                "template: %d students share most of their files, a template not given? Its code is counted "
                "as common; give it with --template (or on the course's page of templates)\n",
                s.template_students);
    struct sim_group *groups; /* of every pair, not only the first --top */
    int ngroups = sim_groups(&s, pairs, n, SIM_THRESHOLD / 100.0, &groups);
    if (n > top)
        n = (int)top;
    if (csv)
        write_csv(stdout, &s, pairs, n);
    for (int i = 0; i < n && !csv; i++)
        print_pair(&s, &pairs[i]);
    if (!csv)
        print_groups(&s, groups, ngroups);
    status = 0;
    if (fflush(stdout) != 0)
        status = 1;
    if (html &&
        sim_write_html(&s, pairs, n, groups, ngroups, html, folders ? "folders" : argv[optind], body) < 0)
        status = 1;
    if (csv_file) {
        FILE *f = fopen(csv_file, "w");
        if (f)
            write_csv(f, &s, pairs, n);
        if (!f || ferror(f) | (fclose(f) != 0)) {
            error_errno("cannot write %s", csv_file);
            status = 1;
        }
    }
    free(pairs);
    sim_groups_free(groups, ngroups);
out:
    free(game);
    sim_free(&s);
    free(in.against);
    free(in.templates);
    free(in.kits);
    free(in.known);
    return status;
}
