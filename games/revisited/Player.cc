// Player.cc — Revisited's rule-book API (Player.hh) over the C player side
// (revisited.h, api.c): the rule book's types and the original kit's warnings on the C
// API. No rule is here.
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "Player.hh"

// The C side, in a namespace of its own: its names (cell(), UP...) are the rule book's too.
extern "C" {
namespace arena_capi {
#include "minstd.h"
#include "revisited.h"
#include "turn.h"
}
}
namespace C = arena_capi;

static_assert(arena_rulebook::str_equal(REVISITED_RULEBOOK_ABI, REVISITED_ABI), "Player.hh and revisited.h must agree");

static struct C::pos as_pos(const Pos &p)
{
    return {first(p), second(p)};
}

static Pos as_Pos(struct C::pos p)
{
    return Pos(p.i, p.j);
}

// The direction of the C API for d, or -1.
static int as_dir(const Dir &d)
{
    return C::dir_of(first(d), second(d));
}

static map<Dir, vector<Dir>, Cmp> make_dir2all()
{
    map<Dir, vector<Dir>, Cmp> all;
    for (int d = 0; d < C::NB_DIRS; d++) {
        struct C::pos passed[C::MAX_PASSED];
        int n = C::passed_cells(C::dir(d), passed);
        vector<Dir> &cells = all[as_Pos(C::dir_vector(C::dir(d)))];
        for (int k = 0; k < n; k++)
            cells.push_back(as_Pos(passed[k]));
    }
    return all;
}

const map<Dir, vector<Dir>, Cmp> dir2all = make_dir2all();

// ---- Random_generator: the kit's generator, as a value of the player's -----------------

void Random_generator::srandomize(int s)
{
    struct C::minstd r;
    C::minstd_seed(&r, s);
    rnd_seed = r.state;
}

int Random_generator::randomize()
{
    struct C::minstd r = {uint32_t(rnd_seed)};
    int draw = C::minstd_draw(&r);
    rnd_seed = r.state;
    return draw;
}

int Random_generator::randomize(int l, int u)
{
    struct C::minstd r = {uint32_t(rnd_seed)};
    int draw = C::minstd_uniform(&r, l, u);
    rnd_seed = r.state;
    return draw;
}

// ---- Board ---------------------------------------------------------------------------

// A copy: the turn it shows, copied (the live one changes next round). Its generator is
// its own too, from where the original's was: a copy may draw.
void Board::arena_copy(const Board &b)
{
    arena_own_.reset();
    arena_turn_ = nullptr;
    if (!b.arena_turn_)
        return;
    C::revisited *t = new C::revisited;
    t->in = b.arena_turn_->in;
    C::rv_turn_start(t, b.arena_turn_->log, nullptr);
    t->out.rng = b.arena_turn_->out.rng; // where the original's generator is now
    arena_own_.reset(t);
    arena_see(t);
}

void Board::arena_see(C::revisited *t)
{
    arena_turn_ = t;
    const C::rv_view *v = &t->in.view;
    const C::rv_settings &set = v->set;
    int values[] = {C::RV_ROUNDS,         set.rows,          set.cols,           set.window,
                    set.cars_per_player,  set.rounds_to_regenerate, set.missile_bonuses, set.water_bonuses,
                    set.gas_bonuses,      set.bonus_missiles, set.bonus_gas,     set.water_points,
                    set.kill_points,      set.initial_gas};
    static_assert(sizeof values == sizeof arena_set_, "every setting");
    memcpy(arena_set_, values, sizeof values);
    arena_round_ = v->round;
    arena_type_ = v->type;
    arena_indexed_ = &t->indexed;
    arena_id_at_ = t->id_at;
    arena_score_ = v->score;
    arena_status_ = v->status;
    arena_gen_++; // another round (or turn): the cars and missiles made are stale
}

static_assert(C::RV_PLAYERS == 4 && CAR == int(C::RV_CAR) && MISSILE == int(C::RV_MISSILE), "Player.hh's numbers");

void Board::arena_index() const { C::missiles(arena_turn_); } // builds the turn's index

void Board::arena_make_cars() const
{
    arena_cars_.resize(number_cars());
    for (int c = 0; c < number_cars(); c++) {
        struct C::car k = C::car(arena_turn_, c);
        arena_cars_[c] = {k.cid, as_Pos(k.pos), k.nb_miss, k.gas, k.alive, k.time};
    }
    arena_cars_gen_ = arena_gen_;
}

void Board::arena_make_missiles() const
{
    struct C::missile_list l = C::missiles(arena_turn_);
    arena_missiles_.clear();
    for (int k = 0; k < l.size; k++)
        arena_missiles_[l.missile[k].mid] = {l.missile[k].mid, l.missile[k].cid, as_Pos(l.missile[k].pos)};
    arena_missiles_gen_ = arena_gen_;
}

// The bad cases: the C API's warnings and defaults.
Cell Board::arena_no_cell(const Pos &p) const
{
    struct C::cell c = C::cell(arena_turn_, as_pos(p));
    return {CType(c.type), c.cid, c.mid};
}

Car Board::arena_no_car(Car_Id c) const
{
    struct C::car k = C::car(arena_turn_, c);
    return {k.cid, as_Pos(k.pos), k.nb_miss, k.gas, k.alive, k.time};
}

int Board::arena_bad_car(const char *, Car_Id c) const { return C::player_of(arena_turn_, c); }

int Board::arena_bad_player(const char *query, Player_Id p, int result) const
{
    C::seat_warn(arena_turn_->log, "%s(int pl) invoked with pl = %d", query, p);
    return result;
}

int Board::randomize(void) { return C::random_draw(arena_turn_); }
int Board::randomize(int l, int u) { return C::randomize(arena_turn_, l, u); }

// ---- Action: the C API's checks, the original kit's warnings ------------------------------

void Action::arena_instruct(Car_Id c, int type, Dir d)
{
    int dir = type == C::RV_SHOOT ? C::RV_DEFAULT : as_dir(d);
    C::revisited *t = arena_turn_;
    switch (C::rv_instruct(t, c, type, dir)) {
    case C::RV_ACCEPTED:
    case C::RV_TOO_MANY_CALLS: break;
    case C::RV_BAD_CAR: C::seat_warn(t->log, "invalid car identifier%d", c); break;
    case C::RV_BAD_DIRECTION:
        C::seat_warn(t->log, "invalid direction (%d,%d) for car %d", first(d), second(d), c);
        break;
    case C::RV_NOT_MINE: C::seat_warn(t->log, "car does not belong to commanding player"); break;
    case C::RV_ALREADY_INSTRUCTED: C::seat_warn(t->log, "instruction alread requested for car %d", c); break;
    }
}

void Action::move(Car_Id c, Dir d) { arena_instruct(c, C::RV_MOVE, d); }
void Action::shoot(Car_Id c) { arena_instruct(c, C::RV_SHOOT, DEFAULT); }

// ---- Player ----------------------------------------------------------------------------

void *arena_rulebook::starting;

Player::Player() { arena_bind(arena_rulebook::starting); }

void Player::arena_bind(void *turn)
{
    if (!turn) // an object made outside a match (the player's own copy): it sees nothing
        return;
    C::revisited *t = static_cast<C::revisited *>(turn);
    Board::arena_own_.reset();
    Board::arena_see(t);
    Action::arena_turn_ = t;
    arena_me_ = C::me(t);
}

void Player::debug_mark(Pos p, unsigned colour, const char *text)
{
    C::debug_mark(Board::arena_turn_, as_pos(p), colour, text);
}

void Player::debug_line(Pos a, Pos b, unsigned colour, const char *text)
{
    C::debug_line(Board::arena_turn_, as_pos(a), as_pos(b), colour, text);
}
