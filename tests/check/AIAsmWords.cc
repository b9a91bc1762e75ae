// verdict: accepted
// The words the checker looks for, where they are only names and text: a function named
// section, a vector named alias, "asm" and "section(" in strings, a raw string, digit
// separators and character literals around them.
#include "Player.hh"
#define PLAYER_NAME AsmWords

struct PLAYER_NAME : public Player {
  static Player* factory () { return new PLAYER_NAME; }

  vector<int> alias = vector<int>(4, 0);
  static int section (int round) { return round / 50; }

  virtual void play () {
    const char *said = "asm(\"nop\") __asm__ section(\".text\")";
    const char *raw = R"x(")" asm("nop") __attribute__((section(".y"))) )x";
    long big = 1'000'000; char quote = '"', apostrophe = '\'';
    alias[section(round()) % 4] += int(big % 7) + said[0] + raw[0] + quote + apostrophe;
    for (int id : warriors(me())) command(id, Bottom);
  }
};

RegisterPlayer(PLAYER_NAME);
