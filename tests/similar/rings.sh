# rings.sh — rings of copies in classes of 12 to 300 (sourced by tests/similar.sh: $SERVER,
# $tmp, $corpus (make-corpus.sh's), $THRESHOLD, check). A ring: one honest player handed
# around a group, R students in all, each copy disguised its own way (the kinds of
# make-corpus.sh in turn, then renamed with a prefix of its own, comments and dead code
# from a seed of its own). A class: the ring, then independent players of the corpus,
# then (beyond them: 67) the corpus's copies of other players. For each ring and class:
# all R (R - 1) / 2 pairs of the ring at the threshold, the ring one group of R in the
# output, and no independent pair (tests/similar/figures.awk's) at the threshold. Prints
# the lowest ring pair and the highest independent pair, the figures docs/server.md gives.
. tests/similar/disguise.sh
mkdir -p "$tmp/rings"
kinds=(rename reformat reorder comment deadcode loops branches inline all)
declare -A ring_of=([3]=madmax-Hunter [6]=tron-Cutoff [10]=apocalypse-Posts [30]=revisited-Gunner)
for r in 3 6 10 30; do
    orig=${ring_of[$r]}
    f=$(echo "$corpus/course/$orig"/AI*)
    ext=${f##*.}
    mkdir -p "$tmp/rings/ring$r/$orig"
    cp "$f" "$tmp/rings/ring$r/$orig/"
    for k in $(seq 1 $((r - 1))); do
        login=ring$r-$k-$orig
        mkdir -p "$tmp/rings/ring$r/$login"
        disguise "${kinds[$(((k - 1) % ${#kinds[@]}))]}" $((700 + 31 * r + k)) <"$f" | rename "r${k}_" >"$tmp/rings/ring$r/$login/AIRing$k.$ext"
        echo "$login $orig ring"
    done
done >"$tmp/rings/copies"
cat "$corpus/copies" >>"$tmp/rings/copies"
# the independent players, the games in turn; then the copies of other players
ls "$corpus/course" | grep -v '^copy-' | awk -F- '{ n[$1]++; print n[$1] "\t" $0 }' | sort -k1,1n -k2 | cut -f2 >"$tmp/rings/independent"
ls "$corpus/course" | grep '^copy-' | grep -v 'onefunc' >"$tmp/rings/others"

# similar on a class folder: DIR.csv (students named by their folder, as make-corpus.sh's
# lists name them), DIR.out (the text: pairs, then groups), DIR.above (the independent
# pairs at the threshold, a ring's copies named by their original), DIR.ind (the highest)
run_class() {
    local d=$1 r=$2
    "$SERVER" similar "$d" --csv="$d.raw" --top 1000000 >"$d.out" 2>"$d.err" || echo "similar failed: $(head -1 "$d.err")"
    awk -F, -v OFS=, '{ for (i = 5; i <= 8; i += 3) { sub(/^[^\/]*\//, "", $i); sub(/\/.*/, "", $i) } print }' "$d.raw" >"$d.csv"
    awk -v copies="$tmp/rings/copies" -v family="$corpus/family" -v threshold="$THRESHOLD" -f tests/similar/figures.awk "$d.csv" 2>"$d.stderr" |
        sed -n 's/^  independent pairs: highest \([0-9.]*\) (\(.*\)), \([0-9]*\) at.*/\1 \3 \2/p' >"$d.ind"
    sed -n "s/^above: \([^ ]*\) \([^ ]*\) .*/\1 \2/p" "$d.stderr" | sed "s/ring$r-[0-9]*-//g" | sort -u >"$d.above"
}
# ring R in a class of C: the pairs of the ring at the threshold, its lowest, its group;
# the independent pairs, against the same class without the ring's copies (as many
# students: the ring makes no independent pair reach the threshold)
ring_class() {
    local r=$1 c=$2 orig=${ring_of[$1]} d=$tmp/rings/c$2-r$1
    rm -rf "$d" "$d-alone"; mkdir -p "$d" "$d-alone"
    cp -r "$tmp/rings/ring$r"/* "$d/"
    # (without the copies: as many students, the next ones of the list in their place)
    { grep -vx "$orig" "$tmp/rings/independent"; grep -v -- "-$orig\$" "$tmp/rings/others"; } | head -$((c - 1)) | cat -n |
        while read -r k login; do
            [ "$k" -le $((c - r)) ] && cp -r "$corpus/course/$login" "$d/"
            cp -r "$corpus/course/$login" "$d-alone/"
        done
    cp -r "$tmp/rings/ring$r/$orig" "$d-alone/"
    run_class "$d" "$r"
    run_class "$d-alone" "$r"
    awk -F, -v t="$THRESHOLD" -v orig="$orig" -v r="$r" '
        function member(x) { return x == orig || index(x, "ring" r "-") == 1 }
        NR > 1 && member($5) && member($8) { n++; if ($1 >= t) at++; if (!low || $1 < low) low = $1 }
        END { printf "%d %d %.3f\n", n, at + 0, n == r * (r - 1) / 2 ? low : 0 }' "$d.csv" >"$d.ring"
    local at low high above pair alone new group all=$((r * (r - 1) / 2))
    read -r _ at low <"$d.ring"
    read -r high above pair <"$d.ind"
    read -r alone _ <"$d-alone.ind"
    new=$(comm -23 "$d.above" "$d-alone.above" | head -3 | tr '\n' ';')
    # the group the original is in: every member of the ring in it, and all its pairs
    group=$(grep "^group [0-9]*: .*/$orig/" "$d.out" | grep -o "/\(ring$r-[0-9]*-\)\?$orig/" | wc -l)
    printf '  ring of %2d in a class of %3d: %3d of %3d pairs at %s, lowest %s, one group of %d: %s; highest independent pair %s (%s; %s without the copies), %s at %s\n' \
        "$r" "$c" "$at" "$all" "$THRESHOLD" "$low" "$r" "$([ "$group" = "$r" ] && echo yes || echo no)" "$high" "$pair" "$alone" "$above" "$THRESHOLD"
    check "a ring of $r in a class of $c: its $all pairs at $THRESHOLD ($at)" test "$at" = "$all"
    check "a ring of $r in a class of $c: its $r students in one group of the output ($group)" test "$group" = "$r"
    check "a ring of $r in a class of $c: no independent pair at $THRESHOLD that is not there without its copies ($new)" test -z "$new"
}
echo "rings of copies, each copy disguised its own way (renamed, and one kind of make-corpus.sh's in turn):"
for c in ${CLASSES:-12 18 40 100 300}; do
    for r in ${RINGS:-3 6 10 30}; do
        [ "$r" -lt "$c" ] && ring_class "$r" "$c"
    done
done
