#!/usr/bin/env bash
# make-class.sh N DIR — a class for the plagiarism check (bench/similar, tests/server-similar.sh):
# N submissions of 300 to 800 lines in DIR/src/AIB0.c... (tests/similar/gen.awk's independent
# players of the 4 games, one in ten a disguised copy of another: renamed and its functions
# reversed), one a student (student0...), and DIR/course.db holding them (the tables the
# check reads: users and submissions). Prints one line: the files, their lines, the seconds.
set -euo pipefail
n=$1 dir=$2
games=(madmax apocalypse revisited tron)
declare -A api
for g in "${games[@]}"; do
    api[$g]=$(grep -oE "\b[a-z_0-9]+\((const )?struct $g \*game" "games/$g/$g.h" | sed 's/(.*//' | grep -vx play | sort -u | tr '\n' ' ')
done
mkdir -p "$dir/src"
start=$(date +%s.%N)
made=0 seed=1000
while [ $made -lt "$n" ]; do
    seed=$((seed + 1))
    g=${games[$((seed % 4))]}
    f=$dir/src/AIB$made.c
    if [ $made -ge 10 ] && [ $((made % 10)) -eq 0 ]; then # a copy: renamed, functions reversed
        perl -pe 's/\b([a-z_][a-z_0-9]*[0-9])\b/"r_" . reverse($1)/ge' "$dir/src/AIB$((made - 7)).c" |
            awk '/^static/ && !in_f { k++; in_f = 1 } { if (!k) p = p $0 "\n"; else b[k] = b[k] $0 "\n" } /^}/ { in_f = 0 }
                 END { printf "%s", p; for (i = k; i >= 1; i--) printf "%s", b[i] }' >"$f"
    else
        awk -v seed=$seed -v game="$g" -v name="B$seed" -v funcs=$((6 + seed % 8)) -v api="${api[$g]}" \
            -f tests/similar/gen.awk >"$f"
    fi
    lines=$(wc -l <"$f")
    if [ "$lines" -lt 300 ] || [ "$lines" -gt 800 ]; then rm -f "$f"; continue; fi
    made=$((made + 1))
done
{
    echo "CREATE TABLE users(id INTEGER PRIMARY KEY, login TEXT UNIQUE NOT NULL, name TEXT NOT NULL);"
    echo "CREATE TABLE submissions(id INTEGER PRIMARY KEY, user INTEGER NOT NULL, file TEXT NOT NULL, player TEXT NOT NULL, source BLOB NOT NULL, at REAL NOT NULL, state TEXT);"
    echo "BEGIN;"
    for i in $(seq 0 $((n - 1))); do
        echo "INSERT INTO users(id, login, name) VALUES($((i + 1)), 'student$i', 'S');"
        echo "INSERT INTO submissions(user, file, player, source, at) VALUES($((i + 1)), 'AIB$i.c', 'B', readfile('$dir/src/AIB$i.c'), 1);"
    done
    echo "COMMIT;"
} | sqlite3 "$dir/course.db"
echo "$n submissions, $(cat "$dir"/src/*.c | wc -l) lines ($(du -sh "$dir/src" | cut -f1)), made in $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')s"
