# load.sh — busy processes that load a core on purpose, for the verdicts' tests (sourced
# after common.sh): each in a session of its own (setsid: the kernel shares a CPU between
# sessions, so load started in the test's own session would hide the effect), ended by
# their ids. A script that sources it calls stop_hogs in its EXIT trap.
hogs=()
start_hogs() { # COUNT CORE...: COUNT busy processes pinned to each CORE
    local count=$1 c; shift
    for c in "$@"; do
        for _ in $(seq "$count"); do setsid taskset -c "$c" bash -c 'while :; do :; done' & hogs+=($!); done
    done
}
stop_hogs() { for h in "${hogs[@]}"; do kill "$h" 2>/dev/null; wait "$h" 2>/dev/null; done; hogs=(); }
