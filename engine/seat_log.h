/* seat_log.h — one seat's warnings, named and capped.
 *
 * Every warning about a seat (a refused query or order, on the player side or in the
 * rules) goes through seat_warn(), which names the player and keeps at most
 * SEAT_LOG_CAP lines per round: a player that gives 100,000 bad orders a round costs
 * one line more, not gigabytes. */
#ifndef ARENA_SEAT_LOG_H
#define ARENA_SEAT_LOG_H

#include "printf_format.h"

struct out;

enum { SEAT_LOG_CAP = 100 };

struct seat_log {
    struct out *out; /* NULL: warnings are counted, not written (quiet mode) */
    const char *name;
    int seat;
    int round;
    int written;     /* lines written this round */
    long dropped;    /* lines over the cap this round */
};

void seat_log_init(struct seat_log *l, struct out *out, const char *name, int seat);

/* Starts a round: says how many warnings of the last round were dropped, resets the cap. */
void seat_log_round(struct seat_log *l, int round);

/* "warning: player SEAT (NAME): message" */
void seat_warn(struct seat_log *l, const char *fmt, ...) ARENA_PRINTF(2, 3);

/* The same for hot paths that format with out_int() & co.: writes the prefix and returns
 * the stream for the rest of the line (which must end with '\n'), or NULL over the cap. */
struct out *seat_warn_line(struct seat_log *l);

#endif
