// AINull.cc — the empty player in the rule book's API: gives no commands. Copy it to start
// your own (AIYourName.cc, with your name in PLAYER_NAME).
#include "Player.hh"

#define PLAYER_NAME Null

struct PLAYER_NAME : public Player {

  // Factory: returns a new instance of this class. Do not modify this function.
  static Player* factory () {
    return new PLAYER_NAME;
  }

  // Types and attributes for your player can be defined here.

  // Play method, invoked once per each round.
  virtual void play () {
  }

};

// Do not modify the following line.
RegisterPlayer(PLAYER_NAME);
