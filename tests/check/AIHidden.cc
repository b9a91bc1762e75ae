// verdict: refused
// What the compiler's view does not place: a thread-local variable (nm finds no line for
// it, even with -g), and the attributes and directives whose strings gcc writes into the
// assembly as they are (a section's name can hold any assembly), however they are spelt.
#include "Player.hh"
#define PLAYER_NAME Hidden

thread_local int rounds_seen;                // expect: thread-local variable 'rounds_seen'

__attribute__((used, section(".text.mine"))) static int helper (int x) { return x + 1; }  // expect: attribute 'section': not allowed
[[gnu::weakref("abs")]] static int other (int);  // expect: attribute 'weakref': not allowed
__attribute__((__section__                   // expect: attribute 'section': not allowed
  (".text.two"))) static int helper2 (int x) { return x + 2; }
<:<:gnu::section(".text.three"):>:> static int helper3 (int x) { return x + 3; }  // expect: attribute 'section': not allowed
#ident "a string for the assembly"          // expect: #ident, #sccs: not allowed

struct PLAYER_NAME : public Player {
  static Player* factory () { return new PLAYER_NAME; }
  virtual void play () {
    rounds_seen += helper(1) + helper2(2) + helper3(3);
    for (int id : warriors(me())) command(id, Bottom);  // (Mad Max's API: the game is known)
  }
};

RegisterPlayer(PLAYER_NAME);
