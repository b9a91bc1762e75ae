/* launch_filter.h — the system-call allow-list of a judge-mode player's process. */
#ifndef ARENA_LAUNCH_FILTER_H
#define ARENA_LAUNCH_FILTER_H

/* Loads the filter into this process (the launcher's child, before execveat of
 * program_fd); 0, or -1 with errno. Where arena is built without libseccomp
 * (ARENA_NO_SECCOMP: a student kit) there is none: 0. */
int launch_filter_load(int program_fd);

#endif
