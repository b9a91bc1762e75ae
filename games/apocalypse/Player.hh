/* Player.hh — Apocalypse Now's player API as the rule book gives it (ApocalypseNow2018 3.0),
 * in C++: the second way to write a player, beside apocalypse.h in C.
 *
 * Copy AINull.cc to AIYourName.cc, change `#define PLAYER_NAME`, and write play():
 *
 *     #include "Player.hh"
 *     #define PLAYER_NAME Kurtz
 *
 *     struct PLAYER_NAME : public Player {
 *         static Player* factory () { return new PLAYER_NAME; }   // do not modify
 *         // attributes: what your player keeps between rounds (no global variables)
 *         virtual void play () { ... }                             // once a round
 *     };
 *     RegisterPlayer(PLAYER_NAME);                                 // do not modify
 *
 * Names, types, constants, defaults and warnings are the original kit's (Structs.hh,
 * Settings.hh, State.hh, Random.hh, Action.hh, Player.hh): a player written for it
 * compiles and plays the same match here. The rules are in apocalypse.h and the rule
 * book. Every call works on the state of the current round; commands take effect once
 * all four players have played it. Your object is made (factory()) before your first
 * round and deleted after the last one.
 */
#ifndef Player_hh
#define Player_hh

#include <cassert>
#include <cstdlib>
#include <string.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <queue>
#include <set>
#include <sstream>
#include <stack>
#include <string>
#include <vector>

#include "rulebook.hh"

using namespace std;

/* ---- Utils -------------------------------------------------------------------------- */

/* Assert with message. */
#define _my_assert(b, s)                                                                                     \
    {                                                                                                        \
        if (not(b)) {                                                                                        \
            cerr << "error: " << s << endl;                                                                  \
            assert(b);                                                                                       \
        }                                                                                                    \
    }

/* Marks code that cannot be reached. */
#define _unreachable()                                                                                       \
    {                                                                                                        \
        _my_assert(false, "Unreachable code reached.");                                                      \
    }

inline string int_to_string(int i)
{
    ostringstream oss;
    oss << i;
    return oss.str();
}

inline string double_to_string(double d)
{
    ostringstream oss;
    oss << d;
    return oss.str();
}

inline int string_to_int(const string &s)
{
    istringstream iss(s);
    int i;
    iss >> i;
    return i;
}

/* ---- Structs ------------------------------------------------------------------------ */

/* Land. */
const int FOREST = 1;
const int GRASS = 2;
const int WATER = 3;
const int MOUNTAIN = 4;

/* Units. */
const int SOLDIER = 1;
const int HELICOPTER = 2;

/* Instructions to a helicopter. */
const int FORWARD1 = 1;
const int FORWARD2 = 2;
const int COUNTER_CLOCKWISE = 3;
const int CLOCKWISE = 4;
const int NAPALM = 5;

struct Position {
    int i, j;

    Position() {}                        /* uninitialised */
    Position(int i, int j) : i(i), j(j) {}
    Position(int) : i(0), j(0) {}        /* the origin */

    bool operator!=(const Position &p) const { return i != p.i or j != p.j; }
};

struct Post {
    int player;   /* its owner, -1 if nobody */
    Position pos;
    int value;    /* HIGH_VALUE or LOW_VALUE */

    Post() {}
    Post(int player, int i, int j, int v) : player(player), pos(Position(i, j)), value(v) {}
    Post(int) : player(0), pos(0), value(0) {}
    /* (the kit's copy constructor copies each field: the implicit one does the same, and
     * lets a vector of posts be copied in one block) */
    bool operator!=(const Post &p) const { return player != p.player or pos != p.pos or value != p.value; }
};

/* A soldier or a helicopter. */
struct Data {
    int id;
    int type;        /* SOLDIER or HELICOPTER */
    int player;      /* 0..3 */
    Position pos;    /* a helicopter's centre */
    int life;        /* a soldier's life points; -1 for a helicopter */
    int orientation; /* a helicopter's heading: 0 south, 1 east, 2 north, 3 west; -1 for a soldier */
    int napalm;      /* rounds before a helicopter's napalm is ready again; -1 for a soldier */
    /* A helicopter's parachuters: the rounds each has left, increasing (empty for a soldier). */
    vector<int> parachuters;

    Data(int id, int type, int player, int i, int j, int life, int orientation, int napalm,
         const vector<int> &parachuters)
        : id(id), type(type), player(player), pos(i, j), life(life), orientation(orientation), napalm(napalm),
          parachuters(parachuters)
    {
    }
    Data() : id(0), type(0), player(0), pos(0), life(0), orientation(0), napalm(0), parachuters() {}
    bool operator!=(const Data &d) const
    {
        return id != d.id or type != d.type or player != d.player or pos != d.pos or life != d.life or
               orientation != d.orientation or napalm != d.napalm or parachuters != d.parachuters;
    }
};

/* What data() returns for an unknown id. */
inline const Data NUL(-1, -1, -1, -1, -1, -1, -1, -1, vector<int>());

/* ---- The game, as one player sees it in one round ------------------------------------- */

namespace arena_capi {
struct apocalypse;
}

class Settings {
  public:
    static const int NUM_PLAYERS = 4;     /* players */
    static const int GAME_ROUNDS = 200;   /* rounds of a match */
    static const int MAX = 60;            /* rows and columns of the board */
    static const int NUM_SOLDIERS = 20;   /* initial soldiers per player */
    static const int NUM_HELICOPTERS = 2; /* helicopters per player */
    static const int NUM_POSTS = 16;      /* posts in all */
    static const int LIFE = 100;          /* initial life points of a soldier */
    static const int FOREST_DAMAGE = 20;  /* least damage of an attack on forest (most: twice) */
    static const int GRASS_DAMAGE = 50;   /* least damage of an attack on grass (most: twice) */
    static const int ROUNDS_NAPALM = 30;  /* rounds before napalm is ready again */
    static const int REACH = 2;           /* napalm covers (2 REACH + 1)^2 cells */
    static const int FOREST_BURNS = 10;   /* rounds a forest cell burns */
    static const int OTHER_BURNS = 5;     /* rounds any other cell burns */
    static const int PROB_FIRE = 10;      /* percent: fire spreading */
    static const int ROUNDS_JUMP = 20;    /* rounds a parachuter may wait */
    static const int MAX_JUMP = 4;        /* jumps per player and round */
    static const int HIGH_VALUE = 100;    /* the most valuable posts */
    static const int LOW_VALUE = 50;      /* the others */

    static string version() { return "ApocalypseNow2018 3.0"; }
    int nb_players() const { return NUM_PLAYERS; }
    int nb_rounds() const { return GAME_ROUNDS; }
    bool player_ok(int pl) const { return pl >= 0 and pl < NUM_PLAYERS; }
    bool pos_ok(int i, int j) const { return i >= 0 and i < MAX and j >= 0 and j < MAX; }
    bool pos_ok(const Position &p) const { return pos_ok(p.i, p.j); }
};

/* The state of the current round. A query on a position off the board warns and returns
 * -1; one on a bad player warns and returns an empty vector, or -1. A copy (State, Info)
 * keeps the round it was made in. */
class State {
  public:
    State() = default;
    State(const State &s) { arena_copy(s); }
    /* (arena_copy() sees the other turn: the per-round caches stay, marked stale) */
    // cppcheck-suppress operatorEqVarError
    State &operator=(const State &s)
    {
        if (this != &s)
            arena_copy(s);
        return *this;
    }

    int round() const { return arena_round_; }
    /* FOREST, GRASS, WATER or MOUNTAIN. */
    int what(int i, int j) const
    {
        return unsigned(i) < unsigned(Settings::MAX) and unsigned(j) < unsigned(Settings::MAX)
                   ? arena_land_[i * Settings::MAX + j]
                   : arena_off("what", i, j);
    }
    /* Rounds the fire at (i, j) burns on, 0 if none. */
    int fire_time(int i, int j) const
    {
        return unsigned(i) < unsigned(Settings::MAX) and unsigned(j) < unsigned(Settings::MAX)
                   ? arena_fire_[i * Settings::MAX + j]
                   : arena_off("fire_time", i, j);
    }
    /* The soldier at (i, j), 0 if none. */
    int which_soldier(int i, int j) const { return arena_cell(arena_soldier_id_, 1, "which_soldier", i, j); }
    /* The helicopter centred at (i, j), 0 if none. */
    int which_helicopter(int i, int j) const { return arena_cell(arena_heli_id_, 2, "which_helicopter", i, j); }
    /* -1 unconquered, -2 no post here. */
    int post_owner(int i, int j) const { return arena_cell(arena_post_owner_, 4, "post_owner", i, j); }
    /* -2 no post here. */
    int post_value(int i, int j) const { return arena_cell(arena_post_value_, 4, "post_value", i, j); }
    /* pl's soldiers, increasing ids. */
    vector<int> soldiers(int pl) const { return arena_list(pl, 0, "soldiers"); }
    /* pl's helicopters, increasing ids. */
    vector<int> helicopters(int pl) const { return arena_list(pl, 1, "helicopters"); }
    /* All of them. */
    vector<Post> posts() const
    {
        if (arena_lists_gen_ != arena_gen_)
            arena_make_lists();
        return arena_posts_;
    }
    /* NUL (and a warning) for an unknown id. The kit returns a copy; the reference (valid
     * this round) reads the same without copying. */
    const Data &data(int id) const
    {
        if (*arena_built_ & 8) // this round's id table (turn.h: AP_IX_IDS, AP_ID_HASH)
            for (unsigned k = unsigned(id) & 255; arena_hash_id_[k]; k = (k + 1) & 255)
                if (arena_hash_id_[k] == id) {
                    int slot = arena_hash_slot_[k];
                    if (arena_data_gen_[slot] == arena_gen_)
                        return arena_data_[slot];
                    break;
                }
        return arena_data(id);
    }
    int total_score(int pl) const;
    /* Fraction of its CPU budget pl has used (0 in a local match), -1 once frozen. */
    double status(int pl) const;

  protected:
    arena_capi::apocalypse *arena_turn_ = nullptr;
    const unsigned char *arena_land_ = nullptr, *arena_fire_ = nullptr;
    int arena_round_ = 0;
    /* The turn's per-round tables (turn.h, struct ap_index), built on first use: the
     * queries on a cell are loads, inline, as the kit's are. */
    const int *arena_built_ = nullptr;
    const int *arena_soldier_id_ = nullptr, *arena_heli_id_ = nullptr;
    const signed char *arena_post_owner_ = nullptr, *arena_post_value_ = nullptr;
    /* data()'s Data of each unit slot, made on first use in the round of arena_gen_. */
    const int *arena_hash_id_ = nullptr;
    const unsigned char *arena_hash_slot_ = nullptr;
    mutable vector<Data> arena_data_;
    mutable vector<unsigned> arena_data_gen_;
    /* The kit copies vectors it keeps: so do these, made once in the round of
     * arena_lists_gen_. */
    mutable vector<int> arena_lists_[Settings::NUM_PLAYERS][2]; /* soldiers, helicopters */
    mutable vector<Post> arena_posts_;
    mutable unsigned arena_lists_gen_ = 0;
    void arena_make_lists() const;
    vector<int> arena_list(int pl, int kind, const char *query) const
    {
        if (unsigned(pl) < unsigned(Settings::NUM_PLAYERS)) {
            if (arena_lists_gen_ != arena_gen_)
                arena_make_lists();
            return arena_lists_[pl][kind];
        }
        arena_bad_player(query, pl);
        return vector<int>();
    }
    void arena_bad_player(const char *query, int pl) const;
    unsigned arena_gen_ = 0;
    const Data &arena_data(int id) const;
    template <class T> int arena_cell(const T *table, int bit, const char *query, int i, int j) const
    {
        if (unsigned(i) < unsigned(Settings::MAX) and unsigned(j) < unsigned(Settings::MAX)) {
            if (not(*arena_built_ & bit))
                arena_build(bit);
            return table[i * Settings::MAX + j];
        }
        return arena_off(query, i, j);
    }
    void arena_build(int bits) const;
    std::shared_ptr<arena_capi::apocalypse> arena_own_; /* a copy's own turn, shared by its copies */
    void arena_see(arena_capi::apocalypse *turn);
    void arena_copy(const State &s);
    int arena_off(const char *query, int i, int j) const;
};

class Info : public Settings, public State {
  public:
    /* The board characters of the land kinds, by kind: ':' forest, '.' grass, 'O' water,
     * 'X' mountain. */
    static constexpr char code[5] = {' ', ':', '.', 'O', 'X'};
};

/* Your own generator, the only source of randomness (seeded with seed + me() + 1). */
class Random_generator {
  public:
    /* A random integer in [l..u]; l if l > u or if u - l + 1 > 10^6. */
    int random(int l, int u);
    /* A random permutation of [0..n-1]; empty unless 0 <= n <= 10^6. */
    vector<int> random_permutation(int n);

  protected:
    arena_capi::apocalypse *arena_turn_ = nullptr;
};

/* Your orders of this round: a refused one is a warning that says why. */
class Action {
  public:
    /* Soldier id moves to (or attacks) (i, j), one of its 8 neighbours (or its own cell). */
    void command_soldier(int id, int i, int j);
    /* Helicopter id does FORWARD1, FORWARD2, COUNTER_CLOCKWISE, CLOCKWISE or NAPALM. */
    void command_helicopter(int id, int instruction);
    /* A parachuter of one of your helicopters whose 5x5 square holds (i, j) jumps there;
     * at most MAX_JUMP a round. */
    void command_parachuter(int i, int j);

  protected:
    arena_capi::apocalypse *arena_turn_ = nullptr;
};

/* The class your player derives from. */
class Player : public Info, public Random_generator, public Action {
  public:
    /* Your play, once a round. */
    virtual void play() {}

    /* Your player number, 0..3. */
    int me() const { return arena_me_; }

    /* arena's, for debugging (see apocalypse.h): marks a cell, or draws a line between
     * two, over the board the viewer shows for this round; at most 64 marks a round. */
    void debug_mark(Position p, unsigned colour, const char *text = nullptr);
    void debug_line(Position a, Position b, unsigned colour, const char *text = nullptr);

    Player();
    virtual ~Player() {}

    /* For the engine (engine/rulebook.hh). */
    void arena_bind(void *turn);

  private:
    int arena_me_ = -1;
};

/* The version of this header's interface, with apocalypse.h's (the same player side). */
#define APOCALYPSE_RULEBOOK_ABI "apocalypse 4"

/* Registers the player class x (at most 12 characters, unique). */
#define RegisterPlayer(x) ARENA_RULEBOOK_REGISTER(x, APOCALYPSE_RULEBOOK_ABI, Player)

#endif
