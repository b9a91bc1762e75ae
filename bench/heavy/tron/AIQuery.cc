// AIQuery.cc — the per-query micro-benchmark (bench/run): in round 0 player 0 times each
// query of the rule book's API over and over (the least of 7 runs) and prints "query NAME NS" lines (ns per
// call) on standard error. The same file builds in the original kit.
#include <chrono>

#include "Player.hh"

#define PLAYER_NAME Query

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  long sink = 0;

  // The least of 7 runs: the machine may be busy.
  template <class F> void time (const char* name, int n, F f) {
    double best = 1e30;
    for (int run = 0; run < 7; ++run) {
      auto t0 = std::chrono::steady_clock::now();
      for (int k = 0; k < n; ++k) sink += f(k);
      auto t1 = std::chrono::steady_clock::now();
      best = min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / n);
    }
    cerr << "query " << name << ' ' << best << endl;
  }

  virtual void play () {
    if (round() != 0 or me() != 0) return;
    const int N = 400000, V = nb_vertices();
    time("vertex.wall", N, [&](int k) { return vertex(k % V).wall; });
    time("vertex.neighbours[0]", N, [&](int k) { return vertex(k % V).neighbours[0]; });
    time("vertex.neighbours_copy", N / 10, [&](int k) { vector<int> n = vertex(k % V).neighbours; return n[0]; });
    const int B = nb_players() * nb_bikes();
    time("bike", N, [&](int k) { return bike(k % B).vertex; });
    time("bikes", N / 10, [&](int k) { return int(bikes(k & 3).size()); });
    time("is_neighbour", N, [&](int k) { return int(is_neighbour(k % V, (k + 1) % V)); });
    time("score", N, [&](int k) { return score(k & 3); });
    time("round", N, [&](int) { return round(); });
    time("nb_vertices", N, [&](int) { return nb_vertices(); });
    time("bonus_vertices", N / 10, [&](int) { return int(bonus_vertices().size()); });
    if (sink == 42) cerr << ' ';
  }
};

RegisterPlayer(PLAYER_NAME);
