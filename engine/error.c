/* error.c — error(), warning(), die(), BUG(), quote() and the diagnostics stream. */
#define _POSIX_C_SOURCE 200809L
#include "error.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out.h"

static struct out diag_stream;
static int diag_ready;

static void diag_flush_at_exit(void)
{
    out_flush(&diag_stream);
    fflush(stderr);
}

struct out *diag(void)
{
    if (!diag_ready) {
        out_attach_file(&diag_stream, stderr);
        diag_ready = 1;
        atexit(diag_flush_at_exit);
    }
    return &diag_stream;
}

static void (*lock_hook)(void), (*unlock_hook)(void);

void error_set_lock(void (*lock)(void), void (*unlock)(void))
{
    lock_hook = lock;
    unlock_hook = unlock;
}

static void flush_diag(void);

/* One line on the diagnostics stream, whole even when threads report at once. */
static void report(const char *prefix, const char *fmt, va_list ap, const char *suffix, int flush)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (lock_hook)
        lock_hook();
    struct out *d = diag();
    out_str(d, prefix);
    out_str(d, msg);
    if (suffix) {
        out_str(d, ": ");
        out_str(d, suffix);
    }
    out_char(d, '\n');
    if (flush)
        flush_diag();
    if (unlock_hook)
        unlock_hook();
}

static void flush_diag(void)
{
    out_flush(diag());
    fflush(stderr);
}

int error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("error: ", fmt, ap, NULL, 1);
    va_end(ap);
    return -1;
}

int error_errno(const char *fmt, ...)
{
    const char *reason = strerror(errno);
    va_list ap;
    va_start(ap, fmt);
    report("error: ", fmt, ap, reason, 1);
    va_end(ap);
    return -1;
}

void warning(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("warning: ", fmt, ap, NULL, 0);
    va_end(ap);
}

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("error: ", fmt, ap, NULL, 1);
    va_end(ap);
    exit(1);
}

void bug_at(const char *file, int line, const char *fmt, ...)
{
    char where[256];
    snprintf(where, sizeof where, "BUG: %s:%d: ", file, line);
    va_list ap;
    va_start(ap, fmt);
    report(where, fmt, ap, NULL, 1);
    va_end(ap);
    abort();
}

struct quoted quote(const char *text, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    struct quoted q;
    size_t n = 0, k = 0;
    for (; k < len && k < QUOTE_SHOWN; k++) {
        unsigned char c = (unsigned char)text[k];
        if (c >= 0x20 && c < 0x7f) {
            q.text[n++] = (char)c;
        } else {
            q.text[n++] = '\\';
            q.text[n++] = 'x';
            q.text[n++] = hex[c >> 4];
            q.text[n++] = hex[c & 15];
        }
    }
    if (k < len) {
        memcpy(q.text + n, "...", 3);
        n += 3;
    }
    q.text[n] = '\0';
    return q;
}

struct quoted quote_str(const char *text)
{
    return quote(text, strnlen(text, QUOTE_SHOWN + 1));
}
