#!/usr/bin/env bash
# A short run of every fuzzer (fuzz/: board readers, orders and rounds, replay readers,
# games' own targets: Tron's .map and OBJ readers, Apocalypse's deep board check), seeded
# with the game's boards, and short replays for the replay readers; then the course
# server answering raw HTTP requests (fuzz/server_request.c), seeded with the malformed
# requests of tests/server/requests/; the plagiarism check's engine on hostile sources.
# Skipped only where clang is absent (never under CI=true): a fuzzer that does not build
# is a failure. FUZZ_SECONDS sets the time per target (default 6 s: a smoke run in the
# suite; `make fuzz` and the fuzzers themselves for longer runs).
set -u
if [ "${BIN:-bin}" != bin ]; then
    echo "skip: the fuzzers run once, with bin/ (they are built with their own sanitizers)"
    echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
if ! command -v clang >/dev/null; then
    if [ "${CI:-}" = true ]; then echo "FAIL: no clang under CI: the fuzzers must run"; echo "0 passed, 1 failed, 0 skipped"; exit 1; fi
    echo "skip: fuzzing needs clang with libFuzzer (apt-get install clang libclang-rt-14-dev)"
    echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
if ! out=$(make -s -C fuzz -j"${FUZZ_JOBS:-2}" 2>&1); then
    echo "FAIL: the fuzzers do not build:"; tail -n 20 <<<"$out"
    echo "0 passed, 1 failed, 0 skipped"; exit 1
fi
passed=0 failed=0
# The targets run FUZZ_JOBS at a time (default 2: each fuzzer is one process on one
# core), each into a log of its own, reported in their order once all have ended.
runs=$(mktemp -d) targets=() dirs=()
fuzz() { # N TARGET CORPUS MAX_LEN
    "$2" -max_total_time="${FUZZ_SECONDS:-6}" -max_len="$4" "$3" >"$runs/$1.log" 2>&1
    echo $? >"$runs/$1.rc"
}
for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    boards=$(mktemp -d) replays=$(mktemp -d)
    dirs+=("$boards" "$replays")
    cp "$dir"/boards/*.cnf "$dir"/boards/*.map "$boards"/ 2>/dev/null
    # the replay reader's seeds: short matches, after the byte that chooses the round
    n=$(bin/"$game" --seats -i "$dir"/boards/default.cnf) demos=()
    for ((k = 0; k < n; k++)); do demos+=(Demo); done
    for seed in 1 2; do
        timeout 60 bin/"$game" "${demos[@]}" -q -s $seed --rounds 3 -i "$dir"/boards/default.cnf -o "$replays/r.res" 2>/dev/null
        { printf '\00%d' $seed; cat "$replays/r.res"; } >"$replays/seed$seed"
    done
    rm -f "$replays/r.res"
    for target in fuzz/build/$game-*; do
        [ -x "$target" ] || continue
        corpus=$boards max_len=20000
        case $target in *-replay) corpus=$replays max_len=40000 ;; esac
        while [ "$(jobs -rp | wc -l)" -ge "${FUZZ_JOBS:-2}" ]; do wait -n; done
        fuzz ${#targets[@]} "$target" "$corpus" $max_len &
        targets+=("$target")
    done
done
wait
for k in "${!targets[@]}"; do
    if [ "$(cat "$runs/$k.rc" 2>/dev/null)" = 0 ]; then
        passed=$((passed + 1))
        grep -a '^Done' "$runs/$k.log" | sed "s|^|${targets[k]}: |"
    else
        failed=$((failed + 1)); echo "FAIL: ${targets[k]}:"; grep -av '^error: ' "$runs/$k.log" | tail -n 30
    fi
done
rm -rf "$runs" "${dirs[@]}"
skipped=0
if [ ! -e server/main.c ]; then
    echo "skip: no server/ (a student kit): no request fuzzer"; skipped=1
elif [ ! -x fuzz/build/server-request ]; then
    failed=$((failed + 1)); echo "FAIL: fuzz/build/server-request was not built"
else
    # its course and corpus in a folder of their own (a crash leaves the course behind:
    # removed here)
    work=$(mktemp -d)
    mkdir "$work/corpus"
    cp tests/server/requests/*.http "$work/corpus"/
    if TMPDIR=$work fuzz/build/server-request -max_total_time="${FUZZ_SECONDS:-6}" -max_len=8000 \
        -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1; then
        passed=$((passed + 1))
        grep -a '^Done' "$work/log" | sed "s|^|fuzz/build/server-request: |"
    else
        failed=$((failed + 1)); echo "FAIL: fuzz/build/server-request:"
        # (libmicrohttpd's lines about the malformed requests it refused left out; the
        # input is the Base64 line)
        grep -av '^Error processing request\|^Connection \|^Socket \|^Failed to \|^warning: libmicrohttpd: ' "$work/log" |
            tail -n 60
    fi
    rm -rf "$work"
fi
# The plagiarism check's engine on hostile sources (fuzz/similar_sources.c), seeded with a
# game's AINull as template and two honest players of the test corpus each.
if [ ! -e server/similar/similar.c ]; then
    echo "skip: no server/ (a student kit): no similar-code fuzzer"; skipped=$((skipped + 1))
elif [ ! -x fuzz/build/similar-sources ]; then
    failed=$((failed + 1)); echo "FAIL: fuzz/build/similar-sources was not built"
else
    work=$(mktemp -d)
    mkdir "$work/corpus"
    for g in madmax apocalypse revisited tron; do
        players=(tests/similar/corpus/$g/AI*.c)
        { cat games/$g/AINull.c; printf '\0'; cat "${players[0]}"; printf '\0'; cat "${players[1]}"; } >"$work/corpus/$g"
    done
    if fuzz/build/similar-sources -max_total_time="${FUZZ_SECONDS:-6}" -max_len=20000 -artifact_prefix="$work/" \
        "$work/corpus" >"$work/log" 2>&1 && ! grep -q 'runtime error' "$work/log"; then
        passed=$((passed + 1))
        grep -a '^Done' "$work/log" | sed "s|^|fuzz/build/similar-sources: |"
    else
        failed=$((failed + 1)); echo "FAIL: fuzz/build/similar-sources:"; tail -n 40 "$work/log"
    fi
    rm -rf "$work"
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
