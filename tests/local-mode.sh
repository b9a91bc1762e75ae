#!/usr/bin/env bash
# A local match a student can trust: crashing players (toy game: build/tests/toy-game),
# Ctrl-C and SIGTERM, players' own output, and the bad input a trial found, for every
# game binary. Every process started here is bounded by `timeout`.
set -u
bin=${BIN:-bin}
build=build; [ "$bin" = bin ] || build=build/san
toy=$build/tests/toy-game
source "$(dirname "$0")/lib/common.sh"

no_temp_files() { [ -z "$(ls "$tmp" | grep tmp-)" ]; }

if [ -x "$toy" ]; then
    printf 'toy 2 4\n' >"$tmp/toy.cnf"
    crashers="Segv Abort Stack Divide"
    # Under UBSan a division by zero is the sanitizer's report and exit, not a signal.
    [ "$bin" = bin ] || crashers="Segv Abort Stack"
    for p in $crashers; do
        check "toy: player $p crashing names player, seat, round and signal; exit 3; no replay" bash -c "
            timeout 20 '$toy' Adder $p -i '$tmp/toy.cnf' -o '$tmp/crash.res' >/dev/null 2>'$tmp/crash.err'
            [ \$? -eq 3 ] && grep -q '^error: player $p (seat 1) crashed in round 1: ' '$tmp/crash.err' &&
            grep -q '^info:     end player 1\$' '$tmp/crash.err' && [ ! -e '$tmp/crash.res' ] &&
            [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    done
    check "toy: a player calling exit() is named with its seat and round; exit 3; no replay" bash -c "
        timeout 20 '$toy' Adder Exit -i '$tmp/toy.cnf' -o '$tmp/exit.res' >/dev/null 2>'$tmp/exit.err'
        [ \$? -eq 3 ] && grep -q '^error: player Exit (seat 1) called exit() in round 1' '$tmp/exit.err' &&
        [ ! -e '$tmp/exit.res' ] && [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    # a player writing outside its memory or turn block, or replacing the process: named
    # as the player's crash, never blamed on the engine or another rule
    while IFS='|' read -r p says; do
        check "toy: player $p: '$says'; exit 3; no replay" bash -c "
            timeout 20 '$toy' Adder $p -i '$tmp/toy.cnf' -o '$tmp/crash.res' >/dev/null 2>'$tmp/crash.err'
            [ \$? -eq 3 ] && grep -qx 'error: player $p (seat 1) crashed in round 1: $says' '$tmp/crash.err' &&
            [ \$(grep -vc '^info: ' '$tmp/crash.err') -eq 1 ] && [ ! -e '$tmp/crash.res' ] && [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    done <<'EOF'
Overrun|wrote past the end of its memory (changed up to 4 bytes after it)
Scribble|wrote outside its memory
Underrun|wrote before the start of its turn block (changed up to 8 bytes before it)
Exec|tried to run another program (exec), which would end the match
EOF
    check "toy: a player's system() runs nothing, and the match goes on" bash -c "
        timeout 20 '$toy' Shell Adder -i '$tmp/toy.cnf' -o '$tmp/shell.res' >/dev/null 2>'$tmp/shell.err' &&
        grep -q '^system returned ' '$tmp/shell.err' && ! grep -q 'this is not printed' '$tmp/shell.err' && [ -s '$tmp/shell.res' ]"
    check "toy: the log before a crash is kept" bash -c "
        timeout 20 '$toy' Adder Segv -i '$tmp/toy.cnf' -o /dev/null 2>&1 | grep -q '^info: end round 0\$'"
    for sig in INT TERM; do
        check "toy: SIG$sig during a match leaves no temporary replay" bash -c "
            '$toy' Adder Spinner -i '$tmp/toy.cnf' -o '$tmp/stop.res' 2>'$tmp/stop.err' & pid=\$!
            for k in \$(seq 100); do grep -q spinning '$tmp/stop.err' && break; sleep 0.05; done
            kill -$sig \$pid; wait \$pid; status=\$?
            [ \$status -gt 128 ] && [ ! -e '$tmp/stop.res' ] && [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    done
    check "toy: a player's printf never lands in a replay on standard output" bash -c "
        timeout 20 '$toy' Chatty Adder -i '$tmp/toy.cnf' >'$tmp/std.res' 2>'$tmp/std.err' &&
        ! grep -q chatty '$tmp/std.res' && grep -q 'chatty says hello on stdout in round 3' '$tmp/std.err'"
    check "toy: a player's lines come in order with the engine's" bash -c "
        timeout 20 '$toy' Chatty Adder -i '$tmp/toy.cnf' -o /dev/null 2>&1 | grep -A3 -x 'info:     start player 0' |
        head -4 | tr '\n' '|' | grep -qx 'info:     start player 0|chatty says hello on stdout in round 0|chatty thinks in round 0|info:     end player 0|'"
    check "toy: -q prints only the result lines" bash -c "
        [ \"\$(timeout 20 '$toy' Adder Adder -q -i '$tmp/toy.cnf' -o /dev/null 2>&1 | grep -vc '^info: player\\|^info: game played')\" -eq 0 ]"
else
    echo "skip: $toy not built"; skipped=$((skipped + 1))
fi

for main in games/*/main.c; do
    dir=$(dirname "$main")
    game=$(basename "$dir")
    g=$bin/$game board=$dir/boards/default.cnf
    [ -x "$g" ] && [ -f "$board" ] || { echo "skip: $game not built"; skipped=$((skipped + 1)); continue; }
    check "$game: stderr closed: the replay holds no log line" bash -c "
        timeout 60 '$g' Null Null Null Null -i '$board' -o '$tmp/closed.res' 2>&- && ! grep -q '^info:' '$tmp/closed.res'"
    check "$game: stdout closed: a replay on it is an error" one_error 1 "standard output is closed" \
        bash -c "'$g' Null Null Null Null -i '$board' >&-"
    check "$game: a missing option value is one line" one_error 2 "option '-s' needs a value" "$g" Null Null Null Null -i "$board" -s
    check "$game: an unknown short option is one line" one_error 2 "unknown option '-z'" "$g" -z Null Null Null Null
    check "$game: one player on an empty stdin: a usage error at once" one_error 2 "wrong number of players" \
        bash -c "'$g' Null < /dev/null"
    check "$game: five players and a bad board: the usage error" one_error 2 "wrong number of players" \
        "$g" Null Null Null Null Null -i /nonexistent
    printf '%s\0junk\n' "$(head -n 1 "$board" | cut -d' ' -f1)" >"$tmp/nul.cnf"
    check "$game: a NUL byte is an error naming the line" one_error 1 "$tmp/nul.cnf:1: NUL byte" \
        "$g" Null Null Null Null -i "$tmp/nul.cnf"
    { printf 'x'; head -c 3000000 /dev/zero | tr '\0' 'A'; printf '\x01\n'; } >"$tmp/long.cnf"
    check "$game: a huge token gives a short error" bash -c "
        timeout 20 '$g' Null Null Null Null -i '$tmp/long.cnf' 2>&1 >/dev/null | awk 'length > 200 { bad = 1 } END { exit bad }'"
    printf 'x\x1b[31m y\n' >"$tmp/ctrl.cnf"
    check "$game: control bytes are escaped" bash -c "
        timeout 20 '$g' Null Null Null Null -i '$tmp/ctrl.cnf' 2>&1 | grep -q 'x\\\\x1b\\[31m'"
    cp "$board" "$tmp/same.cnf"
    map=$(awk '$1 == "map" { print $2; exit }' "$board") # Tron: the board names a .map, read too
    [ -z "$map" ] || cp "$dir/boards/$map.map" "$tmp/$map.map"
    check "$game: -o equal to -i is refused, the board kept" bash -c "
        timeout 20 '$g' Null Null Null Null -i '$tmp/same.cnf' -o '$tmp/same.cnf' 2>'$tmp/same.err'; [ \$? -eq 2 ] &&
        cmp -s '$board' '$tmp/same.cnf' && grep -q 'the replay .* is a file this match reads' '$tmp/same.err'"
    check "$game: -o naming the board on standard input is refused" bash -c "
        cd '$tmp' && timeout 20 '$(realpath "$g")' Null Null Null Null -o same.cnf <same.cnf 2>/dev/null; [ \$? -eq 2 ] &&
        cmp -s '$(realpath "$board")' '$tmp/same.cnf'"
    check "$game: --results naming the board is refused, the board kept" bash -c "
        timeout 20 '$g' Null Null Null Null -i '$tmp/same.cnf' -o '$tmp/r.res' -r '$tmp/same.cnf' 2>'$tmp/same.err'
        [ \$? -eq 2 ] && cmp -s '$board' '$tmp/same.cnf' && [ ! -e '$tmp/r.res' ] && grep -q 'results .* is a file this match reads' '$tmp/same.err'"
    check "$game: --results naming the replay is refused" one_error 2 "would be the replay too" \
        "$g" Null Null Null Null -i "$board" -o "$tmp/r.res" -r "$tmp/r.res"
    cp "$board" "$tmp/r.res.debug"
    check "$game: a board named like the replay's debug file is refused, not deleted" bash -c "
        timeout 20 '$g' Null Null Null Null -i '$tmp/r.res.debug' -o '$tmp/r.res' --no-debug 2>'$tmp/same.err'
        [ \$? -eq 2 ] && cmp -s '$board' '$tmp/r.res.debug' && grep -q 'debug file .* is a file this match reads' '$tmp/same.err'"
    rm -f "$tmp/r.res.debug"
    for results in "$tmp/no/dir/r.tsv" "$tmp" /dev/full; do
        echo old >"$tmp/r.res"
        check "$game: --results $results unwritable: exit 1, no replay written, the old one kept" bash -c "
            timeout 60 '$g' Null Null Null Null -i '$board' -o '$tmp/r.res' -r '$results' 2>'$tmp/res.err'
            [ \$? -eq 1 ] && grep -qx old '$tmp/r.res' && [ ! -e '$tmp/r.res.debug' ] && [ -z \"\$(ls '$tmp' | grep tmp-)\" ] &&
            [ \$(grep -c '^error: cannot write $results' '$tmp/res.err') -eq 1 ]"
    done
    rm -f "$tmp/r.res"
    for name in ../../$game /bin/true . ..; do
        check "$game: judge mode: player name '$name' is a usage error" one_error 2 "is a path, not a name" \
            "$g" -j Null Null Null "$name" -i "$board" -o /dev/null
    done
    if [ -n "$map" ]; then
        check "$game: -o naming the board's .map is refused, the map kept" bash -c "
            timeout 20 '$g' Null Null Null Null -i '$tmp/same.cnf' -o '$tmp/$map.map' 2>'$tmp/same.err'
            [ \$? -eq 2 ] && cmp -s '$dir/boards/$map.map' '$tmp/$map.map' && grep -q 'is a file this match reads' '$tmp/same.err'"
    fi
    mkfifo "$tmp/fifo-in" "$tmp/fifo-out"
    check "$game: a FIFO board without a writer does not block" one_error 1 "$tmp/fifo-in:" \
        "$g" Null Null Null Null -i "$tmp/fifo-in"
    check "$game: a FIFO replay without a reader does not block" one_error 1 "no process is reading" \
        "$g" Null Null Null Null -i "$board" -o "$tmp/fifo-out"
    rm -f "$tmp/fifo-in" "$tmp/fifo-out"
    check "$game: a replay piped into head ends with an error line" bash -c "
        timeout 60 '$g' Null Null Null Null -i '$board' 2>'$tmp/pipe.err' | head -c 100 >/dev/null
        [ \${PIPESTATUS[0]} -eq 1 ] && grep -q '^error: cannot write output: Broken pipe' '$tmp/pipe.err'"
    check "$game: -q prints only the result lines" bash -c "
        [ \"\$(timeout 60 '$g' Demo Demo Demo Demo -q -i '$board' -o /dev/null 2>&1 | grep -vc '^info: player\\|^info: game played\\|^info: game finished')\" -eq 0 ]"
    check "$game: no temporary files left" no_temp_files
done
summary
