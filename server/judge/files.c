/* files.c — where the judge keeps what it played: a match's folder and its files (read
 * through zlib: gzip-compressed or not), the finals' folders FILES/final/ID (0: the final
 * of before, played before finals were kept, in FILES/final itself), their replays and
 * the latest report. */
#define _GNU_SOURCE
#include "judge/files.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <zlib.h>

#include "alloc.h"

#include "store/store.h"

void judge_player_path(long long submission, char *path, size_t size)
{
    snprintf(path, size, "%s/subs/%lld/player", course.files, submission);
}

void judge_match_dir(long long job, char *path, size_t size)
{
    snprintf(path, size, "%s/matches/%lld", course.files, job);
}

char *match_file_text(const char *path, size_t *size)
{
    gzFile in = gzopen(path, "rb"); /* (zlib reads a plain file as it is) */
    if (!in)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *text = xmalloc(cap);
    int got;
    while ((got = gzread(in, text + n, (unsigned)(cap - n - 1))) > 0) {
        n += (size_t)got;
        if (cap - n - 1 == 0)
            text = xrealloc(text, cap *= 2);
    }
    gzclose(in);
    if (got < 0) {
        free(text);
        return NULL;
    }
    text[n] = '\0';
    *size = n;
    return text;
}

/* A final's folder (0: the one of before, FILES/final), and a file in it. */
void final_path(char *path, size_t size, long long id, const char *name)
{
    if (id)
        snprintf(path, size, "%s/final/%lld%s%s", course.files, id, *name ? "/" : "", name);
    else
        snprintf(path, size, "%s/final%s%s", course.files, *name ? "/" : "", name);
}

int final_exists(long long id, const char *name)
{
    char path[4200];
    final_path(path, sizeof path, id, name);
    return access(path, F_OK) == 0;
}

/* A replay's file name: t<ID>-<IDX>.res.gz. */
int final_is_replay(const char *name)
{
    unsigned long long t, idx;
    int used = 0;
    return sscanf(name, "t%llu-%llu.res.gz%n", &t, &idx, &used) == 2 && name[used] == '\0';
}

long long final_replays(long long id)
{
    char path[4200];
    final_path(path, sizeof path, id, "replays");
    DIR *d = opendir(path);
    long long n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += final_is_replay(e->d_name);
    if (d)
        closedir(d);
    return n;
}

/* The latest final with a report (0: the one of before; -1: none). */
long long final_latest(void)
{
    /* (a final that waits for a quieter machine has a report of its matches so far: not yet) */
    sqlite3_stmt *st = store_query("SELECT id FROM finals WHERE finished IS NOT NULL ORDER BY id DESC", "");
    long long found = -1;
    while (found < 0 && st && sqlite3_step(st) == SQLITE_ROW)
        if (final_exists(sqlite3_column_int64(st, 0), "report.html"))
            found = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return found < 0 && final_exists(0, "report.html") ? 0 : found;
}
