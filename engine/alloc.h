/* alloc.h — the one allocator: every engine and game allocation goes through it, and
 * running out of memory ends the process with one error line instead of a crash. */
#ifndef ARENA_ALLOC_H
#define ARENA_ALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

#endif
