/* adapter.h — what game.c and api.c expose: the game and player sides for the engine,
 * and the match behind the engine's opaque handle, for tests. */
#ifndef MADMAX_ADAPTER_H
#define MADMAX_ADAPTER_H

#include "game.h"
#include "rules.h"

extern const struct game_ops madmax_game;
extern const struct player_side madmax_player_side;

const struct mm_match *madmax_match(const struct game *g);

#endif
