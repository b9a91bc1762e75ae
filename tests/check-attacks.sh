#!/usr/bin/env bash
# A submission is an attack on the compiler: tools/arena-check must never show a line of a
# file the submission did not send (a canary file here, and /etc/passwd), nor let the
# player embed one, and must bound every compiler step. Each attack, in C and in the rule
# book's C++: refused with one "refused:" line, exit 1, within the limits set here.
set -u
if [ "${BIN:-bin}" != bin ]; then # the checker is a script: the sanitizers' build changes nothing of it
    echo "skip: the attacks on arena-check run once, with bin/"; echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
check=$(pwd)/tools/arena-check
export ARENA_CHECK_CPU=4 ARENA_CHECK_WALL=8 ARENA_CHECK_MEM_MB=1024 ARENA_CHECK_OUT_MB=16
secret=$tmp/secret/notes.txt
mkdir -p "$tmp/secret" "$tmp/work"
# (valid C and C++: only arena-check's own rules can refuse a file that includes it)
printf 'static const int CANARY_1 = 1; /* CANARY-2 the server secret */\n' >"$secret"
leaks() { grep -qE 'CANARY|root:x:0' "$1"; }

# A player whose body is BODY (before play()), in C or C++: FILE LANG BODY...
player() {
    local out=$1 lang=$2; shift 2
    if [ "$lang" = c ]; then
        { echo '#define PLAYER_NAME Attack'; echo '#include "madmax.h"'; printf '%s\n' "$@"
          echo 'PLAYER(struct no_memory)'
          echo 'static void play(struct madmax *game, struct no_memory *m) { (void)game; (void)m; }'; } >"$out"
    else
        { echo '#include "Player.hh"'; echo '#define PLAYER_NAME Attack'; printf '%s\n' "$@"
          echo 'struct PLAYER_NAME : public Player {'
          echo '  static Player* factory () { return new PLAYER_NAME; }'
          echo '  virtual void play () { for (int id : cars(me())) command(id, Right); }'
          echo '};'; echo 'RegisterPlayer(PLAYER_NAME);'; } >"$out"
    fi
}
# Checks FILE (given as is): refused for WHY (a pattern), exit 1, nothing leaked, in
# time. DESCRIPTION FILE WHY
refused() {
    local what=$1 f=$2 why=$3 start=$SECONDS
    (cd "$tmp/work" && timeout 60 "$check" --game madmax "$f" >"$tmp/out" 2>&1)
    local status=$? took=$((SECONDS - start))
    if [ $status -ne 1 ] || ! grep -q "^$(basename "$f"): refused: " "$tmp/out"; then
        fail "$what: exit $status, not refused: $(head -c 600 "$tmp/out")"
    elif ! grep -qE "$why" "$tmp/out"; then
        fail "$what: not refused for $why: $(head -c 600 "$tmp/out")"
    elif leaks "$tmp/out"; then
        fail "$what: it shows a line of a file it did not send: $(grep -E 'CANARY|root:x:0' "$tmp/out" | head -2)"
    elif [ $took -gt 40 ]; then
        fail "$what: took $took s"
    else
        ok; [ -z "${VERBOSE:-}" ] || echo "$what ($took s): $(tail -1 "$tmp/out")"
    fi
}

up=$(printf '../%.0s' $(seq 12))
outside="#include of a file that is neither|#include .*: only the" asm="assembly that reads files or defines macros"
limit="took more than|took longer than|needs more than|makes more than"
# The files outside: the filter refuses them (the second wall: checked without the
# sandbox, which would not even let the compiler find them), and in the sandbox they are
# not there (tests/sandbox.sh shows it alone holds). LANG MODE
outside_attacks() {
    local lang=$1 f=$tmp/work/AIAttack.$1 out=$outside fifo="longer than" how=
    if [ "$2" = sandbox ]; then
        out="$outside|No such file" fifo="No such file" how=" (sandboxed)"
        if ! tools/arena-sandbox --probe 2>/dev/null; then echo "skip: no sandbox here"; skipped=$((skipped + 1)); return; fi
    fi
    player "$f" $lang "#include \"$secret\""; refused "$lang: #include of an absolute path$how" "$f" "$out"
    player "$f" $lang "#include \"$up${secret#/}\""; refused "$lang: #include of ../../$how" "$f" "$out"
    player "$f" $lang "#include <$up${secret#/}>"; refused "$lang: #include <../../>$how" "$f" "$out"
    player "$f" $lang "#define Q(x) #x" "#define S(x) Q(x)" "#define P S($secret)" "#include P"
    refused "$lang: #include of a path a macro makes$how" "$f" "$out"
    player "$f" $lang "#inc\\" "lude \"$secret\""; refused "$lang: #include spliced over two lines$how" "$f" "$out"
    player "$f" $lang "%:include \"$secret\""; refused "$lang: %:include (a digraph) of a file$how" "$f" "$out"
    player "$f" $lang "#line 1 \"$secret\"" "static int unused_but_warned(void) { int x; return 0; }"
    refused "$lang: #line naming a file (its warnings would quote it)$how" "$f" "#line names another file"
    mkfifo "$tmp/secret/fifo"
    player "$f" $lang "#include \"$tmp/secret/fifo\""; refused "$lang: #include of a FIFO$how" "$f" "$fifo"
    rm -f "$tmp/secret/fifo"
}
skipped=0
for lang in c cc; do
    f=$tmp/work/AIAttack.$lang
    ARENA_CHECK_UNSANDBOXED=1 outside_attacks $lang filter
    outside_attacks $lang sandbox
    player "$f" $lang "%:include <unistd.h>"; refused "$lang: %:include <unistd.h>" "$f" "#include <unistd.h>: only"
    player "$f" $lang "__asm__(\".incbin \\\"$secret\\\"\");"; refused "$lang: .incbin" "$f" "$asm"
    player "$f" $lang "__asm__(\".include \\\"$secret\\\"\");"; refused "$lang: .include" "$f" "$asm"
    player "$f" $lang "__asm__(\".macro m f\\n.endm\");"; refused "$lang: an assembler macro" "$f" "$asm"
    player "$f" $lang '#include "/dev/zero"'; refused "$lang: #include \"/dev/zero\"" "$f" "$limit"
    player "$f" $lang '#include "/dev/urandom"'; refused "$lang: #include \"/dev/urandom\"" "$f" "$limit"
    player "$f" $lang '#include "/dev/stdin"'; refused "$lang: #include \"/dev/stdin\"" "$f" "$outside"
    player "$f" $lang "#include \"AIAttack.$lang\""; refused "$lang: a file that includes itself" "$f" "$outside|does not compile"
    player "$f" $lang '#define A0 x x x x x x x x x x' '#define A1 A0 A0 A0 A0 A0 A0 A0 A0 A0 A0' \
        '#define A2 A1 A1 A1 A1 A1 A1 A1 A1 A1 A1' '#define A3 A2 A2 A2 A2 A2 A2 A2 A2 A2 A2' \
        '#define A4 A3 A3 A3 A3 A3 A3 A3 A3 A3 A3' '#define A5 A4 A4 A4 A4 A4 A4 A4 A4 A4 A4' \
        '#define A6 A5 A5 A5 A5 A5 A5 A5 A5 A5 A5' '#define A7 A6 A6 A6 A6 A6 A6 A6 A6 A6 A6' \
        '#define A8 A7 A7 A7 A7 A7 A7 A7 A7 A7 A7' 'int bomb = sizeof((char[]){ A8 });'
    refused "$lang: a macro bomb" "$f" "$limit"
    ARENA_CHECK_OUT_MB=2048 refused "$lang: a macro bomb, without the output limit" "$f" "$limit"
    # one line of 2 MB, within the output limit: the checker's reading of it is bounded too
    player "$f" $lang '#define A0 x x x x x x x x x x' '#define A1 A0 A0 A0 A0 A0 A0 A0 A0 A0 A0' \
        '#define A2 A1 A1 A1 A1 A1 A1 A1 A1 A1 A1' '#define A3 A2 A2 A2 A2 A2 A2 A2 A2 A2 A2' \
        '#define A4 A3 A3 A3 A3 A3 A3 A3 A3 A3 A3' '#define A5 A4 A4 A4 A4 A4 A4 A4 A4 A4 A4' \
        'int bomb = sizeof((char[]){ A5 });'
    refused "$lang: a line of 2 MB once macros are expanded" "$f" "more than the checker reads within its limits"
    ln -sf "$secret" "$tmp/work/AILink.$lang"; refused "$lang: a symbolic link to a file" "$tmp/work/AILink.$lang" "symbolic link"
    ln -sf /dev/zero "$tmp/work/AIZero.$lang"; refused "$lang: a symbolic link to /dev/zero" "$tmp/work/AIZero.$lang" "symbolic link"
    mkfifo "$tmp/work/AIPipe.$lang"; refused "$lang: a FIFO" "$tmp/work/AIPipe.$lang" "not a regular file"
    { player /dev/stdout $lang; head -c 2000000 /dev/zero | tr '\0' '\n'; } >"$f"; refused "$lang: 2 MB of source" "$f" "larger than"
    player "$f" $lang; at=$(($(stat -c %s "$f") + 1)); printf '\0\0 junk\n' >>"$f"
    refused "$lang: NUL bytes, said plainly (no temporary path)" "$f" "holds a NUL byte \(byte $at\)"
    if grep -q '/tmp' "$tmp/out"; then fail "$lang: the NUL message names a temporary folder"; else ok; fi
done
# A pragma naming a PCH for gcc to load (it reads the file): only the checker's own, in
# the file's first place or further on, written or made by _Pragma.
for lang in c cc; do
    f=$tmp/work/AIAttack.$lang
    player "$tmp/body" $lang
    { echo "#pragma GCC pch_preprocess \"$secret\""; cat "$tmp/body"; } >"$f"
    ARENA_CHECK_UNSANDBOXED=1 refused "$lang: #pragma GCC pch_preprocess first" "$f" "pch_preprocess: not allowed"
    player "$f" $lang "_Pragma(\"GCC pch_preprocess \\\"$secret\\\"\")"
    ARENA_CHECK_UNSANDBOXED=1 refused "$lang: _Pragma(\"GCC pch_preprocess\")" "$f" "pch_preprocess: not allowed"
done
# (C) an initialised array that makes too large an object
f=$tmp/work/AIAttack.c
player "$f" c 'static const char big[40000000] = { [0 ... 39999999] = 7 };'
refused "c: an initialised array larger than the limits" "$f" "$limit"

# An accepted file's warnings show its own lines only; usage errors say error: first.
player "$tmp/work/AIFine.c" c 'static int unused(void) { int x; return 0; }'
out=$("$check" "$tmp/work/AIFine.c" 2>&1); status=$?
[ $status -ne 0 ] || ! grep -qv '^AIFine.c' <<<"$out" && ok || fail "the warnings of an accepted file: $out"
for args in "" "$tmp/work/AIFine.c $tmp/work/AIFine.c"; do
    # shellcheck disable=SC2086
    out=$("$check" $args 2>&1); status=$?
    [ $status -eq 2 ] && head -1 <<<"$out" | grep -q '^error: ' && ok || fail "arena-check $args: exit $status, $out"
done
echo "$passed passed, $failed failed, $skipped skipped"
