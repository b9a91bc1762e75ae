#!/usr/bin/env bash
# The players arena ships obey the judge's rule "no global variables": their objects
# hold no writable data but the registration record that PLAYER() (or RegisterPlayer())
# writes, in C and in the rule books' C++ (games/<game>/rulebook/), where what the
# compiler and the library make are not the player's: classes' vtables and type names
# (read-only once loaded), the exception-handling reference, <iostream>'s initialiser,
# what Player.hh itself defines (Apocalypse's NUL) and the guards of statics.
set -u
build=${BUILD:-build}
[ "${BIN:-bin}" = bin ] || build=build/san
passed=0 failed=0
for obj in "$build"/games/*/AI*.o "$build"/games/*/rulebook/AI*.o; do
    [ -e "$obj" ] || continue
    game=${obj#"$build"/games/}
    game=${game%/AI*}
    globals=$(nm -l "$obj" | awk '$2 ~ /^[bBdDgGsSuvV]$/ && $3 !~ /^(_ZL17)?arena_player_def_$/ &&
        $3 !~ /^(DW\.ref\.|_ZT[VIS]|_ZGV|_ZStL8__ioinit$)/ && $4 !~ /\/Player\.hh:/ { print $3 }')
    if [ -z "$globals" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL: $game/$(basename "$obj" .o) has global variables: $globals"
    fi
done

# PLAYER_NAME mistakes are build errors that name the file, not a binary that refuses
# every command: too long (compiler), used twice (linker).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
player() { # FILE NAME
    printf '#define PLAYER_NAME %s\n#include "madmax.h"\nPLAYER(struct no_memory)\n%s\n' "$2" \
        'static void play(struct madmax *g, struct no_memory *m) { (void)g; (void)m; }' >"$1"
}
cc_player() { ${CC:-gcc} -std=c11 -Iengine -Igames/common -Igames/madmax -c "$1" -o "${1%.c}.o" 2>&1; }
player "$tmp/AILong.c" ThisNameIsTooLong
out=$(cc_player "$tmp/AILong.c")
if grep -q "AILong.c" <<<"$out" && grep -q "PLAYER_NAME ThisNameIsTooLong is longer than 12 characters" <<<"$out"; then
    passed=$((passed + 1))
else
    failed=$((failed + 1)); echo "FAIL: a too long PLAYER_NAME is not a compile error naming the file"
fi
player "$tmp/AITwin1.c" Twin; player "$tmp/AITwin2.c" Twin
cc_player "$tmp/AITwin1.c" >/dev/null; cc_player "$tmp/AITwin2.c" >/dev/null
if ${CC:-gcc} "$tmp/AITwin1.o" "$tmp/AITwin2.o" -shared -o "$tmp/twins.so" 2>&1 |
    grep -q "multiple definition of .arena_player_Twin'.*AITwin1"; then
    passed=$((passed + 1))
else
    failed=$((failed + 1)); echo "FAIL: two players named Twin do not fail to link"
fi
echo "$passed passed, $failed failed, 0 skipped"
[ $failed -eq 0 ]
