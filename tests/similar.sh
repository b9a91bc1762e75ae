#!/usr/bin/env bash
# bin/arena-server similar, the plagiarism check, on a corpus of real players that compile
# (tests/similar/make-corpus.sh: honest players written for this test, the project's
# players of both APIs and the bench's, and disguised copies of each honest one made now:
# renamed, reformatted, reordered, comments, dead code, loops and branches rewritten, helpers
# inlined, all at once, one function copied into another player). Prints the figures
# docs/server.md gives, with the kit as base code and without: at the threshold (45 %,
# similar.h's SIM_THRESHOLD) every copy is found and no independent pair reaches it; without
# the template every copy is still found, and the independent pairs that reach it share
# only the kit (below it once the kit is given). Then the cases of the options: a chained
# fragment is not reported, earlier courses are not compared among themselves, folders
# alone (a .cpp, files skipped, nothing written), a --known label, a --kit template; the
# page; bad input is one error line. Then rings of 3, 6, 10 and 30 copies in classes of 12
# to 300 (tests/similar/rings.sh): each ring found whole, one group. About 30 s.
set -u
. tests/lib/common.sh
BIN=${BIN:-bin}
SERVER=$(realpath "$BIN/arena-server" 2>/dev/null)
if [ ! -x "$SERVER" ] || ! command -v sqlite3 >/dev/null || ! command -v perl >/dev/null; then
    echo "skip: no $BIN/arena-server, sqlite3 or perl"; skipped=1; summary; exit
fi
THRESHOLD=0.$(sed -n "s/.*enum { SIM_THRESHOLD = \([0-9]*\) };.*/\1/p" server/similar/similar.h)
corpus=$tmp/corpus
tests/similar/make-corpus.sh "$corpus"
for f in tests/similar/corpus/*/AI*.c tests/similar/corpus/*/AI*.cc; do
    g=$(basename "$(dirname "$f")")
    case $f in
    *.c) check "$f compiles against $g.h" gcc -std=c11 -Wall -Werror -fsyntax-only -Igames/$g -Iengine "$f" ;;
    *) check "$f compiles against $g's Player.hh" g++ -std=c++17 -Wall -Werror -fsyntax-only -Igames/$g -Iengine "$f" ;;
    esac
done
for g in madmax apocalypse revisited tron; do
    check "12 honest players or more for $g" test "$(ls tests/similar/corpus/$g | wc -l)" -ge 12
done

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
        for f in "$d"*; do
            echo "INSERT INTO submissions(user, file, player, source, at) SELECT id, '$(basename "$f")', 'P', readfile('$f'), 1 FROM users WHERE login = '$login';"
        done
    done
    for s in madmax-Hunter tron-Space apocalypse-Posts; do
        f=$(echo "$corpus/course/$s"/*.c)
        perl -0pe 's{/\*.*?\*/}{}gs' "$f" >"$tmp/v2.c"
        echo "INSERT INTO submissions(user, file, player, source, at) SELECT id, 'AIv2.c', 'P', readfile('$tmp/v2.c'), 2 FROM users WHERE login = '$s';"
        cp "$tmp/v2.c" "$tmp/v2-$s.c"
    done
    echo "COMMIT;"
} >"$tmp/course.sql"
# (each second version read from its own file)
for s in madmax-Hunter tron-Space apocalypse-Posts; do
    sed -i "0,/readfile('${tmp//\//\\/}\/v2.c')/s//readfile('${tmp//\//\\/}\/v2-$s.c')/" "$tmp/course.sql"
done
sqlite3 "$tmp/course.db" <"$tmp/course.sql"
check "the course has its submissions" test "$(sqlite3 "$tmp/course.db" 'select count(*) from submissions')" -gt 100
# an earlier course: alice's file was madmax-s1's
{ echo "$schema"; echo "INSERT INTO users(login, name) VALUES('alice', 'Alice');"
  echo "INSERT INTO submissions(user, file, player, source, at) VALUES(1, 'AIA.c', 'A', readfile('$(echo "$corpus"/course/madmax-Rusher/*.c)'), 1);"
} | sqlite3 "$tmp/old.db"
echo "old.db:alice madmax-Rusher" >>"$corpus/family"

figures() { # CSV: the figures, and the missed/above counts in $tmp/counts
    awk -v copies="$corpus/copies" -v family="$corpus/family" -v threshold=$THRESHOLD -f tests/similar/figures.awk "$1" 2>"$tmp/below" >"$tmp/figs"
    grep -v '^missed' "$tmp/figs"; grep '^missed' "$tmp/figs" >"$tmp/counts"; grep '^below' "$tmp/below" | sed 's/^/    /'
}
start=$(date +%s.%N)
"$SERVER" similar "$tmp/course.db" --against "$tmp/old.db" --csv --top 1000000 >"$tmp/pairs.csv" 2>"$tmp/err"
status=$?
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
check "similar --csv runs ($(grep -c . "$tmp/pairs.csv") lines, ${took}s): $(head -3 "$tmp/err")" test $status -eq 0 -a ! -s "$tmp/err"
check "the CSV header" test "$(head -1 "$tmp/pairs.csv")" = "score,jaccard,shared,longest_lines,student_a,submission_a,file_a,student_b,submission_b,file_b,known,containment,coverage,run,function"
echo "$(ls "$corpus/course" | wc -l) students, $(wc -l <"$corpus/copies") copies; with the kit's AINull and AIDemo as base code:"
figures "$tmp/pairs.csv"
check "every copy of every kind is found at $THRESHOLD" test "$(awk '{ print $2 }' "$tmp/counts")" = 0
check "no pair of independent players reaches $THRESHOLD" test "$(awk '{ print $4 }' "$tmp/counts")" = 0
"$SERVER" similar "$tmp/course.db" --no-kit --csv --top 1000000 >"$tmp/nokit.csv" 2>"$tmp/err"
echo "no template given (--no-kit):"
figures "$tmp/nokit.csv"
check "without the template too, every copy is found at $THRESHOLD" test "$(awk '{ print $2 }' "$tmp/counts")" = 0
# the independent pairs above it without the template: what they share is the kit's
grep '^above: ' "$tmp/below" | while read -r _ a b score; do
    with=$(awk -F, -v a="$a" -v b="$b" '($5 == a && $8 == b) || ($5 == b && $8 == a) { print $1 }' "$tmp/pairs.csv")
    awk -v w="${with:-0}" -v t=$THRESHOLD 'BEGIN { exit !(w < t) }' || echo "$a ~ $b: $score without the kit, ${with:-0} with it"
done >"$tmp/notkit"
check "without the template, the independent pairs at $THRESHOLD share the kit: below it with the kit $(head -3 "$tmp/notkit")" test ! -s "$tmp/notkit"
check "one student's versions are never a pair" bash -c "! awk -F, 'NR > 1 && \$5 == \$8' '$tmp/pairs.csv' | grep -q ."
check "the earlier course's copy is found" grep -q "^1.000,[^,]*,[0-9]*,[0-9]*,madmax-Rusher,[0-9]*,[^,]*,old.db:alice,\|old.db:alice,.*,madmax-Rusher," "$tmp/pairs.csv"

# text, one line a pair, best first; --top; the page
"$SERVER" similar "$tmp/course.db" --top 5 --html "$tmp/page.html" >"$tmp/text" 2>"$tmp/err"
check "text: 5 lines, best first: $(head -2 "$tmp/text")" test $? -eq 0 -a "$(grep -c '%  jaccard' "$tmp/text")" = 5
check "text: sorted by score" bash -c "grep '%  jaccard' '$tmp/text' | sed 's/%.*//' | sort -rn -c"
# the groups: of every pair at the threshold, not only the 5 shown; a copy's original with its copies
check "text: then the groups, a line each: $(grep -m1 '^group 1:' "$tmp/text" | cut -c1-100)" \
    grep -q '^group [0-9]*: 1[0-9] students, .*madmax-Hunter, .*copy-rename-madmax-Hunter' "$tmp/text"
check "the page has the groups, a row each, before the pairs" \
    bash -c "grep -q '<table class=groups>' '$tmp/page.html' && grep -A1000 '<table class=groups>' '$tmp/page.html' | grep -q 'copy-all-madmax-Hunter.*madmax-Hunter' && [ \$(grep -n 'id=\"groups\"' '$tmp/page.html' | cut -d: -f1) -lt \$(grep -n 'id=\"list\"' '$tmp/page.html' | cut -d: -f1) ]"
pages=$tmp/page-pairs
check "the page lists the pairs, each linked to its own page" \
    test "$(grep -o '<a href="page-pairs/[1-5].html">pair [1-5]</a>' "$tmp/page.html" | sort -u | wc -l)" = 5
check "a page a pair, beside the list" test "$(ls "$pages")" = "$(printf '%s.html\n' 1 2 3 4 5 | sort)"
check "the list has no side by side" bash -c "! grep -q '<pre' '$tmp/page.html'"
check "each pair's page: its two files side by side, a fragment table, back to the list" \
    test "$(grep -l '<div class=pair><div class=side>.*<div class=side>' "$pages"/*.html | xargs grep -l '<table class=frags>' | xargs grep -l 'href="../page.html"' | wc -l)" = 5
check "the pair pages highlight fragments" grep -q 'class="m m0[^"]*" title="fragment 1"' "$pages/1.html"
check "the pages load nothing from outside" bash -c "! grep -Eqi '<script|src=|https?://|@import|url\\(' '$tmp/page.html' '$pages'/*.html"
site_colours() { # PAGE: it has site.css's colours (a page of its own gets no site.css)
    local v c
    for v in bg bg-2 panel line text muted accent; do
        c=$(grep -o -- "--$v: *#[0-9a-fA-F]*" server/site.css | head -1 | tr -d ' ')
        [ -n "$c" ] && grep -q -- "$c[;}]" "$1" || { echo "  $1 lacks site.css's ${c:---$v}"; return 1; }
    done
}
check "long lines wrap" grep -q 'pre{[^}]*white-space:pre-wrap' "$pages/1.html"
check "the pages are in the site's dark colours, site.css's" bash -c "$(declare -f site_colours); site_colours '$pages/1.html' && site_colours '$tmp/page.html'"
check "every scrolling pane a keyboard reaches, named" \
    test "$(grep -o '<pre[^>]*>' "$pages/1.html" | grep -c 'tabindex="0" role="region" aria-label="[^"]')" = 2
check "every table in a focusable region, no header empty" \
    bash -c "! cat '$tmp/page.html' '$pages'/*.html | grep -q '<th>\\(<\\|\$\\)' && [ \$(cat '$tmp/page.html' '$pages'/*.html | grep -o '<table' | wc -l) = \$(cat '$tmp/page.html' '$pages'/*.html | grep -o '<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"[a-z]*\"><table' | wc -l) ]"
"$SERVER" similar "$tmp/course.db" --top 2 --html "$tmp/page.html" >/dev/null 2>&1
check "made again with fewer pairs: the pages beyond them are removed" test "$(ls "$pages" | tr '\n' ' ')" = "1.html 2.html "
# hostile names and sources are escaped (the source's on a matched line: not folded away)
sqlite3 "$tmp/course.db" "INSERT INTO users(login, name) VALUES('<b>x', 'X'); INSERT INTO users(login, name) VALUES('y&z', 'Y');
  INSERT INTO submissions(user, file, player, source, at) SELECT id, '<img>.c', 'P', replace(readfile('$(echo "$corpus"/course/tron-Space/*.c)'), 'count++;', 'count++; /* </pre><script>alert(1)</script> */'), 3 FROM users WHERE login = '<b>x';
  INSERT INTO submissions(user, file, player, source, at) SELECT id, 'a.c', 'P', readfile('$(echo "$corpus"/course/tron-Space/*.c)'), 3 FROM users WHERE login = 'y&z';"
"$SERVER" similar "$tmp/course.db" --top 1000 --html "$tmp/page2.html" >/dev/null 2>&1
check "names and sources are escaped in the pages" bash -c "cat '$tmp/page2.html' '$tmp/page2-pairs'/*.html >'$tmp/pages2' && grep -q '&lt;b&gt;x' '$tmp/pages2' && grep -q 'y&amp;z' '$tmp/pages2' && grep -q '&lt;/pre&gt;&lt;script&gt;' '$tmp/pages2' && ! grep -q '<script>\|<b>x\|<img>' '$tmp/pages2'"

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
. tests/similar/cases.sh
. tests/similar/rings.sh
summary
