/* error.c — error(), warning(), die() and the buffered diagnostics stream. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "out.h"

static struct out diag_stream;
static int diag_ready;

static void diag_flush_at_exit(void)
{
    out_flush(&diag_stream);
}

struct out *diag(void)
{
    if (!diag_ready) {
        out_attach(&diag_stream, STDERR_FILENO);
        diag_ready = 1;
        atexit(diag_flush_at_exit);
    }
    return &diag_stream;
}

static void report(const char *prefix, const char *fmt, va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    struct out *d = diag();
    out_str(d, prefix);
    out_str(d, msg);
    out_char(d, '\n');
}

int error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("error: ", fmt, ap);
    va_end(ap);
    out_flush(diag());
    return -1;
}

void warning(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("warning: ", fmt, ap);
    va_end(ap);
}

void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report("error: ", fmt, ap);
    va_end(ap);
    out_flush(diag());
    exit(1);
}
