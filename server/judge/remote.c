/* remote.c — a match played on another host: its task line run there by bin/tournament
 * --run-task, whose record line comes back; the files are at the same paths there (a shared
 * folder). Through GNU parallel to an sshlogin (":" this machine) or through the --launcher
 * command (Slurm's srun...), under a wall bound, and watched at both ends: a launch that
 * never starts its match, and a launcher that does not end after its record, are stopped. */
#define _GNU_SOURCE
#include "judge/remote.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "judge/hosts.h"

/* The record is in: the launcher has LAUNCHER_GRACE seconds to end, then it is stopped.
 * srun waits for slurmctld to end its step: with slurmctld down, a match played would
 * hold its worker until the wall bound (minutes) for nothing. */
enum { LAUNCHER_GRACE = 10 };
static void end_after_record(pid_t pid)
{
    for (int k = 0; k < LAUNCHER_GRACE * 5; k++) {
        siginfo_t info = {0};
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) < 0 || info.si_pid == pid)
            return;
        usleep(200000);
    }
    kill(pid, SIGTERM); /* (timeout passes it on to srun, which ends its step) */
}

/* The launcher's output, a line at a time, each read waiting a second at most. (stdio's
 * getline cannot wait a bounded time.) A line longer than the buffer comes in pieces. */
struct lines {
    int fd, eof;
    size_t len;
    char buf[16384];
    char line[16384];
};

/* The next line into l->line: 1; 0 at the end; -1 if none came within a second. */
static int next_line(struct lines *l)
{
    for (;;) {
        char *nl = memchr(l->buf, '\n', l->len);
        size_t take = nl ? (size_t)(nl - l->buf) + 1 : l->len == sizeof l->buf || l->eof ? l->len : 0;
        if (take) {
            size_t keep = take - (nl ? 1 : 0);
            memcpy(l->line, l->buf, keep);
            l->line[keep] = '\0';
            memmove(l->buf, l->buf + take, l->len - take);
            l->len -= take;
            return 1;
        }
        if (l->eof)
            return 0;
        struct pollfd p = {.fd = l->fd, .events = POLLIN};
        int ready = poll(&p, 1, 1000);
        if (ready == 0)
            return -1;
        if (ready < 0 && errno == EINTR)
            continue;
        ssize_t n = ready < 0 ? -1 : read(l->fd, l->buf + l->len, sizeof l->buf - l->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            l->eof = 1;
        else
            l->len += (size_t)n;
    }
}

void remote_play(const struct remote *r, const char *line, int worker, int (*wait_child)(int, pid_t),
                 struct outcome *o)
{
    char *words = r->launcher ? xstrdup(r->launcher) : NULL, *argv[80], bound[32];
    /* a wall bound on the whole remote match (coreutils' timeout): a lost node never holds
     * a worker; ssh's keep-alive finds a silent host sooner */
    snprintf(bound, sizeof bound, "%.0f", r->wall);
    char *ssh = r->host ? task_ssh_command() : NULL;
    int n = 0;
    const char *bounded[] = {"timeout", "--kill-after=10", bound};
    for (size_t k = 0; k < sizeof bounded / sizeof *bounded; k++)
        argv[n++] = (char *)bounded[k];
    if (r->host) {
        const char *via[] = {"parallel", "--will-cite", "--ssh", ssh,          "-S",  r->host,
                             r->self,    "--run-task",  "{}",    "--announce", ":::", line};
        for (size_t k = 0; k < sizeof via / sizeof *via; k++)
            argv[n++] = (char *)via[k];
    } else {
        for (char *save = NULL, *w = strtok_r(words, " ", &save); w && n < 70; w = strtok_r(NULL, " ", &save))
            argv[n++] = w;
        argv[n++] = (char *)r->self;
        argv[n++] = "--run-task";
        argv[n++] = (char *)line;
        argv[n++] = "--announce";
    }
    argv[n] = NULL;
    /* what srun, parallel or ssh say comes too: the reason of a loss, and the task's sign
     * that its match has started */
    struct lines *in = xcalloc(1, sizeof *in);
    in->fd = -1;
    pid_t pid = task_spawn_reading(argv, 1, NULL, &in->fd);
    char said[120] = "";
    int got = 0, started = 0, stalled = 0;
    double launched = task_now(), start_wait = task_start_wait();
    while (!got && pid > 0) {
        /* not started while nothing else of its node plays, begins or ends (srun waiting
         * for an allocation that a slurmctld started afresh no longer knows): stopped */
        double quiet = node_quiet_since(r->node);
        if (!started && quiet >= 0 && task_now() - (quiet > launched ? quiet : launched) > start_wait) {
            stalled = 1;
            kill(pid, SIGTERM);
            break;
        }
        int ready = next_line(in);
        if (ready == 0)
            break;
        if (ready < 0)
            continue;
        size_t k = strlen(TASK_STARTED);
        if (strncmp(in->line, TASK_STARTED, k) == 0 && in->line[k] == '\t') {
            started = 1;
            node_match(r->node, 1);
        } else if (strncmp(in->line, "arena-record\t", 13) == 0) {
            got = task_parse_record(in->line, o) == 0;
        } else if (in->line[0] && !strstr(in->line, "Could not figure out number of cpus")) {
            snprintf(said, sizeof said, "%.119s", in->line);
        }
    }
    if (in->fd >= 0)
        close(in->fd);
    free(in);
    if (started)
        node_match(r->node, 0);
    if (got)
        end_after_record(pid);
    int status = pid > 0 ? wait_child(worker, pid) : -1;
    if (!got) {
        memset(o, 0, sizeof *o);
        o->lost = 1;
        const char *via = r->host ? r->host : r->launcher ? argv[3] : "?";
        if (stalled)
            snprintf(o->error, sizeof o->error,
                     TASK_NOT_STARTED
                     " within %.0f s through %s (none other played, began or ended there meanwhile)%s%s",
                     start_wait, via, said[0] ? ": " : "", said);
        else
            snprintf(o->error, sizeof o->error, "no result through %s%s%s (its status %d)%s%s", argv[3],
                     r->host ? " " : "", r->host ? r->host : "", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
                     said[0] ? ": " : "", said);
    }
    free(words);
    free(ssh);
}
