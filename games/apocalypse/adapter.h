/* adapter.h — what game.c and api.c expose: the game and player sides for the engine,
 * and the match behind the engine's opaque handle, for tests. */
#ifndef APOCALYPSE_ADAPTER_H
#define APOCALYPSE_ADAPTER_H

#include "game.h"
#include "rules.h"

extern const struct game_ops apocalypse_game;
extern const struct player_side apocalypse_player_side;

const struct ap_match *apocalypse_match(const struct game *g);

#endif
