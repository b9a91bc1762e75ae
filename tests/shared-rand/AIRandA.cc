// AIRandA.cc — a rule-book player (Player.hh) that calls the C library's generator in the
// patterns past players did, and more: draws in its constructor, no call some rounds, a
// reseed with no draw after it, several reseeds in one round (srand(0) among them),
// std::random_shuffle (rand() inside libstdc++), random(), a count of draws that depends
// on the draws, 20,000 draws in one round; and its moves depend on what it drew.
#include <algorithm>

#include "Player.hh"

#define PLAYER_NAME RandA

struct PLAYER_NAME : public Player {
    static Player* factory () { return new PLAYER_NAME; }

    vector<int> order;

    PLAYER_NAME () : order {0, 1, 2, 3, 4, 5} {
        srand(me() + 7);
        for (int k = rand() % 4; k > 0; --k) rand();
    }

    void play () {
        int r = round();
        switch ((r + me()) % 6) {
        case 0: break;
        case 1: srand(r); break;
        case 2: srand(r); srand(0); rand(); srand(3 * r + 1); rand(); break;
        case 3: random_shuffle(order.begin(), order.end()); break;
        case 4: for (int k = rand() % 50; k > 0; --k) (void)random(); break;
        case 5: if (r % 4 == 1) for (int k = 0; k < 20000; ++k) rand(); break;
        }
        for (int id : bikes(me())) {
            const Bike& b = bike(id);
            if (not b.alive or (r % 2 == 1 and b.turbo_duration == 0)) continue;
            const vector<int>& next = vertex(b.vertex).neighbours;
            vector<int> free_ones;
            for (int v : next)
                if (vertex(v).wall == -1) free_ones.push_back(v);
            const vector<int>& from = free_ones.empty() ? next : free_ones;
            command(Movement(id, from[(rand() + order[0]) % from.size()], b.bonus != None and rand() % 3 == 0));
        }
    }
};

RegisterPlayer(PLAYER_NAME);
