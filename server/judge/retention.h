/* retention.h — what the course keeps on disk over a term: the retention rule for ladder
 * replays (--keep-replays, --keep-days) and the disk the course takes. */
#ifndef ARENA_SERVER_RETENTION_H
#define ARENA_SERVER_RETENTION_H

/* Each player's newest ladder replays kept by default. */
enum { RETENTION_KEEP = 30 };

/* Keeps the newest `newest` ladder replays of each player; with days > 0, none older. */
void retention_configure(long newest, double days);
long retention_newest(void);
double retention_days(void);

/* Removes the files of the ladder matches the rule no longer keeps (their records and
 * scores stay; the match page says "replay no longer kept"). The number removed. */
int retention_sweep(void);

struct disk_usage {
    unsigned long long database, files, replays, free; /* bytes */
    long long matches, pruned;                         /* replays kept, removed */
};
void retention_usage(struct disk_usage *u);

#endif
