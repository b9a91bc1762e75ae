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

void Settings::arena_see(C::madmax *turn)
{
    arena_turn_ = turn;
    const C::mm_settings &set = turn->in.view.set;
    int values[] = {set.nb_players, set.nb_rounds, set.nb_cities, set.nb_warriors, set.nb_cars,
                    set.warriors_health, set.cars_fuel, set.damage, set.rows, set.cols};
    static_assert(sizeof values == sizeof arena_set_, "every setting");
    memcpy(arena_set_, values, sizeof values);
}

// ---- State ---------------------------------------------------------------------------

void State::arena_see(C::madmax *turn)
{
    arena_turn_ = turn;
    const C::mm_view *v = &turn->in.view;
    arena_type_ = v->type;
    arena_owner_ = v->owner;
    arena_unit_at_ = v->unit_at;
    arena_rows_ = v->set.rows;
    arena_cols_ = v->set.cols;
    arena_round_ = v->round;
    arena_nb_units_ = v->nb_units;
    arena_num_cities_ = v->num_cities;
    arena_total_score_ = v->total_score;
    arena_status_ = v->status;
    arena_gen_++; // another round (or turn): the units and lists made are stale
}

void State::arena_make_units() const
{
    const C::mm_view *v = &arena_turn_->in.view;
    arena_units_.resize(v->nb_units);
    for (int id = 0; id < v->nb_units; id++) {
        const C::mm_unit *u = &v->units[id];
        arena_units_[id] = Unit(UnitType(u->type), id, u->player, u->food, u->water, Pos(u->i, u->j));
    }
    arena_units_gen_ = arena_gen_;
}

void State::arena_make_lists() const
{
    for (int pl = 0; pl < 4; pl++) {
        struct C::id_list w = C::warriors(arena_turn_, pl), c = C::cars(arena_turn_, pl);
        arena_lists_[pl][0].assign(w.id, w.id + w.size);
        arena_lists_[pl][1].assign(c.id, c.id + c.size);
    }
    arena_lists_gen_ = arena_gen_;
}

Unit State::arena_no_unit(int id) const
{
    C::seat_warn(arena_turn_->log, "unit requested for identifier %d", id);
    return Unit();
}

// A query on a bad player: the warning "WHAT requested for player PL" and the default.
int State::arena_bad_player(const char *query, int pl, int result) const
{
    C::seat_warn(arena_turn_->log, "%s requested for player %d", query, pl);
    return result;
}

static_assert(C::MM_PLAYERS == 4 && Road == int(C::Road) && Car == int(C::Car), "Player.hh's numbers");

// A copy: the turn it shows, copied once (the live one changes next round), then shared.
void State::arena_copy(const State &s)
{
    arena_own_ = s.arena_own_;
    if (!arena_own_ && s.arena_turn_) {
        const C::madmax *live = s.arena_turn_;
        C::madmax *t = new C::madmax;
        t->in.me = live->in.me;
        t->in.rng = live->in.rng;
        C::mm_view_copy(&t->in.view, &live->in.view);
        C::mm_turn_start(t, live->log, nullptr);
        arena_own_.reset(t);
    }
    if (arena_own_) {
        arena_see(arena_own_.get());
    } else { // a copy of a state outside a match: it sees nothing either
        arena_turn_ = nullptr;
        arena_type_ = nullptr;
        arena_owner_ = nullptr;
        arena_unit_at_ = nullptr;
        arena_rows_ = arena_cols_ = arena_round_ = arena_nb_units_ = 0;
    }
}

Cell State::arena_no_cell(Pos p) const
{
    C::seat_warn(arena_turn_->log, "cell requested for position (%d, %d)", p.i, p.j);
    return Cell();
}

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

void *arena_rulebook::starting;

Player::Player() { arena_bind(arena_rulebook::starting); }

void Player::arena_bind(void *turn)
{
    if (!turn) // an object made outside a match (the player's own copy): it sees nothing
        return;
    C::madmax *t = static_cast<C::madmax *>(turn);
    Random_generator::arena_turn_ = Action::arena_turn_ = t;
    Settings::arena_see(t);
    State::arena_own_.reset();
    State::arena_see(t);
    arena_me_ = C::me(t);
}


void Player::debug_mark(Pos p, unsigned colour, const char *text)
{
    C::debug_mark(Settings::arena_turn_, C::pos_make(p.i, p.j), colour, text);
}

void Player::debug_line(Pos a, Pos b, unsigned colour, const char *text)
{
    C::debug_line(Settings::arena_turn_, C::pos_make(a.i, a.j), C::pos_make(b.i, b.j), colour, text);
}
