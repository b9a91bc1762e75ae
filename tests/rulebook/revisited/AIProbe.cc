// AIProbe.cc — Mad Max Revisited's rule-book API (Player.hh), every query and command,
// with good and bad arguments. tests/rulebook.sh plays it against AIProbe.c (the same
// calls in the C API): what they see and do must be the same; the warnings of refused
// instructions are the original kit's (a bad query, which stops the original kit's
// match, is a warning and a default, as in the C API). A copy of the Board keeps its
// round, and a generator of its own.
//
// Its standard error: "= ..." what a query answered, "+ ..." what only this API has,
// "? CALL | WARNING" a bad call and the warning it must give, "FAIL: ..." a wrong value.
#include "Player.hh"

#define PLAYER_NAME Probe

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  Board previous;  // the last round, a copy
  unsigned long previous_hash = 0;

  static unsigned long board_hash (const Board& b) {
    unsigned long h = b.round();
    for (int c = 0; c < b.number_cars(); ++c) {
      Car k = b.car(c);
      h = h * 1000003 + first(k.pos) * 997 + second(k.pos) + k.gas * 7 + k.nb_miss + k.alive;
    }
    for (int i = 0; i < b.number_rows(); ++i)
      for (int j = 0; j < b.number_universe_columns(); ++j) h = h * 31 + b.cell(Pos(i, j)).type;
    return h + b.missiles().size() + b.score(2);
  }

  const vector<Dir> dirs = {UP, DEFAULT, DOWN, SLOW_UP, SLOW, SLOW_DOWN, FAST_UP, FAST, FAST_DOWN};

  void bad (const string& call, const string& warning) {
    cerr << "? " << call << " | " << warning << endl;
  }

  void check (bool ok, const string& what) {
    if (not ok) cerr << "FAIL: " << what << endl;
  }

  static string str (Pos p) {
    return "(" + to_string(first(p)) + ", " + to_string(second(p)) + ")";
  }

  void settings () {
    cerr << "= numbers " << number_players() << " " << number_rounds() << " " << number_rows() << " "
         << number_universe_columns() << " " << number_window_columns() << " " << number_cars_per_player() << " "
         << number_cars() << " " << number_rounds_to_regenerate() << " " << number_missile_bonuses() << " "
         << number_water_bonuses() << " " << number_gas_bonuses() << " " << bonus_missiles() << " " << bonus_gas()
         << " " << water_points() << " " << kill_points() << " " << initial_gas() << endl;
    for (int d = 0; d < 9; ++d) {
      cerr << "= dir " << d << " " << dir_ok(dirs[d]) << " " << str(dirs[d]) << " " << str(Pos(5, 10) + dirs[d])
           << " passes";
      for (Dir c : dir2all.at(dirs[d])) cerr << " " << str(c);
      cerr << endl;
    }
    cerr << "= dir_ok bad " << dir_ok(Dir(2, 2)) << dir_ok(Dir(-1, -1)) << endl;
    for (int i = -1; i <= number_rows(); ++i)
      cerr << "= within_universe " << i << " " << within_universe(Pos(i, 0)) << endl;
    for (int c = -1; c <= number_cars(); ++c) cerr << "= car_ok " << c << " " << car_ok(c) << endl;
    for (int p = -1; p <= 4; ++p) cerr << "= player_ok " << p << " " << player_ok(p) << endl;
    for (int p = 0; p < 4; ++p) {
      cerr << "= cars of " << p << " " << begin(p) << " " << end(p) << ":";
      for (Car_Id c = begin(p); c != end(p); ++c) cerr << " " << player_of(c);
      cerr << endl;
    }
    Random_generator g;  // the kit's generator, a value of the player's own
    g.srandomize(42);
    long long x = 1 + 42 % 2147483646;
    x = x * 48271 % 2147483647;
    int a = g.randomize();
    check(a == x - 1, "Random_generator: srandomize(42), randomize()");
    x = x * 48271 % 2147483647;
    check(g.randomize(1, 6) == 1 + (x - 1) % 6, "Random_generator: randomize(1, 6)");
    g.srandomize();
    cerr << "+ Random_generator " << a << " " << g.randomize() << " " << g.randomize(10, 20) << endl;
  }

  void state () {
    int r = round();
    cerr << "= round " << r << " me " << me() << endl;
    for (int p = 0; p < number_players(); ++p)
      cerr << "= player " << p << " " << score(p) << " " << (status(p) >= 0 ? 0.0 : status(p)) << endl;
    for (int c = 0; c < number_cars(); ++c) {
      Car k = car(c);
      cerr << "= car " << k.cid << " " << str(k.pos) << " " << k.nb_miss << " " << k.gas << " " << k.alive << " "
           << k.time << endl;
    }
    for (const auto& m : missiles())
      cerr << "= missile " << m.first << " " << m.second.mid << " " << m.second.cid << " " << str(m.second.pos) << endl;
    unsigned long h = 0;
    int cols = number_universe_columns();
    for (int i = 0; i < number_rows(); ++i)
      for (int j = 0; j < cols; ++j) {
        Cell c = cell(Pos(i, j));
        h = h * 1000003 + c.type * 10007 + (c.cid + 1) * 101 + (c.mid + 1);
        Cell w = cell(Pos(i, j + 3 * cols));
        check(w.type == c.type and w.cid == c.cid and w.mid == c.mid, "columns wrap");
      }
    cerr << "= cells " << h % 1000000007 << endl;
    for (int j = -2; j < number_window_columns() + 5; j += 7)
      cerr << "= within_window " << j << " " << within_window(Pos(3, r + j), r) << within_window(Pos(3, r + j), r + 1)
           << within_window(Pos(-1, r + j), r) << endl;
    if (r > 0)
      check(previous.round() == r - 1 and board_hash(previous) == previous_hash, "a copy of the Board keeps its round");
  }

  void bad_queries () {
    bad("cell(Pos(-1, 0))", "cell(Pos p) invoked with p = (-1, 0): row off the board");
    Cell c = cell(Pos(-1, 0));
    check(c.type == EMPTY and c.cid == -1 and c.mid == -1, "cell off the board is EMPTY, -1, -1");
    bad("cell(Pos(rows, 3))", "cell(Pos p) invoked with p = (" + to_string(number_rows()) + ", 3): row off the board");
    cell(Pos(number_rows(), 3));
    bad("car(-1)", "car(int cid) invoked with cid = -1");
    Car k = car(-1);
    check(k.cid == -1 and not k.alive, "car(-1) has cid -1 and is not alive");
    bad("car(number_cars())", "car(int cid) invoked with cid = " + to_string(number_cars()));
    car(number_cars());
    bad("player_of(-1)", "player_of(int cid) invoked with cid = -1");
    check(player_of(-1) == -1, "player_of(-1) is -1");
    bad("score(4)", "score(int pl) invoked with pl = 4");
    check(score(4) == -1, "score(4) is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    check(status(-1) == -2, "status(-1) is -2");
  }

  void randomness () {
    int a = randomize(), b = randomize(0, 8), c = randomize(-5, 5), d = randomize(7, 7), e = randomize(0, 999999);
    cerr << "= random " << a << " " << b << " " << c << " " << d << " " << e << endl;
    Board copy = *this;
    int mine = copy.randomize(0, 99), yours = randomize(0, 99);
    check(mine == yours, "a copy's generator starts where yours is");
    cerr << "= after a copy " << yours << endl;
  }

  void orders () {
    int mine = begin(me()), other = begin((me() + 1) % 4);
    bad("move(bad direction)", "invalid direction (2,2) for car " + to_string(mine));
    move(mine, Dir(2, 2));
    bad("move(-1)", "invalid car identifier-1");
    move(-1, DEFAULT);
    bad("shoot(number_cars())", "invalid car identifier" + to_string(number_cars()));
    shoot(number_cars());
    bad("move(theirs)", "car does not belong to commanding player");
    move(other, FAST);
    bad("shoot(theirs)", "car does not belong to commanding player");
    shoot(other);
    for (Car_Id c = begin(me()); c != end(me()); ++c)
      if (randomize(0, 3) == 0) shoot(c);
      else move(c, dirs[randomize(0, 8)]);
    bad("move again", "instruction alread requested for car " + to_string(mine));
    move(mine, SLOW);
    bad("shoot again", "instruction alread requested for car " + to_string(mine));
    shoot(mine);
    debug_mark(car(mine).pos, 0xff0000, "probe");
    debug_line(Pos(0, round()), Pos(5, round() + 10), 0x00ff00);
    previous = *this;
    previous_hash = board_hash(*this);
  }

  virtual void play () {
    if (round() == 0) settings();
    state();
    if (round() % 5 == 0) bad_queries();
    randomness();
    orders();
  }

};

RegisterPlayer(PLAYER_NAME);
