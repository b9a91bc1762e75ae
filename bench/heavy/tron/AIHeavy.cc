// AIHeavy.cc — a heavy Tron player for measuring the API (bench/run): written in the
// rule book's API only, so the very same file builds in arena and in the original kit.
// Every round each living bike runs a breadth-first search over the whole graph, asking
// vertex() of every vertex it reaches and walking its neighbours, to the nearest bonus
// (and the size of the region it can still reach), as students' players do.
#include "Player.hh"

#define PLAYER_NAME Heavy

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  bool free_vertex (int v) {
    return vertex(v).wall == -1 and vertex(v).bike == -1;
  }

  // The neighbour of `from` to go to: towards the nearest bonus, else towards the largest
  // reachable region; -1 if every neighbour is taken.
  int next_vertex (int from) {
    vector<int> first(nb_vertices(), -2);
    queue<int> q;
    first[from] = -1;
    q.push(from);
    int bonus = -1;
    vector<int> region(nb_vertices(), 0);
    while (not q.empty()) {
      int v = q.front();
      q.pop();
      for (int n : vertex(v).neighbours) {
        if (first[n] != -2 or not free_vertex(n)) continue;
        first[n] = first[v] == -1 ? n : first[v];
        ++region[first[n]];
        if (bonus == -1 and vertex(n).bonus != None) bonus = first[n];
        q.push(n);
      }
    }
    if (bonus != -1) return bonus;
    int best = -1;
    for (int n : vertex(from).neighbours)
      if (free_vertex(n) and (best == -1 or region[n] > region[best])) best = n;
    return best;
  }

  virtual void play () {
    vector<int> mine = bikes(me());
    for (int id : mine) {
      const Bike& b = bike(id);
      if (not b.alive) continue;
      int n = next_vertex(b.vertex); // every round: students plan on the rounds they wait
      if (round() % 2 and b.turbo_duration <= 0) continue;
      if (n == -1) n = vertex(b.vertex).neighbours[0];
      Movement m(id);
      m.next_vertex = n;
      command(m);
    }
  }
};

RegisterPlayer(PLAYER_NAME);
