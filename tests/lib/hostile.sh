# hostile.sh — hostile players of tests/hostile/hostile.c for one game, a match of them in
# judge mode and its processes (sourced; after common.sh, with game, side, board and
# players set).

# hostile KIND NAME [CFLAGS...]: builds player NAME of kind HOSTILE_KIND into $players/NAME
# (its object stays as $tmp/AINAME.o, for bin/tournament).
hostile() {
    local kind=$1 name=$2; shift 2
    ${CC:-gcc} -std=c11 -O1 -w -Iengine -Igames/common -Igames/$game -DGAME_HEADER="\"$game.h\"" -DGAME_TYPE=$game \
        -DPLAYER_NAME="$name" -DHOSTILE_"$kind" -DHOSTILE_FILE="\"$tmp/owned\"" "$@" \
        -c tests/hostile/hostile.c -o "$tmp/AI$name.o" &&
        ${CC:-gcc} "$tmp/AI$name.o" "$side" -o "$players/$name" $(cat "$(dirname "$side")/ldflags")
}

# players_of MATCH-PID N: the player processes of a match started in the background (its
# keepers are its children, each keeper's child is a player) into `found`, once N are.
players_of() {
    found=()
    for _ in $(seq 400); do
        found=()
        for keeper in $(pgrep -P "$1"); do
            for p in $(pgrep -P "$keeper"); do found+=("$p"); done
        done
        [ ${#found[@]} -ge "$2" ] && return 0
        sleep 0.05
    done
    return 1
}

# judge RESULTS OPTIONS-AND-PLAYERS...: a match of $players in judge mode, its replay
# RESULTS, its results RESULTS.tsv, its standard error RESULTS.err.
judge() {
    local res=$1; shift
    timeout 120 "$BIN/$game" --judge -q --players-dir "$players" -s 3 -i "$board" -o "$res" -r "$res.tsv" "$@" 2>"$res.err"
}
