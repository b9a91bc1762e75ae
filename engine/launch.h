/* launch.h — judge mode's one launcher: a player's process is born inside its walls.
 *
 * The judge (this trusted program, never the player's) makes the process with clone()
 * (and a keeper, pid 1 of its namespaces: launch.c says why):
 * its own namespaces (user where it is not root, mount, pid, network, IPC, UTS, cgroup),
 * a root that is an empty read-only tmpfs (no file of the machine: the program is run
 * from a descriptor opened before), the user nobody when the judge is root, a new
 * session, every signal at its default, its descriptors and nothing else, its limits,
 * no_new_privs and the system-call allow-list; then execveat() runs the player's
 * program. Not one instruction of that program (libc's start-up, ifuncs, .preinit_array,
 * constructors) runs before every wall stands. */
#ifndef ARENA_LAUNCH_H
#define ARENA_LAUNCH_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* How a player's process is walled in. */
enum launch_walls {
    LAUNCH_NAMESPACES, /* every namespace of its own (the default; refused where none can be made) */
    LAUNCH_UNSANDBOXED /* the operator's --unsandboxed-players: limits and filter only */
};

struct launch_spec {
    const char *path, *name;     /* the player's program (NULL: a probe, ends once walled in), argv[0] */
    int fds[6];                  /* its descriptors 0..5 (engine/judge_protocol.h); -1: /dev/null */
    uint64_t memory_bytes;       /* address space, 0: none */
    uint64_t output_bytes;       /* what it may write in all (RLIMIT_FSIZE) */
    uint32_t cpu_hard_seconds;   /* the kernel's stop (RLIMIT_CPU), 0: none */
    int filter;                  /* 0: no system-call filter (--no-sandbox, to measure its cost) */
    enum launch_walls walls;
};

/* A started player: its pid as this process sees it (its CPU clock, its core, a kill),
 * and its keeper, this process's child (pid 1 of its namespaces), which says how the
 * player ended on status_fd. */
struct launched {
    pid_t pid, keeper;
    int status_fd;
    double cpu_at_exec; /* its CPU clock (seconds since its fork) when its program began:
                         * the launcher's set-up before it is not the player's time */
};

/* Starts the player's program: 0, or -1 with why (one line, no "error: ") in `why`. */
int launch_player(const struct launch_spec *spec, struct launched *l, char *why, size_t size);
/* Once the player has ended (its pipes closed): its wait status and the CPU seconds it
 * used (its keeper's wait4); 0, or -1 if its keeper could not tell (killed from outside).
 * Releases l. */
int launch_wait(struct launched *l, int *status, double *cpu_seconds);
/* Ends the player and its keeper, and releases l. */
void launch_kill(struct launched *l);
/* Forgets l (its status pipe closed). */
void launch_release(struct launched *l);

/* What an operator must allow for the namespaces, or say instead (one sentence). */
const char *launch_allow_hint(void);

/* Whether this machine lets the launcher make a player's namespaces: 0, or -1 with why
 * and what an operator must allow (one line) in `why`. */
int launch_probe(char *why, size_t size);

#endif
