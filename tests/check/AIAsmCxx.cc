// verdict: refused
// C++: asm is a keyword, inline assembly refused where it is written (once).
#include "Player.hh"
#define PLAYER_NAME AsmCxx

struct PLAYER_NAME : public Player {
  static Player* factory () { return new PLAYER_NAME; }
  virtual void play () {
    const char *text = "asm(\"nop\")";       // (a string: not assembly)
    (void)text;
    asm volatile("nop");                      // expect: assembly (asm): not allowed
    asm volatile("nop");
    for (int id : warriors(me())) command(id, Bottom);  // (Mad Max's API: the game is known)
  }
};

RegisterPlayer(PLAYER_NAME);
