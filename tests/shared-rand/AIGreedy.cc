// AIGreedy.cc — draws from rand() like the rule-book Demo, but in round 4 one draw more
// than the judge allows in a round (engine/crand.h): frozen there, in both modes.
#include "Player.hh"

#define PLAYER_NAME Greedy

struct PLAYER_NAME : public Player {
    static Player* factory () { return new PLAYER_NAME; }

    void play () {
        if (round() == 4)
            for (long k = 0; k <= 100000000; ++k) rand();
        for (int id : bikes(me())) {
            const Bike& b = bike(id);
            if (not b.alive or round() % 2 == 1) continue;
            const vector<int>& next = vertex(b.vertex).neighbours;
            command(Movement(id, next[rand() % next.size()]));
        }
    }
};

RegisterPlayer(PLAYER_NAME);
