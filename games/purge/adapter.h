/* adapter.h — what game.c and api.c expose: the game and player sides for the engine,
 * and the match behind the engine's opaque handle, for tests. */
#ifndef PURGE_ADAPTER_H
#define PURGE_ADAPTER_H

#include "game.h"
#include "rules.h"

extern const struct game_ops purge_game;
extern const struct player_side purge_player_side;

const struct pu_match *purge_match(const struct game *g);

#endif
