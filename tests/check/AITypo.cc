// verdict: refused: a rule-book player with a compiler's error (no game said): the compiler's message, not "compiles for no game"
#include "Player.hh"

#define PLAYER_NAME Typo

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    int n = undeclared_thing + 1;
    (void)n;
  }

};

RegisterPlayer(PLAYER_NAME);
