/* error.h — the one error convention (after git's usage.c).
 *
 * error() prints "error: <message>" on the diagnostics stream and returns -1, so a
 * failing function reads `return error("...")`. Only the top level exits: die() is
 * for the few places where going on is impossible (out of memory). */
#ifndef ARENA_ERROR_H
#define ARENA_ERROR_H

struct out;

/* The process's diagnostics stream: buffered standard error, flushed at exit. */
struct out *diag(void);

int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
