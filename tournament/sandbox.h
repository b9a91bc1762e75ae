/* sandbox.h — whether this machine can make the compile sandbox (tools/arena-sandbox) and
 * wall the players in (engine/launch.c), for bin/tournament and bin/arena-server alike. */
#ifndef ARENA_SANDBOX_H
#define ARENA_SANDBOX_H

/* 0 if a sandbox can be made here (tools/arena-sandbox --probe); else -1 and *why, its
 * one line "error: ..." saying why and how to allow it (malloc'd). */
int sandbox_probe(char **why);

/* Whether the players of matches can be walled in here: 0 when the operator said not to
 * (unsandboxed: --unsandboxed-players, or ARENA_UNSANDBOXED_PLAYERS=1 already; then the
 * games are told, through the environment) or when the game's launcher can make their
 * namespaces (GAME_BIN --check-walls); else -1 and *why, its one line without "error: "
 * (malloc'd). */
int walls_probe(const char *game_bin, int unsandboxed, char **why);

#endif
