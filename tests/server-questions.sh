#!/usr/bin/env bash
# Questions both ways on bin/arena-server (as DOMjudge's clarifications), and messages kept as
# threads: a student asks from their questions page (the rules, anything), from a match's
# page (that match) or a submission's (its verdict); the admin page lists the questions
# waiting; the teacher answers them alone or everyone (the question then shown without its
# asker); a teacher's note or answer stays in its thread once read; a match or submission
# named in a message is a link for a reader who may open it, text for another.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 5 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar T=$tmp/teacher.jar
# a course made before threads (and the desk): its messages as they were then (read_at), one read, one not
q "drop table message_reads; drop table answer_presets; drop index messages_thread;
   alter table messages drop column handled; alter table messages drop column public_text; alter table messages drop column public_about;
   alter table messages drop column from_student; alter table messages drop column thread;
   alter table messages drop column about; alter table messages drop column about_id; alter table messages drop column everyone;
   insert into messages(user, text, at, read_at) select id, 'An old note, read.', 1, 2 from users where login = 'alice';
   insert into messages(user, text, at, read_at) select id, 'An old note, unread.', 3, null from users where login = 'alice'"
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
for who in alice:$A bob:$B carol:$C teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
alice=$(q "select id from users where login = 'alice'") bob=$(q "select id from users where login = 'bob'")
submit "$A" "$good_c" >/dev/null
sub=$(cat "$tmp/submitted")
decided() { [ "$(q "select state from submissions where id = $sub")" = qualified ]; }
check "alice's player is judged" wait_for 90 decided
m=$(q "select job from job_seats where submission = $sub limit 1")
post() { # JAR PATH [curl options]: a form with the user's token; prints the status
    local jar=$1 path=$2; shift 2
    http "$jar" POST "$path" --data-urlencode "csrf=$(csrf_of "$jar")" "$@"
}
location() { tr -d '\r' <"$tmp/headers" | sed -n 's/^Location: //p'; }
page() { # JAR PATH: the page into $tmp/body, 200
    [ "$(http "$1" GET "$2")" = 200 ]
}
export -f page

# ---- 11. a note kept as a thread once read; the match it names linked ----
check "a course of before: the unread note on alice's home, not the read one" \
    bash -c "page '$A' / && grep -q 'An old note, unread.' '$tmp/body' && ! grep -q 'An old note, read.' '$tmp/body'"
check "both in her threads" \
    bash -c "page '$A' /questions && grep -q 'An old note, read.' '$tmp/body' && [ \$(grep -o 'class=\"new\"' '$tmp/body' | wc -l) = 1 ]"
check "she marks it read" test "$(post "$A" "/messages/$(q "select id from messages where text like '%old note, unread%'")/read")" = 303
post "$T" /admin/message --data-urlencode "user=$alice" --data-urlencode "text=Look at match $m, and at match 99999." >/dev/null
note=$(q "select max(id) from messages")
check "alice's home shows the note" bash -c "page '$A' / && grep -q 'A note from the teacher' '$tmp/body'"
check "its match is a link" grep -q "Look at <a href=\"/matches/$m\">match $m</a>, and at match 99999." "$tmp/body"
check "the nav has the questions page, with her unread note counted" grep -q '<a href="/questions">Questions (1)</a>' "$tmp/body"
post "$T" /admin/message --data-urlencode "user=$bob" --data-urlencode "text=Alice's match $m was close." >/dev/null
check "bob's note names alice's match as text: not his to open" \
    bash -c "page '$B' / && grep -q \"Alice&#39;s match $m was close.\" '$tmp/body' && ! grep -q 'href=\"/matches/$m\"' '$tmp/body'"
check "alice marks it read" test "$(post "$A" "/messages/$note/read")" = 303
check "her home shows it no more" bash -c "page '$A' / && ! grep -q 'A note from the teacher' '$tmp/body'"
check "but her home leads to her threads" grep -q '<a href="/questions">Ask the teacher</a>' "$tmp/body"
check "where the note stays, read, its match linked" \
    bash -c "page '$A' /questions && grep -q \"<article class=\\\"thread\\\" id=\\\"t$note\\\">\" '$tmp/body' && grep -q \"<a href=\\\"/matches/$m\\\">match $m</a>\" '$tmp/body' && ! grep -q 'class=\"new\"' '$tmp/body'"

# ---- 16. questions: from the match's page, the submission's, the rules ----
check "alice's match page asks about it" bash -c "page '$A' /matches/$m && grep -q 'href=\"/questions?match=$m\">Ask the teacher about this match' '$tmp/body'"
check "her submission's page about its verdict" \
    bash -c "page '$A' /submissions/$sub && grep -q 'href=\"/questions?submission=$sub\">Ask the teacher about this verdict' '$tmp/body'"
check "the form is about that match" \
    bash -c "page '$A' '/questions?match=$m' && grep -q 'action=\"/matches/$m/question\"' '$tmp/body' && grep -q \"About <a href=\\\"/matches/$m\\\">match $m</a>\" '$tmp/body'"
check "alice asks about her match" test "$(post "$A" "/matches/$m/question" --data-urlencode "text=Why did my player freeze in match $m?")" = 303
qa=$(q "select max(id) from messages")
check "and comes back to her question" test "$(location)" = "/questions#t$qa"
check "which waits for an answer" \
    bash -c "page '$A' /questions && grep -q \"A question about <a href=\\\"/matches/$m\\\">match $m</a>\" '$tmp/body' && grep -q 'Waiting for the teacher.s answer.' '$tmp/body'"
check "bob cannot ask about alice's match" test "$(post "$B" "/matches/$m/question" --data-urlencode "text=hm")" = 404
check "nor about her verdict" test "$(post "$B" "/submissions/$sub/question" --data-urlencode "text=hm")" = 404
check "alice asks about her verdict" test "$(post "$A" "/submissions/$sub/question" --data-urlencode "text=Is 0 wins enough?")" = 303
qv=$(q "select max(id) from messages")
check "bob asks about the rules" test "$(post "$B" /questions --data-urlencode "about=rules" --data-urlencode "text=May we use <math.h> & rand()?")" = 303
qr=$(q "select max(id) from messages")
check "a question about nothing known is refused" test "$(post "$B" /questions --data-urlencode "about=x" --data-urlencode "text=hi")" = 400
check "an empty one too" test "$(post "$B" /questions --data-urlencode "about=other" --data-urlencode "text=  ")" = 400
check "saying so" grep -q 'A message has from 1 to 2000 characters: nothing was sent.' "$tmp/body"
check "three questions stored" test "$(q "select count(*) from messages where from_student = 1")" = 3

# the teacher's side
check "the admin page lists the 3 waiting" bash -c "page '$T' /admin && grep -q '3 waiting for an answer' '$tmp/body'"
check "each with its student and a way to answer" \
    bash -c "grep -q \"<a href=\\\"/admin/student/$bob\\\">bob</a></td><td>A question about the rules</td><td>May we use &lt;math.h&gt; &amp; rand()?</td><td><a href=\\\"/admin/questions#t$qr\\\">answer</a>\" '$tmp/body'"
check "the teacher's questions page has them all" \
    bash -c "page '$T' /admin/questions && [ \$(grep -o '<article class=\"thread\"' '$tmp/body' | wc -l) = 7 ] && grep -q 'action=\"/admin/messages/$qa/answer\"' '$tmp/body'"
check "waiting ones first" bash -c "grep -o 'id=\"t[0-9]*\"' '$tmp/body' | head -3 | sort | tr '\n' ' ' | grep -q 't$qa.*t$qr.*t$qv\|t$qa.*t$qv.*t$qr'"
check "a student cannot open it" test "$(http "$A" GET /admin/questions)" = 404
check "nor answer" test "$(post "$A" "/admin/messages/$qa/answer" --data-urlencode "to=one" --data-urlencode "text=x")" = 404
check "an answer to no one known is refused" test "$(post "$T" "/admin/messages/$qa/answer" --data-urlencode "to=x" --data-urlencode "text=x")" = 400
check "the teacher answers alice alone" \
    test "$(post "$T" "/admin/messages/$qa/answer" --data-urlencode "to=one" --data-urlencode "back=/admin/questions" --data-urlencode "text=Round 40 of match $m: your fuel ran out.")" = 303
check "back to the thread" test "$(location)" = "/admin/questions#t$qa"
check "alice's home shows the answer" \
    bash -c "page '$A' / && grep -q 'The teacher.s answer to your question' '$tmp/body' && grep -q \"Round 40 of <a href=\\\"/matches/$m\\\">match $m</a>: your fuel ran out.\" '$tmp/body'"
check "bob's does not" bash -c "page '$B' / && ! grep -q 'fuel ran out' '$tmp/body'"
check "2 wait now" bash -c "page '$T' /admin && grep -q '2 waiting for an answer' '$tmp/body'"
check "the teacher answers bob's for everyone" \
    test "$(post "$T" "/admin/messages/$qr/answer" --data-urlencode "to=everyone" --data-urlencode "text=Yes: the standard library.")" = 303
for who in alice:$A carol:$C; do
    check "${who%%:*}'s home shows the answer for everyone" \
        bash -c "page '${who#*:}' / && grep -q 'The teacher.s answer, for everyone' '$tmp/body' && grep -q 'Yes: the standard library.' '$tmp/body'"
    check "and ${who%%:*}'s questions page the question, without its asker" \
        bash -c "page '${who#*:}' /questions && grep -q '<h2 id=\"everyone\">' '$tmp/body' && grep -q 'May we use &lt;math.h&gt; &amp; rand()?' '$tmp/body' && grep -q '<strong>A student</strong>' '$tmp/body' && ! grep -qi 'bob' '$tmp/body'"
done
ans=$(q "select max(id) from messages where everyone = 1")
check "carol marks it read" test "$(post "$C" "/messages/$ans/read" --data-urlencode "back=/questions")" = 303
check "back to its thread" test "$(location)" = "/questions#t$qr"
check "her home shows it no more" bash -c "page '$C' / && ! grep -q 'standard library' '$tmp/body'"
check "the teacher sees who read it, of the 3 students it went to" \
    bash -c "page '$T' /admin/questions && grep -q '<em>to everyone</em> · read by 1 of 3</p>' '$tmp/body'"
check "carol cannot write in bob's thread" test "$(post "$C" "/messages/$qr/reply" --data-urlencode "text=me too")" = 404
check "alice writes again in hers" test "$(post "$A" "/messages/$qa/reply" --data-urlencode "text=Thanks! And round 41?")" = 303
check "it waits again" bash -c "page '$T' /admin && grep -q '2 waiting for an answer' '$tmp/body' && grep -q 'Thanks\|Why did my player' '$tmp/body'"
check "the teacher's student page has her threads" \
    bash -c "page '$T' /admin/student/$alice && [ \$(grep -o '<article class=\"thread\"' '$tmp/body' | wc -l) = 5 ] && grep -q 'value=\"/admin/student/$alice\"' '$tmp/body'"

# at most 5 waiting a student
for k in 1 2 3 4 5; do post "$C" /questions --data-urlencode "about=other" --data-urlencode "text=question $k" >/dev/null; done
check "carol's sixth question waits for an answer first" \
    test "$(post "$C" /questions --data-urlencode "about=other" --data-urlencode "text=question 6")" = 429
check "saying so" grep -q 'You have 5 questions waiting' "$tmp/body"
check "none of it was stored" test "$(q "select count(*) from messages where text = 'question 6'")" = 0

# ---- issue 52: the questions desk ----
thread_of() { q "select id from messages where thread is null and text = '$1'"; }
c1=$(thread_of 'question 1') c2=$(thread_of 'question 2') c3=$(thread_of 'question 3') c4=$(thread_of 'question 4') c5=$(thread_of 'question 5')
carol=$(q "select id from users where login = 'carol'")
check "the teacher's header counts the 7 waiting" bash -c "page '$T' /admin && grep -q '<a href=\"/admin/questions\">Questions (7)</a>' '$tmp/body' && grep -q '7 waiting for an answer' '$tmp/body'"
# the latest first, each with its latest message: carol's 5 to 1, then alice's reply (not her first message), her verdict's
check "the waiting list: the latest first" \
    bash -c "grep -o 'question [1-5]</td>\|Thanks! And round 41?\|Why did my player\|Is 0 wins enough?' '$tmp/body' | tr '\n' , | grep -qx 'question 5</td>,question 4</td>,question 3</td>,question 2</td>,question 1</td>,Thanks! And round 41?,Is 0 wins enough?,'"
check "the list's last column has a header" grep -q '<th>Latest message</th><th>Answer</th></tr>' "$tmp/body"
check "in a region that scrolls" grep -q '<div class="table-scroll" tabindex="0" role="region" aria-label="Questions waiting for an answer"><table class="list questions">' "$tmp/body"
check "the teacher's home lists no answer as unread" \
    bash -c "page '$T' / && ! grep -q 'Mark as read\|class=\"message note\|The teacher.s answer' '$tmp/body' && grep -q '7 waiting for your answer' '$tmp/body'"
check "nor does /questions mark the teacher's answers new" bash -c "page '$T' /questions && ! grep -q 'class=\"new\"\|Mark as read' '$tmp/body'"

# closed without an answer: it frees carol's cap
check "carol cannot close her own" test "$(post "$C" "/admin/messages/$c1/close")" = 404
check "nor without the form's token" test "$(http "$C" POST "/admin/messages/$c1/close" --data x=1)" = 403
check "the teacher closes question 1 without an answer" test "$(post "$T" "/admin/messages/$c1/close" --data-urlencode "back=/admin/questions")" = 303
check "back to the thread" test "$(location)" = "/admin/questions#t$c1"
check "carol sees it closed" \
    bash -c "page '$C' /questions && grep -q \"id=\\\"t$c1\\\">.*Closed by the teacher without an answer\" '$tmp/body'"
check "6 wait now" bash -c "page '$T' /admin && grep -q '6 waiting for an answer' '$tmp/body'"
check "carol may ask again" test "$(post "$C" /questions --data-urlencode "about=other" --data-urlencode "text=question 6")" = 303
c6=$(thread_of 'question 6')
check "carol writes again in the closed one" test "$(post "$C" "/messages/$c1/reply" --data-urlencode "text=question 1, again")" = 303
check "which reopens it" bash -c "page '$T' /admin && grep -q '8 waiting for an answer' '$tmp/body'"

# a preset answer, sent to several at once
check "carol cannot add a preset answer" test "$(post "$C" /admin/presets --data-urlencode "text=x")" = 404
check "the teacher adds one" test "$(post "$T" /admin/presets --data-urlencode "text=Answered in the rules: read them again.")" = 303
check "and a second" test "$(post "$T" /admin/presets --data-urlencode "text=To be removed.")" = 303
p1=$(q "select id from answer_presets where text like 'Answered%'") p2=$(q "select id from answer_presets where text like 'To be%'")
check "carol cannot remove it" test "$(post "$C" "/admin/presets/$p2/remove")" = 404
check "the teacher removes the second" test "$(post "$T" "/admin/presets/$p2/remove")" = 303
check "one kept" test "$(q "select count(*) from answer_presets")" = 1
check "the desk offers it, labelled" \
    bash -c "page '$T' /admin/questions && grep -q '<label>Or a preset answer[^<]*<select name=\"preset\" data-preset-fill><option value=\"\">none</option><option value=\"$p1\">Answered in the rules: read them again.</option></select></label>' '$tmp/body' && ! grep -q 'To be removed' '$tmp/body'"
check "each question waiting with its labelled checkbox" grep -q "<td><input type=\"checkbox\" name=\"q$c2\" value=\"1\" aria-label=\"Select carol&#39;s question\"></td>" "$tmp/body"
check "carol cannot answer several" test "$(post "$C" /admin/questions/several --data-urlencode "action=answer" --data-urlencode "q$c2=1" --data-urlencode "text=x")" = 404
check "none selected is refused" test "$(post "$T" /admin/questions/several --data-urlencode "action=answer" --data-urlencode "text=x")" = 400
check "an unknown preset is refused" test "$(post "$T" /admin/questions/several --data-urlencode "action=answer" --data-urlencode "q$c2=1" --data-urlencode "preset=999")" = 404
check "the teacher answers questions 2 and 3 at once with the preset" \
    test "$(post "$T" /admin/questions/several --data-urlencode "action=answer" --data-urlencode "q$c2=1" --data-urlencode "q$c3=1" --data-urlencode "text=" --data-urlencode "preset=$p1")" = 303
check "each got it, to carol alone" \
    test "$(q "select group_concat(thread) from (select thread from messages where text = 'Answered in the rules: read them again.' and from_student = 0 and everyone = 0 and user = $carol order by thread)")" = "$c2,$c3"
check "and closes 4 and 5 at once" \
    test "$(post "$T" /admin/questions/several --data-urlencode "action=close" --data-urlencode "q$c4=1" --data-urlencode "q$c5=1")" = 303
check "4 wait now" bash -c "page '$T' /admin && grep -q '4 waiting for an answer' '$tmp/body' && grep -q '<a href=\"/admin/questions\">Questions (4)</a>' '$tmp/body'"
check "carol's header counts her 2 answers and the one for everyone" \
    bash -c "page '$C' / && grep -q '<a href=\"/questions\">Questions (2)</a>' '$tmp/body'"

# an answer for everyone: the question as the teacher edits it, its match not named
check "alice asks about her match again" \
    test "$(post "$A" "/matches/$m/question" --data-urlencode "text=Alice here: in match $m my car stopped. Is fuel shared?")" = 303
qf=$(q "select max(id) from messages")
check "the teacher gets an editable copy of it" \
    bash -c "page '$T' /admin/questions && grep -q '<textarea name=\"public_text\" rows=\"3\" maxlength=\"2000\">Alice here: in match $m my car stopped. Is fuel shared?</textarea>' '$tmp/body'"
check "and may say what it is about, or not" grep -q "<input type=\"checkbox\" name=\"keep_about\" value=\"1\"> say what it is about (A question about <a href=\"/matches/$m\">match $m</a>)" "$tmp/body"
check "the teacher answers everyone, the question edited" \
    test "$(post "$T" "/admin/messages/$qf/answer" --data-urlencode "to=everyone" --data-urlencode "text=No: each car has its own." --data-urlencode "public_text=Is fuel shared between cars?")" = 303
thread_html() { # ID: the thread's article of the page in $tmp/body
    tr -d '\n' <"$tmp/body" | grep -o "<article class=\"thread\" id=\"t$1\">.*" | sed 's|</article>.*|</article>|'
}
export -f thread_html
check "bob sees the edited question, about a match, not which" \
    bash -c "page '$B' /questions && grep -q 'Is fuel shared between cars?' '$tmp/body' && ! grep -q 'car stopped' '$tmp/body'"
check "its thread says a match, not which" bash -c "thread_html $qf | grep -q '<p class=\"thread-about\">A question about a match</p>' && ! thread_html $qf | grep -q 'match $m'"
check "alice keeps her own words" bash -c "page '$A' /questions && grep -q 'my car stopped. Is fuel shared?' '$tmp/body'"
check "the teacher sees what everyone sees" bash -c "page '$T' /admin/questions && grep -q '<p class=\"published\">Everyone sees it as: Is fuel shared between cars?</p>' '$tmp/body'"
check "the teacher answers everyone again, the match kept" \
    test "$(post "$T" "/admin/messages/$qf/answer" --data-urlencode "to=everyone" --data-urlencode "text=Nor its tank." --data-urlencode "public_text=Is fuel shared between cars?" --data-urlencode "keep_about=1")" = 303
check "then bob sees which match, as text (not his)" \
    bash -c "page '$B' /questions && thread_html $qf | grep -q '<p class=\"thread-about\">A question about match $m</p>'"
check "an empty published question is refused" \
    test "$(post "$T" "/admin/messages/$qf/answer" --data-urlencode "to=everyone" --data-urlencode "text=x" --data-urlencode "public_text= ")" = 400

# the answers for everyone folded on a student's home: one box, not one each
check "carol's home folds the 3 answers for everyone in one box" \
    bash -c "page '$C' / && [ \$(grep -o 'class=\"message everyone\"' '$tmp/body' | wc -l) = 1 ] && grep -q '<summary>3 answers to everyone, 2 unread</summary>' '$tmp/body' && grep -q 'No: each car has its own.' '$tmp/body'"
check "her own answers are boxes of theirs" test "$(grep -o 'The teacher.s answer to your question' "$tmp/body" | wc -l)" = 2
check "the teacher's read count" bash -c "page '$T' /admin/questions && [ \$(grep -o '<em>to everyone</em> · read by 0 of 3</p>' '$tmp/body' | wc -l) = 2 ]"
stop_server
summary
