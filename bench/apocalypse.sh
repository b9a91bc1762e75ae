#!/usr/bin/env bash
# bench/apocalypse.sh — time per 200-round Apocalypse Now match (bin/apocalypse, default
# board, seed 1), replay written to a file and to /dev/null, next to the reference kit
# (../shared/reference/apocalypse/README.md: 60 ms Null x4, 80 ms Rand x4, wall medians on
# a 2-core machine). Figures are wall-clock medians of RUNS runs (hyperfine if installed,
# else a date +%s%N loop); the process start is included, as in the reference's figures.
# The replay file is removed before each run: replacing an existing file costs ~1.5 ms
# more on ext4, which flushes a file renamed over another (auto_da_alloc).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-50}
g=bin/apocalypse board=games/apocalypse/boards/default.cnf
[ -x "$g" ] || { echo "error: $g not built (make)" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
declare -A reference=([Null]=60 [Rand]=80 [Dummy]=350)

median_ms() { # command... : median wall time in ms, $tmp/out.res removed before each run
    if command -v hyperfine >/dev/null; then
        hyperfine -N -w 5 -r "$runs" --prepare "rm -f $tmp/out.res" --export-json "$tmp/h.json" "$*" \
            >/dev/null 2>&1
        python3 -c "import json;print('%.2f'%(json.load(open('$tmp/h.json'))['results'][0]['median']*1000))"
    else
        local t0 t1
        for _ in $(seq "$runs"); do
            rm -f "$tmp/out.res"
            t0=$(date +%s%N); "$@" >/dev/null 2>&1; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000 ))
        done | sort -n | awk '{a[NR]=$1} END {printf "%.2f\n", a[int((NR+1)/2)]/1000}'
    fi
}

printf '%-9s %14s %16s %10s %9s\n' players "ms/match file" "ms/match null" "ref ms" speedup
for p in Null Rand Dummy; do
    file=$(median_ms "$g" $p $p $p $p -s 1 -i "$board" -o "$tmp/out.res")
    null=$(median_ms "$g" $p $p $p $p -s 1 -i "$board" -o /dev/null)
    ref=${reference[$p]}
    printf '%-9s %14s %16s %10s %9s\n' "${p}x4" "$file" "$null" "$ref" \
        "$(awk -v r="$ref" -v m="$file" 'BEGIN{printf "%.1fx", r/m}')"
done
printf 'start the binary: %s ms\n' "$(median_ms "$g" --version)"
