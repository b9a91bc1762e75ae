#!/usr/bin/env bash
# Messages to one student on bin/arena-server (as DOMjudge's clarifications), beside the
# announcement for all: the teacher writes a note on a student's page; the student sees it
# on their home page at their next visit, and every visit after, until they mark it read;
# then it stays on their questions page, as a thread (tests/server-questions.sh); no other
# student sees it or can mark it; the teacher's page says whether it was read.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar T=$tmp/teacher.jar
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null; login teacher "$(pw teacher)" "$T" >/dev/null
alice=$(q "select id from users where login = 'alice'") teacher=$(q "select id from users where login = 'teacher'")
send() { # JAR USER TEXT: the status of a message sent
    http "$1" POST /admin/message --data-urlencode "csrf=$(csrf_of "$1")" --data-urlencode "user=$2" --data-urlencode "text=$3"
}
note='Your player freezes on fixed-7.cnf at round 40: <see> line 12 & the fuel check.'
escaped='Your player freezes on fixed-7.cnf at round 40: &lt;see&gt; line 12 &amp; the fuel check.'

check "the student's page has a message form" \
    bash -c "[ \"\$(http '$T' GET /admin/student/$alice)\" = 200 ] && grep -q '<form method=\"post\" action=\"/admin/message\"' '$tmp/body' && grep -q 'No message sent yet' '$tmp/body'"
check "alice's home has no note yet" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && ! grep -q 'A note from the teacher' '$tmp/body'"
check "the teacher sends one" test "$(send "$T" "$alice" "$note")" = 303
check "back to the student's messages" grep -qi "^Location: /admin/student/$alice#messages" "$tmp/headers"
check "the teacher's page lists it, unread" \
    bash -c "[ \"\$(http '$T' GET /admin/student/$alice)\" = 200 ] && grep -q '<p class=\"note-text\">$escaped</p>' '$tmp/body' && grep -q ' · unread</p>' '$tmp/body'"

check "alice sees it at her next visit" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'A note from the teacher' '$tmp/body'"
check "its text escaped" grep -q "<p class=\"note-text\">$escaped</p>" "$tmp/body"
check "and again at the visit after" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'A note from the teacher' '$tmp/body'"
id=$(q "select id from messages where user = $alice")
check "with a button that marks it read" grep -q "action=\"/messages/$id/read\"" "$tmp/body"
check "bob does not see it" bash -c "[ \"\$(http '$B' GET /)\" = 200 ] && ! grep -q 'A note from the teacher' '$tmp/body'"
check "nor can he mark it read" test "$(http "$B" POST "/messages/$id/read" --data "csrf=$(csrf_of "$B")")" = 404
check "nor can the form be sent without its token" test "$(http "$A" POST "/messages/$id/read" --data "x=1")" = 403
check "it is still unread" test "$(q "select count(*) from message_reads where message = $id")" = 0

check "alice marks it read" test "$(http "$A" POST "/messages/$id/read" --data "csrf=$(csrf_of "$A")")" = 303
check "back to her home" grep -qi "^Location: /#messages" "$tmp/headers"
check "her home no longer shows it" bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && ! grep -q 'A note from the teacher' '$tmp/body'"
check "her questions page keeps it, read" \
    bash -c "[ \"\$(http '$A' GET /questions)\" = 200 ] && grep -q '<p class=\"note-text\">$escaped</p>' '$tmp/body' && ! grep -q 'class=\"new\"' '$tmp/body'"
check "the teacher's page says when she read it" \
    bash -c "[ \"\$(http '$T' GET /admin/student/$alice)\" = 200 ] && grep -q ' · read [0-9: -]* UTC</p><p class=\"note-text\">$escaped</p>' '$tmp/body'"
send "$T" "$alice" "Second: well done." >/dev/null
check "a second note shows, the first stays read" \
    bash -c "[ \"\$(http '$A' GET /)\" = 200 ] && grep -q 'Second: well done.' '$tmp/body' && ! grep -q 'freezes on fixed-7' '$tmp/body'"
check "the teacher's list has both, the newest first" \
    bash -c "[ \"\$(http '$T' GET /admin/student/$alice)\" = 200 ] && grep -o 'Second: well done.\|freezes on fixed-7' '$tmp/body' | tr '\n' , | grep -qx 'Second: well done.,freezes on fixed-7,'"

# what is refused
check "an empty message is refused" test "$(send "$T" "$alice" "   ")" = 400
check "saying so" grep -q 'A message has from 1 to 2000 characters' "$tmp/body"
check "so is one of more than 2000 characters" test "$(send "$T" "$alice" "$(head -c 2001 /dev/zero | tr '\0' x)")" = 400
check "a message to no student is refused" test "$(send "$T" 999 "hello")" = 404
check "nor to a teacher" test "$(send "$T" "$teacher" "hello")" = 404
check "a student cannot send one" test "$(send "$A" "$alice" "hello")" = 404
check "nothing of these was stored" test "$(q "select count(*) from messages")" = 2
stop_server
summary
