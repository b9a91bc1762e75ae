// Player.cc — The Purge's rule-book API (Player.hh) over the C player side (purge.h,
// api.c): the kit's types on the C turn. No rule is here.
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "Player.hh"

// The C side, in a namespace of its own: its names (move(), cell()...) are the rule book's too.
extern "C" {
namespace arena_capi {
#include "purge.h"
#include "turn.h"
}
}
namespace C = arena_capi;

static_assert(arena_rulebook::str_equal(PURGE_RULEBOOK_ABI, PURGE_ABI), "Player.hh and purge.h must agree");
static_assert(sizeof(arena_cell) == sizeof(C::pu_cell) && offsetof(arena_cell, resistance) ==
                  offsetof(C::pu_cell, resistance) && offsetof(arena_cell, id) == offsetof(C::pu_cell, id) &&
                  offsetof(arena_cell, b_owner) == offsetof(C::pu_cell, b_owner),
              "Player.hh's cell is the turn's");
static_assert(sizeof(arena_citizen) == sizeof(C::pu_citizen) && offsetof(arena_citizen, life) ==
                  offsetof(C::pu_citizen, life) && offsetof(arena_citizen, i) == offsetof(C::pu_citizen, i),
              "Player.hh's citizen is the turn's");
static_assert(C::PU_NB_SETTINGS == 34 && C::PU_PLAYERS == 4 && Build == int(C::PU_BUILD) &&
                  NoWeapon == int(C::PU_NO_WEAPON) && Left == int(C::PU_LEFT),
              "Player.hh's numbers");

// ---- Settings, State -----------------------------------------------------------------

void Settings::arena_see(const C::purge *turn)
{
    memcpy(arena_set_, turn->in.view.set, sizeof arena_set_);
}

void State::arena_see(C::purge *turn)
{
    arena_turn_ = turn;
    const C::pu_view *v = &turn->in.view;
    arena_rows_ = v->set[C::PU_BOARD_ROWS];
    arena_cols_ = v->set[C::PU_BOARD_COLS];
    arena_round_ = v->round;
    arena_day_ = v->day;
    arena_nb_citizens_ = v->nb_citizens;
    arena_cells_ = reinterpret_cast<const arena_cell *>(v->cell);
    arena_citizens_ = reinterpret_cast<const arena_citizen *>(v->citizen);
    arena_score_ = v->score;
    arena_status_ = v->status;
    arena_gen_++; // another round (or turn): the lists made are stale
}

void State::arena_make_lists() const
{
    for (int pl = 0; pl < 4; pl++) {
        struct C::id_list b = C::builders(arena_turn_, pl), w = C::warriors(arena_turn_, pl);
        arena_ids_[pl][0].assign(b.id, b.id + b.size);
        arena_ids_[pl][1].assign(w.id, w.id + w.size);
        struct C::pos_list bars = C::barricades(arena_turn_, pl);
        arena_barricades_[pl].clear();
        for (int k = 0; k < bars.size; k++)
            arena_barricades_[pl].push_back(Pos(bars.pos[k].i, bars.pos[k].j));
    }
    arena_lists_gen_ = arena_gen_;
}

// A copy: the turn it shows, copied once (the live one changes next round), then shared.
void State::arena_copy(const State &s)
{
    arena_own_ = s.arena_own_;
    if (!arena_own_ && s.arena_turn_) {
        const C::purge *live = s.arena_turn_;
        C::purge *t = new C::purge;
        t->in.me = live->in.me;
        t->in.rng = live->in.rng;
        C::pu_view_copy(&t->in.view, &live->in.view);
        C::pu_turn_start(t, live->log, nullptr);
        arena_own_.reset(t);
    }
    if (arena_own_) {
        arena_see(arena_own_.get());
    } else { // a copy of a state outside a match: it sees nothing either
        arena_turn_ = nullptr;
        arena_cells_ = nullptr;
        arena_citizens_ = nullptr;
        arena_rows_ = arena_cols_ = arena_round_ = arena_nb_citizens_ = 0;
    }
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

// As the kit's Action: counted, the first command per citizen kept, silently.
void Action::move(int id, Dir dir) { C::pu_order_add(arena_turn_, id, C::PU_MOVE, int(dir)); }
void Action::build(int id, Dir dir) { C::pu_order_add(arena_turn_, id, C::PU_BUILD, int(dir)); }

// ---- Player ----------------------------------------------------------------------------

void *arena_rulebook::starting;

Player::Player() { arena_bind(arena_rulebook::starting); }

void Player::arena_bind(void *turn)
{
    if (!turn) // an object made outside a match (the player's own copy): it sees nothing
        return;
    C::purge *t = static_cast<C::purge *>(turn);
    Random_generator::arena_turn_ = Action::arena_turn_ = t;
    Settings::arena_see(t);
    State::arena_live(t);
    arena_me_ = C::me(t);
}

void Player::debug_mark(Pos p, unsigned colour, const char *text)
{
    C::debug_mark(Action::arena_turn_, C::pos_make(p.i, p.j), colour, text);
}

void Player::debug_line(Pos a, Pos b, unsigned colour, const char *text)
{
    C::debug_line(Action::arena_turn_, C::pos_make(a.i, a.j), C::pos_make(b.i, b.j), colour, text);
}
