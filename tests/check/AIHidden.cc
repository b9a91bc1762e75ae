// verdict: refused
// Variables the compiler's view does not place: thread-local (nm finds no line for it,
// even with -g), and a symbol a section name writes into the assembly.
#include "Player.hh"
#define PLAYER_NAME Hidden

thread_local int rounds_seen;                // expect: thread-local variable 'rounds_seen'

__attribute__((used, section(".text.mine"))) static int helper (int x) { return x + 1; }  // expect: 'section(': a linker attribute
[[gnu::weakref("abs")]] static int other (int);  // expect: 'weakref(': a linker attribute

struct PLAYER_NAME : public Player {
  static Player* factory () { return new PLAYER_NAME; }
  virtual void play () {
    rounds_seen += helper(1);
    for (int id : warriors(me())) command(id, Bottom);  // (Mad Max's API: the game is known)
  }
};

RegisterPlayer(PLAYER_NAME);
