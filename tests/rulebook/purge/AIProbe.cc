// AIProbe.cc — The Purge's rule-book API (Player.hh), every query and command, with good
// and bad arguments. tests/rulebook.sh plays it against AIProbe.c (the same calls in the
// C API): what they see and do must be the same; the kit warns about nothing (its
// warnings are commented out), and neither does Player.hh.
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

  State previous;  // the last round, a copy
  unsigned long previous_hash = 0;

  static unsigned long state_hash (const State& s) {
    unsigned long h = s.round();
    for (int pl = 0; pl < 4; ++pl)
      for (int id : s.builders(pl)) {
        Citizen c = s.citizen(id);
        h = h * 1000003 + c.player * 10007 + c.life * 101 + c.pos.i * 61 + c.pos.j;
      }
    for (int i = 0; i < 15; ++i)
      for (int j = 0; j < 30; ++j) h = h * 31 + s.cell(i, j).resistance + s.cell(i, j).id;
    return h + s.score(1);
  }

  void bad (const string& call, const string& warning) {
    cerr << "? " << call << " | " << warning << endl;
  }

  void check (bool ok, const string& what) {
    if (not ok) cerr << "FAIL: " << what << endl;
  }

  static bool same (const Cell& a, const Cell& b) {
    return a.type == b.type and a.bonus == b.bonus and a.weapon == b.weapon and a.resistance == b.resistance
           and a.b_owner == b.b_owner and a.id == b.id;
  }

  static bool same (const Citizen& a, const Citizen& b) {
    return a.type == b.type and a.id == b.id and a.player == b.player and a.pos == b.pos and a.weapon == b.weapon
           and a.life == b.life;
  }

  void show (const string& what, const vector<int>& v) {
    cerr << "= " << what << " " << v.size() << ":";
    for (int x : v) cerr << " " << x;
    cerr << endl;
  }

  void settings () {
    cerr << "= version " << version() << endl;
    cerr << "= settings " << num_players() << " " << num_days() << " " << num_rounds_per_day() << " " << num_rounds()
         << " " << board_rows() << " " << board_cols() << " " << num_ini_builders() << " " << num_ini_warriors()
         << " " << num_ini_money() << " " << num_ini_food() << " " << num_ini_guns() << " " << num_ini_bazookas()
         << " " << builder_ini_life() << " " << warrior_ini_life() << " " << money_points() << " "
         << kill_builder_points() << " " << kill_warrior_points() << " " << food_incr_life() << " "
         << life_lost_in_attack() << endl;
    cerr << "= strengths " << builder_strength_attack() << " " << hammer_strength_attack() << " "
         << gun_strength_attack() << " " << bazooka_strength_attack() << " " << builder_strength_demolish() << " "
         << hammer_strength_demolish() << " " << gun_strength_demolish() << " " << bazooka_strength_demolish() << endl;
    cerr << "= regen " << num_rounds_regen_builder() << " " << num_rounds_regen_warrior() << " "
         << num_rounds_regen_food() << " " << num_rounds_regen_money() << " " << num_rounds_regen_weapon() << " "
         << barricade_resistance_step() << " " << barricade_max_resistance() << " " << max_num_barricades() << endl;
    for (int t = 0; t <= 2; ++t)
      cerr << "= citizen " << t << " " << citizen_ini_life(CitizenType(t)) << " "
           << num_rounds_regen_citizen(CitizenType(t)) << endl;
    for (int w = 0; w <= 4; ++w)
      cerr << "= weapon " << w << " " << weapon_strength_attack(WeaponType(w)) << " "
           << weapon_strength_demolish(WeaponType(w)) << endl;
    for (int pl = -1; pl <= 4; ++pl) cerr << "= player_ok " << pl << " " << player_ok(pl) << endl;
    Pos ps[] = {Pos(0, 0), Pos(-1, 0), Pos(0, -1), Pos(14, 29), Pos(15, 0), Pos(0, 30)};
    for (Pos p : ps) cerr << "= pos_ok " << p << " " << pos_ok(p) << " " << pos_ok(p.i, p.j) << endl;
    for (int d = -1; d <= 4; ++d) cerr << "= dir_ok " << d << " " << dir_ok(Dir(d)) << endl;
    Pos p(10, 20);
    for (int d = Down; d <= Left; ++d) cerr << "= step " << d << " " << p + Dir(d) << endl;
    cerr << "= less " << (Pos(1, 9) < Pos(2, 0)) << (Pos(2, 0) < Pos(1, 9)) << (Pos(1, 1) < Pos(1, 2))
         << " equal " << (p == Pos(10, 20)) << (p != Pos(10, 20)) << endl;
    for (int r : {0, 24, 25, 49, 50, 249}) cerr << "= day " << r << " " << is_round_day(r) << is_round_night(r) << endl;
  }

  void state () {
    cerr << "= round " << round() << " me " << me() << " day " << is_day() << is_night() << endl;
    for (int pl = -1; pl <= 4; ++pl) {
      cerr << "= player " << pl << " " << score(pl) << " " << (status(pl) >= 0 ? 0.0 : status(pl)) << endl;
      show("builders", builders(pl));
      show("warriors", warriors(pl));
      vector<Pos> bars = barricades(pl);
      cerr << "= barricades " << bars.size() << ":";
      for (Pos b : bars) cerr << " " << b;
      cerr << endl;
    }
    for (int pl = 0; pl < 4; ++pl) {
      vector<int> all = builders(pl), w = warriors(pl);
      all.insert(all.end(), w.begin(), w.end());
      for (int id : all) {
        Citizen c = citizen(id);
        cerr << "= citizen " << id << " " << c.type << " " << c.player << " " << c.pos << " " << c.weapon << " "
             << c.life << endl;
        check(cell(c.pos).id == id and same(cell(c.pos), cell(c.pos.i, c.pos.j)), "cell of a citizen");
      }
    }
    unsigned long h = 0;
    for (int i = 0; i < board_rows(); ++i)
      for (int j = 0; j < board_cols(); ++j) {
        Cell c = cell(i, j);
        h = (h * 1000003 + c.type * 10007 + c.bonus * 1009 + c.weapon * 101 + (c.resistance + 1) * 7 + (c.b_owner + 1) * 3
             + (c.id + 1)) % 1000000007;
      }
    cerr << "= cells " << h << endl;
    if (round() > 0)
      check(previous.round() == round() - 1 and state_hash(previous) == previous_hash, "a copy of the State keeps its round");
  }

  void bad_queries () {
    Cell none;
    bad("cell(-1, 5)", "");
    check(same(cell(-1, 5), none), "cell(-1, 5) is Cell()");
    bad("cell(Pos(15, 0))", "");
    check(same(cell(Pos(15, 0)), none), "cell(Pos(15, 0)) is Cell()");
    bad("citizen(-1)", "");
    check(same(citizen(-1), Citizen()), "citizen(-1) is Citizen()");
    bad("citizen(100000)", "");
    check(same(citizen(100000), Citizen()) and citizen(100000).life == INT_MAX, "citizen(100000) is Citizen()");
    bad("score(4)", "");
    check(score(4) == -1, "score(4) is -1");
    bad("status(-1)", "");
    check(status(-1) == -2, "status(-1) is -2");
    bad("builders(4)", "");
    check(builders(4).empty() and warriors(-1).empty() and barricades(9).empty(), "lists of a bad player are empty");
  }

  void randomness () {
    cerr << "= random " << random(0, 8) << " " << random(-5, 5) << " " << random(7, 7) << " " << random(3, 1)
         << " " << random(0, 2000000) << " " << random(0, 999999) << endl;
    show("permutation 6", random_permutation(6));
    show("permutation 0", random_permutation(0));
    show("permutation 1", random_permutation(1));
  }

  void orders () {
    vector<int> b = builders(me()), w = warriors(me());
    for (int id : b) {
      if (random(0, 1)) build(id, Dir(random(0, 3)));
      else move(id, Dir(random(0, 3)));
    }
    for (int id : w) move(id, Dir(random(0, 3)));
    if (not b.empty()) {
      bad("move(" + int_to_string(b[0]) + ") again", "");
      move(b[0], Up);
    }
    int other = (me() + 1) % 4;
    if (not warriors(other).empty()) move(warriors(other)[0], Left); // not mine: ignored by the rules
    move(-3, Down);
    build(100000, Right);
    if (not w.empty()) { // a warrior's second command, a build: ignored
      bad("build(" + int_to_string(w[0]) + ") again", "");
      build(w[0], Up);
    }
    bad("move(-3) again", "");
    move(-3, Up);
    debug_mark(Pos(round() % 15, 3), 0xff0000, "probe");
    debug_line(Pos(0, 0), Pos(5, round() % 30), 0x00ff00);
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
