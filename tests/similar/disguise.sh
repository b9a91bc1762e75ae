# disguise.sh — the disguises of the plagiarism check's test copies (sourced by
# make-corpus.sh and make-ring.sh): each a filter, stdin to stdout, of a C or C++ player;
# disguise KIND SEED applies one. The kinds: rename (every identifier), reformat (braces,
# indentation, spaces), reorder (functions reversed), comment (comments added and removed),
# deadcode (dead statements between statements), loops (for as while), branches (if as
# if-not-else), inline (helpers inlined at their call sites: inline.pl), all (every one).
here=${here:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}
rename() { # [PREFIX]: every identifier NAME becomes PREFIX<length>_EMAN (default v)
    PREFIX=${1:-v} perl -pe 'BEGIN { %k = map { $_ => 1 } qw(auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while bool true false class public private protected virtual override template typename namespace using new delete this operator nullptr and or not not_eq xor bitand bitor compl and_eq or_eq xor_eq include define PLAYER PLAYER_NAME) }
              next if /^#/; s/\b([A-Za-z_]\w*)\b/$k{$1} ? $1 : $ENV{PREFIX} . length($1) . "_" . reverse($1)/ge'
}
reformat() { # Allman braces, two-space indentation, no spaces around operators
    perl -0pe 's/\)[ \t]*\{[ \t]*\n/)\n{\n/g; s/ (=|\+|-|\*|<|>|==|!=|&&|\|\|) /$1/g' |
        awk '{ sub(/^[ \t]+/, ""); if ($0 ~ /^}/) d--; s = ""; for (i = 0; i < d; i++) s = s "  "; print s $0; n = gsub(/{/, "{"); m = gsub(/}/, "}"); d += n - m; if ($0 ~ /^}/) d++ }'
}
reorder() { # top-level functions in reverse order
    awk '/^(static|void|int|bool|double|long|struct|const|enum)[^;]*\(/ && !inside { n++; inside = 1 }
         { if (n == 0) pro = pro $0 "\n"; else f[n] = f[n] $0 "\n" } /^}/ && inside { inside = 0 }
         END { printf "%s", pro; for (i = n; i >= 1; i--) printf "%s", f[i] }'
}
comment() { # comments out, others in
    perl -0pe 's{/\*.*?\*/}{}gs; s{//[^\n]*}{}g' |
        awk -v seed="$1" 'BEGIN { srand(seed) } { print } /;[ \t]*$/ && rand() < 0.3 { print "    /* then the next step, as planned */" }'
}
deadcode() { # a dead statement after one statement in three
    awk -v seed="$1" 'BEGIN { srand(seed) }
         { print } /;[ \t]*$/ && /^[ \t]/ && !/^[ \t]*(return|break|continue|case|default)/ && prev !~ /^[ \t]*(if|for|while|else)\b/ && rand() < 0.35 {
             match($0, /^[ \t]*/); ind = substr($0, 1, RLENGTH)
             if (rand() < 0.5) print ind "if (" NR " < 0) { int dead_" NR " = " NR "; (void)dead_" NR "; }"
             else print ind "{ int unused_" NR " = " NR " * 2; unused_" NR "++; (void)unused_" NR "; }" }
         { prev = $0 }'
}
loops() { # for (A; B; C) S  ->  { A; while (B) { S C; } }
    perl -0pe '1 while s/\bfor \(([^;()]*);([^;]*);([^()]*)\)\s*(\{((?:[^{}]++|(?4))*)\}|([^;{}]*;))/"{ $1; while ($2) { " . (defined $5 ? $5 : $6) . " $3; } }"/e'
}
branches() { # if (C) {  ->  if (!(C)) { } else {
    perl -0pe 's/\bif \(((?:[^()]++|\((?1)\))*)\)\s*\{/if (!($1)) {\n    } else {/g'
}
disguise() { # kind seed (stdin -> stdout)
    case $1 in
    rename) rename ;; reformat) reformat ;; reorder) reorder ;; comment) comment "$2" ;;
    deadcode) deadcode "$2" ;; loops) loops ;; branches) branches ;; inline) "$here/inline.pl" ;;
    all) "$here/inline.pl" | rename | reorder | loops | branches | comment "$2" | deadcode "$2" | reformat ;;
    esac
}
