#!/usr/bin/env bash
# bin/tournament's schedule in blocks: finals of 5, 6, 7 and 9 players, each player the
# same number of matches and each seat as often as the others (the ranking, mu - 3 sigma,
# favoured those that played more), --matches rounded up to a multiple of the players with
# an info line that says why; a block is one board and seed; the same seed gives the same
# schedule, a larger count extends it; fewer players than seats. The report names the key
# it ranks by (a column) and the title it is given.
set -u
. tests/lib/common.sh
T=$(realpath "${BIN:-bin}/tournament")
root=$(pwd)
cd "$tmp" || exit 1
q() { sqlite3 "$1" "$2"; }
# quick players: the built-in Null, Dummy, Demo and Rand, and the Null renamed
for k in 1 2 3 4 5; do sed "s/^#define PLAYER_NAME .*/#define PLAYER_NAME Null$k/" "$root/games/madmax/AINull.c" >"AINull$k.c"; done
players() { # N: N players, the Dummy among them
    echo "Dummy,Null,Demo,Rand,AINull1.c,AINull2.c,AINull3.c,AINull4.c,AINull5.c" | cut -d, -f1-"$1"
}
# per player: matches and seats 1 to 4, one line each ("Dummy|16|4|4|4|4")
counts() {
    q "$1" "select s.player, count(distinct s.match), sum(s.seat = 0), sum(s.seat = 1), sum(s.seat = 2), sum(s.seat = 3)
           from seats s group by s.player order by s.player"
}

# A final of N players asked for 24 matches: how many it plays, and each player's share.
final() { # N WANT-MATCHES WANT-EACH WANT-SEAT
    local n=$1 want=$2 each=$3 seat=$4 db=f$1.db
    "$T" madmax --players "$(players "$n")" --matches 24 -j 2 --db "$db" --html none -q >"f$n.txt" 2>"f$n.err"
    local status=$?
    check "$n players: the final plays ($status): $(grep -v '^info' "f$n.err" | tail -2)" test $status = 0
    check "$n players, 24 asked: $want matches played" test "$(q "$db" "select count(*) from matches")" = "$want"
    local c; c=$(counts "$db")
    check "$n players: each plays $each matches, $seat in each seat: $(echo $c)" \
        test "$(cut -d'|' -f2- <<<"$c" | sort -u)" = "$each|$seat|$seat|$seat|$seat" -a "$(wc -l <<<"$c")" = "$n"
    # a block: one board and seed, each player once in each seat of it
    local uneven blocks
    uneven=$(q "$db" "select count(*) from (select m.seed, s.seat from matches m join seats s on s.match = m.id
                                            group by m.seed, s.seat having count(distinct s.player) != $n or count(*) != $n)")
    blocks=$(q "$db" "select count(distinct seed), count(distinct seed || ' ' || board) from matches")
    check "$n players: a block is one board and seed, each player once in each seat ($uneven, $blocks)" \
        test "$uneven" = 0 -a "$blocks" = "$((want / n))|$((want / n))"
    if [ "$want" = 24 ]; then
        check "$n players, 24 matches: no info line: $(cat "f$n.err")" bash -c "! grep -q '^info' f$n.err"
    else
        check "$n players: the info line says why: $(cat "f$n.err")" \
            grep -qx "info: $want matches, not 24: $n players each play $each, $seat in each seat" "f$n.err"
    fi
}
final 5 25 20 5
final 6 24 16 4
final 7 28 16 4
final 9 27 12 3

# The same seed, the same schedule (the info line even with -q); another seed, another.
seating() { # a line a match: index, board, seed, the players in seat order
    q "$1" "select m.idx, m.board, m.seed, (select group_concat(player) from (select player from seats where match = m.id order by seat))
            from matches m order by m.idx"
}
"$T" madmax --players "$(players 7)" --matches 24 -j 2 --db again.db --html none -q >/dev/null 2>again.err
check "the same seed: the same schedule" test "$(seating again.db)" = "$(seating f7.db)"
check "-q keeps the info line" grep -qx 'info: 28 matches, not 24: 7 players each play 16, 4 in each seat' again.err
"$T" madmax --players "$(players 7)" --matches 24 -j 2 --db seed2.db --seed 2 --html none -q >/dev/null 2>&1
check "another seed: another schedule" test "$(seating seed2.db)" != "$(seating f7.db)"
check "another seed: each plays 16, 4 in each seat" test "$(counts seed2.db | cut -d'|' -f2- | sort -u)" = "16|4|4|4|4"
# opponents vary between blocks: not always the same three
check "opponents vary: each player meets each other one" \
    test "$(q f7.db "select count(distinct a.player || b.player) from seats a join seats b on a.match = b.match and a.player != b.player")" = 42
# a larger count extends the schedule: the 28 first matches unchanged
cp f7.db more.db
"$T" madmax --players "$(players 7)" --matches 40 -j 2 --db more.db --html none -q >/dev/null 2>more.err
check "40 asked of 7 players: 42: $(cat more.err)" grep -qx 'info: 42 matches, not 40: 7 players each play 24, 6 in each seat' more.err
check "42 played, the 28 of before kept" test "$(q more.db "select count(*) from matches")" = 42
check "the first 28 are the same seatings" test "$(seating more.db | head -n 28)" = "$(seating f7.db)"

# Fewer players than seats: every player in every match, holding the seats in turn.
"$T" madmax --players Dummy,Null,Demo --matches 4 -j 2 --db three.db --html none -q >/dev/null 2>three.err
check "3 players, 4 seats: 6 matches, not 4: $(cat three.err)" grep -qx 'info: 6 matches, not 4: 3 players each play 6, 2 in each seat' three.err
check "each in all 6, twice in each seat" test "$(counts three.db | cut -d'|' -f2- | sort -u)" = "6|2|2|2|2"
# boards of 2 and 4 seats (tron's duel.cnf among them): the last seats less often, as often for everyone
if [ -x "$root/${BIN:-bin}/tron" ]; then
    "$T" tron --players Dummy,Null,Demo --matches 14 -j 2 --db tron.db --html none -q >/dev/null 2>tron.err
    check "boards of 2 and 4 seats: $(cat tron.err)" \
        grep -qx 'info: 15 matches, not 14: 3 players each play 14, 5 in seat 1, 5 in seat 2, 4 in seat 3, 4 in seat 4' tron.err
    check "and so it is played" test "$(counts tron.db | cut -d'|' -f2- | sort -u)" = "14|5|5|4|4"
fi

# The report: the key it ranks by, a column; the title it is given.
"$T" --report --db f7.db --html key.html --title "Mad Max 2027: final" >key.txt 2>/dev/null
check "the table's first line names the final: $(head -1 key.txt)" \
    grep -qx 'Mad Max 2027: final (madmax tournament 1): 28 matches, 7 players, 4 boards played' key.txt
check "the table has the key's column" grep -q '^rank .* rating  *mu-3sigma  vs Dummy' key.txt
# each row's key is its rating's mu - 3 sigma ("54.56 ±6.98   33.62"; mu and sigma rounded), the rows in its order
keys=$(sed -nE 's/^ +[0-9]+ .* ([-0-9.]+) ±([0-9.]+) +([-0-9.]+)  .*/\1 \2 \3/p' key.txt)
check "each key is mu - 3 sigma, in rank order: $(echo $keys)" \
    awk '{ d = $3 - ($1 - 3 * $2); if (d > 0.021 || d < -0.021 || (NR > 1 && $3 > prev)) bad = 1; prev = $3 }
         END { exit (bad || NR != 7) }' <<<"$keys"
check "the page's title is the one given" grep -q '"title": "Mad Max 2027: final"' key.html
check "the page shows the key as a column, its header explaining it" \
    bash -c "grep -q \"text: 'rank key: μ − 3σ', cls: 'key', title: keyTitle\" key.html && grep -q 'The rank goes by this key: the conservative rating mu - 3 sigma' key.html && grep -q 'Ranked by the rank key, the conservative rating μ − 3σ' key.html"
summary
