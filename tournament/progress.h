/* progress.h — the live progress line: matches done, rate, time left. */
#ifndef ARENA_PROGRESS_H
#define ARENA_PROGRESS_H

struct progress {
    long total, done, failed;
    long elsewhere; /* of done: stored by another runner of the database */
    double started, last_shown;
    int tty;       /* redrawn in place on a terminal; a line every 10% elsewhere */
    int quiet;
    long next_line; /* elsewhere: done count of the next line */
};

void progress_start(struct progress *p, long total, int quiet);
void progress_step(struct progress *p, int failed);
/* A match another runner stored. */
void progress_elsewhere(struct progress *p);
void progress_end(struct progress *p);

#endif
