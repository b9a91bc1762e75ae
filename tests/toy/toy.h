/* toy.h — a toy game that pins the engine's interface contract in tests.
 *
 * Board: "toy PLAYERS ROUNDS". Each round every seat adds 0..100 to its own score with
 * toy_add() (at most TOY_MAX_CALLS calls a round). The game records what the engine
 * handed it each round (which seats had orders, their status), for tests to inspect. */
#ifndef ARENA_TOY_H
#define ARENA_TOY_H

#include "game.h"

#define TOY_ABI "toy 1"

enum { TOY_MAX_SEATS = 8, TOY_MAX_ROUNDS = 64, TOY_MAX_CALLS = 3 };

struct toy_orders {
    int nb_calls;
    int add;
};

struct toy_view {
    int me, round;
    int score[TOY_MAX_SEATS];
};

/* A player's handle. */
struct toy {
    struct toy_orders out;
    struct seat_log *log;
    struct marks *marks;
    struct toy_view in;
};

/* Player API. */
void toy_add(struct toy *t, int amount);
int toy_round(const struct toy *t);
int toy_me(const struct toy *t);

extern const struct game_ops toy_game;

/* What play_round received, per round and seat: 1 orders, 0 NULL; and the status. */
struct toy_record {
    int nb_rounds;
    int had_orders[TOY_MAX_ROUNDS][TOY_MAX_SEATS];
    double status[TOY_MAX_ROUNDS][TOY_MAX_SEATS];
};
const struct toy_record *toy_record(const struct game *g);

#endif
