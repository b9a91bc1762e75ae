/* export.c — every source of the course at once, for outside tools (JPlag, MOSS, a grader):
 * /admin/sources.tar.gz holds sources/LOGIN/NN-sID-FILE (NN the student's version, 01 the
 * first; ID the submission) and sources/index.csv (login, name, player, version,
 * submission, time, state, path). Written into a private temporary folder under FILES,
 * packed by tar(1) — GNU tar is on every machine the server runs on and its archive opens
 * anywhere; libarchive would be one more library to link for one page — then sent from
 * the open file, the folder removed. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "entrants.h"
#include "error.h"
#include "pages/common.h"
#include "store/store.h"
#include "teacher/teacher.h"

static const char sources_sql[] =
    "SELECT u.login, u.name, coalesce(u.player, ''), row_number() OVER (PARTITION BY s.user ORDER BY s.id), s.id, s.at,"
    " s.state, s.file, s.source FROM submissions s JOIN users u ON u.id = s.user ORDER BY u.login, s.id";

/* A login as a folder's name: its characters are letters, digits and . _ @ - (main.c's
 * users), but "." or ".." or a leading dot would not be a folder of its own. */
static void folder_of(const char *login, char *out, size_t size)
{
    snprintf(out, size, "%s%s", login[0] == '.' ? "_" : "", login);
    for (char *p = out; *p; p++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-", *p))
            *p = '_';
}

/* The sources and the index under dir/sources: 0, or -1 after an error line. */
static int write_sources(const char *dir)
{
    char root[4300], index[4400], folder[128], path[4700], file[200];
    snprintf(root, sizeof root, "%s/sources", dir);
    snprintf(index, sizeof index, "%s/index.csv", root);
    if (make_dirs(root) < 0)
        return -1;
    FILE *csv = fopen(index, "w");
    if (!csv)
        return error_errno("cannot write %s", index);
    fputs("login,name,player,version,submission,time,state,path\n", csv);
    sqlite3_stmt *st = store_query(sources_sql, "");
    int rc = st ? 0 : -1, step = SQLITE_DONE;
    while (st && rc == 0 && (step = sqlite3_step(st)) == SQLITE_ROW) {
        const char *login = (const char *)sqlite3_column_text(st, 0);
        folder_of(login, folder, sizeof folder);
        snprintf(file, sizeof file, "%02d-s%lld-%s", sqlite3_column_int(st, 3), sqlite3_column_int64(st, 4),
                 (const char *)sqlite3_column_text(st, 7));
        snprintf(path, sizeof path, "%s/%s", root, folder);
        if (make_dirs(path) < 0)
            rc = -1;
        snprintf(path, sizeof path, "%s/%s/%s", root, folder, file);
        if (rc == 0 && write_file(path, sqlite3_column_blob(st, 8), (size_t)sqlite3_column_bytes(st, 8)) < 0)
            rc = -1;
        char when[32];
        time_t t = (time_t)sqlite3_column_double(st, 5);
        struct tm tm;
        gmtime_r(&t, &tm);
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &tm);
        admin_csv(csv, login);
        fputc(',', csv);
        admin_csv(csv, (const char *)sqlite3_column_text(st, 1));
        fputc(',', csv);
        admin_csv(csv, (const char *)sqlite3_column_text(st, 2));
        fprintf(csv, ",%d,%lld,%s,", sqlite3_column_int(st, 3), sqlite3_column_int64(st, 4), when);
        admin_csv(csv, (const char *)sqlite3_column_text(st, 6));
        fprintf(csv, ",%s/%s\n", folder, file);
    }
    if (st && rc == 0 && step != SQLITE_DONE)
        rc = error("the course's sources cannot be read: %s", sqlite3_errmsg(store_db()));
    sqlite3_finalize(st);
    if (ferror(csv) | (fclose(csv) != 0))
        rc = error_errno("cannot write %s", index);
    return rc;
}

void page_admin_sources(struct request *r)
{
    char dir[4096], archive[4200], name[96], *said = NULL;
    snprintf(dir, sizeof dir, "%s/export-XXXXXX", course.files);
    if (!mkdtemp(dir)) {
        error_errno("cannot make a folder in %s", course.files);
        page_message(r, 503, "Not made", "The archive could not be made (the server's disk: see its log).");
        return;
    }
    snprintf(archive, sizeof archive, "%s/sources.tar.gz", dir);
    char *argv[] = {"tar", "-czf", archive, "-C", dir, "--sort=name", "--owner=0", "--group=0", "--numeric-owner",
                    "sources", NULL};
    int status = write_sources(dir) < 0 ? -1 : run_capture(argv, &said);
    if (status != 0) {
        if (said)
            error("tar could not pack the sources (status %d): %s", status, said);
        page_message(r, 503, "Not made", "The archive could not be made (see the server's log).");
    } else {
        time_t now = time(NULL);
        struct tm tm;
        gmtime_r(&now, &tm);
        snprintf(name, sizeof name, "%s-sources-%04d%02d%02d.tar.gz", course.t.game, tm.tm_year + 1900, tm.tm_mon + 1,
                 tm.tm_mday);
        page_file(r, archive, "application/gzip", name); /* open: the folder can go */
    }
    free(said);
    remove_tree(dir);
}
