/* tron.h — everything a Tron 3D player can see and do.
 * Rules version "tron3d v1.2", as in the original kit; API version 1.
 *
 * A player is one C file:
 *
 *     #define PLAYER_NAME Flynn            // at most 12 characters, unique
 *     #include "tron.h"
 *
 *     struct memory { int target[8]; };    // your data between rounds (no globals!)
 *     PLAYER(struct memory)
 *
 *     static void play(struct tron *game, struct memory *memory)
 *     {
 *         // called once per round: look at the board, command your bikes
 *     }
 *
 * `memory` is zeroed before the first round and kept between rounds; every copy of a
 * player in a match has its own. `game` is valid only during the call, and so is every
 * list a query returns. Commands take effect after all players have played the round.
 *
 * ======================================================================================
 * THE GAME
 *
 * 2 or 4 players, nb_bikes() bikes each, on a board that is a graph: vertices
 * 0 .. nb_vertices()-1 joined to their neighbours (the edges of a 3D model's faces). Bike
 * k belongs to player k mod nb_players() and starts on a spawn vertex.
 *
 * Moving. A bike moves to a neighbour of its vertex, and leaves a wall behind: every
 * vertex it has been on (its own vertex included) is its trail. A bike that moves onto a
 * wall (a trail, or the vertex where another bike stands) crashes and explodes. A bike
 * that does not move when it must also explodes. When a bike explodes its trail
 * disappears. The players play in a random order each round, and each one's commands
 * run in the order given: if two bikes go for the same vertex, the first to move takes
 * it and the other crashes.
 *
 * Rounds. nb_rounds() rounds, numbered from 0 as current_round() sees them; a bike
 * moves only in even rounds, unless it is in turbo mode: then it moves in every round,
 * and must. Each move is worth 10 points to the bike's player.
 *
 * Items. At round bonus_round() an item appears on every bonus vertex (bonus_vertices())
 * that holds no wall: BONUS_TURBO, BONUS_GHOST or BONUS_POINTS, at random, once in the
 * match. A bike that moves onto an item takes it: BONUS_POINTS gives score_bonus() points
 * at once; a turbo or a ghost is held by the bike (one at a time: a new one replaces
 * it) until a command with use_bonus set uses it, for that very move. A turbo lasts
 * turbo_duration() moves, a ghost ghost_duration() moves: a ghost goes through walls and
 * other bikes (and, if the wall's owner dies, the ghost's trail takes the wall over).
 *
 * Bad commands (another player's bike, a vertex that is not a neighbour, a dead bike, a
 * bike that may not move this round) are recorded but skipped, with a "warning: ..." line
 * on standard error; the bike then does not move, and explodes if it had to.
 * ====================================================================================== */
#ifndef TRON_H
#define TRON_H

#include <stdbool.h>

#include "player.h"

ARENA_C_BEGIN

/* ---- Types ---------------------------------------------------------------------------- */

/* Items (the original kit's enum Bonus: None, Turbo, Ghost, Points). */
enum bonus { BONUS_NONE, BONUS_TURBO, BONUS_GHOST, BONUS_POINTS };

/* A list of ids, valid during the current call to play(). */
struct id_list {
    int size;
    const int *id;
};

struct vertex {
    int id;
    int bike;  /* the bike standing there, or -1; as in the original kit, a bike destroyed
                  without moving stays marked here until another bike moves in */
    int wall;  /* -1, or the bike whose trail is there */
    int bonus; /* enum bonus: the item lying there */
    struct id_list neighbours;
};

struct bike {
    int id;
    int player;
    int bonus;          /* enum bonus: the item it holds */
    int vertex;         /* a crashed bike: the vertex it crashed into */
    int turbo_duration; /* moves of turbo left, 0 if none */
    int ghost_duration; /* moves of ghost left, 0 if none */
    bool alive;
};

/* A command: move `bike` to `next_vertex`, using its item first if use_bonus. */
struct movement {
    int bike;
    int next_vertex;
    bool use_bonus;
};

static inline struct movement movement(int bike, int next_vertex, bool use_bonus)
{
    struct movement m = {bike, next_vertex, use_bonus};
    return m;
}

/* The handle of the game, as seen by one player during one round. */
struct tron;

/* ---- Parameters ----------------------------------------------------------------------- */

const char *version(const struct tron *game);  /* "tron3d v1.2" */
const char *map_name(const struct tron *game); /* the board's map, e.g. "icosahedron" ("map()") */
int nb_players(const struct tron *game);       /* 2 or 4 */
int nb_bikes(const struct tron *game);         /* per player */
int nb_rounds(const struct tron *game);
int bonus_round(const struct tron *game);
int turbo_duration(const struct tron *game);
int ghost_duration(const struct tron *game);
int score_bonus(const struct tron *game);
int nb_vertices(const struct tron *game);
struct id_list bonus_vertices(const struct tron *game);
bool secgame(const struct tron *game); /* a judge's match */

/* ---- State ---------------------------------------------------------------------------- */

int me(const struct tron *game);            /* your player number */
int current_round(const struct tron *game); /* from 0 ("round()" in the original kit) */
bool player_ok(const struct tron *game, int pl);
bool bike_ok(const struct tron *game, int id);
bool vertex_ok(const struct tron *game, int v);
bool is_neighbour(const struct tron *game, int a, int b); /* walls do not matter */
int score(const struct tron *game, int pl);     /* -1 (and a warning) for a bad pl */
/* 0 while player pl plays (in judge mode: the part of its CPU budget used, 0..1); -1
 * once it is frozen; -2 for a bad pl. */
double status(const struct tron *game, int pl);
/* Vertex v (id -1, and a warning, for a bad v). */
struct vertex vertex(const struct tron *game, int v);
struct id_list neighbours(const struct tron *game, int v); /* empty for a bad v */
/* Bike id (id -1, and a warning, for a bad id). */
struct bike bike(const struct tron *game, int id);
/* The ids of player pl's bikes, increasing (empty, with a warning, for a bad pl). */
struct id_list bikes(const struct tron *game, int pl);

/* ---- Commands ------------------------------------------------------------------------- */

/* Records a movement; false (and a warning) only for a second command for the same bike
 * this round, or past 1000 calls in a round (which freezes the player). Everything else
 * is checked when the round is played. */
bool command(struct tron *game, struct movement m);

/* ---- Randomness ----------------------------------------------------------------------- */

/* A uniform random integer in [l, u] (l if l > u), from your own generator: nothing you
 * draw changes the match's draws (turn order, items) or another player's. Do not call
 * rand(): it is the match's stream, in local and judge mode, as in the original kit (its
 * players, written in the rule book's API, Player.hh, draw from it), and the judge
 * refuses it in C. */
int random_int(struct tron *game, int l, int u);

/* ---- Debugging: marks the viewer shows over the board -------------------------------- */

/* Marks vertex with a colour (0xRRGGBB: 0xff0000 is red) and a short text (NULL for
 * none; cut at 31 characters), for you to see in the viewer over the state you saw this
 * round. At most 64 marks a round (more are dropped, with one warning); they cost your
 * CPU time like any other work, and never change the match. */
void debug_mark(struct tron *game, int vertex, unsigned colour, const char *text);
/* A line from vertex from to vertex to, the same way. */
void debug_line(struct tron *game, int from, int to, unsigned colour, const char *text);

/* ---- Registration --------------------------------------------------------------------- */

/* Declares `static void play(struct tron *game, MEMORY *memory)` and registers it;
 * PLAYER(struct no_memory) for a player that keeps nothing between rounds. */
#define PLAYER(MEMORY) ARENA_PLAYER(struct tron, TRON_ABI, MEMORY)

/* The version of this header's binary interface, recorded in every player object. */
#define TRON_ABI "tron 2"

ARENA_C_END

#endif
