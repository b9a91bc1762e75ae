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
    const int N = 400000, R = number_rows(), U = number_universe_columns();
    time("cell", N, [&](int k) { return int(cell(Pos(k / U % R, k % U)).type); });
    time("car", N, [&](int k) { return car(k % number_cars()).gas; });
    time("within_window", N, [&](int k) { return int(within_window(Pos(k / U % R, k % U), 1)); });
    time("player_of", N, [&](int k) { return player_of(k % number_cars()); });
    time("begin+end", N, [&](int k) { return end(k & 3) - begin(k & 3); });
    time("number_rows", N, [&](int) { return number_rows(); });
    time("round", N, [&](int) { return round(); });
    time("score", N, [&](int k) { return score(k & 3); });
    time("missiles", N / 10, [&](int) { return int(missiles().size()); });
    if (sink == 42) cerr << ' ';
  }
};

RegisterPlayer(PLAYER_NAME);
