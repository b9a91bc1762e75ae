#!/usr/bin/env bash
# End-to-end checks of every game binary's command line: help, list, version, errors
# (message, exit status, no replay left behind), determinism and output targets.
set -u
bin=${BIN:-bin}
passed=0 failed=0 skipped=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

check() { # description, then a command that must succeed
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $what"; fi
}

# run EXPECTED_STATUS STDERR_PATTERN CMD...: status and one "error: ..." line matching
fails_with() {
    local want=$1 pattern=$2; shift 2
    "$@" >"$tmp/stdout" 2>"$tmp/stderr"
    local status=$?
    [ $status -eq "$want" ] || { echo "  exit $status, want $want: $*"; cat "$tmp/stderr" | tail -3; return 1; }
    grep -q -- "$pattern" "$tmp/stderr" || { echo "  stderr lacks '$pattern': $(tail -2 "$tmp/stderr")"; return 1; }
    [ "$(grep -c '^error: ' "$tmp/stderr")" -eq 1 ] || { echo "  want exactly one error line"; return 1; }
}

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
    check "$game: unknown option is a usage error" fails_with 2 "unknown option '--bogus'" "$g" --bogus Null Null Null Null
    check "$game: unknown player" fails_with 2 "unknown player 'Nobody'" "$g" Nobody Null Null Null -i "$board"
    check "$game: too long a name" fails_with 2 "longer than 12" "$g" ABCDEFGHIJKLMN Null Null Null -i "$board"
    check "$game: bad seed" fails_with 2 "bad seed" "$g" Null Null Null Null -s 12x -i "$board"
    check "$game: negative seed" fails_with 2 "bad seed" "$g" Null Null Null Null -s -3 -i "$board"
    check "$game: wrong number of players" fails_with 2 "wrong number of players" "$g" Null Null Null -i "$board"
    check "$game: missing board" fails_with 1 "cannot read $tmp/none.cnf" "$g" Null Null Null Null -i "$tmp/none.cnf"
    printf 'garbage\n' >"$tmp/bad.cnf"
    check "$game: malformed board names file and line" fails_with 1 "$tmp/bad.cnf:1:" "$g" Null Null Null Null -i "$tmp/bad.cnf"
    head -c $(( $(wc -c <"$board") / 2 )) "$board" >"$tmp/truncated.cnf"
    check "$game: truncated board" fails_with 1 "$tmp/truncated.cnf:" "$g" Null Null Null Null -i "$tmp/truncated.cnf" -o "$tmp/t.res"
    check "$game: no replay after a failed load" test ! -e "$tmp/t.res"
    check "$game: unwritable output" fails_with 1 "cannot write $tmp/no/dir/x.res" "$g" Null Null Null Null -i "$board" -o "$tmp/no/dir/x.res"
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
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
