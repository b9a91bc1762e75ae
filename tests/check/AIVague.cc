// verdict: refused, it would play any game; expect: a rule-book player (Player.hh) that compiles for apocalypse madmax purge revisited tron: say which with --game
#include "Player.hh"

#define PLAYER_NAME Vague

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    if (round() == me()) cerr << "my round" << endl;
  }

};

RegisterPlayer(PLAYER_NAME);
