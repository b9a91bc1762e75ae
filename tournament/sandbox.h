/* sandbox.h — whether this machine can make the compile sandbox (tools/arena-sandbox),
 * for bin/tournament and bin/arena-server alike. */
#ifndef ARENA_SANDBOX_H
#define ARENA_SANDBOX_H

/* 0 if a sandbox can be made here (tools/arena-sandbox --probe); else -1 and *why, its
 * one line "error: ..." saying why and how to allow it (malloc'd). */
int sandbox_probe(char **why);

#endif
