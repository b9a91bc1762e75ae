// AIBombDeep.cc — compile bomb: deep recursive templates, 4000 chains each 890 instantiations deep (just under -ftemplate-depth=900), unrolled by an index_sequence.
#include "Player.hh"

#include <utility>

#define PLAYER_NAME BombDeep

template <int A, int N>
struct Chain {
  static constexpr int value = Chain<A, N - 1>::value + A;
};
template <int A>
struct Chain<A, 0> {
  static constexpr int value = 0;
};
template <int... A>
constexpr int all(std::integer_sequence<int, A...>) {
  return (Chain<A, 890>::value + ... + 0);
}
static_assert(all(std::make_integer_sequence<int, 4000>()) != 1, "");

struct PLAYER_NAME : public Player {
  static Player* factory () {
    return new PLAYER_NAME;
  }
  virtual void play () {
  }
};

RegisterPlayer(PLAYER_NAME);
