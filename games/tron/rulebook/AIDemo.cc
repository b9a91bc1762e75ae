// AIDemo.cc — a simple player in the rule book's API: the original kit's Demo.
//
// Each living bike of mine that may move this round goes to a random free neighbour (no
// wall); with none free, to any neighbour (and crashes). A bike holding an item uses it
// one time in five.
//
// Its random numbers come from rand(), as the original kit's players: that is the match's
// own stream, in local and judge mode (what you draw changes the turn order and the items,
// as in the original Game). AIDemo.c, the same player in C, draws from random_int()
// instead, which never changes the match.
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

    // A bike moves in even rounds, and in odd ones only while in turbo.
    bool may_move (const Bike& b) {
        return b.alive and (round() % 2 == 0 or b.turbo_duration > 0);
    }

    /**
     * Play method, invoked once per each round.
     */
    void play () {
        for (int id : bikes(me())) {
            const Bike& b = bike(id);
            if (not may_move(b)) continue;

            // Find the neighbours without a wall.
            const vector<int>& next = vertex(b.vertex).neighbours;
            vector<int> free_ones;
            for (int v : next)
                if (vertex(v).wall == -1) free_ones.push_back(v);

            // A random free neighbour if there is one, otherwise any neighbour.
            Movement movement(b.id);
            if (not free_ones.empty()) movement.next_vertex = free_ones[rand() % free_ones.size()];
            else movement.next_vertex = next[rand() % next.size()];

            // The choice, in the viewer: a free vertex, or none left.
            debug_line(b.vertex, movement.next_vertex, free_ones.empty() ? 0xff4040 : 0x40c0ff,
                       free_ones.empty() ? "trapped" : "free");

            // Use the item one time in five.
            if (b.bonus != None and rand() % 5 == 4) movement.use_bonus = true;

            command(movement);
        }
    }

};


/**
 * Do not modify the following line.
 */
RegisterPlayer(PLAYER_NAME);
