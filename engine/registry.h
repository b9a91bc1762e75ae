/* registry.h — the players linked into this binary, by name. */
#ifndef ARENA_REGISTRY_H
#define ARENA_REGISTRY_H

#include "player.h"

/* The player called `name`, or NULL. */
const struct player_def *registry_find(const char *name);
/* 0 if the player was built against the player header `abi`; else an error line, -1. */
int registry_check_abi(const struct player_def *def, const char *abi);
/* Number of registered players; registry_sorted(i) lists them in name order. */
int registry_count(void);
const struct player_def *registry_sorted(int i);

#endif
