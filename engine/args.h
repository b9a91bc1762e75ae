/* args.h — command-line numbers: one parser and one error line for every program. */
#ifndef ARENA_ARGS_H
#define ARENA_ARGS_H

/* The decimal integer `text` within [lo, hi] into *value; else prints "error: bad WHAT
 * 'TEXT': expected an integer from LO to HI" and returns -1. */
int parse_int_arg(const char *what, const char *text, long long lo, long long hi, long long *value);

/* The decimal number `text` within [lo, hi] into *value; else prints "error: bad WHAT
 * 'TEXT': expected a number of seconds from LO to HI" and returns -1. */
/* The same for a number of UNIT (hours...), named so in the error. */
int parse_number_arg(const char *what, const char *text, double lo, double hi, const char *unit, double *value);
int parse_seconds_arg(const char *what, const char *text, double lo, double hi, double *value);

/* getopt_long's failure c (':' a missing value, '?' an unknown option; call it with
 * opterr = 0 and an optstring starting with ':') as one line: "error: option '-s' needs
 * a value (see PROG --help)". Returns -1. */
int option_error(int c, char **argv, const char *prog);

/* How hints and usage lines name the running program: argv[0] as it was typed
 * ("bin/arena-server", "arena-server"), but its last part alone when that name, looked up
 * on PATH, is this very program (an installed one started by its full path). */
void program_name_set(const char *argv0);
/* That name ("" before program_name_set). */
const char *program_name(void);

#endif
