#!/usr/bin/env bash
# The compile sandbox (tools/arena-sandbox, which tools/arena-check runs every step on a
# submission in) holds alone: with the checker's filter turned off (ARENA_CHECK_NO_FILTER=1)
# a player that embeds files another way or another (.incbin in any spelling, .include,
# assembler macros, #include of an absolute path, __has_include) gets nothing of a canary
# file standing for course.db and another student's source: not in its object, not in
# the checker's messages. The same players without the sandbox do get the canary (the
# checks can fail). Then the sandbox itself: no other file, process or network, no
# environment. Then a course server: a student's player that embeds the database and
# another student's source shows neither on any page, log or file of the course.
set -u
. tests/lib/common.sh
BIN=${BIN:-bin}
if [ "$BIN" != bin ]; then # scripts: the sanitizers' build changes nothing of them
    echo "skip: the sandbox's tests run once, with bin/"; skipped=1; summary; exit
fi
if ! why=$(tools/arena-sandbox --probe 2>&1); then
    echo "skip: $why"; skipped=1; summary; exit
fi
check=$(pwd)/tools/arena-check here=$(pwd)
canary=CANARY-$$-$RANDOM$RANDOM
# The secrets: a course database and another student's stored source, each with the canary.
mkdir -p "$tmp/course-files/subs/1" "$tmp/work"
db=$tmp/course.db
sqlite3 "$db" "create table submissions(source); insert into submissions values('$canary in the database');"
alice=$tmp/course-files/subs/1/AIAlice.c
printf '"%s in alice'"'"'s source"\n' "$canary" >"$alice" # (a C string: #include-able as an expression)
asm_secret=$tmp/course-files/secret.s
printf '.ascii "%s in an assembler file"\n' "$canary" >"$asm_secret" # (.include-able)
leaked() { grep -aqE "$canary|SQLite format 3" "$@" 2>/dev/null; }
kept() { ! leaked "$@"; }

# A C player: TOP lines before PLAYER(), PLAY lines in play(). FILE TOP PLAY
player() {
    { echo '#define PLAYER_NAME Spy'; echo '#include "madmax.h"'; echo '#include <stdio.h>'; printf '%s\n' "$2"
      echo 'PLAYER(struct no_memory)'
      echo 'static void play(struct madmax *game, struct no_memory *m)'; echo '{'
      echo '    (void)game; (void)m;'; printf '%s\n' "$3"; echo '}'; } >"$1"
}
# arena-check --object, the filter off: its output in $tmp/out, the object in $tmp/spy.o. [ENV=VALUE...]
spy_check() {
    rm -f "$tmp/spy.o"
    (cd "$tmp/work" && env ARENA_CHECK_NO_FILTER=1 "$@" timeout 60 "$check" --game madmax --object "$tmp/spy.o" AISpy.c) \
        >"$tmp/out" 2>&1
}
# Nothing of the canary, in the sandbox: DESCRIPTION TOP PLAY
holds() {
    player "$tmp/work/AISpy.c" "$2" "$3"
    spy_check
    local status=$?
    check "$1: the checker's own verdict (exit $status: $(tail -1 "$tmp/out"))" test $status -le 1
    check "$1: nothing of the canary in the object" kept "$tmp/spy.o"
    check "$1: nor in the checker's messages" kept "$tmp/out"
}
# The same player without the sandbox gets the canary (the check above can fail): DESCRIPTION TOP PLAY
leaks_without() {
    player "$tmp/work/AISpy.c" "$2" "$3"
    spy_check ARENA_CHECK_UNSANDBOXED=1
    check "$1, without the sandbox: the canary is in the object ($(tail -1 "$tmp/out"))" leaked "$tmp/spy.o"
}
section() { printf '__asm__(".section .rodata\\n%s\\n.previous");' "$1"; }

# ---- the filter off: the sandbox alone ----
leaks_without ".incbin of the database" "$(section ".incbin \\\"$db\\\"")" ''
leaks_without ".incbin of alice's source" "$(section ".incbin \\\"$alice\\\"")" ''
for target in "$db" "$alice"; do
    what=$([ "$target" = "$db" ] && echo "the database" || echo "alice's source")
    holds ".incbin of $what" "$(section ".incbin \\\"$target\\\"")" ''
    holds ".INCBIN, tabs and an offset, of $what" "$(section "\\t.INCBIN\\t \\\"$target\\\" , 0")" ''
    holds ".incbin after a ';' of $what" "$(section ".byte 1 ; .incbin \\\"$target\\\"")" ''
    holds "a macro that spells .incbin of $what" "$(section ".macro grab f\\n.incbin \\\"\\\\f\\\"\\n.endm\\ngrab $target")" ''
    holds ".irp around .incbin of $what" "$(section ".irp f,$target\\n.incbin \\\"\\\\f\\\"\\n.endr")" ''
    holds ".incbin spelt by C string pasting, of $what" \
        "#define DIRECTIVE \".inc\" \"bin \\\"\"
__asm__(\".section .rodata\\n\" DIRECTIVE \"$target\\\"\\n.previous\");" ''
done
leaks_without ".include of an assembler file" "$(section ".include \\\"$asm_secret\\\"")" ''
holds ".include of an assembler file" "$(section ".include \\\"$asm_secret\\\"")" ''
# (%:include: the filter's look at the #include lines as written does not see it)
leaks_without "%:include of alice's source by its path" '' "    puts(
%:include \"$alice\"
    );"
holds "%:include of alice's source by its path" '' "    puts(
%:include \"$alice\"
    );"
holds "#include of alice's source by its path" '' "    puts(
#include \"$alice\"
    );"
up=$(printf '../%.0s' $(seq 12))
holds "#include of alice's source through ../" '' "    puts(
#include \"$up${alice#/}\"
    );"
holds "#include of a path a macro makes" "#define Q(x) #x
#define S(x) Q(x)
#define P S($alice)" "    puts(
#include P
    );"
# __has_include says which files exist: in the sandbox, none outside
has=$(printf '#if __has_include("%s")\n    puts("HAS_PRESENT");\n#else\n    puts("HAS_ABSENT");\n#endif' "$alice")
player "$tmp/work/AISpy.c" '' "$has"
spy_check ARENA_CHECK_UNSANDBOXED=1
check "__has_include of alice's source, without the sandbox: true ($(tail -1 "$tmp/out"))" grep -aq HAS_PRESENT "$tmp/spy.o"
spy_check
check "__has_include of alice's source, in the sandbox: false ($(tail -1 "$tmp/out"))" \
    bash -c "grep -aq HAS_ABSENT '$tmp/spy.o' && ! grep -aq HAS_PRESENT '$tmp/spy.o'"
# the host's processes: /proc/PID of this script is not there for the compiler
procs=$(printf '#if __has_include("/proc/%s/comm")\n    puts("SEES_HOST_PROCESS");\n#else\n    puts("SEES_NO_HOST_PROCESS");\n#endif' "$$")
player "$tmp/work/AISpy.c" '' "$procs"
spy_check ARENA_CHECK_UNSANDBOXED=1
check "the compiler sees this script's process without the sandbox" grep -aq SEES_HOST_PROCESS "$tmp/spy.o"
spy_check
check "and not in it (its own PID namespace)" \
    bash -c "grep -aq SEES_NO_HOST_PROCESS '$tmp/spy.o' && ! grep -aq SEES_HOST_PROCESS '$tmp/spy.o'"
# what the sandbox holds: a public file still embeds (the filter is really off)
player "$tmp/work/AISpy.c" "$(section '.incbin \"/usr/include/stdio.h\"')" ''
spy_check
check "the filter off, the toolchain's files embed ($(tail -1 "$tmp/out"))" grep -aq _STDIO_H "$tmp/spy.o"
# and the filter on again refuses it (the second wall)
(cd "$tmp/work" && "$check" --game madmax AISpy.c >"$tmp/out" 2>&1)
check "the filter on: refused as assembly that reads files" \
    bash -c "[ $? -eq 1 ] && grep -q 'assembly that reads files' '$tmp/out'"

# ---- the sandbox itself ----
sandboxed() { tools/arena-sandbox --rw "$tmp/work" -- "$@"; }
check "it sees none of the host's files (the repository, /etc/passwd, the canaries)" \
    sandboxed bash -c "[ ! -e '$(pwd)/Makefile' ] && [ ! -e /etc/passwd ] && [ ! -e '$alice' ] && [ ! -e '$db' ] && [ ! -e /root ] && [ ! -e /home ]"
check "its /etc is ld.so.cache and alternatives alone" test "$(sandboxed ls /etc | tr '\n' ' ')" = "alternatives ld.so.cache "
check "/usr/local is empty" test -z "$(sandboxed ls -A /usr/local)"
check "/usr is read-only" sandboxed bash -c "! touch /usr/bin/arena-sandbox-test 2>/dev/null"
check "a --rw folder is writable" sandboxed bash -c "echo x >'$tmp/work/written'"
check "a --ro file is not" tools/arena-sandbox --ro "$alice" -- bash -c "grep -q '$canary' '$alice' && ! echo x 2>/dev/null >>'$alice'"
check "its processes are its own (pid 1 is bwrap, this script's is not there, no pid beyond 99)" \
    sandboxed bash -c "[ \"\$(cat /proc/1/comm)\" = bwrap ] && [ ! -e /proc/$$ ] && ! ls /proc | grep -q '^[0-9]\\{3,\\}\$'"
check "its network is a loopback alone" \
    sandboxed bash -c "[ \$(awk 'NR > 2' /proc/net/dev | grep -vc '^ *lo:') = 0 ]"
SECRET_TOKEN=s3cret ARENA_CHECK_SEEN=yes tools/arena-sandbox -- env >"$tmp/env"
check "its environment is PATH, LC_ALL and ARENA_CHECK_* alone" \
    bash -c "! grep -q SECRET_TOKEN '$tmp/env' && grep -qx ARENA_CHECK_SEEN=yes '$tmp/env' && grep -qx PATH=/usr/bin:/bin '$tmp/env' && grep -qx LC_ALL=C '$tmp/env'"
check "usage: a relative path is refused (exit 2)" bash -c "tools/arena-sandbox --ro tests -- true 2>/dev/null; [ \$? = 2 ]"

# ---- a course server, the filter off: a spy among the students ----
. tests/lib/server.sh # (skips the rest where there is no server)
db=$tmp/course/course.db
mkdir -p "$tmp/course"
"$SERVER" init "$db" --game madmax --boards games/madmax/boards/default.cnf --seed 4 --qualify-matches 1 --qualify-wins 0 >"$tmp/init.out" 2>&1
check "a course: $(tail -1 "$tmp/init.out")" test -s "$db"
printf 'login,name\nalice,Alice\nmallory,Mallory\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
ARENA_CHECK_NO_FILTER=1 start_server "$db" --jobs 2 --no-ladder || { failed=$((failed + 1)); summary; exit 1; }
# the network: the server listens on the host's loopback; the sandbox cannot reach it
port=${server_url##*:}
check "the host reaches the server" curl -s -o /dev/null "$server_url/"
check "the sandbox does not (its own network)" \
    tools/arena-sandbox -- bash -c "! timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.1/$port' 2>/dev/null"
A=$tmp/alice.jar M=$tmp/mallory.jar
check "alice logs in" test "$(login alice "$(pw alice)" "$A")" = 303
check "mallory logs in" test "$(login mallory "$(pw mallory)" "$M")" = 303
# alice: a good player, with the canary in a comment of its source
{ echo "/* $canary: alice's secret strategy */"; sed -f tests/server/good.sed games/madmax/AIDummy.c; } >"$tmp/AIGood.c"
check "alice submits" test "$(submit "$A" "$tmp/AIGood.c")" = 303
good=$(cat "$tmp/submitted")
stored() { [ -f "$tmp/course/course-files/subs/$good/AIGood.c" ]; }
check "her source is stored in the course's files" wait_for 30 stored
# mallory: the database and alice's stored source, embedded, printed from play() into her log
spy=$tmp/AIMallory.c
{ echo '#define PLAYER_NAME Mallory'; echo '#include "madmax.h"'; echo '#include <stdio.h>'
  echo '__asm__(".section .rodata\nmallory_db:\n.incbin \"'"$db"'\"\n.byte 0\nmallory_src:\n.incbin \"'"$tmp/course/course-files/subs/$good/AIGood.c"'\"\n.byte 0\n.previous");'
  echo 'extern const char mallory_db[], mallory_src[];'
  echo 'PLAYER(struct no_memory)'
  echo 'static void play(struct madmax *game, struct no_memory *m)'; echo '{'
  echo '    (void)game; (void)m;'
  echo '    fprintf(stderr, "%s\n%s\n", mallory_db, mallory_src);'
  echo '}'; } >"$spy"
check "mallory submits her spy" test "$(submit "$M" "$spy")" = 303
spy_id=$(cat "$tmp/submitted")
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
check "every verdict within 90 s" wait_for 90 decided
check "alice's player qualifies: $(q "select state || ' ' || coalesce(report, '') from submissions where id = $good")" \
    test "$(q "select state from submissions where id = $good")" = qualified
check "mallory's spy is refused (its files are not there): $(q "select state from submissions where id = $spy_id")" \
    test "$(q "select state from submissions where id = $spy_id")" = refused
check "by the sandbox (the filter off, its assembly does not assemble)" \
    bash -c "q 'select report from submissions where id = $spy_id' | grep -q 'its assembly does not assemble'"
# every page mallory can fetch: her home, the submission and its source, its matches
# and their logs, the standings
: >"$tmp/pages"
for path in / /standings "/submissions/$spy_id" "/submissions/$spy_id/source"; do
    http "$M" GET "$path" >/dev/null; cat "$tmp/body" >>"$tmp/pages"
done
for job in $(q "select job from job_seats where submission = $spy_id"); do
    for path in "/matches/$job" "/matches/$job/log/0" "/matches/$job/log/1" "/matches/$job/log/2" "/matches/$job/log/3"; do
        http "$M" GET "$path" >/dev/null; cat "$tmp/body" >>"$tmp/pages"
    done
done
check "her pages hold her report" grep -q "AIMallory.c" "$tmp/pages"
check "and nothing of the database or alice's source" bash -c "! grep -aqE '$canary|SQLite format 3' '$tmp/pages'"
check "nor the report stored for her" bash -c "! q 'select report from submissions where id = $spy_id' | grep -aqE '$canary|SQLite format 3'"
check "no object or player in the course's files holds them" \
    bash -c "! find '$tmp/course/course-files' -type f ! -path '*/subs/$good/AIGood.c' ! -name '*.gz' -exec grep -alE '$canary|SQLite format 3' {} + | grep ."
check "nor a log or replay" bash -c "! find '$tmp/course/course-files' -name '*.gz' -exec sh -c 'zcat \"\$1\" | grep -aqE \"$canary|SQLite format 3\"' _ {} \\; -print | grep ."
check "the server stops" stop_server

# ---- no sandbox here (no bwrap on the PATH): refused, unless the teacher says so ----
mkdir "$tmp/nobwrap"
for c in env bash cat head grep readlink sed rm mkdir mktemp stat cp seq sleep; do ln -s "$(command -v $c)" "$tmp/nobwrap/$c"; done
PATH=$tmp/nobwrap "$SERVER" serve "$db" --port 0 >/dev/null 2>"$tmp/err"
check "the server refuses to start without a sandbox (exit $?)" \
    bash -c "[ \$(wc -l <'$tmp/err') = 1 ] && grep -q '^error: serve: no sandbox for compiles: bubblewrap is not installed.*--unsandboxed-compiles' '$tmp/err'"
printf 'login,name\nteacher,Teacher,admin\n' >"$tmp/teacher.csv"
"$SERVER" users "$db" "$tmp/teacher.csv" >>"$tmp/passwords" 2>/dev/null
PATH=$tmp/nobwrap start_server "$db" --unsandboxed-compiles --no-ladder || { failed=$((failed + 1)); summary; exit 1; }
T=$tmp/teacher.jar
login teacher "$(pw teacher)" "$T" >/dev/null
http "$T" GET /admin >/dev/null
check "with --unsandboxed-compiles it starts, and the admin page warns" grep -q 'compiled without the sandbox' "$tmp/body"
stop_server KILL
out=$(cd "$tmp" && PATH=$tmp/nobwrap "$here/bin/tournament" madmax --players "$here/games/madmax/AIDemo.c,Dummy" --matches 1 --db "$tmp/t.db" 2>&1)
check "bin/tournament refuses a source without a sandbox (exit $?)" \
    bash -c "[ $? = 1 ] && grep -q '^error: no sandbox for compiles: bubblewrap is not installed' <<<'$out' && [ ! -e '$tmp/t.db' ]"
summary
