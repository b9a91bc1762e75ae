#!/usr/bin/env bash
# The submission checker (tools/arena-check) on the players of tests/check/: each says
# its verdict on line 1 ("verdict: accepted" or "refused") and marks with "expect: TEXT"
# every line the checker must report an error on; it must report those and no other.
# Then every player of the games is accepted, and --play plays an accepted one.
set -u
BIN=${BIN:-bin}
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

for src in games/*/AI*.c games/*/rulebook/AI*.cc; do
    game=${src#games/}; game=${game%%/*}
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
else
    skipped=$((skipped + 4)); echo "skip: --play needs bin/madmax and its player side (make)"
fi

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
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
