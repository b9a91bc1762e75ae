#!/usr/bin/env bash
# The walls of a judge-mode player, seen from outside and from inside (engine/launch.c):
# - during a match every player process has its own mount, pid, network, IPC and UTS
#   namespaces, an empty root (a file beside the runner is not in it), no_new_privs and
#   the filter, and is nobody where the judge is root;
# - without the filter (--no-sandbox) the namespaces alone hold: the player sees no
#   other process (a seat cannot signal another), no file, no network;
# - where no namespace can be made (a container that forbids them), judge mode refuses
#   in one line saying why, unless --unsandboxed-players;
# - a watchdog that fires while the player cannot run (stopped from outside, as a loaded
#   worker leaves it) is no verdict: the match is not judged (exit 4), nothing written.
set -u
BIN=${BIN:-bin}
build=build; [ "$BIN" = bin ] || build=build/san
. tests/lib/common.sh
game=madmax
side=$build/host/$game/side.a
board=games/$game/boards/default.cnf
[ -f "$side" ] && [ -x "$BIN/$game" ] || { echo "0 passed, 0 failed, 1 skipped"; exit 0; }
if ! why=$("$BIN/$game" --check-walls 2>&1); then
    skip "this machine cannot make a player's namespaces: $why"
    summary; exit
fi
players=$tmp/players; mkdir -p "$players"
cp "$BIN/players/$game/Null" "$players/"
echo "a course secret" >"$tmp/secret"
. tests/lib/hostile.sh
fault_of() { awk -F'\t' -v s="$2" '$1 == s {print $5}' "$1.tsv" 2>/dev/null; }

hostile DWELL Dwell -DHOSTILE_DWELL=3.0 || fail "cannot build Dwell"
hostile WALLS Walls -DHOSTILE_SECRET="\"$tmp/secret\"" -DHOSTILE_PORT=9 || fail "cannot build Walls"

# ---- from outside, during a match: two seats that compute for a while ----
"$BIN/$game" --judge -q --cpu 10 --players-dir "$players" -s 3 -i "$board" -o "$tmp/dwell.res" -r "$tmp/dwell.res.tsv" \
    Dwell Dwell Null Null 2>"$tmp/dwell.res.err" &
match=$!
if ! players_of $match 4; then
    fail "no four player processes seen under the match (${found[*]})"
else
    ok
    for p in "${found[@]}"; do
        for ns in mnt pid net ipc uts; do
            if [ "$(readlink /proc/$p/ns/$ns)" = "$(readlink /proc/$$/ns/$ns)" ]; then
                fail "player $p shares the runner's $ns namespace"
            else ok; fi
        done
        entries=$(ls -A "/proc/$p/root/" 2>&1)
        if [ -z "$entries" ]; then ok; else fail "player $p's root holds: $(head -c 200 <<<"$entries")"; fi
        if [ ! -e "/proc/$p/root$tmp/secret" ]; then ok; else fail "player $p reaches $tmp/secret"; fi
        status=$(cat /proc/$p/status)
        if grep -q '^NoNewPrivs:[[:space:]]*1' <<<"$status" && grep -q '^Seccomp:[[:space:]]*2' <<<"$status"; then ok; else
            fail "player $p: no_new_privs or its filter missing: $(grep -E '^(NoNewPrivs|Seccomp):' <<<"$status" | tr '\n' ' ')"
        fi
        if [ "$(id -u)" != 0 ] || grep -q '^Uid:[[:space:]]*65534[[:space:]]' <<<"$status"; then ok; else
            fail "player $p runs as $(grep '^Uid:' <<<"$status"), not nobody"
        fi
    done
    # every seat in namespaces of its own, none shared with another seat
    if [ "$(for p in "${found[@]}"; do readlink /proc/$p/ns/pid; done | sort -u | wc -l)" -eq ${#found[@]} ]; then ok; else
        fail "two seats share a pid namespace"
    fi
fi
wait $match
status=$?
if [ $status -eq 0 ] && [ "$(fault_of "$tmp/dwell.res" 0)" = ok ]; then ok; else
    fail "the watched match: exit $status, seat 0 $(fault_of "$tmp/dwell.res" 0): $(tail -2 "$tmp/dwell.res.err")"
fi

# ---- a program only its owner may read (the course server's players are 0700) ----
mkdir -m 700 "$tmp/private" && cp "$players/Null" "$tmp/private/Null" && chmod 700 "$tmp/private/Null"
if "$BIN/$game" --judge -q --players-dir "$tmp/private" -s 3 -i "$board" -o "$tmp/private.res" \
    -r "$tmp/private.res.tsv" Null Null Null Null 2>"$tmp/private.err" && [ "$(fault_of "$tmp/private.res" 0)" = ok ]; then
    ok
else
    fail "a private player program: $(grep -v '^info' "$tmp/private.err" | tail -2)"
fi

# ---- from inside, without the filter: what the namespaces alone leave a player ----
if judge "$tmp/walls.res" --no-sandbox Walls Null Null Null; then ok; else fail "Walls' match: $(tail -2 "$tmp/walls.res.err")"; fi
log=$tmp/walls.res.0-Walls.log
expect() { # what the player's log must say
    if grep -qx -- "$1" "$log" 2>/dev/null; then ok; else fail "Walls' log lacks '$1': $(tr '\n' '|' <"$log" 2>&1)"; fi
}
expect "pids: 1 2" # its keeper and itself: no other seat, no runner to signal
expect "root entries: 0"
expect "secret: unreachable"
expect "network: Network is unreachable"
expect "still here"
[ "$(id -u)" != 0 ] || expect "uid: 65534"
for s in 1 2 3; do
    [ "$(fault_of "$tmp/walls.res" $s)" = ok ] && ok || fail "seat $s frozen beside Walls: $(fault_of "$tmp/walls.res" $s)"
done
[ ! -e "$tmp/owned" ] && ok || fail "a player created $tmp/owned"

# ---- where no namespace can be made ----
if ${CC:-gcc} -O1 -o "$tmp/no_namespaces" tests/walls/no_namespaces.c -lseccomp; then
    check "refused in one line where no namespace can be made" \
        one_error 1 "run with --unsandboxed-players" "$tmp/no_namespaces" "$BIN/$game" --judge -q --players-dir "$players" \
        -s 3 -i "$board" -o "$tmp/refused.res" Null Null Null Null
    [ ! -e "$tmp/refused.res" ] && ok || fail "a replay written where judge mode refused"
    check "--check-walls says why" one_error 1 "cannot wall players in here" "$tmp/no_namespaces" "$BIN/$game" --check-walls
    if "$tmp/no_namespaces" "$BIN/$game" --judge --unsandboxed-players -q --players-dir "$players" -s 3 -i "$board" \
        -o "$tmp/unsandboxed.res" -r "$tmp/unsandboxed.res.tsv" Null Null Null Null 2>"$tmp/unsandboxed.err" &&
        grep -q '^warning: --unsandboxed-players' "$tmp/unsandboxed.err" && [ "$(fault_of "$tmp/unsandboxed.res" 0)" = ok ]; then
        ok
    else
        fail "--unsandboxed-players: $(tail -2 "$tmp/unsandboxed.err")"
    fi
    # the tournament runner: refused before any match, or played as the operator says
    tournament=$(realpath "$BIN/tournament" 2>/dev/null)
    if [ -x "$tournament" ]; then
        (cd "$tmp" && timeout 60 "$tmp/no_namespaces" "$tournament" madmax --players Null,Dummy,Demo,Rand \
            --matches 1 --db refused.db -q >/dev/null 2>refused.err)
        status=$?
        if [ $status -eq 1 ] && [ "$(grep -c . "$tmp/refused.err")" -eq 1 ] &&
            grep -q '^error: judge mode cannot wall players in here .*--unsandboxed-players$' "$tmp/refused.err"; then
            ok
        else
            fail "bin/tournament where players cannot be walled in: exit $status: $(cat "$tmp/refused.err")"
        fi
        if (cd "$tmp" && timeout 60 "$tmp/no_namespaces" "$tournament" madmax --players Null,Dummy,Demo,Rand \
            --matches 1 --db unsandboxed.db -q --unsandboxed-players >/dev/null 2>unsandboxed.err) &&
            [ "$(sqlite3 "$tmp/unsandboxed.db" "select count(*) from matches" 2>/dev/null)" = 4 ]; then
            ok
        else
            fail "bin/tournament --unsandboxed-players: $(cat "$tmp/unsandboxed.err")"
        fi
    fi
else
    fail "cannot build tests/walls/no_namespaces.c"
fi

# ---- a worker that does not run the player: its watchdog fires under its budget ----
# The player computing its turn is stopped from outside (as a machine too busy to run it
# would leave it; the filter lets a player send itself no stop signal). (Starving it by a
# busy loop at a higher priority is no test here: each player has a session of its own,
# and the kernel's autogroups share the CPU between sessions, whatever their priority.)
"$BIN/$game" --judge -q --cpu 2 --watchdog 0.5 --players-dir "$players" -s 3 -i "$board" \
    -o "$tmp/loaded.res" -r "$tmp/loaded.tsv" Dwell Null Null Null 2>"$tmp/loaded.err" &
match=$!
stopped=
if players_of $match 4; then
    for _ in $(seq 100); do
        for p in "${found[@]}"; do
            [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = R ] && kill -STOP "$p" && stopped=$p
        done
        [ -n "$stopped" ] && break
        sleep 0.02
    done
fi
wait $match
status=$?
[ -n "$stopped" ] && kill -CONT "$stopped" 2>/dev/null
if [ $status -eq 4 ] && grep -q "^error: player Dwell (seat 0) could not be judged in round 0: stopped from outside .*; the machine's fault, no verdict" "$tmp/loaded.err" &&
    [ ! -e "$tmp/loaded.res" ] && [ ! -e "$tmp/loaded.tsv" ]; then
    ok
else
    fail "a stopped player (${stopped:-none found}): exit $status (want 4, nothing written): $(grep -v '^info' "$tmp/loaded.err" | tail -2)"
fi
summary
