/* paths.h — where arena's files are, found at run time from where this program is, so a
 * checkout that moves, and a tree installed anywhere (make install: PREFIX, DESTDIR),
 * find their own; no build folder's path is compiled in.
 *   a checkout: the programs in bin/ (BUILD/bin/ for the sanitizers' builds), the data
 *     in the checkout, the player sides in BUILD/host/ (build/host/);
 *   installed: the programs in PREFIX/lib/arena/bin/, the data in PREFIX/share/arena/,
 *     the player sides in PREFIX/lib/arena/host/.
 * ARENA_DATA in the environment names the data folder instead. Each is found once
 * (thread-safe), an absolute path without a final slash. tools/arena-check finds them
 * the same way. */
#ifndef ARENA_PATHS_H
#define ARENA_PATHS_H

/* This program's folder: the games' programs, players/GAME/, tournament, arena-server. */
const char *paths_bin(void);

/* The data: games/GAME/ (public headers, boards, viewer, the kit's players and sources),
 * engine/ (player.h, the kit's sources), tools/ (arena-check, arena-sandbox,
 * student-kit, kit/), server/ (site.css, site.js), viewer/common/. */
const char *paths_data(void);

/* The games' player sides, GAME/side.a and GAME/ldflags: what a judge-mode player is
 * linked with. */
const char *paths_host(void);

#endif
