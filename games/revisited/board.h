/* board.h — Mad Max Revisited boards: the reference .cnf format, read and written.
 *
 * A board is a whole state of the game, the same tokens as a state of the replay; the
 * file is whitespace-separated:
 *
 *     mad_max_2020 v1
 *     secgame ?  seed ?                 (values ignored when read)
 *     nb_players 4  nb_rnds 300  nb_rows 15..20  nb_uni_cols 60..100
 *     nb_win_cols 30..40 (at most nb_uni_cols)  nb_cars_x_player 1..25
 *     nb_rnds_regen 1..1000  nb_miss_bonuses 5..30  nb_gas_bonuses 5..15
 *     nb_water_bonuses 20..150  bonus_miss 5  bonus_gas 30  water_pnts 10  kill_pnts 30
 *     init_gas 60
 *     names ? ? ? ?                     (replaced by the players' names)
 *     rnd R                             (0..299: the round the match starts at)
 *     <tens labels> <units labels>      the column numbers, two rows of digits (not checked)
 *     rows x (label NN, not checked, and a row of nb_uni_cols cells): '.' empty, 'X' tyre, 'W' water,
 *          'G' gas, 'M' missile bonus
 *     cars cid row column nb_miss gas alive time
 *          then one line per car, cid 0, 1, ...: alive y or n; a living car has time 0,
 *          gas >= 1, stands on '.' in the window of round R, alone
 *     missiles COUNT mid cid row column
 *          then COUNT lines, increasing mid, each on '.' and on no car
 *     players pid score status          then one line per player 0..3
 *
 * Fewer bonuses on the map than the parameters say is fine: the rules refill them at the
 * end of the first round. */
#ifndef REVISITED_BOARD_H
#define REVISITED_BOARD_H

#include "out.h"
#include "rules.h"
#include "scan.h"

/* Reads a board into v. On failure prints one "error: FILE:LINE: what" line and returns
 * -1; v is then unspecified. */
int rv_board_read(struct scan *s, struct rv_view *v);

/* Reads a replay's state at `round` into v (a match that goes on from there: --from); a
 * replay is the header and, for every round, a state as a board has it and the round's
 * instructions. Errors as rv_board_read. */
int rv_replay_read(struct scan *s, struct rv_view *v, int round);

/* The header: version, the settings, names (NULL: a board file's "?"s). secgame and seed
 * are written as given, "?" when NULL. */
void rv_board_write_header(struct out *o, const struct rv_view *v, const char *secgame, const char *seed,
                           const char *const names[RV_PLAYERS]);

/* One state: round, map, cars, missiles, players, in the reference's layout. */
void rv_board_write_state(struct out *o, const struct rv_view *v);

/* The replay's character of a cell type: '.', 'X', 'W', 'G', 'M' (cars and missiles: '.'). */
char rv_cell_char(int type);

#endif
