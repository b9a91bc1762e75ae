/* adapter.h — what game.c and api.c expose: the game and player sides for the engine,
 * and the match behind the engine's opaque handle, for tests. */
#ifndef TRON_ADAPTER_H
#define TRON_ADAPTER_H

#include "game.h"
#include "rules.h"

extern const struct game_ops tron_game;
extern const struct player_side tron_player_side;

const struct tr_match *tron_match(const struct game *g);

#endif
