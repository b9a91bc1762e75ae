/* arena.h — the entry point every game binary calls from its main(). */
#ifndef ARENA_ARENA_H
#define ARENA_ARENA_H

#include "game.h"

/* Parses the command line (the reference kits' Game options), plays one match of
 * `game` and returns the exit status: 0 played, 1 runtime failure, 2 usage error. */
int arena_main(const struct game_ops *game, int argc, char **argv);

#endif
