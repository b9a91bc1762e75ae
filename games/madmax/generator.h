/* generator.h — the Mad Max GENERATOR board, draw for draw as the original engine (1.6).
 *
 * Follows notes/madmax-generator.md sections 1-9: road layout (restarted until the zones
 * fit), city and water blobs with their walls, border stubs, stations. City detection and
 * the initial units (sections 10-11) are not done here: they continue from the generator
 * state this function leaves behind. Pure: no I/O, no global state, no allocation. */
#ifndef MADMAX_GENERATOR_H
#define MADMAX_GENERATOR_H

#include "lcg2018.h"

enum { MM_GEN_ROWS = 60, MM_GEN_COLS = 60 };

/* Generates the GENERATOR board from the board generator `r` (advancing it exactly as the
 * reference does). grid[i*60+j] receives the replay character: '.' desert, 'R' road,
 * 'S' station, 'W' water, 'X' wall, '0'..'3' city cell of that owner. */
void mm_generate(struct lcg2018 *r, char grid[MM_GEN_ROWS * MM_GEN_COLS]);

#endif
