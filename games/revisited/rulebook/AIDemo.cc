// AIDemo.cc — a simple player in the rule book's API: the same player as AIDemo.c (it
// plays the same matches), written as the rule book writes players.
//
// For each of my living cars:
//   1. an enemy car right ahead and a missile in stock: shoot it;
//   2. else a bonus on the destination of some direction: go there (the cells passed on
//      the way are not looked at: a tyre there still kills);
//   3. else, away from the top and bottom rows, a random direction, if it stays in the
//      window; otherwise no instruction (the car moves DEFAULT).
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {

    /**
     * Factory: returns a new instance of this class.
     * Do not modify this function.
     */
    static Player* factory () {
        return new PLAYER_NAME;
    }

    // The nine directions, in the order of randomize(0, 8).
    const vector<Dir> dirs = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};

    static bool is_bonus (CType t) {
        return t == WATER_BONUS or t == GAS_BONUS or t == MISSILE_BONUS;
    }

    // An enemy car on the cell right ahead of c (the first cell a missile passes).
    bool enemy_ahead (const Car& c) {
        Cell ahead = cell(c.pos + DEFAULT);
        return ahead.type == CAR and player_of(ahead.cid) != me();
    }

    void drive (const Car& c) {
        int next = round() + 1; // moves are judged against the next window
        if (c.nb_miss > 0 and enemy_ahead(c)) {
            debug_mark(c.pos + DEFAULT, 0xff2020, "fire"); // shown in the viewer
            shoot(c.cid);
            return;
        }
        for (const Dir& d : dirs) {
            Pos to = c.pos + d;
            if (within_window(to, next) and is_bonus(cell(to).type)) {
                debug_line(c.pos, to, 0x30c030, "bonus");
                move(c.cid, d);
                return;
            }
        }
        if (first(c.pos) > 0 and first(c.pos) < number_rows() - 1) {
            Dir d = dirs[randomize(0, dirs.size() - 1)];
            if (within_window(c.pos + d, next)) move(c.cid, d);
        }
    }

    /**
     * Play method, invoked once per each round.
     */
    virtual void play () {
        for (Car_Id cid = begin(me()); cid != end(me()); ++cid) {
            Car c = car(cid);
            if (c.alive) drive(c);
        }
    }

};


/**
 * Do not modify the following line.
 */
RegisterPlayer(PLAYER_NAME);
