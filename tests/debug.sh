#!/usr/bin/env bash
# Debug files (engine/debug_file.h) from the outside, for every game: Demo's marks land in
# REPLAY.debug, the same in local and judge mode, as valid JSON lines; the replay is the
# same with or without them; nobody marks, no file. In judge mode a player's output is
# kept round by round, and marks over the cap are dropped with a warning in it.
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { if eval "$2"; then ok; else fail "$1"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Each line a JSON object; prints the lines without their "log" (what judge mode adds).
json_marks() {
    node -e '
        const lines = require("fs").readFileSync(process.argv[1], "utf8").trimEnd().split("\n");
        for (const l of lines) { const o = JSON.parse(l); delete o.log; console.log(JSON.stringify(o)); }' "$1"
}
have_node=1; command -v node >/dev/null || have_node=0

for game_dir in games/*/; do
    game=$(basename "$game_dir")
    [ -x "$BIN/$game" ] || continue
    board=${game_dir}boards/default.cnf
    n=$("$BIN/$game" --seats -i "$board")
    demos=() nulls=()
    for ((k = 0; k < n; k++)); do demos+=(Demo); nulls+=(Null); done
    "$BIN/$game" -q -s 4 -i "$board" -o "$tmp/$game.res" "${demos[@]}" 2>/dev/null
    "$BIN/$game" -q -s 4 -i "$board" -o "$tmp/$game-judge.res" --judge "${demos[@]}" 2>/dev/null
    "$BIN/$game" -q -s 4 -i "$board" -o "$tmp/$game-plain.res" --no-debug "${demos[@]}" 2>/dev/null
    "$BIN/$game" -q -s 4 -i "$board" -o "$tmp/$game-null.res" "${nulls[@]}" 2>/dev/null
    check "$game: Demo's marks are in REPLAY.debug" \
        '[ -s "$tmp/$game.res.debug" ] && head -1 "$tmp/$game.res.debug" | grep -q "^{\"arena_debug\":1,\"game\":\"$game\"" &&
         [ "$(grep -c "\"marks\":\[{" "$tmp/$game.res.debug")" -gt 0 ]'
    check "$game: the debug file counts rounds as players do (frame k is round k)" \
        'sed -n "s/^{\"frame\":\([0-9]*\),\"round\":\([0-9]*\),.*/\1 \2/p" "$tmp/$game.res.debug" |
         awk "BEGIN { n = bad = 0 } { n++; if (\$1 != \$2) bad = 1 } END { exit bad || n == 0 }"'
    check "$game: the replay is the same without the debug file" \
        'cmp -s "$tmp/$game.res" "$tmp/$game-plain.res" && [ ! -e "$tmp/$game-plain.res.debug" ]'
    check "$game: no debug file when nobody marks" '[ ! -e "$tmp/$game-null.res.debug" ]'
    if [ $have_node = 1 ]; then
        check "$game: judge mode gives the same marks, and every line is JSON" \
            'cmp -s <(json_marks "$tmp/$game.res.debug") <(json_marks "$tmp/$game-judge.res.debug")'
    else
        skipped=$((skipped + 1))
    fi
done

# A debug file of an earlier match under the same name goes with it.
cp "$tmp/madmax.res.debug" "$tmp/madmax-null.res.debug"
"$BIN/madmax" -q -s 4 -i games/madmax/boards/default.cnf -o "$tmp/madmax-null.res" Null Null Null Null 2>/dev/null
check "an earlier match's debug file is not left beside a new replay" '[ ! -e "$tmp/madmax-null.res.debug" ]'

# --rounds N: the match's first N rounds, as the whole match plays them (only a replay
# header's count of rounds differs).
for game_dir in games/*/; do
    game=$(basename "$game_dir")
    [ -x "$BIN/$game" ] || continue
    board=${game_dir}boards/default.cnf
    n=$("$BIN/$game" --seats -i "$board")
    demos=(); for ((k = 0; k < n; k++)); do demos+=(Demo); done
    "$BIN/$game" -q -s 9 -i "$board" -o "$tmp/$game-all.res" "${demos[@]}" 2>/dev/null
    "$BIN/$game" -q -s 9 -i "$board" -o "$tmp/$game-7.res" --rounds 7 "${demos[@]}" 2>/dev/null
    lines=$(wc -l <"$tmp/$game-7.res")
    check "$game: --rounds 7 plays the first 7 rounds of the match" \
        '[ "$lines" -gt 20 ] && [ "$(wc -l <"$tmp/$game-all.res")" -gt "$lines" ] &&
         cmp -s <(head -n "$lines" "$tmp/$game-all.res" | grep -v "^nb_rounds") <(grep -v "^nb_rounds" "$tmp/$game-7.res")'
    if grep -q "^nb_rounds" "$tmp/$game-all.res"; then
        check "$game: its replay says 7 rounds" 'grep -Eq "^nb_rounds +7$" "$tmp/$game-7.res"'
    fi
    check "$game: 7 rounds of marks at most" '! grep -q "\"frame\":7," "$tmp/$game-7.res.debug" 2>/dev/null'
done
"$BIN/madmax" --rounds 0 Null Null Null Null -i games/madmax/boards/default.cnf -o "$tmp/zero.res" 2>"$tmp/zero.err"
status=$?
check "--rounds 0 is a usage error ($status): $(cat "$tmp/zero.err")" \
    '[ $status = 2 ] && grep -q "^error: bad --rounds" "$tmp/zero.err" && [ ! -e "$tmp/zero.res" ]'

# --from REPLAY:ROUND: a match that starts from the state a replay holds at ROUND.
# The state at round R of a Mad Max replay: its grid, counts and units (not the round line
# or the status: new players, none frozen).
mm_state() {
    awk -v r="$2" '{ line[NR] = $0 } $0 == "round " r { at = NR }
        END { if (!at) exit 1; for (k = at - 61; k < at; k++) print line[k]
              for (k = at + 1; line[k] != ""; k++) if (line[k] !~ /^status/) print line[k] }' "$1"
}
mm=games/madmax/boards/default.cnf
cp "$mm" "$tmp/mm.cnf"
"$BIN/madmax" -q -s 6 -i "$mm" -o "$tmp/old.res.gz" Demo Rand Demo Rand 2>/dev/null
zcat "$tmp/old.res.gz" >"$tmp/old.res"
for r in 0 137 499 500; do
    "$BIN/madmax" -q -s 11 --from "$tmp/old.res:$r" -o "$tmp/from$r.res" Rand Demo Null Demo 2>"$tmp/from$r.err"
    status=$?
    check "madmax --from old.res:$r ($status): $(head -2 "$tmp/from$r.err")" \
        '[ $status = 0 ] && [ "$(grep -m1 "^round" "$tmp/from$r.res")" = "round $r" ] &&
         [ "$(grep -c "^round" "$tmp/from$r.res")" = $((501 - r)) ] &&
         cmp -s <(mm_state "$tmp/old.res" $r) <(mm_state "$tmp/from$r.res" $r)'
done
"$BIN/madmax" -q -s 11 --from "$tmp/old.res.gz:137" -o "$tmp/fromgz.res" Rand Demo Null Demo 2>/dev/null
check "madmax --from a gzipped replay" 'cmp -s "$tmp/fromgz.res" "$tmp/from137.res"'
"$BIN/madmax" -q -s 11 --from "$tmp/old.res:137" --judge -o "$tmp/fromj.res" Rand Demo Null Demo 2>"$tmp/fromj.err"
check "madmax --from in judge mode: the same match (exit $?: $(grep -v '^info' "$tmp/fromj.err" | tail -2))" \
    'cmp -s <(grep -v "^SecGame\|^Game\|^status" "$tmp/fromj.res") <(grep -v "^SecGame\|^Game\|^status" "$tmp/from137.res")'
"$BIN/madmax" -q -s 11 --from "$tmp/old.res:137" --rounds 5 -o "$tmp/from5.res" Rand Demo Null Demo 2>/dev/null
check "madmax --from with --rounds 5: rounds 137 to 142" \
    '[ "$(grep "^round" "$tmp/from5.res" | tr "\n" " ")" = "round 137 round 138 round 139 round 140 round 141 round 142 " ]'
# bad --from values: one error line each, exit 2 (usage) or 1 (the replay), no replay left
# The same for the other games' replays: the state at round R (not the status: new players).
ap_state() { # an Apocalypse state: the tables from "land" to the scores before "status"
    awk -v r="$2" '$1 == "land" { n = 0 } { buf[++n] = $0 } $0 == "round " r { found = 1; for (k = 1; k < n; k++) print buf[k]; next }
        found && $1 == "status" { exit } found { print }' "$1"
}
rv_state() { # a Revisited state: from "rnd R" to its players (pid and score)
    awk -v r="$2" '$0 == "rnd " r { on = 1 } on && $1 == "actions_asked" { exit } on && $1 == "players" { pl = 1 }
        on { if (pl && $1 ~ /^[0-9]+$/) print $1, $2; else print }' "$1"
}
tr_state() { # a Tron state: from "round R" to its bikes (not the status)
    awk -v r="$2" '$0 == "round " r { on = 1 } on && ($1 == "actions" || $1 == "") && seen { exit }
        on && $1 == "bikes" { seen = 1 } on && $1 != "status" { print }' "$1"
}
for game in apocalypse revisited tron; do
    board=games/$game/boards/default.cnf
    rand=Rand; [ $game = tron ] && rand=First
    "$BIN/$game" -q -s 6 -i "$board" -o "$tmp/$game-old.res" Demo $rand Demo Dummy 2>/dev/null
    # a Tron replay's map is found among the boards by bin/tron (../games/tron/boards);
    # another build (the sanitizers') finds it beside the replay, where a student puts it
    [ $game = tron ] && [ "$BIN" != bin ] && cp games/tron/boards/*.map "$tmp/"
    state=ap_state; [ $game = revisited ] && state=rv_state; [ $game = tron ] && state=tr_state
    last=$(grep -Eo "^(round|rnd) [0-9]+" "$tmp/$game-old.res" | tail -1 | cut -d" " -f2)
    for r in 0 77 "$last"; do
        "$BIN/$game" -q -s 12 --from "$tmp/$game-old.res:$r" -o "$tmp/$game-from$r.res" $rand Demo Null Demo 2>"$tmp/$game-from$r.err"
        status=$?
        check "$game --from old.res:$r ($status): $(head -2 "$tmp/$game-from$r.err")" \
            '[ $status = 0 ] && [ -n "$($state "$tmp/$game-old.res" $r)" ] &&
             cmp -s <($state "$tmp/$game-old.res" $r) <($state "$tmp/$game-from$r.res" $r) &&
             [ "$(grep -Ec "^(round|rnd) [0-9]+$" "$tmp/$game-from$r.res")" = $((last - r + 1)) ]'
    done
done

bad_from() { # EXPECTED-STATUS MESSAGE-REGEX ARGS...
    local want=$1 re=$2; shift 2
    "$BIN/madmax" -q -o "$tmp/bad.res" "$@" Null Null Null Null 2>"$tmp/bad.err"
    local status=$?
    check "--from $*: $(head -1 "$tmp/bad.err")" \
        '[ $status = "$want" ] && [ "$(wc -l <"$tmp/bad.err")" = 1 ] && grep -Eq "^error: $re" "$tmp/bad.err" && [ ! -e "$tmp/bad.res" ]'
}
bad_from 2 "--from: 'old' is not REPLAY:ROUND" --from old
bad_from 2 "bad --from round 'x'" --from "$tmp/old.res:x"
bad_from 1 "cannot read $tmp/none.res" --from "$tmp/none.res:3"
bad_from 1 "$tmp/old.res:[0-9]+: round 501: this match has rounds 0 to 500" --from "$tmp/old.res:501"
head -c 20000 "$tmp/old.res" >"$tmp/short.res"
bad_from 1 "$tmp/short.res(:[0-9]+)?: " --from "$tmp/short.res:100"
bad_from 1 "$tmp/mm.cnf:[0-9]+: expected a Mad Max replay" --from "$tmp/mm.cnf:3"
bad_from 2 "give a board \(-i\) or a replay to start from \(--from\), not both" --from "$tmp/old.res:3" -i "$mm"
"$BIN/apocalypse" -q -o "$tmp/bad.res" --from "$tmp/old.res:3" Null Null Null Null 2>"$tmp/bad.err"; status=$?
check "another game's replay is refused ($status): $(cat "$tmp/bad.err")" \
    '[ $status = 1 ] && grep -q "^error: $tmp/old.res:1: expected an Apocalypse replay\|^error: $tmp/old.res:[0-9]*: " "$tmp/bad.err"'
sed 's/^map .*/map nowhere/' "$tmp/tron-old.res" >"$tmp/nomap.res"
"$BIN/tron" -q -o "$tmp/bad.res" --from "$tmp/nomap.res:3" Null Null Null Null 2>"$tmp/bad.err"; status=$?
check "a Tron replay whose map is nowhere ($status): $(cat "$tmp/bad.err")" \
    '[ $status = 1 ] && grep -q "^error: $tmp/nomap.res: its map nowhere.map is neither beside it nor among the boards" "$tmp/bad.err" && [ ! -e "$tmp/bad.res" ]'

# Judge mode: a player's output, round by round, and the cap on marks.
side=$build/host/madmax/side.a
if [ -f "$side" ]; then
    mkdir -p "$tmp/players"
    cp "$BIN/players/madmax/Null" "$tmp/players/"
    ${CC:-gcc} -std=c11 -O1 -Iengine -Igames/common -Igames/madmax -c tests/debug/AIMarker.c -o "$tmp/AIMarker.o" &&
        ${CC:-gcc} "$tmp/AIMarker.o" "$side" -o "$tmp/players/Marker" $(cat "$(dirname "$side")/ldflags")
    # (300 rounds: its 2.6 KB of marks a round stay under a seat's 1 MiB of a match)
    "$BIN/madmax" --judge --players-dir "$tmp/players" -q -s 2 -i games/madmax/boards/default.cnf --rounds 300 \
        -o "$tmp/marker.res" Null Marker Null Null 2>"$tmp/marker.err"
    dbg=$tmp/marker.res.debug
    check "judge mode: a line per round for the marker ($(grep -c '"seat":1' "$dbg" 2>/dev/null))" \
        '[ "$(grep -c "\"seat\":1," "$dbg")" = 300 ] && ! grep -q "\"seat\":[023]," "$dbg"'
    check "judge mode: each round's output in its line" \
        'grep "\"round\":137,\"seat\":1," "$dbg" | grep -q "\"log\":\"marker thinks in round 137\\\\n"'
    check "judge mode: 64 marks kept a round, 6 dropped, one warning in the player's output" \
        '[ "$(grep "\"round\":5,\"seat\":1," "$dbg" | grep -o "\"p\":" | wc -l)" = 64 ] &&
         grep "\"round\":5,\"seat\":1," "$dbg" | grep -q "\"dropped\":6," &&
         [ "$(grep "\"round\":5,\"seat\":1," "$dbg" | grep -o "more than 64 marks" | wc -l)" = 1 ]'
else
    echo "skip: $side is not built"
    skipped=$((skipped + 1))
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
