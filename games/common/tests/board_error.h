/* board_error.h — for the games' board tests: what a board reader prints on a text.
 *
 *     BOARD_ERROR(read_error, struct ap_view, ap_board_read)
 *
 * defines `const char *read_error(const char *text, struct ap_view *v)`: reads text as the
 * board file "t.cnf" into v and returns NULL if it is valid, else the "error: ..." line
 * the reader printed (kept until the next call). each_board() visits a folder's boards. */
#ifndef ARENA_BOARD_ERROR_H
#define ARENA_BOARD_ERROR_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>

#include "error.h"
#include "out.h"
#include "scan.h"

/* Runs read(s, out) on text as "t.cnf" with the diagnostics caught; returns its status. */
static inline int board_error_catch(const char *text, int (*read)(struct scan *, void *), void *out, char *msg,
                                    size_t size)
{
    FILE *f = tmpfile();
    struct out *d = diag();
    out_flush(d);
    FILE *saved = d->file;
    d->file = f;
    struct scan s;
    scan_from_memory(&s, "t.cnf", text, strlen(text));
    int status = read(&s, out);
    scan_release(&s);
    out_flush(d);
    d->file = saved;
    rewind(f);
    size_t n = fread(msg, 1, size - 1, f);
    msg[n] = '\0';
    fclose(f);
    return status;
}

#define BOARD_ERROR(NAME, VIEW, READ)                                                               \
    static int NAME##_read_(struct scan *s, void *v)                                               \
    {                                                                                              \
        return READ(s, v);                                                                         \
    }                                                                                              \
    static const char *NAME(const char *text, VIEW *v)                                             \
    {                                                                                              \
        static char msg[1024];                                                                     \
        return board_error_catch(text, NAME##_read_, v, msg, sizeof msg) < 0 ? msg : NULL;        \
    }

/* Calls fn(path, ctx) for every .cnf file in dir; returns how many, or -1 if dir cannot
 * be opened. */
static inline int each_board(const char *dir, void (*fn)(const char *path, void *ctx), void *ctx)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 4, ".cnf") != 0)
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        fn(path, ctx);
        n++;
    }
    closedir(d);
    return n;
}

#endif
