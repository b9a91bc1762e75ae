#!/usr/bin/env bash
# The route table (server/routes.c, printed by `arena-server routes`): every route opened
# by a visitor, a student whose object it is (alice), another student (bob) and a teacher
# gets what the table says: a visitor is sent to log in (GET) or refused (POST), a form
# without its token is refused, another student gets 404 on what is alice's, a student
# gets 404 on a teacher's page; the others reach the page. A route the test has no sample
# for fails: a new page cannot slip by.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
"$SERVER" routes >"$tmp/routes"
check "the table lists the routes" test "$(wc -l <"$tmp/routes")" -gt 40
check "every /admin route is the teachers'" test -z "$(awk -F'\t' '$2 ~ /^\/admin/ && $3 != "teachers"' "$tmp/routes")"
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
jar() { echo "$tmp/$1.jar"; }
for who in alice bob carol teacher; do login "$who" "$(pw "$who")" "$(jar "$who")" >/dev/null; done
: >"$(jar visitor)"
submit "$(jar alice)" "$good_c" >/dev/null
sub=$(cat "$tmp/submitted")
decided() { [ "$(q "select state from submissions where id = $sub")" = qualified ]; }
check "alice's player is judged" wait_for 90 decided
job=$(q "select job from job_seats where submission = $sub limit 1")
seat=$(q "select seat from job_seats where submission = $sub limit 1")
# a board alice proposed: hers (and the teacher's) to see, not bob's
cp games/madmax/boards/fixed-2026.cnf "$tmp/alices.cnf"
check "alice proposes a board" test "$(http "$(jar alice)" POST /boards -F "csrf=$(csrf_of "$(jar alice)")" -F "board=@$tmp/alices.cnf")" = 200
board=$(q "select idx from course_boards where proposed_by = (select id from users where login = 'alice')")
carol=$(q "select id from users where login = 'carol'")
# a message of the teacher's to alice: hers to mark read, not bob's
q "insert into messages(user, text, at) select id, 'a note', 0 from users where login = 'alice'"
message=$(q "select max(id) from messages")

# A path of the table with alice's objects in it.
sample() {
    case $1 in
    /viewer/common/\*) echo /viewer/common/shell.js ;;
    /games/\*/viewer/\*) echo /games/madmax/viewer/viewer.html ;;
    /boards/\#/preview.res) echo "/boards/$board/preview.res" ;;
    /boards/\#/\*) echo "/boards/$board/alices.cnf" ;;
    /messages/\#/read) echo "/messages/$message/read" ;;
    /messages/\#/reply) echo "/messages/$message/reply" ;;
    /admin/messages/\#/*) echo "${1/\#/$message}" ;;
    /admin/presets/\#/remove) echo /admin/presets/1/remove ;;
    /submissions/\#*) echo "${1/\#/$sub}" ;;
    /matches/\#/log/\#) echo "/matches/$job/log/$seat" ;;
    /matches/\#/match-\#.res.gz) echo "/matches/$job/match-$job.res.gz" ;;
    /matches/\#/\*.map) echo "/matches/$job/madmax.map" ;;
    /matches/\#*) echo "${1/\#/$job}" ;;
    /final/\#/log.txt) echo /final/1/log.txt ;;
    /final/\#) echo /final/1 ;;
    /final/\#/\*\*) echo /final/1/report.html ;;
    /final/\*\*) echo /final/report.html ;;
    /admin/student/\#) echo "/admin/student/$carol" ;;
    /admin/similar/pair/\#) echo /admin/similar/pair/1 ;;
    *[\#*]*) echo "" ;;
    *) echo "$1" ;;
    esac
}
# The form a POST route is sent (with the token where the route wants it): what makes its
# page answer without changing what the others test (carol is the one the teacher acts on).
form() {
    case $1 in
    /password) echo "current=wrong&new=x&again=x" ;;
    /choose) echo "submission=0" ;;
    /admin/password | /admin/disqualify | /admin/reinstate) echo "user=$carol" ;;
    /admin/final) echo "count=none" ;;
    /admin/rerun) echo "job=0" ;;
    /admin/dates) echo "opens=&closes=" ;;
    *) echo "x=1" ;;
    esac
}

# What a request got: "login" (sent to log in, or refused for that), "forged", "mine" (not
# the requester's: 404), "none" (no such page for them: 404), else "page" (the page ran).
got() { # JAR METHOD PATH [FORM]
    local status
    if [ "$2" = GET ]; then
        status=$(http "$1" GET "$3")
    else
        status=$(http "$1" POST "$3" --data "$4")
    fi
    if [ "$status" = 303 ] && tr -d '\r' <"$tmp/headers" | grep -qix 'Location: /' && [ "$3" != /logout ] && [ "$3" != /login ]; then
        echo login
    elif [ "$status" = 403 ] && grep -q 'Log in first' "$tmp/body"; then
        echo login
    elif [ "$status" = 403 ] && grep -q 'Forged form\|That form was not this site' "$tmp/body"; then
        echo forged
    elif [ "$status" = 404 ] && grep -q 'There is no such page of yours\.' "$tmp/body"; then
        echo mine
    elif [ "$status" = 404 ] && grep -q '<p class="message">There is no such page\.</p>' "$tmp/body"; then
        echo none
    else
        echo "page"
    fi
}
# What the table says a role gets on a route: "page", a refusal, or "" (the route is not
# theirs to match: a visitors' route for a logged-in user).
wants() { # ROLE WHO
    case $2 in
    visitors) [ "$1" = visitor ] && echo page ;;
    everyone) echo page ;;
    students) [ "$1" = visitor ] && echo login || echo page ;;
    owners) case $1 in visitor) echo login ;; bob) echo mine ;; *) echo page ;; esac ;;
    teachers) case $1 in visitor) echo login ;; alice | bob) echo none ;; *) echo page ;; esac ;;
    esac
}

routes=0 missing=0
while IFS=$'\t' read -r method path who token; do
    [ "$path" = /logout ] && continue # last: it ends the session
    routes=$((routes + 1))
    url=$(sample "$path")
    if [ -z "$url" ]; then
        missing=$((missing + 1)); fail "$method $path: the test has no sample of this route"; continue
    fi
    for role in visitor alice bob teacher; do
        want=$(wants "$role" "$who")
        # a visitor takes the visitors' route of a path that has one
        [ "$role" = visitor ] && [ "$who" != visitors ] && grep -qx "$method	$path	visitors	.*" "$tmp/routes" && want=
        [ -n "$want" ] || continue
        j=$(jar "$role")
        if [ "$method" = POST ] && [ "$token" = session ] && [ "$role" != visitor ]; then
            check "$method $path as $role without the form's token: refused" test "$(got "$j" POST "$url" "$(form "$path")")" = forged
            token_field="csrf=$(csrf_of "$j")&"
        elif [ "$method" = POST ] && [ "$token" = login ]; then
            check "$method $path without the login form's token: refused" test "$(got "$j" POST "$url" "x=1")" = forged
            rm -f "$tmp/login.jar"; j=$tmp/login.jar # the login form's cookie and token, as a visitor
            token_field="csrf=$(csrf_of "$j")&login=alice&password=wrong&"
        else
            token_field=
        fi
        result=$(got "$j" "$method" "$url" "$token_field$(form "$path")")
        check "$method $path ($who) as $role: $want" test "$result" = "$want"
    done
done <"$tmp/routes"
check "every route has a sample ($routes routes)" test "$missing" = 0
check "the table has routes of every audience" test "$(cut -f3 "$tmp/routes" | sort -u | tr '\n' ' ')" = "everyone owners students teachers visitors "

# the last: logging out, as each logged-in role, with and without the token
for role in alice bob teacher; do
    j=$(jar "$role")
    check "POST /logout as $role without the token: refused" test "$(got "$j" POST /logout x=1)" = forged
    check "POST /logout as $role: logged out" test "$(http "$j" POST /logout --data "csrf=$(csrf_of "$j")")" = 303
    check "then $role is a visitor" test "$(got "$j" GET /friendly)" = login
done
stop_server
summary
