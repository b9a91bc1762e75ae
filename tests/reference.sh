#!/usr/bin/env bash
# Plays every case of ../shared/reference/<game>/cases.tsv (or, where that is absent, of
# games/<game>/tests/reference.tsv: tests/lib/reference.sh) with bin/<game>, in local and
# in judge mode, and checks the replay's token hash and the final scores; then again with
# the rule books' C++ players (games/<game>/rulebook/AI*.cc, built into
# BUILD/rulebook/<game>) in place of the C ones. Each case's board and seed are played by
# Demos too, in both modes, for the same replay (the rule book's Tron Demo draws from
# rand(), the match's stream). A game is skipped when its cases or the kit's boards
# (../shared/reference/<game>/boards) are absent.
set -u
. "$(dirname "$0")/lib/reference.sh"
bin=${BIN:-bin}
rulebook=$([ "$bin" = bin ] && echo build/rulebook || echo "${bin%/bin}/rulebook")
ref=${REFERENCE:-$(dirname "$0")/../../shared/reference}
passed=0 failed=0 skipped=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The replay's token hash, without what judge mode changes: the CPU fields (a "status" row
# in the 2018 kits and Tron, the status column of a "pid score status" table in the 2020
# kit) and the judge's header (SecGame, secgame 1 or secgame true).
token_hash() { # PLAYERS REPLAY
    awk -v np="$(wc -w <<<"$1")" '{
        for (i = 1; i <= NF; i++) {
            t = $i
            if (zero > 0) { t = 0; zero-- }
            else if (column > 0) { if (--column % 3 == 0) t = 0 }
            else if (t == "status") { if (last == "score") column = 3 * np; else zero = np }
            if (!seen++ && t == "SecGame") t = "Game"
            if (last == "secgame") t = t == "true" ? "false" : t == "1" ? 0 : t
            last = $i
            print t
        } }' "$2" | sha256sum | cut -c1-64
}
for dir in "$bin" "$rulebook"; do
  api=$([ "$dir" = "$bin" ] && echo C || echo "rule book")
  for main in games/*/main.c; do
    game=$(basename "$(dirname "$main")")
    game_bin=$dir/$game
    if ! reference_cases "$ref" "$game"; then
        echo "skip: $why"; skipped=$((skipped + 1)); continue
    fi
    while IFS=$'\t' read -r name board seed players scores hash _; do
        [ "$name" = case ] && continue
        # local mode, then judge mode (each player in its own process): the same replay but
        # for the judge's header and the CPU use in the status fields, set back here
        for mode in "" --judge; do
            # shellcheck disable=SC2086
            "$game_bin" $mode $players -s "$seed" -i "$boards/$board" -o "$tmp/out" 2>"$tmp/err"
            status=$?
            got_hash=$(token_hash "$players" "$tmp/out")
            got_scores=$(sed -n 's/^info: player .* got score \([0-9-]*\)$/\1/p' "$tmp/err" | tr '\n' ' ' | sed 's/ $//')
            # a kit without score lines (Tron): the replay's last "score" line
            [ -n "$got_scores" ] || got_scores=$(grep '^score ' "$tmp/out" | tail -n 1 | cut -d' ' -f2-)
            if [ $status -eq 0 ] && [ "$got_hash" = "$hash" ] && [ "$got_scores" = "$scores" ]; then
                passed=$((passed + 1))
            else
                failed=$((failed + 1))
                echo "FAIL $game $name ($api players) ${mode:-local}: exit $status, scores '$got_scores' (want '$scores'), hash $got_hash (want $hash)"
            fi
        done
        demos=$(for _ in $players; do printf 'Demo '; done) played=1
        for mode in "" --judge; do
            # shellcheck disable=SC2086
            "$game_bin" $mode $demos -s "$seed" -i "$boards/$board" -o "$tmp/demo$mode" 2>/dev/null || played=0
        done
        if [ $played = 1 ] && [ "$(token_hash "$demos" "$tmp/demo")" = "$(token_hash "$demos" "$tmp/demo--judge")" ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $game $name ($api players): Demos play another match in judge mode"
        fi
    done <"$cases"
  done
done
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
