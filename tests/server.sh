#!/usr/bin/env bash
# bin/arena-server end to end, with curl: a course made and served; students log in,
# submit (a good player in C and one in C++, one that does not compile, one that crashes,
# hostile ones), see their verdicts and matches, qualify, play the ladder, choose their
# submission; the teacher's page. Every security point as a test: another student, a
# logged-out visitor, a forged form, hostile names and sources, rate limits. Then the
# server killed with SIGKILL mid-work and started again loses nothing.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
here=$(pwd)/tests/server
db=$tmp/course.db

# ---- init and users ----
check "init refuses an unknown game" one_error 1 "no game 'chess'" "$SERVER" init "$tmp/x.db" --game chess
check "init needs a game" one_error 2 "give the game" "$SERVER" init "$tmp/x.db"
check "a bad date is one error line" one_error 1 "give a date" "$SERVER" init "$tmp/x.db" --game madmax --opens tomorrow
check "no course file is left by a failed init" test ! -e "$tmp/x.db"
# Good is the Dummy renamed: whether it finishes ahead of the Dummies is the seeds' doing,
# and its qualification seeds come from the course's seed and its source. With seed 7,
# Good and Zoom (the same player renamed) each win 1 of 2: change good.sed or the Dummy,
# and choose the seed again.
"$SERVER" init "$db" --game madmax --seed 7 --qualify-matches 2 --qualify-wins 1 --title 'EDA <2026>' >"$tmp/init.out" 2>&1
check "init makes the course: $(cat "$tmp/init.out")" test -s "$db"
check "init makes the students' kit" tar tzf "$tmp/course-files/kit.tar.gz" >/dev/null
check "init refuses to make a course twice" one_error 1 "exists already" "$SERVER" init "$db" --game madmax
check "the records are bin/tournament's" test "$(q "select count(*) from tournaments")" = 2
printf 'login,name\nalice,Alice\nbob,"Bob, the <b>bold</b>"\ncarol,<script>alert(1)</script>\nteacher,Teacher,admin\nbad login,X\ndave,Dave\nerin,Erin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>"$tmp/users.err"
check "users prints a password per account" test "$(grep -c '^[a-z]*,[A-Za-z0-9]\{12\}$' "$tmp/passwords")" = 6
check "users names a bad line by file:line" grep -q "class.csv:6: a login is" "$tmp/users.err"
check "passwords are stored as Argon2id hashes" test "$(q "select count(*) from users where password like '\$argon2id\$%'")" = 6
check "the course database is its owner's alone (0600)" test "$(stat -c %a "$db")" = 600
check "and so are its files (0700)" test "$(stat -c %a "$tmp/course-files")" = 700
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
check "users again leaves existing accounts as they are" test "$("$SERVER" users "$db" "$tmp/class.csv" 2>/dev/null | wc -l)" = 0
check "the server needs a course database" one_error 1 "no course database" "$SERVER" serve "$tmp/x.db"
sqlite3 "$tmp/other.db" "create table notes(x)"
check "and refuses another SQLite file" one_error 1 "not arena" "$SERVER" serve "$tmp/other.db"

# ---- logging in (behind a proxy: X-Real-IP gives the client's address) ----
start_server "$db" --jobs 2 --no-ladder --behind-proxy || { summary; exit 1; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar T=$tmp/teacher.jar V=$tmp/visitor.jar
check "a wrong password is refused" test "$(login alice wrong "$A")" = 403
check "a login form without its token is refused" \
    test "$(http "$A" POST /login --data 'login=alice' --data-urlencode "password=$(pw alice)")" = 403
check "alice logs in" test "$(login alice "$(pw alice)" "$A")" = 303
check "the session cookie is HttpOnly and SameSite=Strict" grep -qi '^Set-Cookie: arena_session=[0-9a-f]\{64\}; Path=/; HttpOnly; SameSite=Strict' "$tmp/headers"
check "only the token's hash is stored" test "$(q "select count(*) from sessions where token = '$(awk '/arena_session/ {print $7}' "$A")'")" = 0
login_from() { # ADDRESS LOGIN PASSWORD JAR: a login from that address (through the proxy)
    rm -f "$4"
    local token; token=$(csrf_of "$4")
    http "$4" POST /login -H "X-Real-IP: $1" --data-urlencode "csrf=$token" --data-urlencode "login=$2" --data-urlencode "password=$3"
}
wrong=$(for k in 1 2 3 4 5; do login_from 10.0.0.1 bob wrong "$B"; echo; done | tr '\n' ' ')
check "five wrong passwords are refused: $wrong" test "$wrong" = "403 403 403 403 403 "
check "then that login is slowed down from that address (the right password too)" test "$(login_from 10.0.0.1 bob "$(pw bob)" "$B")" = 429
check "the page says how long to wait" grep -q 'wait [0-9]* seconds' "$tmp/body"
check "the owner from another address still gets in" test "$(login_from 10.0.0.2 bob "$(pw bob)" "$B")" = 303
sleep 5
check "and from the first address after the delay" test "$(login_from 10.0.0.1 bob "$(pw bob)" "$B")" = 303
# a lab behind one address: one student guesses through the class (100 failures)
q "insert into login_failures select 'guess' || value, '10.0.0.9', $(date +%s) from generate_series(1, 100)" 2>/dev/null ||
    for k in $(seq 1 100); do q "insert into login_failures values('guess$k', '10.0.0.9', $(date +%s))"; done
check "a lab's address with 100 failures does not lock the others behind it out" \
    test "$(login_from 10.0.0.9 carol "$(pw carol)" "$tmp/lab.jar")" = 303
login_from 10.0.0.9 dave wrong "$tmp/lab.jar" >/dev/null
check "but the guesser is slowed down at once on a login it failed" test "$(login_from 10.0.0.9 dave wrong "$tmp/lab.jar")" = 429
check "while dave from his own address is not" test "$(login_from 10.0.0.3 dave "$(pw dave)" "$tmp/dave.jar")" = 303
q "delete from login_failures"
check "bob logs in" test "$(login bob "$(pw bob)" "$B")" = 303
check "carol logs in" test "$(login carol "$(pw carol)" "$C")" = 303
check "the teacher logs in" test "$(login teacher "$(pw teacher)" "$T")" = 303
change() { # CURRENT NEW AGAIN: the teacher's password page's answer
    local token; token=$(csrf_of "$T")
    http "$T" POST /password --data-urlencode "csrf=$token" --data-urlencode "current=$1" --data-urlencode "new=$2" \
        --data-urlencode "again=$3" >/dev/null
    grep -o 'class="message">[^<]*' "$tmp/body" | sed 's/.*>//'
}
check "the password page states the rules before the first try" \
    bash -c "[ \"\$(http '$T' GET /password)\" = 200 ] && grep -q 'at least 10 characters' '$tmp/body'"
check "a password change needs the current password" test "$(change wrong new-password-1 new-password-1)" = "The current password is wrong."
check "a new password has 10 characters or more" test "$(change "$(pw teacher)" short short)" = "A password has at least 10 characters."
check "typed twice the same" test "$(change "$(pw teacher)" new-password-1 new-password-2)" = "The two new passwords differ."
login teacher "$(pw teacher)" "$tmp/t-elsewhere.jar" >/dev/null
check "the password changes" test "$(change "$(pw teacher)" new-password-1 new-password-1)" = "Your password is changed."
check "the change ends the teacher's other sessions" \
    bash -c "[ \"\$(http '$tmp/t-elsewhere.jar' GET /admin)\" = 303 ] && [ \"\$(http '$T' GET /admin)\" = 200 ]"
check "the old one no longer logs in" test "$(login teacher "$(pw teacher)" "$tmp/t2.jar")" = 403
check "the new one does" test "$(login teacher new-password-1 "$tmp/t2.jar")" = 303
http "$A" GET / >/dev/null
check "every page has a Content-Security-Policy" grep -qi "^Content-Security-Policy: default-src 'self'; script-src 'self'" "$tmp/headers"
check "the course title is escaped" grep -q 'EDA &lt;2026&gt;' "$tmp/body"
check "the qualification rule is stated where the student uploads" grep -q 'finish ahead of every Dummy in 1 of 2 matches' "$tmp/body"
http "$C" GET / >/dev/null
check "a name full of markup shows as text" grep -q '&lt;script&gt;alert(1)&lt;/script&gt;' "$tmp/body"
check "and never as markup" bash -c "! grep -q '<script>alert' '$tmp/body'"

# ---- submissions ----
check "a good C player is taken" test "$(submit "$A" "$good_c")" = 303
good=$(cat "$tmp/submitted")
check "the next upload of a student waits a little" test "$(submit "$A" "$good_c")" = 429
check "and the page says how long" grep -q 'One submission every 10 s: wait [0-9]* s, then send it again below' "$tmp/body"
check "with the upload form again and the way back" \
    bash -c "grep -q '<form method=\"post\" action=\"/submit\" enctype=\"multipart/form-data\"' '$tmp/body' && grep -q 'name=\"csrf\"' '$tmp/body' && grep -q '<a href=\"/\">Back to your page</a>' '$tmp/body'"
check "a C++ player (the rule book's API) is taken" test "$(submit "$B" "$here/AIPlus.cc")" = 303
plus=$(cat "$tmp/submitted")
q "update users set last_upload = 0"
check "a player that does not compile is taken" test "$(submit "$B" "$here/AIBroken.c")" = 303
broken=$(cat "$tmp/submitted")
check "a player that crashes is taken" test "$(submit "$C" "$here/AICrash.c")" = 303
crash=$(cat "$tmp/submitted")
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
check "every verdict within 60 s" wait_for 60 decided
check "the good player qualifies (ahead of the Dummy)" test "$(q "select state from submissions where id = $good")" = qualified
http "$A" GET "/submissions/$good" >/dev/null
check "its verdict says it qualified, and how" grep -q 'Verdict: <strong>qualified: won [0-9]* of [0-9]* against the Dummy</strong>' "$tmp/body"
check "its page lists its qualification matches" test "$(grep -o 'href="/matches/[0-9]*"' "$tmp/body" | sort -u | wc -l)" = 2
http "$B" GET "/submissions/$broken" >/dev/null
check "the broken player's page shows the checker's file:line" grep -q 'AIBroken.c:10: error: move_everyone_home()' "$tmp/body"
check "its verdict gives the reason first, with the line" grep -q 'Verdict: <strong>refused: move_everyone_home() [^<]* (line 10)</strong>' "$tmp/body"
check "the home page says the same" bash -c "[ \"\$(http '$B' GET /)\" = 200 ] && grep -q '<td>refused: move_everyone_home() [^<]* (line 10)</td>' '$tmp/body'"
check "the C++ player is accepted (and plays)" bash -c "[ \"\$(q 'select played from submissions where id = $plus')\" = 2 ]"
http "$C" GET "/submissions/$crash" >/dev/null
check "the crashing player's verdict shows why it was stopped" grep -q 'stopped: .*crash' "$tmp/body"
job=$(q "select min(id) from jobs where submission = $crash")
crash_round=$(q "select s.frozen_round from seats s join matches m on m.id = s.match join jobs j on j.tournament = m.tournament and j.id = m.idx join job_seats js on js.job = j.id and js.seat = s.seat where j.id = $job and js.submission = $crash")
check "its verdict: the crash and its round first, then the count" \
    grep -q "Verdict: <strong>crashed in round $crash_round; did not beat the Dummy: won 0 of [0-9]*, needs [0-9]*</strong>" "$tmp/body"
http "$C" GET "/matches/$job" >/dev/null
check "its match page says why, in its seat" grep -q 'class="mine".*stopped: ' "$tmp/body"
check "every column of its table is named" bash -c "! grep -q '<th></th>' '$tmp/body'"
check "the match page shows the replay in the viewer" grep -q "<iframe class=\"viewer\" title=\"the replay\" src=\"/games/madmax/viewer/viewer.html?replay=/matches/$job/replay.res.gz&amp;debug=\\(/matches/$job/replay.res.debug\\)\\?\"" "$tmp/body"
# from the round it crashed in: the replay's state until then; from the start, its board
from="--from match-$job.res.gz:$crash_round -o again.res"
[ "$crash_round" = 0 ] && from="-s $(q "select seed from jobs where id = $job") -i [^ ]*\.cnf -o match.res</pre>"
check "and the command that replays it from the round it crashed in ($crash_round)" grep -q -- "$from" "$tmp/body"
check "the replay downloads" bash -c "[ \"\$(http '$C' GET /matches/$job/match-$job.res.gz)\" = 200 ] && gzip -t '$tmp/body'"
check "the viewer's page is served" test "$(http "$C" GET /games/madmax/viewer/viewer.html)" = 200
check "and its scripts" test "$(http "$C" GET /viewer/common/shell.js)" = 200
check "a student downloads the kit" bash -c "[ \"\$(http '$C' GET /kit)\" = 200 ] && tar tzf '$tmp/body' | grep -q 'AINull.c'"
check "a visitor does not" test "$(http "$V" GET /kit)" = 303
check "no file outside the viewers is served" test "$(http "$C" GET /viewer/common/..%2F..%2FREADME.md)" = 404

# hostile sources and names
q "update users set last_upload = 0"
check "a file name that is not AIName.c is refused" test "$(submit "$C" "$here/../../README.md")" = 400
for f in AIMarkup AISnoop AIEmbed; do
    q "update users set last_upload = 0"
    submit "$C" "$here/$f.c" >/dev/null
done
wait_for 60 decided
http "$C" GET "/submissions/$(q "select id from submissions where file = 'AIMarkup.c'")" >/dev/null
check "a source's markup shows as text in its report" grep -q '&lt;script&gt;alert(&#39;pwned&#39;)&lt;/script&gt;' "$tmp/body"
check "and never as markup" bash -c "! grep -q \"<script>alert\" '$tmp/body'"
http "$C" GET "/submissions/$(q "select id from submissions where file = 'AISnoop.c'")" >/dev/null
check "#include of a server file is refused, nothing of it shown" bash -c "grep -q 'refused' '$tmp/body' && ! grep -q 'root:' '$tmp/body'"
http "$C" GET "/submissions/$(q "select id from submissions where file = 'AIEmbed.c'")" >/dev/null
check ".incbin of a server file is refused" bash -c "grep -q '.incbin' '$tmp/body' && ! grep -q 'root:' '$tmp/body'"
head -c 300000 /dev/zero | tr '\0' 'x' >"$tmp/AIHuge.c"
q "update users set last_upload = 0"
check "an upload beyond the course's size is refused" test "$(submit "$C" "$tmp/AIHuge.c")" = 413
check "nothing of it is stored" test "$(q "select count(*) from submissions where file = 'AIHuge.c'")" = 0
check "the page names the limit and the upload's size" grep -q 'a source is at most 256 KB, and this upload is 29[0-9] KB' "$tmp/body"
check "gives the form back, and the way back" bash -c "grep -q 'action=\"/submit\"' '$tmp/body' && grep -q 'href=\"/\">Back to your page' '$tmp/body'"
check "and knows who is logged in (no \"Log in\" link)" bash -c "grep -q '<span class=\"who\">carol</span>' '$tmp/body' && ! grep -q '>Log in<' '$tmp/body'"
# the same sent without a length (chunked): the body is cut at the limit, the same page
q "update users set last_upload = 0"
http "$C" POST /submit -H 'Transfer-Encoding: chunked' -F "csrf=$(csrf_of "$C")" -F "source=@$tmp/AIHuge.c" >"$tmp/status"
check "sent in chunks, the same 413 page with its form" \
    bash -c "[ \"\$(cat '$tmp/status')\" = 413 ] && grep -q 'a source is at most 256 KB' '$tmp/body' && grep -q 'action=\"/submit\"' '$tmp/body'"
: >"$tmp/AIEmpty.c"
q "update users set last_upload = 0"
check "an empty file is refused" test "$(submit "$C" "$tmp/AIEmpty.c")" = 400
check "saying it is empty, with the form" bash -c "grep -q 'AIEmpty.c is empty (0 bytes)' '$tmp/body' && grep -q 'action=\"/submit\"' '$tmp/body'"

# ---- what belongs to whom ----
alice_job=$(q "select id from jobs where submission = $good limit 1")
for path in "/submissions/$good" "/submissions/$good/source" "/matches/$alice_job" "/matches/$alice_job/replay.res.gz" \
    "/matches/$alice_job/match-$alice_job.res.gz" "/matches/$alice_job/replay.res.debug" "/matches/$alice_job/log/0" \
    "/matches/$alice_job/log/1"; do
    check "another student gets 404 for $path" test "$(http "$B" GET "$path")" = 404
    check "and learns nothing of it" bash -c "! grep -q 'Good' '$tmp/body'"
    check "a logged-out visitor is sent to log in for $path" test "$(http "$V" GET "$path")" = 303
done
check "a visitor cannot submit" test "$(http "$V" POST /submit -F 'csrf=x' -F "source=@$good_c")" = 403
check "another student cannot choose alice's submission" \
    test "$(http "$B" POST /choose --data "csrf=$(csrf_of "$B")&submission=$good")" = 404
check "a student cannot see the teacher's page" test "$(http "$A" GET /admin)" = 404
check "nor its CSV" test "$(http "$A" GET /admin/standings.csv)" = 404
check "nor act as the teacher" test "$(http "$A" POST /admin/disqualify --data "csrf=$(csrf_of "$A")&user=2&reason=x")" = 404
check "alice reads her own source" bash -c "[ \"\$(http '$A' GET /submissions/$good/source)\" = 200 ] && cmp -s '$tmp/body' '$good_c'"
check "it opens in the page (not a download)" grep -qi '^Content-Disposition: inline; filename="AIGood.c"' "$tmp/headers"
seat=$(q "select seat from job_seats where job = $alice_job and submission = $good")
http "$A" GET "/matches/$alice_job/replay.res.debug" >/dev/null
check "alice's debug file holds her seat's lines only" \
    bash -c "[ \$(grep -c '\"seat\":' '$tmp/body') -gt 0 ] && [ \$(grep '\"seat\":' '$tmp/body' | grep -vc '\"seat\":$seat,') = 0 ]"
# Good writes nothing on standard error: the judge keeps no log of its seat, and says so
check "her own seat's log: none, since it wrote nothing, said so (not an empty file)" \
    bash -c "[ \"\$(http '$A' GET /matches/$alice_job/log/$seat)\" = 404 ] && grep -q 'has no log: its player wrote nothing' '$tmp/body'"
http "$A" GET "/matches/$alice_job" >/dev/null
check "and her match's page gives no link to it, but the reason" \
    bash -c "! grep -q 'href=\"/matches/$alice_job/log/$seat\"' '$tmp/body' && grep -q 'no log: it wrote nothing' '$tmp/body'"
other=$(( (seat + 1) % 4 ))
check "a Dummy's log is not hers" test "$(http "$A" GET "/matches/$alice_job/log/$other")" = 404

# ---- forged forms ----
before=$(q "select count(*) from submissions")
q "update users set last_upload = 0"
check "a form without the CSRF token is refused" test "$(http "$A" POST /submit -F "source=@$good_c")" = 403
check "a form with another session's token is refused" \
    test "$(http "$A" POST /submit -F "csrf=$(csrf_of "$B")" -F "source=@$good_c")" = 403
check "nothing was stored" test "$(q "select count(*) from submissions")" = "$before"
check "a logout without the token does not log out" \
    bash -c "[ \"\$(http '$A' POST /logout)\" = 403 ] && [ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'My player' '$tmp/body'"

# ---- names ----
q "update users set last_upload = 0"
sed 's/PLAYER_NAME Good/PLAYER_NAME Other/' "$good_c" >"$tmp/AIOther.c"
check "a qualified student's name is locked" test "$(submit "$A" "$tmp/AIOther.c")" = 400
check "the page says which name" grep -q 'named Good' "$tmp/body"
check "another student cannot take a locked name" test "$(submit "$B" "$good_c")" = 409
check "the page says to rename the player, with the upload form again and the way back" \
    bash -c "grep -q 'The name Good is another student&#39;s: rename your player, its file (AINewName.c or AINewName.cc) and the line #define PLAYER_NAME NewName' '$tmp/body' && grep -q 'action=\"/submit\"' '$tmp/body' && grep -q '<a href=\"/\">Back to your page</a>' '$tmp/body'"
# two students, one name, neither qualified yet: a name is held from the first compile of a
# player of that name, not from an upload the checker refuses
D=$tmp/dave.jar E=$tmp/erin.jar
login dave "$(pw dave)" "$D" >/dev/null; login erin "$(pw erin)" "$E" >/dev/null
mkdir -p "$tmp/refused" && sed 's/PLAYER_NAME Broken/PLAYER_NAME Zoom/' "$here/AIBroken.c" >"$tmp/refused/AIZoom.c"
check "erin's AIZoom.c, which the checker refuses, is taken" test "$(submit "$E" "$tmp/refused/AIZoom.c")" = 303
squat=$(cat "$tmp/submitted")
checked() { [ "$(q "select count(*) from submissions where id = $1 and state not in ('queued', 'compiling')")" = 1 ]; }
wait_for 60 checked "$squat"
check "the checker refuses it" test "$(q "select state from submissions where id = $squat")" = refused
check "it holds no name" test "$(q "select count(*) from names where name = 'Zoom'")" = 0
sed 's/PLAYER_NAME Good/PLAYER_NAME Zoom/' "$good_c" >"$tmp/AIZoom.c"
check "dave's good AIZoom.c is taken" test "$(submit "$D" "$tmp/AIZoom.c")" = 303
zoom=$(cat "$tmp/submitted")
check "it compiles" wait_for 60 checked "$zoom"
check "and the name is dave's from then on" test "$(q "select u.login from names n join users u on u.id = n.user where n.name = 'Zoom'")" = dave
q "update users set last_upload = 0"
check "erin's AIZoom.c, before either qualified, is refused at once" test "$(submit "$E" "$tmp/AIZoom.c")" = 409
check "the page says the name is taken" grep -q 'The name Zoom is another student&#39;s: rename your player' "$tmp/body"
sed 's/PLAYER_NAME Zoom/PLAYER_NAME zoom/' "$tmp/AIZoom.c" >"$tmp/AIzoom.c"
check "in any case" test "$(submit "$E" "$tmp/AIzoom.c")" = 409
check "a copy of the kit's Dummy cannot take the Dummy's name" test "$(submit "$E" games/madmax/AIDummy.c)" = 409
check "the page says it is a player of the kit's" grep -q "The name Dummy is a player of the kit&#39;s: rename your player" "$tmp/body"
sed 's/PLAYER_NAME Good/PLAYER_NAME Null/' "$good_c" >"$tmp/AINull.c"
check "nor a player named after Null" test "$(submit "$E" "$tmp/AINull.c")" = 409
# an upload of erin's sent before dave's compiled (stored as the upload stores it): refused
# when it compiles
q "insert into submissions(user, file, player, source, hash, at) select id, 'AIZoom.c', 'Zoom',
   readfile('$tmp/AIZoom.c'), '$(sha256sum <"$tmp/AIZoom.c" | cut -c1-64)', 0 from users where login = 'erin'"
late=$(q "select max(id) from submissions")
check "erin's AIZoom.c sent before dave's compiled is judged" wait_for 60 checked "$late"
http "$E" GET "/submissions/$late" >/dev/null
check "and refused: the name is taken" grep -q 'Verdict: <strong>refused: the name Zoom is taken: another student' "$tmp/body"
check "the name stays dave's" test "$(q "select u.login from names n join users u on u.id = n.user where n.name = 'Zoom'")" = dave
check "nothing more of erin's is stored" test "$(q "select count(*) from submissions s join users u on u.id = s.user where u.login = 'erin'")" = 2
check "and nothing is stuck: dave's Zoom is judged" wait_for 60 decided
check "dave's Zoom qualifies and holds its name" test "$(q "select s.state || ' ' || u.player from submissions s join users u on u.id = s.user where s.id = $zoom")" = "qualified Zoom"

# ---- choosing, the ladder, the teacher ----
q "update users set last_upload = 0"
submit "$A" "$good_c" >/dev/null
second=$(cat "$tmp/submitted")
wait_for 60 decided
http "$A" GET / >/dev/null
check "the latest qualified submission represents her" grep -q "href=\"/submissions/$second\">$second</a></td>.*<strong>yes</strong></td></tr><tr class=\"qualified\"><td><a href=\"/submissions/$good\"" "$tmp/body"
token=$(csrf_of "$A")
check "she chooses the first one" test "$(http "$A" POST /choose --data "csrf=$token&submission=$good")" = 303
check "it represents her now" test "$(q "select chosen from users where login = 'alice'")" = "$good"
check "the server stops on SIGTERM with status 0" stop_server
# bob's C++ player qualifies or not by the game: make it one (for a ladder of two)
q "update submissions set state = 'qualified' where id = $plus; update users set player = 'Plus' where login = 'bob'"
q "insert or replace into entrants select t.id, 'Plus', 'AIPlus.cc', s.hash, null from tournaments t, submissions s where s.id = $plus and t.key like '%ladder%'"
start_server "$db" --jobs 2 --ladder-matches 3 || { summary; exit 1; }
ladder() { [ "$(q "select count(*) from jobs where kind = 'ladder' and state = 'done'")" -ge 3 ]; }
check "the ladder plays (3 matches within 60 s)" wait_for 60 ladder
sleep 2
check "and rests once every representative played its --ladder-matches" \
    test "$(q "select count(*) from jobs where kind = 'ladder'")" = 3
http "$V" GET /standings >/dev/null
check "the standings list both players" bash -c "grep -q '<td>Good</td>' '$tmp/body' && grep -q '<td>Plus</td>' '$tmp/body'"
check "with what the rule of now gives their representative" grep -q "<td>Good</td>.*<td>yes: won $(q "select wins from submissions where id = $good") of 2</td>" "$tmp/body"
check "ladder matches use alice's chosen submission" \
    test "$(q "select count(*) from job_seats js join jobs j on j.id = js.job where j.kind = 'ladder' and js.player = 'Good' and js.submission != $good")" = 0
http "$A" GET / >/dev/null
check "alice's home gives her rank, rating and place" \
    grep -q '<p class="standing">In the <a href="/standings">standings</a>: <strong>rank [1-9] of [2-9]</strong> · rating -\?[0-9.]* · mean place [0-9.]* · mean score [0-9.]* · [0-9]* ladder matches, [0-9]* with a fault</p>' "$tmp/body"
check "her matches list kind, board, opponents, place and score" \
    grep -q '<td>ladder</td><td>[a-z0-9-]*.cnf</td><td>Good</td><td>[A-Za-z, ]*Plus[A-Za-z, ]*</td><td>done</td><td>[1-4] of 4</td><td>-\?[0-9]*</td>' "$tmp/body"
check "every column of the table is named" bash -c "! grep -q '<th></th>' '$tmp/body'"
check "both kinds are listed" bash -c "grep -q '<td>ladder</td>' '$tmp/body' && grep -q '<td>qualification</td>' '$tmp/body'"
http "$A" GET "/?kind=ladder" >/dev/null
check "the filter keeps one kind" bash -c "grep -q '<td>ladder</td>' '$tmp/body' && ! grep -q '<td>qualification</td>' '$tmp/body'"
check "and says which" grep -q '<option value="ladder" selected>' "$tmp/body"
check "a kind that does not exist lists nothing" bash -c "[ \"\$(http '$A' GET '/?kind=nonsense')\" = 200 ] && grep -q 'No match yet' '$tmp/body'"
check "the teacher's page shows the queue" bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'matches played in the last hour' '$tmp/body'"
check "the standings export as CSV" \
    bash -c "[ \"\$(http '$T' GET /admin/standings.csv)\" = 200 ] && head -1 '$tmp/body' | grep -q '^rank,player,login' && grep -q '\"Good\",\"alice\"' '$tmp/body'"
token=$(csrf_of "$T")
check "the teacher puts bob's player out" \
    test "$(http "$T" POST /admin/disqualify --data "csrf=$token&user=$(q "select id from users where login = 'bob'")&reason=copied <code>")" = 303
http "$V" GET /standings >/dev/null
check "the standings say he is out" grep -q '<td>Plus <small>(out)</small>' "$tmp/body"
check "but not why: that is his and the teachers' business" bash -c "! grep -q 'copied' '$tmp/body'"
check "ranks run from 1 among the players shown (no hidden Dummy, no player out counted)" \
    bash -c "[ \"\$(grep -o '<tr><td>[0-9]*</td>' '$tmp/body' | head -1)\" = '<tr><td>1</td>' ]"
http "$B" GET / >/dev/null
check "bob's own page says why" grep -q 'out of the ladder: copied &lt;code&gt;' "$tmp/body"
check "and the teacher's CSV" bash -c "[ \"\$(http '$T' GET /admin/standings.csv)\" = 200 ] && grep -q 'copied <code>' '$tmp/body'"
check "the teacher plays a match again" test "$(http "$T" POST /admin/rerun --data "csrf=$token&job=$alice_job")" = 303
rerun=$(q "select max(id) from jobs where kind = 'rerun'")
rerun_done() { [ "$(q "select state from jobs where id = $rerun")" = done ]; }
check "the match is played again, with the same result ($rerun)" timeout 60 bash -c "
    [ -n '$rerun' ] || exit 1
    until [ \"\$(sqlite3 -cmd '.timeout 5000' '$db' \"select state from jobs where id = $rerun\")\" = done ]; do sleep 0.2; done
    [ \"\$(sqlite3 '$db' \"select group_concat(score) from (select s.score from seats s join matches m on m.id = s.match where m.idx = $alice_job order by s.seat)\")\" = \
      \"\$(sqlite3 '$db' \"select group_concat(score) from (select s.score from seats s join matches m on m.id = s.match where m.idx = $rerun order by s.seat)\")\" ]"
check "match records stay append-only" bash -c "! sqlite3 '$db' 'delete from matches' 2>/dev/null"
check "the server stops on SIGTERM with status 0" stop_server

# ---- a verdict is not a lottery; one student does not delay the others ----
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login carol "$(pw carol)" "$C" >/dev/null
seeds() { q "select group_concat(seed, ' ') from (select seed from jobs where submission = $1 and kind = 'qualify' order by id)"; }
check "the same source plays the same qualification matches (seeds from the source)" test "$(seeds "$good")" = "$(seeds "$second")"
check "hence the same verdict" test "$(q "select state || wins from submissions where id = $good")" = "$(q "select state || wins from submissions where id = $second")"
http "$A" GET "/submissions/$good" >/dev/null
first_seed=$(seeds "$good" | cut -d' ' -f1)
check "its page says how the verdict is reached and how to play each match at home" \
    bash -c "grep -q 'it qualifies if it finishes ahead of every Dummy in 1 of them' '$tmp/body' && grep -qF './Game Good Dummy Dummy Dummy -s $first_seed -i default.cnf -o match.res' '$tmp/body'"
printf 'int x;\n\0\0 junk\n' >"$tmp/AINulbytes.c"
q "update users set last_upload = 0"
check "a source with NUL bytes is refused at once" test "$(submit "$C" "$tmp/AINulbytes.c")" = 400
check "in one clear line, with no path of the server" bash -c "grep -q 'AINulbytes.c holds a NUL byte (byte 8)' '$tmp/body' && ! grep -q '/tmp' '$tmp/body'"
flood=()
for k in 1 2 3; do
    q "update users set last_upload = 0"
    mkdir -p "$tmp/v$k" && { echo "// version $k"; cat "$good_c"; } >"$tmp/v$k/AIGood.c"
    submit "$A" "$tmp/v$k/AIGood.c" >/dev/null; flood+=("$(cat "$tmp/submitted")")
done
q "update users set last_upload = 0"
check "a fourth submission waiting is refused" test "$(submit "$A" "$good_c")" = 429
check "the page says how many wait" grep -q 'You have 3 submissions waiting for their verdict' "$tmp/body"
q "update users set last_upload = 0"
submit "$C" "$here/AICrash.c" >/dev/null; late=$(cat "$tmp/submitted")
http "$C" GET "/submissions/$late" >/dev/null
check "a queued submission's page gives its place and an estimate" \
    bash -c "grep -q 'Verdict: <strong>\(waiting to be checked</strong>. [0-9]* submissions\? before it.*checked in about [0-9]* s\|being checked\|playing against the Dummy\|qualified\|did not beat\)' '$tmp/body'"
check "all judged" wait_for 90 decided
check "carol's later submission was checked before alice's third (round robin)" \
    test "$(q "select (select taken from submissions where id = $late) < (select taken from submissions where id = ${flood[2]})")" = 1
check "the server stops on SIGTERM with status 0" stop_server

# ---- a database error ----
ARENA_DB_BUSY_MS=300 start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null
q "update users set last_upload = 0"
(echo "BEGIN EXCLUSIVE;"; sleep 3; echo "COMMIT;") | sqlite3 "$db" &
locker=$!
sleep 0.5
check "a locked database is a page saying so, not a crash" test "$(submit "$A" "$good_c")" = 503
check "the page says what happened" grep -q 'could not be stored' "$tmp/body"
wait $locker
check "and the server's log one error line for it" bash -c "grep -q '^error: course database .*: database is locked' '$tmp/serve.err' &&
    ! grep -v '^error: course database .*: database is locked' '$tmp/serve.err' | grep -q ."
: >"$tmp/serve.err"
check "once the lock is gone the same upload is taken" test "$(submit "$A" "$good_c")" = 303
check "the server goes on" stop_server

# (a full disk: tests/server-faults.sh, with a limit computed from the database's size)

# ---- matches on other machines: GNU parallel's --sshloginfile (':' is this one) ----
if command -v parallel >/dev/null; then
    echo "2/:" >"$tmp/hosts"
    start_server "$db" --no-ladder --sshloginfile "$tmp/hosts" || { summary; exit 1; }
    login carol "$(pw carol)" "$C" >/dev/null
    q "update users set last_upload = 0"
    submit "$C" "$here/AICrash.c" >/dev/null
    far=$(cat "$tmp/submitted")
    check "matches played through GNU parallel are judged" wait_for 120 decided
    check "and recorded with bin/tournament's record lines" \
        test "$(q "select count(*) from jobs j join matches m on m.tournament = j.tournament and m.idx = j.id where j.submission = $far and m.host = '$(hostname)'")" = 2
    check "the frozen reason comes back too" \
        test "$(q "select count(*) from jobs j join matches m on m.tournament = j.tournament and m.idx = j.id join seats s on s.match = m.id where j.submission = $far and s.player = 'Crash' and s.fault = 'crash'")" = 2
    check "the server goes on" stop_server
else
    echo "skip: no GNU parallel (apt install parallel): matches on other machines not tested"; skipped=$((skipped + 1))
fi
# a batch system's launcher (srun...): here env, which runs the command it is given
start_server "$db" --no-ladder --jobs 2 --launcher env || { summary; exit 1; }
login carol "$(pw carol)" "$C" >/dev/null
q "update users set last_upload = 0"
submit "$C" "$here/AICrash.c" >/dev/null
launched=$(cat "$tmp/submitted")
check "matches played through a --launcher are judged" wait_for 120 decided
check "and recorded" test "$(q "select count(*) from jobs j join matches m on m.tournament = j.tournament and m.idx = j.id where j.submission = $launched")" = 2
check "the server goes on" stop_server
# a launcher whose first match comes back with no record (a node gone): played again, and
# the teacher sees its tries on the match's page and on the admin page; the student does not
printf '#!/bin/sh\nif mkdir "%s/flaky.lost" 2>/dev/null; then echo "flaky: the node is gone" >&2; exit 255; fi\nexec "$@"\n' \
    "$tmp" >"$tmp/flaky" && chmod +x "$tmp/flaky"
start_server "$db" --no-ladder --jobs 1 --launcher "$tmp/flaky" || { summary; exit 1; }
login carol "$(pw carol)" "$C" >/dev/null
q "update users set last_upload = 0"
submit "$C" "$here/AICrash.c" >/dev/null
flaky=$(cat "$tmp/submitted")
check "a match lost through the launcher is played again" wait_for 120 decided
again=$(q "select job from tries t join jobs j on j.id = t.job where j.submission = $flaky and t.outcome = 'node lost'")
check "its tries are kept: lost, then played" test "$(q "select group_concat(outcome, ',') from (select outcome from tries where job = ${again:-0} order by id)")" = "node lost,played"
http "$T" GET "/matches/${again:-0}" >/dev/null
check "the teacher's match page lists its tries, the node and why" grep -q "<h2>Tries</h2>.*<td>$tmp/flaky</td>.*<td>node lost</td><td>no result through $tmp/flaky (its status 255): flaky: the node is gone</td>.*<td>played</td>" "$tmp/body"
http "$T" GET /admin >/dev/null
check "the admin page lists it among the matches played again" grep -q "Matches played again.*/matches/${again:-0}\".*<td>node lost</td>" "$tmp/body"
http "$C" GET "/matches/${again:-0}" >/dev/null
check "the student's page does not" bash -c '! grep -q "<h2>Tries</h2>" "$tmp/body"'
stop_server
# (the log's lines of that node, lost and back, are this block's: the last check reads the rest)
check "the log says the node was lost and is back" grep -q "^warning: node $tmp/flaky is back" "$tmp/serve.err"
sed -i "\|^warning: node $tmp/flaky |d" "$tmp/serve.err"
# a launcher that never starts its first match (srun waiting for an allocation slurmctld
# has forgotten), nothing else playing there: stopped after ARENA_START_WAIT, played again
printf '#!/bin/sh\nif mkdir "%s/stuck.once" 2>/dev/null; then echo $$ >"%s/stuck.pid"; exec sleep 300; fi\nexec "$@"\n' \
    "$tmp" "$tmp" >"$tmp/stuck" &&
    chmod +x "$tmp/stuck"
ARENA_START_WAIT=3 start_server "$db" --no-ladder --jobs 1 --launcher "$tmp/stuck" || { summary; exit 1; }
login carol "$(pw carol)" "$C" >/dev/null
q "update users set last_upload = 0"
submit "$C" "$here/AICrash.c" >/dev/null
stuck=$(cat "$tmp/submitted")
check "a launch that never starts its match is stopped, the match played again" wait_for 60 decided
check "its try says so" test "$(q "select count(*) from tries t join jobs j on j.id = t.job where j.submission = $stuck and t.outcome = 'node lost' and t.error like 'not started within 3 s through $tmp/stuck%'")" = 1
check "and the stuck launch is ended" bash -c "! kill -0 $(cat "$tmp/stuck.pid" 2>/dev/null || echo 0) 2>/dev/null"
stop_server
sed -i "\|^warning: node $tmp/stuck |d" "$tmp/serve.err"
check "--launcher and --sshloginfile do not go together" one_error 1 "not both" "$SERVER" serve "$db" --launcher env --sshloginfile "$tmp/hosts"

# ---- killed in the middle of compiles and matches ----
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login carol "$(pw carol)" "$C" >/dev/null
q "update users set last_upload = 0"
submit "$A" "$good_c" >/dev/null; k1=$(cat "$tmp/submitted")
submit "$C" "$here/AICrash.c" >/dev/null; k2=$(cat "$tmp/submitted")
busy() { [ "$(q "select count(*) from submissions where state = 'compiling'") $(q "select count(*) from jobs where state = 'running'")" != "0 0" ]; }
wait_for 20 busy
stop_server KILL
check "the kill caught work under way" test -n "$(q "select 1 from submissions where state in ('queued', 'compiling', 'qualifying') and id in ($k1, $k2)")"
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
check "after a restart every interrupted submission is judged" wait_for 60 decided
check "with exactly its qualification matches, each recorded once" \
    test "$(q "select count(*) from submissions s where s.id in ($k1, $k2) and s.played = 2 and (select count(*) from jobs j join matches m on m.tournament = j.tournament and m.idx = j.id where j.submission = s.id) = 2")" = 2
check "no match is left running" test "$(q "select count(*) from jobs where state in ('running', 'queued') and kind != 'ladder'")" = 0
check "the server stops on SIGTERM with status 0" stop_server
check "and wrote no error in all its runs (sanitizers' reports included)" bash -c "! grep -v '^info' '$tmp/serve.err' | grep -q ."
cp "$tmp/serve.err" /tmp/serve-err-keep
summary
