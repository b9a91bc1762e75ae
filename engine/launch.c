/* launch.c — a player's process, born inside its walls (see launch.h).
 *
 * The judge clone()s a keeper in new namespaces; the keeper makes the empty root and
 * forks the player, which sets its limits and filter and execveat()s its program. The
 * keeper is pid 1 of the namespace: the player is pid 2, with a process's usual signals
 * (a namespace's pid 1 ignores the signals it sends itself: abort() would not end it),
 * and ending the keeper ends the namespace. The keeper only waits for the player and
 * tells the judge how it ended. The player sends one message on a socket before its
 * exec, so that the judge learns its pid as the judge sees it (SCM_CREDENTIALS): the
 * judge reads its CPU clock, pins it and kills it by that pid.
 *
 * Why clone() here and not bubblewrap (which the compile sandbox uses): bwrap reports
 * no pid of the player but in JSON on a descriptor, nor how it ended (killed by which
 * signal), and starting it costs one more program per seat and per match. */
#define _GNU_SOURCE
#include "launch.h"
#ifndef ARENA_NO_JUDGE /* Linux only: the kits elsewhere have no judge mode */

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "launch_filter.h"

/* Where the player's descriptors go before execveat: the program (closed by the exec
 * itself), the pipe a failure is told on (closed by the exec too: no report, no
 * failure), the socket it says its pid on. The keeper has the pipe it tells the
 * player's end on. Everything else is closed. */
enum { PROGRAM_FD = 6, REPORT_FD = 7, PID_FD = 8, STATUS_FD = 9, NB_FDS = 10 };
enum { NOBODY = 65534, PLAYER_PID = 2 /* in its namespace: the keeper's one child */ };

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

static const int namespace_flags =
    CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP;

/* What the keeper tells of the player's end: its wait status and its CPU time (the
 * judge can no longer read the clock of a process that is gone). */
struct ended {
    int32_t status;
    int64_t cpu_ns;
};

/* ---- the processes the launcher makes ---- */

/* The keeper and the player run only this file's code, and make their processes and
 * end by the system calls themselves: a sanitizer's fork() and _exit() (in tests'
 * builds) would run code of its own there, made for a process it started itself. */
static _Noreturn void quit(int status)
{
    syscall(SYS_exit_group, status);
    __builtin_unreachable();
}

/* fork()'s semantics, namespace flags allowed: the child goes on with a copy of this
 * stack (glibc's clone() wants a stack of its own, its fork() takes no flags). */
static pid_t clone_child(int flags)
{
    return (pid_t)syscall(SYS_clone, (unsigned long)flags | SIGCHLD, NULL, NULL, NULL, 0UL);
}

/* ---- in the child: what it says when a step fails, then it ends ---- */

struct report {
    int err;
    char step[60];
};

static _Noreturn void fail(const char *step)
{
    struct report r = {errno, ""};
    snprintf(r.step, sizeof r.step, "%s", step);
    if (write(REPORT_FD, &r, sizeof r) < 0) {
        /* nobody to tell: the parent sees the end of the pipe with no exec */
    }
    quit(127);
}

static void write_file(const char *path, const char *text, const char *step)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text))
        fail(step);
    close(fd);
}

/* Descriptors 0..5 as given (-1: /dev/null), the launcher's above, nothing else. */
static void arrange_fds(const struct launch_spec *spec, const int own[NB_FDS])
{
    int high[NB_FDS];
    /* out of the way of 0..NB_FDS first: a descriptor may sit where another goes */
    for (int k = 0; k < NB_FDS; k++) {
        int from = k < 6 ? spec->fds[k] : own[k];
        high[k] = from >= 0 ? fcntl(from, F_DUPFD_CLOEXEC, 16) : open("/dev/null", O_RDWR | O_CLOEXEC);
        if (high[k] < 0)
            quit(127);
    }
    if (dup3(high[REPORT_FD], REPORT_FD, O_CLOEXEC) < 0)
        quit(127);
    for (int k = 0; k < NB_FDS; k++)
        if (k != REPORT_FD && (k < 6 ? dup2(high[k], k) : dup3(high[k], k, O_CLOEXEC)) < 0)
            fail("its descriptors");
    if (syscall(SYS_close_range, NB_FDS, ~0U, 0) < 0)
        for (int fd = NB_FDS; fd < 1024; fd++)
            close(fd);
}

/* A user namespace where the judge is not root: the player is the judge's user inside,
 * with no groups; its capabilities there end at execveat (it is not root inside). */
static void map_user(uid_t uid, gid_t gid)
{
    char line[64];
    write_file("/proc/self/setgroups", "deny", "its user namespace (setgroups)");
    snprintf(line, sizeof line, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
    write_file("/proc/self/uid_map", line, "its user namespace (uid_map)");
    snprintf(line, sizeof line, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
    write_file("/proc/self/gid_map", line, "its user namespace (gid_map)");
}

/* Its root: an empty tmpfs, read-only, no devices, no programs; the machine's file
 * system is unmounted from its namespace (pivot_root), or out of reach (chroot, where
 * the root is no mount point: the filter forbids chroot and it holds no capability). */
static void empty_root(void)
{
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
        fail("its mount namespace");
    if (mount("arena-player", "/tmp", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
              "size=4k,nr_inodes=2,mode=0555") < 0)
        fail("its empty root (a tmpfs on /tmp)");
    if (chdir("/tmp") < 0)
        fail("its empty root");
    if (syscall(SYS_pivot_root, ".", ".") == 0) {
        if (umount2(".", MNT_DETACH) < 0)
            fail("its empty root (the machine's left)");
    } else if (chroot(".") < 0) {
        fail("its empty root (pivot_root, chroot)");
    }
    if (chdir("/") < 0)
        fail("its empty root");
}

static void become_nobody(void)
{
    if (setgroups(0, NULL) < 0 || setresgid(NOBODY, NOBODY, NOBODY) < 0 || setresuid(NOBODY, NOBODY, NOBODY) < 0)
        fail("the user nobody");
}

static void default_signals(void)
{
    struct sigaction dfl = {.sa_handler = SIG_DFL};
    for (int sig = 1; sig < NSIG; sig++)
        sigaction(sig, &dfl, NULL); /* (SIGKILL, SIGSTOP and the reserved ones refuse: fine) */
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

/* A limit, or the one it has if that is lower: the judge's own may be (a server run with
 * a file size limit: its players then write less), and only root could raise it. */
static void limit(int resource, rlim_t value)
{
    struct rlimit r;
    if (getrlimit(resource, &r) == 0 && r.rlim_max != RLIM_INFINITY && r.rlim_max < value)
        value = r.rlim_max;
    r.rlim_cur = r.rlim_max = value;
    if (setrlimit(resource, &r) < 0)
        fail("its limits");
}

/* The player (pid 2): says its pid, then its limits and filter (compiled by the judge;
 * outside a pid namespace its pid is known only here), then its program. */
static _Noreturn void player(const struct launch_spec *spec, const struct sock_fprog *filter)
{
    close(STATUS_FD);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) /* (outside a pid namespace: with the keeper) */
        fail("its parent's end");
    if (spec->filter && !filter && !(filter = launch_filter_compile(getpid(), PROGRAM_FD)))
        fail("its system-call filter (compiled)");
    default_signals();
    limit(RLIMIT_CORE, 0);
    limit(RLIMIT_FSIZE, spec->output_bytes); /* its output; it can open no other file */
    limit(RLIMIT_NOFILE, 6);
    limit(RLIMIT_NPROC, 0);
    if (spec->memory_bytes)
        limit(RLIMIT_AS, spec->memory_bytes);
    if (spec->cpu_hard_seconds)
        limit(RLIMIT_CPU, spec->cpu_hard_seconds);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
        fail("no_new_privs");
    /* Its CPU clock now: everything it runs after this (its filter's few instructions,
     * the exec, its program's start-up) is the player's time, and the kernel's CPU stop
     * counts from its fork, so nothing it runs can be outside the judge's clock but
     * within the kernel's. The kernel adds its credentials to the message: its pid. */
    struct timespec at_exec;
    if (syscall(SYS_clock_gettime, CLOCK_PROCESS_CPUTIME_ID, &at_exec) < 0)
        fail("its CPU clock");
    int64_t at_exec_ns = (int64_t)at_exec.tv_sec * 1000000000 + at_exec.tv_nsec;
    if (write(PID_FD, &at_exec_ns, sizeof at_exec_ns) != (ssize_t)sizeof at_exec_ns)
        fail("its pid's message");
    close(PID_FD);
    if (spec->filter && launch_filter_install(filter) < 0)
        fail("its system-call filter");
    if (!spec->path) /* the probe: the walls stand (the system call, not quit(): AddressSanitizer
                      * checks its stack before a call that does not return, which the filter
                      * forbids) */
        syscall(SYS_exit_group, 0);
    char *argv[] = {(char *)spec->name, NULL}, *envp[] = {NULL};
    syscall(SYS_execveat, PROGRAM_FD, "", argv, envp, AT_EMPTY_PATH);
    fail("its program (a static executable)");
}

/* The keeper (pid 1 of the namespaces): makes the root, forks the player, waits for it
 * and tells the judge its wait status. It holds none of the player's descriptors. */
static _Noreturn void keeper(const struct launch_spec *spec, const int own[NB_FDS], int own_user, uid_t uid,
                             gid_t gid, const struct sock_fprog *filter)
{
    arrange_fds(spec, own);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || setsid() < 0) /* dies with the judge; no terminal */
        fail("its session");
    if (spec->walls == LAUNCH_NAMESPACES) {
        if (own_user)
            map_user(uid, gid);
        empty_root();
    }
    if (uid == 0)
        become_nobody();
    pid_t pid = clone_child(0);
    if (pid == 0)
        player(spec, filter);
    if (pid < 0)
        fail("the player's process");
    for (int fd = 0; fd < NB_FDS; fd++)
        if (fd != STATUS_FD)
            close(fd);
    struct ended end = {0, 0};
    struct rusage used;
    while (wait4(pid, &end.status, 0, &used) < 0)
        if (errno != EINTR)
            quit(1);
    end.cpu_ns = ((int64_t)used.ru_utime.tv_sec + used.ru_stime.tv_sec) * 1000000000 +
                 ((int64_t)used.ru_utime.tv_usec + used.ru_stime.tv_usec) * 1000;
    if (write(STATUS_FD, &end, sizeof end) != (ssize_t)sizeof end)
        quit(1);
    quit(0);
}

/* ---- in the judge ---- */

/* The pid (as this process sees it) of whoever wrote on the socket, and the CPU clock
 * it said (seconds); -1 if nobody did. */
static pid_t sender_pid(int socket, double *cpu_at_exec)
{
    int64_t said;
    char control[CMSG_SPACE(sizeof(struct ucred))];
    struct iovec io = {&said, sizeof said};
    struct msghdr m = {.msg_iov = &io, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    if (recvmsg(socket, &m, MSG_DONTWAIT) != (ssize_t)sizeof said || said < 0)
        return -1;
    *cpu_at_exec = (double)said * 1e-9;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_CREDENTIALS) {
            struct ucred cred;
            memcpy(&cred, CMSG_DATA(c), sizeof cred);
            return cred.pid;
        }
    return -1;
}

static void close_all(const int fds[], int n)
{
    for (int k = 0; k < n; k++)
        if (fds[k] >= 0)
            close(fds[k]);
}

/* The player's program, as a descriptor to run. A judge that is root runs it as nobody,
 * who may not read the server's private files (a course's players are its user's alone):
 * then a sealed copy in memory, which anybody may run and nobody can change. */
static int open_program(const char *path)
{
    int fd = open(path ? path : "/", O_RDONLY | O_CLOEXEC);
    if (fd < 0 || !path || geteuid() != 0)
        return fd;
    struct stat st;
    int copy = memfd_create("arena-player", MFD_CLOEXEC | MFD_ALLOW_SEALING), err = 0;
    if (copy < 0 || fstat(fd, &st) < 0)
        err = errno;
    for (off_t done = 0; !err && done < st.st_size;) {
        ssize_t n = sendfile(copy, fd, &done, (size_t)(st.st_size - done));
        if (n <= 0)
            err = n < 0 ? errno : EIO;
    }
    close(fd);
    if (!err && fcntl(copy, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW | F_SEAL_SHRINK | F_SEAL_SEAL) < 0)
        err = errno;
    if (err) {
        if (copy >= 0)
            close(copy);
        errno = err;
        return -1;
    }
    return copy;
}

static int start(const struct launch_spec *spec, int flags, int own_user, struct launched *l, char *why,
                 size_t size)
{
    const struct sock_fprog *filter = NULL;
    if (spec->filter && (flags & CLONE_NEWPID) && !(filter = launch_filter_compile(PLAYER_PID, PROGRAM_FD))) {
        snprintf(why, size, "cannot compile its system-call filter");
        errno = EINVAL;
        return -1;
    }
    int report[2] = {-1, -1}, pid_socket[2] = {-1, -1}, status[2] = {-1, -1}, on = 1;
    int program = open_program(spec->path);
    if (program < 0) {
        snprintf(why, size, "cannot open %s: %s", spec->path, strerror(errno));
        return -1;
    }
    if (pipe2(report, O_CLOEXEC) < 0 || pipe2(status, O_CLOEXEC) < 0 ||
        socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, pid_socket) < 0 ||
        setsockopt(pid_socket[0], SOL_SOCKET, SO_PASSCRED, &on, sizeof on) < 0) {
        snprintf(why, size, "cannot make its pipes: %s", strerror(errno));
        int fds[] = {program, report[0], report[1], status[0], status[1], pid_socket[0], pid_socket[1]};
        close_all(fds, 7);
        return -1;
    }
    uid_t uid = geteuid();
    gid_t gid = getegid();
    pid_t keeper_pid = clone_child(flags);
    if (keeper_pid == 0) {
        int own[NB_FDS] = {-1, -1, -1, -1, -1, -1, program, report[1], pid_socket[1], status[1]};
        keeper(spec, own, own_user, uid, gid, filter);
    }
    int err = errno;
    int theirs[] = {program, report[1], pid_socket[1], status[1]};
    close_all(theirs, 4);
    if (keeper_pid < 0) {
        int ours[] = {report[0], pid_socket[0], status[0]};
        close_all(ours, 3);
        snprintf(why, size, "cannot make its namespaces: clone: %s", strerror(err));
        errno = err;
        return -1;
    }
    struct report r;
    ssize_t n;
    while ((n = read(report[0], &r, sizeof r)) < 0 && errno == EINTR)
        ;
    close(report[0]);
    double cpu_at_exec = 0;
    pid_t pid = n == 0 ? sender_pid(pid_socket[0], &cpu_at_exec) : -1;
    close(pid_socket[0]);
    if (pid > 0) { /* the pipe closed by execveat: the player's program runs */
        *l = (struct launched){pid, keeper_pid, status[0], cpu_at_exec};
        return 0;
    }
    close(status[0]);
    kill(keeper_pid, SIGKILL);
    waitpid(keeper_pid, NULL, 0);
    if (n == (ssize_t)sizeof r) {
        r.step[sizeof r.step - 1] = '\0';
        snprintf(why, size, "cannot make %s: %s", r.step, strerror(r.err));
        errno = r.err;
    } else {
        snprintf(why, size, "its launcher ended before its program ran");
        errno = EIO;
    }
    return -1;
}

int launch_player(const struct launch_spec *spec, struct launched *l, char *why, size_t size)
{
    if (spec->walls == LAUNCH_UNSANDBOXED)
        return start(spec, 0, 0, l, why, size);
    /* root makes the namespaces itself (then runs the player as nobody); anyone else
     * needs a user namespace to make them in */
    int own_user = geteuid() != 0;
    return start(spec, namespace_flags | (own_user ? CLONE_NEWUSER : 0), own_user, l, why, size);
}

int launch_wait(struct launched *l, int *status, double *cpu_seconds)
{
    int keeper_status;
    struct ended end;
    ssize_t n = -1;
    if (l->status_fd >= 0)
        while ((n = read(l->status_fd, &end, sizeof end)) < 0 && errno == EINTR)
            ;
    if (l->keeper > 0)
        waitpid(l->keeper, &keeper_status, 0);
    launch_release(l);
    if (n != (ssize_t)sizeof end)
        return -1;
    *status = end.status;
    *cpu_seconds = (double)end.cpu_ns * 1e-9;
    return 0;
}

void launch_kill(struct launched *l)
{
    if (l->pid > 0)
        kill(l->pid, SIGKILL); /* (outside a pid namespace the keeper's end would not end it) */
    if (l->keeper > 0) {
        kill(l->keeper, SIGKILL);
        waitpid(l->keeper, NULL, 0);
    }
    launch_release(l);
}

void launch_release(struct launched *l)
{
    if (l->status_fd >= 0)
        close(l->status_fd);
    *l = (struct launched){0, 0, -1, 0};
}

int launch_probe(char *why, size_t size)
{
    /* the very walls a player gets, filter included, with no program in them */
    struct launch_spec spec = {.path = NULL, .name = "probe", .fds = {-1, -1, -1, -1, -1, -1},
                               .output_bytes = 1 << 20, .filter = 1, .walls = LAUNCH_NAMESPACES};
    char said[200];
    struct launched l;
    int status = -1;
    double cpu;
    if (launch_player(&spec, &l, said, sizeof said) == 0 && launch_wait(&l, &status, &cpu) == 0 && WIFEXITED(status) &&
        WEXITSTATUS(status) == 0)
        return 0;
    if (status != -1)
        snprintf(said, sizeof said, "its player process ended with status %d", status);
    snprintf(why, size, "judge mode cannot wall players in here (%s): %s", said, launch_allow_hint());
    return -1;
}

const char *launch_allow_hint(void)
{
    return "judge mode needs namespaces: allow unprivileged user namespaces (sysctl user.max_user_namespaces > 0; "
           "Debian 11: kernel.unprivileged_userns_clone=1; Ubuntu 24.04: "
           "kernel.apparmor_restrict_unprivileged_userns=0; a container: CAP_SYS_ADMIN or a seccomp profile that "
           "allows clone's namespace flags), or run with --unsandboxed-players";
}

#endif
