#!/usr/bin/env bash
# Tron's players share the match's rand() (engine/crand.h): in judge mode the stream travels
# with the turn. Players that call rand(), srand(), random() and std::random_shuffle in many
# patterns (tests/shared-rand/AI*), in C and in the rule book's C++, play the same match in
# local and judge mode, seed after seed: the replay byte for byte but for the judge's header
# and the CPU in the status lines. One that draws absurdly often is frozen for it, in the
# same round, in both. --from a judged replay's round 0 (the course server's command at
# home) plays the judged match again, in both modes.
set -u
BIN=${BIN:-bin}
build=build san=; [ "$BIN" = bin ] || { build=build/san; san="SAN=1 BUILD=build/san"; }
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=${KEEP:-$(mktemp -d)}; [ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
here=tests/shared-rand
board=games/tron/boards/default.cnf
side=$build/host/tron/side.a
if [ ! -f "$side" ] || [ ! -x "$BIN/tron" ]; then echo "FAIL: no $side or $BIN/tron (make first)"; exit 1; fi

# The local program: bin/tron's objects (the Makefile's own lists) and the test players.
# shellcheck disable=SC2086
make_var() { make -s --no-print-directory $san --eval 'print-%: ; @echo $($*)' "${@/#/print-}"; }
read -r -a objs <<<"$(make_var tron_OBJ tron_POBJ ENGINE_OBJ | tr '\n' ' ')"
layer=$(make_var tron_LAYER) link=$(make_var PLAYERS_LINK) ldflags=$(make_var GAME_LDFLAGS LDLIBS | tr '\n' ' ')
sanflags=$(make_var SANFLAGS)
mkdir -p "$tmp/players"
cp "$BIN"/players/tron/{Demo,Null} "$tmp/players/"
built=1
for src in "$here"/AI*; do
    name=$(basename "${src%.*}"); name=${name#AI}
    if [ "${src##*.}" = c ]; then compile=(${CC:-gcc} -std=c11); else compile=(${CXX:-g++} -std=c++17 -Wno-deprecated-declarations); fi
    # shellcheck disable=SC2086
    "${compile[@]}" -O2 $sanflags -Iengine -Igames/common -Igames/tron -c "$src" -o "$tmp/$name.local.o" &&
        "${compile[@]}" -O2 -Iengine -Igames/common -Igames/tron -c "$src" -o "$tmp/$name.o" &&
        ${CXX:-g++} "$tmp/$name.o" "$side" -o "$tmp/players/$name" $(cat "$(dirname "$side")/ldflags") ||
        { fail "$src does not build"; built=0; }
done
# shellcheck disable=SC2086
[ $built = 1 ] && $link $build/games/tron/main.o "${objs[@]}" "$tmp"/*.local.o $layer -o "$tmp/tron" $ldflags ||
    { fail "the local program with the test players does not link"; echo "$passed passed, $failed failed, 0 skipped"; exit 1; }

# The replay but for the judge's header (secgame) and the CPU in the status lines.
match_of() { grep -v '^secgame\|^status' "$1"; }
play() { # MODE REPLAY SEED PLAYERS... (MODE: -j or "")
    local mode=$1 res=$2 seed=$3; shift 3
    # shellcheck disable=SC2086
    timeout 120 "$tmp/tron" $mode --players-dir "$tmp/players" --cpu 20 -q -s "$seed" -o "$res" -r "$res.tsv" "$@" \
        2>"$res.err"
}

seats=(RandA RandC RandA Demo)
for seed in 1 2 3 4 5 6 7 8; do
    play "" "$tmp/local$seed.res" "$seed" -i "$board" "${seats[@]}" || fail "seed $seed: the local match fails"
    play -j "$tmp/judged$seed.res" "$seed" -i "$board" "${seats[@]}" || fail "seed $seed: the judged match fails"
    frozen=$(awk -F'\t' 'NR > 1 && $5 != "ok"' "$tmp/judged$seed.res.tsv")
    if [ -n "$frozen" ] || ! grep -q '^secgame true' "$tmp/judged$seed.res"; then
        fail "seed $seed: not a clean judged match: $frozen"
    elif cmp -s <(match_of "$tmp/local$seed.res") <(match_of "$tmp/judged$seed.res"); then ok; else
        fail "seed $seed: local and judge mode play different matches"
        diff <(match_of "$tmp/local$seed.res") <(match_of "$tmp/judged$seed.res") | head -n 4
    fi
done
# the draws matter: seeds give other matches, and so do other draws with the same seed
[ "$(for s in 1 2 3 4 5 6 7 8; do match_of "$tmp/local$s.res" | sha256sum; done | sort -u | wc -l)" = 8 ] && ok ||
    fail "8 seeds do not give 8 matches"
play "" "$tmp/other.res" 1 -i "$board" RandA RandC Demo Demo
cmp -s <(match_of "$tmp/local1.res" | sed -n '/^round 2$/,$p') <(match_of "$tmp/other.res" | sed -n '/^round 2$/,$p') &&
    fail "another player's draws in seat 2 do not change the match" || ok
# a 2-player board, every seat drawing
duel=games/tron/boards/duel.cnf
play "" "$tmp/duel.res" 9 -i "$duel" RandA RandC && play -j "$tmp/duelj.res" 9 -i "$duel" RandA RandC &&
    cmp -s <(match_of "$tmp/duel.res") <(match_of "$tmp/duelj.res") && ok || fail "the duel differs in judge mode"

# --from the judged replay's round 0, as the server's command at home: the judged match
cp games/tron/boards/cube.map "$tmp/" # (its map, beside it, as a student puts it)
for mode in "" -j; do
    play "$mode" "$tmp/from$mode.res" 3 --from "$tmp/judged3.res:0" "${seats[@]}" &&
        cmp -s <(match_of "$tmp/judged3.res") <(match_of "$tmp/from$mode.res") && ok ||
        fail "--from judged3.res:0 ${mode:-(local)}: not the judged match: $(head -2 "$tmp/from$mode.res.err")"
done

# More calls than the bound in round 4: frozen there for it, in both modes, the same match.
# (a frozen seat's object is never deleted: no leak report from the sanitizers' build)
for mode in "" -j; do
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 play "$mode" "$tmp/greedy$mode.res" 2 -i "$board" Greedy RandA Demo RandC ||
        fail "the greedy match fails (${mode:-local})"
    row=$(awk -F'\t' '$1 == 0' "$tmp/greedy$mode.res.tsv")
    if [ "$(cut -f5,6 <<<"$row")" = "rand	4" ] && grep -q "^warning: player Greedy frozen in round 4: too many rand() calls in one round$" "$tmp/greedy$mode.res.err" &&
        [ "$(awk -F'\t' 'NR > 2 && $5 != "ok"' "$tmp/greedy$mode.res.tsv")" = "" ]; then ok; else
        fail "Greedy ${mode:-local}: '$row', $(grep -m1 frozen "$tmp/greedy$mode.res.err")"
    fi
done
cmp -s <(match_of "$tmp/greedy.res") <(match_of "$tmp/greedy-j.res") && ok || fail "the greedy match differs in judge mode"

echo "$passed passed, $failed failed, 0 skipped"
[ $failed -eq 0 ]
