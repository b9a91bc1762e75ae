#!/usr/bin/env bash
# The judge's link (tools/arena-link) against a player that defines the libraries' names:
# for each game, every function of the C library and libseccomp that a judge executable
# holds (nm of a linked Null), defined by ONE player object (each a trap: any call of
# one kills the process), with main, _start, _init, __libc_start_main, __wrap_malloc.
# Linked by the judge's link it must play a match in judge mode unfrozen (fault ok): no
# code of the host or the libraries called one of its definitions. Linked as before
# (the object first, its names global), three of them are caught (a control: the test
# would see a breach).
# Then the linker's messages: an object that does not link is said as AIName.o, no path.
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
. tests/lib/common.sh
export LC_ALL=C
lib_functions() { # ARCHIVE...: the functions they define
    nm -g --defined-only --format=posix "$@" 2>/dev/null | awk '$1 !~ /:$/ && $2 ~ /^[TWi]$/ { print $1 }' | sort -u
}
mapfile -t libs < <(for l in libc.a libseccomp.a; do ${CC:-gcc} -print-file-name=$l; done)
lib_functions "${libs[@]}" >"$tmp/libs"
[ -s "$tmp/libs" ] || { skip "no static libc.a and libseccomp.a to read"; summary; exit; }

for side_dir in "$build"/host/*/; do
    side_dir=${side_dir%/} game=${side_dir##*/}
    [ -f "$side_dir/side.a" ] && [ -x "$BIN/$game" ] && [ -x "$BIN/players/$game/Null" ] || continue
    dir=$tmp/$game && mkdir -p "$dir"
    # the functions of the libraries in a judge executable, and the start's
    nm --defined-only "$BIN/players/$game/Null" | awk '$2 ~ /^[TtWi]$/ { print $3 }' | sort -u |
        join - "$tmp/libs" >"$dir/names"
    printf '%s\n' main _start _init __libc_start_main __wrap_malloc setvbuf prctl close_range seccomp_load >>"$dir/names"
    sort -u -o "$dir/names" "$dir/names"
    for n in setvbuf prctl close_range seccomp_load memcpy malloc; do
        grep -qx "$n" "$dir/names" || fail "$game: $n is not among the names of a judge executable (nm)"
    done
    {
        echo "#define PLAYER_NAME Own"
        echo "#include \"$game.h\""
        awk '{ printf "void f_%d(void) __asm__(\"%s\");\nvoid f_%d(void) { __builtin_trap(); }\n", NR, $0, NR }' "$dir/names"
        echo "PLAYER(struct no_memory)"
        echo "static void play(struct $game *game, struct no_memory *memory) { (void)game; (void)memory; }"
    } >"$dir/AIOwn.c"
    if ! ${CC:-gcc} -std=c11 -O1 -w -Iengine -Igames/common -Igames/"$game" -c "$dir/AIOwn.c" -o "$dir/AIOwn.o"; then
        fail "$game: the player of $(wc -l <"$dir/names") names does not compile"; continue
    fi
    mkdir -p "$dir/judge" "$dir/before"
    cp "$BIN/players/$game/Null" "$dir/judge/" && cp "$BIN/players/$game/Null" "$dir/before/"
    play() { # PLAYERS_DIR: the fault of seat 0 (Own)
        local seats names
        seats=$("$BIN/$game" --seats -i "games/$game/boards/default.cnf")
        names="Own$(for _ in $(seq $((seats - 1))); do printf ' Null'; done)"
        timeout 120 "$BIN/$game" --judge --cpu 1 --watchdog 3 -q --players-dir "$1" -s 3 -i "games/$game/boards/default.cnf" \
            -o "$1/match.res" -r "$1/results.tsv" $names 2>"$1/match.err" || { echo "exit $?"; return; }
        awk -F'\t' '$1 == 0 { print $5 }' "$1/results.tsv"
    }
    if ! tools/arena-link "$dir/AIOwn.o" "$side_dir" "$dir/judge/Own" 2>"$dir/link.err"; then
        fail "$game: the judge's link of a player defining $(wc -l <"$dir/names") names: $(head -3 "$dir/link.err")"
    elif [ "$(play "$dir/judge")" = ok ]; then
        ok
    else
        fail "$game: a player defining $(wc -l <"$dir/names") names of the libraries is frozen: $(sed -n 2p "$dir/judge/results.tsv") $(tail -2 "$dir/judge/match.err")"
    fi
    # the control: three of them linked as before (the object first, its names global):
    # the host calls them before the match (setvbuf first), and the player is caught
    printf '%s\n' setvbuf prctl close_range | awk '{ printf "void f_%d(void) __asm__(\"%s\");\nvoid f_%d(void) { __builtin_trap(); }\n", NR, $0, NR }' |
        cat <(head -2 "$dir/AIOwn.c") - <(tail -2 "$dir/AIOwn.c") >"$dir/AIBefore.c"
    if ! ${CC:-gcc} -std=c11 -O1 -w -Iengine -Igames/common -Igames/"$game" -c "$dir/AIBefore.c" -o "$dir/AIBefore.o" ||
        ! ${CXX:-g++} "$dir/AIBefore.o" "$side_dir/side.a" -o "$dir/before/Own" $(cat "$side_dir/ldflags"); then
        fail "$game: the control does not link as before"
    elif [ "$(play "$dir/before")" != ok ]; then ok; else
        fail "$game: linked as before (its names global), setvbuf's trap was not reached: the test sees nothing"
    fi
done

# An object that does not link (it calls a function defined nowhere): exit 3, the
# linker's message naming AIName.o, no path of the machine's.
side_dir=$build/host/madmax
if [ -f "$side_dir/side.a" ]; then
    printf '#define PLAYER_NAME Lost\n#include "madmax.h"\nint nowhere(int);\nPLAYER(struct no_memory)\nstatic void play(struct madmax *g, struct no_memory *m) { (void)g; (void)m; (void)nowhere(1); }\n' >"$tmp/AILost.c"
    ${CC:-gcc} -std=c11 -O1 -Iengine -Igames/common -Igames/madmax -c "$tmp/AILost.c" -o "$tmp/lost.o"
    tools/arena-link --as AILost.o "$tmp/lost.o" "$side_dir" "$tmp/Lost" 2>"$tmp/lost.err"
    status=$?
    check "a link that fails because of the object: exit 3 ($status), AILost.o named: $(cat "$tmp/lost.err")" \
        eval '[ $status = 3 ] && grep -q "AILost.o: in function" "$tmp/lost.err" && grep -q "undefined reference to .nowhere" "$tmp/lost.err"'
    check "the linker's message has no path: $(grep -E "(^|[ (\`'])/" "$tmp/lost.err")" eval '! grep -qE "(^|[ (\`'"'"'])/" "$tmp/lost.err"'
    tools/arena-link "$tmp/lost.o" "$tmp/nowhere" "$tmp/Lost" 2>"$tmp/side.err"
    status=$?
    check "no player side: the machine's failure (exit 2, $status): $(cat "$tmp/side.err")" \
        eval '[ $status = 2 ] && grep -q "^error: no player side" "$tmp/side.err"'
else
    skip "no $side_dir/side.a (make)"
fi
summary
