#!/usr/bin/env bash
# An honest player's verdict on bin/arena-server does not depend on how busy the machine
# is: players that keep every rule and use 70 % of their CPU budget (all of it in their
# first turn; a little every turn) qualify with every seat ok while the server compiles
# other students' submissions and 8 busy processes run on the match's core, each in a
# session of its own (tests/verdicts-load.sh does the same in judge mode and in
# bin/tournament).
set -u
. tests/lib/common.sh
. tests/lib/server.sh
db=$tmp/course.db
. tests/lib/load.sh
trap 'stop_hogs; stop_server KILL; rm -rf "$tmp"' EXIT
"$SERVER" init "$db" --game madmax --seed 3 --cpu 1 --qualify-matches 2 --qualify-wins 0 --upload-interval 0 \
    --closes 2099-01-01 >/dev/null 2>&1
printf 'alice,Alice\nbob,Bob\ncarol,Carol\ndave,Dave\n' >"$tmp/class.csv"
"$SERVER" users "$db" "$tmp/class.csv" >"$tmp/passwords" 2>/dev/null
pw() { sed -n "s/^$1,//p" "$tmp/passwords"; }
# one worker: its matches run on core 0 (a worker's core is its number modulo the cores)
start_server "$db" --jobs 1 --no-ladder || { summary; exit 1; }

# The work an honest player does: a loop the checker accepts (a player may not read the
# time), calibrated here to 0.7 s of CPU (its budget is 1 s), built as the checker
# builds players (-O2).
cat >"$tmp/calibrate.c" <<'EOF'
#include <stdio.h>
#include <time.h>
int main(void)
{
    volatile unsigned long sink = 0;
    for (long k = 0; k < 200000000; k++)
        sink += (unsigned long)k * 2654435761u;
    printf("%.0f\n", 0.7 * 200000000 / ((double)clock() / CLOCKS_PER_SEC));
    return 0;
}
EOF
iterations=$(gcc -O2 "$tmp/calibrate.c" -o "$tmp/calibrate" && "$tmp/calibrate")
echo "  0.7 s of CPU here: ${iterations:-?} iterations"

# AINAME.c: an honest player doing that work all in its first turn, or spread over its
# 500 rounds, its orders depending on the round alone
honest_source() { # NAME SPREAD(0|1)
    cat >"$tmp/AI$1.c" <<EOF
#define PLAYER_NAME $1
#include "madmax.h"
PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    int round = current_round(game);
    long iterations = $2 ? ${iterations}L / 500 : round == 0 ? ${iterations}L : 0;
    volatile unsigned long sink = 0;
    for (long k = 0; k < iterations; k++)
        sink += (unsigned long)k * 2654435761u;
    for (int id = 0; id < nb_units(game); id++)
        if (unit(game, id).player == me(game))
            command(game, id, (enum dir)((id + round) % 8));
}
EOF
}
honest_source HeavyTurn 0
honest_source Steady 1

core=0
start_hogs 8 $core
ids=()
for who in alice:HeavyTurn bob:Steady carol:Good dave:Good2; do
    jar=$tmp/${who%:*}.jar
    login "${who%:*}" "$(pw "${who%:*}")" "$jar" >/dev/null
    source=$tmp/AI${who#*:}.c
    [ "${who#*:}" = Good2 ] && sed 's/PLAYER_NAME Good/PLAYER_NAME Good2/' "$good_c" >"$source"
    [ "${who#*:}" = Good ] && source=$good_c
    submit "$jar" "$source" >/dev/null
    ids+=("$(cat "$tmp/submitted")")
done
decided() { [ "$(q "select count(*) from submissions where state in ('queued', 'compiling', 'qualifying')")" = 0 ]; }
check "four submissions compiled and judged beside 8 busy processes on the match's core" wait_for 400 decided
stop_hogs
for k in 0 1; do
    id=${ids[$k]} name=$([ $k = 0 ] && echo HeavyTurn || echo Steady)
    state=$(q "select state from submissions where id = $id")
    seats=$(q "select group_concat(fault || ' ' || printf('%.3f', cpu_seconds) || coalesce(' ' || reason, ''), '; ')
               from seats where player like '$name%'")
    faults=$(q "select group_concat(distinct fault) from seats where player like '$name%'")
    played=$(q "select count(*) from seats where player like '$name%'")
    echo "  $name, beside compiles and 8 busy processes: $state; $seats"
    check "$name: qualified (state $state)" test "$state" = qualified
    check "$name: its 2 qualification matches played, every seat ok ($played: $seats)" test "$played $faults" = "2 ok"
done
stop_server
summary
