/* board_error.h — for the games' board tests: what a board reader prints on a text.
 *
 *     BOARD_ERROR(read_error, struct ap_view, ap_board_read)
 *
 * defines `const char *read_error(const char *text, struct ap_view *v)`: reads text as the
 * board file "t.cnf" into v and returns NULL if it is valid, else the "error: ..." line
 * the reader printed (kept until the next call). */
#ifndef ARENA_BOARD_ERROR_H
#define ARENA_BOARD_ERROR_H

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

#endif
