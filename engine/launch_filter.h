/* launch_filter.h — the system-call allow-list of a judge-mode player's process. */
#ifndef ARENA_LAUNCH_FILTER_H
#define ARENA_LAUNCH_FILTER_H

#include <sys/types.h>

struct sock_fprog;

/* The filter of a process whose pid is `pid` (abort() signals itself by it) and that
 * runs program_fd, compiled once (a player is pid 2 of its namespace: every seat's is
 * the same); NULL on failure. Where arena is built without libseccomp (ARENA_NO_SECCOMP:
 * a student kit) there is no filter: one that install() skips. Kept for the process's
 * life. */
const struct sock_fprog *launch_filter_compile(pid_t pid, int program_fd);

/* Loads a compiled filter into this process (async-signal-safe: a raw prctl); 0, or -1
 * with errno. */
int launch_filter_install(const struct sock_fprog *filter);

#endif
