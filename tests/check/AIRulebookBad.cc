// verdict: refused
#include <cstdio>
#include <ctime>

#include "Player.hh"

#define PLAYER_NAME RulebookBad

vector<int> targets;     // expect: variable 'targets'

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  virtual void play () {
    static int calls = 0;                    // expect: variable 'calls'
    static const char *names[] = {"a", "b"}; // expect: variable 'names'
    FILE *f = fopen("/tmp/x", "w");          // expect: fopen() opens or changes files
    long now = time(nullptr);                // expect: time() reads the time
    srand(now);                              // expect: srand() is not the game's generator
    targets.push_back(rand() + calls++ + names[0][0]);    // expect: rand() is not the game's generator
    if (f) fclose(f);
    for (int id : cars(me())) command(id, Right);
  }

};

RegisterPlayer(PLAYER_NAME);
