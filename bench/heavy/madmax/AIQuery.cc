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
    const int N = 400000, R = rows(), C = cols();
    vector<int> w = warriors(1), c = cars(2);
    time("cell", N, [&](int k) { return cell(k / C % R, k % C).id; });
    time("cell(Pos)", N, [&](int k) { return int(cell(Pos(k / C % R, k % C)).type); });
    time("unit(warrior).pos", N, [&](int k) { return unit(w[k % w.size()]).pos.i; });
    time("unit(car).food", N, [&](int k) { return unit(c[k % c.size()]).food; });
    time("can_move", N, [&](int k) { return int(can_move(k % nb_units())); });
    time("warriors", N / 10, [&](int k) { return int(warriors(k & 3).size()); });
    time("cars", N / 10, [&](int k) { return int(cars(k & 3).size()); });
    time("total_score", N, [&](int k) { return total_score(k & 3); });
    if (sink == 42) cerr << ' ';
  }
};

RegisterPlayer(PLAYER_NAME);
