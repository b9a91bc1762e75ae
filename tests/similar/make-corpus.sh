#!/usr/bin/env bash
# make-corpus.sh OUT — the plagiarism check's test corpus (tests/similar.sh), of real
# players that compile, with their disguised copies made now:
#   OUT/course/LOGIN/FILE   a student a player: tests/similar/corpus/GAME/AI*.c and .cc
#                           (honest players written for this test, C and the rule book's C++), the project's players of both
#                           APIs (games/GAME/AI*.c, rulebook/AI*.cc; AINull and AIDemo are
#                           the base code and left out), the bench's heavy players
#   OUT/copies              "copy original kind" a line
#   OUT/family              "login family" a line: players that may share code honestly
#                           (one player's two APIs, the bench's players, a one-function
#                           copy's host)
# The copies, of each honest player: rename (every identifier), reformat (braces,
# indentation, spaces), reorder (functions reversed), comment (comments added and
# removed), deadcode (dead statements between statements), loops (for as while), branches
# (if as if-not-else), inline (helpers inlined at their call sites: inline.pl), all (every
# one of these), onefunc (its longest function or method but play copied
# into another honest player of the game).
set -eu
out=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$out/course"
: >"$out/copies"
: >"$out/family"
put() { mkdir -p "$out/course/$1"; cat >"$out/course/$1/$2"; }

. "$here/disguise.sh"
# The longest function or C++ method but play of a file, found by brace depth (play if it
# has no other: a copy must copy something).
longest_function() {
    awk '!inside && /^[ \t]*(static |inline |virtual )*(void|int|bool|double|long|unsigned|struct [A-Za-z_]+|const [A-Za-z_]+|enum [A-Za-z_]+|[A-Z][A-Za-z_]*)[ \t*&]+[A-Za-z_]+ *\([^;]*$/ {
             inside = 1; cur = ""; n = 0; d0 = depth }
         { o = gsub(/{/, "{"); c = gsub(/}/, "}"); if (inside) { cur = cur $0 "\n"; n++ }; depth += o - c }
         inside && c > 0 && depth == d0 { inside = 0; if (cur ~ /play *\(/) playf = cur; else if (n > best) { best = n; keep = cur } }
         END { printf "%s", keep != "" ? keep : playf }' "$1"
}

seed=100
for g in madmax apocalypse revisited tron; do
    # the project's players (a player's two APIs: one family), and the bench's
    for f in "$root/games/$g"/AI*.c "$root/games/$g"/rulebook/AI*.cc "$root/bench/heavy/$g"/AI*.cc; do
        name=$(basename "$f")
        case $name in AINull.*|AIDemo.*) continue ;; esac
        case $f in
        */rulebook/*) login=$g-kit-${name%.*}-rulebook; fam=$g-kit-${name%.*} ;;
        */bench/*) login=$g-bench-${name%.*}; fam=bench ;;
        *) login=$g-kit-${name%.*}; fam=$g-kit-${name%.*} ;;
        esac
        put "$login" "$name" <"$f"
        echo "$login $fam" >>"$out/family"
    done
    # the honest players, and their copies
    honest=("$here/corpus/$g"/AI*.c "$here/corpus/$g"/AI*.cc)
    for k in "${!honest[@]}"; do
        f=${honest[$k]}
        name=$(basename "$f")
        ext=${name##*.} name=${name%.*}
        login=$g-${name#AI}
        put "$login" "$name.$ext" <"$f"
        for kind in rename reformat reorder comment deadcode loops branches inline all; do
            seed=$((seed + 1))
            disguise $kind $seed <"$f" | put "copy-$kind-$login" "AICopy$seed.$ext"
            echo "copy-$kind-$login $login $kind" >>"$out/copies"
        done
        host=${honest[$(((k + 1) % ${#honest[@]}))]}
        hname=$(basename "$host")
        hlogin=$g-$(echo "${hname%.*}" | sed 's/^AI//')
        { cat "$host"; echo; longest_function "$f" | rename; } | put "copy-onefunc-$login" "AIOne$seed.${hname##*.}"
        echo "copy-onefunc-$login $login onefunc" >>"$out/copies"
        echo "copy-onefunc-$login $hlogin" >>"$out/family"
    done
done
