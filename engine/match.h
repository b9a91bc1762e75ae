/* match.h — the match loop: every round, every seat plays, then the game advances. */
#ifndef ARENA_MATCH_H
#define ARENA_MATCH_H

#include "game.h"
#include "seat.h"

enum { MATCH_MAX_SEATS = 16 };

/* Plays a loaded game to its end with the given seats (one per player of the game),
 * writing the replay, the players' marks and output to debug (NULL: none) and, unless
 * quiet, the reference kit's "info:" progress lines to log. Stops early if the replay cannot be written any more. */
/* Judge mode: 1 + the seat that could not be judged (SEAT_NOT_JUDGED), or 0. */
int match_not_judged(const struct seat seats[], int n);

void match_run(const struct game_ops *ops, struct game *g, struct seat seats[], struct out *replay,
               struct out *log, int quiet, struct debug_file *debug);

/* The turn block of a match: the game's layout, and the engine's marks at its end. */
void match_layout(const struct game_ops *ops, const struct game *g, struct turn_layout *layout);

/* The closing lines, as the game's kit prints them: one "got score" per seat, the top
 * scorers, then "info: game played" (or the kit's end line). */
void match_report(const struct game_ops *ops, const struct game *g, const struct seat seats[],
                  struct out *log);

#endif
