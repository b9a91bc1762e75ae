#!/usr/bin/env bash
# The student kit of every game builds on its own and its object-file Dummy plays.
set -u
if [ "${BIN:-bin}" != bin ]; then echo "0 passed, 0 failed, 0 skipped"; exit 0; fi
passed=0 failed=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    if tools/student-kit "$game" "$tmp/$game.tgz" >/dev/null && tar -C "$tmp" -xzf "$tmp/$game.tgz" &&
        [ ! -e "$tmp/arena-$game/games/$game/AIDummy.c" ] &&
        make -s -C "$tmp/arena-$game" >/dev/null 2>&1 &&
        "$tmp/arena-$game/bin/$game" Dummy Demo Null Null -s 4 -i "$dir/boards/default.cnf" -o /dev/null 2>/dev/null; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL: the $game student kit"
    fi
done
echo "$passed passed, $failed failed, 0 skipped"
[ $failed -eq 0 ]
