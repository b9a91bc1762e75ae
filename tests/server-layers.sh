#!/usr/bin/env bash
# The course server's layers (docs/server.md, "How the server is built"): each folder of
# server/ uses only the folders below it. From the sources' #includes and the objects'
# symbols (nm: what a file defines, what it calls of the others): no include goes up a
# layer or sideways, no include loop, no call loop between files, no page calls another
# page's file (the pieces they share are common.c's, rating.c's, owners.c's, threads.c's and tries.c's).
set -u
. tests/lib/common.sh
objects=${BUILD:-build}/server
if [ ! -e server/main.c ]; then
    echo "skip: no server/ (a student kit): no layers to check"
    echo "0 passed, 0 failed, 1 skipped"
    exit 0
fi

# The layers, lowest first; a folder's rank, and two folders of one rank never use each other.
rank() {
    case $1 in
    store) echo 0 ;; judge | similar) echo 1 ;; http) echo 2 ;; pages) echo 3 ;; teacher) echo 4 ;;
    routes) echo 5 ;; main) echo 6 ;; *) echo "?" ;;
    esac
}
# A server file's layer: its folder, or routes/main for server/routes.[ch] and server/main.c.
layer() {
    local f=${1#server/}
    case $f in */*) echo "${f%%/*}" ;; *) f=${f%.*}; echo "${f##*/}" ;; esac
}
# A page: a file of pages/ or teacher/ but the pieces they share.
is_page() {
    case $1 in server/pages/common.* | server/pages/rating.* | server/pages/owners.* | server/pages/threads.* | server/pages/tries.* | server/teacher/common.*) return 1 ;; esac
    case $1 in server/pages/* | server/teacher/*) return 0 ;; esac
    return 1
}

# ---- the includes: FILE HEADER a line, for the server's own headers ----
edges=$tmp/includes
for f in $(find server -name '*.[ch]' | sort); do
    sed -n 's/^#include "\([a-z_]*\/[a-z_]*\.h\|routes\.h\)"$/\1/p' "$f" | while read -r h; do
        echo "$f server/$h"
    done
done >"$edges"
check "the includes of the server's own headers are found" test "$(wc -l <"$edges")" -gt 40
bad=$tmp/bad-includes
: >"$bad"
while read -r from to; do
    [ "${from%.*}" = "${to%.*}" ] && continue # a file's own header
    lf=$(layer "$from") lt=$(layer "$to")
    rf=$(rank "$lf") rt=$(rank "$lt")
    if [ "$rf" = "?" ] || [ "$rt" = "?" ]; then
        echo "$from: in no layer, or includes $to of none" >>"$bad"
    elif [ "$lf" != "$lt" ] && [ "$rt" -ge "$rf" ]; then
        echo "$from ($lf) includes $to ($lt): up or sideways" >>"$bad"
    elif is_page "$from" && is_page "$to" && [ "${to##*/}" != pages.h ] && [ "${to##*/}" != teacher.h ]; then
        echo "$from includes another page's $to" >>"$bad"
    fi
done <"$edges"
check "no include goes up a layer or sideways, nor to another page" test ! -s "$bad"
cat "$bad"

# A loop in a graph of "A B" lines (A uses B): prints one loop's files, or nothing.
loop() {
    awk '$1 != $2 { out[$1] = out[$1] " " $2; nodes[$1]; nodes[$2] }
        function visit(n,    k, m, next_) {
            state[n] = 1; path[++depth] = n
            m = split(out[n], next_, " ")
            for (k = 1; k <= m; k++) {
                if (state[next_[k]] == 1) { found = next_[k]; return 1 }
                if (!state[next_[k]] && visit(next_[k])) return 1
            }
            state[n] = 2; depth--
            return 0
        }
        END {
            for (n in nodes) if (!state[n] && visit(n)) {
                s = ""; for (k = 1; k <= depth; k++) if (s != "" || path[k] == found) s = s path[k] " -> "
                print s found; exit
            }
        }' "$1"
}
# the same loop finder finds one it is given
printf 'a b\nb c\nc a\n' >"$tmp/a-loop"
check "the loop finder finds a loop it is given" test -n "$(loop "$tmp/a-loop")"
# headers: a .c stands for its .h (a file and its header are one)
sed 's/\.[ch]\( \|$\)/\1/g' "$edges" >"$tmp/include-files"
found=$(loop "$tmp/include-files")
check "no include loop" test -z "$found"
[ -n "$found" ] && echo "include loop: $found"

# ---- the calls: from the objects' symbols ----
if ! ls "$objects"/routes.o >/dev/null 2>&1; then
    check "the server's objects are built ($objects)" false
    summary
    exit
fi
defs=$tmp/defined uses=$tmp/used
: >"$defs"
: >"$uses"
for o in $(find "$objects" -name '*.o' | sort); do
    src=server/${o#"$objects"/}
    src=${src%.o}.c
    [ -e "$src" ] || continue # an object left from a file since moved
    nm "$o" | awk -v f="$src" '$1 != "U" && $2 ~ /^[TDBRC]$/ { print $3, f }' >>"$defs"
    nm "$o" | awk -v f="$src" '$1 == "U" { print f, $2 }' >>"$uses"
done
calls=$tmp/calls
awk 'NR == FNR { where[$1] = $2; next } ($2 in where) && where[$2] != $1 { print $1, where[$2] }' "$defs" "$uses" |
    sort -u >"$calls"
check "calls between the server's files are found" test "$(wc -l <"$calls")" -gt 40
: >"$bad"
while read -r from to; do
    lf=$(layer "$from") lt=$(layer "$to")
    rf=$(rank "$lf") rt=$(rank "$lt")
    if [ "$lf" != "$lt" ] && [ "$rt" -ge "$rf" ]; then
        echo "$from ($lf) calls $to ($lt): up or sideways" >>"$bad"
    elif is_page "$from" && is_page "$to" && [ "$from" != server/teacher/admin.c ]; then
        echo "$from calls another page's $to" >>"$bad"
    fi
done <"$calls"
check "no call goes up a layer or sideways, nor from a page to another" test ! -s "$bad"
cat "$bad"
found=$(loop "$calls")
check "no call loop between the server's files" test -z "$found"
[ -n "$found" ] && echo "call loop: $found"
summary
