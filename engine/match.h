/* match.h — the match loop: every round, every seat plays, then the game advances. */
#ifndef ARENA_MATCH_H
#define ARENA_MATCH_H

#include "game.h"
#include "seat.h"

/* Plays a loaded game to its end with the given seats (one per player of the game),
 * writing the replay and the reference kits' "info:" progress lines to log. */
void match_run(const struct game_ops *ops, struct game *g, struct seat seats[],
               struct out *replay, struct out *log);

/* The closing lines: one "got score" per seat, then the top scorers, then "game played". */
void match_report(const struct game_ops *ops, const struct game *g, const struct seat seats[],
                  struct out *log);

#endif
