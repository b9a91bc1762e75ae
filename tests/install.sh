#!/usr/bin/env bash
# make install (PREFIX=/usr, into a DESTDIR), the installed tree moved elsewhere, then used
# from there: a match, a tournament with source players (the checker, the compile
# sandbox, the player sides), bin/arena-check, a course made (its kit from the installed
# files, git nowhere) and served (the site's files, the kit, a submission judged), the
# plagiarism check's kit templates, its hints naming it as started; no installed file
# names the checkout; the tree moved again, the course made before serves from it (its
# boards found there), and a board found nowhere is one error line. Then a copy of the checkout (cp -a), the original out of its sight,
# plays a tournament from its own files.
set -u
. tests/lib/common.sh
BIN=${BIN:-bin}
if [ "$BIN" != bin ]; then # make install installs bin/: the sanitizers' builds are not installed
    echo "skip: make install installs bin/: tested once, with bin/"; skipped=1; summary; exit
fi
root=$(pwd -P)
unset ARENA_DATA # (the programs find their data from where they are)
# Where no compile sandbox can be made, compile without it (as tools/run-tests says).
if ! tools/arena-sandbox --probe >/dev/null 2>&1; then export ARENA_CHECK_UNSANDBOXED=1; fi
# (a make of its own: not the caller's jobs or variables)
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory install DESTDIR="$tmp/stage" PREFIX=/usr >"$tmp/make.out" 2>&1
status=$?
check "make install DESTDIR=... PREFIX=/usr: $(tail -3 "$tmp/make.out")" test $status -eq 0
mv "$tmp/stage" "$tmp/moved"
d=$tmp/moved/usr lib=$tmp/moved/usr/lib/arena share=$tmp/moved/usr/share/arena

# ---- the layout ----
check "PREFIX/bin: arena-server, arena-check, arena-tournament, links that still lead in" \
    bash -c "for p in arena-server arena-check arena-tournament; do [ -L '$d/bin/'\$p ] && [ -x '$d/bin/'\$p ] || exit 1; done"
check "the games and their players in PREFIX/lib/arena/bin" test -x "$lib/bin/madmax" -a -x "$lib/bin/tron" -a -x "$lib/bin/players/madmax/Dummy" -a -x "$lib/bin/tournament"
check "the player sides in PREFIX/lib/arena/host" test -f "$lib/host/madmax/side.a" -a -f "$lib/host/madmax/ldflags"
check "the data in PREFIX/share/arena" test -f "$share/games/madmax/madmax.h" -a -f "$share/engine/player.h" -a -f "$share/server/site.css" \
    -a -f "$share/games/tron/boards/default.cnf" -a -f "$share/games/madmax/viewer/viewer.html" -a -x "$share/tools/student-kit"
check "the systemd unit runs PREFIX's arena-server as arena" \
    grep -q '^ExecStart=/usr/bin/arena-server serve \${COURSE}' "$d/lib/systemd/system/arena-server.service"
check "User=arena in the unit" grep -qx 'User=arena' "$d/lib/systemd/system/arena-server.service"
# no file names the checkout, nor where it was installed to
grep -rlF -e "$root" -e "$tmp/stage" "$tmp/moved" >"$tmp/named"
check "no installed file names the checkout or DESTDIR: $(head -3 "$tmp/named" | tr '\n' ' ')" test ! -s "$tmp/named"
check "no link leads out of the tree" bash -c "! find '$tmp/moved' -type l -lname '/*' | grep ."

# ---- a match, a tournament, the checker ----
mkdir "$tmp/work" && cd "$tmp/work" || exit 1
"$lib/bin/madmax" Demo Dummy Demo Null -s 1 -i "$share/games/madmax/boards/default.cnf" -o local.res 2>err
status=$?
check "a match in local mode: $(tail -1 err)" test $status -eq 0 -a -s local.res
"$lib/bin/madmax" --judge Demo Dummy Demo Null -s 1 -i "$share/games/madmax/boards/default.cnf" -o judge.res 2>err
status=$?
check "a match in judge mode (its players' programs beside it): $(tail -1 err)" test $status -eq 0 -a -s judge.res
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Mine/' "$share/games/madmax/AIDemo.c" >AIMine.c
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Global/; s/^PLAYER(/int counter;\nPLAYER(/' "$share/games/madmax/AINull.c" >AIGlobal.c
"$d/bin/arena-tournament" madmax --players Dummy,AIMine.c,AIGlobal.c,Null --matches 4 -j 2 --db t.db >t.txt 2>t.err
status=$?
check "a tournament with source players: $(grep -m1 '^error' t.err)" test $status -eq 0
check "the accepted source plays" test "$(sqlite3 t.db "select count(*) > 0 from seats where player = 'Mine'")" = 1
check "the refused one is reported with the checker's line" grep -q "AIGlobal.c:[0-9]*: error: variable .counter." t.err
check "the default boards are the installed ones" test "$(sqlite3 t.db "select count(*) from boards where path not like '$share/games/madmax/boards/%'")" = 0
check "the report's viewer is the installed one" grep -q '"viewer": "[./]*moved/usr/share/arena/games/madmax/viewer/viewer.html"' t.html
"$d/bin/arena-check" --play AIMine.c >check.out 2>&1
check "arena-check --play: $(tail -1 check.out)" grep -q "^Mine: played a match in judge mode" check.out
"$d/bin/arena-check" AIGlobal.c >check.out 2>&1
status=$?
check "arena-check refuses a global (exit $status)" test $status -eq 1 -a -n "$(grep "AIGlobal.c: refused" check.out)"
"$lib/bin/tron" --seats -i "$share/games/tron/boards/cube.cnf" >seats 2>&1
check "tron reads an installed board and its map: $(cat seats)" grep -qx '[0-9]*' seats

# Installed under /usr, arena's own folders are hidden in the compile sandbox but for what
# it is given (the installed data seen at /usr/share/arena in a mount namespace of the
# test's own).
if [ -z "${ARENA_CHECK_UNSANDBOXED:-}" ] && unshare -rm true 2>/dev/null; then
    seen=$(unshare -rm sh -c 'mount -t tmpfs none /usr/share && mkdir /usr/share/arena && mount --bind "$1" /usr/share/arena &&
        /usr/share/arena/tools/arena-sandbox --ro /usr/share/arena/engine/player.h -- ls -R /usr/share/arena' sh "$share" 2>&1)
    check "installed in /usr, the sandbox holds of arena's files only those given: $seen" \
        test "$(echo $seen)" = "/usr/share/arena: engine /usr/share/arena/engine: player.h"
else
    echo "skip: no compile sandbox or mount namespace here: the sandbox's view of an installed arena"; skipped=$((skipped + 1))
fi

# ---- the course server ----
mkdir "$tmp/course"
"$d/bin/arena-server" init "$tmp/course/course.db" --game madmax --seed 7 --qualify-matches 2 --qualify-wins 1 >init.out 2>&1
status=$?
check "arena-server init: $(cat init.out)" test $status -eq 0 -a -s "$tmp/course/course.db"
# the hints name the program as it was started: by its path, or by the name PATH finds it by
check "init's hint, started by its path, names that path: $(grep '^next:' init.out)" \
    grep -qxF "next: $d/bin/arena-server users $tmp/course/course.db class.csv, then $d/bin/arena-server serve $tmp/course/course.db" init.out
PATH=$d/bin:$PATH arena-server init "$tmp/course/on-path.db" --game madmax >init2.out 2>&1
check "started as arena-server, PREFIX/bin on PATH: $(grep '^next:' init2.out)" \
    grep -qxF "next: arena-server users $tmp/course/on-path.db class.csv, then arena-server serve $tmp/course/on-path.db" init2.out
PATH=$d/bin:$PATH "$d/bin/arena-server" init "$tmp/course/on-path.db" --game madmax >init3.out 2>&1
check "by its full path, on PATH too: the name alone: $(cat init3.out)" \
    grep -qxF "error: $tmp/course/on-path.db exists already: a course is made once (serve it with arena-server serve $tmp/course/on-path.db)" init3.out
PATH=$d/bin:$PATH "$d/bin/arena-server" --help >help.out 2>&1
check "and so does its usage" grep -q '^Usage: arena-server init COURSE.db' help.out
check "its kit is made from the installed files" tar xzf "$tmp/course/course-files/kit.tar.gz" -C "$tmp/work"
kit=$tmp/work/madmax-kit
check "the kit has what the rule book says, the Dummy as an object only" \
    test -f "$kit/AINull.c" -a -f "$kit/AIDemo.cc" -a -f "$kit/Player.hh" -a -f "$kit/AIDummy.o.Linux64" -a ! -e "$kit/AIDummy.c" -a -f "$kit/arena-check" -a -f "$kit/viewer.html"
listing() { (cd "$1" && find . -type f ! -name 'AIDummy.o*' | sort); }
(cd "$root" && tools/student-kit madmax "$tmp/checkout-kit.tar.gz") >/dev/null 2>&1 && mkdir "$tmp/checkout-kit" &&
    tar xzf "$tmp/checkout-kit.tar.gz" -C "$tmp/checkout-kit"
check "the same files as the checkout's kit (git's)" diff <(listing "$kit") <(listing "$tmp/checkout-kit/madmax-kit")
printf 'login,name\nann,Ann\nben,Ben\n' >class.csv
"$d/bin/arena-server" users "$tmp/course/course.db" class.csv >passwords 2>users.err
check "arena-server users" test "$(grep -c . passwords)" = 2

# plagiarism: two students handing in the kit's Demo share only the kit's code
db=$tmp/course/course.db
sqlite3 "$db" "INSERT INTO submissions(user, file, player, source, hash, at) SELECT id, 'AIDemo.c', 'Demo', readfile('$share/games/madmax/AIDemo.c'), 'x', 1 FROM users;"
"$d/bin/arena-server" similar "$db" --csv >similar.csv 2>&1
status=$?
check "similar leaves out the installed kit's templates: $(head -2 similar.csv | tr '\n' ' ')" test $status -eq 0 -a "$(grep -c . similar.csv)" = 1
sqlite3 "$db" "DELETE FROM submissions"

cd "$root" || exit 1
BIN=$lib/bin
. tests/lib/server.sh # (skips the rest where there is no curl or sqlite3)
start_server "$db" --listen 127.0.0.1 --jobs 2
check "arena-server serve starts" test -n "$server_url"
check "it serves site.css from the installed data" bash -c "[ \"\$(http /dev/null GET /site.css)\" = 200 ] && cmp -s '$tmp/body' server/site.css"
check "and the viewer's files" test "$(http /dev/null GET /games/madmax/viewer/viewer.html)" = 200 -a "$(http /dev/null GET /viewer/common/load.js)" = 200
check "ann logs in" test "$(login ann "$(sed -n 's/^ann,//p' "$tmp/work/passwords")" "$tmp/ann")" = 303
check "and downloads the kit" bash -c "[ \"\$(http '$tmp/ann' GET /kit)\" = 200 ] && tar tzf '$tmp/body' | grep -q 'madmax-kit/AINull.c'"
check "she submits a player" test "$(submit "$tmp/ann" "$good_c")" = 303
sub=$(cat "$tmp/submitted")
judged() { [ "$(q "select state in ('qualified', 'failed') from submissions where id = ${sub:-0}")" = 1 ]; }
check "it is checked, linked and plays its qualification within 60 s ($(q "select state from submissions where id = ${sub:-0}"))" wait_for 60 judged
check "the server stops on SIGTERM" stop_server

# ---- the installed tree moved again, after the course was made: the course follows ----
mv "$tmp/moved" "$tmp/moved-again"
SERVER=$tmp/moved-again/usr/lib/arena/bin/arena-server
start_server "$db" --listen 127.0.0.1 --jobs 2
check "the course made before the move serves from the moved tree" test -n "$server_url"
check "saying where its boards are read from now" \
    grep -q "^note: arena's files moved since the course was made: [0-9]* of its boards are read from $tmp/moved-again/usr/share/arena now$" "$tmp/serve.err"
check "and the course names them there" \
    test "$(sqlite3 "$db" "select value from course where key = 'boards'" | tr ',' '\n' | grep -vc "^$tmp/moved-again/usr/share/arena/games/madmax/boards/")" = 0
check "ann's page answers" test "$(http "$tmp/ann" GET /)" = 200
check "it stops" stop_server
start_server "$db" --listen 127.0.0.1 --jobs 2
check "started again, it says nothing more of it (the course names them where they are)" \
    test -n "$server_url" -a "$(grep -c 'files moved' "$tmp/serve.err")" = 1
stop_server
# a board found nowhere: one error line that says what to do
cp "$db" "$tmp/course/gone.db"
sqlite3 "$tmp/course/gone.db" "update course set value = '/nowhere/games/madmax/boards/lost.cnf' where key = 'boards'"
check "a board found nowhere is one error line saying what to do" \
    one_error 1 "the course's board /nowhere/games/madmax/boards/lost.cnf is not there, nor in this arena's files ($tmp/moved-again/usr/share/arena/games/madmax/boards): arena was moved or removed since the course was made; install it again where it was" \
    "$SERVER" serve "$tmp/course/gone.db" --port 0 "${unsandboxed[@]}"
mv "$tmp/moved-again" "$tmp/moved"

# ---- a copy of the checkout, the original out of sight ----
# (what a checkout's programs use: bin/, build/host/ and the tracked folders)
mkdir -p "$tmp/copy/build" && cp -a bin engine games server tools viewer "$tmp/copy/" && cp -a build/host "$tmp/copy/build/" &&
    mv "$tmp/copy" "$tmp/copy2"
copy=$tmp/copy2
grep -rlF "$root" "$copy/bin" "$copy/build/host" >"$tmp/named"
check "the checkout's programs name no folder of it: $(head -3 "$tmp/named" | tr '\n' ' ')" test ! -s "$tmp/named"
mkdir "$tmp/play" && cd "$tmp/play" || exit 1
hide=()
if [ "${copy#"$root"/}" = "$copy" ] && bwrap --dev-bind / / --tmpfs "$root" true 2>/dev/null; then
    hide=(bwrap --dev-bind / / --tmpfs "$root" --) # the original is an empty folder for it
    export ARENA_CHECK_UNSANDBOXED=1               # (no sandbox inside this one)
fi
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Mine/' "$copy/games/madmax/AIDemo.c" >AIMine.c
"${hide[@]}" "$copy/bin/tournament" madmax --players Dummy,AIMine.c,Null --matches 3 --db c.db >c.txt 2>c.err
status=$?
check "the copy plays a tournament with a source player${hide:+, the original hidden}: $(grep -m1 error c.err)" \
    test $status -eq 0 -a "$(sqlite3 c.db "select count(*) > 0 from seats where player = 'Mine'")" = 1
check "with the copy's boards" test "$(sqlite3 c.db "select count(*) from boards where path not like '$copy/games/madmax/boards/%'")" = 0
check "and the copy's viewer" grep -q '"viewer": "[./]*copy2/games/madmax/viewer/viewer.html"' c.html
summary
