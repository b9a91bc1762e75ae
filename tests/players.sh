#!/usr/bin/env bash
# The players arena ships obey the judge's rule "no global variables": their objects
# hold no writable data but the registration record that PLAYER() writes.
set -u
build=${BUILD:-build}
[ "${BIN:-bin}" = bin ] || build=build/san
passed=0 failed=0
for obj in "$build"/games/*/AI*.o; do
    [ -e "$obj" ] || continue
    game=$(basename "$(dirname "$obj")")
    globals=$(nm "$obj" | awk '$2 ~ /^[bBdDgGsSvV]$/ && $3 != "arena_player_def_" { print $3 }')
    if [ -z "$globals" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL: $game/$(basename "$obj" .o) has global variables: $globals"
    fi
done
echo "$passed passed, $failed failed, 0 skipped"
[ $failed -eq 0 ]
