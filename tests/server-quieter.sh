#!/usr/bin/env bash
# A match the machine stops again and again waits for a quieter machine (server/judge/quiet.c):
# - a qualification match whose player is killed from outside (with CPU budget left: not
#   judged) 5 times is played again at once each time, then waits while the machine's load
#   (faked: ARENA_LOADAVG names the file read instead of /proc/loadavg) stays high: no 6th
#   try past its pause, no spinning server, the rest of the queue goes on;
# - the admin page counts it, with the game's reason and its tries; the student's pages
#   say nothing of it (a match in play, as before);
# - when the load falls it is played, and recorded once;
# - a final whose matches are stopped 5 times in its bin/tournament run waits the same way
#   (it does not end), then plays on and ends with every match, each recorded once.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
killer_pid=
trap 'stop_server KILL; [ -n "$killer_pid" ] && kill "$killer_pid" 2>/dev/null; rm -rf "$tmp"' EXIT
here=$(pwd)/tests/server
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 --cpu 4 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 \
    --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
C=$tmp/carol.jar A=$tmp/alice.jar T=$tmp/teacher.jar
busy() { echo "9.00 9.00 9.00 5/300 4242" >"$tmp/loadavg"; }
quiet() { echo "0.00 0.00 0.00 1/300 4242" >"$tmp/loadavg"; }
busy
export ARENA_LOADAVG=$tmp/loadavg
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login carol "$(pw carol)" "$C" >/dev/null
login alice "$(pw alice)" "$A" >/dev/null
login teacher "$(pw teacher)" "$T" >/dev/null

# Kills every computing Slow player (AISlow computes ~1 s in its first turn; its command
# line is its name) until the file $1 holds $2 kills or 90 s pass, each kill a line.
kill_slow() {
    local log=$1 want=$2 until=$((SECONDS + 90)) p
    : >"$log"
    while [ "$(wc -l <"$log")" -lt "$want" ] && [ $SECONDS -lt $until ]; do
        for p in $(pgrep -xf Slow); do
            if [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = R ] && kill -KILL "$p" 2>/dev/null; then
                echo "$p" >>"$log"
            fi
        done
        sleep 0.05
    done
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }

# ---- a qualification match stopped 5 times: it waits ----
st=$(submit "$C" "$here/AISlow.c"); slow=$(cat "$tmp/submitted")
check "carol's AISlow.c is taken ($st)" test -n "$slow"
kill_slow "$tmp/kills" 5
check "its match's player killed from outside 5 times, each try at once ($(wc -l <"$tmp/kills"))" \
    test "$(wc -l <"$tmp/kills")" = 5
job=$(q "select id from jobs where submission = $slow and kind = 'qualify'")
waits() { [ "$(q "select waiting from jobs where id = $job")" = 1 ]; }
check "then it waits for a quieter machine" wait_for 20 waits
check "5 tries the machine stopped, no error of the server's, no verdict" \
    test "$(q "select not_judged || state || coalesce(error, '-') || (select state from submissions where id = $slow) from jobs where id = $job")" = "5queued-qualifying"
# past its first pause (15 s) with the load still high: no 6th try
t0=$(cpu_ticks) s0=$SECONDS
tried=0
while [ $((SECONDS - s0)) -lt 20 ]; do
    pgrep -xf Slow >/dev/null && tried=1
    [ $((SECONDS - s0)) = 5 ] && [ -z "${t5:-}" ] && t5=$(cpu_ticks)
    sleep 0.2
done
check "no 6th try in 20 s while the load stays high" test $tried = 0
check "still waiting, still 5 tries" test "$(q "select not_judged || waiting from jobs where id = $job")" = 51
hz=$(getconf CLK_TCK)
used=$(( ($(cpu_ticks) - t0) * 1000 / hz ))
echo "note: the server's CPU while the match waits: $used ms in 20 s (first 5 s: $(( (t5 - t0) * 1000 / hz )) ms)"
check "and the server does not spin: $used ms of CPU in 20 s" test "$used" -lt 1000

# the rest of the queue goes on: alice's player is compiled and qualifies meanwhile
submit "$A" "$good_c" >/dev/null; good=$(cat "$tmp/submitted")
good_done() { [ "$(q "select state from submissions where id = $good")" = qualified ]; }
check "the queue goes on: another player qualifies meanwhile" wait_for 90 good_done

# the admin page counts it, with its reason and tries
check "the admin page opens" test "$(http "$T" GET /admin)" = 200
check "it says 1 match waits for a quieter machine" grep -q "1 match waits for a quieter machine" "$tmp/body"
check "with its reason (the game's line: killed from outside)" \
    grep -q "<td>player Slow (seat [0-3]) could not be judged in round [0-9]*: [^<]*killed from outside[^<;]*</td>" "$tmp/body"
check "and its 5 tries" grep -q "<a href=\"/matches/$job\">match $job</a></td><td>qualify</td><td class=\"n\">5</td>" "$tmp/body"
check "beside the nodes, its tries: the machine too busy, here" \
    grep -q "Matches played again.*<a href=\"/matches/$job\">match $job</a></td><td>[^<]*</td><td>this machine</td><td></td><td>machine too busy</td>" "$tmp/body"
http "$T" GET "/matches/$job" >/dev/null
check "its page lists the 5 tries for the teacher" test "$(grep -o "<td>machine too busy</td>" "$tmp/body" | wc -l)" = 5
# the student's pages say what they say of a match in play, nothing of the machine
for page in / "/submissions/$slow" "/matches/$job"; do
    status=$(http "$C" GET "$page")
    check "carol's $page ($status) says nothing of the machine's reason" \
        bash -c "[ $status = 200 ] && ! grep -qi 'could not be judged\|killed from outside\|quieter\|not judged' '$tmp/body'"
done

# ---- the load falls: played, recorded once ----
quiet
played() { [ "$(q "select state from jobs where id = $job")" = done ]; }
check "when the load falls it is played" wait_for 60 played
check "recorded once" test "$(q "select count(*) from matches where idx = $job")" = 1
check "its verdict once (1 match played)" test "$(q "select state || played from submissions where id = $slow")" = qualified1
check "no 6th stop counted" test "$(q "select not_judged || waiting from jobs where id = $job")" = 50
http "$T" GET /admin >/dev/null
check "and the admin page no longer shows it" bash -c "! grep -q 'quieter machine' '$tmp/body'"

# ---- a final: its matches stopped 5 times in bin/tournament's run wait, then it plays on ----
busy
board=$(q "select file from course_boards where state = 'active' order by idx limit 1"); board=${board##*/}
token=$(csrf_of "$T")
# every computing Slow player killed until one of its matches waits (bin/tournament plays
# two at a time, each one stopped goes behind the others: a few kills each)
kill_slow "$tmp/final-kills" 60 &
killer_pid=$!
status=$(http "$T" POST /admin/final --data-urlencode "csrf=$token" --data-urlencode count=4 --data-urlencode "boards=$board")
check "a final of 4 matches on $board starts ($status)" test "$status" = 303
final_waits() { http "$T" GET /admin >/dev/null && grep -q "wait.\? for a quieter machine" "$tmp/body"; }
check "a match of the final waits for a quieter machine" wait_for 120 final_waits
kill "$killer_pid" 2>/dev/null; wait "$killer_pid" 2>/dev/null; killer_pid=
echo "note: the final's Slow players killed $(wc -l <"$tmp/final-kills") times"
check "on the admin page, with its reason" \
    grep -q "<td>final 1, match [0-9]*</td><td>final</td><td class=\"n\">5</td><td>when it is quieter</td><td>player Slow (seat [0-3]) could not be judged" "$tmp/body"
check "and the final has not ended" test "$(q "select count(*) from finals where finished is null")" = 1
tid=$(q "select max(id) from tournaments where key not like 'arena-server %'")
sleep 3
check "no more tries while the load stays high" bash -c "! pgrep -xf Slow >/dev/null"
quiet
final_done() { [ "$(q "select count(*) from finals where finished is not null")" = 1 ]; }
check "when the load falls, the final plays on and ends" wait_for 180 final_done
# (4 asked: rounded up to a multiple of its players, the students' and the Dummy)
plays=$(q "select (matches + players) / (players + 1) * (players + 1) from finals")
check "with every match ($(q "select status from finals"), $plays to play), each recorded once" \
    test "$(q "select status || ' ' || (select count(*) from matches where tournament = $tid) || ' ' || (select count(distinct idx) from matches where tournament = $tid) from finals")" = "0 $plays $plays"
check "its log says it played on" grep -q "played on when the machine was quieter" "$(dirname "$db")"/*-files/final/1/log.txt
stop_server
check "nothing left running" bash -c "! pgrep -xf Slow >/dev/null"
summary
