#!/usr/bin/env bash
# make-boards.sh — writes arena's FIXED Purge boards with bin/purge-board (run from the repo
# root after `make`): this is how every FIXED board here was made. default.cnf and wide.cnf
# are RANDOM (drawn from each match's seed) and written by hand.
set -euo pipefail
out=games/purge/boards
bin/purge-board -i $out/default.cnf -s 2020 -o $out/fixed-2020.cnf
bin/purge-board -i $out/default.cnf -s 7 -o $out/fixed-7.cnf
bin/purge-board -i $out/wide.cnf -s 31337 -o $out/wide-31337.cnf
