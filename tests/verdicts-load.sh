#!/usr/bin/env bash
# An honest player's verdict and replay do not depend on how busy the machine is (judge
# mode, engine/judge.c: a turn's wait for a CPU is the machine's, never the player's).
# In every game, players that keep every rule and use most of their CPU budget
# (tests/honest/honest.c: HeavyTurn all of it in its first turn, Steady a little every
# turn; and the bench's heavy player, bench/heavy/GAME/AIHeavy.cc, where the game has
# one) play alone, then beside 3 and beside 8 busy processes pinned to the match's core, each in a session of its own
# (setsid: the kernel shares a CPU between sessions, so load started in this script's own
# session would hide the effect): every seat ok, and the same replay each time (its moves:
# the status fields are fractions of the budget used). A sleeper beside the same load is
# still frozen for its idle time (verdicts.sh: a loop still for CPU). Then bin/tournament
# -j 2 beside busy processes on every core: every match recorded, every honest seat ok.
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
. tests/lib/common.sh
# (once, in the normal build: the sanitizers' tier plays the same judge's code in
# judge.sh and verdicts.sh, and this script's 2 minutes of loaded matches add nothing there)
[ "$BIN" = bin ] || { skip "the load tests run in the normal tier only"; summary; exit; }
. tests/lib/load.sh
trap 'stop_hogs; rm -rf "$tmp"' EXIT
core=$(( $(nproc) - 1 ))
cpu=1 rounds=100 used=0.75 # the budget, the match's rounds, what an honest player uses of it
seed=5

# honest_players GAME DIR: HeavyTurn, Steady and Heavy (objects DIR/AI*.o, judge executables DIR/*)
honest_players() {
    local game=$1 dir=$2 kind
    for kind in HEAVY_TURN:HeavyTurn STEADY:Steady; do
        ${CC:-gcc} -std=c11 -O1 -w -Iengine -Igames/common -Igames/"$game" -DGAME_HEADER="\"$game.h\"" \
            -DGAME_TYPE="$game" -DPLAYER_NAME="${kind#*:}" -DHONEST_"${kind%:*}" -DHONEST_ROUNDS=$rounds \
            -DHONEST_CPU="$(awk -v c=$cpu -v u=$used 'BEGIN { print c * u }')" \
            -c tests/honest/honest.c -o "$dir/AI${kind#*:}.o" &&
            tools/arena-link "$dir/AI${kind#*:}.o" "$build/host/$game" "$dir/${kind#*:}" || return 1
    done
    [ -f bench/heavy/"$game"/AIHeavy.cc ] || return 0 # (a game without a bench's heavy player yet)
    ${CXX:-g++} -std=c++17 -O2 -w -Iengine -Igames/common -Igames/"$game" -c bench/heavy/"$game"/AIHeavy.cc \
        -o "$dir/AIHeavy.o" && tools/arena-link "$dir/AIHeavy.o" "$build/host/$game" "$dir/Heavy"
}
moves() { awk -v status_only=1 -f tests/replay-moves.awk "$1"; }
faults() { awk -F'\t' 'NR > 1 { printf "%s ", $5 }' "$1"; }
# what each seat used and why it was frozen, for the failure's line and the figures
seats_said() { awk -F'\t' 'NR > 1 { printf "%s %.3f s %s%s; ", $2, $4, $5, $7 != "" ? " (" $7 ")" : "" }' "$1"; }

for main in games/*/main.c; do
    game=$(basename "$(dirname "$main")")
    if [ ! -f "$build/host/$game/side.a" ] || [ ! -x "$BIN/$game" ]; then skip "$game: no player side or $BIN/$game (make first)"; continue; fi
    dir=$tmp/$game; mkdir -p "$dir"
    cp "$BIN/players/$game/Null" "$dir/"
    honest_players "$game" "$dir" || { fail "$game: the honest players do not build"; continue; }
    board=games/$game/boards/default.cnf
    players=(HeavyTurn Steady) all_ok=
    [ -x "$dir/Heavy" ] && players+=(Heavy)
    while [ ${#players[@]} -lt "$("$BIN/$game" --seats -i "$board")" ]; do players+=(Null); done
    for _ in "${players[@]}"; do all_ok+="ok "; done
    for load in 0 3 8; do
        start_hogs $load "$core"
        t0=$(date +%s%N)
        timeout 300 "$BIN/$game" --judge -q --core "$core" --cpu $cpu --rounds=$rounds --players-dir "$dir" -s $seed \
            -i "$board" -o "$dir/$load.res" -r "$dir/$load.tsv" "${players[@]}" 2>"$dir/$load.err"
        status=$? t1=$(date +%s%N)
        stop_hogs
        said=$(seats_said "$dir/$load.tsv")
        echo "  $game beside $load busy processes: $(( (t1 - t0) / 1000000 )) ms; $said"
        check "$game beside $load busy processes: played, every seat ok (exit $status: $said$(grep -v '^info' "$dir/$load.err" | tail -1))" \
            test "$status $(faults "$dir/$load.tsv")" = "0 $all_ok"
        [ $load = 0 ] || check "$game beside $load busy processes: the same replay as alone" \
            cmp -s <(moves "$dir/0.res") <(moves "$dir/$load.res")
    done
done

# ---- a sleeper beside the same load: still frozen for its idle time ----
game=madmax side=$build/host/madmax/side.a board=games/madmax/boards/default.cnf players=$tmp/madmax
if [ -f "$side" ] && [ -d "$players" ]; then
    . tests/lib/hostile.sh
    if hostile SLEEPER Sleeper -DHOSTILE_DOZE=6; then
        start_hogs 3 "$core"
        timeout 300 "$BIN/madmax" --judge -q --core "$core" --cpu $cpu --players-dir "$players" -s $seed -i "$board" \
            -o "$tmp/sleeper.res" -r "$tmp/sleeper.tsv" Sleeper HeavyTurn Steady Null 2>"$tmp/sleeper.err"
        status=$?
        stop_hogs
        check "a sleeper beside 3 busy processes: frozen for its idle time, the honest seats ok (exit $status: $(seats_said "$tmp/sleeper.tsv"))" \
            test "$status $(faults "$tmp/sleeper.tsv")" = "0 watchdog ok ok ok "
    else
        fail "cannot build Sleeper"
    fi
fi

# ---- bin/tournament -j 2 beside busy processes on every core ----
if [ -f "$tmp/madmax/AISteady.o" ] && [ -x "$BIN/tournament" ]; then
    start_hogs 3 $(seq 0 "$core")
    (cd "$tmp/madmax" && timeout 600 "$OLDPWD/$BIN/tournament" madmax --players AIHeavyTurn.o,AISteady.o,Dummy,Null \
        --matches 4 -j 2 --cpu $cpu --db load.db --html none -q >load.txt 2>load.err)
    status=$?
    stop_hogs
    db=$tmp/madmax/load.db
    recorded=$(sqlite3 "$db" "select count(*) from matches" 2>/dev/null)
    seats=$(sqlite3 "$db" "select group_concat(distinct fault) from seats where player in ('HeavyTurn', 'Steady')" 2>/dev/null)
    check "a tournament -j 2 beside 3 busy processes a core: every match recorded (exit $status, $recorded of 4: $(tail -1 "$tmp/madmax/load.err"))" \
        test "$status $recorded" = "0 4"
    check "and every honest seat ok ($seats: $(sqlite3 "$db" "select player, fault, reason from seats where fault != 'ok'" 2>&1 | head -3))" \
        test "$seats" = ok
fi
summary
