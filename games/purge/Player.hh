/* Player.hh — The Purge's player API as the rule book gives it (ThePurge 1.0), in C++: the
 * second way to write a player, beside purge.h in C.
 *
 * Copy AINull.cc to AIYourName.cc, change `#define PLAYER_NAME`, and write play():
 *
 *     #include "Player.hh"
 *     #define PLAYER_NAME Sabbath
 *
 *     struct PLAYER_NAME : public Player {
 *         static Player* factory () { return new PLAYER_NAME; }   // do not modify
 *         // attributes: what your player keeps between rounds (no global variables)
 *         virtual void play () { ... }                             // once a round
 *     };
 *     RegisterPlayer(PLAYER_NAME);                                 // do not modify
 *
 * Names, types, defaults and behaviour are the original kit's (Utils.hh, Structs.hh,
 * Settings.hh, State.hh, Info.hh, Random.hh, Action.hh, Player.hh): a player written for
 * it compiles and plays the same match here. The rules are in purge.h and the rule book.
 * As in the kit, queries with bad arguments give defaults silently, and a second command
 * for a citizen is ignored silently. Where the kit stopped the whole game (more than 1000
 * commands in a round), arena freezes that player instead. Every call works on the state
 * of the current round; commands take effect once all four players have played it. Your
 * object is made (factory()) before your first round and deleted after the last one.
 *
 * Randomness: your own generator, random(l, u) and random_permutation(n) (seeded with
 * seed + me() + 1). The C library's rand() and srand() (and std::random_shuffle) work as
 * in the kit too, in local and judge mode alike: they go on with the match's stream,
 * where the kit's board generator left it, shared by the four players one after the other
 * (engine/crand.h), so a player written with them plays the kit's match.
 */
#ifndef Player_hh
#define Player_hh

/* rand() is a generator of this game's rule book's players (see above): the judge accepts
 * it here (tools/arena-check). */
#define ARENA_RULEBOOK_RAND 1

#include <cassert>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <getopt.h>
#include <string.h>

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <queue>
#include <set>
#include <sstream>
#include <stack>
#include <string>
#include <vector>

#include "rulebook.hh"

using namespace std;

/* ---- Utils -------------------------------------------------------------------------- */

#define GAME_NAME "ThePurge"
#define VERSION "1.0"

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

/* Down is +i (down a row), Right is +j. */
enum Dir { Down, Right, Up, Left };

inline ostream &operator<<(ostream &out, Dir d)
{
    static const char *const names[] = {"Down", "Right", "Up", "Left"};
    if (d >= Down and d <= Left)
        return out << names[d];
    return out << int(d);
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

    /* One cell towards d (no direction: stays). */
    Pos &operator+=(Dir d)
    {
        switch (d) {
        case Down: ++i; break;
        case Right: ++j; break;
        case Up: --i; break;
        case Left: --j; break;
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

enum BonusType { Money, Food, NoBonus };

inline ostream &operator<<(ostream &out, BonusType b)
{
    static const char *const names[] = {"Money", "Food", "NoBonus"};
    if (b >= Money and b <= NoBonus)
        return out << names[b];
    return out << int(b);
}

enum WeaponType { Hammer, Gun, Bazooka, NoWeapon };

/* The stronger of two weapons (Bazooka, then Gun, then Hammer). */
inline WeaponType strongestWeapon(WeaponType w1, WeaponType w2)
{
    if (w1 == Bazooka or w2 == Bazooka)
        return Bazooka;
    if (w1 == Gun or w2 == Gun)
        return Gun;
    if (w1 == Hammer or w2 == Hammer)
        return Hammer;
    return NoWeapon;
}

inline ostream &operator<<(ostream &out, WeaponType w)
{
    static const char *const names[] = {"Hammer", "Gun", "Bazooka", "NoWeapon"};
    if (w >= Hammer and w <= NoWeapon)
        return out << names[w];
    return out << int(w);
}

enum CellType { Street, Building };

inline ostream &operator<<(ostream &out, CellType c)
{
    if (c == Street or c == Building)
        return out << (c == Street ? "Street" : "Building");
    return out << int(c);
}

struct Cell {
    CellType type;     /* Street or Building */
    BonusType bonus;   /* NoBonus if none */
    WeaponType weapon; /* NoWeapon if none */
    int resistance;    /* of the barricade on it, -1 if none */
    int b_owner;       /* the barricade's player, -1 if none */
    int id;            /* the citizen on it, -1 if none */

    Cell() : type(Street), bonus(NoBonus), weapon(NoWeapon), resistance(-1), b_owner(-1), id(-1) {}
    Cell(CellType t, BonusType b, WeaponType w, int r, int o, int i)
        : type(t), bonus(b), weapon(w), resistance(r), b_owner(o), id(i)
    {
    }

    bool is_empty() const
    {
        return type == Street and bonus == NoBonus and weapon == NoWeapon and resistance == -1 and b_owner == -1 and
               id == -1;
    }
};

enum CitizenType { Builder, Warrior };

inline ostream &operator<<(ostream &out, CitizenType c)
{
    if (c == Builder or c == Warrior)
        return out << (c == Builder ? "Builder" : "Warrior");
    return out << int(c);
}

struct Citizen {
    CitizenType type;  /* Builder or Warrior */
    int id;            /* for the whole match (one that comes back has a new id) */
    int player;        /* its clan */
    Pos pos;
    WeaponType weapon; /* NoWeapon for a builder */
    int life;          /* > 0 */

    Citizen() : type(Builder), id(-1), player(-1), pos(0, 0), weapon(NoWeapon), life(INT_MAX) {}
    Citizen(CitizenType t, int i, int pl, Pos p, WeaponType w, int l)
        : type(t), id(i), player(pl), pos(p), weapon(w), life(l)
    {
    }
};

enum CommandType { Move, Build };

inline ostream &operator<<(ostream &out, CommandType c)
{
    if (c == Move or c == Build)
        return out << (c == Move ? "Move" : "Build");
    return out << int(c);
}

inline bool dir_ok(Dir dir) { return dir >= Down and dir <= Left; }
inline bool command_type_ok(CommandType c) { return c >= Move and c <= Build; }

inline char CommandType2char(int t) { return t == Move ? 'm' : t == Build ? 'b' : '_'; }
inline int char2CommandType(char c) { return c == 'm' ? Move : c == 'b' ? Build : -1; }
inline char Dir2char(int d) { return d >= Down && d <= Left ? "drul"[d] : '_'; }
inline int char2Dir(char c) { return c == 'd' ? Down : c == 'r' ? Right : c == 'u' ? Up : c == 'l' ? Left : -1; }
inline char BonusType2char(int f) { return f == Money ? 'm' : f == Food ? 'f' : 'n'; }
inline int char2BonusType(char c) { return c == 'm' ? Money : c == 'f' ? Food : c == 'n' ? NoBonus : -1; }
inline char WeaponType2char(int f) { return f == Hammer ? 'h' : f == Gun ? 'g' : f == Bazooka ? 'b' : 'n'; }
inline int char2WeaponType(char c)
{
    return c == 'h' ? Hammer : c == 'g' ? Gun : c == 'b' ? Bazooka : c == 'n' ? NoWeapon : -1;
}
inline char CitizenType2char(int t) { return t == Builder ? 'b' : t == Warrior ? 'w' : '_'; }
inline int char2CitizenType(char c) { return c == 'b' ? Builder : c == 'w' ? Warrior : -1; }

/* ---- The game, as one player sees it in one round ------------------------------------- */

namespace arena_capi {
struct purge;
}

/* What the turn holds (rules.h's pu_cell and pu_citizen: Player.cc checks they agree). */
struct arena_cell {
    signed char type, bonus, weapon, b_owner;
    int resistance, id;
};
struct arena_citizen {
    int type, id, player, i, j, weapon, life;
};

/* The match's settings (the board's). */
class Settings {
  public:
    static string version() { return string(GAME_NAME) + " " + string(VERSION); }

    int num_players() const { return arena_set_[0]; }
    int num_days() const { return arena_set_[1]; }
    int num_rounds_per_day() const { return arena_set_[2]; } /* even: half day, half night */
    int num_rounds() const { return num_days() * num_rounds_per_day(); }
    int board_rows() const { return arena_set_[3]; }
    int board_cols() const { return arena_set_[4]; }
    int num_ini_builders() const { return arena_set_[5]; }
    int num_ini_warriors() const { return arena_set_[6]; }
    int num_ini_money() const { return arena_set_[7]; }
    int num_ini_food() const { return arena_set_[8]; }
    int num_ini_guns() const { return arena_set_[9]; }
    int num_ini_bazookas() const { return arena_set_[10]; }
    int builder_ini_life() const { return arena_set_[11]; }
    int warrior_ini_life() const { return arena_set_[12]; }
    int money_points() const { return arena_set_[13]; }
    int kill_builder_points() const { return arena_set_[14]; }
    int kill_warrior_points() const { return arena_set_[15]; }
    int food_incr_life() const { return arena_set_[16]; }
    int life_lost_in_attack() const { return arena_set_[17]; }
    int builder_strength_attack() const { return arena_set_[18]; }
    int hammer_strength_attack() const { return arena_set_[19]; }
    int gun_strength_attack() const { return arena_set_[20]; }
    int bazooka_strength_attack() const { return arena_set_[21]; }
    int builder_strength_demolish() const { return arena_set_[22]; }
    int hammer_strength_demolish() const { return arena_set_[23]; }
    int gun_strength_demolish() const { return arena_set_[24]; }
    int bazooka_strength_demolish() const { return arena_set_[25]; }
    int num_rounds_regen_builder() const { return arena_set_[26]; }
    int num_rounds_regen_warrior() const { return arena_set_[27]; }
    int num_rounds_regen_food() const { return arena_set_[28]; }
    int num_rounds_regen_money() const { return arena_set_[29]; }
    int num_rounds_regen_weapon() const { return arena_set_[30]; }
    int barricade_resistance_step() const { return arena_set_[31]; }
    int barricade_max_resistance() const { return arena_set_[32]; }
    int max_num_barricades() const { return arena_set_[33]; }

    int citizen_ini_life(CitizenType ct) const
    {
        return ct == Builder ? builder_ini_life() : ct == Warrior ? warrior_ini_life() : -1;
    }
    /* NoWeapon: a builder's strength. */
    int weapon_strength_attack(WeaponType w) const
    {
        switch (w) {
        case Hammer: return hammer_strength_attack();
        case Gun: return gun_strength_attack();
        case Bazooka: return bazooka_strength_attack();
        case NoWeapon: return builder_strength_attack();
        default: return -1;
        }
    }
    int weapon_strength_demolish(WeaponType w) const
    {
        switch (w) {
        case Hammer: return hammer_strength_demolish();
        case Gun: return gun_strength_demolish();
        case Bazooka: return bazooka_strength_demolish();
        case NoWeapon: return builder_strength_demolish();
        default: return -1;
        }
    }
    int num_rounds_regen_citizen(CitizenType ci) const
    {
        return ci == Builder ? num_rounds_regen_builder() : ci == Warrior ? num_rounds_regen_warrior() : -1;
    }
    bool player_ok(int pl) const { return pl >= 0 and pl < num_players(); }
    bool pos_ok(int i, int j) const { return i >= 0 and i < board_rows() and j >= 0 and j < board_cols(); }
    bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }
    bool is_round_day(int r) const { return r % num_rounds_per_day() < num_rounds_per_day() / 2; }
    bool is_round_night(int r) const { return not is_round_day(r); }

  protected:
    int arena_set_[34] = {}; /* the board's settings, in the order above */
    void arena_see(const arena_capi::purge *turn);
};

/* The state of the current round. */
class State {
  public:
    State() {}
    State(const State &s) { arena_copy(s); }
    // cppcheck-suppress operatorEqVarError
    State &operator=(const State &s)
    {
        if (this != &s)
            arena_copy(s);
        return *this;
    }

    int round() const { return arena_round_; }
    bool is_night() const { return not arena_day_; }
    bool is_day() const { return arena_day_; }

    /* Outside the board: Cell(). */
    Cell cell(int i, int j) const
    {
        if (unsigned(i) >= unsigned(arena_rows_) or unsigned(j) >= unsigned(arena_cols_))
            return Cell();
        const arena_cell &c = arena_cells_[i * arena_cols_ + j];
        return Cell(CellType(c.type), BonusType(c.bonus), WeaponType(c.weapon), c.resistance, c.b_owner, c.id);
    }
    Cell cell(Pos p) const { return cell(p.i, p.j); }

    /* An unknown id (a dead citizen's, say): Citizen(). */
    Citizen citizen(int id) const
    {
        int lo = 0, hi = arena_nb_citizens_ - 1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            const arena_citizen &c = arena_citizens_[mid];
            if (c.id == id)
                return Citizen(CitizenType(c.type), c.id, c.player, Pos(c.i, c.j), WeaponType(c.weapon), c.life);
            if (c.id < id)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return Citizen();
    }

    /* The ids of player pl's builders / warriors, increasing (empty for a bad pl). */
    vector<int> builders(int pl) const { return arena_list(pl, 0); }
    vector<int> warriors(int pl) const { return arena_list(pl, 1); }
    /* The positions of player pl's barricades, in row-major order. */
    vector<Pos> barricades(int pl) const
    {
        if (unsigned(pl) >= 4u)
            return vector<Pos>();
        arena_lists();
        return arena_barricades_[pl];
    }
    int score(int pl) const { return unsigned(pl) < 4u ? arena_score_[pl] : -1; }
    /* The fraction of its CPU budget pl has used (0 in a local match), -1 once frozen;
     * -2 for a bad pl. */
    double status(int pl) const { return unsigned(pl) < 4u ? arena_status_[pl] : -2; }

  protected:
    arena_capi::purge *arena_turn_ = nullptr;
    void arena_see(arena_capi::purge *turn);
    /* A new turn of the player's own object: the live one, no copy of it. */
    void arena_live(arena_capi::purge *turn)
    {
        arena_own_.reset();
        arena_see(turn);
    }

  private:
    int arena_rows_ = 0, arena_cols_ = 0, arena_round_ = 0, arena_nb_citizens_ = 0;
    bool arena_day_ = true;
    const arena_cell *arena_cells_ = nullptr;
    const arena_citizen *arena_citizens_ = nullptr;
    const int *arena_score_ = nullptr;
    const double *arena_status_ = nullptr;
    std::shared_ptr<arena_capi::purge> arena_own_; /* a copy's own turn, shared by its copies */
    /* The lists, made on first use in the round of arena_gen_ (a new turn or copy). */
    unsigned arena_gen_ = 0;
    mutable unsigned arena_lists_gen_ = 0;
    mutable vector<int> arena_ids_[4][2];
    mutable vector<Pos> arena_barricades_[4];
    vector<int> arena_list(int pl, int kind) const
    {
        if (unsigned(pl) >= 4u)
            return vector<int>();
        arena_lists();
        return arena_ids_[pl][kind];
    }
    void arena_lists() const
    {
        if (arena_lists_gen_ != arena_gen_)
            arena_make_lists();
    }
    void arena_make_lists() const;
    void arena_copy(const State &s);
};

class Info : public Settings, public State {
  public:
    /* The cell a board character stands for (citizens and barricades are listed apart). */
    static Cell char2Cell(char c)
    {
        Cell cell;
        switch (c) {
        case 'B': cell.type = Building; break;
        case 'G': cell.weapon = Gun; break;
        case 'Z': cell.weapon = Bazooka; break;
        case 'M': cell.bonus = Money; break;
        case 'F': cell.bonus = Food; break;
        case '.': case 'C': case 'c': case 'W': case 'w': case 'b': break;
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
    arena_capi::purge *arena_turn_ = nullptr;
};

/* A command (the kit's struct). */
struct Command {
    int id;     /* the citizen */
    int c_type; /* Move or Build */
    int dir;

    Command(int id, int c_type, int dir) : id(id), c_type(c_type), dir(dir) {}
};

/* Your commands of this round: at most one per citizen (later ones are ignored); checked
 * after the round. Every call counts: more than 1000 in a round freeze your player. */
class Action {
  public:
    /* Citizen id moves towards dir (at night into a rival: attacks, or demolishes). */
    void move(int id, Dir dir);
    /* Builder id builds (or reinforces) a barricade towards dir, by day. */
    void build(int id, Dir dir);

  protected:
    arena_capi::purge *arena_turn_ = nullptr;
};

/* The class your player derives from. */
class Player : public Info, public Random_generator, public Action {
  public:
    /* Your player number, 0..3. */
    int me() const { return arena_me_; }

    /* Your play, once a round. */
    virtual void play() {}

    /* arena's, for debugging (see purge.h): marks a cell, or draws a line between two,
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

/* The version of this header's interface, with purge.h's (the same player side). */
#define PURGE_RULEBOOK_ABI "purge 1"

/* Registers the player class x (at most 12 characters, unique). */
#define RegisterPlayer(x) ARENA_RULEBOOK_REGISTER(x, PURGE_RULEBOOK_ABI, Player)

#endif
