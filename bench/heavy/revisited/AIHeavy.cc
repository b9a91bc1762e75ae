// AIHeavy.cc — a heavy Mad Max Revisited player for measuring the API (bench/run):
// written in the rule book's API only, so the very same file builds in arena and in the
// original kit. Every round each living car runs a breadth-first search over next
// round's window to the nearest bonus, asking within_window() and cell() of every cell
// it reaches and car() and player_of() of every car it meets, as students' players do.
#include "Player.hh"

#define PLAYER_NAME Heavy

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  vector<Dir> dirs;

  bool bonus (CType t) {
    return t == WATER_BONUS or t == MISSILE_BONUS or t == GAS_BONUS;
  }

  // The first move from car c towards the nearest bonus, after a search of all it can
  // reach (students count what is around); SLOW if no bonus is reachable.
  Dir first_step (const Car& c) {
    int u = number_universe_columns();
    vector<int> first(number_rows() * u, -2); // by row * u + column mod u
    queue<Pos> q;
    q.push(c.pos);
    first[index(c.pos, u)] = -1;
    int best = -1;
    while (not q.empty()) {
      Pos p = q.front();
      q.pop();
      int d = first[index(p, u)];
      for (int k = 0; k < int(dirs.size()); ++k) {
        Pos n = p + dirs[k];
        if (not within_window(n, round() + 1) or first[index(n, u)] != -2) continue;
        Cell x = cell(n);
        int step = d == -1 ? k : d;
        first[index(n, u)] = step;
        if (bonus(x.type) and best == -1) best = step;
        if (x.type == CAR and car(x.cid).alive and player_of(x.cid) != me()) continue;
        if (x.type != EMPTY) continue;
        q.push(n);
      }
    }
    return best == -1 ? SLOW : dirs[best];
  }

  static int index (const Pos& p, int u) { return first(p) * u + ((second(p) % u) + u) % u; }

  virtual void play () {
    if (dirs.empty())
      dirs = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};
    map<Missile_Id, Missile> m = missiles();
    for (Car_Id cid = begin(me()); cid != end(me()); ++cid) {
      Car c = car(cid);
      if (not c.alive) continue;
      Cell ahead = cell(c.pos + DEFAULT);
      if (c.nb_miss > 0 and ahead.type == CAR and player_of(ahead.cid) != me() and m.size() < 100)
        shoot(cid);
      else
        move(cid, first_step(c));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
