/* board.h — Mad Max boards: reading .cnf files (FIXED grids or the GENERATOR). */
#ifndef MADMAX_BOARD_H
#define MADMAX_BOARD_H

#include "rules.h"
#include "scan.h"

#define MM_TITLE "Mad_Max"
#define MM_VERSION "1.6"

/* The parameter names, in the order of the file and of the replay header. */
extern const char *const mm_param_names[10];

/* Reads a board, seeds the board generator and places the units: state 0 of a match.
 * Prints "error: FILE:LINE: ..." and returns -1 on a malformed board. */
int mm_board_load(struct mm_match *m, struct scan *s, long long seed);

/* Reads a replay's state at `round` (its grid, city owners, units, scores), with the
 * generators seeded from `seed`: the replay keeps no generator state. Prints "error:
 * FILE:LINE: ..." and returns -1 on a malformed replay or a round it does not reach. */
int mm_replay_load(struct mm_match *m, struct scan *s, int round, long long seed);


#endif
