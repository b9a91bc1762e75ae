/* judge.c — running a seat's player in its own process (see judge.h). */
#define _GNU_SOURCE
#include "judge.h"
#ifndef ARENA_NO_JUDGE /* else judge_absent.c */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "error.h"
#include "judge_protocol.h"
#include "launch.h"

enum { WAIT_SLICE_MS = 100 }; /* a wait looks at the clocks at least this often */
/* A player's clock may move this much between its answer and its next turn: the end of
 * its answer and the start of its read(). On a loaded machine (a tournament, two matches
 * on two cores) that was once seen at 3 ms in 10,000 seats of an honest player; what a
 * player computes there counts against its budget anyway, so the margin is generous. */
#define OUT_OF_TURN_SECONDS 0.02

char *judge_player_path(const char *dir, const char *game, const char *name)
{
    if (dir) { /* absolute: the player starts in / */
        char *real = realpath(dir, NULL);
        const char *base = real ? real : dir;
        size_t size = strlen(base) + strlen(name) + 2;
        char *path = xmalloc(size);
        snprintf(path, size, "%s/%s", base, name);
        free(real);
        return path;
    }
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n < 0)
        n = 0;
    self[n] = '\0';
    char *slash = strrchr(self, '/');
    if (slash)
        *slash = '\0';
    size_t size = strlen(self) + strlen(game) + strlen(name) + 16;
    char *path = xmalloc(size);
    snprintf(path, size, "%s/players/%s/%s", slash ? self : ".", game, name);
    return path;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void read_cpu(struct judge_seat *j)
{
    struct timespec t;
    if (clock_gettime(j->clock, &t) == 0)
        j->cpu_used = (double)t.tv_sec + (double)t.tv_nsec * 1e-9 - j->cpu_base;
}

/* Its output reached the limit: the kernel's RLIMIT_FSIZE stopped it there. SIGXFSZ
 * usually ends it then; one that blocked the signal (its filter lets it change its mask)
 * goes on with its writes failing, and is caught here after its turn. */
static int flooded(struct judge_seat *j)
{
    struct stat st;
    if (fstat(j->output_fd, &st) < 0 || st.st_size < JUDGE_LOG_FLOOD)
        return 0;
    snprintf(j->detail, sizeof j->detail, "more than %d MiB", JUDGE_LOG_FLOOD >> 20);
    return 1;
}

/* The player process ended: why, from its wait status. */
static enum seat_fault ended(struct judge_seat *j)
{
    int status = 0;
    j->pid = 0;
    if (launch_wait(&j->launched, &status) < 0)
        status = 0;
    if (flooded(j))
        return SEAT_OUTPUT_FLOOD;
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        snprintf(j->detail, sizeof j->detail, "%s", strsignal(sig));
        if (sig == SIGSYS)
            return SEAT_FORBIDDEN_CALL;
        if (sig == SIGXCPU || sig == SIGKILL)
            return SEAT_TIMEOUT;
        if (sig == SIGXFSZ) {
            snprintf(j->detail, sizeof j->detail, "more than %d MiB", JUDGE_LOG_FLOOD >> 20);
            return SEAT_OUTPUT_FLOOD;
        }
        return SEAT_CRASH;
    }
    snprintf(j->detail, sizeof j->detail, "exited with status %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return SEAT_CRASH;
}

/* Past its CPU budget: says by how much. */
static int over_budget(struct judge_seat *j)
{
    if (j->cpu_used <= j->limits->cpu_seconds)
        return 0;
    snprintf(j->detail, sizeof j->detail, "%.3f s used", j->cpu_used);
    return 1;
}

/* The seat's name is the player's, or a version of it: the name (cut short to fit 12
 * characters) then _N, so that two versions of one player can sit in one match (the
 * course server's friendly matches of a submission against an earlier one). */
static int same_player(const char *registered, const char *seat)
{
    if (strcmp(registered, seat) == 0)
        return 1;
    const char *mark = strrchr(seat, '_');
    if (!mark || mark == seat || !mark[1] || strspn(mark + 1, "0123456789") != strlen(mark + 1))
        return 0;
    return strncmp(registered, seat, (size_t)(mark - seat)) == 0;
}

/* Whether the player's process waits for a CPU (or for the disk, or was stopped) rather
 * than for something of its own making (a read of its pipe, a futex no one wakes): its
 * state in /proc. Then a watchdog that fires under its CPU budget is the machine's fault. */
static int ready_to_run(const struct judge_seat *j)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)j->pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return 0;
    buf[n] = '\0';
    const char *end = strrchr(buf, ')'); /* pid (name) STATE ...: the name may hold anything */
    /* R: ready to run (starved of CPU), D: waiting for the disk, T: stopped from outside
     * (its filter lets it send itself no stop signal) */
    return end && (end[2] == 'R' || end[2] == 'D' || end[2] == 'T');
}

/* Reads n bytes of answer: 1 when they came, 0 at the end of the stream, -1 when the
 * deadline (CLOCK_MONOTONIC seconds) passed or, if `fault` is given, the CPU budget ran
 * out. It looks at the clocks when either may have come (a process's CPU clock runs no
 * faster than the wall clock), and at least every WAIT_SLICE_MS. */
static int await(struct judge_seat *j, void *buf, size_t n, double deadline, enum seat_fault *fault)
{
    size_t got = 0;
    while (got < n) {
        double left = deadline - now(), cpu_left = j->limits->cpu_seconds - j->cpu_used;
        if (fault && cpu_left < left)
            left = cpu_left;
        int ms = left <= 0 ? 0 : left * 1000 >= WAIT_SLICE_MS ? WAIT_SLICE_MS : (int)(left * 1000) + 1;
        struct pollfd p = {j->answer_fd, POLLIN, 0};
        if (poll(&p, 1, ms) > 0) {
            ssize_t k = read(j->answer_fd, (char *)buf + got, n - got);
            if (k > 0) {
                got += (size_t)k;
                continue;
            }
            if (k == 0 || errno != EINTR)
                return 0;
        }
        if (fault) {
            read_cpu(j);
            if (over_budget(j)) {
                *fault = SEAT_TIMEOUT;
                return -1;
            }
        }
        if (now() > deadline) {
            if (fault && ready_to_run(j)) {
                *fault = SEAT_NOT_JUDGED;
                snprintf(j->detail, sizeof j->detail, "%.3f s of its %g s of CPU used", j->cpu_used,
                         j->limits->cpu_seconds);
                return -1;
            }
            if (fault)
                *fault = SEAT_NO_ANSWER;
            snprintf(j->detail, sizeof j->detail, "no answer after %.1f s", j->limits->watchdog);
            return -1;
        }
    }
    return 1;
}

static int say(struct judge_seat *j, const void *what, size_t n)
{
    return write(j->command_fd, what, n) == (ssize_t)n ? 0 : -1;
}

struct judge_affinity {
    cpu_set_t before;
    int pinned;
};

struct judge_affinity *judge_pin(const struct judge_limits *limits, const struct judge_seat judges[], int n)
{
    struct judge_affinity *a = xcalloc(1, sizeof *a);
    if (limits->core == JUDGE_ANY_CORE || sched_getaffinity(0, sizeof a->before, &a->before) < 0)
        return a;
    int core = limits->core >= 0 ? limits->core : sched_getcpu();
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(core, &one);
    if (sched_setaffinity(0, sizeof one, &one) < 0) {
        free(a);
        error_errno("cannot run the match on CPU %d", core);
        return NULL;
    }
    a->pinned = 1;
    for (int k = 0; k < n; k++) /* ready, so blocked: it moves before it plays */
        if (judges[k].pid > 0)
            sched_setaffinity(judges[k].pid, sizeof one, &one);
    return a;
}

void judge_unpin(struct judge_affinity *a)
{
    if (a && a->pinned)
        sched_setaffinity(0, sizeof a->before, &a->before);
    free(a);
}

int judge_start(struct judge_seat *j, const char *path, const char *name, const char *abi, int seat,
                const struct turn_layout *layout, const struct judge_limits *limits)
{
    memset(j, 0, sizeof *j);
    j->command_fd = j->answer_fd = j->output_fd = j->launched.status_fd = -1;
    j->limits = limits;
    j->name = name;
    j->path = path;
    j->abi = abi;
    if (access(path, X_OK) < 0)
        return error("player '%s' has no judge executable: %s (make builds one for every AI*.c and AI*.o)", name,
                     path);
    int turn_fd = memfd_create("arena-turn", MFD_CLOEXEC);
    j->output_fd = memfd_create("arena-output", MFD_CLOEXEC);
    int command[2], answer[2];
    if (turn_fd < 0 || j->output_fd < 0 || ftruncate(turn_fd, (off_t)layout->size) < 0 ||
        pipe2(command, O_CLOEXEC) < 0 || pipe2(answer, O_CLOEXEC) < 0)
        return error_errno("cannot set up player '%s'", name);
    j->turn_size = layout->size;
    j->turn = mmap(NULL, layout->size, PROT_READ | PROT_WRITE, MAP_SHARED, turn_fd, 0);
    if (j->turn == MAP_FAILED)
        return error_errno("cannot map the turn of player '%s'", name);
    /* the kernel's stop, a backstop 2 s past the budget (RLIMIT_CPU counts whole seconds) */
    uint32_t hard_cpu = limits->cpu_seconds > 1e6 ? 0 : (uint32_t)limits->cpu_seconds + 2;
    struct launch_spec spec = {.path = path, .name = name,
                               .fds = {-1, j->output_fd, j->output_fd, turn_fd, command[0], answer[1]},
                               .memory_bytes = limits->memory_bytes, .output_bytes = JUDGE_LOG_FLOOD,
                               .cpu_hard_seconds = hard_cpu, .filter = limits->sandbox, .walls = limits->walls};
    char why[300];
    j->pid = launch_player(&spec, &j->launched, why, sizeof why) < 0 ? -1 : j->launched.pid;
    int err = errno;
    close(turn_fd);
    close(command[0]);
    close(answer[1]);
    j->command_fd = command[1];
    j->answer_fd = answer[0];
    if (j->pid < 0) {
        if (limits->walls == LAUNCH_NAMESPACES && err != ENOENT && err != ENOEXEC && err != EACCES)
            return error("player '%s' cannot start: %s; %s", name, why, launch_allow_hint());
        return error("player '%s' cannot start: %s", name, why);
    }
    clock_getcpuclockid(j->pid, &j->clock);
    /* a player whose own start-up code (ifunc, .preinit_array) ended it already reads no
     * hello: judge_ready() sees it ended, and freezes it */
    struct judge_hello hello = {JUDGE_MAGIC, seat, layout->size};
    (void)say(j, &hello, sizeof hello);
    return 0;
}

int judge_ready(struct judge_seat *j)
{
    /* Until it is set up, code of the player may run already (its own .preinit_array
     * entries, ifunc resolvers: inside the walls): what goes wrong then is its fault and
     * freezes it in its first turn; its CPU time counts from its exec. */
    struct judge_sandboxed sandboxed = {0};
    enum seat_fault fault = SEAT_OK;
    j->cpu_base = 0;
    int got = await(j, &sandboxed, sizeof sandboxed, now() + j->limits->cpu_seconds + j->limits->watchdog, &fault);
    if (got > 0 && sandboxed.magic != JUDGE_SANDBOXED) {
        snprintf(j->detail, sizeof j->detail, "wrote on the judge's pipe before it was set up");
        got = 0, fault = SEAT_CRASH;
        launch_kill(&j->launched);
        j->pid = 0;
    }
    if (got <= 0) {
        j->start_fault = got == 0 && j->pid > 0 ? ended(j) : fault;
        return 0;
    }
    /* the player's own code runs from here on (its constructors): its CPU time counts
     * from the clock it sent, and what goes wrong is its fault, and freezes it in its
     * first turn */
    read_cpu(j); /* its clock now: the one it sent can be no later (an ifunc of its own runs
                  * before the set-up and could lie; the kernel's stop bounds it anyway) */
    double said = (double)sandboxed.cpu_ns * 1e-9;
    j->cpu_base = said >= 0 && said < j->cpu_used ? said : j->cpu_used;
    j->cpu_used = 0;
    struct judge_ready ready = {0};
    got = await(j, &ready, sizeof ready, now() + j->limits->cpu_seconds + j->limits->watchdog, &fault);
    if (got <= 0) {
        j->start_fault = got == 0 ? ended(j) : fault;
        return 0;
    }
    ready.name[sizeof ready.name - 1] = ready.abi[sizeof ready.abi - 1] = '\0';
    if (ready.magic != JUDGE_MAGIC)
        return error("player '%s' did not start: %s", j->name, j->path);
    if (!same_player(ready.name, j->name))
        return error("%s is player '%s', not '%s'", j->path, ready.name, j->name);
    if (strcmp(ready.abi, j->abi) != 0)
        return error("player '%s' (%s) was built against another player header (%s, not %s): rebuild it",
                     j->name, j->path, ready.abi[0] ? ready.abi : "none", j->abi);
    read_cpu(j);
    j->cpu_at_answer = j->cpu_used;
    return 0;
}

enum seat_fault judge_turn(struct judge_seat *j, int round, const struct turn_layout *layout, void *orders_out)
{
    int32_t command = round;
    enum seat_fault fault = j->start_fault;
    if (fault != SEAT_OK)
        return fault;
    read_cpu(j);
    if (j->cpu_used > j->cpu_at_answer + OUT_OF_TURN_SECONDS) {
        snprintf(j->detail, sizeof j->detail, "%.3f s between its turns", j->cpu_used - j->cpu_at_answer);
        return SEAT_OUT_OF_TURN;
    }
    double deadline = now() + (j->limits->cpu_seconds - j->cpu_used) + j->limits->watchdog;
    unsigned char code = 0;
    int got = say(j, &command, sizeof command) == 0 ? await(j, &code, 1, deadline, &fault) : 0;
    if (got == 0)
        return ended(j);
    if (got < 0)
        return fault;
    read_cpu(j);
    j->cpu_at_answer = j->cpu_used;
    if (code == JUDGE_OUT_OF_MEMORY) {
        snprintf(j->detail, sizeof j->detail, "more than %zu MiB", j->limits->memory_bytes >> 20);
        return SEAT_OUT_OF_MEMORY;
    }
    if (flooded(j))
        return SEAT_OUTPUT_FLOOD;
    if (code != JUDGE_DONE) {
        snprintf(j->detail, sizeof j->detail, "answered %d", code);
        return SEAT_BAD_ORDERS;
    }
    if (over_budget(j))
        return SEAT_TIMEOUT;
    /* copied out before the game reads them: the process cannot change them any more */
    memcpy(orders_out, j->turn + layout->orders_offset, layout->orders_size);
    return SEAT_OK;
}

void judge_finish(struct judge_seat *j)
{
    if (j->pid <= 0 || j->start_fault != SEAT_OK)
        return;
    int32_t command = JUDGE_QUIT;
    unsigned char code;
    enum seat_fault fault;
    read_cpu(j);
    double deadline = now() + (j->limits->cpu_seconds - j->cpu_used) + j->limits->watchdog;
    if (say(j, &command, sizeof command) == 0)
        await(j, &code, 1, deadline, &fault); /* the end of the stream: it has ended */
}

/* What the player wrote: its first JUDGE_LOG_KEEP bytes, and how much in all. */
static void keep_output(struct judge_seat *j)
{
    struct stat st;
    if (fstat(j->output_fd, &st) < 0 || st.st_size <= 0)
        return;
    j->output_total = st.st_size;
    size_t want = st.st_size < JUDGE_LOG_KEEP ? (size_t)st.st_size : JUDGE_LOG_KEEP;
    j->output = xmalloc(want);
    ssize_t k = pread(j->output_fd, j->output, want, 0);
    j->output_len = k > 0 ? (size_t)k : 0;
}

void judge_stop(struct judge_seat *j)
{
    if (j->pid > 0) /* and its keeper: its namespaces end */
        launch_kill(&j->launched);
    j->pid = 0;
    if (j->command_fd >= 0)
        close(j->command_fd);
    if (j->answer_fd >= 0)
        close(j->answer_fd);
    if (j->output_fd >= 0) {
        keep_output(j);
        close(j->output_fd);
    }
    j->command_fd = j->answer_fd = j->output_fd = j->launched.status_fd = -1;
    if (j->turn && j->turn != MAP_FAILED)
        munmap(j->turn, j->turn_size);
    j->turn = NULL;
}
#endif
