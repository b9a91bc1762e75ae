/* adapter.h — what game.c and api.c expose: the game and player sides for the engine,
 * and the match behind the engine's opaque handle, for tests. */
#ifndef REVISITED_ADAPTER_H
#define REVISITED_ADAPTER_H

#include "game.h"
#include "rules.h"

extern const struct game_ops revisited_game;
extern const struct player_side revisited_player_side;

const struct rv_match *revisited_match(const struct game *g);

#endif
