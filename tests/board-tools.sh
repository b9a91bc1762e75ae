#!/usr/bin/env bash
# The board tools (bin/*-board, bin/tron-mesh) and the big or broken boards an outside
# trial fed them: one error line for bad options, sane bounds, nothing half written.
# Every process started here is bounded by `timeout`.
set -u
bin=${BIN:-bin}
source "$(dirname "$0")/lib/common.sh"


for tool in "$bin"/*-board; do
    [ -x "$tool" ] || continue
    name=$(basename "$tool")
    check "$name: --help prints the usage on stdout" bash -c "timeout 20 '$tool' --help | grep -q '^Usage'"
    check "$name: an unknown option is one error line" one_error 2 "unknown option '--bogus'" "$tool" --bogus
    check "$name: an unknown short option is one error line" one_error 2 "unknown option '-z'" "$tool" -z
done
for tool in revisited-board apocalypse-board; do
    [ -x "$bin/$tool" ] || { echo "skip: $tool not built"; skipped=$((skipped + 1)); continue; }
    check "$tool: a missing option value is one error line" one_error 2 "option '-s' needs a value" "$bin/$tool" -s
    check "$tool: a missing --output value is one error line" one_error 2 "option '--output' needs a value" "$bin/$tool" --output
done

tb=$bin/tron-board tm=$bin/tron-mesh tron=$bin/tron
if [ -x "$tb" ] && [ -x "$tm" ] && [ -x "$tron" ]; then
    timeout 20 "$tm" cube 2 -o "$tmp/cube.obj"
    check "tron-board: a missing option value is one error line" one_error 2 "option '--rounds' needs a value" \
        "$tb" "$tmp/cube.obj" c --rounds
    for bad in 'a b' $'a\nb' .hidden 'x/y' ''; do
        check "tron-board: board name '$bad' is refused (bin/tron could not read it)" one_error 2 "bad board name" \
            "$tb" "$tmp/cube.obj" "$bad" -d "$tmp"
    done
    mkdir "$tmp/c.cnf"
    check "tron-board: a .cnf that cannot be written leaves no .map" bash -c "
        timeout 20 '$tb' '$tmp/cube.obj' c -d '$tmp' 2>'$tmp/err'; [ \$? -eq 1 ] && [ ! -e '$tmp/c.map' ] &&
        grep -q '^error: cannot write $tmp/c.cnf' '$tmp/err' && [ -z \"\$(ls '$tmp' | grep tmp-)\" ]"
    rmdir "$tmp/c.cnf"
    # a fan: one vertex of degree 99,990 (quadratic steps took minutes)
    awk 'BEGIN { n = 99990; print "v 0 0 0"; for (i = 0; i <= n; i++) print "v", cos(i / 9999), sin(i / 9999), i
                 for (i = 0; i < n; i++) print "f 1", i + 2, i + 3 }' >"$tmp/fan.obj"
    check "tron-board: a 99,990-triangle fan makes a board in seconds, and it plays" bash -c "
        timeout 20 '$tb' '$tmp/fan.obj' fan -d '$tmp' --rounds 200 && head -1 '$tmp/fan.map' | grep -qx 'vertices 99992' &&
        timeout 20 '$tron' Demo Demo Demo Demo -i '$tmp/fan.cnf' --rounds 5 -o /dev/null 2>/dev/null"
    check "tron-board: vertices x rounds beyond the replay bound is refused" one_error 2 "at most 25000000" \
        "$tb" "$tmp/fan.obj" fan2 -d "$tmp" --rounds 1000
    check "tron-board: no board left by a refusal" test ! -e "$tmp/fan2.map"
    awk 'BEGIN { print "v 0 0 0"; for (i = 1; i <= 100001; i++) print "v", i, 0, 0 }' >"$tmp/many.obj"
    check "tron-board: more than 100,000 vertices is refused with the line" one_error 1 "many.obj:100001: more than 100000 vertices" \
        "$tb" "$tmp/many.obj" many -d "$tmp"

    # a star .map: vertex 0 next to all others (quadratic checks took minutes for 10^6)
    star() { # N: star.map with N vertices and star.cnf naming it
        awk -v n="$1" 'BEGIN { print "vertices", n; for (i = 1; i < n; i++) printf "%d ", i; print ""
                               for (i = 1; i < n; i++) print 0; print "spawn 8"; print "1 2 3 4 5 6 7 8"; print "bonus 0" }' >"$tmp/star.map"
        sed 's/^map .*/map star/' games/tron/boards/default.cnf >"$tmp/star.cnf"
    }
    star 100000
    check "tron: a 100,000-vertex star map loads and plays in seconds" bash -c "
        timeout 20 '$tron' Null Null Null Null -i '$tmp/star.cnf' --rounds 5 -o /dev/null -q 2>/dev/null"
    awk 'NR == 2 { sub(/ 99999 /, " ") } { print }' "$tmp/star.map" >"$tmp/half.map" && mv "$tmp/half.map" "$tmp/star.map"
    check "tron: a one-way edge in a star names vertex and line" one_error 1 "star.map:100001: vertex 99999 has neighbour 0, but 0 does not list 99999" \
        "$tron" Null Null Null Null -i "$tmp/star.cnf" -o /dev/null -q
    star 1000000
    check "tron: a 1,000,000-vertex map is refused at once" one_error 1 "star.map:1: the number of vertices must be between 1 and 100000" \
        "$tron" Null Null Null Null -i "$tmp/star.cnf" -o /dev/null -q
    star 90000
    sed -i 's/^nb_rounds .*/nb_rounds 1000/' "$tmp/star.cnf"
    check "tron: a map too big for its rounds' replay is refused on the map's line" one_error 1 "star.cnf:2: map star has 90000 vertices: 1000 rounds" \
        "$tron" Null Null Null Null -i "$tmp/star.cnf" -o /dev/null -q
    rm "$tmp/star.map"
    check "tron: a missing .map names the board's line" one_error 1 "star.cnf:2: cannot read $tmp/star.map: No such file" \
        "$tron" Null Null Null Null -i "$tmp/star.cnf" -o /dev/null -q
    mkdir "$tmp/star.map"
    check "tron: an unreadable .map names the board's line" one_error 1 "star.cnf:2: cannot read $tmp/star.map: Is a directory" \
        "$tron" Null Null Null Null -i "$tmp/star.cnf" -o /dev/null -q
else
    echo "skip: tron, tron-board or tron-mesh not built"; skipped=$((skipped + 1))
fi
summary
