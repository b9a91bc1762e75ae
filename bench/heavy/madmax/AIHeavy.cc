// AIHeavy.cc — a heavy Mad Max player for measuring the API (bench/run): written in the
// rule book's API only, so the very same file builds in arena and in the original kit.
// Every unit that may move runs a breadth-first search each round (warriors to the
// nearest city not theirs, or to water when thirsty; cars to the nearest enemy warrior),
// asking cell() of every cell it reaches and unit() of every unit it meets, as students'
// players do.
#include "Player.hh"

#define PLAYER_NAME Heavy

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  bool target (const Unit& u, const Cell& c) {
    if (u.type == Warrior) {
      if (u.water < 20) return c.type == Water;
      return c.type == City and c.owner != me();
    }
    return c.id != -1 and unit(c.id).player != me() and unit(c.id).type == Warrior;
  }

  bool passable (const Unit& u, const Cell& c) {
    if (c.type == Wall) return false;
    if (u.type == Car and c.type == City) return false;
    if (c.type == Water) return u.type == Warrior; // a target only
    return c.id == -1 or unit(c.id).player != me();
  }

  // The first step towards the nearest target, None if none is reachable.
  Dir first_step (int id) {
    Unit u = unit(id);
    vector<int> first(rows() * cols(), -2);
    queue<Pos> q;
    first[u.pos.i * cols() + u.pos.j] = -1;
    q.push(u.pos);
    while (not q.empty()) {
      Pos p = q.front();
      q.pop();
      int d = first[p.i * cols() + p.j];
      for (int k = 0; k < 8; ++k) {
        Pos n = p + Dir(k);
        if (not pos_ok(n) or first[n.i * cols() + n.j] != -2) continue;
        Cell c = cell(n);
        int step = d == -1 ? k : d;
        if (target(unit(id), c)) return Dir(step);
        if (not passable(unit(id), c) or c.type == Water) continue;
        first[n.i * cols() + n.j] = step;
        q.push(n);
      }
    }
    return None;
  }

  virtual void play () {
    for (int id : warriors(me()))
      if (can_move(id)) command(id, first_step(id));
    for (int id : cars(me()))
      if (can_move(id)) command(id, first_step(id));
  }
};

RegisterPlayer(PLAYER_NAME);
