#!/usr/bin/env bash
# The rule books' API (games/<game>/Player.hh) against arena's C API, for every game with
# tests/rulebook/<game>/AIProbe.cc and AIProbe.c: the same calls, every query and command
# with good and bad arguments, played in judge mode in the same match (seed, board,
# opponents). Both must see the same ("= " lines), play the same (replay, the rules'
# warnings, debug marks), and each give exactly the warnings its probe expects ("? CALL |
# WARNING": the original kit's text for C++, madmax.h's & co. for C; none after "| "),
# with the documented defaults (no "FAIL:" line).
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=${KEEP:-$(mktemp -d)}; [ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
ROUNDS=${ROUNDS:-40}

# Checks a probe's log: every warning is the next one expected by a "? CALL | WARNING"
# line, in order, and none is missing when the next round starts or the log ends.
warnings_as_expected() { # LOG
    awk 'BEGIN { head = tail = 0 }
        function missing() { if (head < tail) { print "missing warning: " want[head]; bad = 1; head = tail } }
        /^\? / { w = substr($0, index($0, " | ") + 3); if (w != "") want[tail++] = w; next }
        /^= round / { missing(); next }
        /^warning: / {
            text = $0; sub(/^warning: player [0-9]+ \([^)]*\): /, "", text)
            if (head < tail && text == want[head]) { head++; next }
            print "unexpected: " $0 (head < tail ? " (expected: " want[head] ")" : ""); bad = 1; next
        }
        /^FAIL: / { print; bad = 1 }
        END { missing(); exit bad }' "$1"
}
# What both APIs must agree on: the answers and the calls, without warnings and texts.
answers() { grep -E '^(= |\? )' "$1" | sed 's/ | .*//'; }
# The replay without its status lines (CPU used, in judge mode; tests/replay-moves.awk),
# the debug file's marks without the players' output, the rules' warnings.
effects() { # DIR
    awk -v status_only=1 -f tests/replay-moves.awk "$1/match.res"
    sed -E 's/,"log":.*\}$/}/' "$1/match.res.debug"
    grep -v "^info" "$1/match.err"
}

for probe_dir in tests/rulebook/*/; do
    game=$(basename "$probe_dir")
    side=$build/host/$game/side.a
    if [ ! -f "$side" ] || [ ! -x "$BIN/$game" ]; then fail "$game: no $side or $BIN/$game (make first)"; continue; fi
    board=games/$game/boards/default.cnf
    for api in c cc; do
        dir=$tmp/$game-$api; mkdir -p "$dir"
        cp "$BIN"/players/"$game"/{Null,Demo} "$dir"/
        if [ $api = c ]; then
            compile=(${CC:-gcc} -std=c11 -Wall -Wextra -Werror -O2)
        else
            compile=(${CXX:-g++} -std=c++17 -Wall -Wextra -Werror -O2)
        fi
        if ! "${compile[@]}" -Iengine -Igames/common -Igames/"$game" -c "$probe_dir/AIProbe.$api" -o "$dir/Probe.o" ||
            ! tools/arena-link "$dir/Probe.o" "$(dirname "$side")" "$dir/Probe"; then # (the judge's link)
            fail "$game: AIProbe.$api does not build"; continue 2
        fi
        timeout 120 "$BIN/$game" --judge --players-dir "$dir" -s 11 --rounds="$ROUNDS" -i "$board" \
            -o "$dir/match.res" Probe Demo Probe Null 2>"$dir/match.err" || fail "$game: the $api probe's match fails"
    done
    c=$tmp/$game-c cc=$tmp/$game-cc
    for seat in 0 2; do
        for api in c cc; do
            log=$tmp/$game-$api/match.res.$seat-Probe.log
            if [ ! -s "$log" ]; then fail "$game: no log of the $api probe in seat $seat"; continue; fi
            if out=$(warnings_as_expected "$log"); then ok; else fail "$game: $api probe, seat $seat:"; head -n 5 <<<"$out"; fi
        done
        if cmp -s <(answers "$c/match.res.$seat-Probe.log") <(answers "$cc/match.res.$seat-Probe.log"); then ok; else
            fail "$game: seat $seat: the C and C++ probes do not see the same"
            diff <(answers "$c/match.res.$seat-Probe.log") <(answers "$cc/match.res.$seat-Probe.log") | head -n 6
        fi
    done
    if cmp -s <(effects "$c") <(effects "$cc"); then ok; else
        fail "$game: the C and C++ probes do not play the same"; diff <(effects "$c") <(effects "$cc") | head -n 6
    fi
    [ "$(grep -c '^= round' "$c/match.res.0-Probe.log")" -eq "$ROUNDS" ] && ok ||
        fail "$game: the probe did not play $ROUNDS rounds"
done
echo "$passed passed, $failed failed, 0 skipped"
