/* similar_cli.c — bin/arena-server similar: the plagiarism check, the teacher's side.
 * Every submission of the course (every version), and the files of earlier courses (their
 * databases, or folders of sources), against each other with the engine of similar.c;
 * the kit's AINull and AIDemo (both APIs) and the teacher's --template files are base
 * code. A ranked list of pairs of students: text, CSV or an HTML page. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <glob.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "args.h"
#include "error.h"
#include "paths.h"
#include "similar/similar.h"

enum { MAX_SOURCE = 4 << 20 };

static void usage(FILE *f)
{
    fprintf(f, "Usage: bin/arena-server similar COURSE.db [--against OLD.db|DIR]... [--template FILE]...\n"
               "                                [--html FILE] [--csv[=FILE]] [--top N] [--common F]\n"
               "Compares every submission of the course (every version) with every other student's,\n"
               "and with earlier courses' (a database, or every *.c/*.cc under DIR, named by its path):\n"
               "winnowing over the C/C++ tokens (renaming, reformatting, reordering, comments do not\n"
               "hide a copy). The kit's AINull and AIDemo and every --template FILE are base code.\n"
               "Prints the pairs of students best first: score (shared fingerprints / the smaller\n"
               "file's), Jaccard, the longest common fragment in lines, the two submissions.\n"
               "  --against=X    an earlier course's database, or a folder of sources (repeatable)\n"
               "  --template=F   a file every student started from (repeatable)\n"
               "  --html=FILE    also write a page: the list, and each pair side by side\n"
               "  --csv          CSV instead of text\n"
               "  --csv=FILE     also write the CSV into FILE (the text still printed)\n"
               "  --top=N        the first N pairs (default 50; the page too)\n"
               "  --common=F     ignore fingerprints in more than this fraction of students\n"
               "                 (default 0.1, and never in fewer than 5)\n"
               "Exit status: 0 done, 1 failure, 2 usage error.\n");
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_errno("cannot read %s", path);
        return NULL;
    }
    char *text = xmalloc(MAX_SOURCE + 1);
    size_t n = fread(text, 1, MAX_SOURCE, f);
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(text);
        error_errno("cannot read %s", path);
        return NULL;
    }
    text[n] = '\0';
    return xrealloc(text, n + 1);
}

/* The submissions of a course database: student "prefix + login". The game in *game. */
static int read_db(struct sim_set *s, const char *path, const char *prefix, char **game)
{
    if (access(path, R_OK) != 0)
        return error_errno("no course database %s", path);
    sqlite3 *db;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        error("cannot open %s: %s", path, sqlite3_errmsg(db));
        sqlite3_close(db);
        return -1;
    }
    sqlite3_busy_timeout(db, 10000);
    sqlite3_stmt *st;
    if (game &&
        sqlite3_prepare_v2(db, "SELECT value FROM course WHERE key = 'game'", -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0))
            *game = xstrdup((const char *)sqlite3_column_text(st, 0));
        sqlite3_finalize(st);
    }
    if (sqlite3_prepare_v2(
            db,
            "SELECT s.id, u.login, s.file, s.source FROM submissions s JOIN users u ON u.id = s.user"
            " ORDER BY s.id",
            -1, &st, NULL) != SQLITE_OK) {
        error("%s is not a course database: %s", path, sqlite3_errmsg(db));
        sqlite3_close(db);
        return -1;
    }
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *login = (const char *)sqlite3_column_text(st, 1);
        const char *file = (const char *)sqlite3_column_text(st, 2);
        int len = sqlite3_column_bytes(st, 3);
        const void *blob = sqlite3_column_blob(st, 3);
        char *text = xmalloc((size_t)len + 1);
        if (len)
            memcpy(text, blob, (size_t)len);
        text[len] = '\0';
        char *student;
        if (asprintf(&student, "%s%s", prefix, login ? login : "?") < 0)
            die("out of memory");
        sim_add(s, file ? file : "?", student, sqlite3_column_int64(st, 0), text);
        free(student);
        free(text);
    }
    if (rc != SQLITE_DONE)
        error("reading %s: %s", path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc == SQLITE_DONE ? 0 : -1;
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && strcmp(s + n - m, tail) == 0;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.c and *.cc under dir (sorted, hidden folders skipped): each its own student. */
/* The sources under dir, each named by its path from the folder given (its last part on):
 * "course2024/alice/AIGood.c", nothing of where it lies on this machine. */
static int read_dir(struct sim_set *s, const char *dir, int depth, size_t skip)
{
    DIR *d = opendir(dir);
    if (!d)
        return error_errno("cannot read the folder %s", dir);
    char **names = NULL;
    int n = 0, cap = 0, bad = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap)
            names = xrealloc(names, (size_t)(cap = cap ? 2 * cap : 32) * sizeof *names);
        names[n++] = xstrdup(e->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, (size_t)n, sizeof *names, cmp_name);
    for (int i = 0; i < n; i++) {
        char *path;
        if (asprintf(&path, "%s/%s", dir, names[i]) < 0)
            die("out of memory");
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode) && depth < 32) {
            if (read_dir(s, path, depth + 1, skip) < 0)
                bad = -1;
        } else if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
                   (ends_with(path, ".c") || ends_with(path, ".cc"))) {
            char *text = read_file(path);
            if (text)
                sim_add(s, names[i], path + skip, 0, text);
            else
                bad = -1;
            free(text);
        }
        free(path);
        free(names[i]);
    }
    free(names);
    return bad;
}

static int add_template(struct sim_set *s, const char *path, int must)
{
    if (!must && access(path, F_OK) != 0)
        return 0;
    char *text = read_file(path);
    if (!text)
        return -1;
    sim_add_template(s, text);
    free(text);
    return 0;
}

/* The kit's AINull and AIDemo, both APIs, of the game (every game's if unknown). */
static void kit_templates(struct sim_set *s, const char *game)
{
    static const char *const files[] = {"AINull.c", "AIDemo.c", "rulebook/AINull.cc", "rulebook/AIDemo.cc"};
    char *pattern;
    if (asprintf(&pattern, "%s/games/%s", paths_data(), game ? game : "*") < 0)
        die("out of memory");
    glob_t g;
    if (glob(pattern, 0, NULL, &g) == 0) {
        for (size_t i = 0; i < g.gl_pathc; i++)
            for (size_t j = 0; j < sizeof files / sizeof *files; j++) {
                char *path;
                if (asprintf(&path, "%s/%s", g.gl_pathv[i], files[j]) < 0)
                    die("out of memory");
                add_template(s, path, 0);
                free(path);
            }
        globfree(&g);
    }
    free(pattern);
}

static void csv_field(FILE *f, const char *t)
{
    if (!strpbrk(t, ",\"\n\r")) {
        fputs(t, f);
        return;
    }
    fputc('"', f);
    for (; *t; t++) {
        if (*t == '"')
            fputc('"', f);
        fputc(*t, f);
    }
    fputc('"', f);
}

/* The pairs as CSV, one a line (the server's student page reads it: admin_student.c). */
static void write_csv(FILE *f, const struct sim_set *s, const struct sim_pair *pairs, int n)
{
    fputs("score,jaccard,shared,longest_lines,student_a,submission_a,file_a,student_b,submission_b,file_b\n", f);
    for (int i = 0; i < n; i++) {
        const struct sim_pair *p = &pairs[i];
        const struct sim_doc *a = &s->docs[p->a], *b = &s->docs[p->b];
        fprintf(f, "%.3f,%.3f,%d,%d,", p->score, p->jaccard, p->shared, p->longest);
        csv_field(f, a->student);
        fprintf(f, ",%lld,", a->id);
        csv_field(f, a->name);
        fputc(',', f);
        csv_field(f, b->student);
        fprintf(f, ",%lld,", b->id);
        csv_field(f, b->name);
        fputc('\n', f);
    }
}

int similar_main(int argc, char **argv)
{
    enum { O_AGAINST = 256, O_TEMPLATE, O_HTML, O_CSV, O_TOP, O_COMMON };
    static const struct option longs[] = {
        {"against", required_argument, NULL, O_AGAINST},
        {"template", required_argument, NULL, O_TEMPLATE},
        {"html", required_argument, NULL, O_HTML},
        {"csv", optional_argument, NULL, O_CSV},
        {"top", required_argument, NULL, O_TOP},
        {"common", required_argument, NULL, O_COMMON},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char **against = xcalloc((size_t)argc, sizeof *against),
               **templates = xcalloc((size_t)argc, sizeof *templates);
    int nagainst = 0, ntemplates = 0, csv = 0, status = 2;
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
        case O_AGAINST: against[nagainst++] = optarg; break;
        case O_TEMPLATE: templates[ntemplates++] = optarg; break;
        case O_HTML: html = optarg; break;
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
        default: option_error(c, argv, "bin/arena-server similar"); goto out;
        }
    }
    if (optind + 1 != argc) {
        if (optind >= argc)
            error(
                "similar: give the course database (similar COURSE.db, see bin/arena-server similar --help)");
        else
            error("similar: unexpected '%s'", quote_str(argv[optind + 1]).text);
        goto out;
    }
    status = 1;
    s.common = common;
    s.common_min = 5;
    if (read_db(&s, argv[optind], "", &game) < 0)
        goto out;
    for (int i = 0; i < nagainst; i++) {
        struct stat st;
        if (stat(against[i], &st) != 0) {
            error_errno("cannot read %s", against[i]);
            goto out;
        }
        if (S_ISDIR(st.st_mode)) {
            size_t end = strlen(against[i]);
            while (end > 1 && against[i][end - 1] == '/')
                end--;
            size_t skip = end;
            while (skip > 0 && against[i][skip - 1] != '/')
                skip--;
            if (read_dir(&s, against[i], 0, skip) < 0)
                goto out;
        } else {
            const char *base = strrchr(against[i], '/');
            char *prefix;
            if (asprintf(&prefix, "%s:", base ? base + 1 : against[i]) < 0)
                die("out of memory");
            int bad = read_db(&s, against[i], prefix, NULL);
            free(prefix);
            if (bad < 0)
                goto out;
        }
    }
    kit_templates(&s, game);
    for (int i = 0; i < ntemplates; i++)
        if (add_template(&s, templates[i], 1) < 0)
            goto out;
    struct sim_pair *pairs;
    int n = sim_compare(&s, &pairs, (int)top);
    if (n > top)
        n = (int)top;
    if (csv)
        write_csv(stdout, &s, pairs, n);
    for (int i = 0; i < n && !csv; i++) {
        const struct sim_pair *p = &pairs[i];
        const struct sim_doc *a = &s.docs[p->a], *b = &s.docs[p->b];
        printf("%5.1f%%  jaccard %5.1f%%  %4d lines  %s", 100 * p->score, 100 * p->jaccard, p->longest, a->student);
        if (a->id)
            printf(" #%lld %s", a->id, a->name);
        printf("  ~  %s", b->student);
        if (b->id)
            printf(" #%lld %s", b->id, b->name);
        putchar('\n');
    }
    status = 0;
    if (fflush(stdout) != 0)
        status = 1;
    if (html && sim_write_html(&s, pairs, n, html, argv[optind]) < 0)
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
out:
    free(game);
    sim_free(&s);
    free(against);
    free(templates);
    return status;
}
