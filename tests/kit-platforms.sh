#!/usr/bin/env bash
# The kit on other platforms, tried from this machine. Each game's kit (tools/student-kit)
# is built as a student on that platform would build it (`make`, its compiler named by CC
# and CXX), and every match is compared byte for byte with the same match by this
# machine's kit (x86-64 Linux):
#   - Linux arm64: the aarch64 cross compiler, the Game run under qemu-user;
#   - Windows x86-64: MinGW-w64, Game.exe run under wine;
#   - musl (a C library stricter than glibc, as macOS's is): musl-gcc, C players only.
# The matches: the C and the rule book's players side by side (Demo, Rand; Tron: First)
# with the Dummy from its object file, on the kit's default board with two seeds and on a
# second board, and every reference case (tests/lib/reference.sh: ../shared/reference, or
# the game's tests/reference.tsv, with the kit's boards of ../shared, when present), with the
# rule book's players or the C ones in turn. On each
# platform too: a player that crashes is named with its round (exit 3, no replay left),
# and on Windows --judge is refused in one line (judge mode needs Linux).
# Each match with --logs: its debug file (marks, and what each player wrote round by
# round) must be the same bytes too.
# A platform whose tools are missing is skipped with the reason (tools/install-deps --cross).
set -u
if [ "${BIN:-bin}" != bin ]; then echo "skip: the kits are built once, with bin/ (not under the sanitizers)"; echo "0 passed, 0 failed, 1 skipped"; exit 0; fi
. "$(dirname "$0")/lib/common.sh"
. "$(dirname "$0")/lib/players.sh"
. "$(dirname "$0")/lib/reference.sh"
ref=${REFERENCE:-$(dirname "$0")/../../shared/reference}
export WINEPREFIX=$tmp/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" # (no Mono or Gecko prompt)
cleanup() {
    [ -d "$WINEPREFIX" ] && wineserver -k 2>/dev/null # this prefix's server only: ours
    rm -rf "$tmp"
}
trap cleanup EXIT

have() { command -v "$1" >/dev/null; }
platforms=(native)
if have aarch64-linux-gnu-gcc && have aarch64-linux-gnu-g++ && have qemu-aarch64; then platforms+=(arm64)
else skip "Linux arm64: aarch64-linux-gnu-gcc/g++ or qemu-aarch64 not installed (tools/install-deps --cross)"; fi
if have x86_64-w64-mingw32-gcc && have x86_64-w64-mingw32-g++ && have wine; then platforms+=(win64)
else skip "Windows: x86_64-w64-mingw32-gcc/g++ or wine not installed (tools/install-deps --cross)"; fi
if have musl-gcc; then platforms+=(musl)
else skip "musl: musl-gcc not installed (musl-tools; tools/install-deps --cross)"; fi

jobs=$(nproc 2>/dev/null || echo 2)
build() { # PLATFORM DIR: make the kit's Game as a student there would
    case $1 in
    native) make -j"$jobs" -C "$2" Game ;;
    arm64) make -j"$jobs" -C "$2" CC=aarch64-linux-gnu-gcc CXX=aarch64-linux-gnu-g++ Game ;;
    win64) make -j"$jobs" -C "$2" CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ Game.exe ;;
    musl) rm -f "$2"/AI*.cc && make -j"$jobs" -C "$2" CC=musl-gcc LD=musl-gcc Game ;; # (no C++ library for musl here)
    esac
}
run() { # PLATFORM DIR ARGS...: the Game there, in its folder
    local platform=$1 dir=$2; shift 2
    case $platform in
    arm64) (cd "$dir" && qemu-aarch64 ./Game "$@") ;;
    win64) win_run "$dir" "$@" ;;
    *) (cd "$dir" && ./Game "$@") ;;
    esac
}
# Under wine, once more when the wine client lost its server (a wineserver that timed out
# as the next program started, on a loaded machine): wine's doing, not the Game's.
win_run() { # DIR ARGS...
    local dir=$1 out=$tmp/wine.out err=$tmp/wine.err status try
    shift
    for try in 1 2; do
        (cd "$dir" && wine ./Game.exe "$@") >"$out" 2>"$err"
        status=$?
        grep -q '^wine client error' "$err" || break
    done
    cat "$out"
    cat "$err" >&2
    return $status
}
# A player of the kit's in the other API too: AIName.c as NameC, so both play in one Game.
add_players() { # GAME DIR
    local c cc
    for c in games/$1/AINull.c games/$1/AIDemo.c games/$1/AIRand.c games/$1/AIFirst.c; do
        [ -f "$c" ] || continue
        sed -E 's/^#define PLAYER_NAME ([A-Za-z]+)/#define PLAYER_NAME \1C/' "$c" >"$2/$(basename "${c%.c}")C.c"
    done
    for cc in games/$1/rulebook/AIRand.cc games/$1/rulebook/AIFirst.cc; do
        [ -f "$cc" ] && cp "$cc" "$2/"
    done
    rm -f "$2"/AINull.c "$2"/AIDemo.c # (as NullC, DemoC above: the .cc play as Null, Demo)
    # A player that crashes in its first turn: named as crashing, on every platform.
    crash_player "games/$1/AINull.c" "$1" >"$2/AICrash.c"
}

same_or_absent() { if [ -e "$1" ]; then cmp -s "$1" "$2"; else [ ! -e "$2" ]; fi; } # (a debug file is written when a player marks or writes)

for main in games/*/main.c; do
    game=$(basename "$(dirname "$main")")
    if ! tools/student-kit "$game" "$tmp/$game.tar.gz" >"$tmp/out" 2>&1; then
        fail "$game: tools/student-kit: $(tail -3 "$tmp/out")"; continue
    fi
    test_player=$([ -f "games/$game/rulebook/AIFirst.cc" ] && echo First || echo Rand)
    built=()
    for p in "${platforms[@]}"; do
        mkdir -p "$tmp/$p" && tar -C "$tmp/$p" -xzf "$tmp/$game.tar.gz"
        add_players "$game" "$tmp/$p/$game-kit"
        if build "$p" "$tmp/$p/$game-kit" >"$tmp/out" 2>&1; then
            ok; built+=("$p")
        else fail "$game: the kit does not build for $p: $(grep -m3 -E 'error|Error' "$tmp/out")"; fi
    done
    [ "${built[0]:-}" = native ] || continue
    kit=$tmp/native/$game-kit

    # The matches: BOARD SEED PLAYERS..., the reference cases' boards copied beside Game.
    matches=$tmp/$game.matches
    : >"$matches"
    second=$(cd "$kit" && ls *.cnf | grep -vx default.cnf | head -1)
    for board in default.cnf:1 default.cnf:2 "${second:-default.cnf}:3"; do
        seats=$(run native "$kit" --seats -i "${board%:*}" 2>/dev/null)
        mix=(Dummy Demo DemoC "$test_player" "${test_player}C" Dummy Null DemoC)
        echo "${board%:*} ${board#*:} ${mix[*]:0:${seats:-4}}" >>"$matches"
    done
    if reference_cases "$ref" "$game"; then
        row=0
        while IFS=$'\t' read -r name board seed players _; do
            [ "$name" = case ] && continue
            for p in "${built[@]}"; do cp "$boards/"* "$tmp/$p/$game-kit/" 2>/dev/null; done
            # (one API a case, in turn: both APIs already play side by side above)
            if [ $((++row % 2)) -eq 0 ]; then echo "$board $seed $players"
            else echo "$board $seed $(sed -E 's/\<(Null|Demo|Rand|First)\>/\1C/g' <<<"$players")"; fi >>"$matches" # (the Dummy is an object only)
        done <"$cases"
    else
        skip "$game: $why: the kit's boards only"
    fi

    n=0
    while read -r board seed players; do
        n=$((n + 1))
        if ! run native "$kit" $players -s "$seed" -i "$board" -o "m$n.res" --logs 2>"$tmp/err"; then
            fail "$game: native: $players -s $seed -i $board: $(tail -1 "$tmp/err")"; continue
        fi
        for p in "${built[@]:1}"; do
            [ "$p" = musl ] && grep -qE '(Null|Demo|Rand|First)( |$)' <<<"$players" && continue # (C++ players)
            dir=$tmp/$p/$game-kit
            if ! run "$p" "$dir" $players -s "$seed" -i "$board" -o "m$n.res" --logs 2>"$tmp/err"; then
                fail "$game: $p: $players -s $seed -i $board: $(grep -v '^info:' "$tmp/err" | tail -2)"
            elif cmp -s "$kit/m$n.res" "$dir/m$n.res" && same_or_absent "$kit/m$n.res.debug" "$dir/m$n.res.debug"; then
                ok
            else
                fail "$game: $p: $players -s $seed -i $board: another replay or debug file ($(cmp "$kit/m$n.res" "$dir/m$n.res" | head -1; cmp "$kit/m$n.res.debug" "$dir/m$n.res.debug" 2>&1 | head -1))"
            fi
        done
    done <"$matches"
    # Where the platform lacks something, the Game says so in one line, and a crash is
    # the player's, told with its round, on every platform.
    seats=$(run native "$kit" --seats -i default.cnf 2>/dev/null)
    others=$(for _ in $(seq $((${seats:-4} - 1))); do printf 'Dummy '; done)
    for p in "${built[@]}"; do
        dir=$tmp/$p/$game-kit
        run "$p" "$dir" Crash $others-s 1 -i default.cnf -o crash.res >/dev/null 2>"$tmp/err"
        status=$?
        if [ $status -eq 3 ] && grep -q '^error: player Crash (seat 0) crashed in round 0: ' "$tmp/err" && [ ! -e "$dir/crash.res" ]; then ok
        else fail "$game: $p: a crashing player: exit $status, $(grep -v '^info:' "$tmp/err" | tail -2)"; fi
    done
    if [[ " ${built[*]} " == *" win64 "* ]]; then
        run win64 "$tmp/win64/$game-kit" --judge Crash $others-s 1 -i default.cnf -o j.res >/dev/null 2>"$tmp/err"
        status=$?
        if [ $status -ne 0 ] && [ "$(grep -vc '^info:' "$tmp/err")" -eq 1 ] && grep -q '^error: --judge: this Game has no judge mode' "$tmp/err"; then ok
        else fail "$game: win64: --judge: exit $status, $(head -3 "$tmp/err")"; fi
    fi
    rm -rf "$tmp/native" "$tmp/arm64" "$tmp/win64" "$tmp/musl"
done
summary
