/* error.h — the one error convention (after git's usage.c).
 *
 * error() prints "error: <message>" on the diagnostics stream and returns -1, so a
 * failing function reads `return error("...")`. Only the top level exits: die() is
 * for the few places where going on is impossible (out of memory). BUG() is for broken
 * invariants, never for bad input. */
#ifndef ARENA_ERROR_H
#define ARENA_ERROR_H

#include <stddef.h>

#include "printf_format.h"

struct out;

/* The process's diagnostics stream: buffered, written through stdio's stderr so that a
 * player's own fprintf(stderr, ...) lines keep their place among the engine's. */
struct out *diag(void);

int error(const char *fmt, ...) ARENA_PRINTF(1, 2);
/* error() with ": strerror(errno)" appended. */
int error_errno(const char *fmt, ...) ARENA_PRINTF(1, 2);
void warning(const char *fmt, ...) ARENA_PRINTF(1, 2);
_Noreturn void die(const char *fmt, ...) ARENA_PRINTF(1, 2);
_Noreturn void bug_at(const char *file, int line, const char *fmt, ...) ARENA_PRINTF(3, 4);
#define BUG(...) bug_at(__FILE__, __LINE__, __VA_ARGS__)

/* For a program with threads (bin/arena-server): every line is written under the lock. */
void error_set_lock(void (*lock)(void), void (*unlock)(void));

/* A piece of untrusted text as an error line shows it: at most QUOTE_SHOWN bytes, bytes
 * that are not printable ASCII as \xNN, "..." when cut. The one way to show a bad token:
 *     error("... found '%s'", quote(tok, len).text)   (len: the bytes to consider) */
enum { QUOTE_SHOWN = 40 };
struct quoted {
    char text[4 * QUOTE_SHOWN + 4];
};
struct quoted quote(const char *text, size_t len);
/* quote() of a NUL-terminated string. */
struct quoted quote_str(const char *text);

#endif
