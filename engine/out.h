/* out.h — buffered text output: replays, and the diagnostics stream.
 *
 * Writes go to a memory buffer flushed in large blocks. A replay written to a regular
 * file goes to a temporary file beside it and is renamed into place by out_commit(),
 * so a failed match never leaves a half-written replay; other targets (stdout, pipes,
 * /dev/null) are written directly. */
#ifndef ARENA_OUT_H
#define ARENA_OUT_H

#include <stddef.h>
#include <stdio.h>

#include "printf_format.h"

struct out;

/* A filter between the buffer and the file (gzip: engine/gzip.h): write() gets each
 * flushed block, finish() the end; both return 0 or an errno value. */
struct out_filter {
    int (*write)(struct out *o, const char *data, size_t n);
    int (*finish)(struct out *o);
    void (*release)(struct out *o);
    void *state;
};

struct out {
    char *buf;
    size_t len, cap;
    int fd;
    FILE *file;        /* when set, flushed into this stdio stream instead of fd */
    int failed;        /* a write failed: out_finish() reports it */
    int finished;      /* out_finish() was called: nothing more is written */
    char *path;        /* final path, or NULL when writing directly */
    char *tmp_path;    /* temporary file renamed to path on commit */
    struct out_filter *filter; /* NULL: the bytes go to the file as they are */
    unsigned long long flushed; /* bytes handed on so far (before a filter's compression) */
};

/* The bytes written to o so far (before a filter's compression). */
static inline unsigned long long out_count(const struct out *o)
{
    return o->flushed + o->len;
}

/* Opens path for writing (NULL or "-" means standard output). Returns 0, or prints
 * "error: cannot write PATH: reason" and returns -1. A FIFO that no process reads is
 * refused rather than waited for. */
int out_open(struct out *o, const char *path);

/* Attaches an already open descriptor; out_commit() closes it if above 2. */
void out_attach(struct out *o, int fd);
/* Attaches a stdio stream (stderr for diagnostics): flushing copies into its buffer. */
void out_attach_file(struct out *o, FILE *file);

/* Removes the temporary files of replays not yet committed; async-signal-safe, for a
 * process that ends on a signal. */
void out_remove_pending(void);

/* Flushes the buffer and the filter: every byte is in the temporary file (or the
 * target). 0, or -1 with an error line: then out_abort(). Lets a caller that writes
 * several files commit none of them when one fails. */
int out_finish(struct out *o);

/* Finishes (out_finish), renames the temporary file into place, closes. 0 or -1 with an error line. */
int out_commit(struct out *o);

/* Drops everything: the temporary file is removed, nothing reaches the final path. */
void out_abort(struct out *o);

/* Writes n bytes to the descriptor (or the stream), bypassing buffer and filter: for filters. */
int out_write_raw(struct out *o, const char *data, size_t n);

/* Writes buffered bytes to the descriptor now. */
void out_flush(struct out *o);

void out_write(struct out *o, const char *s, size_t n);
void out_str(struct out *o, const char *s);
void out_int(struct out *o, long long v);

/* Makes room for n bytes and returns where they go: for hot loops that format
 * directly into the buffer, then advance o->len by what they wrote. */
char *out_room(struct out *o, size_t n);

/* Writes v in decimal at p; returns the end. */
char *out_format_int(char *p, long long v);

/* Inline: replays are written a character at a time in hot loops. */
static inline void out_char(struct out *o, char c)
{
    if (o->len + 1 > o->cap)
        out_flush(o);
    o->buf[o->len++] = c;
}
/* A double as C++ streams print it by default (%g, 6 significant digits): 0, 0.5, -1. */
void out_double(struct out *o, double v);
void out_printf(struct out *o, const char *fmt, ...) ARENA_PRINTF(2, 3);

#endif
