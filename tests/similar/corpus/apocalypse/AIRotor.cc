// AIRotor.cc -- in the rule book's C++ API. Helicopters fly a square circuit around the
// middle of the board, dropping parachuters on free grass near posts that are not ours;
// soldiers go for the post that is cheapest to reach, weighing its value.
#include "Player.hh"

#define PLAYER_NAME Rotor

static int span(const Position& a, const Position& b)
{
    return max(abs(a.i - b.i), abs(a.j - b.j));
}

// The post worth going for from p: value over distance, ours left out.
static int pick_post(const vector<Post>& all, const Position& p, int mine)
{
    int best = -1;
    double best_v = 0;
    for (int k = 0; k < int(all.size()); ++k) {
        if (all[k].player == mine) continue;
        double v = double(all[k].value) / (1 + span(all[k].pos, p));
        if (best == -1 or v > best_v) { best = k; best_v = v; }
    }
    return best;
}

struct PLAYER_NAME : public Player {

    static Player* factory () { return new PLAYER_NAME; }

    int leg = 0;

    void fly (int id) {
        Data h = data(id);
        if (round() % 12 == 11) command_helicopter(id, CLOCKWISE);
        else command_helicopter(id, FORWARD1);
        int jumps = 0;
        for (int di = -2; di <= 2 and jumps < 2 and not h.parachuters.empty(); ++di)
            for (int dj = -2; dj <= 2 and jumps < 2; ++dj) {
                int i = h.pos.i + di, j = h.pos.j + dj;
                if (what(i, j) == GRASS and which_soldier(i, j) == 0 and fire_time(i, j) == 0 and post_value(i, j) != -2) {
                    command_parachuter(i, j);
                    ++jumps;
                }
            }
    }

    void walk (int id) {
        Data s = data(id);
        vector<Post> all = posts();
        int k = pick_post(all, s.pos, me());
        if (k < 0) return;
        Position goal = all[k].pos;
        int i = s.pos.i + (goal.i > s.pos.i) - (goal.i < s.pos.i);
        int j = s.pos.j + (goal.j > s.pos.j) - (goal.j < s.pos.j);
        int land = what(i, j);
        if ((land == GRASS or land == FOREST) and fire_time(i, j) == 0) command_soldier(id, i, j);
    }

    void play () {
        for (int id : helicopters(me())) fly(id);
        for (int id : soldiers(me())) walk(id);
        ++leg;
    }
};

RegisterPlayer(PLAYER_NAME);
