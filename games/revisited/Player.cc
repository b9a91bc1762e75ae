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
    arena_turn_ = t;
}

int Board::number_players() const { return C::number_players(arena_turn_); }
int Board::number_rounds() const { return C::number_rounds(arena_turn_); }
int Board::number_rows() const { return C::number_rows(arena_turn_); }
int Board::number_universe_columns() const { return C::number_universe_columns(arena_turn_); }
int Board::number_window_columns() const { return C::number_window_columns(arena_turn_); }
int Board::number_cars_per_player() const { return C::number_cars_per_player(arena_turn_); }
int Board::number_cars() const { return C::number_cars(arena_turn_); }
int Board::number_rounds_to_regenerate() const { return C::number_rounds_to_regenerate(arena_turn_); }
int Board::number_missile_bonuses() const { return C::number_missile_bonuses(arena_turn_); }
int Board::number_water_bonuses() const { return C::number_water_bonuses(arena_turn_); }
int Board::number_gas_bonuses() const { return C::number_gas_bonuses(arena_turn_); }
int Board::bonus_missiles() const { return C::bonus_missiles(arena_turn_); }
int Board::bonus_gas() const { return C::bonus_gas(arena_turn_); }
int Board::water_points() const { return C::water_points(arena_turn_); }
int Board::kill_points() const { return C::kill_points(arena_turn_); }
int Board::initial_gas() const { return C::initial_gas(arena_turn_); }

bool Board::within_universe(const Pos &p) const { return C::within_universe(arena_turn_, as_pos(p)); }
bool Board::within_window(const Pos &p, int r) const { return C::within_window(arena_turn_, as_pos(p), r); }
bool Board::car_ok(Car_Id c) const { return C::car_ok(arena_turn_, c); }
bool Board::player_ok(Player_Id p) const { return C::player_ok(arena_turn_, p); }
Player_Id Board::player_of(Car_Id c) const { return C::player_of(arena_turn_, c); }
Car_Id Board::begin(Player_Id p) const { return C::begin(arena_turn_, p); }
Car_Id Board::end(Player_Id p) const { return C::end(arena_turn_, p); }
int Board::round() const { return C::current_round(arena_turn_); }

Cell Board::cell(const Pos &p) const
{
    struct C::cell c = C::cell(arena_turn_, as_pos(p));
    return {CType(c.type), c.cid, c.mid};
}

Car Board::car(Car_Id c) const
{
    struct C::car k = C::car(arena_turn_, c);
    return {k.cid, as_Pos(k.pos), k.nb_miss, k.gas, k.alive, k.time};
}

map<Missile_Id, Missile> Board::missiles() const
{
    struct C::missile_list l = C::missiles(arena_turn_);
    map<Missile_Id, Missile> all;
    for (int k = 0; k < l.size; k++)
        all[l.missile[k].mid] = {l.missile[k].mid, l.missile[k].cid, as_Pos(l.missile[k].pos)};
    return all;
}

int Board::score(Player_Id p) const { return C::score(arena_turn_, p); }
double Board::status(Player_Id p) const { return C::status(arena_turn_, p); }
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
    Board::arena_turn_ = Action::arena_turn_ = t;
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
