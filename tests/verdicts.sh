#!/usr/bin/env bash
# A verdict for every match, and none a player chooses (judge mode, engine/judge.c):
# - a loop beside busy processes on its CPU is frozen for CPU, the match written (its
#   waits for the CPU are the machine's, measured by the kernel: schedstat's run_delay);
# - the machine's waiting past --busy is no verdict (exit 4, nothing written);
# - a player killed from outside (SIGKILL, SIGTERM: the OOM killer, an operator) with
#   CPU budget left is no verdict; its keeper killed too;
# - a player that sleeps in its matches (the trick that once voided its losing matches)
#   is frozen "stopped answering" in each, and bin/tournament records every one;
# - four seats that flood their output and marks every round, within the rules, cause at
#   most 2 MiB a seat to be written before compression (a log of 1 MiB, debug lines of
#   1 MiB, notes included), in compressible and in random text, plain and gzipped; the
#   replay holds nothing of it;
# - a player whose start-up code computes before its set-up, then loops, is frozen for
#   CPU: everything its process runs after its exec is its time, so the kernel's CPU
#   stop never comes with budget left on the judge's clock (a match not judged).
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
. tests/lib/common.sh
game=madmax
side=$build/host/$game/side.a
board=games/$game/boards/default.cnf
[ -f "$side" ] && [ -x "$BIN/$game" ] || { echo "0 passed, 0 failed, 1 skipped"; exit 0; }
players=$tmp/players; mkdir -p "$players"
cp "$BIN/players/$game/Null" "$players/"
. tests/lib/load.sh
trap 'stop_hogs; rm -rf "$tmp"' EXIT
. tests/lib/hostile.sh
field() { awk -F'\t' -v s="$2" -v f="$3" '$1 == s {print $f}' "$1.tsv" 2>/dev/null; } # RESULTS SEAT FIELD
hostile DWELL Dwell -DHOSTILE_DWELL=3.0 || fail "cannot build Dwell"
hostile LOOP Loop || fail "cannot build Loop"
hostile DEBUGFLOOD Flood || fail "cannot build Flood"
core=$(( $(nproc) - 1 ))

# ---- a loop beside three busy processes on its CPU: frozen for CPU, the match written ----
# (each busy process a session of its own: the kernel shares a CPU between sessions)
start_hogs 3 "$core"
judge "$tmp/loaded.res" --core "$core" --cpu 1 --watchdog 1 Loop Null Null Null
status=$?
check "a loop beside 3 busy processes: exit 0, frozen for CPU (exit $status: $(grep -v '^info' "$tmp/loaded.res.err" | tail -1); $(field "$tmp/loaded.res" 0 7))" \
    test "$status $(field "$tmp/loaded.res" 0 5)" = "0 cpu"
# ---- the machine's waiting past the bound: no verdict ----
judge "$tmp/busy.res" --core "$core" --cpu 1 --busy 0.3 Loop Null Null Null
status=$?
check "waiting for a CPU past --busy: exit 4, nothing written (exit $status)" \
    test "$status" = 4 -a ! -e "$tmp/busy.res" -a ! -e "$tmp/busy.res.tsv"
check "and the error says the machine kept it waiting" \
    grep -q "^error: player Loop (seat 0) could not be judged in round 0: the machine kept it waiting [0-9.]* s for a CPU" "$tmp/busy.res.err"
stop_hogs

# ---- killed from outside with budget left: no verdict ----
for how in KILL TERM keeper; do
    "$BIN/$game" --judge -q --players-dir "$players" -s 3 -i "$board" -o "$tmp/killed.res" -r "$tmp/killed.res.tsv" \
        --cpu 10 Dwell Null Null Null 2>"$tmp/killed.res.err" &
    match=$! # (the game itself: its children are the keepers)
    killed=
    if players_of $match 4; then
        for _ in $(seq 100); do # Dwell computes in its first turn: the process running then
            for p in "${found[@]}"; do
                [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = R ] || continue
                target=$p
                [ $how != keeper ] || target=$(awk '{print $4}' /proc/$p/stat 2>/dev/null) # (its parent)
                [ -n "$target" ] && kill -"${how/keeper/KILL}" "$target" 2>/dev/null && killed=$p
            done
            [ -n "$killed" ] && break
            sleep 0.02
        done
    fi
    wait $match
    status=$?
    check "a player killed from outside ($how) with budget left: exit 4, nothing written (exit $status, pid ${killed:-none})" \
        test "$status" = 4 -a ! -e "$tmp/killed.res" -a ! -e "$tmp/killed.res.tsv"
    check "and the error says so ($how): $(grep -v '^info' "$tmp/killed.res.err" | tail -1)" \
        grep -q "^error: player Dwell (seat 0) could not be judged in round 0: .*killed from outside" "$tmp/killed.res.err"
done

# ---- four seats flooding their output and marks, within the rules: 2 MiB a seat at most ----
# (compressible control characters and random printable text, plain and gzipped: what a
# seat causes to be written is its log and its lines of the debug file, 2 MiB together
# before compression; the replay holds nothing a player writes)
hostile DEBUGFLOOD Noise -DHOSTILE_RANDOM || fail "cannot build Noise"
judge "$tmp/quiet.res" Null Null Null Null
for flood in Flood Noise; do
    for form in res res.gz; do
        dir=$tmp/$flood-$form; mkdir -p "$dir"
        judge "$dir/match.$form" $flood $flood $flood $flood
        status=$?
        check "four seats of $flood ($form): the match is played, every seat ok (exit $status)" \
            test "$status $(cut -f5 "$dir/match.$form.tsv" | sort -u | tr '\n' ' ')" = "0 fault ok "
        sizes=
        for seat in 0 1 2 3; do
            log=$(zcat -f "$dir/match.$form.$seat-$flood.log" | wc -c)
            lines=$(zcat -f "$dir/match.res.debug" | grep "^{\"frame\":[0-9]*,\"round\":[0-9-]*,\"seat\":$seat," | wc -c)
            sizes+="$((log + lines)) "
            check "$flood ($form) seat $seat: its log and its debug lines within 2 MiB ($log + $lines bytes)" \
                test $((log + lines)) -le $((2 << 20))
        done
        check "$flood ($form): the replay holds nothing they wrote (the same as four Nulls')" \
            cmp -s <(zcat -f "$dir/match.$form" | awk -f tests/replay-moves.awk) \
            <(awk -f tests/replay-moves.awk "$tmp/quiet.res")
        echo "  four seats of $flood, $form: $(du -cb "$dir"/match.* | tail -1 | cut -f1) bytes in all (replay $(stat -c %s "$dir/match.$form"), debug file $(stat -c %s "$dir/match.res.debug"), logs $(cat "$dir"/match.*.log | wc -c)); a seat's log and debug lines before compression: $sizes"
    done
    check "$flood: the debug file is gzipped with its replay" gzip -t "$tmp/$flood-res.gz/match.res.debug"
    check "$flood: the debug file says where each seat's marks and output were cut" \
        test "$(zcat -f "$tmp/$flood-res.gz/match.res.debug" | grep -c 'reached 1024 KiB in this match: the rest is not kept')" = 4
    check "$flood: each seat's log is cut, saying how much was not kept, gzipped with the replay" \
        test "$(zgrep -l 'more bytes not kept' "$tmp/$flood-res.gz"/match.res.gz.*-$flood.log | wc -l)" = 4
done

# ---- start-up code that computes, then a loop: all of it the player's CPU time ----
# (a .preinit_array entry runs before the player host's set-up: it may not make the
# kernel's CPU stop come with budget left on the judge's clock, a match not judged)
if hostile PREINITBURN Burner -DHOSTILE_PREINITBURN=2.6; then
    judge "$tmp/burner.res" --cpu 3 Burner Null Null Null
    status=$?
    check "a player computing 2.6 s before its set-up, then looping: the match is played (exit $status: $(grep -v '^info' "$tmp/burner.res.err" | tail -1))" \
        test "$status" = 0
    check "and it is frozen for CPU in round 0 ($(field "$tmp/burner.res" 0 5) $(field "$tmp/burner.res" 0 6): $(field "$tmp/burner.res" 0 7))" \
        test "$(field "$tmp/burner.res" 0 5) $(field "$tmp/burner.res" 0 6)" = "cpu 0"
else
    fail "cannot build Burner"
fi
# past the kernel's stop (budget + 2 s) before its set-up: killed by the kernel, its CPU verdict
if hostile PREINITBURN Starter -DHOSTILE_PREINITBURN=6; then
    judge "$tmp/starter.res" --cpu 3 Null Starter Null Null
    status=$?
    check "a player computing 6 s before its set-up (3 s budget): the match is played, frozen for CPU (exit $status: $(field "$tmp/starter.res" 1 5): $(field "$tmp/starter.res" 1 7))" \
        test "$status $(field "$tmp/starter.res" 1 5)" = "0 cpu"
else
    fail "cannot build Starter"
fi

# ---- a sleeper in a tournament: every match recorded, none voided ----
hostile SLEEPER Sleeper -DHOSTILE_DOZE=6 || fail "cannot build Sleeper"
(cd "$tmp" && timeout 300 "$OLDPWD/$BIN/tournament" madmax --players Dummy,Demo,AISleeper.o,Null --matches 4 -j 2 \
    --db sleep.db --html none -q >sleep.txt 2>sleep.err)
status=$?
recorded=$(sqlite3 "$tmp/sleep.db" "select count(*) from matches" 2>/dev/null)
faults=$(sqlite3 "$tmp/sleep.db" "select group_concat(fault) from seats where player = 'Sleeper'" 2>/dev/null)
check "a sleeping player's tournament: every match recorded (exit $status, $recorded of 4: $(tail -1 "$tmp/sleep.err") $(sqlite3 "$tmp/sleep.db" "select * from failures" 2>&1 | tail -2))" \
    test "$status $recorded" = "0 4"
check "the sleeper frozen as stopped answering in each ($faults)" test "$faults" = "watchdog,watchdog,watchdog,watchdog"
summary
