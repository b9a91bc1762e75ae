/* revisited.h — everything a Mad Max Revisited player can see and do.
 * Rules version "mad_max_2020 v1", as in the original kit ("Mad Max 2020"); API version 1.
 *
 * A player is one C file:
 *
 *     #define PLAYER_NAME Furiosa          // at most 12 characters, unique
 *     #include "revisited.h"
 *
 *     struct memory { int target[8]; };    // your data between rounds (no globals!)
 *     PLAYER(struct memory)
 *
 *     static void play(struct revisited *game, struct memory *memory)
 *     {
 *         // called once per round: look at the state, give instructions
 *     }
 *
 * `memory` is zeroed before round 0 and kept between rounds; every copy of a player in a
 * match has its own. `game` is valid only during the call, and so is every list a query
 * returns. Queries never change the game; instructions take effect after all four
 * players have played the round.
 *
 * ======================================================================================
 * THE GAME
 *
 * Four players, 300 rounds (0..299). The universe is a cylinder: a grid of
 * number_rows() x number_universe_columns() cells whose last column touches the first.
 * Cell (i, j): row i from 0 (top), column j; columns are taken modulo the number of
 * columns, so (i, j) and (i, j + number_universe_columns()) are the same cell.
 *
 * A cell is EMPTY or holds a TYRE, a CAR, a MISSILE, or a WATER_BONUS, GAS_BONUS or
 * MISSILE_BONUS. Each player has number_cars_per_player() cars, with consecutive ids
 * begin(pl) .. end(pl) - 1.
 *
 * The window. Cars must stay inside a window of number_window_columns() columns that
 * moves one column a round: in round r it holds the columns r .. r + window - 1 (mod the
 * universe's columns). Tyres, bonuses and missiles may lie outside it.
 *
 * Moving. Each round a car may either move or shoot. A move changes the row by -1, 0 or
 * 1 and the column by 0, 1 or 2: the nine directions below. A car given no instruction,
 * or an instruction that fails, moves DEFAULT (one column: it keeps its place in the
 * window). A move whose destination is outside the window of the NEXT round
 * (within_window(game, p, current_round(game) + 1)) fails. A car passes the cells
 * between its start and its destination (passed_cells()): a diagonal step passes the two
 * cells beside it, a two-column move the cell between, a fast diagonal its whole 2x3
 * rectangle.
 *
 * Shooting. A car with missiles in stock may shoot: the missile flies at once two columns
 * to the right (passing the first), then the car moves DEFAULT. Missiles fly two columns
 * a round, right, forever, until they hit something; they never hit each other (a
 * missile with another one in its way waits for it to move first).
 *
 * Meeting. A car that passes a bonus takes it: WATER_BONUS gives water_points() to its
 * player, GAS_BONUS bonus_gas() units of gas, MISSILE_BONUS bonus_missiles() missiles.
 * A car that meets a tyre, a car or a missile dies there, and the other one is destroyed
 * too (tyres never come back). A missile that meets a car kills it (its shooter's player
 * scores kill_points() if the car is another player's) and a tyre or bonus destroys it.
 *
 * Gas. Every living car burns one unit of gas a round and dies with none left.
 *
 * Regeneration. A dead car comes back number_rounds_to_regenerate() rounds later on a
 * random empty cell of the window with a clear 5x5 square around it (no tyre, car or
 * missile; a later round if none is found in 20 tries), with initial_gas() and the
 * missiles it had. A taken bonus reappears at random outside the window.
 *
 * Order of a round: missiles fly (by increasing id); then the players in a random order,
 * each one's instructions in the order given, after which its cars without a successful
 * instruction move DEFAULT by increasing id; then gas; then regenerations and bonuses.
 *
 * At most one instruction per car and round counts: later ones are refused. Refused
 * instructions and queries with bad arguments print a "warning: ..." line on standard
 * error and do nothing else.
 * ====================================================================================== */
#ifndef REVISITED_H
#define REVISITED_H

#include <stdbool.h>

#include "player.h"

ARENA_C_BEGIN

/* ---- Types ---------------------------------------------------------------------------- */

struct pos {
    int i, j; /* row, column */
};

/* The nine directions, as (drow, dcol):
 *     UP (-1,1)        DEFAULT (0,1)   DOWN (1,1)
 *     SLOW_UP (-1,0)   SLOW (0,0)      SLOW_DOWN (1,0)
 *     FAST_UP (-1,2)   FAST (0,2)      FAST_DOWN (1,2) */
enum dir { UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN };
enum { NB_DIRS = 9, MAX_PASSED = 5 };

/* What a cell holds. */
enum cell_type { EMPTY, TYRE, CAR, MISSILE, WATER_BONUS, MISSILE_BONUS, GAS_BONUS };

struct cell {
    enum cell_type type;
    int cid; /* the car's id if type is CAR, else -1 */
    int mid; /* the missile's id if type is MISSILE, else -1 */
};

struct car {
    int cid;
    struct pos pos;  /* column in 0 .. number_universe_columns() - 1; a dead car: where it died */
    int nb_miss;     /* missiles in stock */
    int gas;
    bool alive;
    int time;        /* a dead car: rounds before it may regenerate; 0 when alive */
};

struct missile {
    int mid;
    int cid;         /* the car that shot it */
    struct pos pos;
};

/* The missiles flying, by increasing mid; valid during the current call to play(). */
struct missile_list {
    int size;
    const struct missile *missile;
};

/* The handle of the game, as seen by one player during one round. */
struct revisited;

/* ---- Directions and positions ---------------------------------------------------------- */

bool dir_ok(int d);                    /* d is one of the nine directions */
struct pos dir_vector(enum dir d);     /* (drow, dcol); (0, 0) for a bad d */
int dir_of(int drow, int dcol);        /* the direction of that vector, or -1 */
struct pos pos_add(struct pos p, enum dir d); /* p moved by d (columns not reduced) */
/* The cells a move in direction d passes, as offsets from the start, in the order the
 * rules visit them, the destination last (the reference's dir2all). Returns how many
 * (0 for SLOW); out holds MAX_PASSED. */
int passed_cells(enum dir d, struct pos out[MAX_PASSED]);

/* ---- Parameters (read from the board) ---------------------------------------------------- */

const char *version(const struct revisited *game); /* "mad_max_2020 v1" */
int number_players(const struct revisited *game);  /* 4 */
int number_rounds(const struct revisited *game);   /* 300 */
int number_rows(const struct revisited *game);     /* 15..20 */
int number_universe_columns(const struct revisited *game); /* 60..100 */
int number_window_columns(const struct revisited *game);   /* 30..40 */
int number_cars_per_player(const struct revisited *game);  /* 2 */
int number_cars(const struct revisited *game);             /* all players' */
int number_rounds_to_regenerate(const struct revisited *game); /* 30 */
int number_missile_bonuses(const struct revisited *game);  /* kept on the board: 5..30 */
int number_water_bonuses(const struct revisited *game);    /* 20..150 */
int number_gas_bonuses(const struct revisited *game);      /* 5..15 */
int bonus_missiles(const struct revisited *game);          /* 5 a missile bonus */
int bonus_gas(const struct revisited *game);               /* 30 a gas bonus */
int water_points(const struct revisited *game);            /* 10 a water bonus */
int kill_points(const struct revisited *game);             /* 30 a kill */
int initial_gas(const struct revisited *game);             /* 60 */

/* ---- Geometry and ids ---------------------------------------------------------------- */

bool within_universe(const struct revisited *game, struct pos p); /* the row is on the board */
/* The row is on the board and the column (mod the universe's) is in round r's window. */
bool within_window(const struct revisited *game, struct pos p, int r);
bool car_ok(const struct revisited *game, int cid);
bool player_ok(const struct revisited *game, int pl);
int player_of(const struct revisited *game, int cid); /* -1 (and a warning) for a bad cid */
int begin(const struct revisited *game, int pl);      /* first car id of player pl */
int end(const struct revisited *game, int pl);        /* one past its last */

/* ---- State ---------------------------------------------------------------------------- */

int me(const struct revisited *game);            /* your player number, 0..3 */
int current_round(const struct revisited *game); /* 0..299 ("round()" in the original kit) */
/* What cell p holds; any column is fine (taken mod the universe's). A row off the board
 * gives EMPTY with ids -1, and a warning. */
struct cell cell(const struct revisited *game, struct pos p);
/* Car cid (cid -1, alive false, and a warning, for a bad cid). */
struct car car(const struct revisited *game, int cid);
struct missile_list missiles(const struct revisited *game);
int score(const struct revisited *game, int pl);     /* -1 for a bad pl */
/* 0 while player pl plays (in judge mode: the part of its CPU budget used, 0..1); -1
 * once it is frozen (too slow, crashed...); -2 for a bad pl. */
double status(const struct revisited *game, int pl);

/* ---- Instructions: true if accepted; a refused one prints a warning -------------------- */

/* Refused if cid is not one of your cars or already has an instruction this round, or d
 * is not a direction. An accepted move may still fail (the car is dead, or the
 * destination leaves the next round's window): the car then moves DEFAULT. */
bool move(struct revisited *game, int cid, enum dir d);
/* Refused like move(). An accepted shot fails (DEFAULT move) if the car has no missile. */
bool shoot(struct revisited *game, int cid);

/* ---- Randomness (the only allowed source: it makes matches reproducible) -------------- */

/* l + a draw mod (u - l + 1), as the original kit's randomize(l, u) (l if l > u). Your
 * generator is your own: seeded with seed + me(), then every round with a draw of itself. */
int randomize(struct revisited *game, int l, int u);
/* A raw draw, 0 .. 2^31 - 3 (the original kit's randomize()). */
int random_draw(struct revisited *game);

/* ---- Debugging: marks the viewer shows over the board -------------------------------- */

/* Marks cell p (row, column as the API gives them) with a colour (0xRRGGBB: 0xff0000 is red) and a short text (NULL for
 * none; cut at 31 characters), for you to see in the viewer over the state you saw this
 * round. At most 64 marks a round (more are dropped, with one warning); they cost your
 * CPU time like any other work, and never change the match. */
void debug_mark(struct revisited *game, struct pos p, unsigned colour, const char *text);
/* A line from cell a to cell b, the same way. */
void debug_line(struct revisited *game, struct pos a, struct pos b, unsigned colour, const char *text);

/* ---- Registration --------------------------------------------------------------------- */

/* Declares `static void play(struct revisited *game, MEMORY *memory)` and registers it;
 * PLAYER(struct no_memory) for a player that keeps nothing between rounds. */
#define PLAYER(MEMORY) ARENA_PLAYER(struct revisited, REVISITED_ABI, MEMORY)

/* The version of this header's binary interface, recorded in every player object: a
 * player built against another version (a stale AIDummy.o) is refused, not misread.
 * Raised whenever struct revisited, or what a function here takes or returns, changes. */
#define REVISITED_ABI "revisited 2"

ARENA_C_END

#endif
