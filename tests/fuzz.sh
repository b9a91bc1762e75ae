#!/usr/bin/env bash
# A short run of every fuzzer (fuzz/: board readers, orders and rounds, games' own targets),
# seeded with the game's boards.
# Skipped only where clang is absent (never under CI=true): a fuzzer that does not build
# is a failure. FUZZ_SECONDS sets the time per game (default 15).
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
if ! out=$(make -s -C fuzz 2>&1); then
    echo "FAIL: the fuzzers do not build:"; tail -n 20 <<<"$out"
    echo "0 passed, 1 failed, 0 skipped"; exit 1
fi
passed=0 failed=0
for main in games/*/main.c; do
    dir=$(dirname "$main")/
    game=$(basename "$dir")
    corpus=$(mktemp -d)
    cp "$dir"/boards/*.cnf "$dir"/boards/*.map "$corpus"/ 2>/dev/null
    for target in fuzz/build/$game-*; do
        [ -x "$target" ] || continue
        if "$target" -max_total_time="${FUZZ_SECONDS:-15}" -max_len=20000 "$corpus" >"$corpus.log" 2>&1; then
            passed=$((passed + 1))
            grep -a '^Done' "$corpus.log" | sed "s|^|$target: |"
        else
            failed=$((failed + 1)); echo "FAIL: $target:"; grep -av '^error: ' "$corpus.log" | tail -n 30
        fi
    done
    rm -rf "$corpus" "$corpus.log"
done
echo "$passed passed, $failed failed, 0 skipped"
[ $failed -eq 0 ]
