/* apocalypse.h — everything an Apocalypse Now player can see and do.
 * Rules version "ApocalypseNow2018 3.0", as in the original kit; API version 1.
 *
 * A player is one C file:
 *
 *     #define PLAYER_NAME Kilgore          // at most 12 characters, unique
 *     #include "apocalypse.h"
 *
 *     struct memory { int target[100]; };  // your data between rounds (no globals!)
 *     PLAYER(struct memory)
 *
 *     static void play(struct apocalypse *game, struct memory *memory)
 *     {
 *         // called once per round: look at the state, give orders
 *     }
 *
 * `memory` is zeroed before round 0 and kept between rounds; every copy of a player in a
 * match has its own. `game` is valid only during the call, and so is every list a query
 * returns. Queries never change the game; orders take effect after all four players have
 * played the round, all on the state you see now.
 *
 * ======================================================================================
 * THE GAME
 *
 * Four players, 200 rounds (0..199), a 60x60 board. Cell (i, j): row i from 0 (north) to
 * 59 (south), column j from 0 (west) to 59 (east). Players 0, 1, 2 and 3 start in the
 * north-west, north-east, south-east and south-west quadrants.
 *
 * Land. Forest, grass, water, mountain; the border is mountain. Soldiers walk on forest
 * and grass only. Helicopters fly over anything but mountains. Soldiers and helicopters
 * move in different planes and never get in each other's way.
 *
 * Units. Each player starts with 20 soldiers, 2 helicopters and no parachuters. Every unit
 * has a positive id; a dead soldier's id is never used again, new soldiers get new ids.
 *
 * Soldiers (100 life points) occupy one cell. Ordered to one of the 8 neighbouring cells
 * (or to their own cell, which does nothing), a soldier:
 *   - does not move if the cell is water or mountain, or if a soldier of its own player
 *     stands there;
 *   - dies if the cell burns (whoever stands there);
 *   - attacks without moving if an enemy soldier stands there: the enemy loses a random
 *     20..40 life points if it stands on forest, 50..100 on grass, and dies at 0;
 *   - otherwise moves there, and conquers the post if the cell holds one.
 *   A post is conquered only by moving (or jumping) onto it, never by killing its guard.
 *
 * Helicopters occupy a 5x5 square of sky, centred on their position, and face one of the
 * four orientations. Each round a helicopter may:
 *   - FORWARD1 / FORWARD2: advance one or two cells. A step is not taken if its square
 *     would hold a mountain or overlap another helicopter (a FORWARD2 may stop after one);
 *   - COUNTER_CLOCKWISE / CLOCKWISE: turn 90 degrees (always possible);
 *   - NAPALM: set its whole 5x5 square on fire; every soldier under it dies, whoever owns
 *     it. Napalm needs the helicopter's counter at 0: it starts at 30 and is 30 again
 *     after each throw, going down by one every round (a NAPALM order that comes too early
 *     is ignored). Helicopters are never damaged.
 *
 * Fire. Napalmed cells burn 10 rounds on forest and 5 on grass or water (napalm on a cell
 * already burning restarts its counter). At the end of every round each forest cell that
 * does not burn and touches (north, south, east or west) a burning forest cell catches
 * fire with probability 10%, burning 10 rounds, and a soldier on it dies. Forest that has
 * burnt out becomes grass. A soldier that walks into fire dies.
 *
 * Parachuters. A parachuter is a soldier not yet born, waiting in one of your helicopters.
 *   - You gain one when one of your soldiers or your napalm kills an enemy soldier.
 *   - When a soldier dies by fire, by its own player's napalm, or when a parachuter is
 *     lost, a parachuter goes to one of the other three players, chosen at random (a jump
 *     onto an enemy soldier hands the parachuter to that enemy instead). New parachuters
 *     go to a random helicopter of their player.
 *   So soldiers plus parachuters always number 80.
 *   - command_parachuter(i, j) makes one jump, onto a cell of the 5x5 square of one of
 *     your helicopters that holds parachuters, where the helicopter is now (jumps come
 *     before this round's flights). At most 4 jumps per player and round.
 *   - It lands as a new soldier (100 life) and conquers the post under it, unless the
 *     cell is water or mountain, burns, or holds a soldier: then it is lost.
 *   - A parachuter must jump within 20 rounds: data().parachuters lists the rounds each
 *     one has left, increasing; 1 means this round is its last chance.
 *
 * Order of a round. After the four players have played: first the jumps (player 0 first,
 * each player's jumps in the order given), then the helicopters, then the soldiers (each
 * group in a random order, no player first), then the fire spreads.
 *
 * Score. At the end of every round, and once before round 0, each player scores the
 * value of every post it owns (100 or 50; 16 posts, all unconquered at the start; on
 * arena's boards each quadrant has two of each value) plus 1 per living soldier. Scores
 * add up over the match.
 *
 * At most one order per unit and round counts: later ones are refused with a warning on
 * standard error. Refused orders, and queries on cells off the board or unknown ids,
 * print a "warning: ..." line and do nothing else.
 * ====================================================================================== */
#ifndef APOCALYPSE_H
#define APOCALYPSE_H

#include <stdbool.h>

#include "player.h"

ARENA_C_BEGIN

/* ---- Constants ------------------------------------------------------------------------ */

enum settings {
    NUM_PLAYERS = 4,
    GAME_ROUNDS = 200,
    BOARD_SIZE = 60,     /* rows and columns ("MAX" in the original kit) */
    NUM_SOLDIERS = 20,   /* initial soldiers per player */
    NUM_HELICOPTERS = 2, /* helicopters per player, for the whole match */
    NUM_POSTS = 16,
    LIFE = 100,         /* life points of a new soldier */
    FOREST_DAMAGE = 20, /* an attack on forest takes 20..40 life points */
    GRASS_DAMAGE = 50,  /* an attack on grass takes 50..100 */
    ROUNDS_NAPALM = 30, /* rounds between two napalms of one helicopter */
    REACH = 2,          /* a helicopter covers the cells at most REACH rows and columns away */
    FOREST_BURNS = 10,  /* rounds a forest cell burns */
    OTHER_BURNS = 5,    /* rounds any other napalmed cell burns */
    PROB_FIRE = 10,     /* percent: fire spreading to a forest neighbour, each round */
    ROUNDS_JUMP = 20,   /* rounds a parachuter may wait */
    MAX_JUMP = 4,       /* jumps per player and round */
    HIGH_VALUE = 100,
    LOW_VALUE = 50,
    MAX_PARACHUTERS = NUM_PLAYERS * NUM_SOLDIERS, /* the most a helicopter can hold */
};

/* Land, as what() returns it. */
enum land { FOREST = 1, GRASS = 2, WATER = 3, MOUNTAIN = 4 };

/* Unit types, as data().type holds them. */
enum unit_type { SOLDIER = 1, HELICOPTER = 2 };

/* Instructions for command_helicopter(). */
enum instruction { FORWARD1 = 1, FORWARD2 = 2, COUNTER_CLOCKWISE = 3, CLOCKWISE = 4, NAPALM = 5 };

/* Orientations of a helicopter: counter-clockwise is (o + 1) % 4, clockwise (o + 3) % 4. */
enum orientation { SOUTH = 0, EAST = 1, NORTH = 2, WEST = 3 };

/* ---- Types ---------------------------------------------------------------------------- */

struct pos {
    int i, j; /* row (0 north), column (0 west) */
};

struct post {
    int player; /* owner, -1 while unconquered */
    struct pos pos;
    int value; /* HIGH_VALUE or LOW_VALUE */
};

/* A unit, as data() describes it. For an unknown id every field is -1 (the original
 * kit's NUL) and nb_parachuters is 0. */
struct data {
    int id;
    int type; /* SOLDIER or HELICOPTER */
    int player;
    struct pos pos;     /* a helicopter's centre */
    int life;           /* soldier: 1..100; helicopter: -1 */
    int orientation;    /* helicopter: SOUTH, EAST, NORTH or WEST; soldier: -1 */
    int napalm;         /* helicopter: rounds before napalm is available, 0 = now; soldier: -1 */
    int nb_parachuters; /* helicopter: parachuters aboard; soldier: 0 */
    int parachuters[MAX_PARACHUTERS]; /* rounds each has left to jump, increasing (1..20) */
};

/* A list of unit ids, valid during the current call to play(). */
struct id_list {
    int size;
    const int *id;
};

/* The posts, valid during the current call to play(). */
struct post_list {
    int size;
    const struct post *post;
};

/* The handle of the game, as seen by one player during one round. */
struct apocalypse;

/* ---- Settings ------------------------------------------------------------------------- */

const char *version(const struct apocalypse *game);       /* "ApocalypseNow2018 3.0" */
int nb_players(const struct apocalypse *game);            /* NUM_PLAYERS */
int nb_rounds(const struct apocalypse *game);             /* GAME_ROUNDS */
bool player_ok(const struct apocalypse *game, int pl);    /* 0 <= pl < NUM_PLAYERS */
bool pos_ok(const struct apocalypse *game, int i, int j); /* on the board */

/* ---- State ---------------------------------------------------------------------------- */

int me(const struct apocalypse *game);            /* your player number, 0..3 */
int current_round(const struct apocalypse *game); /* 0..199 */

/* The land of cell (i, j): FOREST, GRASS, WATER or MOUNTAIN; -1 off the board.
 * Burnt-out forest is GRASS. */
int what(const struct apocalypse *game, int i, int j);
/* Rounds the cell will still burn, 0 if it does not burn, -1 off the board. */
int fire_time(const struct apocalypse *game, int i, int j);
/* Id of the soldier on the cell, 0 if none, -1 off the board. */
int which_soldier(const struct apocalypse *game, int i, int j);
/* Id of the helicopter whose CENTRE is the cell, 0 if none, -1 off the board. */
int which_helicopter(const struct apocalypse *game, int i, int j);
/* Owner of the post on the cell: a player, -1 if unconquered (or off the board), -2 if
 * the cell holds no post. */
int post_owner(const struct apocalypse *game, int i, int j);
/* Value of the post on the cell: HIGH_VALUE or LOW_VALUE, -2 if no post, -1 off the board. */
int post_value(const struct apocalypse *game, int i, int j);

/* Ids of player pl's soldiers / helicopters, increasing (empty, with a warning, for a
 * bad pl). New parachuters go to helicopters()[0] or [1] at random. */
struct id_list soldiers(const struct apocalypse *game, int pl);
struct id_list helicopters(const struct apocalypse *game, int pl);
/* The NUM_POSTS posts, always in the same order. */
struct post_list posts(const struct apocalypse *game);
/* The unit with this id (all -1, with a warning, for an unknown id: e.g. a dead soldier). */
struct data data(const struct apocalypse *game, int id);
/* The same without the copy of its ~360 bytes: never NULL, valid during this call to
 * play(). */
const struct data *data_ref(const struct apocalypse *game, int id);

/* Score of player pl so far (-1 for a bad pl). */
int total_score(const struct apocalypse *game, int pl);
/* 0 while player pl plays; -1 once it is frozen (too slow, crashed...); -2 for a bad pl. */
double status(const struct apocalypse *game, int pl);

/* ---- Orders: true if accepted; a refused order prints a warning ------------------------ */

/* Orders soldier `id` to move to (i, j), one of the 8 cells around it or its own cell.
 * Refused if id is unknown, not yours, not a soldier, already ordered this round, or
 * (i, j) is not next to it. */
bool command_soldier(struct apocalypse *game, int id, int i, int j);
/* Gives helicopter `id` an instruction (FORWARD1 .. NAPALM). Refused if id is unknown,
 * not yours, not a helicopter, already ordered this round, or the instruction unknown.
 * An early NAPALM is accepted here and ignored later. */
bool command_helicopter(struct apocalypse *game, int id, int instruction);
/* Makes a parachuter jump onto (i, j). Refused unless (i, j) is under one of your
 * helicopters with a parachuter still aboard (counting this round's jumps from it), and
 * you jumped fewer than MAX_JUMP times this round. An accepted jump may still fail when
 * it lands (water, fire, a soldier there): the parachuter is then lost. */
bool command_parachuter(struct apocalypse *game, int i, int j);

/* ---- Randomness (the only allowed source: it makes matches reproducible) -------------- */

/* A uniform random integer in [l, u] (l if l > u). */
int random_int(struct apocalypse *game, int l, int u);
/* Fills perm[0..n-1] with a random permutation of 0..n-1. */
void random_permutation(struct apocalypse *game, int n, int perm[]);

/* ---- Debugging: marks the viewer shows over the board -------------------------------- */

/* Marks cell p with a colour (0xRRGGBB: 0xff0000 is red) and a short text (NULL for
 * none; cut at 31 characters), for you to see in the viewer over the state you saw this
 * round. At most 64 marks a round (more are dropped, with one warning); they cost your
 * CPU time like any other work, and never change the match. */
void debug_mark(struct apocalypse *game, struct pos p, unsigned colour, const char *text);
/* A line from cell a to cell b, the same way. */
void debug_line(struct apocalypse *game, struct pos a, struct pos b, unsigned colour, const char *text);

/* ---- Registration --------------------------------------------------------------------- */

/* Declares `static void play(struct apocalypse *game, MEMORY *memory)` and registers it;
 * PLAYER(struct no_memory) for a player that keeps nothing between rounds. */
#define PLAYER(MEMORY) ARENA_PLAYER(struct apocalypse, APOCALYPSE_ABI, MEMORY)

/* The version of this header's binary interface, recorded in every player object: a
 * player built against another version (a stale AIDummy.o) is refused, not misread.
 * Raised whenever struct apocalypse, or what a function here takes or returns, changes. */
#define APOCALYPSE_ABI "apocalypse 4"

ARENA_C_END

#endif
