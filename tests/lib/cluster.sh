# cluster.sh — a real two-node cluster for a test (sourced after common.sh): munged,
# slurmctld (partitions "arena", the default, and "short" with a MaxTime of 1 minute),
# slurmd "node1" on this host and slurmd "node2" in a network namespace of its
# own (a veth pair, 198.18.47.1 here and .2 there: the RFC 2544 test range, a link between
# this host and the namespace only) with its own sshd. The file system is shared, as an
# NFS home would give. Everything is started by pid and stopped by pid (cluster_stop);
# cluster_can says why not where the machine cannot (not root, no namespaces, no daemons).
# Faults: node2_crash / node2_boot (all its processes killed, its daemons started again),
# node2_partition / node2_heal (its link down and up), slurmd_kill / slurmd_start NODE,
# sshd_kill / sshd_start (node2's), slurmctld_kill (a crash) / slurmctld_stop (systemctl's) / slurmctld_start [--keep].
C=$tmp/c                  # short: munge's socket path must fit in 108 bytes
NS=arena-n2-$$            # the namespace and the veth names are this run's own
VETH=arv$$ VPEER=arp$$
HOST_ADDR=198.18.47.1 NODE2_ADDR=198.18.47.2
# Slurm's settings are docs/cluster.md's slurm.conf (its fault costs measured with them),
# with this run's names, folders and ports, and short daemon timeouts; CLUSTER_SCHED="sched_interval=1,bf_interval=1" schedules at once
# (the tests' shortcut), "" is Debian's default (bench/cluster's figures)
doc_conf() { sed -n "s/^    $1=//p" "${root:-.}/docs/cluster.md" | head -1; }
# the docs' slurm.conf less what names its machines, users and folders (set here instead)
doc_slurm_conf() {
    awk '/cat > \/etc\/slurm\/slurm.conf <</ {on = 1; next} on && /^    EOF/ {exit} on {print substr($0, 5)}' \
        "${root:-.}/docs/cluster.md" |
        grep -vE '^(ClusterName|SlurmctldHost|SlurmUser|StateSaveLocation|SlurmdSpoolDir|NodeName|PartitionName|SlurmdTimeout)='
}
SLURMD_TIMEOUT=${SLURMD_TIMEOUT:-$(doc_conf SlurmdTimeout)}
SLURMD_TIMEOUT=${SLURMD_TIMEOUT:-300}
CLUSTER_SCHED=${CLUSTER_SCHED-sched_interval=1,bf_interval=1}
declare -A cluster_pid=()

cluster_can() { # prints why this machine cannot run the cluster, or nothing
    [ "$(id -u)" = 0 ] || { echo "not root (network namespaces and the daemons need it)"; return; }
    local p
    for p in munged slurmctld slurmd sshd srun sbatch squeue scontrol ssh ssh-keygen ip parallel; do
        command -v "$p" >/dev/null || PATH=$PATH:/usr/sbin command -v "$p" >/dev/null ||
            { echo "no $p (tools/install-deps --cluster)"; return; }
    done
    ip route show 2>/dev/null | grep -q "198\.18\.47\." && { echo "198.18.47.0/30 is already in use here"; return; }
    # a namespace, a veth pair and a UTS namespace, made and removed (a container without
    # CAP_NET_ADMIN or CAP_SYS_ADMIN cannot)
    local out
    if ! out=$(ip netns add "$NS" 2>&1 && ip link add "$VETH" type veth peer name "$VPEER" 2>&1 &&
        unshare --uts true 2>&1); then
        ip link del "$VETH" 2>/dev/null; ip netns del "$NS" 2>/dev/null
        echo "cannot make a network namespace and a veth pair here: $out"
        return
    fi
    ip link del "$VETH"; ip netns del "$NS"
}

free_port() { # a TCP port nothing listens on
    local p
    while :; do
        p=$((20000 + RANDOM % 30000))
        ! ss -ltn 2>/dev/null | grep -q ":$p " && { echo "$p"; return; }
    done
}

# ours PATTERN: the pids of this run's processes (their command line names $tmp) matching
# PATTERN; node2_ours PATTERN: those in node2's namespace (other runs' matches on this
# machine are none of ours)
ours() { pgrep -f -- "$1.*$tmp/"; }
node2_ours() {
    local p ns; ns=$(in_node2 readlink /proc/self/ns/net)
    for p in $(ours "$1"); do [ "$(readlink "/proc/$p/ns/net" 2>/dev/null)" = "$ns" ] && echo "$p"; done
}
# (nsenter, not ip netns exec: that one mounts a /sys of its own, without cgroups)
in_node2() { nsenter --net="/run/netns/$NS" "$@"; }
# node2's daemons: in its network namespace and under its own host name (a UTS namespace)
as_node2() { in_node2 unshare --uts sh -c 'hostname node2 && exec "$@"' sh "$@"; }

cluster_start() { # 0 when both nodes are idle in Slurm and node2's sshd answers
    export PATH=$PATH:/usr/sbin
    mkdir -p "$C"/{state,spool,log} && chmod 700 "$C"
    # ---- the network: node2 behind a veth pair ----
    ip netns add "$NS" || return 1
    ip link add "$VETH" type veth peer name "$VPEER" || return 1
    ip link set "$VPEER" netns "$NS" &&
        ip addr add "$HOST_ADDR/30" dev "$VETH" && ip link set "$VETH" up &&
        in_node2 ip addr add "$NODE2_ADDR/30" dev "$VPEER" && in_node2 ip link set "$VPEER" up &&
        in_node2 ip link set lo up || return 1
    # ---- munge: one key, one daemon (its socket a file both nodes see) ----
    head -c 1024 /dev/urandom >"$C/munge.key" && chmod 600 "$C/munge.key"
    munged --force --socket="$C/munge.sock" --key-file="$C/munge.key" --pid-file="$C/munged.pid" \
        --log-file="$C/log/munged.log" --seed-file="$C/munge.seed" || return 1
    cluster_pid[munged]=$(cat "$C/munged.pid")
    # ---- Slurm ----
    local ctl_port slurmd_port
    ctl_port=$(free_port) slurmd_port=$(free_port)
    cat >"$C/slurm.conf" <<EOF
ClusterName=arenatest
SlurmctldHost=$(hostname)($HOST_ADDR)
SlurmctldPort=$ctl_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$C/munge.sock
StateSaveLocation=$C/state
SlurmdSpoolDir=$C/spool/%n
SlurmctldPidFile=$C/slurmctld.pid
SlurmdPidFile=$C/slurmd-%n.pid
SlurmctldLogFile=$C/log/slurmctld.log
SlurmdLogFile=$C/log/slurmd-%n.log
$(doc_slurm_conf)
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SlurmdTimeout=$SLURMD_TIMEOUT
SlurmctldTimeout=10
MessageTimeout=5
KillWait=2
MinJobAge=2
${CLUSTER_SCHED:+SchedulerParameters=$CLUSTER_SCHED}
SlurmdParameters=config_overrides
NodeName=node1 NodeAddr=127.0.0.1 CPUs=1 State=UNKNOWN
NodeName=node2 NodeAddr=$NODE2_ADDR CPUs=1 State=UNKNOWN
PartitionName=arena Nodes=node1,node2 Default=YES MaxTime=INFINITE State=UP
PartitionName=short Nodes=node1,node2 MaxTime=1 State=UP
EOF
    export SLURM_CONF=$C/slurm.conf
    # srun's steps call it back: at the address node2 reaches too
    export SLURM_SRUN_COMM_HOST=$HOST_ADDR
    slurmctld_start || return 1
    slurmd_start node1 && slurmd_start node2 || return 1
    # ---- node2's sshd, root by a key of this run's ----
    [ -d /run/sshd ] || { mkdir -p /run/sshd && chmod 755 /run/sshd && made_run_sshd=1; }
    ssh-keygen -q -t ed25519 -N '' -f "$C/host_key" && ssh-keygen -q -t ed25519 -N '' -f "$C/id" || return 1
    cp "$C/id.pub" "$C/authorized_keys"
    cat >"$C/sshd_config" <<EOF
ListenAddress $NODE2_ADDR
HostKey $C/host_key
AuthorizedKeysFile $C/authorized_keys $C/home/.ssh/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PidFile $C/sshd.pid
AcceptEnv ARENA_* LANG LC_*
EOF
    sshd_start || return 1
    # how the runner and the server reach node2 (GNU parallel's ssh command)
    export PARALLEL_SSH="ssh -i $C/id -o UserKnownHostsFile=/dev/null -o StrictHostKeyChecking=no -o LogLevel=ERROR"
    local k
    for k in $(seq 100); do
        $PARALLEL_SSH -o ConnectTimeout=2 "root@$NODE2_ADDR" true 2>/dev/null && nodes_idle 2 && return 0
        sleep 0.2
    done
    echo "the cluster did not come up: $(sinfo -h -N -p arena -o '%N %T' 2>&1 | tr '\n' ' ')"
    tail -3 "$C"/log/*.log
    return 1
}

nodes_idle() { # N: that many nodes idle (or mixed/allocated: up) in Slurm
    [ "$(sinfo -h -N -p arena -o '%T' 2>/dev/null | grep -cE '^(idle|mixed|allocated)$')" -ge "$1" ]
}

slurmctld_start() { # [--keep]: with the jobs it had (as systemctl restarts it), not afresh
    local clean=-c
    [ "${1:-}" = --keep ] && clean=
    slurmctld $clean -f "$C/slurm.conf" || return 1
    local k
    for k in $(seq 50); do [ -s "$C/slurmctld.pid" ] && break; sleep 0.1; done
    cluster_pid[slurmctld]=$(cat "$C/slurmctld.pid")
    for k in $(seq 100); do scontrol ping 2>/dev/null | grep -q UP && return 0; sleep 0.1; done
    return 1
}
slurmctld_stop() { # as systemctl stops it: SIGTERM, its state saved
    local p=${cluster_pid[slurmctld]} k
    kill -TERM "$p" 2>/dev/null
    for k in $(seq 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    unset 'cluster_pid[slurmctld]'; rm -f "$C/slurmctld.pid"
}
slurmctld_kill() { kill -KILL "${cluster_pid[slurmctld]}" 2>/dev/null; unset 'cluster_pid[slurmctld]'; rm -f "$C/slurmctld.pid"; }

slurmd_start() { # NODE
    local run=()
    [ "$1" = node2 ] && run=(as_node2)
    mkdir -p "$C/spool/$1"
    rm -f "$C/slurmd-$1.pid"
    "${run[@]}" slurmd -N "$1" -f "$C/slurm.conf" || return 1
    local k
    for k in $(seq 50); do [ -s "$C/slurmd-$1.pid" ] && break; sleep 0.1; done
    cluster_pid[slurmd-$1]=$(cat "$C/slurmd-$1.pid")
}
slurmd_kill() { kill -KILL "${cluster_pid[slurmd-$1]}" 2>/dev/null; unset "cluster_pid[slurmd-$1]"; }

sshd_start() {
    rm -f "$C/sshd.pid"
    as_node2 "$(command -v sshd)" -f "$C/sshd_config" -E "$C/log/sshd.log" || return 1
    local k
    for k in $(seq 50); do [ -s "$C/sshd.pid" ] && break; sleep 0.1; done
    cluster_pid[sshd]=$(cat "$C/sshd.pid")
}
sshd_kill() { # the listener and every session of node2's sshd (a host's sshd gone)
    local p
    for p in $(in_node2 pgrep -x sshd 2>/dev/null); do
        # only sshd processes in node2's namespace: ours
        [ "$(readlink "/proc/$p/ns/net")" = "$(readlink "/proc/${cluster_pid[sshd]}/ns/net" 2>/dev/null)" ] && kill -KILL "$p"
    done
    unset 'cluster_pid[sshd]'
}

cluster_sweep() { # node1's job steps and what they run: the processes working under $tmp
    local d p
    for d in /proc/[0-9]*; do
        p=${d#/proc/}
        [ "$p" = $$ ] || [ "$p" = "$BASHPID" ] && continue
        case "$(readlink "$d/cwd" 2>/dev/null) $(tr '\0' ' ' 2>/dev/null <"$d/cmdline")" in
        "$tmp"* | *" $tmp/"* | *"[$C"* | slurmstepd*) ;;
        *) continue ;;
        esac
        # a slurmstepd is ours if it holds a file of our spool
        if [ "$(tr '\0' ' ' 2>/dev/null <"$d/cmdline" | cut -c1-10)" = slurmstepd ]; then
            ls -l "$d/fd" 2>/dev/null | grep -q "$C/" || continue
        fi
        kill -KILL "$p" 2>/dev/null
    done
}

node2_crash() { # every process of node2 killed at once: slurmd, its job steps, sshd
    local p
    for p in $(ip netns pids "$NS" 2>/dev/null); do kill -KILL "$p" 2>/dev/null; done
    unset 'cluster_pid[slurmd-node2]' 'cluster_pid[sshd]'
}
node2_boot() { slurmd_start node2 && sshd_start; }

node2_partition() { ip link set "$VETH" down; }
node2_heal() { ip link set "$VETH" up; }

cluster_stop() {
    local name p k
    [ -n "${SLURM_CONF:-}" ] && [ "$SLURM_CONF" = "$C/slurm.conf" ] && timeout 5 scancel --quiet -u root 2>/dev/null
    for name in "${!cluster_pid[@]}"; do
        p=${cluster_pid[$name]}
        [ -n "$p" ] && kill -TERM "$p" 2>/dev/null
    done
    for k in $(seq 30); do
        local alive=0
        for p in "${cluster_pid[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
        [ $alive = 0 ] && break
        sleep 0.1
    done
    for p in "${cluster_pid[@]}"; do kill -KILL "$p" 2>/dev/null; done
    cluster_pid=()
    # whatever still runs in node2's namespace (a job step, an ssh session) is ours
    for p in $(ip netns pids "$NS" 2>/dev/null); do kill -KILL "$p" 2>/dev/null; done
    cluster_sweep
    ip link del "$VETH" 2>/dev/null
    ip netns del "$NS" 2>/dev/null
    [ -n "${made_run_sshd:-}" ] && rmdir /run/sshd 2>/dev/null
    return 0
}
