/* Player.hh — Mad Max's player API as the rule book gives it (version 1.6 of the rules), in
 * C++: the second way to write a player, beside madmax.h in C.
 *
 * Copy AINull.cc to AIYourName.cc, change `#define PLAYER_NAME`, and write play():
 *
 *     #include "Player.hh"
 *     #define PLAYER_NAME Rockatansky
 *
 *     struct PLAYER_NAME : public Player {
 *         static Player* factory () { return new PLAYER_NAME; }   // do not modify
 *         // attributes: what your player keeps between rounds (no global variables)
 *         virtual void play () { ... }                             // once a round
 *     };
 *     RegisterPlayer(PLAYER_NAME);                                 // do not modify
 *
 * Names, types, defaults and warnings are the original kit's (Structs.hh, Settings.hh,
 * State.hh, Info.hh, Random.hh, Action.hh, Player.hh): a player written for it compiles
 * and plays the same match here. The rules are in madmax.h and the rule book. Every call
 * works on the state of the current round; commands take effect once all four players
 * have played it. Your object is made (factory()) before your first round and deleted
 * after the last one.
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
            cerr << "ERROR: " << s << endl;                                                                  \
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

inline int string_to_int(const string &s)
{
    istringstream iss(s);
    int i;
    iss >> i;
    return i;
}

/* ---- Structs ------------------------------------------------------------------------ */

/* Directions, in circular order: Bottom is +i (down a row), Right is +j. */
enum Dir { Bottom, BR, Right, RT, Top, TL, Left, LB, None, DirSize };

inline bool dir_ok(Dir dir)
{
    return dir >= Bottom and dir <= None;
}

struct Pos {
    int i, j;

    Pos() : i(0), j(0) {}
    Pos(int i, int j) : i(i), j(j) {}

    friend ostream &operator<<(ostream &os, const Pos &p) { return os << "(" << p.i << ", " << p.j << ")"; }
    friend bool operator==(const Pos &a, const Pos &b) { return a.i == b.i and a.j == b.j; }
    friend bool operator!=(const Pos &a, const Pos &b) { return not(a == b); }
    /* Row-major order, for sorting and as a key. */
    friend bool operator<(const Pos &a, const Pos &b) { return a.i != b.i ? a.i < b.i : a.j < b.j; }

    /* Moves the position one cell in direction d (None, or no direction: stays). */
    Pos &operator+=(Dir d)
    {
        switch (d) {
        case Bottom: ++i; break;
        case BR: ++i; ++j; break;
        case Right: ++j; break;
        case RT: --i; ++j; break;
        case Top: --i; break;
        case TL: --i; --j; break;
        case Left: --j; break;
        case LB: ++i; --j; break;
        default: break;
        }
        return *this;
    }
    Pos operator+(Dir d) const
    {
        Pos p = *this;
        return p += d;
    }
    Pos &operator+=(Pos p)
    {
        i += p.i;
        j += p.j;
        return *this;
    }
    Pos operator+(Pos p) const
    {
        Pos q = *this;
        return q += p;
    }
};

enum CellType { Desert, Road, City, Water, Station, Wall, CellTypeSize };

struct Cell {
    CellType type; /* the kind of cell */
    int owner;     /* for a city cell, the player that owns it; -1 otherwise */
    int id;        /* the unit on the cell, -1 if none */

    Cell() : type(Desert), owner(-1), id(-1) {}
    Cell(CellType t, int ow, int id) : type(t), owner(ow), id(id) {}
};

enum UnitType { Warrior, Car, UnitTypeSize };

inline bool ut_ok(UnitType u)
{
    return u == Warrior or u == Car;
}

inline char ut2char(UnitType u)
{
    if (u == Warrior)
        return 'w';
    if (u == Car)
        return 'c';
    _unreachable();
}

inline UnitType char2ut(char c)
{
    if (c == 'w')
        return Warrior;
    if (c == 'c')
        return Car;
    _unreachable();
}

struct Unit {
    UnitType type; /* Warrior or Car */
    int id;        /* the unit's id, for the whole match */
    int player;    /* its owner */
    int food;      /* a warrior's food; a car's fuel */
    int water;     /* a warrior's water; 0 for a car */
    Pos pos;

    Unit() : type(Warrior), id(-1), player(-1), food(0), water(0), pos(0, 0) {}
    Unit(UnitType t, int id, int pl, int f, int w, Pos p = Pos(0, 0))
        : type(t), id(id), player(pl), food(f), water(w), pos(p)
    {
    }
};

/* ---- The game, as one player sees it in one round ------------------------------------- */

namespace arena_capi {
struct madmax;
}

/* What never changes during a match. */
class Settings {
  public:
    static string version() { return "Mad_Max 1.6"; }
    int nb_players() const { return arena_set_[0]; }      /* 4 */
    int nb_rounds() const { return arena_set_[1]; }       /* 500 */
    int nb_cities() const { return arena_set_[2]; }       /* 8 */
    int nb_warriors() const { return arena_set_[3]; }     /* 20, initial warriors per player */
    int nb_cars() const { return arena_set_[4]; }         /* 3, initial cars per player */
    int warriors_health() const { return arena_set_[5]; } /* 40, initial (and most) food and water */
    int cars_fuel() const { return arena_set_[6]; }       /* 100, initial (and most) fuel */
    int damage() const { return arena_set_[7]; }          /* 6 */
    int rows() const { return arena_set_[8]; }            /* 60 */
    int cols() const { return arena_set_[9]; }            /* 60 */
    bool player_ok(int pl) const { return pl >= 0 and pl < nb_players(); }
    bool pos_ok(int i, int j) const { return i >= 0 and i < rows() and j >= 0 and j < cols(); }
    bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

  protected:
    arena_capi::madmax *arena_turn_ = nullptr;
    int arena_set_[10] = {}; /* the match's settings, in the order above */
    void arena_see(arena_capi::madmax *turn);
};

/* The state of the current round. A copy (State, Info) keeps the round it was made in. */
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
    /* The cell at p; off the board: a warning and Cell() (Desert, -1, -1). */
    Cell cell(Pos p) const
    {
        if (unsigned(p.i) >= unsigned(arena_rows_) or unsigned(p.j) >= unsigned(arena_cols_))
            return arena_no_cell(p);
        int k = p.i * arena_cols_ + p.j;
        return Cell(CellType(arena_type_[k]), arena_owner_[k], arena_unit_at_[k]);
    }
    Cell cell(int i, int j) const { return cell(Pos(i, j)); }
    int nb_units() const { return arena_nb_units_; } /* 92: unit ids are 0 .. nb_units() - 1 */
    /* Unit id; a bad id: a warning and Unit(). */
    Unit unit(int id) const
    {
        if (unsigned(id) < unsigned(arena_nb_units_))
            return arena_units()[id];
        return arena_no_unit(id);
    }
    /* Cities pl owns now; -1 (and a warning) for a bad pl. */
    int num_cities(int pl) const
    {
        return unsigned(pl) < 4u ? arena_num_cities_[pl] : arena_bad_player("score", pl, -1);
    }
    /* -1 (and a warning) for a bad pl. */
    int total_score(int pl) const
    {
        return unsigned(pl) < 4u ? arena_total_score_[pl] : arena_bad_player("total score", pl, -1);
    }
    /* Fraction of its CPU budget pl has used (0 in a local match), -1 once frozen; -2
     * (and a warning) for a bad pl. */
    double status(int pl) const
    {
        return unsigned(pl) < 4u ? arena_status_[pl] : arena_bad_player("status", pl, -2);
    }
    vector<int> warriors(int pl) const { return arena_list(pl, 0, "warriors"); } /* increasing ids */
    vector<int> cars(int pl) const { return arena_list(pl, 1, "cars"); }         /* increasing ids */
    /* Whether unit id may move this round: its player's round (round() % 4), or a car
     * with fuel on a road. */
    bool can_move(int id) const
    {
        if (unsigned(id) >= unsigned(arena_nb_units_))
            return false;
        const Unit &u = arena_units()[id];
        return u.player == arena_round_ % 4 or
               (u.type == Car and u.food > 0 and arena_type_[u.pos.i * arena_cols_ + u.pos.j] == Road);
    }

  protected:
    arena_capi::madmax *arena_turn_ = nullptr;
    /* The round's cells, read where the view holds them (cell() is a hot path). */
    const unsigned char *arena_type_ = nullptr;
    const signed char *arena_owner_ = nullptr;
    const short *arena_unit_at_ = nullptr;
    int arena_rows_ = 0, arena_cols_ = 0, arena_round_ = 0;
    std::shared_ptr<arena_capi::madmax> arena_own_; /* a copy's own turn, shared by its copies */
    int arena_nb_units_ = 0;
    const int *arena_num_cities_ = nullptr, *arena_total_score_ = nullptr;
    const double *arena_status_ = nullptr;
    /* The kit keeps units and lists in vectors it copies from: so does this, made on first
     * use in the round of arena_gen_ (a new turn or copy). */
    unsigned arena_gen_ = 0;
    mutable unsigned arena_units_gen_ = 0, arena_lists_gen_ = 0;
    mutable vector<Unit> arena_units_;
    mutable vector<int> arena_lists_[4][2]; /* [player][warriors, cars] */
    const Unit *arena_units() const
    {
        if (arena_units_gen_ != arena_gen_)
            arena_make_units();
        return arena_units_.data();
    }
    vector<int> arena_list(int pl, int kind, const char *query) const
    {
        if (unsigned(pl) < 4u) {
            if (arena_lists_gen_ != arena_gen_)
                arena_make_lists();
            return arena_lists_[pl][kind];
        }
        arena_bad_player(query, pl, 0);
        return vector<int>();
    }
    void arena_make_units() const;
    void arena_make_lists() const;
    int arena_bad_player(const char *query, int pl, int result) const;
    Unit arena_no_unit(int id) const;
    void arena_see(arena_capi::madmax *turn);
    void arena_copy(const State &s);
    Cell arena_no_cell(Pos p) const;
};

class Info : public Settings, public State {
  public:
    /* The cell a board character stands for ('.', 'R', 'W', 'S', 'X', '0'..'3'). */
    static Cell char2cell(char c)
    {
        Cell cell;
        switch (c) {
        case '0': case '1': case '2': case '3': cell.type = City; cell.owner = c - '0'; break;
        case '.': break;
        case 'R': cell.type = Road; break;
        case 'W': cell.type = Water; break;
        case 'S': cell.type = Station; break;
        case 'X': cell.type = Wall; break;
        default: _my_assert(false, string(1, c) + " in grid definition.");
        }
        return cell;
    }
};

/* Your own generator, the only source of randomness (seeded with seed + me() + 1). */
class Random_generator {
  public:
    /* A random integer in [l..u]; l if l > u or if u - l + 1 > 10^6. */
    int random(int l, int u);
    /* A random permutation of [0..n-1]; empty unless 0 <= n <= 10^6. */
    vector<int> random_permutation(int n);

  protected:
    arena_capi::madmax *arena_turn_ = nullptr;
};

/* A movement: unit id goes one cell in direction dir. */
struct Movement {
    int id;
    Dir dir;

    Movement(int id, Dir dir) : id(id), dir(dir) {}
};

/* Your orders of this round. */
class Action {
  public:
    /* Unit m.id moves in direction m.dir. A second order for one unit is ignored (with a
     * warning); ownership, direction and whether it may move are checked after the round.
     * Every call counts: more than 1000 in a round freeze your player. */
    void command(Movement m);
    void command(int id, Dir dir) { command(Movement(id, dir)); }

  protected:
    arena_capi::madmax *arena_turn_ = nullptr;
};

/* The class your player derives from. */
class Player : public Info, public Random_generator, public Action {
  public:
    /* Your play, once a round. */
    virtual void play() {}

    /* Your player number, 0..3. */
    int me() const { return arena_me_; }

    /* arena's, for debugging (see madmax.h): marks a cell, or draws a line between two,
     * over the board the viewer shows for this round; at most 64 marks a round. */
    void debug_mark(Pos p, unsigned colour, const char *text = nullptr);
    void debug_line(Pos a, Pos b, unsigned colour, const char *text = nullptr);

    Player();
    virtual ~Player() {}

    /* For the engine (engine/rulebook.hh). */
    void arena_bind(void *turn);

  private:
    int arena_me_ = -1;
};

/* The version of this header's interface, with madmax.h's (the same player side). */
#define MADMAX_RULEBOOK_ABI "madmax 3"

/* Registers the player class x (at most 12 characters, unique). */
#define RegisterPlayer(x) ARENA_RULEBOOK_REGISTER(x, MADMAX_RULEBOOK_ABI, Player)

#endif
