#!/usr/bin/env bash
# bin/arena-server against malformed requests: every file of tests/server/requests/ (one
# raw HTTP request each, CRLF line ends; @SESSION___...@ and @CSRF___...@, 64 characters
# like what they stand for (a Content-Length stays true), are a logged-in student's
# session cookie and form token) is sent as it is through a TCP connection.
# A file's name says the answer it must get: NNN-what.http that status (a malformed
# request is a 400), 4xx-what.http any 4xx (libmicrohttpd's own refusals, whose code may
# change with its version), none-what.http no answer or a 4xx (not HTTP at all, or a body
# that never comes). Never a 5xx (but the 505 a file names), and the server runs after
# every one; a normal page answers after them all; its stderr holds no sanitizer report
# (run again with BIN=build/san/bin and build/tsan/bin).
set -u
. tests/lib/common.sh
. tests/lib/server.sh
requests=tests/server/requests
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 4 >"$tmp/init.out" 2>&1
check "init makes the course: $(tail -1 "$tmp/init.out")" test -s "$db"
printf 'login,name\nalice,Alice\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
A=$tmp/alice.jar
check "alice logs in" test "$(login alice "$(sed -n 's/^alice,//p' "$tmp/passwords")" "$A")" = 303
session=$(awk '/arena_session/ {print $7}' "$A")
csrf=$(csrf_of "$A")
check "her session and form token are known" test ${#session} = 64 -a ${#csrf} = 64

# send FILE: the request to the server; prints the status of its answer (after any 100
# Continue), "none" if the connection closes or stays silent 3 s without one.
send() {
    local hostport=${server_url#http://} status=none line
    exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}" || { echo none; return; }
    sed -e "s/@SESSION_*@/$session/g" -e "s/@CSRF_*@/$csrf/g" "$1" >&3 2>/dev/null
    while IFS= read -r -t 3 line <&3; do
        line=${line%$'\r'}
        case $line in
        "HTTP/1."[01]" 1"[0-9][0-9]" "*) # 100 Continue: its empty line, then the answer
            IFS= read -r -t 3 line <&3 ;;
        "HTTP/1."[01]" "[0-9][0-9][0-9]" "*) status=${line:9:3}; break ;;
        *) status="not HTTP: ${line:0:40}"; break ;;
        esac
    done
    exec 3<&-
    echo "$status"
}

# wanted WANT STATUS: the status is what the file's name asks
wanted() {
    case $1 in
    4xx) [[ $2 == 4[0-9][0-9] ]] ;;
    none) [[ $2 == none || $2 == 4[0-9][0-9] ]] ;;
    *) [ "$2" = "$1" ] ;;
    esac
}

files=("$requests"/*.http)
check "there are requests to send" test ${#files[@]} -ge 20
for file in "${files[@]}"; do
    name=$(basename "$file" .http)
    want=${name%%-*}
    got=$(send "$file")
    check "$name: wants $want, gets $got" wanted "$want" "$got"
    if ! kill -0 "$server_pid" 2>/dev/null; then
        check "the server runs after $name" false
        tail -n 20 "$tmp/serve.err"
        server_pid=
        start_server "$db" --jobs 1 --no-ladder || break # on with the next ones
    fi
done
check "the server still answers a normal page" test "$(http "$A" GET /)" = 200
check "and its student's page" grep -q 'My player' "$tmp/body"
check "the server stops cleanly (SIGTERM)" stop_server
check "no sanitizer report in the server's stderr" \
    bash -c "! grep -a -B2 -A20 'ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:\|WARNING: ThreadSanitizer' '$tmp/serve.err'"
summary
