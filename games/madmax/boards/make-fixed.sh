#!/usr/bin/env bash
# make-fixed.sh SEED — prints a FIXED Mad Max board: the grid the GENERATOR makes for
# SEED, frozen, so that it no longer depends on the match seed. Run from the repo root
# after `make`; this is how games/madmax/boards/fixed-*.cnf were made.
set -euo pipefail
seed=${1:?usage: make-fixed.sh SEED}
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
sed 's/^nb_rounds .*/nb_rounds 1/' games/madmax/boards/default.cnf |
    bin/madmax Null Null Null Null -s "$seed" -o "$tmp" 2>/dev/null
sed '/^GENERATOR/d' games/madmax/boards/default.cnf
echo FIXED
awk 'NF == 1 && length($1) == 60 { print; if (++n == 60) exit }' "$tmp"
