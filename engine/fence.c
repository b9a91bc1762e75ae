/* fence.c — blocks between inaccessible pages (see fence.h). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include "fence.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef ARENA_NO_FENCES
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "error.h"

enum { FENCE_ALIGN = 64 };

#ifdef ARENA_NO_FENCES
enum { HEAP_PAGE = 4096 };

static void map_fenced(struct fence *f, size_t page, size_t data, const char *what)
{
    f->heap = calloc(1, f->map_len + page);
    if (!f->heap)
        die("out of memory (%zu bytes for a player's %s)", f->map_len, what);
    f->map = (char *)f->heap + (page - (uintptr_t)f->heap % page) % page;
    (void)data;
}

static void unmap_fenced(struct fence *f)
{
    free(f->heap);
}
#else
static void map_fenced(struct fence *f, size_t page, size_t data, const char *what)
{
    f->map = mmap(NULL, f->map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (f->map == MAP_FAILED)
        die("out of memory (%zu bytes for a player's %s)", f->map_len, what);
    if (mprotect(f->map, page, PROT_NONE) != 0 || mprotect(f->map + page + data, page, PROT_NONE) != 0)
        die("cannot fence a player's %s", what);
}

static void unmap_fenced(struct fence *f)
{
    munmap(f->map, f->map_len);
}
#endif

void *fence_alloc(struct fence *f, size_t size, const char *what)
{
#ifdef ARENA_NO_FENCES
    size_t page = HEAP_PAGE, need = size ? size : 1;
#else
    size_t page = (size_t)sysconf(_SC_PAGESIZE), need = size ? size : 1;
#endif
    size_t data = (need + page - 1) / page * page;
    f->map_len = data + 2 * page;
    map_fenced(f, page, data, what);
    f->size = need;
    f->block = f->map + page + data - (need + FENCE_ALIGN - 1) / FENCE_ALIGN * FENCE_ALIGN;
    f->what = what;
    f->page = page;
    return f->block;
}

void fence_free(struct fence *f)
{
    if (f->map)
        unmap_fenced(f);
    f->map = f->block = NULL;
}

int fence_hit(const struct fence *f, const void *addr)
{
    uintptr_t a = (uintptr_t)addr, start = (uintptr_t)f->map, end = start + f->map_len;
    return f->map && ((a >= start && a < start + f->page) || (a >= end - f->page && a < end));
}

/* The usual case, checked fast (memcmp is vectorised): up to a page of zeros. */
static int all_zero(const char *p, const char *end)
{
    return p >= end || (*p == 0 && memcmp(p, p + 1, (size_t)(end - p - 1)) == 0);
}

/* The slack after the block: how far from the block the farthest written byte is. */
static size_t written_after(const char *p, const char *end)
{
    for (const char *q = end; q > p; q--)
        if (q[-1])
            return (size_t)(q - p);
    return 0;
}

/* The slack before the block (ending at end): the same, backwards. */
static size_t written_before(const char *p, const char *end)
{
    for (const char *q = p; q < end; q++)
        if (*q)
            return (size_t)(end - q);
    return 0;
}

int fence_broken(const struct fence *f, char *buf, size_t size)
{
#ifdef ARENA_NO_FENCES
    /* (the fence pages too: nothing stopped a write there) */
    const char *tail = f->block + f->size, *tail_end = f->map + f->map_len, *head = f->map;
#else
    const char *tail = f->block + f->size, *tail_end = f->map + f->map_len - f->page, *head = f->map + f->page;
#endif
    if (all_zero(tail, tail_end) && all_zero(head, f->block))
        return 0;
    size_t after = written_after(tail, tail_end), before = written_before(head, f->block);
    /* (only bytes that changed show: a 0 written past the end does not) */
    if (after)
        snprintf(buf, size, "wrote past the end of %s (changed up to %zu byte%s after it)", f->what, after,
                 after == 1 ? "" : "s");
    else if (before)
        snprintf(buf, size, "wrote before the start of %s (changed up to %zu byte%s before it)", f->what, before,
                 before == 1 ? "" : "s");
    return after || before;
}
