/* remote.h — a match played on another host (remote.c). */
#ifndef ARENA_SERVER_JUDGE_REMOTE_H
#define ARENA_SERVER_JUDGE_REMOTE_H

#include <sys/types.h>

#include "task.h"

/* Where and how: GNU parallel over ssh to host, or the launcher command (srun...). */
struct remote {
    const char *self;     /* bin/tournament, which plays the task line there */
    const char *launcher; /* the --launcher command, or NULL */
    const char *host;     /* the worker's sshlogin (NULL: through the launcher) */
    int node;             /* its node (hosts.h) */
    double wall;          /* the whole match's wall bound, seconds */
};

/* Plays task line `line` there; its record into o, or o->lost and why in o->error (no record
 * came back: the node's fault, its link's or its batch system's, never the match's). The
 * launcher's process is waited for with wait_child(worker, pid), the caller's (which may
 * stop it meanwhile). */
void remote_play(const struct remote *r, const char *line, int worker, int (*wait_child)(int, pid_t),
                 struct outcome *o);

#endif
