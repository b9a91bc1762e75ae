/* args.c — command-line numbers (see args.h). */
#include "args.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

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

int parse_seconds_arg(const char *what, const char *text, double lo, double hi, double *value)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (!*text || *end || errno || !(v >= lo && v <= hi))
        return error("bad %s '%s': expected a number of seconds from %g to %g", what, quote_str(text).text, lo, hi);
    *value = v;
    return 0;
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
