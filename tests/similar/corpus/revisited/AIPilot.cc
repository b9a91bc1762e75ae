// AIPilot.cc -- in the rule book's C++ API. Each car rates the cells of the next two
// columns (bonuses good, tyres, cars and missiles bad, the walls of the board a little
// bad) and takes the direction that ends on the best rated reachable cell.
#include "Player.hh"

#define PLAYER_NAME Pilot

static int rate(CType t)
{
    if (t == TYRE or t == CAR or t == MISSILE) return -1000;
    if (t == WATER_BONUS) return 30;
    if (t == GAS_BONUS) return 25;
    if (t == MISSILE_BONUS) return 15;
    return 0;
}

struct PLAYER_NAME : public Player {

    static Player* factory () { return new PLAYER_NAME; }

    vector<Dir> all = {SLOW_UP, SLOW, SLOW_DOWN, UP, DEFAULT, DOWN, FAST_UP, FAST, FAST_DOWN};

    int value (const Pos& from, const Dir& d) {
        Pos to = from + d;
        if (not within_window(to, round() + 1)) return -100000;
        int v = rate(cell(to).type);
        Pos mid = from + Dir(real(d), imag(d) > 0 ? 1 : 0);
        if (within_universe(mid) and mid != from) v += rate(cell(mid).type);
        if (real(to) == 0 or real(to) == number_rows() - 1) v -= 5;
        return v + imag(d);
    }

    void play () {
        for (Car_Id cid = begin(me()); cid != end(me()); ++cid) {
            Car c = car(cid);
            if (not c.alive) continue;
            int best = -1000000;
            Dir pick = DEFAULT;
            for (const Dir& d : all) {
                if (not within_universe(c.pos + d)) continue;
                int v = value(c.pos, d);
                if (v > best) { best = v; pick = d; }
            }
            move(cid, pick);
        }
    }
};

RegisterPlayer(PLAYER_NAME);
