// AIProbe.cc — Tron's rule-book API (Player.hh), every query and command, with good and
// bad arguments. tests/rulebook.sh plays it against AIProbe.c (the same calls in the C
// API): what they see and do must be the same. A bad id, which the original kit does not
// check, is a warning and a default, as in the C API; a copy of the Board keeps its round.
//
// Its standard error: "= ..." what a query answered, "? CALL | WARNING" a bad call and
// the warning it must give ("| " alone: none), "FAIL: ..." a wrong value.
#include "Player.hh"

#define PLAYER_NAME Probe

struct PLAYER_NAME : public Player {

  static Player* factory () {
    return new PLAYER_NAME;
  }

  Board previous;          // the board of the last round, a copy
  unsigned long previous_hash = 0;

  void bad (const string& call, const string& warning) {
    cerr << "? " << call << " | " << warning << endl;
  }

  void fail_unless (bool ok, const string& what) {
    if (not ok) cerr << "FAIL: " << what << endl;
  }

  void show (const string& what, const vector<int>& v) {
    cerr << "= " << what << " " << v.size() << ":";
    for (int x : v) cerr << " " << x;
    cerr << endl;
  }

  static unsigned long vertices_hash (const Board& b) {
    unsigned long h = 0;
    for (int v = 0; v < b.nb_vertices(); ++v) {
      const Vertex& x = b.vertex(v);
      h = ((h * 1000003 + x.bike + 1) * 131 + x.wall + 1) * 7 + x.bonus;
    }
    return h % 1000000007;
  }

  void settings () {
    cerr << "= version " << version() << " " << map() << endl;
    cerr << "= settings " << nb_players() << " " << nb_bikes() << " " << nb_rounds() << " " << bonus_round() << " "
         << turbo_duration() << " " << ghost_duration() << " " << score_bonus() << " " << nb_vertices() << " "
         << secgame() << endl;
    show("bonus_vertices", bonus_vertices());
    for (int p = -1; p <= nb_players(); ++p) cerr << "= player_ok " << p << " " << player_ok(p) << endl;
    for (int b = -1; b <= nb_players() * nb_bikes(); ++b) cerr << "= bike_ok " << b << " " << bike_ok(b) << endl;
    int vs[] = {-1, 0, nb_vertices() - 1, nb_vertices()};
    for (int v : vs) cerr << "= vertex_ok " << v << " " << vertex_ok(v) << endl;
    unsigned long h = 0;
    for (int v = 0; v < nb_vertices(); ++v)
      for (int n : vertex(v).neighbours) {
        h = h * 1000003 + n;
        fail_unless(is_neighbour(v, n), "is_neighbour of a neighbour");
      }
    cerr << "= graph " << h % 1000000007 << " " << is_neighbour(0, 0) << is_neighbour(-1, 0)
         << is_neighbour(0, nb_vertices()) << endl;
  }

  void state () {
    cerr << "= round " << round() << " me " << me() << endl;
    for (int p = 0; p < nb_players(); ++p) {
      cerr << "= player " << p << " " << score(p) << " " << (status(p) >= 0 ? 0.0 : status(p)) << endl;
      show("bikes", bikes(p));
    }
    for (int id = 0; id < nb_players() * nb_bikes(); ++id) {
      const Bike& b = bike(id);
      cerr << "= bike " << b.id << " " << b.player << " " << bonus2char(b.bonus) << " " << b.vertex << " "
           << b.turbo_duration << " " << b.ghost_duration << " " << b.alive << endl;
    }
    cerr << "= vertices " << vertices_hash(*this) << endl;
    if (round() > 0)
      fail_unless(previous.round() == round() - 1 and vertices_hash(previous) == previous_hash,
                  "a copy of the Board keeps its round");
  }

  void bad_queries () {
    bad("vertex(-1)", "vertex(int v) invoked with v = -1");
    const Vertex& none = vertex(-1);
    fail_unless(none.id == -1 and none.neighbours.empty(), "vertex(-1) has id -1");
    bad("vertex(nb_vertices())", "vertex(int v) invoked with v = " + i2s(nb_vertices()));
    vertex(nb_vertices());
    bad("bike(-1)", "bike(int id) invoked with id = -1");
    const Bike& nobody = bike(-1);
    fail_unless(nobody.id == -1 and not nobody.alive, "bike(-1) has id -1");
    bad("score(nb_players())", "score(int pl) invoked with pl = " + i2s(nb_players()));
    fail_unless(score(nb_players()) == -1, "score of a bad player is -1");
    bad("status(-1)", "status(int pl) invoked with pl = -1");
    fail_unless(status(-1) < 0, "status(-1) is negative");
    bad("bikes(-1)", "");
    fail_unless(bikes(-1).empty(), "bikes(-1) is empty");
  }

  void orders () {
    vector<int> mine = bikes(me());
    for (int id : mine) {
      const Bike& b = bike(id);
      if (not b.alive) continue;
      for (int n : vertex(b.vertex).neighbours)
        if (vertex(n).wall == -1 and vertex(n).bike == -1) {
          command(Movement(id, n, b.bonus != None and round() % 7 == 0));
          break;
        }
    }
    bad("command again", "action already requested for unit " + i2s(mine[0]));
    fail_unless(not command(Movement(mine[0], 0)), "a second command is refused");
    fail_unless(command(Movement(-1, 3)), "a command for a bad bike is accepted, and refused later");
    bad("command(-1) again", "action already requested for unit -1");
    command(Movement(-1));
    int theirs = bikes((me() + 1) % nb_players())[0];
    command(Movement(theirs, vertex(bike(theirs).vertex).neighbours[0]));
    debug_mark(bike(mine[0]).vertex, 0xff0000, "probe");
    debug_line(0, round() % nb_vertices(), 0x00ff00);
    previous = *this;
    previous_hash = vertices_hash(*this);
  }

  virtual void play () {
    if (round() == 0) settings();
    state();
    if (round() % 5 == 0) bad_queries();
    orders();
  }

};

RegisterPlayer(PLAYER_NAME);
