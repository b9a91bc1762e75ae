/* adapter.h — what game.c exposes besides the engine's interface: the match behind the
 * engine's opaque handle, for tests that check a whole match's invariants. */
#ifndef APOCALYPSE_ADAPTER_H
#define APOCALYPSE_ADAPTER_H

#include "rules.h"

struct game;

const struct ap_match *apocalypse_match(const struct game *g);

#endif
