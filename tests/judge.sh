#!/usr/bin/env bash
# Judge mode against hostile players (tests/hostile/hostile.c), for every game: each one
# misbehaves in its first turn; the match must end normally (exit 0), the player frozen
# for the right reason in the first round, the replay the same as with Null in its seat
# (but for names and status), no file created, nothing left running. Then: the same
# replay as local mode for the reference cases' players, CPU use in the status fields;
# every player of each game plays as in local mode, never frozen.
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# kind  PLAYER_NAME  expected fault key (ok: not frozen, its bad orders ignored)
kinds=(
    "LOOP Loop cpu" "SLEEP Sleep syscall" "BLOCK Block watchdog" "SEGV Segv crash" "ABORT Abort crash"
    "EXIT Exit crash" "STACK Stack crash" "MALLOC Malloc memory" "FORK Fork syscall" "OPEN Open syscall"
    "CREATE Create syscall" "SOCKET Socket syscall" "EXEC Exec syscall" "STDOUT Stdout output"
    "STDERR Stderr output" "KILL Kill syscall" "PTRACE Ptrace syscall" "SPIN Spin ok" "CTOR Ctor syscall"
    "CTORSPIN CtorSpin ok" "PREINIT Preinit syscall" "IFUNC Ifunc syscall"
    "ORDERS Orders orders" "FOREIGN Foreign ok" "GARBAGE Garbage ok" "SCRIBBLE Scribble malformed"
    "SLEEPER Sleeper watchdog" "AHEAD Ahead protocol" "FORGE Forge protocol" "SUICIDE Suicide syscall"
)

# The replay without names, status and orders as given (tests/replay-moves.awk).
moves() { awk -f tests/replay-moves.awk "$1"; }

for game_dir in games/*/; do
    game=$(basename "$game_dir")
    side=$build/host/$game/side.a
    [ -f "$side" ] && [ -x "$BIN/$game" ] || continue
    board=$(ls "$game_dir"boards/default.cnf)
    players=$tmp/$game; mkdir -p "$players"
    cp "$BIN/players/$game/Null" "$players/Null"
    for k in "${kinds[@]}"; do
        read -r kind name _ <<<"$k"
        if ! ${CC:-gcc} -std=c11 -O1 -w -Iengine -Igames/common -I"$game_dir" -DGAME_HEADER="\"$game.h\"" \
            -DGAME_TYPE="$game" -DPLAYER_NAME="$name" -DHOSTILE_"$kind" -DHOSTILE_FILE="\"$tmp/owned\"" \
            -c tests/hostile/hostile.c -o "$tmp/$name.o" ||
            ! ${CC:-gcc} "$tmp/$name.o" "$side" -o "$players/$name" $(cat "$(dirname "$side")/ldflags"); then
            fail "$game: cannot build hostile player $name"
        fi
    done
    judge() { # REPLAY RESULTS PLAYERS...
        local res=$1 tsv=$2; shift 2
        # (a watchdog of 3 s beyond the CPU left: a looping player on a loaded machine gets its
        # 1 s of CPU before the wall clock runs out, and is frozen for CPU, not as blocked)
        timeout 120 "$BIN/$game" --judge --cpu 1 --watchdog 3 --players-dir "$players" -q -s 5 -i "$board" \
            -o "$res" -r "$tsv" "$@" 2>"$res.err"
    }
    judge "$tmp/null.res" "$tmp/null.tsv" Null Null Null Null || fail "$game: Null x4 in judge mode"
    # --players-dir relative to where the command runs (a player starts in /)
    game_bin=$(realpath "$BIN/$game") board_path=$(realpath "$board")
    if (cd "$tmp" && "$game_bin" --judge -q --players-dir "$game" -s 5 -i "$board_path" -o rel.res Null Null Null Null \
        2>rel.err) && cmp -s <(moves "$tmp/rel.res") <(moves "$tmp/null.res"); then ok; else
        fail "$game: --players-dir relative: $(cat "$tmp/rel.err")"
    fi
    # a seat may name a version of its player (the name, maybe cut short, then _N: two
    # versions of one player in a match), never another player
    cp "$players/Null" "$players/Null_17" && cp "$players/Null" "$players/Nu_3" && cp "$players/Null" "$players/Dummy_1"
    if judge "$tmp/versions.res" "$tmp/versions.tsv" Null Null_17 Nu_3 Null; then ok; else
        fail "$game: versions of a player (Null_17, Nu_3) refused: $(tail -1 "$tmp/versions.res.err")"
    fi
    # what a seat says of itself is never believed: an executable that says it is another
    # player is that seat's fault (frozen, the match plays on), never the match's failure
    if judge "$tmp/impostor.res" "$tmp/impostor.tsv" Dummy_1 Null Null Null &&
        [ "$(awk -F'\t' '$1 == 0 {print $5}' "$tmp/impostor.tsv")" = protocol ] &&
        grep -q "Dummy_1 is player 'Null', not 'Dummy_1'" "$tmp/impostor.tsv"; then ok; else
        fail "$game: Null's executable taken as Dummy_1, or the match failed: $(tail -1 "$tmp/impostor.res.err")"
    fi
    rm -f "$players/Null_17" "$players/Nu_3" "$players/Dummy_1"
    for k in "${kinds[@]}"; do
        read -r kind name want <<<"$k"
        res=$tmp/$game-$name.res
        judge "$res" "$res.tsv" "$name" Null Null Null
        status=$?
        row=$(awk -F'\t' '$1 == 0' "$res.tsv" 2>/dev/null)
        fault=$(cut -f5 <<<"$row") round=$(cut -f6 <<<"$row") cpu=$(cut -f4 <<<"$row")
        first=$(awk -F'\t' '$1 == 1 {print $6}' "$res.tsv" 2>/dev/null)
        if [ $status -ne 0 ]; then
            fail "$game $name: exit $status: $(tail -2 "$res.err")"
        elif [ "$fault" != "$want" ]; then
            fail "$game $name: fault '$fault', expected '$want' ($row)"
        elif [ "$want" != ok ] && [ "$round" != 0 ]; then # round 0 as players count it (Tron's log lines start at 1)
            fail "$game $name: frozen in round $round, not the first (0)"
        elif [[ $name = *Spin ]] && ! awk -v c="$cpu" 'BEGIN {exit !(c >= 0.3)}'; then
            fail "$game $name: CPU $cpu s, expected at least the 0.3 s it spun"
        elif ! cmp -s <(moves "$res") <(moves "$tmp/null.res"); then
            fail "$game $name: the replay differs from Null's in its seat"
        elif [ "$want" != ok ] && ! grep -q "^warning: player $name frozen in round $round: " "$res.err"; then
            fail "$game $name: no freeze line on stderr"
        elif [ "$want" != ok ] && ! grep '^{"frame":0,"round":0,"seat":0,' "$res.debug" | grep -qF ",\"frozen\":\"$(cut -f7 <<<"$row")\"}"; then
            fail "$game $name: the debug file does not say why seat 0 was frozen: $(grep -m1 '"seat":0' "$res.debug" 2>&1)"
        elif [ -e "$tmp/owned" ]; then
            fail "$game $name: created a file"; rm -f "$tmp/owned"
        elif pgrep -f "$players/" >/dev/null; then
            fail "$game $name: left processes running: $(pgrep -af "$players/")"
        else
            ok
        fi
        [ "$first" = -1 ] || fail "$game $name: Null in seat 1 frozen in round $first"
    done
    # what a player that is not frozen wrote, and why one was frozen, beside the replay
    log=$tmp/$game-Spin.res.0-Spin.log
    if grep -q "^spun [0-9]* times$" "$log" 2>/dev/null; then ok; else fail "$game: Spin's output beside the replay"; fi
    log=$tmp/$game-Segv.res.0-Segv.log
    if grep -q "^\[arena: frozen in round [0-9]*: crashed (Segmentation fault)\]$" "$log" 2>/dev/null; then ok; else
        fail "$game: the freeze line in Segv's log: $(cat "$log" 2>&1)"
    fi
    # a flood is cut: its log beside the replay 1 MiB at most with its notes, what it
    # wrote first kept (all but the notes' 512 bytes), the rest counted
    log=$tmp/$game-Stderr.res.0-Stderr.log
    if [ "$(head -c $(((1 << 20) - 512)) "$log" | tr -d y | wc -c)" -eq 0 ] && grep -q "more bytes not kept" "$log" &&
        [ "$(stat -c %s "$log")" -le $((1 << 20)) ]; then ok; else
        fail "$game: the flood's log beside the replay"
    fi
    # every player of the game, in judge mode: never frozen, the same moves as in local
    # mode (the apocalypse Dummy's qsort() once asked the kernel for the machine's memory)
    judged_mark="^(Sec)?Game$|^secgame[[:space:]]" # how a replay says it was judged
    for exe in "$BIN/players/$game"/*; do
        name=$(basename "$exe")
        seats=$("$BIN/$game" --seats -i "$board")
        names=$(for _ in $(seq "$seats"); do printf '%s ' "$name"; done)
        "$BIN/$game" $names -s 5 -i "$board" -o "$tmp/local.res" -q 2>/dev/null
        "$BIN/$game" --judge $names -s 5 -i "$board" -o "$tmp/judged.res" -r "$tmp/judged.tsv" -q 2>/dev/null
        if [ "$(awk -F'\t' 'NR > 1 && $5 != "ok"' "$tmp/judged.tsv")" != "" ]; then
            fail "$game: $name frozen in judge mode: $(sed 1d "$tmp/judged.tsv" | cut -f5-7 | sort -u)"
        elif ! cmp -s <(moves "$tmp/local.res" | grep -vE "$judged_mark") <(moves "$tmp/judged.res" | grep -vE "$judged_mark"); then
            fail "$game: $name moves differently in judge mode"
        else
            ok
        fi
    done
done
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
