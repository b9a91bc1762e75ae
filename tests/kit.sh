#!/usr/bin/env bash
# The student kits (tools/student-kit, `make kit`): each is built from tracked files only,
# unpacked in an empty folder and used there as its rule book says, with the kit's files
# alone: make all, ./Game with the rule book's command, --list, --help, a new player in C
# and one in C++, judge mode, the checker's warning, make clean; no Dummy source in it.
set -u
if [ "${BIN:-bin}" != bin ]; then echo "0 passed, 0 failed, 0 skipped"; exit 0; fi
. "$(dirname "$0")/lib/players.sh"
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { # DESCRIPTION COMMAND...: ok if the command succeeds
    local what=$1; shift
    if "$@" >"$tmp/out" 2>&1; then ok; else fail "$game: $what: $(tail -5 "$tmp/out")"; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The kits are made from a copy of this checkout's tracked files as they are, a git
# checkout of its own, where each game's folder gets untracked files (a private player, a
# board) that must never be shipped. (Not in this checkout: make and the other tests,
# running meanwhile, read every AI*.c of its game folders.)
tree=$tmp/tree
mkdir "$tree" && git ls-files -z | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -C "$tree" -xf - &&
    (cd "$tree" && git init -q && git add -A) || { echo "FAIL: cannot copy the checkout's tracked files"; echo "0 passed, 1 failed, 0 skipped"; exit 1; }

for main in games/*/main.c; do
    game=$(basename "$(dirname "$main")")
    echo "/* private */" >"$tree/games/$game/AIKitPrivate.c"
    cp "games/$game/boards/default.cnf" "$tree/games/$game/boards/private.cnf"
    if ! "$tree/tools/student-kit" "$game" "$tmp/$game-kit.tar.gz" >"$tmp/out" 2>&1; then
        fail "$game: tools/student-kit: $(cat "$tmp/out")"; continue
    fi
    mkdir "$tmp/$game" && tar -C "$tmp/$game" -xzf "$tmp/$game-kit.tar.gz"
    kit=$tmp/$game/$game-kit

    # What is in it: the Dummy as objects only, nothing untracked, the README about the kit.
    dummy_line=$(grep -m1 -v '^[[:space:]]*\(/\*\|\*\|$\)' "games/$game/AIDummy.c")
    check "no Dummy source" bash -c "! find '$kit' -name 'AIDummy.c*' | grep . && ! grep -rlF -- '$dummy_line' '$kit' --include='*.c' --include='*.h'"
    check "the Dummy's objects, one a platform" test -f "$kit/AIDummy.o.Linux64" -a -f "$kit/AIDummy.o.LinuxArm64" -a -f "$kit/AIDummy.o.MacOS" -a -f "$kit/AIDummy.o.Win64"
    check "no untracked file" bash -c "! find '$kit' -name 'AIKitPrivate*' -o -name 'private*.cnf' | grep ."
    check "rule book files" test -f "$kit/AINull.c" -a -f "$kit/AIDemo.c" -a -f "$kit/default.cnf" -a -f "$kit/viewer.html" -a -f "$kit/$game.h"
    check "the rule book's C++ files" test -f "$kit/AINull.cc" -a -f "$kit/AIDemo.cc" -a -f "$kit/Player.hh"
    check "README speaks of the kit only" bash -c "! grep -nE '\\bbin/|tools/|\\.\\./shared|tests/|install-deps|AIDummy\\.c' '$kit/README.md'"
    check "viewer.html's files are in the kit" bash -c "cd '$kit' && for f in \$(grep -oE '(src|href)=\"[^\"]+\"' viewer.html | cut -d'\"' -f2); do test -f \"\$f\" || { echo missing \$f; exit 1; }; done"

    # The rule book's commands, as written, in the kit's folder.
    check "make all" make -C "$kit" all
    check "./Game exists" test -x "$kit/Game"
    seats=$(cd "$kit" && ./Game --seats -i default.cnf 2>/dev/null)
    players=$(for _ in $(seq "${seats:-4}"); do printf 'Demo '; done)
    check "the rule book's match" bash -c "cd '$kit' && ./Game $players-s 30 -i default.cnf -o default.res && test -s default.res"
    check "./Game --list" bash -c "cd '$kit' && ./Game --list | grep -qw Dummy && ./Game --list | grep -qw Demo && ./Game --list | grep -qw Null"
    check "./Game --help" bash -c "cd '$kit' && ./Game --help | grep -q -- --judge"

    # New players as the rule book says: copy AINull, rename; one in C, one in C++, one
    # with a global variable (make warns, naming file and line).
    sed 's/^#define PLAYER_NAME Null/#define PLAYER_NAME Mine/' "$kit/AINull.c" >"$kit/AIMine.c"
    { sed '/^PLAYER(/,$d; s/^#define PLAYER_NAME Null/#define PLAYER_NAME MineCxx/' "$kit/AINull.c"
      printf '#include <vector>\n#include <algorithm>\nstruct memory { int rounds; };\nPLAYER(struct memory)\n'
      printf 'static void play(struct %s *game, struct memory *memory)\n{\n' "$game"
      printf '    std::vector<int> v = {3, 1, 2};\n    std::sort(v.begin(), v.end());\n'
      printf '    memory->rounds += v[0] + (game == nullptr);\n}\n'; } >"$kit/AIMineCxx.cc"
    { sed '/^PLAYER(/,$d; s/^#define PLAYER_NAME Null/#define PLAYER_NAME Glob/' "$kit/AINull.c"
      printf 'int calls;\nPLAYER(struct no_memory)\n'
      printf 'static void play(struct %s *game, struct no_memory *memory)\n{\n    (void)game, (void)memory;\n    calls++;\n}\n' "$game"; } >"$kit/AIGlob.c"
    global_line=$(grep -n '^int calls;' "$kit/AIGlob.c" | cut -d: -f1)
    make -C "$kit" >"$tmp/make.out" 2>&1
    check "make builds the new players" bash -c "cd '$kit' && ./Game --list | grep -qw Mine && ./Game --list | grep -qw MineCxx"
    check "make warns at AIGlob.c:$global_line" grep -q "^AIGlob.c:$global_line: warning: variable 'calls'" "$tmp/make.out"
    check "make does not warn about the others" bash -c "! grep -E '^AIMine' '$tmp/make.out'"
    mix=$(printf 'Mine MineCxx Dummy Glob' | cut -d' ' -f1-"${seats:-4}")
    check "local match with the new players" bash -c "cd '$kit' && ./Game $mix -s 2 -i default.cnf -o mine.res"
    check "judge mode" bash -c "cd '$kit' && ./Game --judge $mix -s 2 -i default.cnf -o judged.res -r results.tsv -q &&
        test \$(awk -F'\t' 'NR > 1 && \$5 == \"ok\"' results.tsv | wc -l) -eq ${seats:-4}"
    check "the checker in the kit" bash -c "cd '$kit' && ./arena-check --play AIMineCxx.cc | grep -q '^MineCxx: played a match in judge mode'"

    # The rule book's "Programming the game", word for word: copy AINull.cc to
    # AIRockatansky.cc, change PLAYER_NAME, implement play() with the inherited queries and
    # commands, make all, play it; in judge mode too; the checker accepts it.
    # (an attribute counts its rounds; its destructor, at the end of the match, says so)
    sed 's/^#define PLAYER_NAME Null/#define PLAYER_NAME Rockatansky/
         s|^  // global variables).|&\n  int rounds = 0;\n  ~Rockatansky () { cerr << "destroyed after " << rounds << " rounds" << endl; }|
         s|^  virtual void play () {|&\n    ++rounds;|' "$kit/AINull.cc" >"$kit/AIRockatansky.cc"
    check "make all with the rule book's new player" bash -c "make -C '$kit' all >/dev/null && cd '$kit' && ./Game --list | grep -qx Rockatansky"
    rb=$(printf 'Rockatansky Demo Null Dummy' | cut -d' ' -f1-"${seats:-4}")
    check "the rule book's player plays" bash -c "cd '$kit' && ./Game $rb -s 30 --rounds 20 -i default.cnf -o rb.res 2>rb.err && ./Game --judge $rb -s 30 --rounds 20 -i default.cnf -o rbj.res -q"
    check "its object is destroyed after the last round, in local and judge mode" \
        bash -c "grep -qx 'destroyed after 20 rounds' '$kit/rb.err' && grep -qx 'destroyed after 20 rounds' '$kit/rbj.res.0-Rockatansky.log'"
    check "the checker accepts the rule book's player" bash -c "cd '$kit' && ./arena-check AIRockatansky.cc | grep -q '^AIRockatansky.cc: accepted: player Rockatansky for $game'"
    # Demo in C and in the rule book's C++: both play, the .cc as Demo_cc, whatever the
    # files' times; the two are one player (but in Tron, where the rule book's Demo draws
    # from rand(), the match's stream).
    demo4=$(for _ in $(seq "${seats:-4}"); do printf 'Demo '; done)
    (cd "$kit" && touch AIDemo.c && sleep 1 && touch AINull.cc)
    check "a name in C and C++: both play, whichever file is newer" \
        bash -c "make -C '$kit' all | grep -q '^note: a name in C and in C++ plays twice: Demo is AIDemo.c and Demo_cc is AIDemo.cc; Null is AINull.c and Null_cc is AINull.cc\$' && cd '$kit' && ./Game --list | grep -qx Demo_cc && ./Game --list | grep -qx Null_cc && ./Game --list | grep -qx Demo"
    check "and judge mode has both" test -x "$kit/players/$game/Demo_cc" -a -x "$kit/players/$game/Demo"
    if [ "$game" != tron ]; then
        check "Demo in C and in the rule book's C++: one match" \
            bash -c "cd '$kit' && ./Game $demo4 -s 5 -i default.cnf -o demo-c.res 2>/dev/null && ./Game ${demo4// /_cc } -s 5 -i default.cnf -o demo-cc.res 2>/dev/null && sed 's/Demo_cc/Demo/g' demo-cc.res | cmp - demo-c.res"
    fi
    if [ -n "${ARENA_KIT_VIEWER:-1}" ] && command -v node >/dev/null && [ -d node_modules/playwright-core ] && command -v chromium >/dev/null; then
        check "viewer.html opens the replay" node tools/kit/tests/open-viewer.mjs "$kit" "$kit/default.res"
    else
        skipped=$((skipped + 1))
    fi
    check "make clean keeps the Dummy's objects" bash -c "make -C '$kit' clean && test -f '$kit/AIDummy.o.Linux64' && test ! -e '$kit/Game' && test ! -e '$kit/build'"
    # The rule book's own step still works: an AIDummy.o of the student's comes first.
    check "cp AIDummy.o.Linux64 AIDummy.o, as the rule book says" bash -c "cd '$kit' && cp AIDummy.o.Linux64 AIDummy.o && make Game | grep -q ' AIDummy.o ' && ./Game --list | grep -qw Dummy"
    rm -rf "$tmp/$game"
done

# One kit further, as a student without zlib and libseccomp, then in a debug build: the
# judge says its calls are not filtered, a .gz replay is a clear error, a crash shows a
# backtrace of function (file:line), in C and in C++ (demangled).
game=madmax
mkdir "$tmp/bare" && tar -C "$tmp/bare" -xzf "$tmp/$game-kit.tar.gz" && kit=$tmp/bare/$game-kit
check "make without zlib and libseccomp" bash -c "make -C '$kit' ZLIB=no LIBSECCOMP=no >'$tmp/bare.out' 2>&1"
check "make's note names what this Game lacks" grep -q '^note: this Game (Linux64, .*) has no exec guard (libseccomp), no .gz replays (zlib); otherwise' "$tmp/bare.out"
check "judge mode says it does not filter" bash -c "cd '$kit' && ./Game --judge Demo Demo Dummy Null -s 1 -i default.cnf -o j.res 2>&1 | grep -q 'not filtered'"
check ".gz without zlib: one error line, no file" bash -c "cd '$kit' && ! ./Game Demo Demo Dummy Null -s 1 -i default.cnf -o x.res.gz 2>err && grep -q '^error: .*without zlib' err && ! ls x.res.gz* 2>/dev/null"
crash_player "$kit/AINull.c" "$game" >"$kit/AICrash.c"
line=$(grep -n 'volatile int' "$kit/AICrash.c" | cut -d: -f1)
# and in C++, the rule book's API: a null pointer written in a member function of its own
sed -n '1,/^struct PLAYER_NAME/p' "$kit/AINull.cc" | sed 's/^#define PLAYER_NAME Null/#define PLAYER_NAME Boom/' >"$kit/AIBoom.cc"
printf '  static Player* factory () { return new PLAYER_NAME; }\n  void explode (int* where) {\n' >>"$kit/AIBoom.cc"
printf '    *where = 1;\n  }\n  virtual void play () {\n    explode(nullptr);\n  }\n};\nRegisterPlayer(PLAYER_NAME);\n' >>"$kit/AIBoom.cc"
boom=$(grep -n '\*where = 1' "$kit/AIBoom.cc" | cut -d: -f1)
check "make DEBUG=1" bash -c "make -C '$kit' clean && make -C '$kit' DEBUG=1"
check "a crash shows a backtrace from the player's line: play (AICrash.c:$line)" \
    bash -c "cd '$kit' && ! ./Game Crash Demo Null Null -s 1 -i default.cnf -o c.res 2>err; grep -q 'crashed in round 0' err && grep -q '^backtrace' err && grep -qx '  #0 play (AICrash.c:$line)' err"
check "in C++ its names demangled, each frame's file and line: Boom::explode(int*) (AIBoom.cc:$boom), called by Boom::play() (AIBoom.cc:$((boom + 3)))" \
    bash -c "cd '$kit' && ! ./Game Boom Demo Null Null -s 1 -i default.cnf -o c.res 2>err; grep -q 'crashed in round 0' err &&
        grep -qxF '  #0 Boom::explode(int*) (AIBoom.cc:$boom)' err && grep -qxF '  #1 Boom::play() (AIBoom.cc:$((boom + 3)))' err &&
        grep -q '^  #[0-9]* main (src/$game/main.c:[0-9]*)$' err"
# (the replay through a pipe: it ends when every process holding it has, the helper too)
check "a match that does not crash ends as before, and nothing of it stays" \
    bash -c "cd '$kit' && timeout 60 bash -c './Game Demo Demo Null Null -s 1 -i default.cnf -o - 2>err | cat >ok.res' && [ -s ok.res ] && ! grep -q backtrace err"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
