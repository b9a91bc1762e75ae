#!/usr/bin/env bash
# bin/tournament end to end: seat rotations, the database (append-only, resumable, shared
# by two runners, refused when foreign), gzip replays and how many are kept, submissions
# (accepted, rejected, crashing in every match), every game, the task lines and GNU
# parallel's local mode giving the same results as the local pool; bad input (a full disk,
# garbage to --collect, a FIFO as a player, a killed runner's temporary folder).
set -u
BIN=${BIN:-bin}
passed=0 failed=0 skipped=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() { if eval "$2"; then ok; else fail "$1"; fi; }
root=$(pwd)
tmp=$(mktemp -d)
runner_pids=()
cleanup() {
    for p in "${runner_pids[@]}"; do kill "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
T=$(realpath "$BIN/tournament")
q() { sqlite3 "$1" "$2"; }

# 1. 8 matches, 4 players, 2 at a time: two blocks of 4 matches on one board and seed.
cd "$tmp"
"$T" madmax --players Dummy,Demo,Rand,Null --matches 8 -j 2 --db class.db >table.txt 2>err.txt
check "a first tournament plays: $(cat err.txt)" '[ $? -eq 0 ] && [ "$(q class.db "select count(*) from matches")" = 8 ]'
check "every seat of every match is stored" '[ "$(q class.db "select count(*) from seats")" = 32 ]'
# in each block (same seed), each player sits once in each seat
rotations=$(q class.db "select m.seed, s.seat, count(distinct s.player), count(*) from matches m join seats s on s.match = m.id
                         group by m.seed, s.seat having count(distinct s.player) != 4 or count(*) != 4" | wc -l)
check "seats rotate on the same board and seed" '[ "$rotations" = 0 ] && [ "$(q class.db "select count(distinct seed) from matches")" = 2 ]'
check "the table ranks Dummy first: $(head -3 table.txt)" 'awk "\$1 == 1 {print \$2}" table.txt | grep -qx Dummy'
check "the standings say Demo does not beat the Dummy" 'grep -E "^ +[0-9]+ +Demo " table.txt | grep -q " no "'
check "a report page is written" '[ -s class.html ] && grep -q "ARENA_REPORT" class.html'
check "replays are gzip files the game wrote" '[ "$(ls class-replays/*.res.gz | wc -l)" = 8 ] && zcat class-replays/t1-000000.res.gz | head -1 | grep -q .'
# the stored replay is the game's own: the same match played again gives it (but for the
# players' CPU use, on the status lines)
seed=$(q class.db "select seed from matches where idx = 3"); board=$(q class.db "select board from matches where idx = 3")
players=$(q class.db "select s.player from matches m join seats s on s.match = m.id where m.idx = 3 order by s.seat")
"$root/$BIN/madmax" --judge -q --players-dir class-players/t1 -s "$seed" -i "$board" -o again.res $players 2>/dev/null
check "a stored replay is the match played again" 'cmp -s <(zcat class-replays/t1-000003.res.gz | grep -v ^status) <(grep -v ^status again.res)'
check "records are append-only" '! q class.db "delete from matches" 2>/dev/null && ! q class.db "update seats set score = 0" 2>/dev/null'

# 2. The same command again plays nothing; a larger --matches adds to the same schedule.
"$T" madmax --players Dummy,Demo,Rand,Null --matches 8 -j 2 --db class.db >/dev/null 2>err.txt
check "a re-run plays nothing: $(head -1 err.txt)" 'grep -q "8 played, 0 to play" err.txt && [ "$(q class.db "select count(*) from matches")" = 8 ]'
"$T" madmax --players Dummy,Demo,Rand,Null --matches 12 -j 2 --db class.db -q >/dev/null 2>&1
check "more matches extend the schedule" '[ "$(q class.db "select count(*), count(distinct idx), max(idx) from matches")" = "12|12|11" ]'

# 3. Interrupted (SIGINT, then SIGKILL of another run) and resumed: nothing lost or doubled.
"$T" madmax --players Dummy,Demo,Rand,Null --matches 40 -j 2 --db int.db -q --html none >/dev/null 2>int.err &
pid=$!; runner_pids+=("$pid")
for _ in $(seq 100); do [ "$(q int.db "select count(*) from matches" 2>/dev/null)" -ge 6 ] 2>/dev/null && break; sleep 0.1; done
kill -INT "$pid"; wait "$pid"; status=$?
stored=$(q int.db "select count(*) from matches")
check "an interrupted run says so and exits 1 ($status, $stored stored): $(cat int.err)" '[ $status = 1 ] && [ "$stored" -lt 40 ] && grep -q interrupted int.err'
"$T" madmax --players Dummy,Demo,Rand,Null --matches 40 -j 2 --db int.db -q --html none >/dev/null 2>&1 &
pid=$!; runner_pids+=("$pid")
for _ in $(seq 100); do [ "$(q int.db "select count(*) from matches")" -ge $((stored + 6)) ] && break; sleep 0.1; done
kill -KILL "$pid"; wait "$pid" 2>/dev/null
sleep 1 # its matches in flight end on their own (their runner is gone)
"$T" madmax --players Dummy,Demo,Rand,Null --matches 40 -j 2 --db int.db -q --html none >/dev/null 2>&1
check "resumed after SIGINT and SIGKILL: 40 matches once each" '[ "$(q int.db "select count(*), count(distinct idx) from matches")" = "40|40" ]'
check "no half-written replay is left" '! ls int-replays/ | grep -q tmp-'
check "the database is sound" '[ "$(q int.db "pragma integrity_check")" = ok ]'

# 4. Two runners on one database at once.
"$T" madmax --players Dummy,Demo,Rand,Null --matches 24 -j 1 --db two.db --html none >/dev/null 2>two1.err &
p1=$!; runner_pids+=("$p1")
"$T" madmax --players Dummy,Demo,Rand,Null --matches 24 -j 1 --db two.db --html none >/dev/null 2>two2.err &
p2=$!; runner_pids+=("$p2")
wait "$p1"; s1=$?; wait "$p2"; s2=$?
check "two runners at once both finish ($s1 $s2): $(cat two1.err two2.err)" '[ $s1 = 0 ] && [ $s2 = 0 ]'
check "two runners: every match once, the database sound" \
    '[ "$(q two.db "select count(*), count(distinct idx) from matches")" = "24|24" ] && [ "$(q two.db "pragma integrity_check")" = ok ] &&
     [ "$(q two.db "select count(*) from seats")" = 96 ]'
# each runner's last line: "[####] D/N matches, E by another runner, ...": D - E played there
here() { tail -1 "$1" | sed -nE 's|.*\] ([0-9]+)/[0-9]+ matches(, ([0-9]+) by another runner)?.*|\1 \3|p' | awk '{print $1 - $2}'; }
# (an empty count, a runner that failed, is 0 here; the check above says why)
h1=$(here two1.err); h2=$(here two2.err); h1=${h1:-0} h2=${h2:-0}
check "two runners split the matches, none played twice ($h1 + $h2 = 24)" '[ "$((h1 + h2))" = 24 ] && [ "$h1" -gt 0 ] && [ "$h2" -gt 0 ]'
check "no lease is left once they are done" '[ "$(q two.db "select count(*) from leases")" = 0 ]'

# Two runners that create one database at once: neither takes the other's half-made
# schema for a foreign file (it happened: the check read "no arena_meta" then "tables").
races=0
for k in 1 2 3 4 5 6 7 8; do
    rm -f race.db race.db-*
    "$T" madmax --players Null,Demo,Rand,Dummy --matches 4 -j 1 --db race.db -q --html none >/dev/null 2>race1.err &
    p1=$!; runner_pids+=("$p1")
    "$T" madmax --players Null,Demo,Rand,Dummy --matches 4 -j 1 --db race.db -q --html none >/dev/null 2>race2.err &
    p2=$!; runner_pids+=("$p2")
    wait "$p1"; s1=$?; wait "$p2"; s2=$?
    [ $s1 = 0 ] && [ $s2 = 0 ] || { races=$((races + 1)); why="exit $s1 and $s2: $(cat race1.err race2.err) $(q race.db "select error from failures")"; }
done
check "two runners creating one database at once, 8 times: both finish ($races failed): ${why:-}" '[ $races = 0 ]'
check "a database is born in WAL mode, nothing left beside it" '[ "$(q race.db "pragma journal_mode")" = wal ] && ! ls race.db.new-* 2>/dev/null'

# 5. A foreign or corrupt database is refused with one error line.
head -c 5000 /dev/urandom >corrupt.db
"$T" madmax --players Dummy,Demo --matches 4 --db corrupt.db >/dev/null 2>err.txt; status=$?
check "a file that is no database: $(cat err.txt)" '[ $status -ne 0 ] && grep -q "^error: corrupt.db is not an arena tournament database" err.txt'
q other.db "create table t(x)"
"$T" madmax --players Dummy,Demo --matches 4 --db other.db >/dev/null 2>err.txt; status=$?
check "another program's SQLite database: $(cat err.txt)" '[ $status -ne 0 ] && grep -q "^error: other.db is an SQLite database, but not arena" err.txt'
"$T" madmax --players Dummy,Nobody --db x.db >/dev/null 2>err.txt; status=$?
check "an unknown player is a usage error: $(cat err.txt)" '[ $status = 2 ] && grep -q "^error: unknown player .Nobody." err.txt'
"$T" madmax --players Dummy --matches many >/dev/null 2>err.txt; status=$?
check "a bad --matches: $(cat err.txt)" '[ $status = 2 ] && grep -q "^error: bad --matches" err.txt'
"$T" nogame --players Dummy >/dev/null 2>err.txt; status=$?
check "an unknown game: $(cat err.txt)" '[ $status = 2 ] && grep -q "^error: no game .nogame." err.txt'
"$T" madmax --players Dummy,Demo --boards ,,, --db commas.db >/dev/null 2>err.txt; status=$?
check "--boards naming no board is an error, not SIGFPE: $(cat err.txt)" '[ $status = 2 ] && grep -q "^error: --boards .,,,. names no board file" err.txt && [ ! -e commas.db ]'
"$T" --report --db missing.db >/dev/null 2>err.txt; status=$?
check "--report on a missing database: $(cat err.txt)" '[ $status = 1 ] && grep -q "^error: no tournament database missing.db" err.txt && [ ! -e missing.db ]'
for args in "" "--matches" "--bogus" "-z"; do
    "$T" $args >/dev/null 2>err.txt; status=$?
    check "bin/tournament $args: one error line: $(cat err.txt)" '[ $status = 2 ] && [ $(wc -l <err.txt) = 1 ] && grep -q "^error: " err.txt'
done

# 6. Submissions: a source accepted, a source rejected (reported, not fatal), an object
#    that crashes in every match (ranked last, its freeze reason shown); --keep-replays.
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Mine/' "$root/games/madmax/AIDemo.c" >AIMine.c
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Global/; s/^PLAYER(/int counter;\nPLAYER(/' "$root/games/madmax/AINull.c" >AIGlobal.c
if ${CC:-gcc} -std=c11 -O1 -w -I"$root/engine" -I"$root/games/common" -I"$root/games/madmax" -DGAME_HEADER='"madmax.h"' \
    -DGAME_TYPE=madmax -DPLAYER_NAME=Segv -DHOSTILE_SEGV -DHOSTILE_FILE="\"$tmp/owned\"" -c "$root/tests/hostile/hostile.c" -o AISegv.o; then
    "$T" madmax --players Dummy,AIMine.c,AIGlobal.c,AISegv.o --matches 8 -j 2 --db subs.db --keep-replays 3 >subs.txt 2>subs.err
    status=$?
    check "submissions: the tournament goes on ($status): $(tail -3 subs.err)" '[ $status = 0 ]'
    check "the rejected source is reported with the checker's line" 'grep -q "^rejected: Global (AIGlobal.c)" subs.err && grep -q "AIGlobal.c:[0-9]*: error: variable .counter." subs.err && grep -q "^rejected: Global" subs.txt'
    check "the source plays" '[ "$(q subs.db "select count(*) from seats where player = '"'Mine'"'")" -gt 0 ]'
    check "the crashing player is last, its freezes shown" 'awk "\$1 ~ /^[0-9]+$/ {last = \$2} END {print last}" subs.txt | grep -qx Segv && grep -q "^frozen: Segv in [0-9]* of [0-9]* matches; the last time: .*crash" subs.txt'
    check "--keep-replays 3 keeps 3" '[ "$(ls subs-replays/*.res.gz | wc -l)" = 3 ]'
else
    fail "cannot build the crashing player"
fi

# A rule book's player (Player.hh, C++) submitted as a source plays; one with a global
# variable is rejected with the checker's line.
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Book/' "$root/games/madmax/rulebook/AIDemo.cc" >AIBook.cc
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME BookGlobal/; s/^struct PLAYER_NAME/int counter;\nstruct PLAYER_NAME/' \
    "$root/games/madmax/rulebook/AINull.cc" >AIBookGlobal.cc
"$T" madmax --players Null,AIBook.cc,AIBookGlobal.cc --matches 4 -j 2 --db book.db -q --html none >book.txt 2>book.err
status=$?
check "a rule-book source plays ($status): $(tail -3 book.err)" '[ $status = 0 ] && [ "$(q book.db "select count(*) > 0, sum(score) > 0 from seats where player = '"'Book'"'")" = "1|1" ]'
check "a rule-book source with a global is rejected with the checker's line" 'grep -q "^rejected: BookGlobal (AIBookGlobal.cc)" book.err && grep -q "AIBookGlobal.cc:[0-9]*: error: variable .counter." book.err'

# A source the checker accepts but whose object does not link (it calls a function it
# declares and defines nowhere): the file's fault, rejected with the linker's message,
# which names AILost.o and no path of the machine's (not the server's: a student sees it).
sed 's/^#define PLAYER_NAME .*/#define PLAYER_NAME Lost/; s/^struct PLAYER_NAME/namespace arena_rulebook { int nowhere (int); }\n&/;
     s/^  virtual void play () {/&\n    if (arena_rulebook::nowhere(round()) == 7) return;/' "$root/games/madmax/rulebook/AINull.cc" >AILost.cc
"$root/tools/arena-check" --game madmax AILost.cc >lost.check 2>&1
check "the checker lets a source that does not link through: $(cat lost.check)" '[ $? = 0 ]'
"$T" madmax --players Null,Demo,AILost.cc --matches 2 -j 2 --db lost.db -q --html none >lost.txt 2>lost.err
status=$?
said=$(sed -n '/^rejected: Lost/,$p' lost.err)
check "a source that does not link is rejected with the linker's message ($status): $said" \
    '[ $status = 0 ] && grep -q "^rejected: Lost (AILost.cc)" <<<"$said" && grep -q "AILost.o: in function" <<<"$said" &&
     grep -q "undefined reference to .arena_rulebook::nowhere(int)." <<<"$said"'
check "the linker's message names no path: $(grep -E "(^|[ (\`'])/" <<<"$said")" '! grep -qE "(^|[ (\`'"'"'])/" <<<"$said"'

# 7. Every game: a few matches with the players it has (boards of 2 to 4 seats, fewer
#    players than seats).
for game_dir in "$root"/games/*/; do
    game=$(basename "$game_dir")
    [ -x "$root/$BIN/$game" ] || continue
    "$T" "$game" --players Null,Demo,Dummy --matches 6 -j 2 --db "g-$game.db" -q --keep-replays none >"g-$game.txt" 2>"g-$game.err"
    status=$?
    check "$game: a tournament ($status): $(tail -2 "g-$game.err")" '[ $status = 0 ] && [ "$(q "g-$game.db" "select count(*) >= 6 from matches")" = 1 ] && [ ! -e "g-$game-replays" ] || [ -z "$(ls "g-$game-replays")" ]'
done

# 8. The same matches through task lines (Slurm's way) and through GNU parallel (local mode):
#    the same scores as the local pool.
"$T" revisited --players Null,Rand,Demo,Dummy --matches 8 --db pool.db -q --html none >/dev/null 2>&1
"$T" revisited --players Null,Rand,Demo,Dummy --matches 8 --db tasks.db --tasks tasks.txt -q
while IFS= read -r line; do "$T" --run-task "$line"; done <tasks.txt >records.txt 2>/dev/null
"$T" revisited --players Null,Rand,Demo,Dummy --matches 8 --db tasks.db --collect records.txt -q --html none >/dev/null 2>&1
scores() { q "$1" "select m.idx, s.seat, s.player, s.score from matches m join seats s on s.match = m.id order by m.idx, s.seat"; }
check "task lines: 8 of them, and the same results as the local pool" '[ "$(wc -l <tasks.txt)" = 8 ] && [ "$(scores tasks.db)" = "$(scores pool.db)" ]'
check "a record line names the host that played it" '[ "$(cut -f7 records.txt | sort -u)" = "$(hostname)" ]'
# a host whose game program or board differs from the runner's plays nothing: the line
# expects the runner's SHA-256 of each file
head -1 tasks.txt | sed -E 's/sha256:[0-9a-f]{64}:([^\t]*\.cnf)/sha256:'"$(printf '0%.0s' $(seq 64))"':\1/' >bad-task.txt
"$T" --run-task "$(cat bad-task.txt)" >bad-record.txt 2>/dev/null; status=$?
check "a host with another board plays nothing and says why ($status): $(cut -f6 bad-record.txt)" \
    '[ $status = 1 ] && [ "$(cut -f4 bad-record.txt)" = 0 ] && grep -q "is not the runner.s (its SHA-256 differs)" bad-record.txt'
"$T" revisited --players Null,Rand,Demo,Dummy --matches 8 --db bad.db --collect bad-record.txt -q --html none >/dev/null 2>&1
check "its record is a failure noted, the match still to play" '[ "$(q bad.db "select count(*) from matches")" = 0 ] && [ "$(q bad.db "select count(*) from failures where error like '"'%SHA-256 differs%'"'")" = 1 ]'
if command -v parallel >/dev/null; then
    echo ":" >hosts
    "$T" revisited --players Null,Rand,Demo,Dummy --matches 8 --db par.db --sshloginfile hosts -j 2 -q --html none >/dev/null 2>par.err
    status=$?
    check "GNU parallel (local mode): the same results as the local pool ($status): $(tail -2 par.err)" '[ $status = 0 ] && [ "$(scores par.db)" = "$(scores pool.db)" ]'
else
    echo "skip: GNU parallel is not installed (tools/install-deps)"
    skipped=$((skipped + 1))
fi

# 9. Bad input: one error line saying what and where, a non-zero status, nothing half done.
# one_error STATUS PATTERN CMD... (as tests/lib/common.sh's): the command, bounded to 20 s,
# exits with STATUS and writes one line on standard error, "error: ..." matching PATTERN.
one_error() {
    local want=$1 pattern=$2; shift 2
    timeout 20 "$@" >one.out 2>one.err
    local status=$?
    [ $status -eq "$want" ] || { echo "  exit $status, want $want: $*"; tail -3 one.err; return 1; }
    [ "$(wc -l <one.err)" -eq 1 ] && grep -q '^error: ' one.err || { echo "  want one error line:"; head -5 one.err; return 1; }
    grep -q -- "$pattern" one.err || { echo "  stderr lacks '$pattern': $(cat one.err)"; return 1; }
}
full=(sh -c 'exec "$@" >/dev/full' full) # a command with its standard output on a full disk
check "--tasks on a full disk" 'one_error 1 "^error: cannot write /dev/full: No space left on device" "$T" madmax --players Dummy,Demo --matches 4 --db full.db --tasks /dev/full -q'
check "--tasks - on a full standard output" 'one_error 1 "^error: cannot write standard output: No space left on device" "${full[@]}" "$T" madmax --players Dummy,Demo --matches 4 --db full.db --tasks - -q'
check "the standings on a full standard output" 'one_error 1 "^error: cannot write standard output: No space left on device" "${full[@]}" "$T" madmax --players Dummy,Demo --matches 4 --db full.db --html none -q'
check "--slurm-batch goes with --slurm" 'one_error 2 "^error: --slurm-batch goes with --slurm" "$T" madmax --players Dummy,Demo --matches 4 --db batch.db --slurm-batch 4 -q'
check "--report on a full standard output" 'one_error 1 "^error: cannot write standard output: No space left on device" "${full[@]}" "$T" --report --db full.db --html none'
"$T" madmax --players Dummy,Demo --matches 4 --db input.db --tasks input-tasks.txt -q
check "--run-task on a full standard output" 'one_error 1 "^error: cannot write standard output: No space left on device" "${full[@]}" "$T" --run-task "$(head -1 input-tasks.txt)"'
check "--help on a full standard output" 'one_error 1 "^error: cannot write standard output" "${full[@]}" "$T" --help'
# --collect: a line that is not a record line names the file and line, and nothing of the
# file is stored
echo garbage >garbage.txt
check "--collect of garbage" 'one_error 1 "^error: garbage.txt:1: not a record line" "$T" madmax --players Dummy,Demo --matches 4 --db garbage.db --collect garbage.txt -q --html none'
check "--collect of garbage from standard input" 'one_error 1 "^error: stdin:1: not a record line" sh -c "\"\$0\" madmax --players Dummy,Demo --matches 4 --db garbage.db --collect - -q --html none <garbage.txt" "$T"'
check "--collect of a task line" 'one_error 1 "^error: input-tasks.txt:1: a task line, not a record line" "$T" madmax --players Dummy,Demo --matches 4 --db input.db --collect input-tasks.txt -q --html none'
"$T" --run-task "$(sed -n 2p input-tasks.txt)" >half.txt 2>/dev/null
printf '\ngarbage\n' >>half.txt
check "--collect of a record then garbage" 'one_error 1 "^error: half.txt:3: not a record line" "$T" madmax --players Dummy,Demo --matches 4 --db input.db --collect half.txt -q --html none'
check "--collect of a record then garbage stores nothing" '[ "$(q input.db "select count(*) from matches")" = 0 ] && [ -s half.txt ]'
# A FIFO with no writer as a player or a board: refused, never waited for
mkfifo AIFifo.c AIFifo.o fifo.cnf
check "a FIFO as a player source" 'one_error 2 "^error: cannot read AIFifo.c: a FIFO, not a regular file" timeout 10 "$T" madmax --players Dummy,AIFifo.c --db fifo.db'
check "a FIFO as a player object" 'one_error 2 "^error: cannot read AIFifo.o: a FIFO, not a regular file" timeout 10 "$T" madmax --players Dummy,AIFifo.o --db fifo.db'
check "a FIFO as a board" 'one_error 2 "^error: cannot read .*fifo.cnf: a FIFO, not a regular file" timeout 10 "$T" madmax --players Dummy,Demo --boards fifo.cnf --db fifo.db'
# A runner killed by SIGKILL leaves its temporary folder; the next run removes it, but
# not the folder of a runner still alive.
mkdir tmpdir
TMPDIR=$tmp/tmpdir "$T" madmax --players Dummy,Demo,Rand,Null --matches 40 -j 2 --db stale.db -q --html none >/dev/null 2>&1 &
pid=$!; runner_pids+=("$pid")
for _ in $(seq 100); do [ -n "$(ls tmpdir)" ] && [ "$(q stale.db "select count(*) from matches" 2>/dev/null)" -ge 1 ] 2>/dev/null && break; sleep 0.1; done
kill -KILL "$pid"; wait "$pid" 2>/dev/null
stale=$(ls tmpdir)
TMPDIR=$tmp/tmpdir "$T" madmax --players Dummy,Demo,Rand,Null --matches 400 -j 1 --db live.db -q --html none >/dev/null 2>&1 &
live=$!; runner_pids+=("$live")
for _ in $(seq 100); do [ "$(ls tmpdir | grep -vxF "$stale" | wc -l)" = 1 ] && break; sleep 0.1; done
alive=$(ls tmpdir | grep -vxF "$stale")
TMPDIR=$tmp/tmpdir "$T" madmax --players Dummy,Demo --matches 4 -j 1 --db third.db -q --html none >/dev/null 2>&1
check "a killed runner's temporary folder ($stale) is removed by the next run: $(ls tmpdir)" '[ -n "$stale" ] && [ ! -e "tmpdir/$stale" ]'
check "a live runner's temporary folder ($alive) is kept" '[ -n "$alive" ] && [ -d "tmpdir/$alive" ]'
kill -INT "$live"; wait "$live"
check "a runner leaves no temporary folder: $(ls tmpdir)" '[ -z "$(ls tmpdir)" ]'

# Nothing left running: no match or player of ours.
sleep 0.2
check "nothing left running" '! pgrep -f "$tmp" >/dev/null'
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
