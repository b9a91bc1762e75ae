// AIDemo.cc — a readable example player in the rule book's API: the same player as
// AIDemo.c (it plays the same matches), written as the rule book writes players.
//
// Warriors: drink when thirsty, otherwise march to the nearest city that is not ours
// (or stay in ours). Cars: chase the nearest enemy warrior, refuel when low. Moves are
// greedy (one step towards the target), so units can get stuck behind walls: a
// breadth-first search (as the Dummy does) does better.
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {

  /**
   * Factory: returns a new instance of this class.
   * Do not modify this function.
   */
  static Player* factory () {
    return new PLAYER_NAME;
  }

  /**
   * Attributes: what the player keeps between rounds (no global variables). Every copy
   * of Demo in a match is an object of its own.
   */
  int rounds_played = 0;

  // Chebyshev distance: the number of moves between two cells on an empty board.
  static int distance (Pos a, Pos b) {
    return max(abs(a.i - b.i), abs(a.j - b.j));
  }

  // Whether a unit of type t may step on cell c (units aside).
  static bool walkable (UnitType t, const Cell& c) {
    if (t == Warrior) return c.type == Desert or c.type == Road or c.type == City;
    return c.type == Desert or c.type == Road;
  }

  // The nearest cell (from p) for which wanted(q) says yes; (-1, -1) if there is none.
  // Looks at the square rings around p, closest first, so near targets are found fast.
  template <class Wanted>
  Pos nearest (Pos p, Wanted wanted) {
    int max_ring = max(rows(), cols());
    for (int r = 1; r < max_ring; ++r)
      for (int i = p.i - r; i <= p.i + r; ++i) {
        // top and bottom rows of the ring entirely, other rows at both ends
        int step = (i == p.i - r or i == p.i + r) ? 1 : 2*r;
        for (int j = p.j - r; j <= p.j + r; j += step) {
          Pos q(i, j);
          if (pos_ok(q) and wanted(q)) return q;
        }
      }
    return Pos(-1, -1);
  }

  bool next_to (Pos q, CellType type) {
    for (int d = Bottom; d < None; ++d) {
      Pos n = q + Dir(d);
      if (pos_ok(n) and cell(n).type == type) return true;
    }
    return false;
  }

  // The step from u's position that gets closest to `to` without bumping into our own
  // units. Ties are broken at random so that units do not all pile up the same way.
  Dir step_towards (const Unit& u, Pos to) {
    Dir best = None;
    int best_distance = distance(u.pos, to);
    vector<int> order = random_permutation(8);
    for (int k = 0; k < 8; ++k) {
      Dir d = Dir(order[k]);
      Pos n = u.pos + d;
      if (not pos_ok(n) or not walkable(u.type, cell(n))) continue;
      int id = cell(n).id;
      if (id != -1 and unit(id).player == me()) continue; // never attack our own units
      if (distance(n, to) < best_distance) {
        best = d;
        best_distance = distance(n, to);
      }
    }
    return best;
  }

  void move_warrior (const Unit& u) {
    Pos target;
    bool thirsty = u.water < 15;
    if (thirsty)
      target = nearest(u.pos, [this](Pos q) { return next_to(q, Water); });
    else if (cell(u.pos).type == City and cell(u.pos).owner == me())
      return; // hold the city
    else
      target = nearest(u.pos, [this](Pos q) {
        Cell c = cell(q);
        return c.type == City and c.owner != me() and c.id == -1;
      });
    if (target.i >= 0) {
      // what it is after, drawn in the viewer (debug marks cost no rule, only time)
      debug_line(u.pos, target, thirsty ? 0x2080ff : 0xffa000, thirsty ? "water" : "city");
      command(u.id, step_towards(u, target));
    }
  }

  void move_car (const Unit& u) {
    bool refuel = u.food < 30;
    Pos target = refuel
      ? nearest(u.pos, [this](Pos q) { return next_to(q, Station); })
      : nearest(u.pos, [this](Pos q) {
          int id = cell(q).id;
          if (id == -1) return false;
          Unit v = unit(id);
          return v.type == Warrior and v.player != me() and cell(q).type != City;
        });
    if (target.i >= 0) {
      debug_line(u.pos, target, refuel ? 0x30c030 : 0xff2020, refuel ? "fuel" : "hunt");
      debug_mark(target, refuel ? 0x30c030 : 0xff2020, refuel ? "station" : "prey");
      command(u.id, step_towards(u, target));
    }
  }

  /**
   * Play method, invoked once per each round.
   */
  virtual void play () {
    ++rounds_played;
    for (int id : warriors(me()))
      if (can_move(id)) move_warrior(unit(id));
    for (int id : cars(me()))
      if (can_move(id)) move_car(unit(id));
  }

};


/**
 * Do not modify the following line.
 */
RegisterPlayer(PLAYER_NAME);
