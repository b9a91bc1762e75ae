/* board.h — Tron 3D boards: a .cnf (the parameters) and the .map it names (the graph).
 *
 * The .cnf, whitespace-separated:
 *
 *     tron3d v1.0               (or v1.2)
 *     map NAME                  the graph is NAME.map, in the .cnf's folder
 *     nb_players 2..4  nb_bikes >= 1  nb_rounds >= 1  bonus_round  turbo_duration
 *     ghost_duration  score_bonus
 *     secgame false             (value ignored)
 *     names ? ...               one per player (replaced by the players' names)
 *     round -1                  (the initial state: the only one arena reads)
 *     score S0 ...  status C0 ...
 *
 * The .map, by lines:
 *
 *     vertices N
 *     N lines: the neighbours of vertex 0, 1, ... (ids, on the vertex's own line; the graph
 *              must be symmetric, without loops or repeated neighbours)
 *     spawn K   then K distinct vertex ids (bike k starts on the k-th; K >= players x bikes)
 *     bonus B   then B vertex ids
 *     coordinates               (optional, arena's): then N lines "x y z", for viewers
 */
#ifndef TRON_BOARD_H
#define TRON_BOARD_H

#include "out.h"
#include "rules.h"
#include "scan.h"

/* Reads a .cnf and its .map into m->set, m->graph and m->now. On failure prints one
 * "error: FILE:LINE: what" line and returns -1 (what was allocated is freed). */
int tr_board_read(struct scan *cnf, struct tr_match *m);

/* Reads a replay's state at `round` into m (a match that goes on from there: --from),
 * with its map (found beside the replay, beside this program or among the boards) and
 * the generator seeded from `seed`; m is then started (tr_match_release frees it). */
int tr_replay_read(struct scan *s, struct tr_match *m, int round, long long seed);

/* 1 if `name` can name a map (NAME.map beside the .cnf): 1 to 63 visible characters,
 * no '/', not starting with '.'. */
int tr_map_name_ok(const char *name);
#define TR_MAP_NAME_RULE "1 to 63 visible characters, no '/', not starting with '.'"

/* Frees what a graph holds (its arrays; the struct itself is the caller's). */
void tr_graph_release(struct tr_graph *g);

/* Reads a .map alone (from `s`) into g. */
int tr_map_read(struct scan *s, struct tr_graph *g);

/* Writes a .map (with its coordinates when it has some). */
void tr_map_write(struct out *o, const struct tr_graph *g);

/* The replay's character of an item: n t g p. */
char tr_bonus_char(int bonus);

#endif
