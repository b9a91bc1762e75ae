// AIFirst.cc — the reference test player (../shared/reference/PLAYERS.md) in the rule
// book's API: the same player as AIFirst.c. No randomness: each bike of mine that may
// move goes to the first neighbour with no wall and no bike (the first neighbour if there
// is none), using its item if it holds one.
#include "Player.hh"

#define PLAYER_NAME First

struct PLAYER_NAME : public Player {

    static Player* factory () {
        return new PLAYER_NAME;
    }

    void play () {
        for (int id : bikes(me())) {
            const Bike& b = bike(id);
            if (not b.alive or (round() % 2 == 1 and b.turbo_duration == 0)) continue;
            const vector<int>& next = vertex(b.vertex).neighbours;
            int target = next[0];
            for (int v : next)
                if (vertex(v).wall == -1 and vertex(v).bike == -1) {
                    target = v;
                    break;
                }
            command(Movement(b.id, target, b.bonus != None));
        }
    }

};

RegisterPlayer(PLAYER_NAME);
