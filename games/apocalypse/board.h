/* board.h — Apocalypse Now boards: the reference .cnf format, read, written and generated.
 *
 * A board file is a whitespace-separated token stream:
 *
 *     ApocalypseNow2018 3.0
 *     FIXED
 *     land  <tens labels> <units labels>  then 60 x (row label NN, 60 land chars)
 *           ':' forest, '.' grass, 'O' water, 'X' mountain; the border is all mountain
 *     posts player i j value            then 16 x (owner i j value), value 50 or 100
 *     units id type player i j life ori napalm parachuters
 *           then one line per unit: id type player i j life ori napalm k c1 .. ck
 *           (soldier: type 1, life 1..100, ori -1, napalm -1, k 0;
 *            helicopter: type 2, life -1, ori 0..3, napalm 0..30, k counters in 1..20,
 *            non-decreasing), closed by -1
 *     fire  rounds i j                  then (rounds i j) per burning cell, closed by -1
 *
 * Every player has 2 helicopters, listed by increasing id (their order matters to the
 * rules); soldiers plus parachuters number 80. The same tables, land to fire, make each
 * state of a replay, where units are listed by increasing id. */
#ifndef APOCALYPSE_BOARD_H
#define APOCALYPSE_BOARD_H

#include "out.h"
#include "rules.h"
#include "scan.h"

/* Reads a board into v (round 0, scores 0, soldier_at indexed). On failure prints one
 * "error: FILE:LINE: what" line and returns -1; v is then unspecified. */
int ap_board_read(struct scan *s, struct ap_view *v);

/* Reads a replay's state at `round` into v (a match that goes on from there: --from):
 * its tables, round and scores. Errors as ap_board_read. */
int ap_replay_read(struct scan *s, struct ap_view *v, int round);

/* Writes the land, posts, units and fire tables of v, in the reference's layout. */
void ap_board_write_tables(struct out *o, const struct ap_view *v);

/* Writes v as a complete board file (version line, FIXED, the tables). */
void ap_board_write(struct out *o, const struct ap_view *v);

#endif
