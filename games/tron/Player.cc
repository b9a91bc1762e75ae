// Player.cc — Tron's rule-book API (Player.hh) over the C player side (tron.h, api.c):
// the rule book's objects (vertices and bikes as references, kept per turn) built from the
// C API. No rule is here.
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "Player.hh"

// The C side, in a namespace of its own: its names (vertex(), bike()...) are the rule
// book's too.
extern "C" {
namespace arena_capi {
#include "tron.h"
#include "turn.h"
}
}
namespace C = arena_capi;

static_assert(arena_rulebook::str_equal(TRON_RULEBOOK_ABI, TRON_ABI), "Player.hh and tron.h must agree");

static vector<int> as_vector(struct C::id_list l)
{
    return vector<int>(l.id, l.id + l.size);
}

// ---- Board ---------------------------------------------------------------------------

string Board::map() const { return C::map_name(arena_turn_); }
vector<int> Board::bonus_vertices() const { return as_vector(C::bonus_vertices(arena_turn_)); }
bool Board::secgame() const { return C::secgame(arena_turn_); }

// A bad player: the C API's warning, and the query's default.
int Board::arena_bad_player(const char *query, int player, int result) const
{
    C::seat_warn(arena_turn_->log, "%s(int pl) invoked with pl = %d", query, player);
    return result;
}

vector<int> Board::bikes(int player) const
{
    vector<int> ids; // those of the player's bikes, as the original kit (no warning)
    for (const Bike &b : arena_bikes_)
        if (b.player == player)
            ids.push_back(b.id);
    return ids;
}

// A new turn: what changes every round is read now (bikes, scores) or on first use
// (vertices, by arena_see_vertex); the graph once a match.
void Board::arena_see(C::tron *turn)
{
    arena_turn_ = turn;
    arena_round_ = C::current_round(turn);
    arena_nb_players_ = C::nb_players(turn);
    int set[] = {C::nb_bikes(turn),       C::nb_rounds(turn),      C::bonus_round(turn),
                 C::turbo_duration(turn), C::ghost_duration(turn), C::score_bonus(turn)};
    static_assert(sizeof set == sizeof arena_set_, "every setting");
    memcpy(arena_set_, set, sizeof set);
    int nb_vertices = C::nb_vertices(turn);
    if (int(arena_vertices_.size()) != nb_vertices) {
        arena_vertices_.assign(nb_vertices, Vertex());
        arena_seen_.assign(nb_vertices, 0);
        for (int v = 0; v < nb_vertices; v++) {
            arena_vertices_[v].id = v;
            arena_vertices_[v].neighbours = as_vector(C::neighbours(turn, v));
        }
    }
    if (++arena_stamp_ == 0) { // after 2^32 turns: every vertex is stale again
        arena_seen_.assign(nb_vertices, 0);
        arena_stamp_ = 1;
    }
    int nb_all_bikes = C::nb_bikes(turn) * arena_nb_players_;
    arena_bikes_.resize(nb_all_bikes);
    for (int id = 0; id < nb_all_bikes; id++) {
        struct C::bike b = C::bike(turn, id);
        arena_bikes_[id] = {b.id, b.player, Bonus(b.bonus), b.vertex, b.turbo_duration, b.ghost_duration, b.alive};
    }
    arena_score_.resize(arena_nb_players_);
    arena_status_.resize(arena_nb_players_);
    for (int p = 0; p < arena_nb_players_; p++) {
        arena_score_[p] = C::score(turn, p);
        arena_status_[p] = C::status(turn, p);
    }
}

void Board::arena_see_vertex(int v) const
{
    struct C::vertex x = C::vertex(arena_turn_, v);
    Vertex &mine = arena_vertices_[v];
    mine.bike = x.bike;
    mine.wall = x.wall;
    mine.bonus = Bonus(x.bonus);
    arena_seen_[v] = arena_stamp_;
}

Board &Board::operator=(const Board &b)
{
    if (this == &b)
        return *this;
    for (int v = 0; v < b.nb_vertices(); v++) // a copy keeps its round: every vertex read now
        if (b.arena_seen_[v] != b.arena_stamp_)
            b.arena_see_vertex(v);
    arena_turn_ = b.arena_turn_;
    arena_round_ = b.arena_round_;
    arena_nb_players_ = b.arena_nb_players_;
    memcpy(arena_set_, b.arena_set_, sizeof arena_set_);
    arena_stamp_ = b.arena_stamp_;
    arena_vertices_ = b.arena_vertices_;
    arena_seen_ = b.arena_seen_;
    arena_bikes_ = b.arena_bikes_;
    arena_score_ = b.arena_score_;
    arena_status_ = b.arena_status_;
    return *this;
}

// A bad id: the C API's warning, and an object whose id is -1 (the original kit stopped).
const Vertex &Board::arena_bad_vertex(int v) const
{
    static const Vertex none = {-1, -1, -1, None, {}};
    C::vertex(arena_turn_, v);
    return none;
}

const Bike &Board::arena_bad_bike(int id) const
{
    static const Bike none = {-1, -1, None, -1, 0, 0, false};
    C::bike(arena_turn_, id);
    return none;
}

// ---- Action, Player ----------------------------------------------------------------------

bool Action::command(const Movement &m)
{
    return C::command(arena_turn_, C::movement(m.unit_id, m.next_vertex, m.use_bonus));
}

void *arena_rulebook::starting;

Player::Player()
{
    arena_bind(arena_rulebook::starting);
}

void Player::arena_bind(void *turn)
{
    if (!turn) // an object made outside a match (the player's own copy): it sees nothing
        return;
    C::tron *t = static_cast<C::tron *>(turn);
    Action::arena_turn_ = t;
    Board::arena_see(t);
    arena_me_ = C::me(t);
}

void Player::debug_mark(int vertex, unsigned colour, const char *text)
{
    C::debug_mark(Board::arena_turn_, vertex, colour, text);
}

void Player::debug_line(int from, int to, unsigned colour, const char *text)
{
    C::debug_line(Board::arena_turn_, from, to, colour, text);
}
