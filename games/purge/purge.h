/* purge.h — everything a player of The Purge can see and do. Rules of ThePurge 1.0 (the
 * final kit, December 2020; the statement of the 2023-24 course).
 *
 * A player is one C file:
 *
 *     #define PLAYER_NAME Sabbath          // at most 12 characters, unique
 *     #include "purge.h"
 *
 *     struct memory { int target[100]; };  // your data between rounds (no globals!)
 *     PLAYER(struct memory)
 *
 *     static void play(struct purge *game, struct memory *memory)
 *     {
 *         // called once per round: look at the state, give orders
 *     }
 *
 * `memory` is zeroed before round 0 and kept between rounds; every copy of a player in
 * a match has its own. `game` is valid only during the call. Queries never change the
 * game; orders take effect after all four players have played the round.
 *
 * THE GAME. 4 clans, num_days() days of num_rounds_per_day() rounds (default 5 x 50): the
 * first half of each day is day, the second half night. On a board of streets and
 * buildings each clan has builders and warriors (warriors carry a hammer, a gun or a
 * bazooka; builders nothing). A citizen moves to one of its 4 neighbours. Moving onto
 * money scores money_points(); onto food gives food_incr_life() life (up to the
 * initial); onto a weapon: a warrior keeps the stronger one, a builder destroys it.
 * By day builders build or reinforce barricades next to them (not standing on one; at
 * most max_num_barricades() at a time); only their clan may stand on them. At night
 * moving against a rival barricade demolishes it by the citizen's strength; against a
 * rival citizen it attacks: the attacker wins with probability s1 / (s1 + s2) (attack
 * strengths), and the loser loses life_lost_in_attack() life; a citizen at 0 dies, the
 * winner's clan scores, and the dead one comes back for its clan later, far from
 * everybody. Taken items come back too. Barricades vanish when night ends. Orders of
 * the four clans are executed in a random interleaving that keeps each clan's order;
 * at most one order per citizen counts; more than 1000 calls to move()/build() in a
 * round freeze the player for the rest of the match.
 */
#ifndef PURGE_H
#define PURGE_H

#include <stdbool.h>

#include "player.h"

ARENA_C_BEGIN

/* ---- Types ------------------------------------------------------------------------ */

/* Down is +i (down a row), Right is +j. */
enum dir { Down, Right, Up, Left };
enum bonus_type { Money, Food, NoBonus };
enum weapon_type { Hammer, Gun, Bazooka, NoWeapon };
enum cell_type { Street, Building };
enum citizen_type { Builder, Warrior };

struct pos {
    int i, j; /* row (0 at the top), column (0 at the left) */
};

struct cell {
    enum cell_type type;
    enum bonus_type bonus;
    enum weapon_type weapon;
    int resistance; /* of the barricade on it, -1 if none */
    int b_owner;    /* the barricade's player, -1 if none */
    int id;         /* the citizen on it, -1 if none */
};

struct citizen {
    enum citizen_type type;
    int id;
    int player;
    struct pos pos;
    enum weapon_type weapon; /* NoWeapon for a builder */
    int life;
};

/* Lists valid during the current call to play(). */
struct id_list {
    int size;
    const int *id;
};
struct pos_list {
    int size;
    const struct pos *pos;
};

/* The handle of the game, as seen by one player during one round. */
struct purge;

/* ---- Positions and directions ------------------------------------------------------ */

struct pos pos_make(int i, int j);
/* The neighbour of p in direction d (p itself for a bad d). */
struct pos pos_step(struct pos p, enum dir d);
bool pos_equal(struct pos a, struct pos b);
bool pos_less(struct pos a, struct pos b); /* row-major order */
bool dir_ok(int d);                        /* Down..Left */

/* ---- Settings (the board's; defaults of default.cnf) -------------------------------- */

const char *version(const struct purge *game); /* "ThePurge 1.0" */
int num_players(const struct purge *game);     /* 4 */
int num_days(const struct purge *game);
int num_rounds_per_day(const struct purge *game);
int num_rounds(const struct purge *game);
int board_rows(const struct purge *game);
int board_cols(const struct purge *game);
int num_ini_builders(const struct purge *game);
int num_ini_warriors(const struct purge *game);
int num_ini_money(const struct purge *game);
int num_ini_food(const struct purge *game);
int num_ini_guns(const struct purge *game);
int num_ini_bazookas(const struct purge *game);
int builder_ini_life(const struct purge *game);
int warrior_ini_life(const struct purge *game);
int money_points(const struct purge *game);
int kill_builder_points(const struct purge *game);
int kill_warrior_points(const struct purge *game);
int food_incr_life(const struct purge *game);
int life_lost_in_attack(const struct purge *game);
int builder_strength_attack(const struct purge *game);
int hammer_strength_attack(const struct purge *game);
int gun_strength_attack(const struct purge *game);
int bazooka_strength_attack(const struct purge *game);
int builder_strength_demolish(const struct purge *game);
int hammer_strength_demolish(const struct purge *game);
int gun_strength_demolish(const struct purge *game);
int bazooka_strength_demolish(const struct purge *game);
int num_rounds_regen_builder(const struct purge *game);
int num_rounds_regen_warrior(const struct purge *game);
int num_rounds_regen_food(const struct purge *game);
int num_rounds_regen_money(const struct purge *game);
int num_rounds_regen_weapon(const struct purge *game);
int barricade_resistance_step(const struct purge *game);
int barricade_max_resistance(const struct purge *game);
int max_num_barricades(const struct purge *game);
int citizen_ini_life(const struct purge *game, enum citizen_type t);
/* A weapon's strengths (NoWeapon: a builder's); -1 for a bad w. */
int weapon_strength_attack(const struct purge *game, enum weapon_type w);
int weapon_strength_demolish(const struct purge *game, enum weapon_type w);
int num_rounds_regen_citizen(const struct purge *game, enum citizen_type t);
bool player_ok(const struct purge *game, int pl);
bool pos_ok(const struct purge *game, struct pos p);
bool is_round_day(const struct purge *game, int r);
bool is_round_night(const struct purge *game, int r);

/* ---- State -------------------------------------------------------------------------- */

int me(const struct purge *game); /* your player number, 0..3 */
int current_round(const struct purge *game);
bool is_day(const struct purge *game);
bool is_night(const struct purge *game);
/* The cell at p; outside the board: {Street, NoBonus, NoWeapon, -1, -1, -1}. */
struct cell cell_at(const struct purge *game, struct pos p);
struct cell cell(const struct purge *game, int i, int j);
/* Citizen id; an unknown id: {Builder, -1, -1, (0, 0), NoWeapon, INT_MAX}. */
struct citizen citizen(const struct purge *game, int id);
/* The ids of player pl's builders / warriors, increasing (empty for a bad pl). */
struct id_list builders(const struct purge *game, int pl);
struct id_list warriors(const struct purge *game, int pl);
/* The positions of player pl's barricades, in row-major order. */
struct pos_list barricades(const struct purge *game, int pl);
int score(const struct purge *game, int pl); /* -1 for a bad pl */
/* 0 while playing (judge mode: the fraction of the CPU budget used); -1 once the player
 * is frozen (-2 for a bad pl). */
double status(const struct purge *game, int pl);

/* ---- Orders ------------------------------------------------------------------------- */

/* Citizen id moves towards d (or attacks, or demolishes: see the rules). Checked after
 * the round; a second order for the same citizen is ignored. Each call counts towards
 * the 1000 limit. */
void move(struct purge *game, int id, enum dir d);
/* Builder id builds (or reinforces) a barricade towards d, by day. */
void build(struct purge *game, int id, enum dir d);

/* ---- Randomness (the only allowed source: it makes matches reproducible) ------------ */

/* A uniform random integer in [l, u] (l if l > u). */
int random_int(struct purge *game, int l, int u);
/* Fills perm[0..n-1] with a random permutation of 0..n-1. */
void random_permutation(struct purge *game, int n, int perm[]);

/* ---- Debugging: marks the viewer shows over the board -------------------------------- */

/* Marks cell p with a colour (0xRRGGBB) and a short text (NULL for none), for you to see
 * in the viewer over the state you saw this round. At most 64 marks a round. */
void debug_mark(struct purge *game, struct pos p, unsigned colour, const char *text);
void debug_line(struct purge *game, struct pos a, struct pos b, unsigned colour, const char *text);

/* ---- Registration ------------------------------------------------------------------- */

/* Declares `static void play(struct purge *game, MEMORY *memory)` and registers it;
 * PLAYER(struct no_memory) for a player that keeps nothing between rounds. */
#define PLAYER(MEMORY) ARENA_PLAYER(struct purge, PURGE_ABI, MEMORY)

/* The version of this header's binary interface, recorded in every player object. */
#define PURGE_ABI "purge 1"

ARENA_C_END

#endif
