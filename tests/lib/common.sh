# common.sh — what the end-to-end test scripts share (sourced): counters, a temporary
# folder removed at exit, check, one_error, and the summary line tools/run-tests reads.
passed=0 failed=0 skipped=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# a script stopped from outside still runs its EXIT trap (bash skips it on a signal it does
# not trap): what it started (servers, daemons) is stopped, its folder removed
trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 143' TERM

ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
skip() { skipped=$((skipped + 1)); echo "skip: $*"; }

check() { # description, then a command that must succeed
    local what=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $what"; fi
}

# one_error STATUS PATTERN CMD...: the command (bounded to 20 s) exits with STATUS and
# writes one line besides info lines on stderr: "error: ..." matching PATTERN.
one_error() {
    local want=$1 pattern=$2; shift 2
    timeout 20 "$@" >"$tmp/out" 2>"$tmp/err"
    local status=$?
    [ $status -eq "$want" ] || { echo "  exit $status, want $want: $*"; tail -3 "$tmp/err"; return 1; }
    [ "$(grep -vc '^info: ' "$tmp/err")" -eq 1 ] && grep -q '^error: ' "$tmp/err" ||
        { echo "  want one error line besides info lines:"; head -5 "$tmp/err"; return 1; }
    grep -q -- "$pattern" "$tmp/err" || { echo "  stderr lacks '$pattern': $(grep -v '^info' "$tmp/err")"; return 1; }
}

summary() { # the last line, and the exit status
    echo "$passed passed, $failed failed, $skipped skipped"
    [ $failed -eq 0 ]
}
