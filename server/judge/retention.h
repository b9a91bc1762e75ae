/* retention.h — what the course keeps on disk over a term: the ladder's replays within a
 * budget of disk (--replays-budget), the oldest removed first, never one younger than a
 * minimum age (--replays-min-age) nor a player's newest; the disk the course takes. */
#ifndef ARENA_SERVER_RETENTION_H
#define ARENA_SERVER_RETENTION_H

#include <stddef.h>

/* A ladder replay is kept at least this long by default. */
enum { RETENTION_MIN_AGE_HOURS = 24 };

/* budget: bytes the ladder's replays may take (0: the default, set by retention_start);
 * min_age: seconds none is removed before. */
void retention_configure(unsigned long long budget, double min_age);

/* Measures the matches whose size the database lacks (a course from before, a match
 * stored as the server was killed) once, sums the ladder's, and sets the default budget:
 * half of what the ladder's replays could take, the free space of the course's files plus
 * what they take already (stable over restarts). 0, or -1 after an error line. */
int retention_start(void);

unsigned long long retention_budget(void);
double retention_min_age(void);
/* The disk the ladder's kept replays take (the running total). */
unsigned long long retention_total(void);

/* A played match stored (its folder in place, its job done): its size recorded and
 * counted (every kind), and over the budget a sweep. */
void retention_recorded(long long job);

/* Over the budget, removes the files of the oldest ladder matches (by when they finished)
 * until it fits, never one younger than the minimum age nor the newest ladder match of a
 * submission (each student's latest, on their page); records and scores stay, the match
 * page says "replay no longer kept". The number removed. */
int retention_sweep(void);

/* "20G", "500M", "64K", "1.5T" or bytes into *bytes; -1 after an error line naming what. */
int retention_parse_size(const char *what, const char *text, unsigned long long *bytes);

/* "1.2 GB", "340.5 MB": a size as the pages say it. */
void retention_size_text(char *text, size_t size, unsigned long long bytes);
/* The rule in one sentence, for the teacher's page. */
void retention_describe(char *text, size_t size);

struct disk_usage {
    unsigned long long database, files, replays, free; /* bytes */
    long long matches, pruned;                         /* replays kept, removed */
};
void retention_usage(struct disk_usage *u);

#endif
