#!/usr/bin/env bash
# The rating over the term and the standings' freeze on bin/arena-server: each player's
# ladder rating after each of its matches, a small chart in the standings and a bigger one
# on their home page (inline SVG drawn by the server); the teacher sets a freeze before the
# closing (the dates form): from then students and visitors see the standings of that time
# while the ladder goes on and the teacher sees them live; a final played after the freeze
# reveals them.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
sed 's/PLAYER_NAME Dummy/PLAYER_NAME Quiet/' games/madmax/AIDummy.c >"$tmp/AIQuiet.c"
"$SERVER" init "$db" --game madmax --seed 11 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 \
    --closes "2099-01-01" >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar T=$tmp/teacher.jar V=$tmp/visitor.jar
: >"$V"
start_server "$db" --jobs 2 || { summary; exit 1; }
for who in alice:$A bob:$B teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
submit "$A" "$good_c" >/dev/null
submit "$B" "$tmp/AIQuiet.c" >/dev/null
ladder="(select cast(value as integer) from course where key = 'ladder_id')"
played() { q "select count(*) from matches where tournament = $ladder"; }
at_least() { [ "$(played)" -ge "$1" ]; }
check "the ladder plays 3 matches" wait_for 120 at_least 3
page() { [ "$(http "$1" GET "$2")" = 200 ]; }
post() { # JAR PATH [curl options]: a form with the user's token; prints the status
    local jar=$1 path=$2; shift 2
    http "$jar" POST "$path" --data-urlencode "csrf=$(csrf_of "$jar")" "$@"
}
export -f page

# ---- the rating over the term ----
page "$V" /standings
n=$(sed -n 's/.*<p>\([0-9]*\) ladder matches played.*/\1/p' "$tmp/body")
good=$(q "select count(*) from seats s join matches m on m.id = s.match where m.tournament = $ladder and s.player = 'Good' and m.idx in (select idx from matches where tournament = $ladder)")
check "the standings have a chart a player" test "$(grep -o '<td class="chart"><svg class="chart" width="120"' "$tmp/body" | wc -l)" = 2
check "its last point is the rating shown" \
    grep -q "<td>Good</td><td>\([-0-9.]*\)</td><td class=\"chart\"><svg [^>]*><title>Good&#39;s rating over the ladder&#39;s $n matches: [-0-9.]* after its first, \1 now</title>" "$tmp/body"
points=$(grep -o "<title>Good&#39;s[^<]*</title><polyline points=\"[^\"]*\"" "$tmp/body" | sed 's/.*points="//; s/"$//' | wc -w)
check "a point after each of Good's $good matches" test "$points" = "$good" -a "$good" -gt 0
check "alice's home has her chart, its ranges written" \
    bash -c "page '$A' / && grep -q '<figure class=\"rating\"><svg class=\"chart\" width=\"420\" height=\"120\"' '$tmp/body' && grep -q '</text><text x=\"[0-9]*\" y=\"[0-9]*\" text-anchor=\"end\">$n</text>' '$tmp/body'"

# ---- the freeze: the teacher's form ----
dates() { post "$T" /admin/dates --data-urlencode "opens=" --data-urlencode "closes=2099-01-01" --data-urlencode "freeze=$1"; }
check "a freeze after the closing is refused" test "$(dates "2099-06-01")" = 400
check "saying why" grep -q 'must come before the closing date' "$tmp/body"
check "a freeze that is no date is refused" test "$(dates "2030-13-01")" = 400
check "naming it" grep -q 'Standings frozen from' "$tmp/body"
check "a freeze to come is taken" test "$(dates "2098-01-01")" = 303
check "the form shows it" bash -c "page '$T' /admin && grep -q 'name=\"freeze\" placeholder=\"[^\"]*\" value=\"2098-01-01 00:00\"' '$tmp/body'"
check "and the standings are not frozen yet" bash -c "page '$V' /standings && ! grep -q 'class=\"frozen\"' '$tmp/body'"
check "a freeze in the past is taken" test "$(dates "2020-01-01")" = 303
check "visitors see the standings of then: no match, no player" \
    bash -c "page '$V' /standings && grep -q 'Frozen since 2020-01-01 00:00 UTC' '$tmp/body' && grep -q '<p>0 ladder matches played' '$tmp/body' && ! grep -q '<td>Good</td>' '$tmp/body'"
check "alice's home says so" \
    bash -c "page '$A' / && grep -q 'The standings are frozen since 2020-01-01 00:00 UTC' '$tmp/body' && grep -q 'not ranked yet' '$tmp/body'"
check "the teacher sees them live" \
    bash -c "page '$T' /standings && grep -q 'Frozen for the students since 2020-01-01 00:00 UTC' '$tmp/body' && ! grep -q '<p>0 ladder matches played' '$tmp/body'"
check "the admin's CSV is live" bash -c "http '$T' GET /admin/standings.csv >/dev/null && grep -q '^1,' '$tmp/body'"

# ---- a freeze to the second, the ladder going on ----
stop_server
before=$(played)
sleep 1.1 # the records say their time to the second: the freeze after the last
q "insert or replace into course values('freeze', strftime('%s', 'now'))"
sleep 1.1
start_server "$db" --jobs 2 || { summary; exit 1; }
for who in alice:$A teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
check "the ladder goes on after the freeze" wait_for 120 at_least $((before + 2))
check "visitors see the $before matches of before" \
    bash -c "page '$V' /standings && grep -q '<p>$before ladder matches played' '$tmp/body' && grep -q 'Frozen since' '$tmp/body'"
check "alice's chart too" bash -c "page '$A' / && grep -q 'rating over the ladder&#39;s $before matches' '$tmp/body'"
check "the teacher sees more" \
    bash -c "page '$T' /standings && n=\$(sed -n 's/.*<p>\([0-9]*\) ladder matches played.*/\1/p' '$tmp/body') && [ \"\$n\" -gt $before ]"

# ---- the final reveals them ----
check "a final is played" test "$(post "$T" /admin/final --data-urlencode "count=1" --data-urlencode "boards=default.cnf")" = 303
final_done() { [ "$(q "select count(*) from finals where status = 0")" = 1 ]; }
check "it ends" wait_for 120 final_done
check "the standings are live again for everyone" \
    bash -c "page '$V' /standings && ! grep -q 'class=\"frozen\"' '$tmp/body' && n=\$(sed -n 's/.*<p>\([0-9]*\) ladder matches played.*/\1/p' '$tmp/body') && [ \"\$n\" -gt $before ]"
stop_server
summary
