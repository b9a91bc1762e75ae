// AIHeavy.cc — a heavy Apocalypse player for measuring the API (bench/run): written in
// the rule book's API only, so the very same file builds in arena and in the original
// kit. Every round each soldier runs a breadth-first search to the nearest post it does
// not own, asking what(), fire_time(), which_soldier() and post_owner() of every cell it
// reaches and data() of every soldier it meets, as students' players do.
#include "Player.hh"

#define PLAYER_NAME Heavy

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  const int DI[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
  const int DJ[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

  bool walkable (int i, int j) {
    int land = what(i, j);
    return (land == FOREST or land == GRASS) and fire_time(i, j) == 0;
  }

  // The first step from `from` towards the nearest post not ours (or an enemy met on
  // the way), -1 if none is reachable.
  int first_step (const Position& from) {
    vector<int> dir(Settings::MAX * Settings::MAX, -2);
    queue<Position> q;
    dir[from.i * Settings::MAX + from.j] = -1;
    q.push(from);
    while (not q.empty()) {
      Position p = q.front();
      q.pop();
      int d = dir[p.i * Settings::MAX + p.j];
      if (p != from) {
        int owner = post_owner(p.i, p.j);
        if (owner != -2 and owner != me()) return d;
        int id = which_soldier(p.i, p.j);
        if (id > 0 and data(id).player != me() and data(id).life < Settings::LIFE / 2) return d;
      }
      for (int k = 0; k < 8; ++k) {
        int i = p.i + DI[k], j = p.j + DJ[k];
        if (not pos_ok(i, j) or dir[i * Settings::MAX + j] != -2 or not walkable(i, j)) continue;
        int id = which_soldier(i, j);
        if (id > 0 and data(id).player == me()) continue; // our own soldier blocks
        dir[i * Settings::MAX + j] = d == -1 ? k : d;
        q.push(Position(i, j));
      }
    }
    return -1;
  }

  void play_soldiers () {
    for (int id : soldiers(me())) {
      int k = first_step(data(id).pos);
      if (k >= 0) command_soldier(id, data(id).pos.i + DI[k], data(id).pos.j + DJ[k]);
    }
  }

  // Helicopters: napalm when enemies outnumber friends under the square, else fly on;
  // parachuters jump onto free walkable cells.
  void play_helicopters () {
    int jumps = 0;
    for (int id : helicopters(me())) {
      Data h = data(id);
      int mine = 0, theirs = 0;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj) {
          int s = which_soldier(h.pos.i + di, h.pos.j + dj);
          if (s > 0) (data(s).player == me() ? mine : theirs)++;
        }
      if (h.napalm == 0 and theirs > mine + 1) command_helicopter(id, NAPALM);
      else command_helicopter(id, random(0, 3) == 0 ? COUNTER_CLOCKWISE : FORWARD2);
      for (int n = 0; n < int(h.parachuters.size()) and jumps < Settings::MAX_JUMP; ++n) {
        int i = h.pos.i + random(-2, 2), j = h.pos.j + random(-2, 2);
        if (walkable(i, j) and which_soldier(i, j) == 0) {
          command_parachuter(i, j);
          ++jumps;
        }
      }
    }
  }

  virtual void play () {
    play_soldiers();
    play_helicopters();
  }
};

RegisterPlayer(PLAYER_NAME);
