#!/usr/bin/env bash
# make-corpus.sh OUT — the plagiarism check's test corpus (tests/similar.sh), made at run time:
#   OUT/course/LOGIN/AIName.c  the course's students: independent players made by gen.awk
#                              for the 4 games' C APIs (different helpers, loops, branches,
#                              calls), players that share only the kit's AINull or AIDemo,
#                              and disguised copies (below)
#   OUT/kit/GAME/...           the shipped players of every game, both APIs (AINull and
#                              AIDemo are the base code and left out)
#   OUT/copies                 "copy original transformation" a line (original: a login,
#                              or kit/GAME/FILE)
#   OUT/template-only          "a b": two students sharing only the template
# A copy is made by one transformation of its original: rename (every identifier),
# reformat (braces, indentation, statements joined), reorder (functions in reverse),
# comment (comments and dead code added), uncomment (comments removed), all (the first four).
set -eu
out=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$out/course" "$out/kit"
: >"$out/copies"
: >"$out/template-only"

api_of() { grep -oE "\b[a-z_0-9]+\((const )?struct $1 \*game" "$root/games/$1/$1.h" | sed 's/(.*//' | grep -vx play | sort -u | tr '\n' ' '; }
gen() { # game seed name funcs
    awk -v seed="$2" -v game="$1" -v name="$3" -v funcs="$4" -v api="$(api_of "$1")" -f "$here/gen.awk"
}
put() { # login file (stdin: the source)
    mkdir -p "$out/course/$1"; cat >"$out/course/$1/$2"
}

rename() {
    perl -pe 'BEGIN { %k = map { $_ => 1 } qw(auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while bool true false class public private protected virtual override template typename namespace using new delete this operator nullptr include define) }
              s/\b([A-Za-z_]\w*)\b/$k{$1} ? $1 : "n" . length($1) . "_" . reverse($1)/ge'
}
reformat() { # Allman braces, two-space indentation, no spaces around operators, short statements joined
    perl -0pe 's/\)[ \t]*\{[ \t]*\n/)\n{\n/g; s/ (=|\+|-|\*|<|>|==|!=|&&|\|\|) /$1/g; s/;\n[ \t]*(?=[a-z][a-z0-9_]*(\[|\(|->| ?=))/; /g' |
        awk '{ sub(/^[ \t]+/, ""); if ($0 ~ /^}/) d--; s = ""; for (i = 0; i < d; i++) s = s "  "; print s $0; n = gsub(/{/, "{"); m = gsub(/}/, "}"); d += n - m; if ($0 ~ /^}/) d++ }'
}
reorder() { # top-level functions in reverse order
    awk 'BEGIN { n = 0 } /^(static|void|int|bool|double|long|struct|const)[^;]*\(/ && !inside { n++; inside = 1 }
         { if (n == 0) pro = pro $0 "\n"; else f[n] = f[n] $0 "\n" } /^}/ && inside { inside = 0 }
         END { printf "%s", pro; for (i = n; i >= 1; i--) printf "%s", f[i] }'
}
comment() { # comments and dead code between statements
    awk -v seed="$1" 'BEGIN { srand(seed) }
         { print } /;[ \t]*$/ && /^[ \t]/ && !/^[ \t]*(return|break|continue)/ {
             match($0, /^[ \t]*/); ind = substr($0, 1, RLENGTH); x = rand()
             if (x < 0.15) print ind "if (0) { int dead_" NR " = " NR "; dead_" NR "++; }"
             else if (x < 0.35) print ind "/* step " NR ": as planned */"
             else if (x < 0.45) print ind "// TODO: check this again" }'
}
uncomment() { perl -0pe 's{/\*.*?\*/}{}gs; s{//[^\n]*}{}g'; }
disguise() { # transformation seed (stdin -> stdout)
    case $1 in
    rename) rename ;; reformat) reformat ;; reorder) reorder ;; comment) comment "$2" ;; uncomment) uncomment ;;
    all) rename | reorder | comment "$2" | reformat ;;
    esac
}

games="madmax apocalypse revisited tron"
seed=100
for g in $games; do
    # the shipped players (the base code, AINull and AIDemo, left out)
    mkdir -p "$out/kit/$g"
    for f in "$root/games/$g"/AI*.c "$root/games/$g"/rulebook/AI*.cc; do
        case $(basename "$f") in AINull.*|AIDemo.*) continue ;; esac
        cp "$f" "$out/kit/$g/$(basename "$f" | sed 's/\.cc$/-rulebook.cc/')"
    done
    # 12 independent players a game
    for i in $(seq 1 12); do
        seed=$((seed + 1))
        gen "$g" "$seed" "S$seed" $((3 + seed % 7)) | put "$g-s$i" "AIS$seed.c"
    done
    # two pairs sharing only the template: AIDemo (resp. AINull) and their own code
    for t in Demo Null; do
        for side in a b; do
            seed=$((seed + 1))
            { cat "$root/games/$g/AI$t.c"; gen "$g" "$seed" "T$seed" $((3 + seed % 4)) | sed '1,/^PLAYER/d'; } |
                put "$g-$t-$side" "AIT$seed.c"
        done
        echo "$g-$t-a $g-$t-b" >>"$out/template-only"
    done
    # disguised copies of two independent players and of the shipped Dummy
    for orig in "$g-s1" "$g-s2" "kit/$g/AIDummy.c"; do
        case $orig in kit/*) src=$out/$orig; tag=$g-dummy ;; *) src=$(echo "$out/course/$orig"/*.c); tag=$orig ;; esac
        for t in rename reformat reorder comment uncomment all; do
            seed=$((seed + 1))
            disguise $t $seed <"$src" | put "copy-$t-$tag" "AICopy$seed.c"
            echo "copy-$t-$tag $orig $t" >>"$out/copies"
        done
    done
done
