#!/usr/bin/env bash
# The qualification rule changed from the admin page of bin/arena-server: a fresh course
# with the default rule (3 of 4 ahead of every Dummy), where a copy of the Dummy fails;
# init says the rule; the teacher sets another rule on the page (checked: a bad one is a
# 400 page saying why; a student cannot post it), confirms after a page that says how
# many submissions it judges again, and the failed copy qualifies and enters the
# standings; a rule asking more matches queues the missing ones.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
# the default rule (no --qualify-matches, --qualify-wins); with seed 3 the Dummy renamed
# (Good) wins fewer than 3 of its 4: change good.sed or the Dummy, and choose it again
"$SERVER" init "$db" --game madmax --seed 3 --upload-interval 0 >"$tmp/init.out" 2>"$tmp/init.err"
check "init makes the course" test -s "$db"
check "init says the default rule on standard error" \
    grep -q '^note: qualification: 3 of 4 matches ahead of every Dummy (--qualify-matches, --qualify-wins; the admin page changes it)' "$tmp/init.err"
check "in one line" test "$(wc -l <"$tmp/init.err")" = 1
check "not on standard output" bash -c "! grep -q qualification '$tmp/init.out'"
printf 'alice,Alice\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar T=$tmp/teacher.jar V=$tmp/visitor.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
start_server "$db" --jobs 2 || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login teacher "$(pw teacher)" "$T" >/dev/null
submit "$A" "$good_c" >/dev/null; good=$(cat "$tmp/submitted")
check "the Dummy's copy is judged" wait_for 120 decided
check "and fails the default rule, after its 4 matches" \
    test "$(q "select state || ' ' || played || ' ' || (wins < 3) from submissions where id = ${good:-0}")" = "failed 4 1"
post() { # JAR FORM: the answer's status to the rule's form
    http "$1" POST /admin/qualify --data "csrf=$(csrf_of "$1")&$2"
}
export -f post

check "the admin page has the rule's form" \
    bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'action=\"/admin/qualify\"' '$tmp/body' && grep -q 'name=\"qualify_matches\"[^>]*value=\"4\"' '$tmp/body'"
check "more wins than matches is a 400" test "$(post "$T" "qualify_matches=1&qualify_wins=2")" = 400
check "saying what is wrong" grep -q 'More wins than matches' "$tmp/body"
check "no match is a 400" test "$(post "$T" "qualify_matches=0&qualify_wins=0")" = 400
check "nor is a word" test "$(post "$T" "qualify_matches=many&qualify_wins=0")" = 400
check "nor a negative number of wins" test "$(post "$T" "qualify_matches=2&qualify_wins=-1")" = 400
check "a student cannot post it" test "$(post "$A" "qualify_matches=1&qualify_wins=0&confirm=yes")" = 404
check "a form without the token is refused" test "$(http "$T" POST /admin/qualify --data "qualify_matches=1&qualify_wins=0&confirm=yes")" = 403
check "nothing changed" test "$(q "select group_concat(value, ' ') from (select value from course where key in ('qualify_matches', 'qualify_wins') order by key)")" = "4 3"

# 1 match, no win needed: a confirmation first, with the count
check "the teacher asks for 0 of 1: a confirmation" test "$(post "$T" "qualify_matches=1&qualify_wins=0")" = 200
check "which names the count" grep -q 'This changes the verdict of 1 submission and plays 0 more matches: confirm' "$tmp/body"
check "with a button that confirms" grep -q 'name="confirm" value="yes"' "$tmp/body"
check "nothing changed yet" test "$(q "select state from submissions where id = ${good:-0}")" = failed
check "the teacher confirms" test "$(post "$T" "qualify_matches=1&qualify_wins=0&confirm=yes")" = 200
check "the page says what was done" grep -q '1 submission judged again, 0 more matches queued' "$tmp/body"
qualified() { [ "$(q "select state from submissions where id = ${good:-0}")" = qualified ]; }
check "the failed copy qualifies" wait_for 30 qualified
check "the rule is the course's setting" test "$(q "select group_concat(value, ' ') from (select value from course where key in ('qualify_matches', 'qualify_wins') order by key)")" = "1 0"
check "the admin page says it" bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'qualification</a>: 0 of 1 matches' '$tmp/body'"
check "alice's submission says it" \
    bash -c "[ \"\$(http '$A' GET /submissions/${good:-0})\" = 200 ] && grep -q 'qualified' '$tmp/body'"
check "her name is locked" test "$(q "select player from users where login = 'alice'")" = Good
in_standings() { [ "$(http "$T" GET /admin/standings.csv)" = 200 ] && grep -q '"Good","alice"' "$tmp/body"; }
check "the standings show her player" wait_for 30 in_standings
http "$A" GET /standings >/dev/null
check "as qualified under the rule of now, which the page says" \
    bash -c "grep -q '<td>yes: won [0-4] of 4</td>' '$tmp/body' && grep -q 'Qualified: under the rule of now, ahead of every Dummy in 0 of 1 matches' '$tmp/body'"
check "the same rule again changes nothing" \
    bash -c "[ \"\$(post '$T' 'qualify_matches=1&qualify_wins=0')\" = 200 ] && grep -q 'changes the verdict of 0 submissions and plays 0 more matches' '$tmp/body'"

# more matches than it played: the missing ones are queued, then the verdict
check "asking 0 of 6 plays 2 more matches" \
    bash -c "[ \"\$(post '$T' 'qualify_matches=6&qualify_wins=0')\" = 200 ] && grep -q 'changes the verdict of 1 submission and plays 2 more matches' '$tmp/body'"
post "$T" "qualify_matches=6&qualify_wins=0&confirm=yes" >/dev/null
check "which are queued" test "$(q "select count(*) from jobs where kind = 'qualify' and submission = ${good:-0}")" = 6
played6() { [ "$(q "select state || ' ' || played from submissions where id = ${good:-0}")" = "qualified 6" ]; }
check "played, and it qualifies again" wait_for 60 played6

# a rule raised above what it won: it fails, and the standings say so (not "yes")
post "$T" "qualify_matches=6&qualify_wins=6&confirm=yes" >/dev/null
failed6() { [ "$(q "select state from submissions where id = ${good:-0}")" = failed ]; }
check "raised to 6 of 6, the copy fails" wait_for 30 failed6
http "$V" GET /standings >/dev/null
check "the standings say it no longer qualifies, with its wins, under the rule of now" \
    bash -c "grep -q '<td>no: won [0-5] of 6 (out of the ladder until a version qualifies)</td>' '$tmp/body' && grep -q 'in 6 of 6 matches' '$tmp/body' && ! grep -q '<td>yes' '$tmp/body'"
check "the server stops on SIGTERM with status 0" stop_server
summary
