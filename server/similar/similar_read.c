/* similar_read.c — what the plagiarism check reads: a course database's submissions,
 * folders of sources (earlier courses, or a run without any course), known outside
 * sources, and the base code: arena's kit players, an earlier course's original kit, the
 * teacher's templates. Nothing is written. */
#define _GNU_SOURCE
#include <dirent.h>
#include <glob.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "error.h"
#include "paths.h"
#include "similar/similar.h"

enum { MAX_SOURCE = 4 << 20, MAX_DEPTH = 32 };

/* The source at path, NUL-terminated: NULL with *why (a skip's reason) or an error line. */
static char *read_source(const char *path, const char **why)
{
    *why = NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_errno("cannot read %s", path);
        return NULL;
    }
    char *text = xmalloc(MAX_SOURCE + 2);
    size_t n = fread(text, 1, MAX_SOURCE + 1, f);
    int bad = ferror(f);
    fclose(f);
    if (bad)
        error_errno("cannot read %s", path);
    else if (n > MAX_SOURCE)
        *why = "larger than 4 MB";
    else if (memchr(text, '\0', n))
        *why = "not text (a NUL byte)";
    if (bad || *why) {
        free(text);
        return NULL;
    }
    text[n] = '\0';
    return xrealloc(text, n + 1);
}

int sim_read_db(struct sim_set *s, const char *path, const char *prefix, char **game)
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
    if (sqlite3_prepare_v2(db,
                           "SELECT s.id, u.login, s.file, s.source, u.id FROM submissions s JOIN users u ON u.id = "
                           "s.user ORDER BY s.id",
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
        s->docs[s->ndocs - 1].kind = *prefix ? SIM_OLD : SIM_NEW;
        s->docs[s->ndocs - 1].user = *prefix ? 0 : sqlite3_column_int64(st, 4);
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

/* C and C++ sources by their names (.C is C++ on Unix). */
static int is_source(const char *name)
{
    static const char *const tails[] = {".c", ".cc", ".cpp", ".cxx", ".C", ".c++", NULL};
    for (int i = 0; tails[i]; i++)
        if (ends_with(name, tails[i]) && strlen(name) > strlen(tails[i]))
            return 1;
    return 0;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void skipped(const char *path, const char *why)
{
    fprintf(stderr, "skipped: %s: %s\n", path, why);
}

/* The sources under dir, each its own student named by its path from the folder given
 * (its last part on: "course2024/alice/AIGood.c", nothing of where it lies here); with
 * kit set, the AI* players only, as base code. Links are not followed. */
static int walk(struct sim_set *s, const char *dir, int depth, size_t skip, enum sim_kind kind, int kit)
{
    DIR *d = opendir(dir);
    if (!d)
        return error_errno("cannot read the folder %s", dir);
    char **names = NULL;
    int n = 0, cap = 0, bad = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
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
        const char *why = NULL;
        if (lstat(path, &st) != 0) {
            bad = error_errno("cannot read %s", path);
        } else if (names[i][0] == '.') {
            why = "hidden";
        } else if (S_ISLNK(st.st_mode)) {
            why = "a symbolic link (not followed)";
        } else if (S_ISDIR(st.st_mode)) {
            if (depth >= MAX_DEPTH)
                why = "too deep a folder";
            else if (walk(s, path, depth + 1, skip, kind, kit) < 0)
                bad = -1;
        } else if (!S_ISREG(st.st_mode)) {
            why = "not a regular file";
        } else if (!is_source(names[i])) {
            why = "not a C or C++ source (.c .cc .cpp .cxx .C)";
        } else if (kit && strncmp(names[i], "AI", 2) != 0) {
            why = "not a player of the kit (AI*)";
        } else {
            char *text = read_source(path, &why);
            if (text && kit)
                sim_add_template(s, text);
            else if (text) {
                sim_add(s, names[i], path + skip, 0, text);
                s->docs[s->ndocs - 1].kind = kind;
            } else if (!why)
                bad = -1;
            free(text);
        }
        if (why && !kit)
            skipped(path + skip, why);
        free(path);
        free(names[i]);
    }
    free(names);
    return bad;
}

/* The offset of the folder's last part in its name ("a/b/" -> "b"). */
static size_t last_part(const char *dir)
{
    size_t end = strlen(dir);
    while (end > 1 && dir[end - 1] == '/')
        end--;
    size_t skip = end;
    while (skip > 0 && dir[skip - 1] != '/')
        skip--;
    return skip;
}

int sim_read_dir(struct sim_set *s, const char *dir, enum sim_kind kind)
{
    return walk(s, dir, 0, last_part(dir), kind, 0);
}

int sim_read_kit(struct sim_set *s, const char *dir)
{
    int before = (int)s->nbase;
    if (walk(s, dir, 0, last_part(dir), SIM_NEW, 1) < 0)
        return -1;
    if ((int)s->nbase == before)
        return error("--kit %s: no AI*.c or AI*.cc player in it", dir);
    return 0;
}

int sim_read_template(struct sim_set *s, const char *path, int must)
{
    if (!must && access(path, F_OK) != 0)
        return 0;
    const char *why;
    char *text = read_source(path, &why);
    if (!text)
        return why ? error("%s: %s", path, why) : -1;
    sim_add_template(s, text);
    free(text);
    return 0;
}

/* A known outside source: student "known:NAME", NAME its file name without the suffix. */
int sim_read_known(struct sim_set *s, const char *path)
{
    const char *why;
    char *text = read_source(path, &why);
    if (!text)
        return why ? error("%s: %s", path, why) : -1;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char *name;
    int stem = (int)strcspn(base, ".");
    if (asprintf(&name, "known:%.*s", stem ? stem : (int)strlen(base), base) < 0)
        die("out of memory");
    sim_add(s, base, name, 0, text);
    s->docs[s->ndocs - 1].kind = SIM_KNOWN;
    free(name);
    free(text);
    return 0;
}

void sim_arena_kit(struct sim_set *s, const char *game)
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
                sim_read_template(s, path, 0);
                free(path);
            }
        globfree(&g);
    }
    free(pattern);
}
