#!/usr/bin/env bash
# What bin/arena-server's pages say is there: a match links the debug marks, and names them
# to its viewer, only where the player wrote some (a Dummy copy writes none: no link, no
# 404 asked for); each kind of match has one name on every page and filter; a refused or
# non-compiling submission's page says nothing of qualifying.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
here=$(pwd)/tests/server
db=$tmp/course.db
# the Dummy as it is, renamed: it marks and writes nothing
sed 's/PLAYER_NAME Dummy/PLAYER_NAME Quiet/' games/madmax/AIDummy.c >"$tmp/AIQuiet.c"
mkdir "$tmp/syntax" && { cat "$good_c"; echo 'this is no C'; } >"$tmp/syntax/AIGood.c"
"$SERVER" init "$db" --game madmax --seed 7 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar T=$tmp/teacher.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
for who in alice:$A bob:$B carol:$C teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
submit "$A" "$good_c" >/dev/null; good=$(cat "$tmp/submitted")
submit "$B" "$tmp/AIQuiet.c" >/dev/null; quiet=$(cat "$tmp/submitted")
submit "$C" "$here/AIBroken.c" >/dev/null; broken=$(cat "$tmp/submitted")
submit "$C" "$tmp/syntax/AIGood.c" >/dev/null; syntax=$(cat "$tmp/submitted")
check "the players are judged" wait_for 90 decided
check "Good and Quiet qualify, the others are refused" \
    test "$(q "select group_concat(state) from (select state from submissions order by id)")" = "qualified,qualified,refused,refused"
match_of() { q "select id from jobs where submission = $1 and kind = 'qualify'"; }
gm=$(match_of "$good") qm=$(match_of "$quiet")

# 1. debug marks: linked, and given to the viewer, only where there are some
check "Quiet's match has no debug file" test ! -e "$tmp/course-files/matches/$qm/replay.res.debug" -a -n "$qm"
http "$B" GET "/matches/$qm" >/dev/null
check "its page shows the replay" grep -q '<iframe class="viewer"' "$tmp/body"
check "but links no debug marks" bash -c "! grep -q 'replay.res.debug' '$tmp/body'"
check "and tells the viewer there are none" grep -q "viewer.html?replay=/matches/$qm/replay.res.gz&amp;debug=\"" "$tmp/body"
check "nor does the teacher's page link them" bash -c "http '$T' GET /matches/$qm >/dev/null && ! grep -q 'replay.res.debug' '$tmp/body'"
http "$A" GET "/matches/$gm" >/dev/null
check "Good's match links alice's debug marks" grep -q "href=\"/matches/$gm/replay.res.debug\"" "$tmp/body"
check "and gives them to the viewer" grep -q "replay=/matches/$gm/replay.res.gz&amp;debug=/matches/$gm/replay.res.debug\"" "$tmp/body"
check "which answer" bash -c "[ \"\$(http '$A' GET /matches/$gm/replay.res.debug)\" = 200 ] && grep -q 'Good was here' '$tmp/body'"
check "the viewer takes the debug file the page names" grep -q "q.get('debug')" viewer/common/shell.js
# a match of alice's and bob's: the marks are alice's, bob has none of his own to see
friendly=$(http "$A" POST /friendly --data "csrf=$(csrf_of "$A")&mine=$good&opponent1=player:Quiet&board=0" >/dev/null
    sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
played() { [ "$(q "select state from jobs where id = ${friendly:-0}")" = done ]; }
check "a friendly match of Good and Quiet is played" wait_for 60 played
check "bob's page of it links no marks (alice's are not his)" \
    bash -c "[ \"\$(http '$B' GET /matches/$friendly)\" = 200 ] && ! grep -q 'replay.res.debug' '$tmp/body' && grep -q 'debug=\"' '$tmp/body'"
check "and the file is none of his" test "$(http "$B" GET "/matches/$friendly/replay.res.debug")" = 404
check "alice's links hers" bash -c "http '$A' GET /matches/$friendly >/dev/null && grep -q 'href=\"/matches/$friendly/replay.res.debug\"' '$tmp/body'"

# 2. one name for each kind of match: the words, never the keys
for k in trial rerun rejudged; do
    echo "insert into jobs(kind, tournament, board, seed, state, created) values('$k', 1, 0, 1, 'done', 1);"
done | sqlite3 -cmd ".timeout 5000" "$db"
words='qualification|ladder|friendly|test of a board|played again|before judging again (no longer counts)'
options() { grep -o '<option value="[a-z]*"[^>]*>[^<]*</option>' "$tmp/body" | sed 's/ selected//' | grep -v 'value=""' | sort; }
http "$A" GET / >/dev/null; options >"$tmp/student.options"
http "$T" GET /admin/matches >/dev/null; options | grep -E "value=\"(qualify|ladder|friendly|trial|rerun|rejudged)\"" >"$tmp/admin.options"
check "the student's filter and the teacher's search name the kinds alike" cmp -s "$tmp/student.options" "$tmp/admin.options"
check "with the words, not the keys" \
    test "$(sed 's/.*">//; s/<.*//' "$tmp/admin.options" | sort | tr '\n' '|')" = "$(tr '|' '\n' <<<"$words" | sort | tr '\n' '|')"
raw='<td>\(qualify\|trial\|rerun\|rejudged\)</td>'
check "the search's rows say the words" \
    bash -c "grep -q '<td>qualification</td>' '$tmp/body' && grep -q '<td>test of a board</td>' '$tmp/body' && grep -q '<td>played again</td>' '$tmp/body' && ! grep -q '$raw' '$tmp/body'"
check "so do the admin page's" bash -c "http '$T' GET /admin >/dev/null && grep -q '<td>qualification</td>' '$tmp/body' && ! grep -q '$raw' '$tmp/body'"
check "and a student's page for the teacher" \
    bash -c "http '$T' GET /admin/student/$(q "select id from users where login = 'alice'") >/dev/null && grep -q '<td>qualification</td>' '$tmp/body' && ! grep -q '$raw' '$tmp/body'"
check "and the student's own" bash -c "http '$A' GET / >/dev/null && grep -q '<td>qualification</td>' '$tmp/body' && ! grep -q '$raw' '$tmp/body'"
check "and the match's page" bash -c "http '$A' GET /matches/$gm >/dev/null && grep -q 'Kind: qualification;' '$tmp/body' && ! grep -q 'qualify match' '$tmp/body'"
check "a search for a kind that is none lists the words" \
    bash -c "[ \"\$(http '$T' GET '/admin/matches?kind=bogus')\" = 400 ] && grep -q 'qualification, ladder, friendly, test of a board, played again or before judging again' '$tmp/body'"

# 3. a refused submission's page says nothing of qualifying
for s in "$broken" "$syntax"; do
    http "$C" GET "/submissions/$s" >/dev/null
    check "refused #$s: its page gives the verdict" grep -q 'Verdict: <strong>\(refused\|compile error\)' "$tmp/body"
    check "and no qualification over an empty table" bash -c "! grep -q 'qualifies if\|Against the Dummy' '$tmp/body'"
done
check "a qualified one's page still says it" \
    bash -c "http '$A' GET /submissions/$good >/dev/null && grep -q 'qualifies if it finishes ahead of every Dummy in 0 of them' '$tmp/body'"

check "the server stops on SIGTERM with status 0" stop_server
summary
