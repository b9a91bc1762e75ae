/* freeze.h — the standings' freeze, as DOMjudge runs its scoreboard's: from the teacher's
 * freeze on, students and visitors see the standings of then while the ladder goes on,
 * until something reveals them: a final the teacher said reveals them (at its end, if it
 * ended well), the unfreeze date, or the teacher's button. Each counts from the freeze on
 * (a later freeze freezes them again). Read at each request: no thread waits for a date. */
#ifndef ARENA_SERVER_FREEZE_H
#define ARENA_SERVER_FREEZE_H

#include "standings.h"

enum freeze_reveal { REVEALED_NOT, REVEALED_BY_FINAL, REVEALED_BY_DATE, REVEALED_BY_TEACHER };

struct freeze {
    long long since, until; /* course.freeze and course.unfreeze (0: none) */
    int frozen;             /* the public sees the standings of `since` now */
    enum freeze_reveal by;  /* what revealed them first (REVEALED_NOT: nothing yet) */
    double revealed_at;     /* and when */
    long long final;        /* REVEALED_BY_FINAL: which */
};

/* The freeze as it stands now. */
void freeze_now(struct freeze *z);

/* A player of the ladder now that the frozen standings leave out: no ladder match of its
 * before the freeze. after: its first qualified version was decided after the freeze. */
struct freeze_pending {
    char player[64];
    int after;
};
/* The pending players of frozen standings s (the freeze `since`), by name; NULL if none.
 * The caller frees the array. */
struct freeze_pending *freeze_pending(const struct standings *s, long long since, int *n);

#endif
