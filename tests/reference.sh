#!/usr/bin/env bash
# Plays every case of ../shared/reference/<game>/cases.tsv with bin/<game> and checks
# the replay's token hash and the final scores. Skipped when ../shared is absent.
set -u
bin=${BIN:-bin}
ref=${REFERENCE:-$(dirname "$0")/../../shared/reference}
passed=0 failed=0 skipped=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    game_bin=$bin/$game
    cases=$ref/$game/cases.tsv
    if [ ! -f "$cases" ]; then
        echo "skip: no reference cases for $game ($cases absent)"; skipped=$((skipped + 1)); continue
    fi
    while IFS=$'\t' read -r name board seed players scores hash _; do
        [ "$name" = case ] && continue
        # shellcheck disable=SC2086
        "$game_bin" $players -s "$seed" -i "$ref/$game/boards/$board" -o "$tmp/out" 2>"$tmp/err"
        status=$?
        got_hash=$(awk '{for(i=1;i<=NF;i++) print $i}' "$tmp/out" | sha256sum | cut -c1-64)
        got_scores=$(sed -n 's/^info: player .* got score \([0-9-]*\)$/\1/p' "$tmp/err" | tr '\n' ' ' | sed 's/ $//')
        if [ $status -eq 0 ] && [ "$got_hash" = "$hash" ] && [ "$got_scores" = "$scores" ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $game $name: exit $status, scores '$got_scores' (want '$scores'), hash $got_hash (want $hash)"
        fi
    done <"$cases"
done
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
