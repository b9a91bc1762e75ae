// AIRam.cc -- in the rule book's C++ API. Cars ram: each one chases the enemy car or
// warrior with the best value for the distance (a warrior on a road is easy prey, a car
// costs us ours too, so only when we are low on fuel). Warriors hold their city or take
// the nearest one, avoiding our own cars.
#include "Player.hh"

#define PLAYER_NAME Ram

static int dist_max(Pos a, Pos b)
{
    return max(abs(a.i - b.i), abs(a.j - b.j));
}

// The value of hitting unit u from p: higher is better, negative is not worth it.
static int prey_value(const Unit& u, const Cell& at, Pos p, int fuel)
{
    if (at.type == City) return -1;
    int v = 100 - 4 * dist_max(u.pos, p);
    if (u.type == Car) v = fuel < 20 ? v / 2 : -1;
    else if (at.type == Road) v += 20;
    return v;
}

struct PLAYER_NAME : public Player {

    static Player* factory () { return new PLAYER_NAME; }

    Dir toward (const Unit& u, Pos goal, bool car) {
        Dir pick = None;
        int d0 = dist_max(u.pos, goal);
        for (int d = 0; d < 8; ++d) {
            Pos n = u.pos + Dir(d);
            if (not pos_ok(n)) continue;
            Cell c = cell(n);
            bool ok = car ? (c.type == Road or c.type == Desert) : (c.type != Wall and c.type != Water and c.type != Station);
            if (c.id != -1 and unit(c.id).player == me()) ok = false;
            if (ok and dist_max(n, goal) < d0) { d0 = dist_max(n, goal); pick = Dir(d); }
        }
        return pick;
    }

    void play () {
        for (int id : cars(me())) {
            if (not can_move(id)) continue;
            Unit car = unit(id);
            int best = -1; Pos goal = car.pos;
            for (int other = 0; other < nb_units(); ++other) {
                Unit u = unit(other);
                if (u.player == me()) continue;
                int v = prey_value(u, cell(u.pos), car.pos, car.food);
                if (v > best) { best = v; goal = u.pos; }
            }
            Dir d = toward(car, goal, true);
            if (d != None) command(id, d);
        }
        for (int id : warriors(me())) {
            Unit w = unit(id);
            if (not can_move(id) or cell(w.pos).type == City) continue;
            Pos goal = w.pos; int gd = 1000;
            for (int i = 0; i < rows(); ++i)
                for (int j = 0; j < cols(); ++j)
                    if (cell(i, j).type == City and cell(i, j).owner != me() and dist_max(Pos(i, j), w.pos) < gd) {
                        gd = dist_max(Pos(i, j), w.pos);
                        goal = Pos(i, j);
                    }
            Dir d = toward(w, goal, false);
            if (d != None) command(id, d);
        }
    }
};

RegisterPlayer(PLAYER_NAME);
