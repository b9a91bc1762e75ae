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
    const int N = 400000, M = Settings::MAX;
    vector<int> ids = soldiers(1), helis = helicopters(2);
    time("what", N, [&](int k) { return what(k / M % M, k % M); });
    time("fire_time", N, [&](int k) { return fire_time(k / M % M, k % M); });
    time("which_soldier", N, [&](int k) { return which_soldier(k / M % M, k % M); });
    time("which_helicopter", N, [&](int k) { return which_helicopter(k / M % M, k % M); });
    time("post_owner", N, [&](int k) { return post_owner(k / M % M, k % M); });
    time("post_value", N, [&](int k) { return post_value(k / M % M, k % M); });
    time("data(soldier).pos", N, [&](int k) { return data(ids[k % ids.size()]).pos.i; });
    time("data(helicopter)", N / 4, [&](int k) { return int(data(helis[k % helis.size()]).parachuters.size()); });
    time("soldiers", N / 10, [&](int k) { return int(soldiers(k & 3).size()); });
    time("posts", N / 10, [&](int) { return posts()[3].value; });
    if (sink == 42) cerr << ' ';
  }
};

RegisterPlayer(PLAYER_NAME);
