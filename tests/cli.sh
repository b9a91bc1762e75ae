#!/usr/bin/env bash
# End-to-end checks of every game binary's command line: help, list, version, errors
# (message, exit status, no replay left behind), determinism and output targets.
set -u
bin=${BIN:-bin}
source "$(dirname "$0")/lib/common.sh"

for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    g=$bin/$game
    board=$dir/boards/default.cnf
    if [ ! -x "$g" ] || [ ! -f "$board" ]; then
        echo "skip: $game not built or without default board"; skipped=$((skipped + 1)); continue
    fi
    players=$("$g" --list | tr '\n' ' ')
    check "$game: --list is sorted and has Null Demo Dummy" bash -c \
        "'$g' -l | sort -c && '$g' -l | grep -qx Null && '$g' -l | grep -qx Demo && '$g' -l | grep -qx Dummy"
    check "$game: no arguments prints help" bash -c "'$g' | grep -q Usage"
    check "$game: --help" bash -c "'$g' --help | grep -q -- --seed"
    check "$game: --version" bash -c "'$g' -v | grep -q ."
    check "$game: unknown option is a usage error" one_error 2 "unknown option '--bogus'" "$g" --bogus Null Null Null Null
    check "$game: unknown player" one_error 2 "unknown player 'Nobody'" "$g" Nobody Null Null Null -i "$board"
    check "$game: too long a name" one_error 2 "longer than 12" "$g" ABCDEFGHIJKLMN Null Null Null -i "$board"
    check "$game: bad seed" one_error 2 "bad seed" "$g" Null Null Null Null -s 12x -i "$board"
    check "$game: negative seed" one_error 2 "bad seed" "$g" Null Null Null Null -s -3 -i "$board"
    check "$game: wrong number of players" one_error 2 "wrong number of players" "$g" Null Null Null -i "$board"
    check "$game: missing board" one_error 1 "cannot read $tmp/none.cnf" "$g" Null Null Null Null -i "$tmp/none.cnf"
    printf 'garbage\n' >"$tmp/bad.cnf"
    check "$game: malformed board names file and line" one_error 1 "$tmp/bad.cnf:1:" "$g" Null Null Null Null -i "$tmp/bad.cnf"
    head -c $(( $(wc -c <"$board") / 2 )) "$board" >"$tmp/truncated.cnf"
    check "$game: truncated board" one_error 1 "$tmp/truncated.cnf:" "$g" Null Null Null Null -i "$tmp/truncated.cnf" -o "$tmp/t.res"
    check "$game: no replay after a failed load" test ! -e "$tmp/t.res"
    check "$game: unwritable output" one_error 1 "cannot write $tmp/no/dir/x.res" "$g" Null Null Null Null -i "$board" -o "$tmp/no/dir/x.res"
    # (from the board's folder: a board read from standard input finds its other files, like
    # Tron's .map, in the current folder)
    check "$game: board from stdin, replay to stdout, same as -o" bash -c \
        "(cd '${dir}boards' && '$(realpath "$g")' Null Null Null Null -s 5 < default.cnf > '$tmp/a.res' 2>/dev/null) && '$g' Null Null Null Null -s 5 -i '$board' -o '$tmp/b.res' 2>/dev/null && cmp -s '$tmp/a.res' '$tmp/b.res'"
    check "$game: same command, same replay" bash -c \
        "'$g' Demo Dummy Demo Null -s 9 -i '$board' -o '$tmp/c.res' 2>/dev/null && '$g' Demo Dummy Demo Null -s 9 -i '$board' -o '$tmp/d.res' 2>/dev/null && cmp -s '$tmp/c.res' '$tmp/d.res'"
    check "$game: -o /dev/null and pipes work" bash -c \
        "'$g' Null Null Null Null -i '$board' -o /dev/null 2>/dev/null && '$g' Null Null Null Null -i '$board' 2>/dev/null | head -c 10 >/dev/null"
    check "$game: an existing replay is replaced whole, leaving no temporary file" bash -c \
        "echo old > '$tmp/e.res' && '$g' Null Null Null Null -i '$board' -o '$tmp/e.res' 2>/dev/null && ! grep -qx old '$tmp/e.res' && [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    check "$game: results end stderr like the reference" bash -c \
        "'$g' Null Null Null Null -i '$board' -o /dev/null 2>&1 | tail -n 1 | grep -qxE 'info: game (played|finished)'"
    check "$game: four copies of one player are independent of seat order" bash -c \
        "'$g' Dummy Dummy Dummy Dummy -s 3 -i '$board' -o /dev/null -r '$tmp/f.tsv' 2>/dev/null && [ \$(grep -c '^[0-3]	Dummy	' '$tmp/f.tsv') -eq 4 ]"
    for p in $players; do
        check "$game: player $p plays a match" bash -c "'$g' $p $p $p $p -s 2 -i '$board' -o /dev/null 2>/dev/null"
    done
done
summary
