/* Player.hh — Mad Max Revisited's player API as the rule book gives it (mad_max_2020 v1),
 * in C++: the second way to write a player, beside revisited.h in C.
 *
 * Copy AINull.cc to AIYourName.cc, change `#define PLAYER_NAME`, and write play():
 *
 *     #include "Player.hh"
 *     #define PLAYER_NAME Furiosa
 *
 *     struct PLAYER_NAME : public Player {
 *         static Player* factory () { return new PLAYER_NAME; }   // do not modify
 *         // attributes: what your player keeps between rounds (no global variables)
 *         virtual void play () { ... }                             // once a round
 *     };
 *     RegisterPlayer(PLAYER_NAME);                                 // do not modify
 *
 * Names, types, defaults and warnings are the original kit's (Utils.hh, Board.hh,
 * Action.hh, Player.hh): a player written for it compiles and plays the same match here.
 * The rules are in revisited.h and the rule book. Where the original kit stopped the
 * whole game (a row off the board in cell(), a bad car id in car(), a bad player in
 * score()), arena warns and gives a default instead (revisited.h). Every call works on the
 * state of the current round; instructions take effect once all four players have played
 * it. Your object is made (factory()) before your first round and deleted after the last.
 */
#ifndef Player_hh
#define Player_hh

#include <cassert>
#include <cerrno>
#include <complex>
#include <cstdlib>
#include <time.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <queue>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "rulebook.hh"

using namespace std;

/* ---- Utils -------------------------------------------------------------------------- */

typedef int Player_Id;
typedef int Car_Id;
typedef int Missile_Id;

/* Positions and directions: (row, column). */
typedef complex<int> Pos;
typedef complex<int> Dir;

/* The nine directions a car may take, as (drow, dcol). */
const Dir UP = {-1, 1};
const Dir DEFAULT = {0, 1};
const Dir DOWN = {1, 1};
const Dir SLOW_UP = {-1, 0};
const Dir SLOW = {0, 0};
const Dir SLOW_DOWN = {1, 0};
const Dir FAST_UP = {-1, 2};
const Dir FAST = {0, 2};
const Dir FAST_DOWN = {1, 2};

inline int first(complex<int> x) { return x.real(); }   /* the row */
inline int second(complex<int> x) { return x.imag(); }  /* the column */

inline bool dir_ok(Dir d)
{
    return d == UP or d == DEFAULT or d == DOWN or d == SLOW_UP or d == SLOW or d == SLOW_DOWN or d == FAST_UP or
           d == FAST or d == FAST_DOWN;
}

/* Order of directions, for maps. */
struct Cmp {
    bool operator()(Dir a, Dir b) const { return make_pair(first(a), second(a)) < make_pair(first(b), second(b)); }
};

/* The cells a move in each direction passes, as offsets from the start, in the order the
 * rules visit them, the destination last (empty for SLOW). */
extern const map<Dir, vector<Dir>, Cmp> dir2all;

/* A generator of the kit's kind (Park and Miller's "minimal standard", multiplier 48271). */
class Random_generator {
  public:
    void srandomize(int s = 123456789);
    int randomize();             /* 0 .. 2^31 - 3 */
    int randomize(int l, int u); /* l + randomize() % (u - l + 1) */

  private:
    long rnd_seed = 1;
};

/* s.contains(x), before C++20 (the original kit's). */
#define contains count

/* Assert that stops the program. */
#define my_assert(X)                                                                                         \
    if (not(X)) {                                                                                            \
        cerr << "Failed assertion '" << #X << "' in file " << __FILE__ << ", line " << __LINE__ << "\n";     \
        exit(1);                                                                                             \
    }

/* ---- Action (types) ----------------------------------------------------------------- */

enum IType { UNDEFINED, MOVE, SHOOT };

inline char i2c(IType a)
{
    return a == MOVE ? 'm' : a == SHOOT ? 's' : 'u';
}

inline IType c2i(char c)
{
    return c == 'm' ? MOVE : c == 's' ? SHOOT : UNDEFINED;
}

struct Instruction {
    Car_Id cid;
    IType type;
    Dir dir;
};

/* ---- Board -------------------------------------------------------------------------- */

enum CType { EMPTY, TYRE, CAR, MISSILE, WATER_BONUS, MISSILE_BONUS, GAS_BONUS };

inline ostream &operator<<(ostream &ost, CType t)
{
    static const char *const names[] = {"EMPTY", "TYRE", "CAR", "MISSILE", "WATER_BONUS", "MISSILE_BONUS", "GAS_BONUS"};
    if (t >= EMPTY and t <= GAS_BONUS)
        ost << names[t];
    return ost;
}

struct Cell {
    CType type;
    Car_Id cid;     /* the car's id if type is CAR, -1 otherwise */
    Missile_Id mid; /* the missile's id if type is MISSILE, -1 otherwise */
};

struct Car {
    Car_Id cid;
    Pos pos;
    int nb_miss; /* missiles in stock */
    int gas;
    bool alive;
    int time;    /* a dead car: rounds before it may regenerate; 0 when alive */
};

struct Missile {
    Missile_Id mid;
    Car_Id cid;  /* the car that shot it */
    Pos pos;
};

namespace arena_capi {
struct revisited;
}

/* The match as one player sees it in the current round. A copy keeps the round it was
 * made in, and a generator of its own (where yours was). */
class Board {
  public:
    Board() {}
    Board(const Board &b) { arena_copy(b); }
    /* (arena_copy() sees the other turn: the per-round caches stay, marked stale) */
    // cppcheck-suppress operatorEqVarError
    Board &operator=(const Board &b)
    {
        if (this != &b)
            arena_copy(b);
        return *this;
    }

    /* The settings and queries are inline over the turn's view, as the kit's are over
     * its board (cell(), car() and within_window() are hot paths). */
    int number_players() const { return 4; }
    int number_rounds() const { return arena_set_[0]; }
    int number_rows() const { return arena_set_[1]; }
    int number_universe_columns() const { return arena_set_[2]; }
    int number_window_columns() const { return arena_set_[3]; }
    int number_cars_per_player() const { return arena_set_[4]; }
    int number_cars() const { return 4 * arena_set_[4]; }
    int number_rounds_to_regenerate() const { return arena_set_[5]; }
    int number_missile_bonuses() const { return arena_set_[6]; }
    int number_water_bonuses() const { return arena_set_[7]; }
    int number_gas_bonuses() const { return arena_set_[8]; }
    int bonus_missiles() const { return arena_set_[9]; }
    int bonus_gas() const { return arena_set_[10]; }
    int water_points() const { return arena_set_[11]; }
    int kill_points() const { return arena_set_[12]; }
    int initial_gas() const { return arena_set_[13]; }

    /* The row is on the board. */
    bool within_universe(const Pos &p) const { return unsigned(first(p)) < unsigned(arena_set_[1]); }
    /* ... and the column in round r's window. */
    bool within_window(const Pos &p, int r) const
    {
        if (not within_universe(p))
            return false;
        long long u = arena_set_[2], j = ((long long)second(p) - r) % u;
        return (j < 0 ? j + u : j) < arena_set_[3];
    }
    bool car_ok(Car_Id c) const { return unsigned(c) < unsigned(number_cars()); }
    bool player_ok(Player_Id p) const { return unsigned(p) < 4u; }
    Player_Id player_of(Car_Id c) const { return car_ok(c) ? c / arena_set_[4] : arena_bad_car("player_of", c); }
    Car_Id begin(Player_Id p) const { return p * arena_set_[4]; } /* the first car of player p */
    Car_Id end(Player_Id p) const { return (p + 1) * arena_set_[4]; } /* one past its last */

    int round() const { return arena_round_; }
    /* Any column (taken mod the universe's). */
    Cell cell(const Pos &p) const
    {
        if (not within_universe(p))
            return arena_no_cell(p);
        int u = arena_set_[2], j = second(p) % u, c = first(p) * u + (j < 0 ? j + u : j);
        CType t = CType(arena_type_[c]);
        if (t != CAR and t != MISSILE)
            return {t, -1, -1};
        if (not *arena_indexed_)
            arena_index();
        return {t, t == CAR ? arena_id_at_[c] : -1, t == MISSILE ? arena_id_at_[c] : -1};
    }
    Car car(Car_Id c) const
    {
        if (not car_ok(c))
            return arena_no_car(c);
        if (arena_cars_gen_ != arena_gen_)
            arena_make_cars();
        return arena_cars_[c];
    }
    map<Missile_Id, Missile> missiles() const
    {
        if (arena_missiles_gen_ != arena_gen_)
            arena_make_missiles();
        return arena_missiles_;
    }
    int score(Player_Id p) const { return player_ok(p) ? arena_score_[p] : arena_bad_player("score", p, -1); }
    /* Fraction of its CPU budget p has used (0 in a local match), -1 once frozen. */
    double status(Player_Id p) const { return player_ok(p) ? arena_status_[p] : arena_bad_player("status", p, -2); }

    /* Your own generator (seeded with seed + me(), then every round with a draw of itself). */
    int randomize(void);
    int randomize(int l, int u);

  protected:
    arena_capi::revisited *arena_turn_ = nullptr;
    std::shared_ptr<arena_capi::revisited> arena_own_; /* a copy's own turn */
    void arena_copy(const Board &b);
    void arena_see(arena_capi::revisited *turn);

  private:
    int arena_set_[14] = {}; /* rounds, rows, columns, window, cars per player, ... */
    int arena_round_ = 0;
    const unsigned char *arena_type_ = nullptr;
    const bool *arena_indexed_ = nullptr; /* the turn's arena_id_at_ is built */
    const int *arena_id_at_ = nullptr;
    const int *arena_score_ = nullptr;
    const double *arena_status_ = nullptr;
    /* The kit copies cars and missiles out of what it keeps: so does this, made on first
     * use in the round of arena_gen_ (a new turn, or a copy). */
    unsigned arena_gen_ = 0;
    mutable unsigned arena_cars_gen_ = 0, arena_missiles_gen_ = 0;
    mutable vector<Car> arena_cars_;
    mutable map<Missile_Id, Missile> arena_missiles_;
    void arena_index() const;
    void arena_make_cars() const;
    void arena_make_missiles() const;
    Cell arena_no_cell(const Pos &p) const;
    Car arena_no_car(Car_Id c) const;
    int arena_bad_car(const char *query, Car_Id c) const;
    int arena_bad_player(const char *query, Player_Id p, int result) const;
};

/* Your instructions of this round: refused (a warning says why) unless c is one of your
 * cars, d a direction, and c has no instruction yet this round. */
class Action {
  public:
    Action() {}
    /* Car c moves in direction d. */
    void move(Car_Id c, Dir d);
    /* Car c shoots a missile (and moves DEFAULT). */
    void shoot(Car_Id c);

  protected:
    arena_capi::revisited *arena_turn_ = nullptr;

  private:
    void arena_instruct(Car_Id c, int type, Dir d);
};

/* The class your player derives from. */
class Player : public Board, public Action {
  public:
    /* Your player number, 0..3. */
    int me() const { return arena_me_; }

    /* Your play, once a round. */
    virtual void play() {}

    /* arena's, for debugging (see revisited.h): marks a cell, or draws a line between
     * two, over the board the viewer shows for this round; at most 64 marks a round. */
    void debug_mark(Pos p, unsigned colour, const char *text = nullptr);
    void debug_line(Pos a, Pos b, unsigned colour, const char *text = nullptr);

    Player();
    virtual ~Player() {}

    /* For the engine (engine/rulebook.hh). */
    void arena_bind(void *turn);

  private:
    int arena_me_ = -1;
};

/* The version of this header's interface, with revisited.h's (the same player side). */
#define REVISITED_RULEBOOK_ABI "revisited 2"

/* Registers the player class x (at most 12 characters, unique). */
#define RegisterPlayer(x) ARENA_RULEBOOK_REGISTER(x, REVISITED_RULEBOOK_ABI, Player)

#endif
