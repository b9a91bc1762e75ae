/* seat.h — one player of a match: its definition, memory, turn block, log and fate.
 *
 * seat_play() is the only place where the engine runs a player, so judge mode can run
 * it in a separate process without changing anything else. */
#ifndef ARENA_SEAT_H
#define ARENA_SEAT_H

#include "debug_file.h"
#include "fence.h"
#include "game.h"

struct judge_seat;

struct seat {
    const struct player_def *def;
    int index;
    void *memory;
    void *turn;               /* judge mode: the orders copied out of the player's process */
    struct fence fences[2];   /* around memory and turn (fence.h) */
    size_t turn_size;
    int capture;              /* local mode: a file its output goes to while it plays (-1: none) */
    long long captured;       /* how much of it was read */
    struct judge_seat *judge; /* NULL: the player runs in this process */
    struct seat_log log;
    enum seat_fault fault;    /* SEAT_OK while the player plays */
    int frozen_round;         /* round of the fault, -1 if none */
};

/* log: where the seat's warnings go (NULL: counted, not written). */
void seat_init(struct seat *s, const struct player_def *def, int index, size_t turn_size, struct out *log);
void seat_release(struct seat *s);

/* Fills the seat's view, runs its player (in this process, or in its own in judge
 * mode), checks the orders that come back; a fault or refused orders freeze the seat.
 * In a game whose players share its rand() (crand.h), the seat's draws then reach the
 * match's stream. */
void seat_play(struct seat *s, const struct game_ops *ops, struct game *g, const struct turn_layout *layout,
               int round, struct out *log);

/* The match is over: a seat still playing runs its player's finish() (judge mode: its
 * process ends of itself, within its budget). Before seat_release(). */
void seat_finish(struct seat *s, int round, struct out *log);

/* Local mode: the player's output (descriptors 1 and 2 while it plays) is kept apart
 * too, for seat_debug(), and still shown. 0, or -1 after an error line. */
int seat_capture_output(struct seat *s);

/* After its turn: the seat's marks and what it wrote this round into the debug file. */
void seat_debug(struct seat *s, struct debug_file *d, int frame, int round);

/* Freezes the seat for the rest of the match, with one line on the log. A judge-mode
 * player process is ended. */
void seat_freeze(struct seat *s, enum seat_fault f, int round, struct out *log);

/* Why the seat is frozen, "" if it is not: "out of CPU time (1.001 s used)". */
const char *seat_fault_text(const struct seat *s, char *buf, size_t size);

/* What the replay shows for the seat: -1 frozen, else the fraction of its CPU budget used
 * in judge mode, 0 in this process. */
double seat_status(const struct seat *s);

/* "too many orders in one round", "out of CPU time", ... */
const char *seat_fault_reason(enum seat_fault f);

/* The same as one word for machine-readable results: "ok", "cpu", "crash", ... */
const char *seat_fault_key(enum seat_fault f);

#endif
