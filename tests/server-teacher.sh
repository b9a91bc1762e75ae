#!/usr/bin/env bash
# The teacher's pages of bin/arena-server: a student's page (submissions with sources,
# matches, freezes, the out reason, similar code), a password reset, the dates changed
# from the page (a day that does not exist refused, every time shown with its zone), an
# announcement on every page, the matches searched, every final kept,
# every source exported at once, submissions judged again, the admin page's matches to play
# again with their players and board.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
here=$(pwd)/tests/server
db=$tmp/course.db files=$tmp/course-files
mkdir "$tmp/v2" && { echo "// version 2"; cat "$good_c"; } >"$tmp/v2/AIGood.c"
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
# every submission qualifies (two matches, on two boards; no win needed)
"$SERVER" init "$db" --game madmax --seed 5 --qualify-matches 2 --qualify-wins 0 --upload-interval 0 --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\ndave,Dave\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
uid() { q "select id from users where login = '$1'"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar D=$tmp/dave.jar T=$tmp/teacher.jar V=$tmp/visitor.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
for who in alice:$A bob:$B carol:$C dave:$D teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
submit "$A" "$good_c" >/dev/null; a1=$(cat "$tmp/submitted")
submit "$A" "$tmp/v2/AIGood.c" >/dev/null; a2=$(cat "$tmp/submitted")
submit "$B" "$tmp/AIZoom.c" >/dev/null; b1=$(cat "$tmp/submitted")
submit "$C" "$here/AICrash.c" >/dev/null; c1=$(cat "$tmp/submitted")
check "the players are judged" wait_for 90 decided
check "all qualify" test "$(q "select group_concat(state) from submissions")" = "qualified,qualified,qualified,qualified"
post() { # JAR PATH FORM: the answer's status to a form of the page
    http "$1" POST "$2" --data "csrf=$(csrf_of "$1")&$3"
}
ids() { grep -o 'href="/matches/[0-9]*"' "$tmp/body" | grep -o '[0-9]*' | sort -nu | tr '\n' ' '; }
ids_of() { q "$1" | sort -nu | tr '\n' ' '; }
export -f post ids

# 1. a student's page
check "the admin page links each student to their page" \
    bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'href=\"/admin/student/$(uid alice)\">alice</a>' '$tmp/body'"
check "alice's page answers" test "$(http "$T" GET "/admin/student/$(uid alice)")" = 200
check "every column of its tables is named" bash -c "! grep -q '<th></th>' '$tmp/body'"
check "and of the admin page's" bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && ! grep -q '<th></th>' '$tmp/body'"
http "$T" GET "/admin/student/$(uid alice)" >/dev/null
check "with every version, each with its source" \
    bash -c "grep -q 'href=\"/submissions/$a1/source\"' '$tmp/body' && grep -q 'href=\"/submissions/$a2/source\"' '$tmp/body'"
check "with her matches" test "$(ids)" = "$(ids_of "select js.job from job_seats js join submissions s on s.id = js.submission where s.user = $(uid alice)")"
check "the teacher opens any student's source" \
    bash -c "[ \"\$(http '$T' GET /submissions/$a2/source)\" = 200 ] && cmp -s '$tmp/body' '$tmp/v2/AIGood.c'"
check "carol's page says where her player froze, and why" \
    bash -c "[ \"\$(http '$T' GET /admin/student/$(uid carol))\" = 200 ] && grep -q 'stopped (crash) at round [0-9]*: ' '$tmp/body'"
check "putting alice out from her page goes back to it" \
    bash -c "[ \"\$(post '$T' /admin/disqualify 'user=$(uid alice)&reason=copied+%3Cb%3Ework&back=/admin/student/$(uid alice)')\" = 303 ] && grep -q '^Location: /admin/student/$(uid alice)' '$tmp/headers'"
check "which says the reason, escaped" \
    bash -c "http '$T' GET /admin/student/$(uid alice) >/dev/null && grep -q 'Out of the ladder: copied &lt;b&gt;work' '$tmp/body'"
post "$T" /admin/reinstate "user=$(uid alice)&back=/admin/student/$(uid alice)" >/dev/null
check "and putting her back" bash -c "http '$T' GET /admin/student/$(uid alice) >/dev/null && ! grep -q 'Out of the ladder' '$tmp/body'"
check "a student has no such page" test "$(http "$A" GET "/admin/student/$(uid alice)")" = 404
check "nor has a login that is none" test "$(http "$T" GET /admin/student/99999)" = 404
check "nor a path that is no number" test "$(http "$T" GET /admin/student/1x)" = 404

# similar code: carol sends a copy of bob's player, renamed and reformatted
mkdir "$tmp/copy"
sed 's/PLAYER_NAME Zoom/PLAYER_NAME Crash/; s/^    //; s/{$/{ \/\/ mine/' "$tmp/AIZoom.c" >"$tmp/copy/AICrash.c"
submit "$C" "$tmp/copy/AICrash.c" >/dev/null; c2=$(cat "$tmp/submitted")
check "the copy is taken" wait_for 60 decided
check "the similar code page is made" test "$(http "$T" GET /admin/similar)" = 200
check "with its CSV beside it" test -s "$files/similar.csv"
http "$T" GET "/admin/student/$(uid bob)" >/dev/null
check "bob's page lists the pair of his player and carol's copy" \
    grep -q "<a href=\"/submissions/$b1\">#$b1</a> AIZoom.c</td><td><a href=\"/admin/student/$(uid carol)\">carol</a></td><td><a href=\"/submissions/$c2\">#$c2</a> AICrash.c</td><td><a href=\"/admin/similar/pair/[0-9]*\">side by side</a>" "$tmp/body"
pair=$(grep -o 'AICrash.c</td><td><a href="/admin/similar/pair/[0-9]*"' "$tmp/body" | grep -o '/admin/similar/pair/[0-9]*')
check "whose side by side opens: bob's and carol's files" \
    bash -c "[ \"\$(http '$T' GET '$pair')\" = 200 ] && grep -q '<div class=pair>.*AIZoom.c.*AICrash.c\|<div class=pair>.*AICrash.c.*AIZoom.c' '$tmp/body'"
check "dave, with no submission, has no pair" \
    bash -c "http '$T' GET /admin/student/$(uid dave) >/dev/null && grep -q 'None of their submissions is among' '$tmp/body'"

# 2. a password reset
check "a student cannot reset a password" test "$(post "$A" /admin/password "user=$(uid dave)")" = 404
check "the teacher resets dave's: a new one shown once" \
    bash -c "[ \"\$(post '$T' /admin/password 'user=$(uid dave)')\" = 200 ] && grep -q '<code class=\"password\">[A-Za-z0-9]\{12\}</code>' '$tmp/body'"
new=$(grep -o '<code class="password">[A-Za-z0-9]*' "$tmp/body" | sed 's/.*>//')
check "dave's open session is ended" bash -c "[ \"\$(http '$D' GET /)\" = 200 ] && grep -q 'action=\"/login\"' '$tmp/body'"
check "his old password fails" test "$(login dave "$(pw dave)" "$tmp/old.jar")" = 403
check "the new one works" test "$(login dave "$new" "$D")" = 303
check "a password the teacher types must follow the rules" test "$(post "$T" /admin/password "user=$(uid dave)&password=short")" = 400
check "one that does is set" test "$(post "$T" /admin/password "user=$(uid dave)&password=a-long-passphrase")" = 200
check "and works" test "$(login dave a-long-passphrase "$D")" = 303
check "a teacher's account is not reset here" test "$(post "$T" /admin/password "user=$(uid teacher)")" = 404

# 3. the dates changed from the page
check "a date that is none is a 400 page that says so" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=next+friday')\" = 400 ] && grep -q 'Closes: &#39;next friday&#39; is not a date' '$tmp/body'"
check "a day February 2027 does not have is a 400 page that names it" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=2027-02-30')\" = 400 ] && grep -q 'Closes: &#39;2027-02-30&#39; is no such day' '$tmp/body'"
check "so is 2027-02-29, and an April 31" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=2027-04-31+10:00&closes=')\" = 400 ] && grep -q 'Opens: &#39;2027-04-31 10:00&#39;' '$tmp/body' && [ \"\$(post '$T' /admin/dates 'opens=&closes=2027-02-29')\" = 400 ]"
check "and an hour or a minute out of range" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=2027-01-01+24:00')\" = 400 ] && [ \"\$(post '$T' /admin/dates 'opens=&closes=2027-01-01+23:60')\" = 400 ]"
for hour in 24:00 25:00 23:60 99:00; do # one message for every hour that is none, 24:00 as the others
    check "$hour is no such time, as 2027-02-30 is no such day" \
        bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=2027-01-01+$hour')\" = 400 ] && grep -q 'Closes: &#39;2027-01-01 $hour&#39; is no such day or time' '$tmp/body'"
done
check "a refused dates form is shown again with what was typed, nothing stored" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=next+friday&freeze=2098-01-01&unfreeze=')\" = 400 ] && grep -q 'Closes: &#39;next friday&#39; is not a date' '$tmp/body' && grep -q 'name=\"closes\" placeholder=\"[^\"]*\" value=\"next friday\"' '$tmp/body' && grep -q 'name=\"freeze\" placeholder=\"[^\"]*\" value=\"2098-01-01\"' '$tmp/body' && grep -q 'Nothing was changed' '$tmp/body'"
check "a freeze before the opening is refused, saying so" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=2030-01-01&closes=2031-01-01&freeze=2029-06-01')\" = 400 ] && grep -q 'Standings frozen from: &#39;2029-06-01&#39; is before Opens: &#39;2030-01-01&#39;: the standings&#39; freeze must come after the opening' '$tmp/body' && grep -q 'name=\"opens\" placeholder=\"[^\"]*\" value=\"2030-01-01\"' '$tmp/body'"
# a refused form is no dead end: the page leads back to the page the form was sent from
long=$(head -c 2001 /dev/zero | tr '\0' x)
http "$T" POST /admin/announcement --data "csrf=$(csrf_of "$T")&text=$long" -e "$server_url/admin/student/$(uid alice)" >/dev/null
check "a refused form leads back to the page it came from" grep -q '<a class="back" href="/admin/student/[0-9]*">Back to the form</a>' "$tmp/body"
http "$T" POST /admin/announcement --data "csrf=$(csrf_of "$T")&text=$long" >/dev/null
check "or, said nowhere, to the admin page" grep -q '<a class="back" href="/admin">Back to the form</a>' "$tmp/body"
http "$T" POST /admin/announcement --data "csrf=$(csrf_of "$T")&text=$long" -e "http://elsewhere.example/admin/boards" >/dev/null
check "never to another site" grep -q '<a class="back" href="/admin">Back to the form</a>' "$tmp/body"
check "nothing of them is stored" test "$(q "select value from course where key = 'closes'")" = "$(date -u -d 2099-01-01 +%s)"
check "a leap year's February 29 is a day" test "$(post "$T" /admin/dates "opens=&closes=2028-02-29+23:59")" = 303
check "the admin page then says what changed" \
    bash -c "grep -q '^Location: /admin?dates=closes#dates' '$tmp/headers' && http '$T' GET '/admin?dates=closes' >/dev/null && grep -q '<p class=\"message\">The dates are saved. Changed: Closes, now 2028-02-29 23:59 UTC.</p>' '$tmp/body'"
check "and when nothing did, that too" \
    bash -c "[ \"\$(post '$T' /admin/dates 'opens=&closes=2028-02-29+23:59')\" = 303 ] && grep -q '^Location: /admin?dates=none#dates' '$tmp/headers' && http '$T' GET '/admin?dates=none' >/dev/null && grep -q 'Nothing changed: the dates are as they were.' '$tmp/body'"
check "kept as it was given" test "$(q "select value from course where key = 'closes'")" = "$(date -u -d '2028-02-29 23:59' +%s)"
check "init refuses February 30 in one line that names it" \
    one_error 1 "--closes '2027-02-30'" "$SERVER" init "$tmp/feb30.db" --game madmax --closes 2027-02-30
check "and makes no course" test ! -e "$tmp/feb30.db"
rm -f "$tmp/out" "$tmp/err" # one_error's files: section 7 unpacks into $tmp/out
check "init takes 2028-02-29" bash -c "'$SERVER' init '$tmp/leap.db' --game madmax --closes 2028-02-29 >/dev/null 2>&1 && [ -e '$tmp/leap.db' ]"
check "a closing before the opening is refused" test "$(post "$T" /admin/dates "opens=2030-01-01&closes=2029-01-01")" = 400
check "saying both dates and the rule" grep -q "Closes: &#39;2029-01-01&#39; is not after Opens: &#39;2030-01-01&#39;: the closing date must come after the opening date" "$tmp/body"
check "init refuses it too, by the same rule, in one line" \
    one_error 1 "--closes '2029-01-01' is not after --opens '2030-01-01': the closing date must come after the opening date" \
    "$SERVER" init "$tmp/backwards.db" --game madmax --opens 2030-01-01 --closes 2029-01-01
check "and makes no course" test ! -e "$tmp/backwards.db"
check "init refuses 24:00 as a time that is none" one_error 1 "--closes '2027-01-01 24:00': no such day or time" \
    "$SERVER" init "$tmp/h24.db" --game madmax --closes "2027-01-01 24:00"
rm -f "$tmp/out" "$tmp/err"
check "the teacher closes the course" test "$(post "$T" /admin/dates "opens=&closes=2020-01-01+12:00")" = 303
check "it is stored" test "$(q "select value from course where key = 'closes'")" = "$(date -u -d '2020-01-01 12:00' +%s)"
check "a submission is refused after it" test "$(submit "$A" "$good_c")" = 403
check "the pages say it is closed" \
    bash -c "http '$A' GET / >/dev/null && grep -q 'Closed on 2020-01-01 12:00 UTC' '$tmp/body' && grep -q 'The competition is closed' '$tmp/body'"
check "the admin form shows the date" \
    bash -c "http '$T' GET /admin >/dev/null && grep -q 'name=\"closes\" placeholder=\"[^\"]*\" value=\"2020-01-01 12:00\"' '$tmp/body'"
check "an opening in the future" test "$(post "$T" /admin/dates "opens=2098-03-04+05:06&closes=")" = 303
check "refuses submissions before it" test "$(submit "$A" "$good_c")" = 403
check "and every page says when it opens" bash -c "http '$V' GET /standings >/dev/null && grep -q 'Opens 2098-03-04 05:06 UTC' '$tmp/body'"
check "every time a page shows says its zone" \
    bash -c "http '$A' GET / >/dev/null && grep -q '<td>[0-9-]* [0-9:]* UTC</td>' '$tmp/body' && ! grep -q '<td>[0-9-]* [0-9:]*</td>' '$tmp/body'"
check "the teacher's too" \
    bash -c "http '$T' GET /admin >/dev/null && grep -q '<td>[0-9-]* [0-9:]* UTC</td>' '$tmp/body' && ! grep -q '<td>[0-9-]* [0-9:]*</td>' '$tmp/body'"
check "and a submission's page" \
    bash -c "http '$A' GET /submissions/$a1 >/dev/null && grep -q 'sent [0-9-]* [0-9:]* UTC (' '$tmp/body'"
check "dates cleared: no limit" test "$(post "$T" /admin/dates "opens=&closes=")" = 303
check "a submission is taken again" test "$(submit "$A" "$good_c")" = 303
a3=$(cat "$tmp/submitted")
check "and judged" wait_for 60 decided
check "and no page gives a deadline" bash -c "http '$A' GET / >/dev/null && ! grep -q 'class=\"deadline\"' '$tmp/body'"

# 4. an announcement on every page
check "the teacher sets an announcement" test "$(post "$T" /admin/announcement "text=Room+%3Cb%3E5%3C/b%3E+%26+no+phones")" = 303
check "a student's page shows it, escaped" \
    bash -c "http '$A' GET / >/dev/null && grep -q 'class=\"announcement\"[^>]*>Room &lt;b&gt;5&lt;/b&gt; &amp; no phones</p>' '$tmp/body' && ! grep -q '<b>5' '$tmp/body'"
check "so does a visitor's" bash -c "http '$V' GET /standings >/dev/null && grep -q 'Room &lt;b&gt;5' '$tmp/body'"
check "and the teacher's" bash -c "http '$T' GET /admin/matches >/dev/null && grep -q 'Room &lt;b&gt;5' '$tmp/body'"
check "one too long is refused" test "$(post "$T" /admin/announcement "text=$(head -c 2001 /dev/zero | tr '\0' x)")" = 400
check "cleared, it is gone" \
    bash -c "[ \"\$(post '$T' /admin/announcement 'text=x&clear=1')\" = 303 ] && http '$A' GET / >/dev/null && ! grep -q 'class=\"announcement\"' '$tmp/body'"
check "a form without the token changes nothing" test "$(http "$T" POST /admin/announcement --data "text=forged")" = 403

# 5. the matches searched
friendly=$(post "$A" /friendly "mine=$a2&opponent1=player:Zoom&board=2" >/dev/null; sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
check "every match of carol's, and no other" \
    bash -c "[ \"\$(http '$T' GET '/admin/matches?student=carol')\" = 200 ] && [ \"\$(ids)\" = '$(ids_of "select js.job from job_seats js join submissions s on s.id = js.submission where s.user = $(uid carol)")' ]"
check "the friendly one by its kind" bash -c "http '$T' GET '/admin/matches?kind=friendly' >/dev/null && [ \"\$(ids)\" = '${friendly:-x} ' ]"
seated=$(q "select group_concat(player, ', ') from (select player from job_seats where job = ${friendly:-0} order by seat)")
board=$(q "select b.path from boards b join jobs j on b.tournament = j.tournament and b.idx = j.board where j.id = ${friendly:-0}")
check "the admin page's row to play it again names its players in seat order ($seated) and its board (${board##*/})" \
    bash -c "http '$T' GET /admin >/dev/null && grep -q '<tr><td><a href=\"/matches/$friendly\">$friendly</a></td><td>[^<]*</td><td>$seated</td><td>${board##*/}</td><td>[^<]*</td><td>[^<]*</td><td><form method=\"post\" action=\"/admin/rerun\"' '$tmp/body'"
check "the qualifications by theirs" \
    bash -c "http '$T' GET '/admin/matches?kind=qualify' >/dev/null && [ \"\$(ids)\" = '$(ids_of "select id from jobs where kind = 'qualify'")' ]"
check "the crashes by their fault" \
    bash -c "http '$T' GET '/admin/matches?fault=crash' >/dev/null && [ \"\$(ids)\" = '$(ids_of "select j.id from jobs j join matches m on m.tournament = j.tournament and m.idx = j.id join seats x on x.match = m.id where x.fault = 'crash'")' ] && [ -n \"\$(ids)\" ]"
check "a board's" \
    bash -c "http '$T' GET '/admin/matches?board=1' >/dev/null && [ \"\$(ids)\" = '$(ids_of "select id from jobs where board = 1")' ] && [ -n \"\$(ids)\" ]"
check "filters together: alice's qualifications on board 0" \
    bash -c "http '$T' GET '/admin/matches?student=alice&kind=qualify&board=0&fault=none' >/dev/null && [ \"\$(ids)\" = '$(ids_of "select j.id from jobs j join submissions s on s.id = j.submission where s.user = $(uid alice) and j.kind = 'qualify' and j.board = 0")' ]"
check "the rows name the students, linked to their pages" grep -q "(<a href=\"/admin/student/$(uid alice)\">alice</a>)" "$tmp/body"
check "a kind that is none is a 400" test "$(http "$T" GET '/admin/matches?kind=bogus')" = 400
check "so is a board out of range" test "$(http "$T" GET '/admin/matches?board=99')" = 400
check "and its page leads back to the search" \
    bash -c "[ \"\$(http '$T' GET '/admin/matches?board=99' -e '$server_url/admin/matches?kind=ladder')\" = 400 ] && grep -q '<a class=\"back\" href=\"/admin/matches?kind=ladder\">Back to the form</a>' '$tmp/body'"
check "and a student who is not one" test "$(http "$T" GET '/admin/matches?student=nobody')" = 400
check "a student cannot search" test "$(http "$A" GET /admin/matches)" = 404
for n in $(seq 1 60); do echo "insert into jobs(kind, tournament, board, seed, state, created) values('rerun', 1, 0, $n, 'done', $n);"; done >"$tmp/reruns.sql"
sqlite3 -cmd ".timeout 5000" "$db" <"$tmp/reruns.sql"
http "$T" GET '/admin/matches?kind=rerun' >/dev/null
check "a page holds 50 matches and links to the older ones" \
    bash -c "[ \$(ids | wc -w) = 50 ] && grep -q 'class=\"more\" href=\"/admin/matches?before=[0-9]*&amp;student=&amp;kind=rerun' '$tmp/body'"
more=$(grep -o 'class="more" href="[^"]*"' "$tmp/body" | sed 's/.*href="//; s/"$//; s/&amp;/\&/g')
check "which has the 10 others" bash -c "http '$T' GET '$more' >/dev/null && [ \$(ids | wc -w) = 10 ] && ! grep -q 'class=\"more\"' '$tmp/body'"

# 6. every final kept, on the boards it says
nb_active=$(q "select count(*) from course_boards where state = 'active'")
# a final's players: each student's chosen player and the Dummy; a board plays a block of as many matches
players=$(($(q "select count(*) from representatives r join submissions s on s.id = r.submission where r.disqualified is null and r.player is not null") + 1))
http "$T" GET /admin >/dev/null
check "the final's form names the $nb_active boards in play and the matches that reach them all ($players players)" \
    bash -c "grep -q 'A final is played on the boards in play ($nb_active: default.cnf, ' '$tmp/body' && grep -q '$((players * nb_active)) matches or more reach every board in play' '$tmp/body' && grep -q 'name=\"boards\"' '$tmp/body'"
check "a final too short for every board in play is refused" test "$(post "$T" /admin/final "count=4")" = 400
check "saying which boards it leaves out and the count that reaches them" \
    grep -q "4 matches reach only 1 of the $nb_active boards chosen (each board plays a block of $players matches in turn, one a player: every player once in each seat), not fixed-.*: ask for $((players * nb_active)) matches or more, or name fewer boards." "$tmp/body"
check "a board that is not the course's is refused" \
    bash -c "[ \"\$(post '$T' /admin/final 'count=4&boards=nowhere.cnf')\" = 400 ] && grep -q 'Boards: &#39;nowhere.cnf&#39; is not a board of the course' '$tmp/body'"
check "nothing started" test "$(q "select count(*) from finals")" = 0
check "a final starts on the board named" test "$(post "$T" /admin/final "count=1&boards=default.cnf")" = 303
check "a second one waits for its end" test "$(post "$T" /admin/final "count=1&boards=default.cnf")" = 409
final_done() { [ "$(q "select count(*) from finals where id = $1 and finished is not null")" = 1 ]; }
check "it is played" wait_for 90 final_done 1
check "on that board alone" test "$(q "select group_concat(b.path) from boards b join tournaments t on t.id = b.tournament where t.id = (select max(id) from tournaments)" | xargs -n1 basename)" = default.cnf
check "a second final starts after it, on two boards" test "$(post "$T" /admin/final "count=5&boards=default.cnf,+fixed-7.cnf")" = 303
check "and is played" wait_for 90 final_done 2
check "both ended well" test "$(q "select group_concat(status) from finals")" = "0,0"
check "each has its report" bash -c "[ -s '$files/final/1/report.html' ] && [ -s '$files/final/2/report.html' ]"
check "the first is still reachable" test "$(http "$A" GET /final/1/report.html)" = 200
check "students' /final/ gives the latest" \
    bash -c "[ \"\$(http '$A' GET /final/report.html)\" = 200 ] && cmp -s '$tmp/body' '$files/final/2/report.html'"
replay=$(cd "$files/final/2/replays" 2>/dev/null && ls | grep -m1 '^t[0-9]*-[0-9]*\.res\.gz$')
check "its replays open" test "$(http "$A" GET "/final/2/replays/${replay:-none}")" = 200
check "the admin page lists both, with report and log" \
    bash -c "http '$T' GET /admin >/dev/null && grep -q 'href=\"/final/1\"' '$tmp/body' && grep -q 'href=\"/final/2/log.txt\"' '$tmp/body'"
check "a log is the teacher's" bash -c "[ \"\$(http '$T' GET /final/1/log.txt)\" = 200 ] && [ \"\$(http '$A' GET /final/1/log.txt)\" = 404 ]"
check "a final that was not played is a 404" test "$(http "$A" GET /final/3/report.html)" = 404
http "$A" GET /final/2 >/dev/null
students=$(q "select players from finals where id = 2")
check "its page counts the players as the report does (every entrant, the Dummy too)" \
    grep -q ": [0-9]* matches, $((students + 1)) players ($students students' chosen players and the Dummy)" "$tmp/body"
check "the report's way back leads to the course's home, not to its own page" grep -q '"back": *"/"' "$files/final/2/report.html"
check "a final of no matches is a 400" test "$(post "$T" /admin/final "count=0")" = 400

# 7. every source at once
check "the archive of every source" \
    bash -c "[ \"\$(http '$T' GET /admin/sources.tar.gz)\" = 200 ] && grep -qi '^Content-Disposition: attachment; filename=\"madmax-sources-[0-9]*.tar.gz\"' '$tmp/headers'"
mkdir "$tmp/out" && cp "$tmp/body" "$tmp/sources.tar.gz"
check "unpacks with tar" tar -xzf "$tmp/sources.tar.gz" -C "$tmp/out"
check "a folder a student, a file a version" \
    test "$(cd "$tmp/out/sources" 2>/dev/null && ls alice | tr '\n' ' ')" = "01-s$a1-AIGood.c 02-s$a2-AIGood.c 03-s$a3-AIGood.c "
check "each the source sent" bash -c "cmp -s '$tmp/out/sources/alice/02-s$a2-AIGood.c' '$tmp/v2/AIGood.c' && cmp -s '$tmp/out/sources/carol/02-s$c2-AICrash.c' '$tmp/copy/AICrash.c'"
check "with an index of them all" \
    bash -c "[ \$(grep -c . '$tmp/out/sources/index.csv') = \$((1 + $(q "select count(*) from submissions"))) ] && grep -q '^\"bob\",\"Bob\",\"Zoom\",1,$b1,[0-9-]* [0-9:]*,\"qualified\",bob/01-s$b1-AIZoom.c\$' '$tmp/out/sources/index.csv'"
check "and nothing left behind" bash -c "! ls -d '$files'/export-* 2>/dev/null"
check "a student cannot have it" test "$(http "$A" GET /admin/sources.tar.gz)" = 404

# 8. judged again
post "$B" /choose "submission=$b1" >/dev/null
check "judging one again puts it back in the queue" test "$(post "$T" /admin/rejudge "submission=$b1")" = 303
check "its old qualification matches count no more" \
    test "$(q "select count(*) from jobs where submission = $b1 and kind = 'rejudged'") $(q "select played from submissions where id = $b1")" = "2 0"
qualified_again() { [ "$(q "select state || ' ' || played from submissions where id = $b1")" = "qualified 2" ]; }
check "its verdict comes back, counted once" wait_for 60 qualified_again
check "it represents bob again, still his choice" \
    test "$(q "select r.submission || ' ' || u.chosen from representatives r join users u on u.id = r.user where u.login = 'bob'")" = "$b1 $b1"
check "with two new qualification matches" test "$(q "select count(*) from jobs where submission = $b1 and kind = 'qualify' and state = 'done'")" = 2
check "all of them again needs the confirmation" test "$(post "$T" /admin/rejudge "which=latest")" = 400
before=$(q "select count(*) from jobs where kind = 'rejudged'")
check "each student's latest again" \
    bash -c "[ \"\$(post '$T' /admin/rejudge 'which=latest&confirm=yes')\" = 200 ] && grep -q '3 submissions queued again' '$tmp/body'"
check "the verdicts come back" wait_for 90 decided
check "each latest played its matches again" \
    test "$(q "select count(*) from submissions where id in ($a3, $b1, $c2) and played = 2 and state = 'qualified'")/$(q "select count(*) from jobs where kind = 'rejudged'")" = "3/$((before + 6))"
check "one that is not a submission is a 404" test "$(post "$T" /admin/rejudge "submission=99999")" = 404
check "nor is a word" test "$(post "$T" /admin/rejudge "submission=abc")" = 404
check "all of what is none is a 400" test "$(post "$T" /admin/rejudge "which=some&confirm=yes")" = 400
check "a student cannot" test "$(post "$A" /admin/rejudge "submission=$a1")" = 404

check "the server stops on SIGTERM with status 0" stop_server
check "and wrote no error" bash -c "! grep -v '^info' '$tmp/serve.err' | grep -q ."
summary
