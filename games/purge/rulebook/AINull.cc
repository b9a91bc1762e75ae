// AINull.cc — the empty player, in the rule book's API: it gives no commands.
// To write your own, copy it to AIYourName.cc and change PLAYER_NAME below.
#include "Player.hh"

// Your player's name (at most 12 characters, unique): the file is AI<name>.cc.
#define PLAYER_NAME Null


struct PLAYER_NAME : public Player {

  // Makes your player's object (one per seat, before its first round). Leave it as it is.
  static Player* factory () {
    return new PLAYER_NAME;
  }

  // Your types and attributes: what your player keeps between rounds (attributes, not
  // global variables).

  // Called once a round: look at the state, give your commands (move, build).
  virtual void play () {
  }

};


// Registers your player. Leave it as it is.
RegisterPlayer(PLAYER_NAME);
