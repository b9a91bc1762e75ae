#!/usr/bin/env bash
# The rating over the term and the standings' freeze on bin/arena-server: each player's
# ladder rating after each of its matches, a small chart in the standings and a bigger one
# on their home page (inline SVG drawn by the server); the teacher sets a freeze before the
# closing (the dates form): from then students and visitors see the standings of that time
# while the ladder goes on and the teacher sees them live, a player qualified since shown
# pending; they are revealed by a final the teacher says reveals them (never a practice
# one, before the closing), by the unfreeze date, or by the teacher's button.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
sed 's/PLAYER_NAME Dummy/PLAYER_NAME Quiet/' games/madmax/AIDummy.c >"$tmp/AIQuiet.c"
"$SERVER" init "$db" --game madmax --seed 11 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 \
    --closes "2099-01-01" >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar C=$tmp/carol.jar T=$tmp/teacher.jar V=$tmp/visitor.jar
: >"$V"
start_server "$db" --jobs 2 || { summary; exit 1; }
for who in alice:$A bob:$B teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
submit "$A" "$good_c" >/dev/null
a1=$(cat "$tmp/submitted")
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
check "its last point is the rating shown, its label says so (an image named by its words)" \
    grep -q "<td>Good</td><td>\([-0-9.]*\)</td><td class=\"chart\"><svg [^>]* role=\"img\" aria-label=\"Good&#39;s rating from [-0-9.]* to \1 between [^\"]*\"><title>Good&#39;s rating from [-0-9.]* to \1 between [^<]*</title>" "$tmp/body"
points=$(grep -o "<title>Good&#39;s[^<]*</title><polyline points=\"[^\"]*\"" "$tmp/body" | sed 's/.*points="//; s/"$//' | wc -w)
check "a point after each of Good's $good matches" test "$points" = "$good" -a "$good" -gt 0
check "alice's home has her chart, larger, named by its words with her version" \
    bash -c "page '$A' / && grep -q '<figure class=\"rating\"><svg class=\"chart big\" width=\"640\" height=\"220\" viewBox=\"0 0 640 220\" role=\"img\" aria-label=\"Good&#39;s rating from [-0-9.]* to [-0-9.]* between [^\"]*, 1 version (#$a1)\"' '$tmp/body'"
check "its values written: the y axis's ticks and the latest value, the day on the x axis" \
    bash -c "[ \$(grep -o '<text x=\"[0-9]*\" y=\"[0-9]*\" text-anchor=\"end\">-\?[0-9.]*</text>' '$tmp/body' | wc -l) -ge 3 ] && grep -q '<text class=\"now\" x=\"[0-9]*\" y=\"[0-9]*\">-\?[0-9.]*</text>' '$tmp/body' && grep -q '<text class=\"date\" [^>]*>[0-9]* [A-Z][a-z][a-z] ' '$tmp/body'"
check "a mark where her version entered, labelled as her submissions are" \
    bash -c "grep -q '<line class=\"mark\"' '$tmp/body' && grep -q '<text class=\"mark\" [^>]*>#$a1</text>' '$tmp/body'"

# ---- the freeze: the teacher's form ----
dates() { # FREEZE [UNFREEZE [CLOSES]]
    post "$T" /admin/dates --data-urlencode "opens=" --data-urlencode "closes=${3-2099-01-01}" \
        --data-urlencode "freeze=$1" --data-urlencode "unfreeze=${2:-}"
}
check "a freeze after the closing is refused" test "$(dates "2099-06-01")" = 400
check "saying why" grep -q 'must come before the closing date' "$tmp/body"
check "a freeze that is no date is refused" test "$(dates "2030-13-01")" = 400
check "naming it" grep -q 'Standings frozen from' "$tmp/body"
check "a freeze to come is taken" test "$(dates "2098-01-01")" = 303
check "the form shows it" bash -c "page '$T' /admin && grep -q 'name=\"freeze\" placeholder=\"[^\"]*\" value=\"2098-01-01 00:00\"' '$tmp/body'"
check "and the standings are not frozen yet" bash -c "page '$V' /standings && ! grep -q 'class=\"frozen\"' '$tmp/body'"
check "a freeze in the past is taken" test "$(dates "2020-01-01")" = 303
check "visitors see the standings of then: no match, no rank, every player pending" \
    bash -c "page '$V' /standings && grep -q 'Frozen since 2020-01-01 00:00 UTC' '$tmp/body' && grep -q '<p>0 ladder matches played' '$tmp/body' && grep -q '<tr class=\"pending\"><td></td><td>Good</td><td colspan=\"5\">pending: qualified after the freeze</td><td>yes: won' '$tmp/body' && ! grep -q '<tr><td>' '$tmp/body'"
check "alice's home says so, and that her player is pending" \
    bash -c "page '$A' / && grep -q 'The standings are frozen since 2020-01-01 00:00 UTC' '$tmp/body' && grep -q '<strong>pending: qualified after the freeze</strong>' '$tmp/body' && ! grep -q 'not ranked yet' '$tmp/body'"
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
for who in alice:$A carol:$C teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
check "the ladder goes on after the freeze" wait_for 120 at_least $((before + 2))
check "visitors see the $before matches of before" \
    bash -c "page '$V' /standings && grep -q '<p>$before ladder matches played' '$tmp/body' && grep -q 'Frozen since' '$tmp/body'"
good_before=$(q "select count(*) from seats s join matches m on m.id = s.match where m.tournament = $ladder and s.player = 'Good' and m.played_at < datetime($(q "select value from course where key = 'freeze'"), 'unixepoch')")
check "alice's chart too: her $good_before matches of before" \
    bash -c "page '$A' / && [ \"\$(grep -o '<figure class=\"rating\">.*</figure>' '$tmp/body' | grep -o '<polyline points=\"[^\"]*\"' | sed 's/.*points=\"//; s/\"\$//' | wc -w)\" = $good_before ]"
check "the teacher sees more" \
    bash -c "page '$T' /standings && n=\$(sed -n 's/.*<p>\([0-9]*\) ladder matches played.*/\1/p' '$tmp/body') && [ \"\$n\" -gt $before ]"

# ---- a player qualified during the freeze: pending, without a rank ----
freeze=$(q "select value from course where key = 'freeze'")
since=$(date -u -d "@$freeze" '+%Y-%m-%d %H:%M UTC') freeze_at=$(date -u -d "@$freeze" '+%Y-%m-%d %H:%M:%S')
sed 's/PLAYER_NAME Dummy/PLAYER_NAME Late/' games/madmax/AIDummy.c >"$tmp/AILate.c"
submit "$C" "$tmp/AILate.c" >/dev/null
late_plays() { [ "$(q "select count(*) from seats s join matches m on m.id = s.match where m.tournament = $ladder and s.player = 'Late'")" -ge 1 ]; }
check "carol's Late qualifies and plays the ladder during the freeze" wait_for 120 late_plays
check "the frozen standings show Late pending: a row without a rank" \
    bash -c "page '$V' /standings && grep -q '<tr class=\"pending\"><td></td><td>Late</td><td colspan=\"5\">pending: qualified after the freeze</td>' '$tmp/body'"
check "carol's home says her player is pending, not unranked" \
    bash -c "page '$C' / && grep -q 'standings</a>: <strong>pending: qualified after the freeze</strong>' '$tmp/body' && ! grep -q 'not ranked yet' '$tmp/body'"
check "the teacher sees Late ranked" bash -c "page '$T' /standings && grep -q '<tr><td>[0-9]*</td><td>Late</td>' '$tmp/body'"
check "the admin page says since when, until revealed, with the button" \
    bash -c "page '$T' /admin && grep -q 'The standings are frozen for the students since $since, until you reveal them' '$tmp/body' && grep -q 'action=\"/admin/reveal\"' '$tmp/body'"

# ---- finals during the freeze: a practice one, one left unticked, one that reveals ----
final() { post "$T" /admin/final --data-urlencode "count=1" --data-urlencode "boards=default.cnf" "$@"; }
finals_done() { [ "$(q "select count(*) from finals where status = 0")" -ge "$1" ]; }
still_frozen() { page "$V" /standings && grep -q "Frozen since $since" "$tmp/body" && grep -q "<p>$before ladder matches played" "$tmp/body"; }
export -f still_frozen
export V since before
check "before the closing the form says a final is a practice one, and asks nothing" \
    bash -c "page '$T' /admin && grep -q 'a final before the closing (2099-01-01 00:00 UTC) is a practice one and leaves them frozen' '$tmp/body' && ! grep -q 'name=\"reveal\"' '$tmp/body'"
check "a practice final asked to reveal is refused" test "$(final --data-urlencode "reveal=1")" = 400
check "saying why" grep -q 'is a practice one: it leaves the' "$tmp/body"
check "a practice final is played" test "$(final)" = 303
check "it ends" wait_for 120 finals_done 1
check "it reveals nothing" still_frozen
check "the course closes (after the freeze)" test "$(dates "$freeze_at" "" "$(date -u '+%Y-%m-%d %H:%M:%S')")" = 303
check "the final's form asks whether it reveals them, unticked" \
    bash -c "page '$T' /admin && grep -q '<input type=\"checkbox\" name=\"reveal\" value=\"1\"> Reveal the standings' '$tmp/body'"
check "a final left unticked is played" test "$(final)" = 303
check "it ends" wait_for 120 finals_done 2
check "it reveals nothing" still_frozen
check "a final that reveals them is played" test "$(final --data-urlencode "reveal=1")" = 303
check "it ends" wait_for 120 finals_done 3
check "the standings are live again for everyone" \
    bash -c "page '$V' /standings && ! grep -q 'class=\"frozen\"' '$tmp/body' && n=\$(sed -n 's/.*<p>\([0-9]*\) ladder matches played.*/\1/p' '$tmp/body') && [ \"\$n\" -gt $before ] && grep -q '<tr><td>[0-9]*</td><td>Late</td>' '$tmp/body'"
check "carol's home gives Late's rank" bash -c "page '$C' / && grep -q '<strong>rank [0-9]* of 3</strong>' '$tmp/body'"
id=$(q "select max(id) from finals") ended=$(q "select strftime('%Y-%m-%d %H:%M UTC', finished, 'unixepoch') from finals where id = (select max(id) from finals)")
check "the admin page says when and by which final, and that the students see them live" \
    bash -c "page '$T' /admin && grep -q 'The standings were revealed on $ended by final $id: the students now see the live standings' '$tmp/body'"

# ---- the unfreeze date ----
check "an unfreeze before the freeze is refused" test "$(dates "2030-01-02" "2030-01-01" "")" = 400
check "saying why" grep -q 'unfreeze must come after their freeze' "$tmp/body"
check "an unfreeze without a freeze is refused" test "$(dates "" "2030-01-01" "")" = 400
check "saying why" grep -q 'give the freeze before it too' "$tmp/body"
check "an unfreeze in the past is taken" test "$(dates "2020-01-01" "2020-01-02" "")" = 303
check "it revealed them (before the final did): the admin page says when and by what" \
    bash -c "page '$V' /standings && ! grep -q 'class=\"frozen\"' '$tmp/body' && page '$T' /admin && grep -q 'The standings were revealed on 2020-01-02 00:00 UTC by the unfreeze date' '$tmp/body'"
now=$(date +%s)
check "a freeze now and an unfreeze in 10 seconds are taken (room for a slow build: the form is read before then)" \
    test "$(dates "$(date -u -d "@$now" '+%Y-%m-%d %H:%M:%S')" "$(date -u -d "@$((now + 10))" '+%Y-%m-%d %H:%M:%S')" "")" = 303
until_text=$(date -u -d "@$((now + 10))" '+%Y-%m-%d %H:%M UTC')
check "the form keeps their seconds" \
    bash -c "page '$T' /admin && grep -q 'name=\"unfreeze\" placeholder=\"[^\"]*\" value=\"$(date -u -d "@$((now + 10))" '+%Y-%m-%d %H:%M:%S')\"' '$tmp/body'"
check "frozen until then, everyone is told" \
    bash -c "page '$V' /standings && grep -q 'They are revealed on $until_text' '$tmp/body' && page '$T' /admin && grep -q 'until the unfreeze date, $until_text' '$tmp/body'"
live() { page "$V" /standings && ! grep -q 'class="frozen"' "$tmp/body"; }
check "at that time they are revealed" wait_for 30 live
check "not before it" test "$(date +%s)" -ge $((now + 10))
check "the admin page says so" \
    bash -c "page '$T' /admin && grep -q 'The standings were revealed on $until_text by the unfreeze date: the students now see the live standings' '$tmp/body'"

# ---- the teacher's button ----
check "nothing to reveal when not frozen" test "$(post "$T" /admin/reveal)" = 409
check "a freeze now is taken" test "$(dates "$(date -u '+%Y-%m-%d %H:%M:%S')" "" "")" = 303
check "the teacher reveals them" test "$(post "$T" /admin/reveal)" = 303
revealed=$(date -u -d "@$(q "select value from course where key = 'revealed'")" '+%Y-%m-%d %H:%M UTC')
check "everyone sees them live" live
check "the admin page says when and by what" \
    bash -c "page '$T' /admin && grep -q 'The standings were revealed on $revealed by a teacher' '$tmp/body'"

# ---- the charts tell a story: a new version, the term's dates ----
mkdir -p "$tmp/v2" && { cat "$good_c"; echo "// the second version"; } >"$tmp/v2/AIGood.c"
check "alice sends a second version of Good" test "$(submit "$A" "$tmp/v2/AIGood.c")" = 303
a2=$(cat "$tmp/submitted")
v2_plays() { [ "$(q "select count(*) from job_seats js join jobs j on j.id = js.job where js.submission = ${a2:-0} and j.kind = 'ladder' and j.state = 'done'")" -ge 1 ]; }
check "it plays the ladder" wait_for 120 v2_plays
stop_server
# the ladder's matches spread over the term, 3 to 28 November (the records are append-only:
# the test lifts that for a moment)
q "drop trigger matches_kept; update matches set played_at = datetime(strftime('%s', '2026-11-03 10:00') + (idx - r.lo) * 25 * 86400 / max(r.hi - r.lo, 1), 'unixepoch') from (select min(idx) lo, max(idx) hi from matches where tournament = $ladder) r where tournament = $ladder; create trigger matches_kept before update on matches begin select raise(abort, 'match records are append-only'); end;"
# carol's only version failed under a raised rule: out of the ladder, as bob's put out below
q "update submissions set state = 'failed' where user = (select id from users where login = 'carol')"
start_server "$db" --no-ladder || { summary; exit 1; }
for who in alice:$A teacher:$T; do login "${who%%:*}" "$(pw "${who%%:*}")" "${who#*:}" >/dev/null; done
good_time() { q "select $1(cast(strftime('%s', m.played_at) as integer)) from matches m join seats s on s.match = m.id where m.tournament = $ladder and s.player = 'Good'"; }
from=$(date -u -d "@$(good_time min)" '+%-d %b %Y') to=$(date -u -d "@$(good_time max)" '+%-d %b %Y')
check "alice's chart runs over the dates ($from to $to), naming her two versions" \
    bash -c "page '$A' / && grep -q 'aria-label=\"Good&#39;s rating from [-0-9.]* to [-0-9.]* between $from and $to, 2 versions (#$a1, #$a2)\"' '$tmp/body'"
check "its x axis: dates" test "$(grep -o '<text class="date" [^>]*>[0-9]* Nov</text>' "$tmp/body" | wc -l)" -ge 3
check "a mark where each version entered, each labelled" \
    bash -c "[ \$(grep -o '<line class=\"mark\"' '$tmp/body' | wc -l) = 2 ] && grep -q '<text class=\"mark\" [^>]*>#$a1</text>' '$tmp/body' && grep -q '<text class=\"mark\" [^>]*>#$a2</text>' '$tmp/body'"
check "the standings' sparkline says the dates too" \
    bash -c "page '$V' /standings && grep -q '<title>Good&#39;s rating from [-0-9.]* to [-0-9.]* between $from and $to</title>' '$tmp/body'"

# ---- players out of the ladder: no rank, after the ranked ones; the CSV as the page ----
check "the teacher puts bob's player out" test "$(post "$T" /admin/disqualify --data-urlencode "user=$(q "select id from users where login = 'bob'")" --data-urlencode "reason=copied")" = 303
check "the standings: Good ranked, Quiet (put out) and Late (no qualified version) with a dash, after" \
    bash -c "page '$V' /standings && grep -o '<tr[^>]*><td>[^<]*</td><td>[A-Za-z]*' '$tmp/body' | sed 's/.*<td>\([^<]*\)<\/td><td>/\1 /' | tr '\n' ' ' | grep -qE '^1 Good – (Late – Quiet|Quiet – Late) \$'"
check "their rows say why as before" \
    bash -c "grep -q '<tr class=\"out\"><td>–</td><td>Quiet <small>(out)</small>' '$tmp/body' && grep -q '<td>no: won [0-9] of 1 (out of the ladder until a version qualifies)</td>' '$tmp/body'"
check "one meaning of frozen: the players' stops are faults" \
    bash -c "grep -q '<th>Faults</th>' '$tmp/body' && ! grep -q '<th>Frozen</th>' '$tmp/body'"
check "wrapped for narrow screens, named" grep -q '<div class="table-scroll" tabindex="0" role="region" aria-label="The standings"><table class="list standings">' "$tmp/body"
check "the CSV has the page's rows, in its order, the Dummy left out" \
    bash -c "[ \"\$(http '$T' GET /admin/standings.csv)\" = 200 ] && [ \"\$(head -1 '$tmp/body')\" = 'rank,player,login,name,rating,mean_score,mean_place,matches,faults,out' ] && ! grep -q 'Dummy' '$tmp/body' && sed 1d '$tmp/body' | cut -d, -f1-2 | tr '\n' ' ' | grep -qE '^1,\"Good\" ,\"(Late\" ,\"Quiet|Quiet\" ,\"Late)\" \$' && grep -q '^,\"Quiet\",\"bob\",.*,\"copied\"\$' '$tmp/body' && grep -q '^,\"Late\",\"carol\",.*,\"no qualified version\"\$' '$tmp/body'"
check "alice's home counts her faults in those words" \
    bash -c "page '$A' / && grep -q 'ladder matches, [0-9]* with a fault</p>' '$tmp/body' && grep -q '<th>Fault</th>' '$tmp/body'"
stop_server
summary
