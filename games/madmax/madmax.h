/* madmax.h — everything a Mad Max player can see and do. Version 1.6 of the rules.
 *
 * A player is one C file:
 *
 *     #define PLAYER_NAME Rockatansky       // at most 12 characters, unique
 *     #include "madmax.h"
 *
 *     struct memory { int target[100]; };  // your data between rounds (no globals!)
 *     PLAYER(struct memory)
 *
 *     static void play(struct madmax *game, struct memory *memory)
 *     {
 *         // called once per round: look at the state, give orders
 *     }
 *
 * `memory` is zeroed before round 0 and kept between rounds; every copy of a player in
 * a match has its own. `game` is valid only during the call. Queries never change the
 * game; orders take effect after all four players have played the round.
 *
 * THE GAME. 4 players, 500 rounds (0..499) on a 60x60 board with 8 cities. Each player
 * starts with 20 warriors (in its 2 cities) and 3 cars (on roads at the edges). Each
 * round every player scores the number of cities it owns (scores start at round 0).
 * After each round, a team with strictly more warriors in a city than any other team
 * owns it. Units of player p move in rounds r with r % 4 == p; a car with fuel on a
 * road may move in every round. A unit moves to one of its 8 neighbours; at most one
 * order per unit and round counts (later ones are ignored with a warning). Orders are
 * executed in a random order. More than 1000 calls to command() in one round freeze
 * the player for the rest of the match (its orders are ignored from then on).
 *
 * Warriors walk on desert, road and city; cars drive on desert and road. A car that
 * drives into a warrior kills it; two cars that collide both die; a warrior that walks
 * into a car dies. A warrior that moves into an enemy warrior attacks it: the attacked
 * loses `damage` (6) food and water and the attacker gains half of that; inside a city
 * ("thunderdome", both cells city) one of the two dies, with probabilities proportional
 * to their water. A dead unit is reborn for another team the next round, at the edge
 * of the board, far from other units: the total number of units never changes.
 *
 * Warriors lose 1 food and 1 water in each of their own rounds and die at 0; a warrior
 * on a city cell gets full food, next to water full water (in its own rounds). Cars
 * lose 1 fuel per round in which they may move; next to a station they get full fuel.
 * A car without fuel moves only in its own rounds.
 */
#ifndef MADMAX_H
#define MADMAX_H

#include <stdbool.h>

#include "player.h"

ARENA_C_BEGIN

/* ---- Types ------------------------------------------------------------------------ */

/* Directions, in circular order: (d + 1) % 8 turns 45 degrees counter-clockwise.
 * Bottom is +i (down a row), Right is +j. */
enum dir { Bottom, BR, Right, RT, Top, TL, Left, LB, None, DirSize };

enum cell_type { Desert, Road, City, Water, Station, Wall };

enum unit_type { Warrior, Car };

struct pos {
    int i, j;   /* row (0 at the top), column (0 at the left) */
};

struct cell {
    enum cell_type type;
    int owner;  /* the owner of a city cell, -1 for other cells */
    int id;     /* the unit on the cell, -1 if empty */
};

struct unit {
    enum unit_type type;
    int id;
    int player;
    int food;   /* the fuel, for a car */
    int water;  /* 0 for a car */
    struct pos pos;
};

/* An order: unit `id` moves in direction `dir`. */
struct movement {
    int id;
    enum dir dir;
};

/* A list of unit ids, valid during the current call to play(). */
struct id_list {
    int size;
    const int *id;
};

/* The handle of the game, as seen by one player during one round. */
struct madmax;

/* ---- Positions and directions ------------------------------------------------------ */

struct pos pos_make(int i, int j);
/* The neighbour of p in direction d (p itself for None). */
struct pos pos_step(struct pos p, enum dir d);
bool pos_equal(struct pos a, struct pos b);
/* a + b, component by component. */
struct pos pos_add(struct pos a, struct pos b);
/* Row-major order: a before b (for sorting, or as a key). */
bool pos_less(struct pos a, struct pos b);
bool dir_ok(int d);          /* Bottom..None */
bool unit_type_ok(int t);

/* ---- Settings ----------------------------------------------------------------------- */

const char *version(const struct madmax *game);      /* "Mad_Max 1.6" */
int nb_players(const struct madmax *game);           /* 4 */
int nb_rounds(const struct madmax *game);            /* 500 */
int nb_cities(const struct madmax *game);            /* 8 */
int nb_warriors(const struct madmax *game);          /* 20, initial warriors per player */
int nb_cars(const struct madmax *game);              /* 3, initial cars per player */
int warriors_health(const struct madmax *game);      /* 40, max food and water */
int cars_fuel(const struct madmax *game);            /* 100, max fuel */
int damage(const struct madmax *game);               /* 6 */
int rows(const struct madmax *game);                 /* 60 */
int cols(const struct madmax *game);                 /* 60 */
bool player_ok(const struct madmax *game, int pl);
bool pos_ok(const struct madmax *game, struct pos p);

/* ---- State -------------------------------------------------------------------------- */

int me(const struct madmax *game);                   /* your player number, 0..3 */
int current_round(const struct madmax *game);        /* 0..499 */
/* The cell at p; outside the board: a warning and {Desert, -1, -1}. */
struct cell cell_at(const struct madmax *game, struct pos p);
struct cell cell(const struct madmax *game, int i, int j);
int nb_units(const struct madmax *game);             /* 4 * (nb_warriors + nb_cars) = 92 */
/* Unit `id` (0 <= id < nb_units); otherwise a warning and a unit with all fields -1. */
struct unit unit(const struct madmax *game, int id);
int num_cities(const struct madmax *game, int pl);   /* cities owned now; -1 for a bad pl */
int total_score(const struct madmax *game, int pl);  /* -1 for a bad pl */
/* 0 while playing; -1 once the player is frozen (-2 for a bad pl). */
double status(const struct madmax *game, int pl);
/* The ids of player pl's warriors / cars, increasing (empty for a bad pl). */
struct id_list warriors(const struct madmax *game, int pl);
struct id_list cars(const struct madmax *game, int pl);
/* Whether unit id may move this round: its player's round, or a car with fuel on a road. */
bool can_move(const struct madmax *game, int id);

/* ---- Orders ------------------------------------------------------------------------- */

/* Orders unit `id` to move in direction d. Checked after the round: the unit must be
 * yours and able to move; None does nothing. Each call counts towards the 1000 limit. */
void command(struct madmax *game, int id, enum dir d);
/* The same, for an order kept as a struct movement. */
void command_movement(struct madmax *game, struct movement m);

/* ---- Randomness (the only allowed source: it makes matches reproducible) ------------ */

/* A uniform random integer in [l, u] (l if l > u). */
int random_int(struct madmax *game, int l, int u);
/* Fills perm[0..n-1] with a random permutation of 0..n-1. */
void random_permutation(struct madmax *game, int n, int perm[]);

/* ---- Debugging: marks the viewer shows over the board -------------------------------- */

/* Marks cell p with a colour (0xRRGGBB: 0xff0000 is red) and a short text (NULL for
 * none; cut at 31 characters), for you to see in the viewer over the state you saw this
 * round. At most 64 marks a round (more are dropped, with one warning); they cost your
 * CPU time like any other work, and never change the match. */
void debug_mark(struct madmax *game, struct pos p, unsigned colour, const char *text);
/* A line from cell a to cell b, the same way. */
void debug_line(struct madmax *game, struct pos a, struct pos b, unsigned colour, const char *text);

/* ---- Registration ------------------------------------------------------------------- */

/* Declares `static void play(struct madmax *game, MEMORY *memory)` and registers it;
 * PLAYER(struct no_memory) for a player that keeps nothing between rounds. */
#define PLAYER(MEMORY) ARENA_PLAYER(struct madmax, MADMAX_ABI, MEMORY)

/* The version of this header's binary interface, recorded in every player object: a
 * player built against another version (a stale AIDummy.o) is refused, not misread.
 * Raised whenever struct madmax, or what a function here takes or returns, changes. */
#define MADMAX_ABI "madmax 3"

ARENA_C_END

#endif
