#!/usr/bin/env bash
# The command on a match's page that plays it again at home (bin/arena-server): it either
# reproduces the match or says in the same box what will differ and why: an earlier
# version of the student's (its source to save under the name it played as), their
# submission that is not their latest, another student's seat (the Dummy's, not in the
# kit), from the replay's round or, once the replay is gone, from the start. The command
# followed in the kit (the earlier version saved as the page says) gives the match's
# scores. And the teacher's "play again" on the match's page (POST /admin/rerun).
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
mkdir "$tmp/v2" && { echo "// version 2"; cat "$good_c"; } >"$tmp/v2/AIGood.c"
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
# every submission qualifies (one match, no win needed)
"$SERVER" init "$db" --game madmax --seed 5 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar T=$tmp/teacher.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
for who in alice:$A bob:$B teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
submit "$A" "$good_c" >/dev/null; v1=$(cat "$tmp/submitted")
submit "$A" "$tmp/v2/AIGood.c" >/dev/null; v2=$(cat "$tmp/submitted")
submit "$B" "$tmp/AIZoom.c" >/dev/null
check "the players qualify" wait_for 90 decided
# the command as the page gives it (unescaped), and the notes under it
command_of() { sed -n 's|.*<pre>\(\./Game [^<]*\)</pre>.*|\1|p' "$tmp/body" | head -1 | sed 's/&amp;/\&/g'; }
notes() { grep -o '<ul class="differs">.*</ul>' "$tmp/body" | sed 's|</ul>.*||'; }
export -f command_of notes

# 1. her latest's qualification match: Good and the kit's Dummies, nothing differs
qm=$(q "select id from jobs where kind = 'qualify' and submission = $v2")
http "$A" GET "/matches/$qm" >/dev/null
check "the page links the board to put beside the command" grep -q '<a href="/boards/0/default.cnf" download>default.cnf</a>) beside it:</p><pre>' "$tmp/body"
check "her latest's match: the command plays Good and the Dummies" \
    test "$(command_of)" = "./Game Good Dummy Dummy Dummy -s $(q "select seed from jobs where id = $qm") -i default.cnf -o match.res"
check "and says nothing differs" bash -c "! grep -q 'class=\"differs\"' '$tmp/body'"
# her first version's: it played as Good, her kit's AIGood.c is her latest
q1=$(q "select id from jobs where kind = 'qualify' and submission = $v1")
http "$A" GET "/matches/$q1" >/dev/null
check "her first version's match says the kit's AIGood.c must be that one's source" \
    bash -c "grep -q 'Seat [0-3] is your submission #$v1, not your latest (#$v2): the command plays the AIGood.c in the kit.s folder; put <a href=\"/submissions/$v1/source\">#$v1.s source</a> there to see this very match, otherwise from round 0 the match differs' '$tmp/body'"

# 2. a friendly: her latest, her first version, bob's Zoom, the Dummy
http "$A" POST /friendly --data "csrf=$(csrf_of "$A")&mine=$v2&opponent1=sub:$v1&opponent2=player:Zoom&board=0" >/dev/null
job=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
played() { [ "$(q "select state from jobs where id = ${job:-0}")" = done ]; }
check "a friendly of Good, Good_$v1, Zoom and the Dummy is played" wait_for 60 played
seed=$(q "select seed from jobs where id = ${job:-0}")
http "$A" GET "/matches/$job" >/dev/null
check "alice's command names her earlier version as it played, and the Dummy in Zoom's seat" \
    test "$(command_of)" = "./Game Good Good_$v1 Dummy Dummy -s $seed -i default.cnf -o match.res"
check "the box says how to have that version: its source saved as AIGood_$v1.c with its PLAYER_NAME" \
    bash -c "notes | grep -q 'Seat 1 is your submission #$v1, which played as Good_$v1: save <a href=\"/submissions/$v1/source\">its source</a> in the kit.s folder as AIGood_$v1.c with <code>#define PLAYER_NAME Good_$v1</code>'"
check "and that the Dummy takes Zoom's seat, the match differing from round 0" \
    bash -c "notes | grep -q 'The Dummy takes seat 2 (Zoom is another student.s player, not in your kit): from round 0 the match differs.'"
check "nothing about her latest (seat 0) nor the kit's Dummy (seat 3)" \
    bash -c "! notes | grep -q 'Seat 0\|seat 0\|seat 3'"
check "the source it links is hers to open" test "$(http "$A" GET "/submissions/$v1/source")" = 200
http "$B" GET "/matches/$job" >/dev/null
check "bob's command: Zoom in his seat, the Dummy in alice's three" \
    test "$(command_of)" = "./Game Dummy Dummy Zoom Dummy -s $seed -i default.cnf -o match.res"
check "his box says so for seats 0 and 1" \
    bash -c "notes | grep -q 'The Dummy takes seat 0 (Good is another student.s player, not in your kit)' && notes | grep -q 'The Dummy takes seat 1 (Good_$v1 is'"
http "$T" GET "/matches/$job" >/dev/null
check "the teacher's command has every player, with no notes" \
    bash -c "[ \"\$(command_of)\" = './Game Good Good_$v1 Zoom Dummy -s $seed -i default.cnf -o match.res' ] && ! grep -q 'class=\"differs\"' '$tmp/body'"

# 3. the command followed in the kit reproduces alice's match (her versions as the page says)
kit=$tmp/kit
if http "$A" GET /kit >/dev/null 2>&1 && mkdir "$kit" && tar -C "$kit" -xzf "$tmp/body" 2>/dev/null; then
    dir=$(dirname "$(find "$kit" -name Makefile | head -1)")
    cp "$tmp/v2/AIGood.c" "$dir/AIGood.c"
    sed "s/PLAYER_NAME Good/PLAYER_NAME Good_$v1/" "$good_c" >"$dir/AIGood_$v1.c"
    cp "$tmp/AIZoom.c" "$dir/AIZoom.c" # as if bob had given her his player: every seat as it played
    (cd "$dir" && make -j2 Game >/dev/null 2>&1)
    http "$T" GET "/matches/$job" >/dev/null # the teacher's command: every player as it played
    cmd=$(command_of)
    check "in the kit, the command (every player as it played) runs" bash -c "cd '$dir' && $cmd 2>'$tmp/game.err' >/dev/null"
    scores=$(q "select group_concat(score, ' ') from (select s.score from seats s join matches m on m.id = s.match
        join jobs j on j.tournament = m.tournament and j.id = m.idx where j.id = $job order by s.seat)")
    got=$(grep -a '^total_score' "$dir/match.res" 2>/dev/null | tail -1 | cut -d' ' -f2-)
    [ "$got" = "$scores" ] || { rm -rf /tmp/hc-debug; cp -r "$dir" /tmp/hc-debug; echo "[$cmd] [$got]"; }
    check "and gives the match's scores ($scores)" test -n "$scores" -a "$got" = "$scores"
else
    skip "the kit (GET /kit) to play the command in"
fi

# 4. once the replay is gone: from the start, the same notes from round 0
q "update jobs set replay_gone = 1 where id = $job"
http "$A" GET "/matches/$job" >/dev/null
check "the replay gone, the page says so, the scores stay" grep -q 'Replay no longer kept: .* The scores above stay.' "$tmp/body"
check "and alice's command is the same, from the start on its board" \
    test "$(command_of)" = "./Game Good Good_$v1 Dummy Dummy -s $seed -i default.cnf -o match.res"
check "with the same notes: her version to save, the Dummy in Zoom's seat" \
    bash -c "notes | grep -q 'Seat 1 is your submission #$v1, which played as Good_$v1: save' && notes | grep -q 'The Dummy takes seat 2 (Zoom is another student.s player, not in your kit): from round 0 the match differs.'"
q "update jobs set replay_gone = 0 where id = $job"

# 5. the teacher plays a match again from its page
http "$T" GET "/matches/$job" >/dev/null
check "the teacher's match page has the play again form" \
    bash -c "grep -q '<form method=\"post\" action=\"/admin/rerun\"[^>]*><input type=\"hidden\" name=\"csrf\" value=\"[0-9a-f]*\"><input type=\"hidden\" name=\"job\" value=\"$job\"><button>Play again</button>' '$tmp/body'"
http "$A" GET "/matches/$job" >/dev/null
check "a student's has none" bash -c "! grep -q '/admin/rerun\|Play again' '$tmp/body'"
check "the teacher's form queues a new match of the same players, board and seed" \
    test "$(http "$T" POST /admin/rerun --data "csrf=$(csrf_of "$T")&job=$job")" = 303
rerun=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
check "its answer goes to the new match" \
    test "$(q "select kind || ' ' || rerun_of || ' ' || seed || ' ' || (select group_concat(player, ' ') from (select player from job_seats where job = ${rerun:-0} order by seat)) from jobs where id = ${rerun:-0}")" = "rerun $job $seed Good Good_$v1 Zoom Dummy"
check "which the teacher opens" test "$(http "$T" GET "/matches/$rerun")" = 200
check "a student cannot post it" bash -c "[ \"\$(http '$A' POST /admin/rerun --data 'csrf=$(csrf_of "$A")&job=$job')\" != 303 ]"
check "the server stops on SIGTERM with status 0" stop_server
summary
