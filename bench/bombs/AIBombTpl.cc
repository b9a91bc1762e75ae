// AIBombTpl.cc — compile bomb: template instantiation explosion, a binary tree of 2^24 distinct class instantiations (memory and CPU until a limit stops it).
#include "Player.hh"

#define PLAYER_NAME BombTpl

template <int N, unsigned long long M>
struct Tree {
  static constexpr unsigned long long value = Tree<N - 1, 2 * M>::value + Tree<N - 1, 2 * M + 1>::value;
};
template <unsigned long long M>
struct Tree<0, M> {
  static constexpr unsigned long long value = M;
};
static_assert(Tree<24, 1>::value != 0, "");

struct PLAYER_NAME : public Player {
  static Player* factory () {
    return new PLAYER_NAME;
  }
  virtual void play () {
  }
};

RegisterPlayer(PLAYER_NAME);
