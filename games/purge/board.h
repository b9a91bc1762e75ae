/* board.h — The Purge's boards: reading .cnf files (FIXED grids, or RANDOM: the streets
 * and buildings, citizens and items drawn from the match's seed as the kit draws them),
 * and writing the kit's replay (settings, names, a state per round). */
#ifndef PURGE_BOARD_H
#define PURGE_BOARD_H

#include "out.h"
#include "rules.h"
#include "scan.h"

/* Reads a board and sets up round 0 of a match with this seed (pu_match_start included).
 * Prints "error: FILE:LINE: ..." and returns -1 on a malformed board. */
int pu_board_load(struct pu_match *m, struct scan *s, long long seed);

/* A replay's state at `round` (the grid, citizens, barricades, scores), as a match with
 * generators seeded from `seed` goes on from there: the next citizen id follows the
 * largest, and whatever is missing against the settings' counts (killed, taken) comes
 * back after its whole delay. Prints "error: FILE:LINE: ..." and returns -1 on a
 * malformed replay or a round it does not reach. */
int pu_replay_load(struct pu_match *m, struct scan *s, int round, long long seed);

/* The replay's preamble: "Game" (judged: "SecGame"), the seed, the settings, the names. */
void pu_write_header(struct out *o, const struct pu_match *m, int judged, const char *const names[]);
/* A FIXED board with this view's settings, grid, citizens and barricades (what a
 * RANDOM board drew, for instance). */
void pu_write_board(struct out *o, const struct pu_view *v);
/* A state, as Board::print_state prints it. */
void pu_write_state(struct out *o, const struct pu_view *v);
/* A round's commands done, as Action::print prints them. */
void pu_write_commands(struct out *o, const struct pu_round_log *log);

#endif
