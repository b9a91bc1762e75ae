#!/usr/bin/env bash
# The viewers' browser tests (games/<game>/viewer/tests/*.test.mjs, on the shared helpers of
# viewer/tests/helpers.mjs; headless Chromium through
# playwright-core). Run once, with the normal build; skipped without Node, npm packages
# or Chromium.
set -u
if [ "${BIN:-bin}" != bin ]; then echo "0 passed, 0 failed, 0 skipped"; exit 0; fi
if ! command -v node >/dev/null || [ ! -d node_modules/playwright-core ] || ! command -v chromium >/dev/null; then
    echo "skip: viewer tests need node, 'npm ci' and chromium (tools/install-deps --viewers)"
    echo "0 passed, 0 failed, 1 skipped"; exit 0
fi
out=$(node --test viewer/tests/*.test.mjs games/*/viewer/tests/*.test.mjs tournament/tests/*.test.mjs server/tests/*.test.mjs 2>&1); status=$?
# each failure with its reason (the test's YAML block, its first 30 lines), then the counts
printf '%s\n' "$out" | awk '/^ *not ok/ {show = 30} show > 0 {print; show--; if ($0 ~ /^ *\.\.\.$/) show = 0; next} /^# (tests|pass|fail)/'
pass=$(sed -n 's/^# pass \([0-9]*\)/\1/p' <<<"$out"); fail=$(sed -n 's/^# fail \([0-9]*\)/\1/p' <<<"$out")
[ $status -eq 0 ] || [ "${fail:-0}" -gt 0 ] || fail=1
echo "${pass:-0} passed, ${fail:-0} failed, 0 skipped"
[ "${fail:-0}" -eq 0 ]
