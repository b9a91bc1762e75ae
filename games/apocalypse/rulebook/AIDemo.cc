// AIDemo.cc — a simple, complete player in the rule book's API: the same player as
// AIDemo.c (it plays the same matches), written as the rule book writes players.
//
// Each round:
//   - every soldier walks towards the nearest post we do not own, attacking the enemies
//     in its way (a greedy step, no path finding: it gets stuck behind lakes and
//     mountains, and it ignores enemies beside its path; both are worth improving);
//   - every helicopter throws napalm when it would kill several enemies and none of ours,
//     otherwise flies ahead, turning when the way is blocked or at random;
//   - every parachuter aboard jumps onto a free cell under its helicopter, a post if
//     there is one we do not own.
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

  // The 8 neighbours of a cell.
  const int DI[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
  const int DJ[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

  // Steps of the four orientations (south, east, north, west).
  const int ORI_DI[4] = {1, 0, -1, 0};
  const int ORI_DJ[4] = {0, 1, 0, -1};

  // Moves on the board count diagonals as one step: the distance is the Chebyshev one.
  static int distance (const Position& a, const Position& b) {
    return max(abs(a.i - b.i), abs(a.j - b.j));
  }

  // Whether a soldier may safely step onto (i, j): forest or grass that does not burn.
  bool safe (int i, int j) {
    int land = what(i, j);
    return (land == FOREST or land == GRASS) and fire_time(i, j) == 0;
  }

  // The nearest post we do not own, or (-1, -1) if we own them all.
  Position target_post (const Position& from) {
    Position best(-1, -1);
    int best_dist = 1000;
    for (const Post& p : posts()) {
      int d = distance(from, p.pos);
      if (p.player != me() and d < best_dist) {
        best = p.pos;
        best_dist = d;
      }
    }
    return best;
  }

  // Whether an enemy soldier stands on (i, j).
  bool enemy_at (int i, int j) {
    int id = which_soldier(i, j);
    return id > 0 and data(id).player != me();
  }

  void move_soldier (int id, bool draw) {
    Data s = data(id);
    Position goal = target_post(s.pos);
    if (goal.i < 0) return; // we own every post: stay
    if (draw) // where it goes, in the viewer (a round's marks are capped: not all soldiers)
      debug_line(s.pos, goal, 0xffa000, "post");

    // A step towards the nearest post we do not own, trying the neighbours in a random
    // order so that soldiers do not all move alike. Ordering a soldier onto an enemy
    // makes it attack (it stays where it is): enemies in the way get hit.
    vector<int> order = random_permutation(8);
    int now = distance(s.pos, goal);
    for (int d : order) {
      Position next(s.pos.i + DI[d], s.pos.j + DJ[d]);
      if (distance(next, goal) < now and safe(next.i, next.j) and
          (which_soldier(next.i, next.j) == 0 or enemy_at(next.i, next.j))) {
        command_soldier(id, next.i, next.j);
        return;
      }
    }

    // Stuck (water, mountain, friends in the way): a random safe step.
    int d = random(0, 7);
    if (safe(s.pos.i + DI[d], s.pos.j + DJ[d]))
      command_soldier(id, s.pos.i + DI[d], s.pos.j + DJ[d]);
  }

  // Counts the soldiers under a helicopter centred at c: ours and the enemies'.
  void count_below (const Position& c, int& ours, int& theirs) {
    ours = theirs = 0;
    for (int i = c.i - REACH; i <= c.i + REACH; ++i)
      for (int j = c.j - REACH; j <= c.j + REACH; ++j) {
        int id = which_soldier(i, j);
        if (id > 0) {
          if (data(id).player == me()) ++ours;
          else ++theirs;
        }
      }
  }

  // Whether the row of cells a helicopter would enter by moving one step holds a mountain.
  bool blocked_ahead (const Data& h) {
    int di = ORI_DI[h.orientation], dj = ORI_DJ[h.orientation];
    for (int k = -REACH; k <= REACH; ++k) {
      // The front row is REACH + 1 cells ahead; k runs across it.
      int i = h.pos.i + (REACH + 1)*di + k*dj;
      int j = h.pos.j + (REACH + 1)*dj + k*di;
      if (not pos_ok(i, j) or what(i, j) == MOUNTAIN) return true;
    }
    return false;
  }

  void fly_helicopter (int id) {
    Data h = data(id);
    int ours, theirs;
    count_below(h.pos, ours, theirs);
    if (h.napalm == 0 and theirs >= 2 and ours == 0) {
      debug_mark(h.pos, 0xff2020, "napalm");
      command_helicopter(id, NAPALM);
    }
    else if (blocked_ahead(h) or random(0, 9) == 0)
      command_helicopter(id, random(0, 1) ? CLOCKWISE : COUNTER_CLOCKWISE);
    else
      command_helicopter(id, FORWARD2);
  }

  // One parachuter of the helicopter (if it has any) jumps onto a free cell under it: a
  // post we do not own if there is one, otherwise a cell drawn at random. Only one per
  // helicopter and round: two jumps onto one cell would waste the second, since the board
  // we see does not change until the round is over.
  void throw_parachuter (int id) {
    Data h = data(id);
    if (h.parachuters.empty()) return;
    vector<Position> free_cells;
    for (int i = h.pos.i - REACH; i <= h.pos.i + REACH; ++i)
      for (int j = h.pos.j - REACH; j <= h.pos.j + REACH; ++j) {
        if (not safe(i, j) or which_soldier(i, j) != 0) continue;
        int owner = post_owner(i, j); // -2: no post here
        if (owner != -2 and owner != me()) {
          command_parachuter(i, j);
          return;
        }
        free_cells.push_back(Position(i, j));
      }
    if (not free_cells.empty()) {
      Position p = free_cells[random(0, free_cells.size() - 1)];
      command_parachuter(p.i, p.j);
    }
  }

  /**
   * Play method, invoked once per each round.
   */
  virtual void play () {
    vector<int> mine = soldiers(me());
    for (int k = 0; k < (int)mine.size(); ++k)
      move_soldier(mine[k], k < 40);
    for (int id : helicopters(me())) {
      fly_helicopter(id);
      throw_parachuter(id);
    }
  }

};


/**
 * Do not modify the following line.
 */
RegisterPlayer(PLAYER_NAME);
