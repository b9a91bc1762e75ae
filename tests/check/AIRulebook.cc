// verdict: accepted (the rule book's C++ API: attributes of the class keep the state)
#include "Player.hh"

#define PLAYER_NAME Rulebook

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  map<int, Pos> last;  // where each unit was last round
  int rounds = 0;

  virtual void play () {
    static const int turns[] = {Bottom, Right, Top, Left};  // constants are fine
    ++rounds;
    vector<int> mine = warriors(me());
    sort(mine.begin(), mine.end(), [this](int a, int b) { return unit(a).pos < unit(b).pos; });
    for (int id : mine) {
      Pos p = unit(id).pos;
      Dir d = last.count(id) and last[id] == p ? Dir(turns[random(0, 3)]) : Bottom;
      last[id] = p;
      command(id, d);
    }
    if (rounds == 1) cerr << "rulebook: " << mine.size() << " warriors" << endl;
  }

};

RegisterPlayer(PLAYER_NAME);
