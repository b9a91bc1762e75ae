#!/usr/bin/env bash
# make-boards.sh — writes arena's Mad Max Revisited boards with bin/revisited-board (run
# from the repo root after `make`): this is how every board here was made.
set -euo pipefail
out=games/revisited/boards
bin/revisited-board -s 2020 --style clusters -o $out/default.cnf
bin/revisited-board -s 7 --style scatter -o $out/scatter-7.cnf
bin/revisited-board -s 11 --style clusters -o $out/clusters-11.cnf
bin/revisited-board -s 5 --style walls -o $out/walls-5.cnf
bin/revisited-board -s 23 --style walls -o $out/walls-23.cnf
bin/revisited-board -s 3 --style lanes -o $out/lanes-3.cnf
bin/revisited-board -s 42 --style lanes -o $out/lanes-42.cnf
