/* fence.h — blocks between inaccessible pages, for what a local player may write.
 *
 * In local mode a player runs in the engine's process: a write past its memory or its
 * turn block would corrupt the match and be blamed on something else. A fenced block
 * has a page no one may touch on each side, its end against the second page; a write
 * past it is a SIGSEGV on a fence page (guard.c names the player), and the few bytes of
 * slack between block and fence are checked after each turn. Where the platform has no
 * mmap() (Windows: ARENA_NO_FENCES), the fence pages are plain memory, checked after
 * each turn like the slack: a write there is found, not stopped. */
#ifndef ARENA_FENCE_H
#define ARENA_FENCE_H

#include <stddef.h>

struct fence {
    char *map;       /* the whole mapping: fence page, data pages, fence page */
    size_t map_len, page;
    char *block;     /* zeroed, 64-byte aligned */
    size_t size;
    const char *what; /* "its memory", for messages */
    void *heap;       /* ARENA_NO_FENCES: the allocation map is in */
};

/* A zeroed block of `size` bytes (at least 1); dies without memory, like xmalloc. */
void *fence_alloc(struct fence *f, size_t size, const char *what);
void fence_free(struct fence *f);

/* 1 if addr is on one of f's fence pages (async-signal-safe). */
int fence_hit(const struct fence *f, const void *addr);

/* 0 if nothing was written around the block; else 1, with where in buf: "wrote past the
 * end of its memory (changed up to 3 bytes after it)". */
int fence_broken(const struct fence *f, char *buf, size_t size);

#endif
