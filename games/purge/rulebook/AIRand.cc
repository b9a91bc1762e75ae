// AIRand.cc — the reference test player (../shared/reference/PLAYERS.md) in the rule
// book's API: builders then warriors, each in increasing id order, get k = random(0, 7):
// k < 4 moves towards k, otherwise builds towards k - 4. The same player as AIRand.c.
#include "Player.hh"

#define PLAYER_NAME Rand

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  void order (const vector<int>& ids) {
    for (int id : ids) {
      int k = random(0, 7);
      if (k < 4) move(id, Dir(k));
      else build(id, Dir(k - 4));
    }
  }

  virtual void play () {
    order(builders(me()));
    order(warriors(me()));
  }

};

RegisterPlayer(PLAYER_NAME);
