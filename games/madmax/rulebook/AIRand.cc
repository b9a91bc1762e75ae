// AIRand.cc — the reference test player (../shared/reference/PLAYERS.md) in the rule
// book's API: every own unit, in increasing id order, gets random(0, 8) as a direction,
// whether or not it may move. The same player as AIRand.c.
#include "Player.hh"

#define PLAYER_NAME Rand

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    for (int id = 0; id < nb_units(); ++id)
      if (unit(id).player == me())
        command(id, Dir(random(0, 8)));
  }

};

RegisterPlayer(PLAYER_NAME);
