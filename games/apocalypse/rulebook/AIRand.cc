// AIRand.cc — the reference test player (../shared/reference/PLAYERS.md) in the rule
// book's API: the same player as AIRand.c.
#include "Player.hh"

#define PLAYER_NAME Rand

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    // 1. every soldier of mine, in increasing id order: a random neighbouring cell
    for (int id : soldiers(me())) {
      Position p = data(id).pos;
      int di = random(-1, 1);
      int dj = random(-1, 1);
      command_soldier(id, p.i + di, p.j + dj);
    }
    // 2. every helicopter of mine: a random instruction
    vector<int> H = helicopters(me());
    for (int id : H) command_helicopter(id, random(1, 5));
    // 3. every parachuter aboard: a jump to a random cell of its helicopter's square
    for (int id : H) {
      Data h = data(id);
      for (int k = 0; k < (int)h.parachuters.size(); ++k) {
        int di = random(-2, 2);
        int dj = random(-2, 2);
        command_parachuter(h.pos.i + di, h.pos.j + dj);
      }
    }
  }

};

RegisterPlayer(PLAYER_NAME);
