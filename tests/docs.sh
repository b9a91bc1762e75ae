#!/usr/bin/env bash
# The docs' commands run as written: every block of README.md and docs/*.md marked
# `<!-- tests/docs.sh runs this -->` (the README's quick start among them) runs, as
# `bash -eu`, in a folder holding links to the checkout's files and its build and nothing
# else, so what a block writes stays there: exit 0, and the quick start's replay is made.
# (docs/cluster.md's blocks need a cluster of their own: tests/cluster.sh runs them.)
set -u
. tests/lib/common.sh
root=$(pwd)
[ -x bin/madmax ] || { skip "no bin/madmax (make first)"; summary; exit; }
# blocks DOC: each marked block of DOC, its indented lines unindented, blocks split by a NUL
blocks() {
    awk '/<!-- tests\/docs.sh runs this -->/ { on = 1; next }
         on && /^    / { print substr($0, 5); next }
         on && !/^$/ { on = 0; printf "%c", 0 }
         END { if (on) printf "%c", 0 }' "$1"
}
n=0
for doc in README.md docs/*.md; do
    while IFS= read -r -d '' block; do
        n=$((n + 1))
        work=$tmp/block-$n; mkdir -p "$work"
        for f in $(git ls-files | cut -d/ -f1 | sort -u) bin build node_modules; do
            [ -e "$root/$f" ] && ln -s "$root/$f" "$work/$f"
        done
        (cd "$work" && bash -euc "$block") >"$work.out" 2>&1
        status=$?
        check "$doc, block $n ($(head -1 <<<"$block" | cut -c1-60)…) runs as written (exit $status: $(tail -2 "$work.out"))" \
            test $status = 0
        case $doc in README.md) quick=$work ;; esac
    done < <(blocks "$doc")
done
check "the README has a block for this test" test -n "${quick:-}"
check "its quick start plays a match: the replay is made" test -s "${quick:-/nonexistent}/match.res"
summary
