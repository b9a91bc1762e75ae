#!/usr/bin/env bash
# For every game: 50 seeded matches of `Dummy Demo Demo Demo` on the game's default
# board; Dummy must have the top score (alone) in at least 95% of them.
set -u
bin=${BIN:-bin}
passed=0 failed=0 skipped=0
for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    board=$dir/boards/default.cnf
    if [ ! -x "$bin/$game" ] || [ ! -f "$board" ]; then
        echo "skip: $game has no binary or no default board"; skipped=$((skipped + 1)); continue
    fi
    # each match prints its four scores as one line, in one write (jobs run in parallel)
    wins=$(seq 1 50 | xargs -P 2 -I{} sh -c \
        "s=\$('$bin/$game' Dummy Demo Demo Demo -s {} -i '$board' -o /dev/null 2>&1 | sed -n 's/^info: player .* got score //p' | tr '\n' ' '); echo \"\$s\"" |
        awk 'NF == 4 && $1 > $2 && $1 > $3 && $1 > $4 { n++ } END { print n + 0 }')
    if [ "$wins" -ge 48 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
    echo "$game: Dummy tops $wins of 50 matches against three Demo (needs 48)"
done
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
