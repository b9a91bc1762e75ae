#!/usr/bin/env bash
# The teacher's similar code on bin/arena-server against earlier courses and templates
# given on the page: an earlier course's database, or its sources packed (.tar.gz, a
# folder per student), each compared with every submission of this course; a template's
# code does not count; the groups of the report (who shares with whom, counting the pairs
# compared); each pair's page; what the page refuses; students never reach any of it; the
# list of a class of 200 under 300 KB.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar T=$tmp/teacher.jar
# an earlier course: oldie handed in the player alice hands in now (renamed)
old=$tmp/course2025.db
"$SERVER" init "$old" --game madmax --seed 3 >/dev/null 2>&1
printf 'oldie,Oldie\n' >"$tmp/old.csv"; "$SERVER" users "$old" "$tmp/old.csv" >/dev/null 2>&1
sed 's/PLAYER_NAME Good/PLAYER_NAME Oldie/; s/\bplay\b/turn/g' "$good_c" >"$tmp/AIOldie.c"
sqlite3 "$old" "insert into submissions(user, file, player, source, hash, at, state) values((select id from users where login = 'oldie'), 'AIOldie.c', 'Oldie', readfile('$tmp/AIOldie.c'), 'x', 0, 'qualified')"
# and the sources of another earlier course, packed: a folder per student
mkdir -p "$tmp/pack/2024/zed"; sed 's/PLAYER_NAME Good/PLAYER_NAME Zed/' "$good_c" >"$tmp/pack/2024/zed/AIZed.c"
tar -czf "$tmp/course2024.tar.gz" -C "$tmp/pack" 2024
# bob's own player shares nothing with them (the kit's Demo)
sed 's/PLAYER_NAME Demo/PLAYER_NAME Bobby/' games/madmax/AIDemo.c >"$tmp/AIBobby.c"
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null; login bob "$(pw bob)" "$B" >/dev/null; login teacher "$(pw teacher)" "$T" >/dev/null
submit "$A" "$good_c" >/dev/null; submit "$B" "$tmp/AIBobby.c" >/dev/null
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
check "the players are judged" wait_for 90 decided
add() { # KIND FILE [JAR]: the status of an upload
    local jar=${3:-$T}
    http "$jar" POST /admin/similar/add -F "csrf=$(csrf_of "$jar")" -F "kind=$1" -F "file=@$2"
}
pairs() { # the report's pairs, made now: "a b" per line (student_a, student_b)
    http "$T" GET /admin/similar >/dev/null
    awk -F, 'NR > 1 { gsub(/"/, ""); print $5, $8, $1 }' "$files/similar.csv"
}
files=$tmp/course-files

check "the admin page links the earlier courses and templates" \
    bash -c "[ \"\$(http '$T' GET /admin)\" = 200 ] && grep -q 'href=\"/admin/similar/inputs\"' '$tmp/body'"
check "their page answers" test "$(http "$T" GET /admin/similar/inputs)" = 200
check "it says an earlier course's kit goes in as templates" grep -q "that year's kit.*as templates" "$tmp/body"
pairs >"$tmp/before"
check "(the report is made)" test -s "$files/similar.csv"
check "no earlier student in it yet" bash -c "! grep -q 'oldie\|zed' '$tmp/before'"
check "the teacher adds an earlier course's database" test "$(add earlier "$old")" = 303
check "and an earlier course's sources, packed" test "$(add earlier "$tmp/course2024.tar.gz")" = 303
check "both are listed" bash -c "[ \"\$(http '$T' GET /admin/similar/inputs)\" = 200 ] && grep -q '<code>course2025.db</code>' '$tmp/body' && grep -q '<code>course2024</code>' '$tmp/body'"
pairs >"$tmp/after"
check "alice's player pairs with oldie's of 2025" grep -q 'alice course2025.db:oldie\|course2025.db:oldie alice' "$tmp/after"
check "and with zed's of 2024, named from the folder given (no path of the server's)" \
    grep -q '^course2024/2024/zed/AIZed.c alice \|^alice course2024/2024/zed/AIZed.c ' "$tmp/after"
check "bob's player pairs with neither" bash -c "! grep -q 'bob .*\(oldie\|zed\)\|\(oldie\|zed\).* bob' '$tmp/after'"
score() { awk -v a="$1" -v b="$2" '($1 == a && $2 ~ b) || ($2 == a && $1 ~ b) { print $3 }' "$3" | head -1; }
high=$(score alice oldie "$tmp/after")
check "the copy scores high" awk -v s="${high:-0}" 'BEGIN { exit !(s >= 0.8) }'
check "the report names the earlier course, its pair's page too" \
    bash -c "grep -q 'course2025.db:oldie' '$files/similar.html' && grep -l 'course2025.db:oldie' '$files'/similar-pairs/*.html | grep -q ."
check "the report is inside the site's frame, students linked to their pages" \
    bash -c "[ \"\$(http '$T' GET /admin/similar.html)\" = 200 ] && grep -q 'class=\"brand\"' '$tmp/body' && grep -q 'href=\"/admin/student/[0-9]*\">alice</a>' '$tmp/body' && grep -q 'data-similar' '$tmp/body'"
check "the report's groups: alice with both earlier students, one row, her name linked (earlier courses are never compared with each other: 2 compared pairs, both at the threshold)" \
    grep -q '<tr><td>1<td>3<td>2 of 2<td>[^<]*<td><a href="/admin/student/[0-9]*">alice</a>, course2024/2024/zed/AIZed.c, course2025.db:oldie</tr>' "$tmp/body"
check "the list has no side by side, each pair linked to its page" \
    bash -c "! grep -q '<pre' '$tmp/body' && grep -q '<a href=\"/admin/similar/pair/1\">pair 1</a>' '$tmp/body' && grep -q '<a href=\"/admin/similar/pair/2\">pair 2</a>' '$tmp/body'"
check "a pair's page: the two files side by side in the site's frame, alice linked, panes a keyboard reaches" \
    bash -c "[ \"\$(http '$T' GET /admin/similar/pair/1)\" = 200 ] && grep -q 'class=\"brand\"' '$tmp/body' && grep -q '<div class=pair><div class=side><h2>.*<a href=\"/admin/student/[0-9]*\">alice</a>' '$tmp/body' && grep -q 'course2025.db:oldie\|zed/AIZed.c' '$tmp/body' && [ \$(grep -o '<pre tabindex=\"0\" role=\"region\" aria-label=\"[^\"]' '$tmp/body' | wc -l) = 2 ] && grep -q 'href=\"/admin/similar.html\"' '$tmp/body'"
check "a pair the report does not have: 404, said" \
    bash -c "[ \"\$(http '$T' GET /admin/similar/pair/99)\" = 404 ] && grep -q 'no such pair' '$tmp/body'"
check "a student cannot open a pair's page (404, as every teacher's page)" test "$(http "$B" GET /admin/similar/pair/1)" = 404
: >"$tmp/nobody.jar"
check "a visitor is sent to log in" \
    bash -c "[ \"\$(http '$tmp/nobody.jar' GET /admin/similar/pair/1)\" = 303 ] && grep -qi '^Location: /.\$' '$tmp/headers'"

# a template: the code every student started from does not count
check "the teacher marks alice's file as the template" test "$(add template "$good_c")" = 303
pairs >"$tmp/templated"
low=$(score alice oldie "$tmp/templated")

check "the pair then scores near nothing" awk -v s="${low:-0}" 'BEGIN { exit !(s < 0.1) }'

# what the page refuses
printf 'not a database' >"$tmp/fake.db"
check "a .db that is not SQLite is refused" test "$(add earlier "$tmp/fake.db")" = 400
printf 'not gzip' >"$tmp/fake.tar.gz"
check "a .tar.gz that tar cannot unpack is refused" test "$(add earlier "$tmp/fake.tar.gz")" = 400
check "saying why" grep -q 'not a .tar.gz that tar unpacks' "$tmp/body"
check "and leaves nothing behind" test ! -e "$files/similar/earlier/fake"
check "a template that is not a source is refused" test "$(add template "$tmp/fake.db")" = 400
check "an earlier course of another kind of file is refused" test "$(add earlier "$good_c")" = 400
check "the same name twice is refused" test "$(add earlier "$old")" = 409
check "a student cannot add one" test "$(add earlier "$old" "$B")" = 404
head -c $((2 * 1024 * 1024)) /dev/zero >"$tmp/big.db"
check "nor send a large body there (the course's limit is theirs)" test "$(add earlier "$tmp/big.db" "$B")" = 413
check "a student cannot see the inputs" test "$(http "$B" GET /admin/similar/inputs)" = 404
check "the teacher removes one" \
    test "$(http "$T" POST /admin/similar/remove --data "csrf=$(csrf_of "$T")&kind=earlier&name=course2025.db")" = 303
pairs >"$tmp/removed"

check "it is no longer compared" bash -c "! grep -q oldie '$tmp/removed'"
check "a name with a path is not removed" \
    test "$(http "$T" POST /admin/similar/remove --data "csrf=$(csrf_of "$T")&kind=earlier&name=../course.db")" = 404
check "the course is still there" test -s "$db"

# a class of 200 (tests/similar/make-class.sh, bench/similar's: one in ten a copy) added to
# the course: the list stays small, the side by side on the pairs' pages
tests/similar/make-class.sh 200 "$tmp/class200" >/dev/null
sqlite3 "$db" "ATTACH '$tmp/class200/course.db' AS c;
  INSERT INTO users(login, name, password) SELECT login, name, 'x' FROM c.users;
  INSERT INTO submissions(user, file, player, source, hash, at, state)
    SELECT u.id, s.file, s.player, s.source, 'x', 1, 'refused' FROM c.submissions s JOIN c.users cu ON cu.id = s.user JOIN users u ON u.login = cu.login;"
check "the report of a class of 200 is made" test "$(http "$T" GET /admin/similar)" = 200
size=$(wc -c <"$tmp/body") elements=$(grep -o '<[a-z][a-z0-9]*' "$tmp/body" | wc -l)
echo "the list of a class of 200 (100 pairs): $((size / 1024)) KB, $elements elements"
check "its page is under 300 KB: $((size / 1024)) KB, $elements elements" test "$size" -lt $((300 * 1024))
check "its 100 pairs each linked" test "$(grep -o '<a href="/admin/similar/pair/[0-9]*">pair' "$tmp/body" | sort -u | wc -l)" = 100
check "a copy found among them, its pair's page opens" \
    bash -c "[ \"\$(http '$T' GET /admin/similar/pair/1)\" = 200 ] && grep -q '<div class=pair>.*student[0-9].*student[0-9]' '$tmp/body'"

stop_server
summary
