# cases.sh — the plagiarism check's options, each set up (sourced by tests/similar.sh:
# $SERVER, $tmp, check): folders alone, earlier courses not among themselves, --known,
# --kit, and a fragment that must not chain across unrelated code.
c=tests/similar/corpus
# folders alone: a .cpp copy found, the other files said skipped, nothing written there
mkdir -p "$tmp/alone/ann" "$tmp/alone/bob"
cp $c/madmax/AIHunter.c "$tmp/alone/ann/AIAnn.c"
sed 's/Hunter/Bobby/' $c/madmax/AIHunter.c >"$tmp/alone/bob/AIBob.cpp"
echo notes >"$tmp/alone/bob/notes.txt"
before=$(find "$tmp/alone" -printf '%p %s %T@\n' | sort)
"$SERVER" similar "$tmp/alone" --csv >"$tmp/alone.csv" 2>"$tmp/alone.err"
check "folders alone: the .cpp copy is found" grep -q '^1.000,.*alone/ann/AIAnn.c,.*alone/bob/AIBob.cpp' "$tmp/alone.csv"
check "folders alone: the file skipped is said, and why" grep -q '^skipped: alone/bob/notes.txt: not a C or C++ source' "$tmp/alone.err"
check "folders alone: nothing is written beside them" test "$before" = "$(find "$tmp/alone" -printf '%p %s %T@\n' | sort)"
# earlier courses: new x new and new x old, never old x old
mkdir -p "$tmp/y2023/zed" "$tmp/y2024/amy" "$tmp/now/kim"
cp $c/tron/AISpace.c "$tmp/y2023/zed/AIZed.c"; cp $c/tron/AISpace.c "$tmp/y2024/amy/AIAmy.c"
cp $c/tron/AISpace.c "$tmp/now/kim/AIKim.c"
"$SERVER" similar "$tmp/now" --against "$tmp/y2023" --against "$tmp/y2024" --csv >"$tmp/old.csv" 2>&1
check "earlier courses: the new student pairs with both" test "$(grep -c 'now/kim' "$tmp/old.csv")" = 2
check "earlier courses: never with each other" bash -c "! grep -q 'y2023.*y2024\|y2024.*y2023' '$tmp/old.csv'"
# a group counts the pairs compared: with a third earlier course, one group of the 4, 3 pairs
# compared of 6 (before: "3 students, 2 of 3 pairs", the third earlier student left out, its
# pairs between the earlier ones counted as missing)
mkdir -p "$tmp/y2022/ann"; cp $c/tron/AISpace.c "$tmp/y2022/ann/AIAnn.c"
"$SERVER" similar "$tmp/now" --against "$tmp/y2022" --against "$tmp/y2023" --against "$tmp/y2024" --html "$tmp/old.html" >"$tmp/old.out" 2>&1
check "earlier courses: their group counts the pairs compared: $(grep '^group 1:' "$tmp/old.out")" \
    grep -q '^group 1: 4 students, 3 of 3 compared pairs at [0-9]* % or more' "$tmp/old.out"
check "earlier courses: one group" test "$(grep -c '^group [0-9]' "$tmp/old.out")" = 1
check "earlier courses: so does the page's" grep -q '<tr><td>1<td>4<td>3 of 3<td>' "$tmp/old.html"
# a fragment that would chain: two shared pieces with unrelated code between them
piece1='static int shared_piece_one(int a, int b) { int s = 0; for (int i = a; i < b; i++) s += i * i - a; return s; }'
piece2='static int shared_piece_two(int x) { int r = 1; while (x > 0) { r = r * 3 + x % 7; x = x / 2; } return r; }'
mkdir -p "$tmp/chain"
{ echo "$piece1"; cat $c/madmax/AIRusher.c; echo "$piece2"; } >"$tmp/chain/AIOne.c"
{ echo "$piece1"; cat $c/apocalypse/AIPatrol.c; echo "$piece2"; } >"$tmp/chain/AITwo.c"
"$SERVER" similar "$tmp/chain" --no-kit --csv >"$tmp/chain.csv" 2>&1
longest=$(awk -F, 'NR == 2 { print $4 }' "$tmp/chain.csv")
# (the first piece runs on into the players' first lines, comments aside: a real run)
check "a fragment does not chain across 60 lines of unrelated code (longest ${longest:-none} lines)" test "${longest:-99}" -le 10
# known outside code: labelled, not removed
mkdir -p "$tmp/known/s1" "$tmp/known/s2"
sed -n '/^static int bfs_first_step/,/^}/p' $c/madmax/AIThirst.c >"$tmp/astar-tutorial.c"
{ cat $c/madmax/AIRusher.c; echo 'static int seen[80][80];'; cat "$tmp/astar-tutorial.c"; } >"$tmp/known/s1/AIS1.c"
{ cat $c/madmax/AIHunter.c; echo 'static int seen[80][80];'; cat "$tmp/astar-tutorial.c"; } >"$tmp/known/s2/AIS2.c"
"$SERVER" similar "$tmp/known" --known "$tmp/astar-tutorial.c" --html "$tmp/known.html" >"$tmp/known.out" 2>&1
check "--known: the pair is still listed, labelled" grep -q 'known/s1/AIS1.c  ~  known/s2/AIS2.c  (shared with known:astar-tutorial)' "$tmp/known.out"
check "--known: the list labels the pair" grep -q '<td>shared with known:astar-tutorial<td>' "$tmp/known.html"
check "--known: the pair's page labels the fragment" bash -c "cat '$tmp'/known-pairs/*.html | grep -q '<td>[0-9]*<td>shared with known:astar-tutorial</tr>'"
# an earlier course's kit: every AI* player in it is base code
mkdir -p "$tmp/kit2019" "$tmp/kitted/a" "$tmp/kitted/b"
cp bench/heavy/tron/AIQuery.cc "$tmp/kit2019/AIOldDemo.cc"; echo 'not a player' >"$tmp/kit2019/README"
{ cat bench/heavy/tron/AIQuery.cc; sed -n '/^static/,$p' $c/tron/AIGreedy.c; } >"$tmp/kitted/a/AIA.cc"
{ cat bench/heavy/tron/AIQuery.cc; sed -n '/^static/,$p' $c/tron/AIHugger.c; } >"$tmp/kitted/b/AIB.cc"
without=$("$SERVER" similar "$tmp/kitted" --csv 2>/dev/null | awk -F, 'NR == 2 { print $1 }')
with=$("$SERVER" similar "$tmp/kitted" --kit "$tmp/kit2019" --csv 2>/dev/null | awk -F, 'NR == 2 { print $1 + 0 }')
check "--kit: two students of an earlier kit score ${without:-0} without it, ${with:-0} with it" \
    awk -v a="${without:-0}" -v b="${with:-0}" -v t="$THRESHOLD" 'BEGIN { exit !(a >= t && b < t) }'
mkdir -p "$tmp/nokit"; echo text >"$tmp/nokit/README"
check "--kit: a folder without a player is refused" one_error 1 "no AI" "$SERVER" similar "$tmp/kitted" --kit "$tmp/nokit"
# a ring: 10 of 60 students hand in one player (disguised each its own way); its code is
# in more students than --common allows, yet it is no idiom: the copies cluster, and
# every pair of the ten is listed at the threshold
mkdir -p "$tmp/ring"
for d in "$corpus"/course/tron-* "$corpus"/course/apocalypse-* "$corpus"/course/madmax-* "$corpus"/course/copy-*-tron-Cutoff; do
    case $d in *onefunc*) continue ;; esac
    cp -r "$d" "$tmp/ring/"
done
"$SERVER" similar "$tmp/ring" --csv --top 100000 >"$tmp/ring.csv" 2>/dev/null
check "a ring of 10 copies in $(ls "$tmp/ring" | wc -l) students: its 45 pairs at $THRESHOLD" \
    test "$(awk -F, -v t=$THRESHOLD '$5 ~ /Cutoff/ && $8 ~ /Cutoff/ && $1 >= t' "$tmp/ring.csv" | wc -l)" = 45
# a template not given: 40 students each starting from the kit's Demo, and --no-kit. Nearly
# the whole class sharing most of their files is no ring: the Demo's code stays common, the
# pairs at the threshold are those with the Demo given, and the output says why
mkdir -p "$tmp/demo40"
for f in $(ls $c/*/AI*.c | head -40); do
    s=$(basename "$(dirname "$f")")-$(basename "$f" .c)
    mkdir -p "$tmp/demo40/$s"; cat games/madmax/AIDemo.c "$f" >"$tmp/demo40/$s/AI.c"
done
"$SERVER" similar "$tmp/demo40" --no-kit --csv --top 100000 >"$tmp/demo40.csv" 2>"$tmp/demo40.err"
"$SERVER" similar "$tmp/demo40" --template games/madmax/AIDemo.c --csv --top 100000 >"$tmp/demo40-given.csv" 2>/dev/null
notgiven=$(awk -F, -v t=$THRESHOLD 'NR > 1 && $1 >= t' "$tmp/demo40.csv" | wc -l)
given=$(awk -F, -v t=$THRESHOLD 'NR > 1 && $1 >= t' "$tmp/demo40-given.csv" | wc -l)
check "a template not given: as many pairs at $THRESHOLD as with it given ($notgiven, $given; not all 780)" test "$notgiven" -le "$given"
check "a template not given: said" grep -q '^template: 40 students share most of their files' "$tmp/demo40.err"
