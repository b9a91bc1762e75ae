// AIDepth.cc -- in the rule book's C++ API. Each bike scores its free neighbours by the
// free vertices within three steps of them (a set, so a vertex counts once) plus a
// bonus for an item, and goes to the best; a bike with nowhere to go uses its ghost.
#include "Player.hh"

#define PLAYER_NAME Depth

static bool open (const Player& p, int v)
{
    const Vertex& x = p.vertex(v);
    return x.wall == -1 and x.bike == -1;
}

// Free vertices within three steps of `from`, each counted once.
static int reach (const Player& p, int from)
{
    set<int> seen = {from};
    vector<int> layer = {from};
    for (int step = 0; step < 3; ++step) {
        vector<int> next;
        for (int u : layer)
            for (int w : p.vertex(u).neighbours)
                if (open(p, w) and seen.insert(w).second) next.push_back(w);
        layer.swap(next);
    }
    return int(seen.size());
}

struct PLAYER_NAME : public Player {

    static Player* factory () { return new PLAYER_NAME; }

    void play () {
        for (int id : bikes(me())) {
            const Bike& b = bike(id);
            if (not b.alive or (round() % 2 == 1 and b.turbo_duration == 0)) continue;
            const vector<int>& around = vertex(b.vertex).neighbours;
            int best = -1, best_score = -1;
            for (int v : around) {
                if (not open(*this, v)) continue;
                int s = 2 * reach(*this, v) + (vertex(v).bonus != None ? 5 : 0);
                if (s > best_score) { best_score = s; best = v; }
            }
            if (best == -1) {
                if (around.empty()) continue;
                command(Movement(id, around[0], b.bonus == Ghost));
            } else {
                command(Movement(id, best, b.bonus == Points));
            }
        }
    }
};

RegisterPlayer(PLAYER_NAME);
