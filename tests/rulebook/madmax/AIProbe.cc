// AIProbe.cc — Mad Max's rule-book API (Player.hh), every query and command, with good
// and bad arguments. tests/rulebook.sh plays it against AIProbe.c (the same calls in the
// C API): what they see and do must be the same; the warnings are the original kit's.
//
// Its standard error: "= ..." what a query answered, "? CALL | WARNING" a bad call and
// the warning it must give ("| " alone: none), "FAIL: ..." a default that is not the
// original kit's; a copy of the State keeps its round.
#include "Player.hh"

#define PLAYER_NAME Probe

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  Info previous;  // the last round, a copy
  unsigned long previous_hash = 0;

  static unsigned long state_hash (const State& s) {
    unsigned long h = s.round();
    for (int id = 0; id < s.nb_units(); ++id) {
      Unit u = s.unit(id);
      h = h * 1000003 + u.player * 10007 + u.food * 101 + u.water + u.pos.i * 61 + u.pos.j;
    }
    for (int i = 0; i < 60; ++i)
      for (int j = 0; j < 60; ++j) h = h * 31 + s.cell(i, j).owner + s.cell(i, j).id;
    return h + s.warriors(0).size() + s.total_score(1);
  }

  void bad (const string& call, const string& warning) {
    cerr << "? " << call << " | " << warning << endl;
  }

  void check (bool ok, const string& what) {
    if (not ok) cerr << "FAIL: " << what << endl;
  }

  static bool same (const Unit& a, const Unit& b) {
    return a.type == b.type and a.id == b.id and a.player == b.player and a.food == b.food
           and a.water == b.water and a.pos == b.pos;
  }

  static bool same (const Cell& a, const Cell& b) {
    return a.type == b.type and a.owner == b.owner and a.id == b.id;
  }

  void show (const string& what, const vector<int>& v) {
    cerr << "= " << what << " " << v.size() << ":";
    for (int x : v) cerr << " " << x;
    cerr << endl;
  }

  void settings () {
    cerr << "= version " << version() << endl;
    cerr << "= settings " << nb_players() << " " << nb_rounds() << " " << nb_cities() << " " << nb_warriors()
         << " " << nb_cars() << " " << warriors_health() << " " << cars_fuel() << " " << damage() << " "
         << rows() << " " << cols() << endl;
    for (int pl = -1; pl <= 4; ++pl) cerr << "= player_ok " << pl << " " << player_ok(pl) << endl;
    Pos ps[] = {Pos(0, 0), Pos(-1, 0), Pos(0, -1), Pos(59, 59), Pos(60, 0), Pos(0, 60)};
    for (Pos p : ps) cerr << "= pos_ok " << p << " " << pos_ok(p) << " " << pos_ok(p.i, p.j) << endl;
    for (int d = 0; d <= DirSize; ++d) cerr << "= dir_ok " << d << " " << dir_ok(Dir(d)) << endl;
    Pos p(10, 20);
    for (int d = Bottom; d <= None; ++d) cerr << "= step " << d << " " << p + Dir(d) << endl;
    cerr << "= add " << p + Pos(-3, 4) << " less " << (Pos(1, 9) < Pos(2, 0)) << (Pos(2, 0) < Pos(1, 9))
         << (Pos(1, 1) < Pos(1, 2)) << " equal " << (p == Pos(10, 20)) << (p != Pos(10, 20)) << endl;
  }

  void state () {
    cerr << "= round " << round() << " me " << me() << " units " << nb_units() << endl;
    for (int pl = 0; pl < nb_players(); ++pl) {
      cerr << "= player " << pl << " " << num_cities(pl) << " " << total_score(pl) << " " << (status(pl) >= 0 ? 0.0 : status(pl)) << endl;
      show("warriors", warriors(pl));
      show("cars", cars(pl));
    }
    for (int id = 0; id < nb_units(); ++id) {
      Unit u = unit(id);
      cerr << "= unit " << id << " " << ut2char(u.type) << " " << u.player << " " << u.food << " " << u.water
           << " " << u.pos << " " << can_move(id) << endl;
      check(same(cell(u.pos), cell(u.pos.i, u.pos.j)) and cell(u.pos).id == id, "cell of a unit");
    }
    unsigned long h = 0;
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        Cell c = cell(i, j);
        h = h * 1000003 + c.type * 10007 + (c.owner + 1) * 101 + (c.id + 1);
      }
    cerr << "= cells " << h % 1000000007 << endl;
    if (round() > 0)
      check(previous.round() == round() - 1 and state_hash(previous) == previous_hash and previous.rows() == rows(),
            "a copy of the State keeps its round");
  }

  void bad_queries () {
    Cell none;
    bad("cell(-1, 5)", "cell requested for position (-1, 5)");
    check(same(cell(-1, 5), none), "cell(-1, 5) is Cell()");
    bad("cell(Pos(60, 0))", "cell requested for position (60, 0)");
    check(same(cell(Pos(60, 0)), none), "cell(Pos(60, 0)) is Cell()");
    bad("cell(0, 60)", "cell requested for position (0, 60)");
    check(same(cell(0, 60), none), "cell(0, 60) is Cell()");
    bad("unit(-1)", "unit requested for identifier -1");
    check(same(unit(-1), Unit()), "unit(-1) is Unit()");
    bad("unit(nb_units())", "unit requested for identifier " + int_to_string(nb_units()));
    check(same(unit(nb_units()), Unit()), "unit(nb_units()) is Unit()");
    bad("num_cities(4)", "score requested for player 4");
    check(num_cities(4) == -1, "num_cities(4) is -1");
    bad("total_score(-1)", "total score requested for player -1");
    check(total_score(-1) == -1, "total_score(-1) is -1");
    bad("status(4)", "status requested for player 4");
    check(status(4) == -2, "status(4) is -2");
    bad("warriors(-1)", "warriors requested for player -1");
    check(warriors(-1).empty(), "warriors(-1) is empty");
    bad("cars(4)", "cars requested for player 4");
    check(cars(4).empty(), "cars(4) is empty");
    bad("can_move(-1)", "");
    check(not can_move(-1), "can_move(-1) is false");
    bad("can_move(nb_units())", "");
    check(not can_move(nb_units()), "can_move(nb_units()) is false");
  }

  void randomness () {
    cerr << "= random " << random(0, 8) << " " << random(-5, 5) << " " << random(7, 7) << " " << random(3, 1)
         << " " << random(0, 2000000) << " " << random(0, 999999) << endl;
    show("permutation 6", random_permutation(6));
    show("permutation 0", random_permutation(0));
    show("permutation 1", random_permutation(1));
  }

  void orders () {
    vector<int> mine = warriors(me());
    vector<int> c = cars(me());
    mine.insert(mine.end(), c.begin(), c.end());
    for (int id : mine) command(id, Dir(random(0, 8)));
    if (not mine.empty()) {
      bad("command(" + int_to_string(mine[0]) + ") again", "action already requested for unit " + int_to_string(mine[0]));
      command(Movement(mine[0], Top));
    }
    int other = (me() + 1) % 4;
    if (not warriors(other).empty()) command(warriors(other)[0], Left); // not mine: refused after the round
    command(-3, Bottom);
    command(nb_units() + 5, Right);
    bad("command(-3) again", "action already requested for unit -3");
    command(-3, Top);
    debug_mark(Pos(round() % 60, 3), 0xff0000, "probe");
    debug_line(Pos(0, 0), Pos(5, round() % 60), 0x00ff00);
    previous = *this;
    previous_hash = state_hash(*this);
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
