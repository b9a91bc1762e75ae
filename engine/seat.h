/* seat.h — one player of a match: its definition, memory, turn block and fate.
 *
 * seat_play() is the only place where the engine calls into a player, so judge
 * mode can run it in a separate process without changing anything else. */
#ifndef ARENA_SEAT_H
#define ARENA_SEAT_H

#include "game.h"

struct seat {
    const struct player_def *def;
    void *memory;
    void *turn;
    enum seat_fault fault;   /* SEAT_OK while the player plays */
    int frozen_round;        /* round of the fault, -1 if none */
};

void seat_init(struct seat *s, const struct player_def *def, size_t turn_size);
void seat_release(struct seat *s);

/* Runs one turn; on a fault the seat is frozen and the reason logged. */
void seat_play(struct seat *s, const struct game_ops *game, int round, struct out *log);

/* "too many orders", "timeout", ... */
const char *seat_fault_reason(enum seat_fault f);

#endif
