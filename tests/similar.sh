#!/usr/bin/env bash
# bin/arena-server similar, the plagiarism check: a corpus made at run time
# (tests/similar/make-corpus.sh: independent players of the 4 games, the shipped players
# of both APIs, players sharing only the kit's template, and disguised copies: identifiers
# renamed, reformatted, functions reordered, comments and dead code added, comments removed,
# all at once). Every copy's pair with its original must rank above every pair of
# independent players; two players sharing only the template stay under the threshold
# docs/server.md gives (TEMPLATE_MAX); one student's versions are never a pair; the page
# is self-contained and escaped; bad input is one error line.
set -u
. tests/lib/common.sh
BIN=${BIN:-bin}
SERVER=$(realpath "$BIN/arena-server" 2>/dev/null)
if [ ! -x "$SERVER" ] || ! command -v sqlite3 >/dev/null || ! command -v perl >/dev/null; then
    echo "skip: no $BIN/arena-server, sqlite3 or perl"; skipped=1; summary; exit
fi
TEMPLATE_MAX=0.20
corpus=$tmp/corpus
tests/similar/make-corpus.sh "$corpus"

# the course: one student a folder of course/, one submission each; a second version for
# some (the first comments removed): one student's versions are not compared
schema="CREATE TABLE users(id INTEGER PRIMARY KEY, login TEXT UNIQUE NOT NULL, name TEXT NOT NULL);
CREATE TABLE submissions(id INTEGER PRIMARY KEY, user INTEGER NOT NULL REFERENCES users, file TEXT NOT NULL,
 player TEXT NOT NULL, source BLOB NOT NULL, hash TEXT NOT NULL DEFAULT '', at REAL NOT NULL, state TEXT NOT NULL DEFAULT 'queued');"
{
    echo "$schema"; echo "BEGIN;"
    for d in "$corpus"/course/*/; do
        login=$(basename "$d")
        echo "INSERT INTO users(login, name) VALUES('$login', 'Name of $login');"
        for f in "$d"*.c; do
            echo "INSERT INTO submissions(user, file, player, source, at) SELECT id, '$(basename "$f")', 'P', readfile('$f'), 1 FROM users WHERE login = '$login';"
        done
    done
    for s in madmax-s5 tron-s7 apocalypse-s9; do
        f=$(echo "$corpus/course/$s"/*.c)
        perl -0pe 's{/\*.*?\*/}{}gs' "$f" >"$tmp/v2.c"
        echo "INSERT INTO submissions(user, file, player, source, at) SELECT id, 'AIv2.c', 'P', readfile('$tmp/v2.c'), 2 FROM users WHERE login = '$s';"
        cp "$tmp/v2.c" "$tmp/v2-$s.c"
    done
    echo "COMMIT;"
} >"$tmp/course.sql"
# (each second version read from its own file)
for s in madmax-s5 tron-s7 apocalypse-s9; do
    sed -i "0,/readfile('${tmp//\//\\/}\/v2.c')/s//readfile('${tmp//\//\\/}\/v2-$s.c')/" "$tmp/course.sql"
done
sqlite3 "$tmp/course.db" <"$tmp/course.sql"
check "the course has its submissions" test "$(sqlite3 "$tmp/course.db" 'select count(*) from submissions')" -gt 100
# an earlier course: alice's file was madmax-s1's
{ echo "$schema"; echo "INSERT INTO users(login, name) VALUES('alice', 'Alice');"
  echo "INSERT INTO submissions(user, file, player, source, at) VALUES(1, 'AIA.c', 'A', readfile('$(echo "$corpus"/course/madmax-s1/*.c)'), 1);"
} | sqlite3 "$tmp/old.db"

start=$(date +%s.%N)
(cd "$corpus" && "$SERVER" similar "$tmp/course.db" --against kit --against "$tmp/old.db" --csv --top 1000000) >"$tmp/pairs.csv" 2>"$tmp/err"
status=$?
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
check "similar --csv runs ($(grep -c . "$tmp/pairs.csv") lines, ${took}s): $(head -3 "$tmp/err")" test $status -eq 0 -a ! -s "$tmp/err"
check "the CSV header" test "$(head -1 "$tmp/pairs.csv")" = "score,jaccard,shared,longest_lines,student_a,submission_a,file_a,student_b,submission_b,file_b"

# families: a copy belongs to its original's; a shipped player's two APIs are one
awk -F, -v copies="$corpus/copies" -v tonly="$corpus/template-only" -v tmax=$TEMPLATE_MAX '
    function fam(s,   a) {
        if (s ~ /^copy-[a-z]+-/) { sub(/^copy-[a-z]+-/, "", s); return s }
        if (s ~ /^kit\//) { split(s, a, "/"); sub(/^AI/, "", a[3]); sub(/(-rulebook)?\.cc?$/, "", a[3]); return a[3] == "Dummy" ? a[2] "-dummy" : "kit-" a[2] "-" a[3] }
        if (s ~ /^old\.db:alice$/) return "madmax-s1"
        return s }
    BEGIN { while ((getline l < copies) > 0) { split(l, c, " "); want[c[1] SUBSEP fam(c[1])] = c[3]; ncopies++ }
            while ((getline l < tonly) > 0) { split(l, c, " "); tpl[c[1] SUBSEP c[2]] = 1; tpl[c[2] SUBSEP c[1]] = 1 } }
    NR == 1 { next }
    { a = $5; b = $8; fa = fam(a); fb = fam(b)
      if (a == b) { same++; print "same student: " $0 }
      if (fa != fb) { if ($1 > maxind) { maxind = $1; maxline = $0 } }
      if ((a SUBSEP fb) in want && fa == fb && b !~ /^copy-/) { seen[a]++; if (!(a in low) || $1 < low[a]) low[a] = $1 }
      else if ((b SUBSEP fa) in want && fa == fb && a !~ /^copy-/) { seen[b]++; if (!(b in low) || $1 < low[b]) low[b] = $1 }
      if ((a SUBSEP b) in tpl) { tscore[a SUBSEP b] = $1; if ($1 > tmaxseen) tmaxseen = $1 } }
    END {
      mincopy = 2; n = 0
      for (k in want) { split(k, p, SUBSEP); if (!(p[1] in seen)) { print "copy not found: " p[1] " (" want[k] ")"; missing++ } else { n++; if (low[p[1]] < mincopy) { mincopy = low[p[1]]; minname = p[1] } } }
      printf "copies: %d of %d found, lowest score %.3f (%s); independent pairs: highest %.3f (%s); template only: highest %.3f\n", n, ncopies, mincopy, minname, maxind, maxline, tmaxseen + 0
      print mincopy > "/dev/stderr"; print maxind + 0 > "/dev/stderr"; print tmaxseen + 0 > "/dev/stderr"; print missing + 0 > "/dev/stderr"; print same + 0 > "/dev/stderr"
    }' "$tmp/pairs.csv" >"$tmp/quality" 2>"$tmp/figures"
cat "$tmp/quality"
{ read -r mincopy; read -r maxind; read -r tmax_seen; read -r missing; read -r same; } <"$tmp/figures"
check "every copy's pair with its original is found" test "$missing" = 0
check "every copy ranks above every pair of independent players ($mincopy > $maxind)" awk "BEGIN { exit !($mincopy > $maxind) }"
check "players sharing only the template stay under $TEMPLATE_MAX ($tmax_seen)" awk "BEGIN { exit !($tmax_seen < $TEMPLATE_MAX) }"
check "one student's versions are never a pair" test "$same" = 0
check "the earlier course's copy is found" grep -q "^1.000,[^,]*,[0-9]*,[0-9]*,madmax-s1,[0-9]*,[^,]*,old.db:alice,\|old.db:alice,.*,madmax-s1," "$tmp/pairs.csv"

# text, one line a pair, best first; --top; the page
"$SERVER" similar "$tmp/course.db" --top 5 --html "$tmp/page.html" >"$tmp/text" 2>"$tmp/err"
check "text: 5 lines, best first: $(head -2 "$tmp/text")" test $? -eq 0 -a "$(grep -c '%  jaccard' "$tmp/text")" = 5
check "text: sorted by score" bash -c "sed 's/%.*//' '$tmp/text' | sort -rn -c"
check "the page lists the pairs and shows them side by side" test "$(grep -c '<h2 id="p' "$tmp/page.html")" = 5
check "the page highlights fragments" grep -q '<span class="m m0" title="fragment 1">' "$tmp/page.html"
check "the page loads nothing from outside" bash -c "! grep -Eqi '<script|src=|https?://|@import|url\\(' '$tmp/page.html'"
# hostile names and sources are escaped
sqlite3 "$tmp/course.db" "INSERT INTO users(login, name) VALUES('<b>x', 'X'); INSERT INTO users(login, name) VALUES('y&z', 'Y');
  INSERT INTO submissions(user, file, player, source, at) SELECT id, '<img>.c', 'P', readfile('$(echo "$corpus"/course/tron-s3/*.c)') || '/* </pre><script>alert(1)</script> */', 3 FROM users WHERE login = '<b>x';
  INSERT INTO submissions(user, file, player, source, at) SELECT id, 'a.c', 'P', readfile('$(echo "$corpus"/course/tron-s3/*.c)'), 3 FROM users WHERE login = 'y&z';"
"$SERVER" similar "$tmp/course.db" --top 1000 --html "$tmp/page2.html" >/dev/null 2>&1
check "names and sources are escaped in the page" bash -c "grep -q '&lt;b&gt;x' '$tmp/page2.html' && grep -q 'y&amp;z' '$tmp/page2.html' && grep -q '&lt;/pre&gt;&lt;script&gt;' '$tmp/page2.html' && ! grep -q '<script>\|<b>x\|<img>' '$tmp/page2.html'"

# a real course database (init): the game's kit players are the base code
if "$SERVER" init "$tmp/real.db" --game tron >/dev/null 2>&1; then
    printf 'login,name\nann,Ann\nben,Ben\n' >"$tmp/class.csv"
    "$SERVER" users "$tmp/real.db" "$tmp/class.csv" >/dev/null 2>&1
    sqlite3 "$tmp/real.db" "INSERT INTO submissions(user, file, player, source, hash, at) SELECT id, 'AIDemo.c', 'Demo', readfile('games/tron/AIDemo.c'), 'x', 1 FROM users;"
    "$SERVER" similar "$tmp/real.db" --csv >"$tmp/real.csv" 2>"$tmp/err"
    check "two students handing in the kit's Demo are no pair" test $? -eq 0 -a "$(grep -c . "$tmp/real.csv")" = 1
    "$SERVER" similar "$tmp/real.db" --csv --template /dev/null >/dev/null 2>&1
    check "a --template file is read" test $? -eq 0
else
    check "init a course" false
fi

# bad input: one error line
check "a missing database" one_error 1 "no course database" "$SERVER" similar "$tmp/none.db"
check "a file that is no course database" one_error 1 "not a course database" "$SERVER" similar "$tmp/class.csv"
check "a missing folder" one_error 1 "cannot read" "$SERVER" similar "$tmp/course.db" --against "$tmp/none"
mkdir -p "$tmp/locked/sub" && chmod 000 "$tmp/locked/sub"
if [ "$(id -u)" != 0 ]; then
    check "an unreadable folder" one_error 1 "cannot read the folder" "$SERVER" similar "$tmp/course.db" --against "$tmp/locked"
fi
chmod 700 "$tmp/locked/sub"
check "a missing template" one_error 1 "cannot read" "$SERVER" similar "$tmp/course.db" --template "$tmp/none.c"
check "a bad option" one_error 2 "unknown option\|unrecognized\|--frob" "$SERVER" similar "$tmp/course.db" --frob
check "a bad --top" one_error 2 "top" "$SERVER" similar "$tmp/course.db" --top 0
check "no database" one_error 2 "give the course database" "$SERVER" similar
summary
