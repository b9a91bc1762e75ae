// AIDemo.cc — the demo player in the rule book's API, the same player as AIDemo.c: it
// shows the API, it does not play well. By day builders take food next to them, or half
// of the time build towards the first direction on the board, or else step at random where
// no warrior stands; at night warriors step at random 60% of the time. Nothing after the
// first half of the match, or when nearly out of time.
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  const vector<Dir> dirs = {Up, Down, Left, Right};

  void builders_by_day () {
    for (int id : builders(me())) {
      Pos p = citizen(id).pos;
      int food = -1;
      for (int k = 0; k < 4; ++k)
        if (pos_ok(p + dirs[k]) and cell(p + dirs[k]).bonus == Food) food = k;
      if (food >= 0) move(id, dirs[food]);
      else if (random(0, 3) <= 1) {
        for (Dir d : dirs)
          if (pos_ok(p + d)) { build(id, d); break; }
      }
      else {
        Dir d = dirs[random(0, 3)];
        Pos q = p + d;
        if (pos_ok(q) and (cell(q).id == -1 or citizen(cell(q).id).type == Builder)) move(id, d);
      }
    }
  }

  void warriors_by_night () {
    for (int id : warriors(me()))
      if (random(0, 9) < 6) {
        Dir d = dirs[random(0, 3)];
        if (pos_ok(citizen(id).pos + d)) move(id, d);
      }
  }

  virtual void play () {
    if (status(me()) >= 0.9 or round() > num_rounds()/2) return;
    if (is_day()) builders_by_day();
    else warriors_by_night();
  }

};

RegisterPlayer(PLAYER_NAME);
