// Player.cc — Apocalypse's rule-book API (Player.hh) over the C player side
// (apocalypse.h, api.c): the C API checks arguments and orders with the original kit's
// warnings; here they become the rule book's types. No rule is here.
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "Player.hh"

// The C side, in a namespace of its own: its names (FOREST, data()...) are the rule
// book's too.
extern "C" {
namespace arena_capi {
#include "apocalypse.h"
#include "turn.h"
}
}
namespace C = arena_capi;

static_assert(arena_rulebook::str_equal(APOCALYPSE_RULEBOOK_ABI, APOCALYPSE_ABI), "Player.hh and apocalypse.h must agree");
static_assert(Settings::MAX == C::BOARD_SIZE && Settings::NUM_POSTS == C::NUM_POSTS, "the same settings");

// ---- State ---------------------------------------------------------------------------

void State::arena_see(C::apocalypse *turn)
{
    arena_turn_ = turn;
    arena_land_ = turn->in.view.land;
    arena_fire_ = turn->in.view.fire;
    arena_round_ = turn->in.view.round;
    arena_built_ = &turn->ix.built;
    arena_soldier_id_ = turn->ix.soldier_id;
    arena_heli_id_ = turn->ix.heli_id;
    arena_post_owner_ = turn->ix.post_owner;
    arena_post_value_ = turn->ix.post_value;
    arena_hash_id_ = turn->ix.hash_id;
    arena_hash_slot_ = turn->ix.hash_slot;
    if (arena_data_.empty()) {
        arena_data_.resize(C::AP_UNITS);
        arena_data_gen_.assign(C::AP_UNITS, 0);
    }
    arena_gen_++; // a new round (or another turn): data()'s copies are stale
}

static_assert(C::AP_IX_SOLDIERS == 1 && C::AP_IX_HELIS == 2 && C::AP_IX_POSTS == 4 && C::AP_IX_IDS == 8 &&
                  C::AP_ID_HASH == 256,
              "Player.hh's bits");

void State::arena_build(int bits) const { C::ap_index_build(arena_turn_, bits); }

// A copy: the turn it shows, copied once (the live one changes next round), then shared.
void State::arena_copy(const State &s)
{
    arena_own_ = s.arena_own_;
    if (!arena_own_ && s.arena_turn_) {
        C::apocalypse *t = new C::apocalypse;
        memcpy(&t->in, &s.arena_turn_->in, offsetof(C::ap_turn_view, view.soldier_at)); // AP_TURN_VIEW_SIZE
        C::ap_turn_start(t, s.arena_turn_->log);
        t->marks = nullptr;
        arena_own_.reset(t);
    }
    if (arena_own_) {
        arena_see(arena_own_.get());
    } else { // a copy of a state outside a match: it sees nothing either
        arena_turn_ = nullptr;
        arena_land_ = arena_fire_ = nullptr;
        arena_round_ = 0;
    }
}

int State::arena_off(const char *query, int i, int j) const
{
    C::seat_warn(arena_turn_->log, "%s(int i, int j) invoked with i = %d and j = %d", query, i, j);
    return -1;
}

void State::arena_make_lists() const
{
    for (int pl = 0; pl < Settings::NUM_PLAYERS; pl++) {
        struct C::id_list s = C::soldiers(arena_turn_, pl), h = C::helicopters(arena_turn_, pl);
        arena_lists_[pl][0].assign(s.id, s.id + s.size);
        arena_lists_[pl][1].assign(h.id, h.id + h.size);
    }
    struct C::post_list l = C::posts(arena_turn_);
    arena_posts_.clear();
    for (int k = 0; k < l.size; k++)
        arena_posts_.push_back(Post(l.post[k].player, l.post[k].pos.i, l.post[k].pos.j, l.post[k].value));
    arena_lists_gen_ = arena_gen_;
}

void State::arena_bad_player(const char *query, int pl) const
{
    C::seat_warn(arena_turn_->log, "%s(int pl) invoked with pl = %d", query, pl);
}

// data() the first time in a round for this id: the id table, then the unit's Data.
const Data &State::arena_data(int id) const
{
    int slot = C::ap_unit_slot(arena_turn_, id);
    if (slot < 0) { // unknown: warn as the C API does
        C::data_ref(arena_turn_, id);
        return NUL;
    }
    Data &d = arena_data_[slot];
    if (arena_data_gen_[slot] != arena_gen_) {
        const C::ap_view *v = &arena_turn_->in.view;
        if (slot < C::AP_TOTAL_SOLDIERS) {
            const C::ap_soldier *s = &v->soldier[slot];
            d.id = s->id, d.type = SOLDIER, d.player = s->player, d.pos = Position(s->i, s->j);
            d.life = s->life, d.orientation = d.napalm = -1;
            d.parachuters.clear();
        } else {
            const C::ap_heli *h = &v->heli[slot - C::AP_TOTAL_SOLDIERS];
            d.id = h->id, d.type = HELICOPTER, d.player = h->player, d.pos = Position(h->i, h->j);
            d.life = -1, d.orientation = h->ori, d.napalm = h->napalm;
            d.parachuters.assign(h->para, h->para + h->nb_para);
        }
        arena_data_gen_[slot] = arena_gen_;
    }
    return d;
}

int State::total_score(int pl) const { return C::total_score(arena_turn_, pl); }

double State::status(int pl) const
{
    if (!C::player_ok(arena_turn_, pl)) { // the original's default is -1 (the C API's -2)
        C::seat_warn(arena_turn_->log, "status(int pl) invoked with pl = %d", pl);
        return -1;
    }
    return C::status(arena_turn_, pl);
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

void Action::command_soldier(int id, int i, int j) { C::command_soldier(arena_turn_, id, i, j); }
void Action::command_helicopter(int id, int instruction) { C::command_helicopter(arena_turn_, id, instruction); }
void Action::command_parachuter(int i, int j) { C::command_parachuter(arena_turn_, i, j); }

// ---- Player ----------------------------------------------------------------------------

void *arena_rulebook::starting;

Player::Player() { arena_bind(arena_rulebook::starting); }

void Player::arena_bind(void *turn)
{
    if (!turn) // an object made outside a match (the player's own copy): it sees nothing
        return;
    C::apocalypse *t = static_cast<C::apocalypse *>(turn);
    Random_generator::arena_turn_ = Action::arena_turn_ = t;
    State::arena_own_.reset();
    State::arena_see(t);
    arena_me_ = C::me(t);
}

void Player::debug_mark(Position p, unsigned colour, const char *text)
{
    struct C::pos q = {p.i, p.j};
    C::debug_mark(State::arena_turn_, q, colour, text);
}

void Player::debug_line(Position a, Position b, unsigned colour, const char *text)
{
    struct C::pos p = {a.i, a.j}, q = {b.i, b.j};
    C::debug_line(State::arena_turn_, p, q, colour, text);
}
