#!/usr/bin/env bash
# The course's final on bin/arena-server with an odd number of players (6 students' chosen
# players and the Dummy): the form's note says to what its count is rounded up and why,
# from the players qualified now; a count that leaves a board out is refused, naming the
# count that reaches them all (a block of 7 matches a board); 24 asked play 28, each player
# 16 matches and 4 in each seat (from the records); the admin page says so after the start,
# the log has bin/tournament's info line, and the report names the course's final and the
# key it ranks by.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 5 --title "Mad Max 2027" --qualify-matches 1 --qualify-wins 0 \
    --upload-interval 0 >/dev/null 2>&1
students="s1 s2 s3 s4 s5 s6"
{ for s in $students; do echo "$s,Student $s"; done; echo "teacher,Teacher,admin"; } >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
T=$tmp/teacher.jar
start_server "$db" --jobs 2 --no-ladder || { summary; exit 1; }
login teacher "$(pw teacher)" "$T" >/dev/null
post() { # PATH FORM: the teacher's form with their token; prints the status
    http "$T" POST "$1" --data "csrf=$(csrf_of "$T")&$2"
}
# each student's player: the Null renamed (quick matches)
for s in $students; do
    login "$s" "$(pw "$s")" "$tmp/$s.jar" >/dev/null
    sed "s/^#define PLAYER_NAME .*/#define PLAYER_NAME Null${s#s}/" games/madmax/AINull.c >"$tmp/AINull${s#s}.c"
    submit "$tmp/$s.jar" "$tmp/AINull${s#s}.c" >/dev/null
done
qualified() { [ "$(q "select count(*) from submissions where state = 'qualified'")" = 6 ]; }
check "6 students' players qualify" wait_for 180 qualified

# before: the note beside the count, from the players qualified now
http "$T" GET /admin >/dev/null
check "the form's note: a multiple of the 7 players, and what 100 plays" \
    grep -q '<p class="hint" id="final-count">Rounded up to a multiple of the 7 players qualified now (6 students. chosen players and the Dummy), so that each plays as many matches as the others and each seat as often (the ranking, μ − 3σ, would favour those of more matches). With 100: 105 matches, not 100: 7 players each play 60, 15 in each seat.</p>' "$tmp/body"
nb_active=$(q "select count(*) from course_boards where state = 'active'")
check "the $nb_active boards in play are reached from $((7 * nb_active)) matches (a block of 7 each)" \
    grep -q "$((7 * nb_active)) matches or more reach every board in play" "$tmp/body"
check "a count that reaches one board of the $nb_active is refused" test "$(post /admin/final "count=7")" = 400
check "naming the count that reaches them all" \
    grep -q "7 matches reach only 1 of the $nb_active boards chosen (each board plays a block of 7 matches in turn, one a player: every player once in each seat), not fixed-.*: ask for $((7 * nb_active)) matches or more, or name fewer boards." "$tmp/body"
check "nothing started" test "$(q "select count(*) from finals")" = 0

# the final: 24 asked, 28 played
check "a final of 24 on one board starts" test "$(post /admin/final "count=24&boards=default.cnf")" = 303
check "and leads to the admin page's word on it" grep -qi '^Location: /admin?final=1#finals' "$tmp/headers"
http "$T" GET '/admin?final=1' >/dev/null
check "which says the count it plays and why" \
    grep -q 'Final 1 started: 28 matches (asked 24), a multiple of its 7 players (6 students&#39; chosen players and the Dummy): each plays as many matches as the others, each seat as often as the others.' "$tmp/body"
final_done() { [ "$(q "select count(*) from finals where finished is not null")" = 1 ]; }
check "it is played" wait_for 180 final_done
check "and ends well" test "$(q "select status from finals where id = 1")" = 0
final=$(q "select max(id) from tournaments")
check "28 matches in the records" test "$(q "select count(*) from matches where tournament = $final")" = 28
counts=$(q "select s.player, count(distinct s.match), sum(s.seat = 0), sum(s.seat = 1), sum(s.seat = 2), sum(s.seat = 3)
            from seats s join matches m on m.id = s.match where m.tournament = $final group by s.player")
check "7 players, each 16 matches and 4 in each seat: $(echo $counts)" \
    test "$(cut -d'|' -f2- <<<"$counts" | sort -u)" = "16|4|4|4|4" -a "$(wc -l <<<"$counts")" = 7
http "$T" GET /admin >/dev/null
check "the list says 28 played of 24 asked" grep -q '<td class="n">28 (asked 24)</td>' "$tmp/body"
check "the log has bin/tournament's info line" \
    bash -c "[ \"\$(http '$T' GET /final/1/log.txt)\" = 200 ] && grep -qx 'info: 28 matches, not 24: 7 players each play 16, 4 in each seat' '$tmp/body'"
check "and the table named for the course's final" grep -q '^Mad Max 2027 — final 1 (madmax tournament [0-9]*): 28 matches, 7 players, 1 board played$' "$tmp/body"
http "$T" GET /final/1/report.html >/dev/null
check "the report is titled for the course's final" grep -q '"title": "Mad Max 2027 — final 1"' "$tmp/body"
check "and shows the key it ranks by" grep -q "text: 'rank key: μ − 3σ'" "$tmp/body"
stop_server
summary
