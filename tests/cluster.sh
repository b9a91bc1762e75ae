#!/usr/bin/env bash
# Beyond one machine, with the real engines: munged, slurmctld and two slurmd (node1 on this
# host, node2 in a network namespace of its own with its own sshd; tests/lib/cluster.sh),
# started here and stopped by pid. A tournament through a Slurm job array (--slurm), srun per
# task line and GNU parallel over ssh, and a course's judging through --launcher srun and
# --sshloginfile: every result the same as the same work done on this machine alone. Then
# the faults: node2's slurmd killed mid-array (the node crashed), a match killed on node2,
# node2's sshd killed, node2 cut off (its link down), slurmctld down under the server, node2
# dead under the server: every match stored once with the local scores, nothing blamed on
# a student, nothing left for the teacher, and the time to recover printed. The docs'
# commands (docs/cluster.md) run as written. Skips, saying why, where the machine cannot
# (not root, no namespaces, no slurm-wlm: tools/install-deps --cluster).
set -u
. tests/lib/common.sh
root=$(pwd)
BIN=${BIN:-bin}
if [ "$BIN" != bin ]; then # (3 minutes: what crosses the network is the same code)
    skip "the cluster's engines are tried once, with bin/ (not again under the sanitizers)"; summary; exit
fi
. tests/lib/cluster.sh
why=$(cluster_can)
if [ -n "$why" ]; then skip "the cluster's tests: $why"; summary; exit; fi
. tests/lib/server.sh # (its trap is replaced below)
trap 'stop_server KILL; [ -n "${runner:-}" ] && kill "$runner" 2>/dev/null; cluster_stop; rm -rf "$tmp"' EXIT
# the daemons are Debian's: where they cannot run here (a container's limits), say so
cluster_start >"$tmp/start.out" 2>&1 || { skip "the cluster's daemons do not run here: $(tail -3 "$tmp/start.out" | tr '\n' ' ')"; summary; exit; }
echo "cluster: $(sinfo -h -N -p arena -o '%N %T' | tr '\n' ' ')"
check "its slurm.conf has docs/cluster.md's settings ($(doc_slurm_conf | tr '\n' ' '))" \
    bash -c '[ -n "$1" ] && ! grep -vxFf "$2" <<<"$1"' sh "$(doc_slurm_conf)" "$C/slurm.conf"
T=$(realpath "$BIN/tournament")
work=$tmp/work && mkdir "$work" && cd "$work" && ln -s "$(dirname "$T")" bin
P=Dummy,Demo,Rand,Null
scores() { sqlite3 "$1" "select m.idx, s.seat, s.player, s.score from matches m join seats s on s.match = m.id order by m.idx, s.seat"; }
once() { [ "$(sqlite3 "$1" "select count(*) = $2 and count(distinct idx) = $2 from matches")" = 1 ]; }
hosts_of() { sqlite3 "$1" "select group_concat(distinct host) from (select host from matches order by host)"; }
printf ':\nroot@%s\n' "$NODE2_ADDR" >hosts.txt # this machine, and node2 through ssh

# ---- the same tournament four ways: here, a job array, srun per task line, ssh ----
"$T" madmax --players $P --matches 8 --db local.db -q --html none >/dev/null 2>&1
"$T" madmax --players $P --matches 16 --db local16.db -q --html none >/dev/null 2>&1
start=$SECONDS
"$T" madmax --players $P --matches 8 --db array.db --slurm -q --html none >/dev/null 2>array.err
check "a job array (--slurm, a relative --db): every match once ($(tail -1 array.err))" once array.db 8
check "with the local scores" [ "$(scores array.db)" = "$(scores local.db)" ]
check "played on both nodes ($(hosts_of array.db))" [ "$(hosts_of array.db)" = "node2,vm" ] || [ "$(hosts_of array.db)" = "$(hostname),node2" ]
check "the array's folder is gone once stored" [ ! -e array-slurm ]
batch=$(sed -n 's/^info: 8 matches as \([0-9]*\) array elements of \([0-9]*\)$/\1 \2/p' array.err)
check "an element plays several matches ($batch: elements, matches each)" [ "${batch#* }" -gt 1 ] 2>/dev/null
echo "a job array of 8 matches: $((SECONDS - start)) s"
# a partition whose MaxTime (1 min) is under an element's matches' bounds: elements get it
"$T" madmax --players $P --matches 8 --db short.db --slurm='--partition=short' -q --html none >/dev/null 2>short.err
check "a partition with a 1-minute MaxTime: every match once, the local scores ($(tail -1 short.err))" \
    [ "$(scores short.db)" = "$(scores local.db)" ]
check "its elements limited to the partition's MaxTime" grep -q "^info: an element may run 1 min, the partition's MaxTime" short.err
"$T" madmax --players $P --matches 8 --db srun.db --tasks tasks.txt -q
start=$SECONDS
while IFS= read -r line; do srun --quiet -N1 -n1 "$T" --run-task "$line" </dev/null; done <tasks.txt >records.txt 2>srun.err
"$T" madmax --players $P --matches 8 --db srun.db --collect records.txt -q --html none >/dev/null 2>&1
check "srun per task line: the local scores ($(tail -1 srun.err))" [ "$(scores srun.db)" = "$(scores local.db)" ]
echo "srun, 8 task lines one after the other: $((SECONDS - start)) s"
start=$SECONDS
"$T" madmax --players $P --matches 8 --db ssh.db --sshloginfile hosts.txt -j 1 -q --html none >/dev/null 2>ssh.err
check "GNU parallel over ssh with a relative --db: the local scores ($(tail -1 ssh.err))" [ "$(scores ssh.db)" = "$(scores local.db)" ]
check "played on node2 too ($(hosts_of ssh.db))" grep -q node2 <<<"$(hosts_of ssh.db)"
echo "GNU parallel over ssh, 8 matches: $((SECONDS - start)) s"

# ---- the docs' commands, as written (docs/cluster.md's blocks marked for this test) ----
doc=$root/docs/cluster.md
blocks=$(awk '/<!-- tests\/cluster.sh runs this -->/ {on = 1; next} on && /^    / {print substr($0, 5); next} on && !/^$/ {on = 0}' "$doc")
if [ -z "$blocks" ]; then
    fail "docs/cluster.md has no block for this test"
else
    mkdir docs && ln -s ../bin docs/bin && cp hosts.txt docs/ # (the doc's hosts.txt names its own machines)
    # ~ is a home both "machines" see (an NFS home): node2's sshd takes its authorized_keys
    mkdir -p "$C/home"
    (cd docs && HOME=$C/home bash -euc "$blocks") >docs.out 2>&1
    status=$?
    check "the docs' commands run as written ($status): $(tail -3 docs.out)" [ $status = 0 ]
    check "the docs' key, made and let in at node2's console, logs in" \
        ssh -i "$C/home/.ssh/id_ed25519" -o BatchMode=yes -o UserKnownHostsFile=/dev/null -o StrictHostKeyChecking=no \
        -o LogLevel=ERROR "root@$NODE2_ADDR" true
    check "the docs' course: made, the teacher's password printed" \
        [ "$(sqlite3 docs/course.db "select count(*) from users where role != 'student'")" = 1 -a "$(grep -c '^teacher,' docs/passwords.csv)" = 1 ]
    rm -f docs/course.db*
    for d in docs/*.db; do
        n=$(sqlite3 "$d" "select count(*) from matches")
        "$T" madmax --players Dummy,Demo,Rand,Null --matches "$n" --db "ref-$n.db" -q --html none >/dev/null 2>&1
        check "the docs' $(basename "$d"): $n matches, the local scores" [ "$n" -gt 0 -a "$(scores "$d")" = "$(scores "ref-$n.db")" ]
    done
fi

# ---- faults under the tournament runner ----
# node2 crashes (slurmd and its job steps killed) in the middle of a job array: two elements
# of 8 matches, one a node; node2's once it has stored a record
"$T" madmax --players $P --matches 16 --db crash.db --slurm --slurm-batch 8 -j 2 -q --html none >/dev/null 2>crash.err &
runner=$!
played_on_node2() {
    local k; k=$(squeue -h -w node2 -t R -o %K 2>/dev/null | head -1)
    [ -n "$k" ] && ls crash-slurm/*/records/"$(((k - 1) * 8 + 1))".rec >/dev/null 2>&1
}
wait_for 90 played_on_node2 || fail "no element of the array played a match on node2"
start=$SECONDS
node2_crash
wait "$runner"; status=$?; runner=
check "node2 crashed mid-array: the tournament ends ($status): $(tail -2 crash.err)" [ $status = 0 ]
check "every match stored once" once crash.db 16
check "with the local scores" [ "$(scores crash.db)" = "$(scores local16.db)" ]
lost=$(sed -n 's/^warning: \([0-9]*\) matches lost.*/\1/p' crash.err | head -1)
check "only the lost element's unplayed matches are played again ($lost of its 8)" [ "${lost:-8}" -lt 8 ] 2>/dev/null
echo "node2 crashed mid-array: the tournament ended $((SECONDS - start)) s after (SlurmdTimeout: $SLURMD_TIMEOUT s, as docs/cluster.md's slurm.conf)"
node2_boot
wait_for 60 nodes_idle 2 || fail "node2 did not come back to Slurm"
# slurmctld started afresh (its state lost) under a job array whose elements wait (the nodes
# drained): squeue no longer knows the array; the round ends and another array plays them
nodes_held() { scontrol update nodename=node1,node2 state="$1" ${2:+reason="$2"}; }
nodes_held drain arena-test-hold || fail "the nodes were not drained"
"$T" madmax --players $P --matches 16 --db afresh.db --slurm --slurm-batch 8 -q --html none >/dev/null 2>afresh.err &
runner=$!
array_waits() { [ "$(squeue -h -t PD -o %j | grep -c '^arena-t')" -ge 1 ]; }
wait_for 60 array_waits || fail "no job array waiting"
slurmctld_kill
slurmctld_start # (-c: no jobs; the nodes as slurm.conf has them, up)
start=$SECONDS
wait_for 120 bash -c "! kill -0 $runner 2>/dev/null" || { fail "the runner still waits for the forgotten array"; kill "$runner"; }
wait "$runner"; status=$?; runner=
check "slurmctld started afresh under a job array: the tournament ends ($status): $(tail -1 afresh.err)" [ $status = 0 ]
check "every match stored once, the local scores" [ "$(scores afresh.db)" = "$(scores local16.db)" ]
echo "slurmctld started afresh under a waiting job array: the tournament ended $((SECONDS - start)) s after"
wait_for 60 nodes_idle 2 || fail "the nodes did not come back to Slurm after slurmctld's fresh start"

# Faults under GNU parallel over ssh: FAULT (a command) while node2 plays a match of a
# 16-match tournament into NAME.db; it must end with every match once and the local scores.
ssh_fault() { # NAME WHAT FAULT...
    local name=$1 what=$2 status; shift 2
    "$T" madmax --players $P --matches 16 --db "$name.db" --sshloginfile hosts.txt -j 1 -q --html none >/dev/null 2>"$name.err" &
    runner=$!
    game=
    # (no pause between looks: a match of Dummy, Demo, Rand and Null lasts a tenth of a second)
    local until=$((SECONDS + 60))
    until game_on_node2; do [ $SECONDS -lt $until ] || { fail "$what: no match seen playing on node2"; break; }; done
    start=$SECONDS
    "$@"
    wait "$runner"; status=$?; runner=
    check "$what: the tournament ends, not held by the lost node ($status): $(tail -2 "$name.err")" [ $status = 0 ]
    check "$what: every match once, the local scores" [ "$(scores "$name.db")" = "$(scores local16.db)" ]
    echo "$what: the tournament ended $((SECONDS - start)) s after"
}
# (the runner's and the server's bin/tournament: the server's folder may be a build's)
game_on_node2() { [ -n "$(node2_ours "/tournament --run-task")" ] && game=$(node2_ours "/madmax --judge" | head -1) && [ -n "$game" ]; }
kill_game() { # the match found, or if it has ended, the next one
    local until=$((SECONDS + 30))
    until [ -n "$game" ] && kill -KILL "$game" 2>/dev/null; do
        [ $SECONDS -lt $until ] || return 1
        game_on_node2 || game=
    done
}
ssh_fault killed "a match killed on node2 (its game process, SIGKILL)" kill_game
faults() { sqlite3 "$1" "select count(*) from seats where fault not in ('ok', '-', '')"; }
check "no failure blamed on a player" [ "$(faults killed.db)" = "$(faults local16.db)" ]
ssh_fault nossh "node2's sshd killed (the listener and its sessions)" sshd_kill
sshd_start
ssh_fault cut "node2 cut off mid-match (its link down; ssh's keep-alive: 15 s)" node2_partition
node2_heal
wait_for 60 nodes_idle 2 || fail "node2 did not come back to Slurm after its link"

# ---- a course judged here, through srun and through ssh: the same results ----
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
sed 's/PLAYER_NAME Good/PLAYER_NAME Carl/' "$good_c" >"$tmp/AICarl.c"
sed 's/PLAYER_NAME Good/PLAYER_NAME Dave/' "$good_c" >"$tmp/AIDave.c"
printf 'alice,Alice\nbob,Bob\ncarol,Carol\ndave,Dave\nteacher,Teacher,admin\n' >"$tmp/class.csv"
new_course() { # DB
    "$SERVER" init "$1" --game madmax --seed 7 --qualify-matches 2 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
    "$SERVER" users "$1" "$tmp/class.csv" >"$1.passwords" 2>/dev/null
}
pw() { sed -n "s/^$1,//p" "$db.passwords"; }
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
send() { # LOGIN FILE: logs in, submits, waits for the verdict
    login "$1" "$(pw "$1")" "$tmp/$1.jar" >/dev/null
    [ "$(submit "$tmp/$1.jar" "$2")" = 303 ] && wait_for "${3:-90}" decided
}
course_scores() { q "select m.idx, s.seat, s.player, s.score from matches m join seats s on s.match = m.id order by m.idx, s.seat"; }
nothing_for_teacher() { # no job in error or failed, no internal error of a match, no student refused
    [ "$(q "select (select count(*) from jobs where state != 'done') + (select count(*) from internal_errors where job is not null)
             + (select count(*) from submissions where state != 'qualified')")" = 0 ]
}
admin_page() {
    login teacher "$(pw teacher)" "$tmp/t.jar" >/dev/null
    http "$tmp/t.jar" GET /admin >/dev/null
}
db=$tmp/local.db; new_course "$db"
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
for s in alice:"$good_c" bob:"$tmp/AIZoom.c" carol:"$tmp/AICarl.c" dave:"$tmp/AIDave.c"; do send "${s%%:*}" "${s#*:}"; done
stop_server
local_course=$(course_scores)
check "the local course: 4 submissions, 8 matches" [ "$(q "select count(*) from matches")" = 8 ]

# through srun; slurmctld down for a while when carol submits
db=$tmp/srun.db; new_course "$db"
# (a launch that does not start its match within 20 s, while nothing else of srun's plays,
# begins or ends, is stopped: 120 s by default)
ARENA_START_WAIT=20 start_server "$db" --jobs 2 --no-ladder --launcher 'srun --quiet -N1 -n1' || { summary; exit 1; }
send alice "$good_c"; send bob "$tmp/AIZoom.c"
check "srun: the first matches played through Slurm" [ "$(q "select count(*) from jobs where state = 'done'")" = 4 ]
slurmctld_kill
start=$SECONDS
login carol "$(pw carol)" "$tmp/carol.jar" >/dev/null
submit "$tmp/carol.jar" "$tmp/AICarl.c" >/dev/null
queued_lost() { [ "$(q "select count(*) from jobs where state = 'queued' and submission = (select max(id) from submissions)")" -ge 1 ] && grep -q "node srun lost" "$tmp/serve.err"; }
check "slurmctld down: carol's matches wait, queued" wait_for 60 queued_lost
queued_lost || { q "select id, submission, state, attempts, error from jobs"; q "select id, state from submissions"; tail -5 "$tmp/serve.err"; }
sleep 5 # (minutes in a class: the same back-off, 60 s at most between tries)
admin_page
check "the admin page shows srun down since when" grep -q "<td>srun</td>.*<strong>down</strong> since" "$tmp/body"
check "nothing in error meanwhile" [ "$(q "select count(*) from jobs where state in ('error', 'failed')")" = 0 ]
down=$((SECONDS - start))
slurmctld_start --keep
start=$SECONDS
check "slurmctld back: carol is judged" wait_for 180 decided
echo "slurmctld down ${down} s under the server: judged $((SECONDS - start)) s after it came back (the back-off: 60 s at most)"
send dave "$tmp/AIDave.c"
check "srun: every match stored once, the local scores" [ "$(course_scores)" = "$local_course" ]
check "srun: nothing for the teacher, nothing blamed on a student" nothing_for_teacher
admin_page
check "the admin page shows srun up again, with its matches" grep -q "<td>srun</td><td class=\"n\">8</td>.*<td>up</td>" "$tmp/body"
check "beside the nodes, the tries lost while slurmctld was down" grep -q "Matches played again.*<td>srun</td><td>srun</td><td>node lost</td><td>no result through srun" "$tmp/body"
lost_job=$(q "select job from tries where outcome = 'node lost' order by id limit 1")
http "$tmp/t.jar" GET "/matches/${lost_job:-0}" >/dev/null
check "match ${lost_job:-?}'s page: its tries, lost with srun then played on a node" grep -q "<h2>Tries</h2>.*<td>node lost</td>.*<td>srun</td><td>\(node2\|$(hostname)\)</td><td>played</td>" "$tmp/body"
# slurmctld down while a match is in flight through srun: its record is in, srun (which
# waits for slurmctld to end its step) is stopped 10 s after, not at the wall bound
mkdir -p "$tmp/slow" && sed 's/PLAYER_NAME Slow/PLAYER_NAME Good/' "$root/tests/server/AISlow.c" >"$tmp/slow/AIGood.c"
login alice "$(pw alice)" "$tmp/alice.jar" >/dev/null
submit "$tmp/alice.jar" "$tmp/slow/AIGood.c" >/dev/null
slow=$(cat "$tmp/submitted")
in_flight() { ours "/madmax --judge" >/dev/null; }
wait_for 60 in_flight || fail "no match of alice's in flight"
slurmctld_kill
start=$SECONDS
first_played() { [ "$(q "select count(*) from tries t join jobs j on j.id = t.job where j.submission = ${slow:-0} and t.outcome = 'played'")" -ge 1 ]; }
check "slurmctld down with a match in flight: it is stored all the same" wait_for 120 first_played
inflight=$((SECONDS - start))
check "within the launcher's 10 s after its record ($inflight s)" [ $inflight -le 25 ]
echo "slurmctld down with a match in flight: stored ${inflight} s after"
slurmctld_start --keep
check "slurmctld back: alice's slow submission is judged" wait_for 180 decided
# srun waiting for its allocation (both nodes drained) when slurmctld goes down: stopped and
# started again with its state (systemctl restart), the job comes back and is allocated;
# started afresh (its state lost), the job srun waits for is gone: the launch is stopped
pending_srun() { [ "$(squeue -h -t PD -o %j | grep -c '^tournament$')" -ge 1 ]; }
waiting_outage() { # NAME FILE: FILE submitted while both nodes are drained, an srun waits
    nodes_held drain arena-test-hold || fail "$1: the nodes were not drained"
    login carol "$(pw carol)" "$tmp/carol.jar" >/dev/null
    submit "$tmp/carol.jar" "$2" >/dev/null
    wait_for 60 pending_srun || fail "$1: no srun waiting for its allocation"
}
mkdir -p "$tmp/carl2" "$tmp/carl3"
{ cat "$tmp/AICarl.c"; echo "/* again */"; } >"$tmp/carl2/AICarl.c"
{ cat "$tmp/AICarl.c"; echo "/* and again */"; } >"$tmp/carl3/AICarl.c"
waiting_outage "restarted" "$tmp/carl2/AICarl.c"
slurmctld_stop
sleep 5
slurmctld_start --keep
start=$SECONDS
nodes_held resume 2>/dev/null || : # (drained still, unless their registration undid it)
check "slurmctld restarted with its state under a waiting srun: carol is judged" wait_for 120 decided
echo "slurmctld stopped 5 s under an srun waiting for its allocation, started with its state: judged $((SECONDS - start)) s after"
waiting_outage "started afresh" "$tmp/carl3/AICarl.c"
slurmctld_kill
slurmctld_start # (-c: no jobs; the nodes as slurm.conf has them, up)
start=$SECONDS
check "slurmctld started afresh under a waiting srun: carol is judged" wait_for 180 decided
echo "slurmctld started afresh under an srun waiting for its allocation: judged $((SECONDS - start)) s after (ARENA_START_WAIT: 20 s)"
check "the waiting launch was stopped, its try kept: not started within 20 s" \
    [ "$(q "select count(*) from tries where outcome = 'node lost' and error like 'not started within 20 s through srun%'")" -ge 1 ]
check "srun: nothing for the teacher after both" nothing_for_teacher
stop_server

# through ssh (this machine and node2); node2 dead while carol submits, then node2 alone
db=$tmp/ssh.db; new_course "$db"
start_server "$db" --no-ladder --sshloginfile "$work/hosts.txt" || { summary; exit 1; }
send alice "$good_c"; send bob "$tmp/AIZoom.c"
node2_partition
sshd_kill
start=$SECONDS
check "node2 dead: carol's matches are played on this machine" send carol "$tmp/AICarl.c" 120
echo "node2 dead under the server: carol judged in $((SECONDS - start)) s"
admin_page
check "the admin page shows node2 down since when" grep -q "<td>root@$NODE2_ADDR</td>.*<strong>down</strong> since" "$tmp/body"
stop_server
printf 'root@%s\n' "$NODE2_ADDR" >"$tmp/node2-only.txt"
start_server "$db" --no-ladder --sshloginfile "$tmp/node2-only.txt" || { summary; exit 1; }
login dave "$(pw dave)" "$tmp/dave.jar" >/dev/null
submit "$tmp/dave.jar" "$tmp/AIDave.c" >/dev/null
check "node2 the only node, dead: dave's matches wait, queued" wait_for 60 bash -c "grep -q 'node root@$NODE2_ADDR lost' '$tmp/serve.err'"
sleep 5
check "nothing in error meanwhile" [ "$(q "select count(*) from jobs where state in ('error', 'failed')")" = 0 ]
# and the first match it plays on its return is killed there (its game process, SIGKILL)
# (a match found may end before the kill: the next one is taken)
kill_one_on_node2() { game_on_node2 && kill -KILL "$game" 2>/dev/null && echo "$game" >"$tmp/killed"; }
(wait_for 180 kill_one_on_node2) &
watcher=$!
sshd_start
node2_heal
start=$SECONDS
check "node2 back: dave is judged" wait_for 180 decided
wait "$watcher"
check "a match killed on node2 under the server (pid $(cat "$tmp/killed" 2>/dev/null)): played again" [ -s "$tmp/killed" ]
echo "node2 back under the server: dave judged $((SECONDS - start)) s after (the back-off: 60 s at most)"
check "ssh: every match stored once, the local scores" [ "$(course_scores)" = "$local_course" ]
check "ssh: nothing for the teacher, nothing blamed on a student" nothing_for_teacher
admin_page
check "the admin page shows node2 up again, with its matches" grep -q "<td>root@$NODE2_ADDR</td><td class=\"n\">[1-9][0-9]*</td>.*<td>up</td>" "$tmp/body"
others=$(grep -v '^warning: node \|^info' "$tmp/serve.err")
check "the server's log says what it did with the node, in warning lines only: $others" [ -z "$others" ]
stop_server

cd "$root"
cluster_stop
left=$(ip netns list | grep "$NS"; ip link show "$VETH" 2>/dev/null; pgrep -af "$C/")
check "nothing left: no namespace, no link, no daemon of ours: $left" [ -z "$left" ]
summary
