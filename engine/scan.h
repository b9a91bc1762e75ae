/* scan.h — reading whitespace-separated board files with line numbers for errors.
 *
 * The whole input is read into memory once; tokens are handed out one by one.
 * Every failure prints one "error: FILE:LINE: what" line and returns -1. */
#ifndef ARENA_SCAN_H
#define ARENA_SCAN_H

#include <stddef.h>

#include "printf_format.h"

struct scan {
    const char *name;   /* shown in errors: the path, or "stdin" */
    char *text;
    size_t len, pos;
    int line;           /* line of the read position */
    int tok_line;       /* line of the last token returned */
    char *tok;          /* the last token, NUL-terminated */
    size_t tok_cap;
};

/* Reads a whole file (NULL or "-" means standard input). */
int scan_open(struct scan *s, const char *path);
/* scan_open() of a file another one names (a board's map) on its line `line`: a file
 * that cannot be read is "error: BY:LINE: cannot read PATH: reason". */
int scan_open_named(struct scan *s, const char *path, const struct scan *by, int line);
/* 1 if path names a regular file that scan_open() has read in this process (standard
 * input included): an output must not overwrite its own run's input. */
int scan_was_read(const char *path);
/* Forgets the files read so far: a new match starts (several may run in one process). */
void scan_forget_reads(void);
/* Scans a copy of a memory block (for tests and fuzzing). */
int scan_from_memory(struct scan *s, const char *name, const char *data, size_t len);
void scan_release(struct scan *s);

/* The next token, or NULL at the end of the input. */
const char *scan_next(struct scan *s);
/* 1 if only white space is left. */
int scan_at_end(struct scan *s);
/* The line of the next token without taking it, 0 at the end (for line-based formats). */
int scan_next_line(struct scan *s);

/* The next token must be `word`. */
int scan_expect(struct scan *s, const char *word);
/* The next token is a decimal integer within [min, max]; `what` names it in errors. */
int scan_int(struct scan *s, const char *what, int min, int max, int *value);
/* The next tokens must be `words`, a NULL-terminated list (a table's header). */
int scan_expect_words(struct scan *s, const char *const words[]);
/* The next token must be one of `words` (NULL-terminated): returns its index; else
 * "expected WHAT, found 'TOKEN'" and -1. */
int scan_one_of(struct scan *s, const char *what, const char *const words[]);
/* Takes the tokens up to and including the next `word`; -1 (no error line) at the end. */
int scan_skip_to(struct scan *s, const char *word);
/* The next token is a number within [min, max]; else "expected WHAT, found 'TOKEN'" (what
 * says the range when it matters: "a status (a number from -1 to 1)"). */
int scan_double(struct scan *s, const char *what, double min, double max, double *value);
/* The next token, which must exist; `what` names it in errors. */
int scan_token(struct scan *s, const char *what, const char **tok);

/* Prints "error: NAME:LINE: message" for the last token's line and returns -1. */
int scan_error(const struct scan *s, const char *fmt, ...) ARENA_PRINTF(2, 3);

#endif
