#!/usr/bin/env bash
# The submission checker (tools/arena-check) on the players of tests/check/: each says
# its verdict on line 1 ("verdict: accepted" or "refused") and marks with "expect: TEXT"
# every line the checker must report an error on; it must report those and no other.
# Then every player of the games is accepted, and --play plays an accepted one.
set -u
BIN=${BIN:-bin}
if [ "$BIN" != bin ]; then
    echo "skip: the checker is a script and gcc's compiles: checked once, with bin/ (not under the sanitizers)"
    echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
check=tools/arena-check

for src in tests/check/AI*.c tests/check/AI*.cc; do
    f=$(basename "$src")
    out=$("$check" "$src" 2>/dev/null)
    status=$?
    verdict=$(sed -n '1s/.*verdict: \([a-z]*\).*/\1/p' "$src")
    want_status=$([ "$verdict" = accepted ] && echo 0 || echo 1)
    [ "$status" = "$want_status" ] && grep -q "^$f: $verdict" <<<"$out" ||
        { fail "$f: exit $status, expected $verdict: $out"; continue; }
    errors=$(grep -c ": error: " <<<"$out")
    expected=$(grep -c "expect: " "$src")
    missing=0
    while IFS=: read -r line text; do
        want=$(sed 's/.*expect: //' <<<"$text")
        grep -qF "$f:$line: error: $want" <<<"$out" || { fail "$f:$line: not reported: $want"; missing=1; }
    done < <(grep -n "expect: " "$src")
    if [ "$errors" -ne "$expected" ]; then
        fail "$f: $errors errors reported, $expected expected: $out"
    elif [ "$missing" = 0 ]; then
        ok
    fi
done

# (and real players with free functions, templates and inline code of their own: the
# rule-book probes, the heavy players; none defines a name of the judge's link)
for src in games/*/AI*.c games/*/rulebook/AI*.cc tests/rulebook/*/AIProbe.c tests/rulebook/*/AIProbe.cc bench/heavy/*/AIHeavy.cc; do
    game=$(sed -E 's#^(games|tests/rulebook|bench/heavy)/([^/]*)/.*#\2#' <<<"$src")
    if "$check" --game "$game" "$src" >"$tmp/out" 2>&1; then ok; else fail "$src refused: $(cat "$tmp/out")"; fi
done

# --play: built, played in judge mode, the verdict; a player that crashes is refused
if [ -x "$BIN/madmax" ] && [ -f build/host/madmax/side.a ]; then
    out=$("$check" --play tests/check/AIGood.c 2>&1)
    if [ $? -eq 0 ] && grep -q "^Good: played a match in judge mode against Null x3: score [0-9]*, [0-9.]* s of CPU" <<<"$out"
    then ok; else fail "--play of AIGood.c: $out"; fi
    sed 's/PLAYER_NAME Good/PLAYER_NAME Crash/; s/assert(memory->rounds >= 0);/assert(memory->rounds > 0);/' \
        tests/check/AIGood.c >"$tmp/AICrash.c"
    out=$("$check" --play "$tmp/AICrash.c" 2>&1)
    if [ $? -eq 1 ] && grep -q "^Crash: frozen by the judge in round 0: crashed" <<<"$out"
    then ok; else fail "--play of a crashing player: $out"; fi
    out=$("$check" --play tests/check/AIGoodCxx.cc 2>&1) # C++: its library starts under the sandbox
    if [ $? -eq 0 ] && grep -q "^GoodCxx: played a match in judge mode against Null x3: score [0-9]*" <<<"$out"
    then ok; else fail "--play of a C++ player: $out"; fi
    out=$("$check" --play tests/check/AIRulebook.cc 2>&1) # the rule book's API
    if [ $? -eq 0 ] && grep -q "^Rulebook: played a match in judge mode against Null x3: score [0-9]*" <<<"$out"
    then ok; else fail "--play of a rule-book player: $out"; fi
    # a file it accepts whose object does not link (a function declared, called, defined
    # nowhere): refused by --play with the linker's message, no path of the machine's
    sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Lost/; s/^struct PLAYER_NAME/namespace arena_rulebook { int nowhere (int); }\n&/;
         s/^  virtual void play () {/&\n    if (arena_rulebook::nowhere(round()) == 7) return;/' games/madmax/rulebook/AINull.cc >"$tmp/AILost.cc"
    out=$("$check" --game madmax "$tmp/AILost.cc" 2>&1)
    [ $? -eq 0 ] && ok || fail "a file that does not link, without --play: $out"
    out=$("$check" --game madmax --play "$tmp/AILost.cc" 2>&1)
    if [ $? -eq 1 ] && grep -q "^AILost.cc: refused: it does not link with madmax's player side" <<<"$out" &&
        grep -q "^ld: AILost.o: in function" <<<"$out" && ! grep -qE "(^|[ (\`'])/" <<<"$out"
    then ok; else fail "--play of a file that does not link: $out"; fi
else
    skipped=$((skipped + 6)); echo "skip: --play needs bin/madmax and its player side (make)"
fi

# a rule-book player that compiles for no game because of an error of its own (the same for
# every game): the compiler's message, as for a player of a game's folder
"$check" tests/check/AITypo.cc >"$tmp/out" 2>"$tmp/err"
grep -q "^AITypo.cc:13:[0-9]*: error: 'undeclared_thing' was not declared" "$tmp/err" &&
    grep -qx "AITypo.cc: refused: it does not compile against any game's Player.hh alone" "$tmp/out" &&
    ! grep -q 'compiles for no game' "$tmp/out" && ok || fail "AITypo.cc: not the compiler's errors: $(cat "$tmp/out" "$tmp/err")"

# usage errors
"$check" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "no file: not a usage error"
"$check" --game nosuch tests/check/AIGood.c 2>"$tmp/err" >/dev/null
[ $? -eq 2 ] && grep -q "^error: no game 'nosuch'" "$tmp/err" && ok || fail "unknown game: $(cat "$tmp/err")"
# Without the sandbox (ARENA_CHECK_UNSANDBOXED=1: tests/sandbox.sh tests it), the compiler
# steps on the submitted file still have no network (an empty namespace of their own)
# where the system lets a user make one: a compiler that lists its interfaces says.
if unshare -rn true 2>/dev/null; then
    cat >"$tmp/netcc" <<'CC'
#!/bin/sh
case $(pwd) in */src) # a step on the submitted file
    n=$(awk 'NR > 2' /proc/net/dev | grep -vc '^ *lo:')
    [ "$n" -eq 0 ] || { echo "netcc: it sees $n network interfaces" >&2; exit 1; } ;;
esac
exec gcc "$@"
CC
    chmod +x "$tmp/netcc"
    out=$(ARENA_CHECK_UNSANDBOXED=1 CC=$tmp/netcc "$check" --game madmax games/madmax/AINull.c 2>&1)
    [ $? -eq 0 ] && ok || fail "a compiler step had a network: $out"
else
    echo "skip: no network namespace for a user here (unshare -rn): compiling without a network not tested"
    skipped=$((skipped + 1))
fi

# The precompiled Player.hh (make builds build/host/GAME/check.gch): used
# where fresh, and a missing, stale or damaged one changes no verdict. In a copy of the
# data (ARENA_DATA) whose PCHs are made of Player.hh and one more function: a player
# that calls it compiles only when the checker loaded them.
if [ -f build/host/madmax/check.gch ]; then
    data=$tmp/data
    mkdir -p "$data/games" "$data/build/host/madmax" "$tmp/probe"
    cp -a games/madmax "$data/games/" && ln -s "$(pwd)/engine" "$(pwd)/tools" "$(pwd)/bin" "$data/"
    { cat games/madmax/Player.hh; echo 'inline int arena_pch_probe () { return 1; }'; } >"$tmp/probe/Player.hh"
    g++ -std=c++17 $(sed -n 's/^one_compile=(\(.*\))$/\1/p' "$check") -Iengine -x c++-header "$tmp/probe/Player.hh" \
        -o "$data/build/host/madmax/check.gch"
    sed 's/PLAYER_NAME Demo/PLAYER_NAME Probe/; s/virtual void play () {/&\n    if (arena_pch_probe() != 1) return;/' \
        games/madmax/rulebook/AIDemo.cc >"$tmp/AIProbe.cc"
    pch_check() { # WHAT WANT_STATUS [ENV=VALUE]...: the probe's verdict
        local what=$1 want=$2 out status; shift 2
        out=$(env "$@" ARENA_DATA="$data" "$check" --game madmax --object "$tmp/probe.o" "$tmp/AIProbe.cc" 2>&1)
        status=$?
        [ $status -eq "$want" ] && { [ "$want" = 0 ] || grep -q "refused: it does not compile" <<<"$out"; } &&
            { [ "$want" != 0 ] || nm "$tmp/probe.o" | grep -q ' T arena_player_Probe$'; } &&
            ok || fail "PCH: $what: exit $status (expected $want): $out"
    }
    pch_check "fresh: used" 0
    pch_check "ARENA_CHECK_NO_PCH=1: not used" 1 ARENA_CHECK_NO_PCH=1
    pch_check "another compiler than g++: not used" 1 CXX=c++
    touch "$data/games/madmax/Player.hh"
    pch_check "older than Player.hh: not used" 1
    cp -a games/madmax/Player.hh "$data/games/madmax/Player.hh"
    pch_check "fresh again: used" 0
    # the real PCH: used, damaged or missing, the verdicts of the headers alone
    ln -sf "$(pwd)/build/host/madmax/check.gch" "$data/build/host/madmax/check.gch"
    out=$(ARENA_DATA="$data" "$check" --game madmax --object "$tmp/demo.o" games/madmax/rulebook/AIDemo.cc 2>&1)
    [ $? -eq 0 ] && nm "$tmp/demo.o" | grep -q ' T arena_player_Demo$' && ok ||
        fail "PCH: the real check.gch: AIDemo.cc not accepted: $out"
    echo "not a PCH" >"$data/build/host/madmax/check.gch.bad" && mv "$data/build/host/madmax/check.gch.bad" "$data/build/host/madmax/check.gch"
    out=$(ARENA_DATA="$data" "$check" --game madmax --object "$tmp/demo.o" games/madmax/rulebook/AIDemo.cc 2>&1)
    [ $? -eq 0 ] && ok || fail "PCH: a damaged check.gch: AIDemo.cc not accepted: $out"
    rm -f "$data/build/host/madmax/"*.gch
    out=$(ARENA_DATA="$data" "$check" --game madmax --object "$tmp/demo.o" games/madmax/rulebook/AIDemo.cc 2>&1)
    [ $? -eq 0 ] && ok || fail "PCH: none: AIDemo.cc not accepted: $out"
    out=$(ARENA_DATA="$data" "$check" --game madmax tests/check/AIRulebook.cc 2>&1)
    [ $? -eq 0 ] && ok || fail "PCH: none: AIRulebook.cc not accepted: $out"
else
    skipped=$((skipped + 1)); echo "skip: no build/host/madmax/check.gch (make): the PCH not tested"
fi
# No pass done twice for an honest file: one compile (-S, -g1) makes the object the
# analysis reads and the judge links. A file with a problem, or a static variable (-g1
# describes none), is compiled again with -g, for the lines of its errors; the same
# object either way (a compiler that logs its steps, unsandboxed: its own file).
cat >"$tmp/logcc" <<'CC'
#!/bin/sh
case " $* " in *" -S "*) echo "$*" >>"$LOGCC" ;; esac
case $0 in *logcxx) exec g++ "$@" ;; *) exec gcc "$@" ;; esac
CC
chmod +x "$tmp/logcc" && ln -s logcc "$tmp/logcxx"
compiles() { # FILE GAME: the -S compiles of its check (their -g flag, one a line); the object in $tmp/compiled.o
    : >"$tmp/compiles"
    LOGCC=$tmp/compiles ARENA_CHECK_UNSANDBOXED=1 CC=$tmp/logcc CXX=$tmp/logcxx \
        "$check" --game "$2" --object "$tmp/compiled.o" "$1" >/dev/null 2>&1
    grep -oE ' -g[01]?( |$)' "$tmp/compiles" | tr -d ' ' | paste -sd' '
}
for f in games/madmax/AIDemo.c games/madmax/rulebook/AIDemo.cc tests/check/AIGoodCxx.cc; do
    got=$(compiles "$f" madmax)
    [ "$got" = -g1 ] && ok || fail "$f: compiled '$got', not once with -g1"
done
got=$(compiles tests/check/AIGlobals.c madmax)
[ "$got" = "-g1 -g" ] && ok || fail "AIGlobals.c (statics): compiled '$got', not -g1 then -g"
got=$(compiles tests/check/AIAsm.c madmax)
[ "$got" = "-g" ] && ok || fail "AIAsm.c (a problem before compiling): compiled '$got', not once with -g"
# the quick object is the full one's code: the Demo's, with ARENA_CHECK_NO_FILTER=1 (no quick pass)
compiles games/madmax/rulebook/AIDemo.cc madmax >/dev/null && objdump -d "$tmp/compiled.o" | tail -n +3 >"$tmp/quick.dis"
ARENA_CHECK_NO_FILTER=1 compiles games/madmax/rulebook/AIDemo.cc madmax >/dev/null &&
    objdump -d "$tmp/compiled.o" | tail -n +3 >"$tmp/full.dis"
[ -s "$tmp/quick.dis" ] && cmp -s "$tmp/quick.dis" "$tmp/full.dis" && ok ||
    fail "the judge's object differs between the quick (-g1) and the full (-g) compile"

# Behind the filter: with it off (ARENA_CHECK_NO_FILTER=1, tests only), a variable that a
# section name writes into the assembly, past the compiler's view, is still refused: nm
# finds no line for it even with -g, and no header's variable lacks one.
cat >"$tmp/AIInjected.c" <<'C'
#define PLAYER_NAME Injected
#include "madmax.h"
__attribute__((used, section(".data\n.globl hidden\nhidden: .zero 64\n.previous #"))) static const int mark = 1;
PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory) { (void)game; (void)memory; }
C
out=$(ARENA_CHECK_NO_FILTER=1 "$check" --game madmax "$tmp/AIInjected.c" 2>&1)
[ $? -eq 1 ] && grep -q "^AIInjected.c:[0-9]*: error: variable 'hidden' that the checker cannot place" <<<"$out" && ok ||
    fail "a variable made by a section name, without the filter: $out"
out=$("$check" --game madmax "$tmp/AIInjected.c" 2>&1)
[ $? -eq 1 ] && grep -q "^AIInjected.c:3: error: attribute 'section': not allowed" <<<"$out" && ok ||
    fail "a section name: $out"

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
