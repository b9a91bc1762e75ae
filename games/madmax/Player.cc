// Player.cc — Mad Max's rule-book API (Player.hh) over the C player side (madmax.h,
// api.c): each call checks its arguments as the original kit did (its warning, its
// default), then asks the C API. No rule is here.
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "Player.hh"

// The C side, in a namespace of its own: its names (enum dir, unit()...) are the rule
// book's too.
extern "C" {
namespace arena_capi {
#include "madmax.h"
#include "turn.h"
}
}
namespace C = arena_capi;

static_assert(arena_rulebook::str_equal(MADMAX_RULEBOOK_ABI, MADMAX_ABI), "Player.hh and madmax.h must agree");

// ---- Settings ------------------------------------------------------------------------

int Settings::nb_players() const { return C::nb_players(arena_turn_); }
int Settings::nb_rounds() const { return C::nb_rounds(arena_turn_); }
int Settings::nb_cities() const { return C::nb_cities(arena_turn_); }
int Settings::nb_warriors() const { return C::nb_warriors(arena_turn_); }
int Settings::nb_cars() const { return C::nb_cars(arena_turn_); }
int Settings::warriors_health() const { return C::warriors_health(arena_turn_); }
int Settings::cars_fuel() const { return C::cars_fuel(arena_turn_); }
int Settings::damage() const { return C::damage(arena_turn_); }
int Settings::rows() const { return C::rows(arena_turn_); }
int Settings::cols() const { return C::cols(arena_turn_); }
bool Settings::player_ok(int pl) const { return C::player_ok(arena_turn_, pl); }
bool Settings::pos_ok(int i, int j) const { return C::pos_ok(arena_turn_, C::pos_make(i, j)); }

// ---- State ---------------------------------------------------------------------------

int State::round() const { return C::current_round(arena_turn_); }
int State::nb_units() const { return C::nb_units(arena_turn_); }

Cell State::cell(Pos p) const
{
    if (!C::pos_ok(arena_turn_, C::pos_make(p.i, p.j))) {
        C::seat_warn(arena_turn_->log, "cell requested for position (%d, %d)", p.i, p.j);
        return Cell();
    }
    struct C::cell c = C::cell(arena_turn_, p.i, p.j);
    return Cell(CellType(c.type), c.owner, c.id);
}

Unit State::unit(int id) const
{
    if (id < 0 || id >= C::nb_units(arena_turn_)) {
        C::seat_warn(arena_turn_->log, "unit requested for identifier %d", id);
        return Unit();
    }
    struct C::unit u = C::unit(arena_turn_, id);
    return Unit(UnitType(u.type), u.id, u.player, u.food, u.water, Pos(u.pos.i, u.pos.j));
}

// The queries on a player: a bad one is a warning "WHAT requested for player PL" and
// the query's default.
static bool player_ok_or_warn(const C::madmax *t, int pl, const char *what)
{
    if (C::player_ok(t, pl))
        return true;
    C::seat_warn(t->log, "%s requested for player %d", what, pl);
    return false;
}

int State::num_cities(int pl) const
{
    return player_ok_or_warn(arena_turn_, pl, "score") ? C::num_cities(arena_turn_, pl) : -1;
}

int State::total_score(int pl) const
{
    return player_ok_or_warn(arena_turn_, pl, "total score") ? C::total_score(arena_turn_, pl) : -1;
}

double State::status(int pl) const
{
    return player_ok_or_warn(arena_turn_, pl, "status") ? C::status(arena_turn_, pl) : -2;
}

static vector<int> as_vector(struct C::id_list l)
{
    return vector<int>(l.id, l.id + l.size);
}

vector<int> State::warriors(int pl) const
{
    return player_ok_or_warn(arena_turn_, pl, "warriors") ? as_vector(C::warriors(arena_turn_, pl)) : vector<int>();
}

vector<int> State::cars(int pl) const
{
    return player_ok_or_warn(arena_turn_, pl, "cars") ? as_vector(C::cars(arena_turn_, pl)) : vector<int>();
}

bool State::can_move(int id) const { return C::can_move(arena_turn_, id); }

// ---- Random_generator, Action ----------------------------------------------------------

int Random_generator::random(int l, int u) { return C::random_int(arena_turn_, l, u); }

vector<int> Random_generator::random_permutation(int n)
{
    if (n < 0 || n > 1000000)
        return vector<int>();
    vector<int> v(n);
    C::random_permutation(arena_turn_, n, v.data());
    return v;
}

void Action::command(Movement m) { C::command(arena_turn_, m.id, C::dir(m.dir)); }

// ---- Player ----------------------------------------------------------------------------

static C::madmax *starting; // the turn of the object being made, for its constructor

void Player::arena_starting(void *turn) { starting = static_cast<C::madmax *>(turn); }

Player::Player() { arena_bind(starting); }

void Player::arena_bind(void *turn)
{
    C::madmax *t = static_cast<C::madmax *>(turn);
    Settings::arena_turn_ = State::arena_turn_ = Random_generator::arena_turn_ = Action::arena_turn_ = t;
}

int Player::me() const { return C::me(Settings::arena_turn_); }

void Player::debug_mark(Pos p, unsigned colour, const char *text)
{
    C::debug_mark(Settings::arena_turn_, C::pos_make(p.i, p.j), colour, text);
}

void Player::debug_line(Pos a, Pos b, unsigned colour, const char *text)
{
    C::debug_line(Settings::arena_turn_, C::pos_make(a.i, a.j), C::pos_make(b.i, b.j), colour, text);
}
