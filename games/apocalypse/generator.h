/* generator.h — Apocalypse boards of our own, from a seed. */
#ifndef APOCALYPSE_GENERATOR_H
#define APOCALYPSE_GENERATOR_H

#include "rules.h"

/* Makes a board from a seed (any value; the same seed gives the same board). The board
 * is symmetric: player 0's north-west quadrant is mirrored into the other three, so it
 * is fair. Each quadrant has 2 posts of 100 and 2 of 50 on forest or grass, its player's
 * 20 soldiers and 2 helicopters (on mountain-free 5x5 squares), and every soldier can
 * walk to every post. */
void ap_board_generate(long long seed, struct ap_view *v);

#endif
