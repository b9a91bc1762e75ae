// AIRand.cc — the reference test player (../shared/reference/PLAYERS.md) in the rule
// book's API: the same player as AIRand.c. Each living car of mine, by increasing id,
// draws randomize(0, 9): 9 shoots, anything else moves in that direction.
#include "Player.hh"

#define PLAYER_NAME Rand

struct PLAYER_NAME : public Player {

    static Player* factory () {
        return new PLAYER_NAME;
    }

    const vector<Dir> D = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};

    virtual void play () {
        for (Car_Id cid = begin(me()); cid != end(me()); ++cid) {
            if (not car(cid).alive) continue;
            int k = randomize(0, 9);
            if (k == 9) shoot(cid);
            else move(cid, D[k]);
        }
    }

};

RegisterPlayer(PLAYER_NAME);
