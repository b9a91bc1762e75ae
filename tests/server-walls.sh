#!/usr/bin/env bash
# The players' walls on bin/arena-server (engine/launch.c, tools/arena-link, the checker):
# - a file that defines a C library function (setvbuf, printing) or main gets the
#   student's verdict, the checker's words, no server path, no internal error;
# - a player that reaches open() and read() at addresses computed from fputs (the outside
#   trial's way past the checker) and asks for course.db and another student's source,
#   in a qualification and in a friendly match, gets a verdict (frozen: forbidden call)
#   and its log holds nothing of either;
# - a match whose player is stopped from outside (a worker too busy to run it) is no
#   verdict: the match is queued again, its error says why.
set -u
. tests/lib/common.sh
. tests/lib/server.sh
here=$(pwd)/tests/server
db=$tmp/course.db
"$SERVER" init "$db" --game madmax --seed 3 --cpu 4 --qualify-matches 1 --qualify-wins 0 --upload-interval 0 \
    --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\nteacher,Teacher,admin\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
A=$tmp/alice.jar B=$tmp/bob.jar
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
state_of() { q "select state from submissions where id = $1"; }
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }
login alice "$(pw alice)" "$A" >/dev/null
login bob "$(pw bob)" "$B" >/dev/null

# bob's player, with a canary in its source
mkdir "$tmp/bob" && { echo "/* CANARY-bob-5183 */"; cat "$good_c"; } >"$tmp/bob/AIGood.c"
submit "$B" "$tmp/bob/AIGood.c" >/dev/null; good=$(cat "$tmp/submitted")
check "bob's player qualifies" wait_for 90 decided
bob_source=$(find "$tmp" -path "*/subs/$good/AIGood.c" | head -1)
check "bob's source is stored on the server's disk" test -n "$bob_source"

# ---- names of the library, main: the student's verdict ----
cat >"$tmp/AISetvbuf.c" <<'EOF'
#define PLAYER_NAME Setvbuf
#include "madmax.h"
#include <stdio.h>
PLAYER(struct no_memory)
int setvbuf(FILE *f, char *buf, int mode, size_t size)
{
    (void)f, (void)buf, (void)mode, (void)size;
    fputs("before the filter\n", stderr);
    return 0;
}
static void play(struct madmax *game, struct no_memory *memory) { (void)game; (void)memory; }
EOF
sed 's/Setvbuf/Main/; s/^int setvbuf(FILE \*f, char \*buf, int mode, size_t size)/int main(void)/; s/(void)f, (void)buf, (void)mode, (void)size;//' \
    "$tmp/AISetvbuf.c" >"$tmp/AIMain.c"
for f in Setvbuf Main; do
    submit "$A" "$tmp/AI$f.c" >/dev/null; id=$(cat "$tmp/submitted")
    check "AI$f.c is judged" wait_for 60 decided
    check "AI$f.c is refused, the student's verdict" test "$(state_of "$id")" = refused
    http "$A" GET "/submissions/$id" >/dev/null
    name=$([ $f = Main ] && echo main || echo setvbuf)
    check "AI$f.c's page says it defines '$name'" grep -q "defines &#39;$name&#39;\|defines '$name'" "$tmp/body"
    check "AI$f.c's page names no server path" bash -c "! grep -q '$tmp\|/subs/' '$tmp/body'"
done
check "none of it is an internal error" test "$(q "select count(*) from internal_errors")" = 0

# ---- open() and read() reached past the checker, at run time ----
# the distances from fputs, measured in the server's own judge executable of the very
# file with other numbers of the same size in their place (the same code, the same layout)
peek() { # OPEN READ: the source, with the paths
    sed -e "s|OPEN_FROM_FPUTS|$1|; s|READ_FROM_FPUTS|$2|" \
        -e "s|^#include <stdio.h>|&\n#define COURSE_DB \"$db\"\n#define OTHER_SOURCE \"$bob_source\"|" \
        "$here/AIPeek.c.in" >"$tmp/AIPeek.c"
}
peek 0x7fff0001L 0x7fff0002L
submit "$A" "$tmp/AIPeek.c" >/dev/null; probe=$(cat "$tmp/submitted")
check "a first AIPeek.c is judged" wait_for 90 decided
measured=
exe=$(find "$tmp" -path "*/subs/$probe/player" | head -1)
if [ -n "$exe" ]; then
    addr() { nm "$exe" | awk -v n="$1" '$3 == n {print $1; exit}'; }
    fputs=$(addr _IO_fputs) open=$(addr __open64) read=$(addr __libc_read)
    [ -n "$fputs" ] && [ -n "$open" ] && [ -n "$read" ] &&
        measured=$(printf '%dL %dL' $((0x$open - 0x$fputs)) $((0x$read - 0x$fputs)))
fi
if [ -z "$measured" ]; then
    fail "cannot measure the distances in the server's judge executable of AIPeek.c (${exe:-none})"
else
    peek $measured
    submit "$A" "$tmp/AIPeek.c" >/dev/null; peek_id=$(cat "$tmp/submitted")
    check "AIPeek.c is judged" wait_for 90 decided
    check "it passes the checker and plays its qualification" test "$(state_of "$peek_id")" = qualified
    qual=$(q "select js.job from job_seats js join jobs j on j.id = js.job where js.submission = $peek_id and j.kind = 'qualify' limit 1")
    seat=$(q "select seat from job_seats where job = ${qual:-0} and submission = $peek_id")
    check "its qualification froze it for a forbidden call" \
        test "$(q "select s.fault from seats s join matches m on m.id = s.match where m.idx = ${qual:-0} and s.seat = ${seat:-0} limit 1")" = syscall
    friendly() { http "$1" POST /friendly --data "csrf=$(csrf_of "$1")&$2"; }
    check "alice asks for a friendly match against bob's player" \
        test "$(friendly "$A" "mine=$peek_id&opponent1=player:Good&board=0")" = 303
    job=$(sed -n 's|^Location: /matches/\([0-9]*\).*|\1|p' "$tmp/headers" | tr -d '\r')
    played() { [ "$(q "select state from jobs where id = ${job:-0}")" = done ]; }
    check "the friendly match is played" wait_for 60 played
    for match in "${qual:-0}" "${job:-0}"; do
        s=$(q "select seat from job_seats where job = $match and submission = $peek_id")
        http "$A" GET "/matches/$match/log/${s:-0}" >/dev/null
        check "match $match: the log shows the player ran" grep -q '^peeking' "$tmp/body"
        check "match $match: and was frozen for a forbidden call" grep -q "forbidden system call" "$tmp/body" || { echo "STATUS $(http "$A" GET "/matches/$match/log/${s:-0}") seat $s"; head -c 600 "$tmp/body"; q "select * from seats s join matches m on m.id = s.match where m.idx = $match"; }
        check "match $match: nothing of course.db, nor of bob's source" \
            bash -c "! grep -aq 'CANARY-bob\|SQLite format\|argon2\|^read ' '$tmp/body'"
    done
fi

# ---- a worker too busy: the player stopped from outside is no verdict ----
login carol "$(pw carol)" "$tmp/carol.jar" >/dev/null
st=$(submit "$tmp/carol.jar" "$here/AISlow.c"); slow=$(cat "$tmp/submitted"); [ -n "$slow" ] || echo "AISlow: $st $(head -c 300 "$tmp/body")"
stopped=
for _ in $(seq 300); do
    # Slow computes in its first turn (its command line is its name): stopped while it does
    for p in $(pgrep -xf Slow); do
        if [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = R ]; then kill -STOP "$p" && stopped=$p; fi
    done
    [ -n "$stopped" ] && break
    sleep 0.05
done
check "a computing player was found under the server's match" test -n "$stopped"
# its idle time passes the watchdog while it is stopped: not judged, the game ends it
ended() { ! kill -0 "$stopped" 2>/dev/null; }
check "the stopped player's match is not judged: its process ended by the game" wait_for 60 ended
[ -n "$stopped" ] && kill -CONT "$stopped" 2>/dev/null
# played again (the machine's fault: at once, its attempt not counted): this time its
# process is killed from outside (as the OOM killer or an operator would), with its CPU
# budget left: no verdict either
killed=
for _ in $(seq 600); do
    for p in $(pgrep -xf Slow); do
        if [ "$p" != "$stopped" ] && [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = R ]; then kill -KILL "$p" && killed=$p; fi
    done
    [ -n "$killed" ] && break
    sleep 0.05
done
check "its match is played again, its player found computing" test -n "$killed"
slow_done() { [ "$(q "select count(*) from jobs where submission = $slow and state != 'done'")" = 0 ]; }
check "its matches are played to their end" wait_for 120 slow_done
check "none left for the teacher, no error of the server's" \
    test "$(q "select count(*) from internal_errors where job in (select id from jobs where submission = $slow)")" = 0
check "and still no verdict: $(q "select s.fault || ' ' || s.reason from seats s join matches m on m.id = s.match join job_seats js on js.job = m.idx and js.seat = s.seat where js.submission = $slow and s.fault != 'ok'")" test "$(q "select count(*) from seats s join matches m on m.id = s.match join job_seats js on js.job = m.idx and js.seat = s.seat where js.submission = $slow and s.fault != 'ok'")" = 0
stop_server

# ---- where no namespace can be made: no server, unless the teacher says so ----
if ${CC:-gcc} -O1 -o "$tmp/no_namespaces" tests/walls/no_namespaces.c -lseccomp; then
    timeout 20 "$tmp/no_namespaces" "$SERVER" serve "$db" --port 0 --unsandboxed-compiles >/dev/null 2>"$tmp/refused.err"
    status=$?
    if [ $status -eq 1 ] && [ "$(grep -c '^error: ' "$tmp/refused.err")" -eq 1 ] &&
        grep -q '^error: serve: judge mode cannot wall players in here .*or run with --unsandboxed-players$' "$tmp/refused.err"; then
        ok
    else
        fail "serve where players cannot be walled in: exit $status: $(cat "$tmp/refused.err")"
    fi
    SERVER_WRAP=$tmp/no_namespaces start_server "$db" --no-ladder --unsandboxed-compiles --unsandboxed-players
    check "with --unsandboxed-players it serves" test -n "$server_url"
    login teacher "$(pw teacher)" "$tmp/teacher.jar" >/dev/null
    http "$tmp/teacher.jar" GET /admin >/dev/null
    check "and the admin page warns" grep -q 'players run without their namespaces (--unsandboxed-players)' "$tmp/body"
    stop_server
else
    fail "cannot build tests/walls/no_namespaces.c"
fi
summary
