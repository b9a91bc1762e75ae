// verdict: refused
// C++: asm is a keyword, inline assembly refused where it is written (once), also past
// a digit separator (a quote that is no character: the filter looks at words, not at
// what may be a string).
#include "Player.hh"
#define PLAYER_NAME AsmCxx

struct PLAYER_NAME : public Player {
  static Player* factory () { return new PLAYER_NAME; }
  virtual void play () {
    long n = 3'9; asm volatile("nop"); long m = 1'0;  // expect: assembly (asm): not allowed
    (void)n; (void)m;
    asm volatile("nop");
    for (int id : warriors(me())) command(id, Bottom);  // (Mad Max's API: the game is known)
  }
};

RegisterPlayer(PLAYER_NAME);
