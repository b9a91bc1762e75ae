#!/usr/bin/env bash
# make-boards.sh — writes arena's Tron boards (run from the repo root after `make`): each
# mesh made by bin/tron-mesh, turned into NAME.cnf + NAME.map by bin/tron-board. This is
# how every board here was made.
set -euo pipefail
out=games/tron/boards
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
board() { # NAME MESH... -- tron-board options
    local name=$1; shift
    local mesh=()
    while [ "$1" != -- ]; do mesh+=("$1"); shift; done; shift
    bin/tron-mesh "${mesh[@]}" -o "$tmp/$name.obj"
    bin/tron-board "$tmp/$name.obj" "$name" -d "$out" "$@"
}
board sphere icosphere 2 -- --rounds 180
board bigsphere icosphere 3 -- --rounds 250 --bikes 3
board cube cube 6 -- --rounds 200
board plane grid 12 12 -- --rounds 180
board torus torus 24 12 -- --rounds 200
board duel grid 10 10 -- --rounds 150 --players 2
# the default board is the cube
cp "$out/cube.cnf" "$out/default.cnf"
