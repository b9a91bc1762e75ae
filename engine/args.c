/* args.c — command-line numbers (see args.h). */
#define _GNU_SOURCE /* realpath */
#include "args.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "error.h"

int parse_int_arg(const char *what, const char *text, long long lo, long long hi, long long *value)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v < lo || v > hi)
        return error("bad %s '%s': expected an integer from %lld to %lld", what, quote_str(text).text, lo, hi);
    *value = v;
    return 0;
}

int parse_number_arg(const char *what, const char *text, double lo, double hi, const char *unit, double *value)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (!*text || *end || errno || !(v >= lo && v <= hi))
        return error("bad %s '%s': expected a number of %s from %g to %g", what, quote_str(text).text, unit, lo, hi);
    *value = v;
    return 0;
}

int parse_seconds_arg(const char *what, const char *text, double lo, double hi, double *value)
{
    return parse_number_arg(what, text, lo, hi, "seconds", value);
}

int option_error(int c, char **argv, const char *prog)
{
    const char *arg = argv[optind - 1];
    if (c == ':')
        return error("option '%s' needs a value (see %s --help)", quote_str(arg).text, prog);
    if (optopt && strncmp(arg, "--", 2) != 0)
        return error("unknown option '-%c' (see %s --help)", optopt, prog);
    return error("unknown option '%s' (see %s --help)", quote_str(arg).text, prog);
}

static const char *invoked_as = "";

/* Whether NAME, as a shell would find it on PATH (the first executable of that name), is
 * the program running. Linux's (/proc/self/exe): elsewhere (a kit's Game on Windows or
 * a Mac) the name is argv[0] as typed. */
static int on_path_is_self(const char *name)
{
#ifndef __linux__
    (void)name;
    return 0;
#else
    char self[PATH_MAX], found[PATH_MAX], real[PATH_MAX];
    if (!realpath("/proc/self/exe", self))
        return 0;
    const char *p = getenv("PATH");
    while (p && *p) {
        size_t n = strcspn(p, ":"); /* an empty entry: the current folder */
        int len = snprintf(found, sizeof found, "%.*s/%s", (int)(n ? n : 1), n ? p : ".", name);
        if (len > 0 && (size_t)len < sizeof found && access(found, X_OK) == 0)
            return realpath(found, real) && strcmp(real, self) == 0;
        p += n + (p[n] == ':');
    }
    return 0;
#endif
}

void program_name_set(const char *argv0)
{
    const char *slash = argv0 ? strrchr(argv0, '/') : NULL;
    invoked_as = argv0 ? argv0 : "";
    if (slash && slash[1] && on_path_is_self(slash + 1))
        invoked_as = slash + 1;
}

const char *program_name(void)
{
    return invoked_as;
}
