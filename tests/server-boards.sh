#!/usr/bin/env bash
# Boards during the course on bin/arena-server: students download the boards in play and
# propose their own (checked by the game's reader); the teacher plays a test match on a
# board, accepts or declines a proposal, adds a board (uploaded, or made by the game's
# board tool with a seed), puts it in play and retires another. Only boards in play are
# played in qualifications, the ladder and friendly matches; the list survives a restart.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 --qualify-matches 2 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar T=$tmp/teacher.jar
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null; login teacher "$(pw teacher)" "$T" >/dev/null
propose() { # JAR CNF [MAP]: the status of a proposal
    local map=(); [ -n "${3:-}" ] && map=(-F "map=@$3")
    http "$1" POST /boards -F "csrf=$(csrf_of "$1")" -F "board=@$2" "${map[@]}"
}
admin() { # FORM...: the status of a POST to /admin/boards (curl -F fields)
    local token; token=$(csrf_of "$T")
    http "$T" POST /admin/boards -F "csrf=$token" "$@"
}
idx_of() { q "select idx from course_boards where file = '$1'"; }
state_of() { q "select state from course_boards where file = '$1'"; }
given=$(q "select count(*) from course_boards")

# the students' page: the boards in play, each to download
check "the boards page answers" test "$(http "$A" GET /boards)" = 200
check "it lists the course's boards" test "$(grep -o 'href="/boards/[0-9]*/[^"]*" download' "$tmp/body" | wc -l)" = "$given"
check "every page links to it" grep -q '<a href="/boards">Boards</a>' "$tmp/body"
check "a board downloads as it is" \
    bash -c "[ \"\$(http '$A' GET /boards/0/default.cnf)\" = 200 ] && cmp -s '$tmp/body' games/madmax/boards/default.cnf"
check "a name that is not the board's is not served" test "$(http "$A" GET /boards/0/course.db)" = 404

# each board in play with its preview: the game's viewer, still, drawing a replay of one round on it
http "$A" GET /boards >/dev/null
check "each board in play has its preview" test "$(grep -o '<iframe class="board-preview" [^>]* src="/games/madmax/viewer/viewer.html?replay=/boards/[0-9]*/preview.res&amp;debug=&amp;still=1"' "$tmp/body" | wc -l)" = "$given"
check "the page says what a proposal must be" grep -q 'A proposal is a fixed board: one file <code>NAME.cnf</code> in the game.s board format' "$tmp/body"
check "with its limits" grep -q 'at most 64 characters, not taken in the course; at most 256 KB.*At most 3 proposals of yours wait' "$tmp/body"
check "a board's preview is a replay of its first round" \
    bash -c "[ \"\$(http '$A' GET /boards/1/preview.res)\" = 200 ] && head -1 '$tmp/body' | grep -q '^Game' && grep -q '^round 1' '$tmp/body' && grep -q '^names *Dummy Dummy Dummy Dummy' '$tmp/body'"
check "made once, then kept" test -s "$tmp/course-files/previews/1.res"
check "the viewer it opens is served" test "$(http "$A" GET /games/madmax/viewer/viewer.html)" = 200
check "a board that does not exist has no preview" test "$(http "$A" GET /boards/999/preview.res)" = 404

# a proposal: checked by the game's reader, the reader's words back, no server path
printf 'Mad_Max 1.6\n\nnb_players four\n' >"$tmp/broken.cnf"
check "a board the game cannot read is refused" test "$(propose "$A" "$tmp/broken.cnf")" = 400
check "with the reader's reason" grep -q 'board broken.cnf: ' "$tmp/body"
check "and no path of the server's" bash -c "! grep -q '$tmp' '$tmp/body'"
cp games/madmax/boards/fixed-7.cnf "$tmp/board.txt"
check "a file not named NAME.cnf is refused" test "$(propose "$A" "$tmp/board.txt")" = 400
for k in 1 2 3; do cp games/madmax/boards/fixed-7.cnf "$tmp/alice$k.cnf"; done
check "alice proposes a board" test "$(propose "$A" "$tmp/alice1.cnf")" = 200
check "it waits for the teacher" test "$(state_of alice1.cnf)" = proposed
check "the page says so, with its state" grep -q '<p class="message">Board alice1.cnf proposed: the teacher will see it. Its state: waiting for the teacher' "$tmp/body"
http "$A" GET /boards >/dev/null
check "her page shows it waiting" grep -q 'alice1.cnf</a></td><td>[0-9: -]* UTC</td><td>waiting for the teacher' "$tmp/body"
# (a board's name: its link's address and text, and its preview's title)
check "but not among the boards in play" test "$(grep -o 'alice1.cnf' "$tmp/body" | wc -l)" = 3
a1=$(idx_of alice1.cnf)
check "she can download it" test "$(http "$A" GET "/boards/$a1/alice1.cnf")" = 200
check "bob cannot" test "$(http "$B" GET "/boards/$a1/alice1.cnf")" = 404
http "$A" GET /boards >/dev/null
check "her page previews it" grep -q "src=\"/games/madmax/viewer/viewer.html?replay=/boards/$a1/preview.res&amp;debug=&amp;still=1\"" "$tmp/body"
check "she gets its preview" test "$(http "$A" GET "/boards/$a1/preview.res")" = 200
check "bob does not" test "$(http "$B" GET "/boards/$a1/preview.res")" = 404
check "a name taken is refused" test "$(propose "$B" "$tmp/alice1.cnf")" = 400
check "saying so" grep -q 'a board named alice1.cnf is in the course already' "$tmp/body"
propose "$A" "$tmp/alice2.cnf" >/dev/null; propose "$A" "$tmp/alice3.cnf" >/dev/null
cp games/madmax/boards/fixed-7.cnf "$tmp/alice4.cnf"
check "a fourth proposal while three wait is refused" test "$(propose "$A" "$tmp/alice4.cnf")" = 429
check "a proposal without the form's token is refused" test "$(http "$A" POST /boards -F "board=@$tmp/alice4.cnf")" = 403

# the teacher's page
check "a student has no teacher's boards page" test "$(http "$A" GET /admin/boards)" = 404
check "the teacher's boards page answers" test "$(http "$T" GET /admin/boards)" = 200
check "it shows the proposal and who sent it" grep -q "alice1.cnf</a></td><td>[0-9]*</td><td>proposed</td><td>[0-9: -]* UTC<br><small>proposed by Alice</small></td>" "$tmp/body"
check "with its preview" grep -q "replay=/boards/$a1/preview.res&amp;debug=&amp;still=1" "$tmp/body"
check "the teacher plays a test match on it" test "$(admin -F do=test -F "board_index=$a1")" = 303
trial=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
check "a trial match on that board, in every seat" \
    test "$(q "select kind || ' ' || board || ' ' || (select count(*) from job_seats where job = id) from jobs where id = ${trial:-0}")" = "trial $a1 4"
played() { [ "$(q "select state from jobs where id = ${trial:-0}")" = done ]; }
check "it is played" wait_for 60 played
check "the teacher watches it" bash -c "[ \"\$(http '$T' GET /matches/${trial:-0})\" = 200 ] && grep -q 'alice1.cnf' '$tmp/body'"
check "its board's page links to it" bash -c "[ \"\$(http '$T' GET /admin/boards)\" = 200 ] && grep -q 'href=\"/matches/${trial:-0}\"' '$tmp/body'"

# qualifications are played on boards in play only
submit "$A" "$good_c" >/dev/null; good=$(cat "$tmp/submitted")
judged() { [ "$(q "select state from submissions where id = ${1:-0}")" = qualified ]; }
check "alice's player is judged" wait_for 90 judged "$good"
check "a qualification is not played on a proposal" \
    test "$(q "select count(*) from jobs where submission = ${good:-0} and board >= $given")" = 0
check "accepting it puts it in play" test "$(admin -F do=state -F "board_index=$a1" -F state=active -F "note=Nice maze")" = 303
check "its state is active" test "$(state_of alice1.cnf)" = active
a2=$(idx_of alice2.cnf)
check "declining another" test "$(admin -F do=state -F "board_index=$a2" -F state=declined -F "note=Too like fixed-7")" = 303
http "$A" GET /boards >/dev/null
check "alice sees one accepted with the teacher's note" grep -q 'alice1.cnf</a></td><td>[0-9: -]* UTC</td><td>accepted</td><td>Nice maze' "$tmp/body"
check "and one declined with its note" grep -q 'alice2.cnf</a></td><td>[0-9: -]* UTC</td><td>declined</td><td>Too like fixed-7' "$tmp/body"
check "the accepted board is among the boards in play" test "$(grep -o 'alice1.cnf' "$tmp/body" | wc -l)" = 6
check "and in the friendly form" bash -c "[ \"\$(http '$A' GET /friendly)\" = 200 ] && grep -q '<option value=\"$a1\">alice1.cnf' '$tmp/body' && ! grep -q 'alice2.cnf' '$tmp/body'"
check "a friendly match on a declined board is refused" \
    test "$(http "$A" POST /friendly --data "csrf=$(csrf_of "$A")&mine=${good:-0}&board=$a2")" = 400

# the teacher's own board: uploaded, on trial, then in play; the others retired
cp games/madmax/boards/fixed-31337.cnf "$tmp/arena.cnf"
check "the teacher adds a board" test "$(admin -F do=add -F "board=@$tmp/arena.cnf")" = 303
check "it is on trial" test "$(state_of arena.cnf)" = trial
mine=$(idx_of arena.cnf)
check "a board on trial is not offered for friendly matches" \
    bash -c "[ \"\$(http '$A' GET /friendly)\" = 200 ] && ! grep -q 'arena.cnf' '$tmp/body'"
check "put in play" test "$(admin -F do=state -F "board_index=$mine" -F state=active)" = 303
for b in $(seq 0 $((given - 1))); do admin -F do=state -F "board_index=$b" -F state=retired >/dev/null; done
check "the course's first boards are retired" test "$(q "select group_concat(state) from course_boards where idx < $given")" = "$(printf 'retired%.0s,' $(seq 1 "$given") | sed 's/,$//')"
check "retiring a board keeps it downloadable" test "$(http "$A" GET /boards/0/default.cnf)" = 200
admin -F do=state -F "board_index=$a1" -F state=retired >/dev/null
check "the last board in play cannot be retired" test "$(admin -F do=state -F "board_index=$mine" -F state=retired)" = 409
check "the page says why" grep -q "arena.cnf is the course&#39;s last active board\|arena.cnf is the course's last active board" "$tmp/body"
mkdir "$tmp/v2" && { echo "// v2"; cat "$good_c"; } >"$tmp/v2/AIGood.c"
submit "$A" "$tmp/v2/AIGood.c" >/dev/null; v2=$(cat "$tmp/submitted")
check "her second version is judged" wait_for 90 judged "$v2"
check "a new qualification is played on the board in play only" \
    test "$(q "select group_concat(distinct board) from jobs where submission = ${v2:-0}")" = "$mine"
check "an unknown state is refused" test "$(admin -F do=state -F "board_index=$mine" -F state=gone)" = 400
check "a board that does not exist cannot be tested" test "$(admin -F do=test -F board_index=999)" = 404

# the final is played on the boards in play
check "a final starts" test "$(http "$T" POST /admin/final --data "csrf=$(csrf_of "$T")&count=2")" = 303
final_done() { [ "$(q "select count(*) from finals where finished is not null")" = 1 ]; }
check "it is played" wait_for 90 final_done
check "on the board in play only" \
    test "$(q "select group_concat(distinct board) from matches where tournament = (select max(id) from tournaments)")" = "$(realpath "$(dirname "$db")")/course-files/boards/$mine/arena.cnf"
# its report: inside the site's frame, named for the course's final, a way back, the boards played
fin=$(q "select max(id) from finals")
check "the home page links the final" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'The final has been played: <a href=\"/final\">its report</a>' '$tmp/body'"
check "the final's page is in the site's frame" \
    bash -c "[ \"\$(http '$A' GET /final)\" = 200 ] && grep -q '<title>The final ($fin)' '$tmp/body' && grep -q '<a href=\"/boards\">Boards</a>' '$tmp/body'"
check "with the report in it" grep -q "<iframe class=\"viewer final-report\" title=\"the final.s report\" src=\"/final/$fin/report.html\">" "$tmp/body"
check "and the report alone a click away" grep -q "<a href=\"/final/$fin/report.html\">The report alone</a>" "$tmp/body"
check "the teacher's list links it" bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'href=\"/final/$fin\">report</a>' '$tmp/body'"
check "the report is titled for the course's final" \
    bash -c "[ \"\$(http '$A' GET /final/$fin/report.html)\" = 200 ] && grep -q '\"title\": \"[^\"]* — final $fin\"' '$tmp/body'"
check "its way back leads to the course's home (its frame page is /final/ID: no loop)" grep -q '"back": "/"' "$tmp/body"
check "its replays have no debug file to ask for" grep -q '"debugFiles": false' "$tmp/body"
check "its matches were played on one board, and its log says so" \
    bash -c "[ \"\$(http '$T' GET /final/$fin/log.txt)\" = 200 ] && grep -q 'matches, [0-9]* players, 1 board played' '$tmp/body'"
check "a final that does not exist has no page" test "$(http "$A" GET /final/99)" = 404

# the list survives a restart: indices, states, files
stop_server
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login teacher "$(pw teacher)" "$T" >/dev/null; login alice "$(pw alice)" "$A" >/dev/null
check "after a restart the boards keep their states" \
    test "$(q "select group_concat(idx || state) from course_boards where idx >= $given")" = "${a1}retired,${a2}declined,$((a2 + 1))proposed,${mine}active"
check "and their files" bash -c "[ \"\$(http '$A' GET /boards/$mine/arena.cnf)\" = 200 ] && cmp -s '$tmp/body' '$tmp/arena.cnf'"
stop_server

# the table's room: 256 boards at most in play, on trial or proposed; declined and retired
# ones give their place back. Filled to the most: boards on trial and two proposals of bob's,
# stored as the server stores them.
live=$(q "select count(*) from course_boards where state in ('active', 'trial', 'proposed')")
next=$(q "select max(idx) + 1 from course_boards") fill=$((256 - live))
for k in $(seq 0 $((fill - 1))); do
    mkdir -p "$tmp/course-files/boards/$((next + k))" && cp games/madmax/boards/fixed-7.cnf "$tmp/course-files/boards/$((next + k))/fill$k.cnf"
done
q "with recursive n(k) as (select 0 union all select k + 1 from n where k + 1 < $fill)
   insert into course_boards(idx, file, state, proposed_by, added) select $next + k, 'fill' || k || '.cnf',
   case when k < 2 then 'proposed' else 'trial' end, case when k < 2 then (select id from users where login = 'bob') end, 0 from n"
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login teacher "$(pw teacher)" "$T" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null
check "filled: $((live + fill)) boards that count" test "$(q "select count(*) from course_boards where state in ('active', 'trial', 'proposed')")" = 256
check "the teacher's page says there is no room" bash -c "[ \"\$(http '$T' GET /admin/boards)\" = 200 ] && grep -q 'Room for 0 more boards' '$tmp/body'"
cp games/madmax/boards/fixed-7.cnf "$tmp/room1.cnf"; cp games/madmax/boards/fixed-7.cnf "$tmp/room2.cnf"
check "a board the teacher adds is refused" test "$(admin -F do=add -F "board=@$tmp/room1.cnf")" = 400
check "saying how to make room" grep -q 'the teacher declines or retires some to make room' "$tmp/body"
check "and so is a student's proposal" test "$(propose "$B" "$tmp/room2.cnf")" = 400
check "a retired board cannot be put back in play" test "$(admin -F do=state -F "board_index=$a1" -F state=active)" = 409
declined="$(admin -F do=state -F "board_index=$next" -F state=declined) $(admin -F do=state -F "board_index=$((next + 1))" -F state=declined)"
check "the teacher declines bob's two proposals ($declined)" test "$declined" = "303 303"
check "bob's page says there is room for 2 more" bash -c "[ \"\$(http '$B' GET /boards)\" = 200 ] && grep -q 'Room for 2 more boards' '$tmp/body'"
check "his new proposal gets in" test "$(propose "$B" "$tmp/room2.cnf")" = 200
check "and the teacher's board" test "$(admin -F do=add -F "board=@$tmp/room1.cnf")" = 303
retired="$(admin -F do=state -F "board_index=$((next + 2))" -F state=active) $(admin -F do=state -F "board_index=$((next + 2))" -F state=retired)"
check "a board put in play, then retired, gives its place back ($retired)" test "$retired" = "303 303"
check "the page says room for 1 more" bash -c "[ \"\$(http '$T' GET /admin/boards)\" = 200 ] && grep -q 'Room for 1 more board ' '$tmp/body'"
stop_server

# a board made by the game's board tool (Apocalypse has bin/apocalypse-board)
adb=$tmp/apocalypse.db
"$SERVER" init "$adb" --game apocalypse --seed 3 >/dev/null 2>&1
"$SERVER" users "$adb" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
db=$adb
start_server "$adb" --jobs 1 --no-ladder || { summary; exit 1; }
login teacher "$(pw teacher)" "$T" >/dev/null
check "a game with a board tool offers to make a board" bash -c "[ \"\$(http '$T' GET /admin/boards)\" = 200 ] && grep -q 'Options of apocalypse-board' '$tmp/body'"
check "the teacher makes one from a seed" test "$(admin -F do=make -F name=seeded.cnf -F seed=5)" = 303
"$BIN/apocalypse-board" -s 5 -o "$tmp/seeded.cnf"
check "it is the tool's board for that seed" cmp -s "$tmp/seeded.cnf" "$(dirname "$adb")/apocalypse-files/boards/$(q "select idx from course_boards where file = 'seeded.cnf'")/seeded.cnf"
check "on trial" test "$(q "select state from course_boards where file = 'seeded.cnf'")" = trial
check "an option that names the output is refused" test "$(admin -F do=make -F name=other.cnf -F seed=5 -F "options=-o /tmp/x")" = 400
check "an option the tool does not know gives its error" test "$(admin -F do=make -F name=other.cnf -F seed=5 -F "options=--nonsense")" = 400
check "in the page" grep -q 'The board tool failed' "$tmp/body"
check "a seed that is not a number is refused" test "$(admin -F do=make -F name=other.cnf -F seed=x)" = 400
stop_server

# Tron: a board and its map, played, the map served beside the replay
tdb=$tmp/tron.db
"$SERVER" init "$tdb" --game tron --seed 3 >/dev/null 2>&1
"$SERVER" users "$tdb" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
db=$tdb
start_server "$tdb" --jobs 1 --no-ladder || { summary; exit 1; }
login teacher "$(pw teacher)" "$T" >/dev/null
cp games/tron/boards/cube.cnf "$tmp/mycube.cnf"
check "a Tron board without its map is refused" test "$(admin -F do=add -F "board=@$tmp/mycube.cnf")" = 400
check "with its map it is taken" test "$(admin -F do=add -F "board=@$tmp/mycube.cnf" -F "map=@games/tron/boards/cube.map")" = 303
cube=$(q "select idx from course_boards where file = 'mycube.cnf'")
check "its preview is played on it" \
    bash -c "[ \"\$(http '$T' GET /boards/${cube:-0}/preview.res)\" = 200 ] && head -1 '$tmp/body' | grep -q '^tron3d' && grep -q 'map cube' '$tmp/body'"
check "and the map the viewer asks for beside it is served" test "$(http "$T" GET "/boards/${cube:-0}/cube.map")" = 200
admin -F do=test -F "board_index=${cube:-0}" >/dev/null
trial=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
check "its test match is played" wait_for 60 played
check "the viewer gets its map" \
    bash -c "[ \"\$(http '$T' GET /matches/${trial:-0}/cube.map)\" = 200 ] && cmp -s '$tmp/body' games/tron/boards/cube.map"
stop_server
summary
