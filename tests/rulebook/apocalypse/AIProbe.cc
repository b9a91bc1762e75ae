// AIProbe.cc — Apocalypse Now's rule-book API (Player.hh), every query and command, with
// good and bad arguments. tests/rulebook.sh plays it against AIProbe.c (the same calls in
// the C API): what they see and do must be the same; the warnings are the original kit's.
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
    for (int pl = 0; pl < 4; ++pl) {
      for (int id : s.soldiers(pl)) {
        Data d = s.data(id);
        h = h * 1000003 + d.pos.i * 61 + d.pos.j + d.life * 7;
      }
      for (int id : s.helicopters(pl)) h = h * 31 + s.data(id).pos.i + s.data(id).parachuters.size();
      h += s.total_score(pl);
    }
    for (int i = 0; i < 60; ++i)
      for (int j = 0; j < 60; ++j) h = h * 31 + s.fire_time(i, j) + s.which_soldier(i, j) + s.post_owner(i, j);
    return h + s.posts().size();
  }

  void bad (const string& call, const string& warning) {
    cerr << "? " << call << " | " << warning << endl;
  }

  void check (bool ok, const string& what) {
    if (not ok) cerr << "FAIL: " << what << endl;
  }

  void list (const vector<int>& v) {
    cerr << " " << v.size() << ":";
    for (int x : v) cerr << " " << x;
    cerr << endl;
  }

  void show (const string& what, const vector<int>& v) {
    cerr << "= " << what;
    list(v);
  }

  void show (const Data& d) {
    cerr << "= data " << d.id << " " << d.type << " " << d.player << " (" << d.pos.i << ", " << d.pos.j << ") "
         << d.life << " " << d.orientation << " " << d.napalm << " parachuters";
    list(d.parachuters);
  }

  void settings () {
    cerr << "= version " << version() << " " << nb_players() << " " << nb_rounds() << endl;
    cerr << "= constants " << NUM_PLAYERS << " " << GAME_ROUNDS << " " << MAX << " " << NUM_SOLDIERS << " "
         << NUM_HELICOPTERS << " " << NUM_POSTS << " " << LIFE << " " << FOREST_DAMAGE << " " << GRASS_DAMAGE
         << " " << ROUNDS_NAPALM << " " << REACH << " " << FOREST_BURNS << " " << OTHER_BURNS << " " << PROB_FIRE
         << " " << ROUNDS_JUMP << " " << MAX_JUMP << " " << HIGH_VALUE << " " << LOW_VALUE << endl;
    cerr << "= kinds " << FOREST << GRASS << WATER << MOUNTAIN << " " << SOLDIER << HELICOPTER << " " << FORWARD1
         << FORWARD2 << COUNTER_CLOCKWISE << CLOCKWISE << NAPALM << endl;
    for (int pl = -1; pl <= 4; ++pl) cerr << "= player_ok " << pl << " " << player_ok(pl) << endl;
    int ps[][2] = {{0, 0}, {-1, 0}, {0, -1}, {59, 59}, {60, 0}, {0, 60}};
    for (auto& p : ps)
      cerr << "= pos_ok (" << p[0] << ", " << p[1] << ") " << pos_ok(p[0], p[1]) << " "
           << pos_ok(Position(p[0], p[1])) << endl;
  }

  void state () {
    cerr << "= round " << round() << " me " << me() << endl;
    for (int pl = 0; pl < nb_players(); ++pl) {
      cerr << "= player " << pl << " " << total_score(pl) << " " << (status(pl) >= 0 ? 0.0 : status(pl)) << endl;
      show("soldiers", soldiers(pl));
      show("helicopters", helicopters(pl));
      for (int id : soldiers(pl)) show(data(id));
      for (int id : helicopters(pl)) show(data(id));
    }
    for (const Post& p : posts())
      cerr << "= post " << p.player << " (" << p.pos.i << ", " << p.pos.j << ") " << p.value << endl;
    unsigned long h = 0;
    for (int i = 0; i < MAX; ++i)
      for (int j = 0; j < MAX; ++j)
        h = ((((h * 1000003 + what(i, j)) * 31 + fire_time(i, j)) * 131 + which_soldier(i, j)) * 7 +
             which_helicopter(i, j)) * 11 + (post_owner(i, j) + 2) * 3 + post_value(i, j);
    cerr << "= cells " << h % 1000000007 << endl;
    if (round() > 0)
      check(previous.round() == round() - 1 and state_hash(previous) == previous_hash, "a copy of the State keeps its round");
  }

  void bad_position (const string& query, int i, int j) {
    bad(query + "(" + int_to_string(i) + ", " + int_to_string(j) + ")",
        query + "(int i, int j) invoked with i = " + int_to_string(i) + " and j = " + int_to_string(j));
  }

  void bad_queries () {
    bad_position("what", -1, 0);
    check(what(-1, 0) == -1, "what off the board is -1");
    bad_position("fire_time", 0, 60);
    check(fire_time(0, 60) == -1, "fire_time off the board is -1");
    bad_position("which_soldier", 60, 60);
    check(which_soldier(60, 60) == -1, "which_soldier off the board is -1");
    bad_position("which_helicopter", -1, -1);
    check(which_helicopter(-1, -1) == -1, "which_helicopter off the board is -1");
    bad_position("post_owner", 0, -1);
    check(post_owner(0, -1) == -1, "post_owner off the board is -1");
    bad_position("post_value", 60, 0);
    check(post_value(60, 0) == -1, "post_value off the board is -1");
    bad("soldiers(4)", "soldiers(int pl) invoked with pl = 4");
    check(soldiers(4).empty(), "soldiers(4) is empty");
    bad("helicopters(-1)", "helicopters(int pl) invoked with pl = -1");
    check(helicopters(-1).empty(), "helicopters(-1) is empty");
    bad("data(-5)", "data(int id) invoked with id = -5");
    check(not(data(-5) != NUL), "data(-5) is NUL");
    bad("data(0)", "data(int id) invoked with id = 0");
    check(data(0).id == -1, "data(0) is NUL");
    bad("total_score(4)", "total_score(int pl) invoked with pl = 4");
    check(total_score(4) == -1, "total_score(4) is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    check(status(-1) == -1, "status(-1) is -1");
  }

  void randomness () {
    cerr << "= random " << random(0, 8) << " " << random(-5, 5) << " " << random(7, 7) << " " << random(3, 1)
         << " " << random(0, 2000000) << " " << random(0, 999999) << endl;
    show("permutation 6", random_permutation(6));
    show("permutation 0", random_permutation(0));
    show("permutation 1", random_permutation(1));
  }

  string refused_soldier (int id, int i, int j, const string& why) {
    return "command_soldier(int id, int i, int j) invoked by player " + int_to_string(me()) + " with id = " +
           int_to_string(id) + " i = " + int_to_string(i) + " j = " + int_to_string(j) + ": " + why;
  }

  string refused_helicopter (int id, int instruction, const string& why) {
    return "command_helicopter(int id, int instruction) invoked by player " + int_to_string(me()) + " with id = " +
           int_to_string(id) + " instruction = " + int_to_string(instruction) + ": " + why;
  }

  void orders () {
    vector<int> s = soldiers(me()), hs = helicopters(me());
    if (not s.empty()) {
      Data d = data(s[0]);
      bad("command_soldier far", refused_soldier(s[0], d.pos.i + 2, d.pos.j, "trying to move to a non adjacent cell"));
      command_soldier(s[0], d.pos.i + 2, d.pos.j);
    }
    for (int id : s) {
      Data d = data(id);
      int di = random(-1, 1), dj = random(-1, 1);
      command_soldier(id, d.pos.i + di, d.pos.j + dj);
    }
    if (not s.empty()) {
      Data d = data(s[0]);
      bad("command_soldier again", refused_soldier(s[0], d.pos.i, d.pos.j, "more than one instruction in this round"));
      command_soldier(s[0], d.pos.i, d.pos.j);
    }
    bad("command_soldier(0)", refused_soldier(0, 1, 1, "identifier does not exist"));
    command_soldier(0, 1, 1);
    vector<int> theirs = soldiers((me() + 1) % 4);
    if (not theirs.empty()) {
      bad("command_soldier theirs", refused_soldier(theirs[0], 5, 5, "invalid player"));
      command_soldier(theirs[0], 5, 5);
    }
    bad("command_soldier(helicopter)", refused_soldier(hs[0], 5, 5, "invalid type"));
    command_soldier(hs[0], 5, 5);

    bad("command_helicopter(9)", refused_helicopter(hs[0], 9, "unknown instruction"));
    command_helicopter(hs[0], 9);
    for (int id : hs) command_helicopter(id, random(FORWARD1, NAPALM));
    bad("command_helicopter again", refused_helicopter(hs[1], CLOCKWISE, "more than one instruction in this round"));
    command_helicopter(hs[1], CLOCKWISE);
    if (not s.empty()) {
      bad("command_helicopter(soldier)", refused_helicopter(s[0], FORWARD1, "invalid type"));
      command_helicopter(s[0], FORWARD1);
    }
    int their_heli = helicopters((me() + 3) % 4)[0];
    bad("command_helicopter theirs", refused_helicopter(their_heli, FORWARD1, "invalid player"));
    command_helicopter(their_heli, FORWARD1);

    for (int id : hs) {
      Data d = data(id);
      if (not d.parachuters.empty()) {
        int di = random(-2, 2), dj = random(-2, 2);
        command_parachuter(d.pos.i + di, d.pos.j + dj);
        break;
      }
    }
    bad("command_parachuter(-1, -1)", "command_parachuter(int i, int j) invoked by player " + int_to_string(me()) +
                                          " with i = -1 j = -1: too many jump instructions for an helicopter");
    command_parachuter(-1, -1);
    debug_mark(Position(round() % 60, 3), 0xff0000, "probe");
    debug_line(Position(0, 0), Position(5, round() % 60), 0x00ff00);
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
