#!/usr/bin/env bash
# Friendly matches on bin/arena-server: a student plays their player against opponents of
# their choice (a qualified player of the class, the Dummy, an earlier submission of
# theirs) on a board of their choice, and a series of 20 against an earlier submission,
# seats rotated, with its win rate; played after the qualifications, in no standings,
# seen by the opponents too (each only their own logs); a few waiting at most.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
here=$(pwd)/tests/server
db=$tmp/course.db
mkdir "$tmp/v2" && { echo "// version 2"; cat "$good_c"; } >"$tmp/v2/AIGood.c"
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
# every submission qualifies (one match, no win needed)
"$SERVER" init "$db" --game madmax --seed 3 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar V=$tmp/visitor.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null; login carol "$(pw carol)" "$C" >/dev/null
submit "$A" "$good_c" >/dev/null; v1=$(cat "$tmp/submitted")
submit "$A" "$tmp/v2/AIGood.c" >/dev/null; v2=$(cat "$tmp/submitted")
submit "$B" "$tmp/AIZoom.c" >/dev/null; zoom=$(cat "$tmp/submitted")
check "the players qualify" wait_for 90 decided
friendly() { # JAR FORM: the answer's status to a friendly request
    http "$1" POST /friendly --data "csrf=$(csrf_of "$1")&$2"
}

check "the friendly page answers" test "$(http "$A" GET /friendly)" = 200
check "it offers the class's qualified players" grep -q 'value="player:Zoom"' "$tmp/body"
check "but not her own as another student's" bash -c "! grep -q 'value=\"player:Good\"' '$tmp/body'"
check "and her own earlier submissions" grep -q "value=\"sub:$v1\"" "$tmp/body"
check "every page gives the deadline and the time left" grep -q '<p class="deadline">Closes 2099-01-01 00:00 UTC: [0-9]* days [0-9]* h left.</p>' "$tmp/body"
check "each opponent menu has one Dummy" \
    test "$(grep -o '<select name="opponent[123]"><option value="">Dummy</option><optgroup' "$tmp/body" | wc -l) $(grep -c '(the Dummy)\|value="dummy"' "$tmp/body")" = "3 0"
menu() { sed 's/<select/\n<select/g' "$tmp/body" | grep "^<select name=\"$1\">" | tail -1 | sed 's|</select>.*||'; }
versus_menu() { menu versus; }
mine_menu() { menu mine; } # the series' (the last)
export -f menu versus_menu mine_menu
check "the series: her latest against her earlier version by default" \
    bash -c "versus_menu | grep -q '<option value=\"$v1\" selected>' && mine_menu | grep -q '<option value=\"$v2\" selected>'"
check "nothing asked yet, the page says so" grep -q 'You have asked for no friendly match yet.' "$tmp/body"
http "$B" GET /friendly >/dev/null
check "bob, with one submission, gets no series form but a sentence why" \
    bash -c "! grep -q 'name=\"versus\"' '$tmp/body' && grep -q 'you need two submissions that compiled (you have one)' '$tmp/body'"
http "$C" GET /friendly >/dev/null
check "carol, with none, too" grep -q 'you need two submissions that compiled (you have none)' "$tmp/body"
check "the home page links to it" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'href=\"/friendly\"' '$tmp/body'"

# one match: her latest against Zoom and her first version, a Dummy in the last seat
check "alice asks for a match against Zoom and her first version" \
    test "$(friendly "$A" "mine=$v2&opponent1=player:Zoom&opponent2=sub:$v1&board=0")" = 303
job=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
check "it is queued as a friendly match of hers" test "$(q "select kind || ' ' || requested_by from jobs where id = ${job:-0}")" = "friendly 1"
check "with the seats she chose" test "$(q "select group_concat(player, ' ') from (select player from job_seats where job = ${job:-0} order by seat)")" = "Good Zoom Good_$v1 Dummy"
played() { [ "$(q "select state from jobs where id = ${job:-0}")" = done ]; }
check "it is played" wait_for 60 played
http "$A" GET /friendly >/dev/null
place=$(q "select (1 + (select count(*) from seats o where o.match = s.match and o.score > s.score)) || ' of 4, score ' || s.score
    from seats s join matches m on m.id = s.match join jobs j on j.id = m.idx and j.tournament = m.tournament where j.id = ${job:-0} and s.seat = 0")
check "her friendly page lists the match: players, board, state, her place and score" \
    grep -q "<tr><td><a href=\"/matches/$job\">$job</a></td><td>[0-9-]* [0-9:]* UTC</td><td>Good, Zoom, Good_$v1, Dummy</td><td>default.cnf</td><td>played</td><td>place $place</td></tr>" "$tmp/body"
check "into the friendly matches' records, not the ladder's" \
    test "$(q "select count(*) from matches m join course c on c.key = 'friendly_id' and m.tournament = c.value where m.idx = ${job:-0}") $(q "select count(*) from matches m join course c on c.key = 'ladder_id' and m.tournament = c.value")" = "1 0"
http "$A" GET "/matches/$job" >/dev/null
check "alice sees it with the viewer" grep -q '<iframe class="viewer"' "$tmp/body"
check "bob, whose Zoom played in it, sees it in his latest matches" \
    bash -c "[ \"\$(http '$B' GET /)\" = 200 ] && grep -q 'href=\"/matches/$job\">$job</a></td><td>friendly' '$tmp/body'"
check "and opens it" test "$(http "$B" GET "/matches/$job")" = 200
check "with his own seat's log (none: Zoom wrote nothing, and the page says so)" \
    bash -c "[ \"\$(http '$B' GET /matches/$job/log/1)\" = 404 ] && grep -q 'Seat 1 of match $job has no log: its player wrote nothing' '$tmp/body'"
check "but not alice's" test "$(http "$B" GET "/matches/$job/log/0")" = 404
check "carol, who is not in it, does not see it" test "$(http "$C" GET "/matches/$job")" = 404

# what cannot be asked for
check "a player that does not exist is refused" test "$(friendly "$A" "mine=$v2&opponent1=player:Nobody&board=0")" = 400
check "another student's submission as one's own opponent version is refused" \
    test "$(friendly "$A" "mine=$v2&opponent1=sub:$zoom&board=0")" = 400
check "another student's submission as one's own player is refused" test "$(friendly "$A" "mine=$zoom&board=0")" = 400
check "carol, with no submission, gets a page saying what to do" test "$(friendly "$C" "mine=0&board=0")" = 400
check "a board that is not the course's is refused" test "$(friendly "$A" "mine=$v2&board=99")" = 400
check "her player against itself is refused" test "$(friendly "$A" "mine=$v2&opponent1=sub:$v2&board=0")" = 400
check "saying so, with the form" bash -c "grep -q 'Opponent 1 is your player itself (#$v2)' '$tmp/body' && grep -q 'name=\"opponent1\"' '$tmp/body'"
# one friendly match waiting (a row that no worker takes: 'running'): a series says why it waits
bob_id=$(q "select id from users where login = 'bob'")
q "insert into jobs(kind, tournament, submission, board, seed, created, requested_by, state) values('friendly', 0, $zoom, 0, 1, 0, $bob_id, 'running')"
check "a series while a friendly match waits is refused" test "$(friendly "$B" "mine=$zoom&versus=$zoom")" = 429
check "saying why, in the singular" grep -q 'A series of 20 matches is played alone, and you have 1 friendly match waiting: ask for the series when it is played.' "$tmp/body"
q "delete from jobs where requested_by = $bob_id and state = 'running' and created = 0"
check "a visitor cannot ask" test "$(http "$V" POST /friendly --data "csrf=x&mine=$v2&board=0")" = 403
check "a form without the token is refused" test "$(http "$A" POST /friendly --data "mine=$v2&board=0")" = 403

# a series: her latest against her first, 20 matches, seats rotated
check "alice asks for 20 matches of her latest against her first" test "$(friendly "$A" "mine=$v2&versus=$v1")" = 303
series=$(q "select max(series) from jobs where kind = 'friendly'")
check "20 matches are queued" test "$(q "select count(*) from jobs where series = ${series:-0}")" = 20
check "the seats rotate: each version sits in every seat" \
    test "$(q "select count(distinct seat) from job_seats js join jobs j on j.id = js.job where j.series = ${series:-0} and js.submission = $v1") $(q "select count(distinct seat) from job_seats js join jobs j on j.id = js.job where j.series = ${series:-0} and js.submission = $v2")" = "4 4"
check "another request while they wait is refused (a few waiting at most)" \
    test "$(friendly "$A" "mine=$v2&opponent1=dummy&board=0")" = 429
check "the page says why" grep -q 'You have 20 friendly matches waiting (3 at most)' "$tmp/body"
http "$A" GET /friendly >/dev/null
check "the series form says a series waits for them" grep -q 'A series is played alone: you have [0-9]* friendly match[es]* waiting' "$tmp/body"
series_done() { [ "$(q "select count(*) from jobs where series = ${series:-0} and state = 'done'")" = 20 ]; }
check "the series is played" wait_for 180 series_done
http "$A" GET /friendly >/dev/null
check "the series is listed first (newest first), with its win rate" \
    bash -c "grep -o '<table class=\"list asked\">.*</table>' '$tmp/body' | grep -o '<tr><td><a href=\"/matches/[0-9]*\">' | head -2 | tr -d '\n' | grep -q 'matches/$series\">.*matches/$job\">'"
check "its row: the two submissions, 20 of 20 played, the win rate" \
    grep -q "<a href=\"/matches/$series\">$series</a> (series)</td><td>[^<]*</td><td><a href=\"/submissions/$v2\">#$v2</a> against <a href=\"/submissions/$v1\">#$v1</a>, seats rotated</td><td>every board</td><td>20 of 20 played</td><td>#$v2 won [0-9.]* of 20 ([0-9]*%)</td>" "$tmp/body"
check "no friendly match counts in the ladder" \
    test "$(q "select count(*) from matches m join course c on c.key = 'ladder_id' and m.tournament = c.value")" = 0
# the teacher's similar code: a planted copy (carol renames bob's player and reformats it)
T=$tmp/teacher.jar
login teacher "$(pw teacher)" "$T" >/dev/null
sed 's/PLAYER_NAME Zoom/PLAYER_NAME Copy/; s/^    //; s/static void \([a-z_]*\)(/static void my_\1(/; s/{$/{ \/\/ mine/' "$tmp/AIZoom.c" >"$tmp/AICopy.c"
submit "$C" "$tmp/AICopy.c" >/dev/null
check "the teacher's page links to the similar code" bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'href=\"/admin/similar\"' '$tmp/body'"
check "the similar code page answers" test "$(http "$T" GET /admin/similar)" = 200
check "it ranks carol's copy of bob's player" grep -q 'carol' "$tmp/body"
check "a student never sees it" test "$(http "$C" GET /admin/similar)" = 404
check "the server stops on SIGTERM with status 0" stop_server
check "and wrote no error" bash -c "! grep -v '^info' '$tmp/serve.err' | grep -q ."
summary
