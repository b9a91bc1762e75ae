/* crand.c — the C library's rand() in arena's programs, and its stream in a shared turn. */
#define _DEFAULT_SOURCE /* random(), srandom() */
#include "crand.h"

#include <stdlib.h>

#include "marks.h"

_Static_assert(sizeof(struct crand_turn) % _Alignof(struct marks) == 0 &&
                   _Alignof(struct crand_turn) >= _Alignof(struct marks),
               "the marks must follow a crand_turn without padding");

void crand_place(struct turn_layout *layout)
{
    size_t align = _Alignof(struct crand_turn);
    layout->size = (layout->size + align - 1) / align * align + sizeof(struct crand_turn);
}

struct crand_turn *crand_of_turn(void *turn, size_t turn_size)
{
    return (struct crand_turn *)((char *)turn + turn_size - sizeof(struct marks) - sizeof(struct crand_turn));
}

/* ---- engine side ---- */

void crand_deal(struct crand_turn *t, const struct glibc_rand *match)
{
    t->stream = *match;
}

enum seat_fault crand_take(const struct crand_turn *t, struct crand_turn *used)
{
    *used = *t; /* one read of the player's memory */
    if (used->calls > CRAND_MAX_CALLS)
        return SEAT_TOO_MANY_DRAWS;
    if (used->draws > used->calls || used->reseeded > 1)
        return SEAT_BAD_ORDERS;
    return SEAT_OK;
}

void crand_apply(const struct crand_turn *used, struct glibc_rand *match)
{
    if (used->reseeded)
        glibc_srand(match, used->seed);
    glibc_rand_skip(match, used->draws);
}

/* ---- player side: the C library's calls ---- */

static struct crand_turn *playing; /* the turn whose stream the calls draw from */
static struct glibc_rand own;      /* otherwise */
static int own_seeded;

void crand_play(struct crand_turn *t)
{
    t->calls = t->draws = 0;
    t->reseeded = 0;
    t->seed = 0;
    playing = t;
}

void crand_stop(void)
{
    playing = NULL;
}

static struct glibc_rand *own_stream(void)
{
    if (!own_seeded) {
        glibc_srand(&own, 1);
        own_seeded = 1;
    }
    return &own;
}

int rand(void)
{
    if (!playing)
        return glibc_rand(own_stream());
    playing->calls++;
    playing->draws++;
    return glibc_rand(&playing->stream);
}

void srand(unsigned seed)
{
    if (!playing) {
        glibc_srand(&own, seed);
        own_seeded = 1;
        return;
    }
    playing->calls++;
    playing->draws = 0;
    playing->reseeded = 1;
    playing->seed = seed;
    glibc_srand(&playing->stream, seed);
}

/* glibc's rand() is random() and its srand() srandom(): one stream. */
long random(void)
{
    return rand();
}

void srandom(unsigned seed)
{
    srand(seed);
}
