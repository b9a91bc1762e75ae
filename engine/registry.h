/* registry.h — the players linked into this binary, by name. */
#ifndef ARENA_REGISTRY_H
#define ARENA_REGISTRY_H

#include "player.h"

/* The player called `name`, or NULL. */
const struct player_def *registry_find(const char *name);
/* Number of registered players; registry_sorted(i) lists them in name order. */
int registry_count(void);
const struct player_def *registry_sorted(int i);

#endif
