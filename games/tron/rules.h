/* rules.h — Tron 3D: the board graph, the match state and one round's update. Pure: no I/O.
 *
 * A board is a graph of any size (read from a .map file): vertices 0..nb_vertices-1, each
 * with its neighbours (symmetric), spawn vertices and bonus vertices. Bike k belongs to
 * player k mod nb_players and starts on spawn[k], its own wall. A bike's trail is the
 * vertices whose wall is its id; ghosts that crossed a walled vertex are stacked on it and
 * inherit the wall, most recent first, when its owner dies.
 *
 * Rounds: the players see round r; in odd rounds only bikes in turbo may (and must) move.
 * Heads are walls: whoever moves first onto a vertex takes it, the rest crash. */
#ifndef TRON_RULES_H
#define TRON_RULES_H

#include "glibc_rand.h"

#define TR_TITLE   "tron3d"
#define TR_VERSION "v1.2"

enum {
    TR_MAX_PLAYERS = 4,
    TR_MIN_PLAYERS = 2,
    TR_MAX_BIKES = 256,         /* all players' bikes (arena's bound) */
    TR_MAX_VERTICES = 100000,   /* arena's bound */
    TR_MAX_VERTEX_ROUNDS = 25000000, /* vertices x rounds: a replay of at most ~200 MB (arena) */
    TR_MAX_CALLS = 1000,        /* command() calls a round; one more freezes the player (arena) */
    TR_SCORE_PER_MOVE = 10,
    TR_UNSET = -99,             /* a movement's target when none was given */
};

/* Bonus items, the reference's values; n t g p in replays. */
enum tr_bonus { TR_NONE, TR_TURBO, TR_GHOST, TR_POINTS };

struct tr_settings {
    int nb_players, nb_bikes; /* bikes per player */
    int nb_rounds, bonus_round, turbo_duration, ghost_duration, score_bonus;
};

/* The board's graph: static for a match. Adjacency in compressed rows: the neighbours of v
 * are adj[first[v] .. first[v+1]-1], in file order. */
struct tr_graph {
    char name[64]; /* the map's name, as the .cnf gives it */
    int nb_vertices, nb_adj, nb_spawns, nb_bonus;
    int *first, *adj, *spawn, *bonus;
    float *xyz; /* 3 coordinates a vertex, or NULL if the board has none */
};

struct tr_bike {
    int player, bonus, vertex, turbo, ghost, alive;
};

struct tr_vertex {
    int wall;  /* -1 or the bike whose trail (or head) is there */
    int bike;  /* what the reference keeps there: see rules.c, bike_field */
    int bonus; /* enum tr_bonus lying there */
};

/* A movement as a player commands it. */
struct tr_move {
    int bike, next_vertex, use_bonus;
};

/* The state players see: plain data, copied into turns. */
struct tr_state {
    int round;
    int score[TR_MAX_PLAYERS];
    double status[TR_MAX_PLAYERS];
};

struct tr_match {
    struct tr_settings set;
    struct tr_graph graph;
    struct tr_state now;
    int nb_bikes; /* all players' */
    struct tr_bike bike[TR_MAX_BIKES];
    struct tr_vertex *vertex;
    /* ghost stacks: per vertex the top entry of a list kept in a pool, -1 if empty */
    int *ghost_top;
    struct tr_ghost {
        int bike, below;
    } *ghost;
    int nb_ghosts, ghost_cap;
    struct glibc_rand rng; /* the reference's rand(): the players' too (game.c, shared_rand) */
    long long seed;
};

/* What a round did, for the replay and the logs. */
struct tr_round_log {
    int nb_moves;
    struct tr_move moves[TR_MAX_BIKES]; /* the valid movements, in execution order */
};

/* One player's commands of a round, in call order (untrusted: every field is checked). */
struct tr_orders {
    int nb;
    struct tr_move move[TR_MAX_CALLS];
};

/* Why a command was skipped (the reference's messages, in the order it checks). */
enum tr_refusal { TR_BAD_ID, TR_NOT_OWN, TR_NOT_NEIGHBOUR, TR_DEAD, TR_MOVED, TR_NOT_TURBO, TR_NO_ITEM };
struct tr_warn_sink {
    void (*refused)(void *ctx, int player, enum tr_refusal why, const struct tr_move *m, int from);
    void *ctx;
};

static inline int tr_bike_player(const struct tr_settings *s, int bike)
{
    return bike % s->nb_players;
}

/* Whether b is a neighbour of a (a valid vertex). */
int tr_is_neighbour(const struct tr_graph *g, int a, int b);

/* After the board is read (settings and graph): bikes on their spawns, walls, the
 * match's generator seeded like srand(seed). Allocates the state: tr_match_release. */
void tr_match_start(struct tr_match *m, long long seed);
void tr_match_release(struct tr_match *m);

/* Plays one round: orders[p] is NULL for a frozen player. */
void tr_play_round(struct tr_match *m, const struct tr_orders *const orders[], struct tr_round_log *log,
                   const struct tr_warn_sink *warn);

/* Ghost stack of vertex v, bottom first, into out (room for m->nb_ghosts); returns the count. */
int tr_ghost_stack(const struct tr_match *m, int v, int *out);

#endif
