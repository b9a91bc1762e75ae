/* crand.h — rand() and srand() as players call them: the C library's stream, which a game
 * may share with its players (the 2013 kit, Tron 3D: there the players' draws and the
 * match's are one stream, so a player's rand() changes the turn order and the items).
 *
 * crand.c's rand(), srand(), random() and srandom() take the C library's place in every
 * program arena links (local-mode games, judge-mode player processes), with glibc's
 * numbers on any machine (glibc_rand.h; rand() and random() are one stream in glibc too).
 * Outside a shared turn they draw from the process's own stream, seeded 1 as the C
 * library's is.
 *
 * A game that shares its stream (player_side.shares_rand and game_ops.shared_rand,
 * engine/game.h) gets a struct crand_turn in every seat's turn block, before the marks.
 * The engine copies the match's stream into it before the seat plays; the player's calls
 * draw from that copy and are counted; after the turn the engine reads the count back
 * (untrusted, like orders) and does the same to the match's stream. The same path in
 * local and judge mode, so the same match, and the player can do to the match's stream
 * what it could in one process, no more: draw from it and reseed it. Only a turn's last
 * srand() matters (it sets the whole state), so the answer is small whatever the calls. */
#ifndef ARENA_CRAND_H
#define ARENA_CRAND_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "glibc_rand.h"

/* Calls in one turn: more freeze the seat (SEAT_TOO_MANY_DRAWS), in both modes. */
#define CRAND_MAX_CALLS 100000000u

struct crand_turn {
    struct glibc_rand stream; /* to the player: the match's stream as its turn begins */
    /* back from the player, untrusted */
    uint64_t calls;    /* rand(), srand(), random() and srandom() this turn */
    uint64_t draws;    /* since the last srand() (since the turn began, if none) */
    uint32_t reseeded; /* 0 or 1: whether seed is the last srand()'s */
    uint32_t seed;
};

/* Puts a struct crand_turn after the game's turn layout (which it enlarges): call it
 * before marks_place(). */
void crand_place(struct turn_layout *layout);
/* The crand_turn of a turn block laid out by crand_place() then marks_place(). */
struct crand_turn *crand_of_turn(void *turn, size_t turn_size);

/* Engine side: before the seat plays, the match's stream to its turn. */
void crand_deal(struct crand_turn *t, const struct glibc_rand *match);
/* After it played: a copy of its answer that can be trusted in `used`, or the fault
 * that freezes it. */
enum seat_fault crand_take(const struct crand_turn *t, struct crand_turn *used);
/* The seat's turn counts (its orders are taken): the match's stream as the player left
 * its copy, in time logarithmic in the draws. */
void crand_apply(const struct crand_turn *used, struct glibc_rand *match);

/* Player side: the calls draw from t's stream, counted, from now until crand_stop(). */
void crand_play(struct crand_turn *t);
void crand_stop(void);

#endif
