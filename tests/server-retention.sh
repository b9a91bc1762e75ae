#!/usr/bin/env bash
# The matches' files over a term on bin/arena-server, every kind (ladder, qualification,
# friendly): kept within a budget of disk (--replays-budget), the oldest removed first,
# never one younger than the minimum age (a day by default) nor one a page links as a
# player's latest (each submission's newest of each kind, the qualification of each
# student's newest and chosen submission); their records and scores stay. The matches
# are aged by moving their stored times back.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db files=$tmp/course-files
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
# Quux writes a line on standard error each round: a log of its own in each match
sed -e 's/PLAYER_NAME Good/PLAYER_NAME Quux/' -e 's/^#include "madmax.h"$/#include <stdio.h>\n&/' \
    -e 's/"Good was here");$/&\n    fprintf(stderr, "Quux was here\\n");/' "$good_c" >"$tmp/AIQuux.c"
mkdir "$tmp/v2" && { echo "// version 2"; cat "$good_c"; } >"$tmp/v2/AIGood.c"
# every submission qualifies (one match, no win needed): the ladder fills at once
"$SERVER" init "$db" --game madmax --seed 11 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar
ladder_done() { q "select count(*) from jobs where kind = 'ladder' and state = 'done'"; }
gone() { q "select count(*) from jobs where replay_gone = 1"; }
kept_bytes() { q "select coalesce(sum(replay_bytes), 0) from jobs where state = 'done' and replay_gone = 0"; }
friendly() { # JAR FORM: a friendly match asked for; its job's id
    http "$1" POST /friendly --data "csrf=$(csrf_of "$1")&$2" >/dev/null
    sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r'
}
done_job() { [ "$(q "select state from jobs where id = ${1:-0}")" = done ]; }

check "--keep-replays is refused with what replaced it" \
    one_error 2 'replays-budget' "$SERVER" serve "$db" --keep-replays 3
check "a budget that is no size is refused" one_error 2 "bad --replays-budget 'lots'" "$SERVER" serve "$db" --replays-budget lots

# ---- a day of matches over a budget of 1 KB: none removed, all too young ----
start_server "$db" --jobs 2 --ladder-matches 6 --replays-budget 1K || { summary; exit 1; }
check "the server says the budget" grep -q '^match files: 0.0 MB of a budget of 0.0 MB, none removed younger than 24 hours$' "$tmp/serve.out"
login alice "$(pw alice)" "$A" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null; login carol "$(pw carol)" "$C" >/dev/null
submit "$A" "$good_c" >/dev/null; v1=$(cat "$tmp/submitted")
submit "$B" "$tmp/AIZoom.c" >/dev/null
submit "$C" "$tmp/AIQuux.c" >/dev/null
played() { [ "$(ladder_done)" -ge "$1" ]; }
check "the ladder plays" wait_for 240 played 5
# alice's second version: her first one's newest match stays hers to open, whatever its age
submit "$A" "$tmp/v2/AIGood.c" >/dev/null; v2=$(cat "$tmp/submitted")
v2_plays() { [ "$(q "select count(*) from job_seats js join jobs j on j.id = js.job where j.kind = 'ladder' and j.state = 'done' and js.submission = $v2")" -ge 3 ]; }
check "and her second version plays it" wait_for 240 v2_plays
# two friendly matches of hers: the newest stays, the first may go like any other
f1=$(friendly "$A" "mine=$v2&opponent1=player:Zoom&board=0")
check "her first friendly match is played" wait_for 60 done_job "$f1"
f2=$(friendly "$A" "mine=$v2&opponent1=player:Zoom&board=0")
check "and her second" wait_for 60 done_job "$f2"
rested() { [ "$(q "select count(*) from jobs where state != 'done'")" = 0 ]; }
wait_for 60 rested
sleep 11 # the first worker's sweep, every 10 s, finds nothing to remove
n=$(ladder_done)
check "every match's size is recorded when it is stored" \
    test "$(q "select count(*) from jobs where state = 'done' and replay_bytes > 0")" = "$(q "select count(*) from jobs where state = 'done'")"
check "$n ladder matches and the others, $(kept_bytes) bytes over a budget of 1 KB: none removed, all younger than a day" test "$(gone)" = 0
check "the server stops" stop_server

# ---- a day later: all but the 3 newest aged 2 days; a course from before (no sizes) ----
q "update jobs set finished = finished - 2 * 86400 where id not in
   (select id from jobs where kind = 'ladder' and state = 'done' order by finished desc limit 3)"
q "update jobs set finished = finished - 86400 where id = ${f1:-0}" # the oldest of all
q "create table young as select id from jobs where finished > strftime('%s', 'now') - 86400"
q "create table newest as select max(js.job) as id from job_seats js join jobs j on j.id = js.job
   where j.state = 'done' and j.kind != 'qualify' and js.submission is not null group by js.submission, j.kind
   union select id from jobs where kind = 'qualify' and (submission in (select max(id) from submissions group by user)
   or submission in (select submission from representatives where submission is not null))"
q "update jobs set replay_bytes = null"
# the folders as du sees them: what a budget counts
for id in $(q "select id from jobs where state = 'done'"); do
    q "update jobs set replay_bytes = $(du -s -B1 "$files/matches/$id" | cut -f1) where id = $id"
done
# room for what must stay (young, newest) and two matches more
must=$(q "select sum(replay_bytes) from jobs where id in (select id from young union select id from newest)")
two=$(q "select 2 * max(replay_bytes) from jobs")
budget=$((must + two))
all=$(kept_bytes)
q "update jobs set replay_bytes = null"
check "the replays take more than that budget ($all bytes, $budget)" test "$all" -gt "$budget"
start_server "$db" --jobs 2 --no-ladder --replays-budget "$budget" || { summary; exit 1; }
check "the server measures the matches stored without a size" \
    test "$(q "select count(*) from jobs where state = 'done' and replay_bytes is null")" = 0
pruned() { [ "$(gone)" -ge 1 ] && [ "$(kept_bytes)" -le "$budget" ]; }
check "the oldest are removed until the replays fit ($(kept_bytes) bytes kept of $budget)" wait_for 30 pruned
removed=$(gone)
check "$removed of $n removed, none of the young ones" \
    test "$(q "select count(*) from jobs where replay_gone = 1 and id in (select id from young)")" = 0
check "nor a submission's newest (alice's first version's among them)" \
    test "$(q "select count(*) from jobs where replay_gone = 1 and id in (select id from newest)")" = 0
v1_newest=$(q "select max(js.job) from job_seats js join jobs j on j.id = js.job where j.kind = 'ladder' and js.submission = $v1")
check "alice's first version's newest match is aged, and kept" \
    test "$(q "select (finished < strftime('%s', 'now') - 86400) || replay_gone from jobs where id = $v1_newest")" = 10
check "the oldest went first" test "$(q "select (select max(finished) from jobs where replay_gone = 1) <=
    (select min(finished) from jobs where state = 'done' and replay_gone = 0 and id not in (select id from young union select id from newest))")" = 1
check "a friendly match goes like any other (her first, the oldest), her newest stays" \
    test "$(q "select group_concat(replay_gone, ' ') from (select replay_gone from jobs where id in (${f1:-0}, ${f2:-0}) order by id)")" = "1 0"
check "a qualification match of her first version goes too" \
    test "$(q "select count(*) from jobs where kind = 'qualify' and submission = $v1 and replay_gone = 1")" -ge 1
check "the kept replays fit in the budget ($(kept_bytes) <= $budget)" test "$(kept_bytes)" -le "$budget"
on_disk=0
for id in $(q "select id from jobs where state = 'done' and replay_gone = 0"); do
    on_disk=$((on_disk + $(du -s -B1 "$files/matches/$id" | cut -f1)))
done
check "the running total is what they take on disk ($on_disk bytes)" test "$on_disk" = "$(kept_bytes)"
files_gone() { # the records first, then the files
    local id
    for id in $(q "select id from jobs where replay_gone = 1"); do [ ! -e "$files/matches/$id" ] || return 1; done
}
check "the removed ones' files are gone" wait_for 30 files_gone
check "their scores stay in the records" test "$(q "select count(distinct m.idx) from matches m join jobs j on j.id = m.idx
    and m.tournament = j.tournament where j.replay_gone = 1")" = "$removed"
login alice "$(pw alice)" "$A" >/dev/null
latest=$(q "select max(js.job) from job_seats js join jobs j on j.id = js.job join submissions s on s.id = js.submission
    where j.kind = 'ladder' and j.state = 'done' and s.user = 1")
http "$A" GET / >/dev/null
check "alice's latest ladder match is on her page" grep -q "href=\"/matches/$latest\">$latest</a></td><td>ladder" "$tmp/body"
check "and its replay downloads" test "$(http "$A" GET "/matches/$latest/match-$latest.res.gz")" = 200
first=$(q "select min(j.id) from jobs j join job_seats js on js.job = j.id join submissions s on s.id = js.submission
    where j.replay_gone = 1 and s.user = 1")
check "alice played in a removed match" test -n "$first"
http "$A" GET "/matches/${first:-0}" >/dev/null
check "its page says the replay is no longer kept" grep -q 'Replay no longer kept' "$tmp/body"
check "and has no log link, saying her player wrote none (not that it went with the replay)" \
    bash -c "! grep -q 'href=\"/matches/${first:-0}/log/' '$tmp/body' && grep -q 'no log: it wrote nothing' '$tmp/body' && ! grep -q 'log removed with the replay' '$tmp/body'"
seat=$(q "select js.seat from job_seats js join submissions s on s.id = js.submission where js.job = ${first:-0} and s.user = 1 limit 1")
check "the sweep kept which seats had written a log (hers had none)" \
    test "$(q "select coalesce(wrote, -1) >= 0 and (wrote >> ${seat:-0}) & 1 = 0 from jobs where id = ${first:-0}")" = 1
# a removed ladder match: Quux wrote a log in it, the others nothing
T=$tmp/teacher.jar
login teacher "$(pw teacher)" "$T" >/dev/null
ladder_gone=$(q "select min(j.id) from jobs j join job_seats js on js.job = j.id where j.kind = 'ladder' and j.replay_gone = 1 and js.player = 'Quux'")
quux=$(q "select seat from job_seats where job = ${ladder_gone:-0} and player = 'Quux'")
seats=$(q "select count(*) from job_seats where job = ${ladder_gone:-0}")
check "in a removed ladder match, the sweep kept that Quux's seat had a log, and only it" \
    test "$(q "select wrote from jobs where id = ${ladder_gone:-0}")" = "$((1 << ${quux:-0}))"
check "the teacher sees it a seat: Quux's log removed with the replay, the others' 'it wrote nothing'" \
    bash -c "[ \"\$(http '$T' GET /matches/${ladder_gone:-0})\" = 200 ] && [ \$(grep -o 'log removed with the replay' '$tmp/body' | wc -l) = 1 ] && [ \$(grep -o 'no log: it wrote nothing' '$tmp/body' | wc -l) = $((seats - 1)) ]"
check "its log's address says she wrote none (404), not an empty file" \
    bash -c "[ \"\$(http '$A' GET /matches/${first:-0}/log/${seat:-0})\" = 404 ] && grep -q 'has no log: its player wrote nothing' '$tmp/body' && grep -q 'href=\"/matches/${first:-0}\"' '$tmp/body'"
check "Quux's log's address says it is gone (410)" \
    bash -c "[ \"\$(http '$T' GET /matches/${ladder_gone:-0}/log/${quux:-0})\" = 410 ] && grep -q 'has no log: it was removed with the replay' '$tmp/body'"
check "and the replay is gone (410), saying why, with the way back to the match" \
    test "$(http "$A" GET "/matches/${first:-0}/replay.res.gz")" = 410 -a -n "$first"
check "its page names the budget and links the match" grep -q "disk budget.*href=\"/matches/$first\"" "$tmp/body"
http "$T" GET /admin >/dev/null
check "the admin page says the rule, the budget and what was removed" \
    grep -q "Match files (replays and logs of every kind: .*): .* kept of a budget of .* (--replays-budget); .* $(gone) removed so far" "$tmp/body"
check "the server stops on SIGTERM with status 0" stop_server
check "and no error in its log" bash -c "! grep -v '^info\|^warning: libmicrohttpd: ' '$tmp/serve.err' | grep -q ."
summary
