/* Player.hh — Tron 3D's player API as the rule book gives it (tron3d v1.2), in C++: the
 * second way to write a player, beside tron.h in C.
 *
 * Copy AINull.cc to AIYourName.cc, change `#define PLAYER_NAME`, and write play():
 *
 *     #include "Player.hh"
 *     #define PLAYER_NAME Flynn
 *
 *     struct PLAYER_NAME : public Player {
 *         static Player* factory () { return new PLAYER_NAME; }   // do not modify
 *         // attributes: what your player keeps between rounds (no global variables)
 *         void play () { ... }                                     // once a round
 *     };
 *     RegisterPlayer(PLAYER_NAME);                                 // do not modify
 *
 * Names, types, defaults and warnings are the original kit's (Utils.hh, Board.hh,
 * Action.hh, Player.hh): a player written for it compiles and plays the same match here.
 * The rules are in tron.h and the rule book. Where the original kit stopped the whole game
 * (a bad id in vertex(), bike() or score()), arena warns and gives a default instead (a
 * vertex or bike whose id is -1). Every call works on the state of the current round;
 * commands take effect once all players have played it. Your object is made (factory())
 * before your first round and deleted after the last one.
 *
 * Randomness: as in the original kit, the C library's rand() and srand(). In a match, in
 * local and judge mode alike, they draw from and reseed the match's own stream, which also
 * shuffles the players and places the items (the original kit's Game, seeded with the
 * match's seed): what you draw changes the match, which is the original's, and a match is
 * the same in both modes (in judge mode the stream travels with your turn,
 * engine/crand.h). More than 100,000,000 calls in one round freeze your player. Outside a
 * match (before your object is made) rand() is the process's own, seeded 1.
 */
#ifndef Player_hh
#define Player_hh

/* rand() is this game's generator for the rule book's players (see above): the judge
 * accepts it here (tools/arena-check). */
#define ARENA_RULEBOOK_RAND 1

#include <cassert>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <time.h>

#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <queue>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "rulebook.hh"

using namespace std;

/* ---- Utils -------------------------------------------------------------------------- */

/* Error macros: print where and why, then end the program. */
#define myerror_at_line(status, error, file, line, ...)                                                      \
    {                                                                                                        \
        fprintf(stderr, "Error at %s:%i: ", file, line);                                                     \
        fprintf(stderr, __VA_ARGS__);                                                                        \
        if (error)                                                                                           \
            perror(" errno");                                                                                \
        fprintf(stderr, "\n");                                                                               \
        exit(status);                                                                                        \
    }
#define myerr(...) myerror_at_line(EXIT_FAILURE, errno, __FILE__, __LINE__, __VA_ARGS__)
#define myerrx(...) myerror_at_line(EXIT_FAILURE, 0, __FILE__, __LINE__, __VA_ARGS__)

/* Hard assert. */
#define check(b)                                                                                             \
    {                                                                                                        \
        if (not(b))                                                                                          \
            myerror_at_line(EXIT_FAILURE, errno, __FILE__, __LINE__, "Assertion `" #b "' failed in check()."); \
    }

#define _unused(x) ((void)x)
#define _unreachable()                                                                                       \
    {                                                                                                        \
        assert(0);                                                                                           \
        myerrx("unreachable code reached.");                                                                 \
    }

const double infinite = numeric_limits<double>::infinity();
const int maxint = numeric_limits<int>::max();

inline int s2i(const string &s)
{
    istringstream iss(s);
    int i;
    iss >> i;
    return i;
}

inline string i2s(int i)
{
    ostringstream oss;
    oss << i;
    return oss.str();
}

/* Size as int. */
template <typename T>
inline int sze(T &x)
{
    return int(x.size());
}

typedef unsigned int uint;

/* ---- Board -------------------------------------------------------------------------- */

enum Bonus { None = 0, Turbo, Ghost, Points, BonusEnumSize };

struct Vertex {
    int id;
    int bike;  /* the bike standing there, or -1 */
    int wall;  /* -1, or the bike whose trail is there */
    Bonus bonus;
    vector<int> neighbours; /* the vertices one move away */
};

struct Bike {
    int id;
    int player;         /* its owner */
    Bonus bonus;        /* the item it holds */
    int vertex;         /* where it is */
    int turbo_duration; /* rounds of turbo left */
    int ghost_duration; /* rounds of ghost left */
    bool alive;         /* until it crashes */
};

inline char bonus2char(Bonus b)
{
    switch (b) {
    case None: return 'n';
    case Turbo: return 't';
    case Ghost: return 'g';
    case Points: return 'p';
    default: assert(false); return '!';
    }
}

inline Bonus char2bonus(char c)
{
    switch (c) {
    case 'n': return None;
    case 't': return Turbo;
    case 'g': return Ghost;
    case 'p': return Points;
    default: cerr << "Unexpected char: " << c << endl; assert(false); return None;
    }
}

namespace arena_capi {
struct tron;
}

/* The state of one round. A copy of it (Board before = *this;) keeps that round's state. */
class Board {
  public:
    Board() {}
    Board(const Board &b) { *this = b; }
    Board &operator=(const Board &b);

    static string version() { return "tron3d v1.2"; }
    string map() const;
    /* The settings are inline, as the kit's: players loop on them. */
    int nb_players() const { return arena_nb_players_; }
    int nb_bikes() const { return arena_set_[0]; }       /* per player */
    int nb_rounds() const { return arena_set_[1]; }
    int bonus_round() const { return arena_set_[2]; }    /* the round the items appear */
    int turbo_duration() const { return arena_set_[3]; }
    int ghost_duration() const { return arena_set_[4]; }
    int score_bonus() const { return arena_set_[5]; }    /* the points of a Points item */
    int nb_vertices() const { return int(arena_vertices_.size()); }
    vector<int> bonus_vertices() const;
    bool secgame() const;       /* a judge's match */
    int round() const { return arena_round_; }

    bool player_ok(int player) const { return player >= 0 and player < arena_nb_players_; }
    bool bike_ok(int id) const { return id >= 0 and id < int(arena_bikes_.size()); }
    bool vertex_ok(int id) const { return id >= 0 and id < nb_vertices(); }
    /* Walls do not matter. */
    bool is_neighbour(int vertex_a, int vertex_b) const
    {
        if (not vertex_ok(vertex_a))
            return false;
        for (int n : arena_vertices_[vertex_a].neighbours) // the graph: no need to read the round
            if (n == vertex_b)
                return true;
        return false;
    }
    /* -1 (and a warning) for a bad player. */
    int score(int player) const { return player_ok(player) ? arena_score_[player] : arena_bad_player("score", player, -1); }
    /* Fraction of its CPU budget the player has used (0 in a local match), < 0 once frozen. */
    double status(int player) const
    {
        return player_ok(player) ? arena_status_[player] : arena_bad_player("status", player, -2);
    }
    /* Vertex v of the current round. */
    const Vertex &vertex(int v) const
    {
        if (__builtin_expect(not vertex_ok(v), 0)) // (the hint keeps the bad path out of loops)
            return arena_bad_vertex(v);
        if (__builtin_expect(arena_seen_[v] != arena_stamp_, 0))
            arena_see_vertex(v);
        return arena_vertices_[v];
    }
    /* Bike id of the current round. */
    const Bike &bike(int id) const
    {
        const Bike *b = arena_bikes_.data() + id; // (as the kit: the loads, then one test)
        if (not bike_ok(id))
            b = &arena_bad_bike(id);
        return *b;
    }
    vector<int> bikes(int player) const; /* the ids of the player's bikes */

  protected:
    arena_capi::tron *arena_turn_ = nullptr;
    int arena_round_ = 0, arena_nb_players_ = 0;
    int arena_set_[6] = {}; /* bikes per player, rounds, bonus round, turbo, ghost, bonus score */
    int arena_bad_player(const char *query, int player, int result) const;
    unsigned arena_stamp_ = 0;          /* which turn the objects below show */
    mutable vector<Vertex> arena_vertices_;
    mutable vector<unsigned> arena_seen_; /* the turn each vertex was last read in */
    vector<Bike> arena_bikes_;
    vector<int> arena_score_;
    vector<double> arena_status_;
    void arena_see(arena_capi::tron *turn);
    void arena_see_vertex(int v) const;
    const Vertex &arena_bad_vertex(int v) const;
    /* pure: a bad id's warning changes nothing of the board, so a loop's bike() keeps the
     * vector's bounds in registers, as the kit's (whose check stops the program). */
    const Bike &arena_bad_bike(int id) const __attribute__((pure, cold));
};

/* A movement: bike unit_id goes to next_vertex (a neighbour of its vertex), using its item
 * first if use_bonus. */
struct Movement {
    int unit_id;
    int next_vertex;
    bool use_bonus;

    Movement(int unit_id_) : unit_id(unit_id_), next_vertex(-99), use_bonus(false) {}
    Movement(int unit_id_, int next_vertex_, bool use_bonus_ = false)
        : unit_id(unit_id_), next_vertex(next_vertex_), use_bonus(use_bonus_)
    {
    }
};

/* Your commands of this round. */
class Action {
  public:
    Action() {}
    /* Records a movement; false (and a warning) for a second one for the same bike. */
    bool command(const Movement &m);

  protected:
    arena_capi::tron *arena_turn_ = nullptr;
};

/* The class your player derives from. */
class Player : public Board, public Action {
  public:
    /* Your player number. */
    int me() const { return arena_me_; }

    /* Your play, once a round. */
    virtual void play() {}

    /* arena's, for debugging (see tron.h): marks a vertex, or draws a line between two,
     * over the board the viewer shows for this round; at most 64 marks a round. */
    void debug_mark(int vertex, unsigned colour, const char *text = nullptr);
    void debug_line(int from, int to, unsigned colour, const char *text = nullptr);

    Player();
    virtual ~Player() {}

    /* For the engine (engine/rulebook.hh). */
    void arena_bind(void *turn);

  private:
    int arena_me_ = -1;
};

/* The version of this header's interface, with tron.h's (the same player side). */
#define TRON_RULEBOOK_ABI "tron 2"

/* Registers the player class x (at most 12 characters, unique). */
#define RegisterPlayer(x) ARENA_RULEBOOK_REGISTER(x, TRON_RULEBOOK_ABI, Player)

#endif
