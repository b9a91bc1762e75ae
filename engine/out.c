/* out.c — buffered output with atomic replacement of regular files. */
#define _POSIX_C_SOURCE 200809L
#include "out.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "error.h"
#include "port.h"

enum { OUT_BUFFER_SIZE = 1 << 16 };

static void out_init(struct out *o, int fd)
{
    memset(o, 0, sizeof *o);
    o->fd = fd;
    o->cap = OUT_BUFFER_SIZE;
    o->buf = xmalloc(o->cap);
}

void out_attach(struct out *o, int fd)
{
    out_init(o, fd);
}

void out_attach_file(struct out *o, FILE *file)
{
    out_init(o, fileno(file));
    o->file = file;
}

/* Temporary replay files not yet committed, for out_remove_pending() in a signal
 * handler: plain slots written before the file exists and cleared after it is gone. */
enum { MAX_PENDING = 8 };
static char *volatile pending[MAX_PENDING];

static void pending_set(const char *old, char *now)
{
    for (int k = 0; k < MAX_PENDING; k++)
        if (pending[k] == old) {
            pending[k] = now;
            return;
        }
}

void out_remove_pending(void)
{
    for (int k = 0; k < MAX_PENDING; k++)
        if (pending[k])
            unlink(pending[k]);
}

/* A device, pipe or FIFO: written directly. A FIFO nobody reads is an error, not a wait. */
static int open_special(struct out *o, const char *path)
{
    int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_BINARY);
    if (fd < 0 && errno == ENXIO)
        return error("cannot write %s: no process is reading this FIFO", path);
    if (fd < 0)
        return error_errno("cannot write %s", path);
#ifdef F_SETFL
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
#endif
    out_init(o, fd);
    o->path = xstrdup(path); /* for errors; written directly, nothing to rename */
    return 0;
}

int out_open(struct out *o, const char *path)
{
    if (!path || strcmp(path, "-") == 0) {
        out_init(o, STDOUT_FILENO);
        return 0;
    }
    struct stat st;
    int exists = stat(path, &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return open_special(o, path);
    size_t n = strlen(path);
    char *tmp = xmalloc(n + 16);
    snprintf(tmp, n + 16, "%s.tmp-XXXXXX", path);
    pending_set(NULL, tmp);
    int fd = port_temp_file(tmp);
    if (fd < 0) {
        error_errno("cannot write %s", path);
        pending_set(tmp, NULL);
        free(tmp);
        return -1;
    }
#ifndef _WIN32
    fchmod(fd, exists ? (st.st_mode & 07777) : 0644);
#endif
    out_init(o, fd);
    o->path = xstrdup(path);
    o->tmp_path = tmp;
    return 0;
}

int out_write_raw(struct out *o, const char *data, size_t n)
{
    if (o->file)
        return n && fwrite(data, 1, n, o->file) != n ? (errno ? errno : EIO) : 0;
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(o->fd, data + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return errno ? errno : EIO;
        done += (size_t)w;
    }
    return 0;
}

void out_flush(struct out *o)
{
    if (o->len && !o->failed)
        o->failed = o->filter ? o->filter->write(o, o->buf, o->len) : out_write_raw(o, o->buf, o->len);
    o->flushed += o->len;
    o->len = 0;
}

/* The descriptor is closed before its file is renamed or removed: Windows does neither
 * to an open file. */
static void close_fd(struct out *o)
{
    if (o->fd > STDERR_FILENO && !o->file)
        close(o->fd);
    o->fd = -1;
}

static void out_close(struct out *o)
{
    if (o->filter)
        o->filter->release(o);
    close_fd(o);
    if (o->tmp_path)
        pending_set(o->tmp_path, NULL);
    free(o->buf);
    free(o->path);
    free(o->tmp_path);
    memset(o, 0, sizeof *o);
    o->fd = -1;
}

int out_finish(struct out *o)
{
    if (o->finished)
        return o->failed ? -1 : 0;
    o->finished = 1;
    out_flush(o);
    if (o->filter && !o->failed)
        o->failed = o->filter->finish(o);
    if (o->failed)
        return error("cannot write %s: %s", o->path ? o->path : "output", strerror(o->failed));
    return 0;
}

int out_commit(struct out *o)
{
    int status = 0;
    int finished = out_finish(o);
    close_fd(o);
    if (finished < 0) {
        status = -1;
        if (o->tmp_path)
            unlink(o->tmp_path);
    } else if (o->tmp_path && port_rename(o->tmp_path, o->path) != 0) {
        status = error_errno("cannot write %s", o->path);
        unlink(o->tmp_path);
    }
    out_close(o);
    return status;
}

void out_abort(struct out *o)
{
    o->len = 0;
    close_fd(o);
    if (o->tmp_path)
        unlink(o->tmp_path);
    out_close(o);
}

char *out_room(struct out *o, size_t n)
{
    if (o->len + n > o->cap) {
        out_flush(o);
        if (n > o->cap) {
            o->cap = n;
            o->buf = xrealloc(o->buf, o->cap);
        }
    }
    return o->buf + o->len;
}

void out_write(struct out *o, const char *s, size_t n)
{
    if (n == 0) /* s may then be NULL, which memcpy does not allow */
        return;
    memcpy(out_room(o, n), s, n);
    o->len += n;
}

void out_str(struct out *o, const char *s)
{
    out_write(o, s, strlen(s));
}

char *out_format_int(char *p, long long v)
{
    if (v >= 0 && v < 100) { /* most numbers in replays */
        if (v >= 10)
            *p++ = (char)('0' + v / 10);
        *p++ = (char)('0' + v % 10);
        return p;
    }
    char tmp[24], *t = tmp + sizeof tmp;
    unsigned long long m = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        *--t = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    if (v < 0)
        *--t = '-';
    size_t n = (size_t)(tmp + sizeof tmp - t);
    memcpy(p, t, n);
    return p + n;
}

void out_int(struct out *o, long long v)
{
    char *p = out_room(o, 24);
    o->len += (size_t)(out_format_int(p, v) - p);
}

void out_double(struct out *o, double v)
{
    if (v > -1e15 && v < 1e15 && v == (long long)v) /* range first: no cast of NaN or inf */
        out_int(o, (long long)v);
    else
        out_printf(o, "%g", v);
}

void out_printf(struct out *o, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        out_write(o, small, (size_t)n);
        return;
    }
    char *big = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    out_write(o, big, (size_t)n);
    free(big);
}
