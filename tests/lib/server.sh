# server.sh — driving bin/arena-server from a test (sourced after common.sh): start and
# stop it (by its process id), log in with curl, submit, fetch, wait for the judge.
# Sourcing it skips the script (its summary line, then exit) where there is no server to
# drive; it stops the server at exit (a script that starts more sets a trap of its own).
BIN=${BIN:-bin}
SERVER=$(realpath "$BIN/arena-server" 2>/dev/null)
if [ ! -x "$SERVER" ] || ! command -v curl >/dev/null || ! command -v sqlite3 >/dev/null; then
    echo "skip: no $BIN/arena-server, curl or sqlite3 (tools/install-deps)"; skipped=1; summary; exit
fi
trap 'stop_server KILL; rm -rf "$tmp"' EXIT
# the tests' good player: the Dummy named Good (tests/server/good.sed)
good_c=$tmp/AIGood.c
sed -f tests/server/good.sed games/madmax/AIDummy.c >"$good_c"
server_pid= server_url=
# Where this machine cannot make the compile sandbox (no unprivileged user namespaces),
# the server refuses to start without --unsandboxed-compiles: the tests say so and go on
# without it (tests/sandbox.sh tests the sandbox itself, and skips there).
unsandboxed=()
if ! why=$(tools/arena-sandbox --probe 2>&1); then
    echo "note: no compile sandbox here ($why): the server runs with --unsandboxed-compiles"
    unsandboxed=(--unsandboxed-compiles)
fi
# Where it cannot wall players in (no namespaces), the server refuses to start without
# --unsandboxed-players: the tests say so and go on without (tests/walls.sh skips).
if ! why=$("$(dirname "$SERVER")/madmax" --check-walls 2>&1); then
    echo "note: no players' walls here ($why): the server runs with --unsandboxed-players"
    unsandboxed+=(--unsandboxed-players)
fi
start_server() { # DB [serve options...]: serves on a free port, sets server_url (SERVER_WRAP: a command before it)
    local db=$1; shift
    : >"$tmp/serve.out" # here, not by the background job: a read before it runs finds no earlier server's line
    ${SERVER_WRAP:-} "$SERVER" serve "$db" --port 0 "${unsandboxed[@]}" "$@" >"$tmp/serve.out" 2>>"$tmp/serve.err" &
    server_pid=$!
    export server_url
    for _ in $(seq 1 100); do
        server_url=$(sed -n 's|^serving .* on \(http://[^ ]*\)/$|\1|p' "$tmp/serve.out")
        [ -n "$server_url" ] && return 0
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.1
    done
    echo "the server did not start: $(cat "$tmp/serve.err")"; return 1
}
stop_server() { # [SIGNAL]: after SIGTERM (the default) the server must exit 0, with no sanitizer report
    [ -n "$server_pid" ] || return 0
    kill "-${1:-TERM}" "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
    local status=$?
    server_pid=
    [ "${1:-TERM}" = TERM ] || return 0
    # a sanitizer's report (ThreadSanitizer's tier: a race) fails the script, once
    if grep -aq 'WARNING: ThreadSanitizer\|ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:' "$tmp/serve.err" 2>/dev/null; then
        failed=$((failed + 1)); echo "FAIL: the server's sanitizer report:"; grep -a -m1 -A12 'WARNING: \|ERROR: \|runtime error:' "$tmp/serve.err"
        mv "$tmp/serve.err" "$tmp/serve.err.reported"
    fi
    [ $status -eq 0 ] || { failed=$((failed + 1)); echo "FAIL: the server exited with $status: $(tail -5 "$tmp/serve.err" 2>/dev/null)"; return 1; }
}
# http JAR METHOD PATH [curl options...]: prints the status; the body into $tmp/body
http() {
    local jar=$1 method=$2 path=$3; shift 3
    curl -s -o "$tmp/body" -D "$tmp/headers" -w '%{http_code}' -b "$jar" -c "$jar" -X "$method" "$@" "$server_url$path"
}
csrf_of() { # JAR: the CSRF token of the user's home page
    http "$1" GET / >/dev/null
    grep -o 'name="csrf" value="[0-9a-f]*"' "$tmp/body" | head -1 | sed 's/.*value="//; s/"$//'
}
login() { # LOGIN PASSWORD JAR: prints the status (303 when it worked)
    rm -f "$3"
    local token; token=$(csrf_of "$3")
    http "$3" POST /login --data-urlencode "csrf=$token" --data-urlencode "login=$1" --data-urlencode "password=$2"
}
submit() { # JAR FILE: prints the status; the submission's id into $tmp/submitted
    local token; token=$(csrf_of "$1")
    local status; status=$(http "$1" POST /submit -F "csrf=$token" -F "source=@$2")
    sed -n 's|^Location: /submissions/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r' >"$tmp/submitted"
    echo "$status"
}
wait_for() { # SECONDS COMMAND...: until the command succeeds
    local until=$((SECONDS + $1)); shift
    until "$@"; do [ $SECONDS -lt "$until" ] || return 1; sleep 0.2; done
}
q() { sqlite3 -cmd ".timeout 5000" "$db" "$1"; }
# for checks that run in bash -c
export tmp db
export -f http q csrf_of
