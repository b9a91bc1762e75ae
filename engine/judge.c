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

/* Past its CPU budget: says by how much. */
static int over_budget(struct judge_seat *j)
{
    if (j->cpu_used <= j->limits->cpu_seconds)
        return 0;
    snprintf(j->detail, sizeof j->detail, "%.3f s used", j->cpu_used);
    return 1;
}

double judge_busy_default(double cpu_seconds)
{
    double bound = JUDGE_BUSY_FACTOR * cpu_seconds;
    return bound > JUDGE_BUSY_MIN ? bound : JUDGE_BUSY_MIN;
}

/* The signals an operator or the kernel sends to end a process: a player cannot send
 * them to itself (engine/launch_filter.c), so one that ends it came from outside. */
static int sent_from_outside(int sig)
{
    return sig == SIGKILL || sig == SIGTERM || sig == SIGINT || sig == SIGHUP;
}

/* The player process ended: why, from its wait status and the CPU time its keeper saw. */
static enum seat_fault ended(struct judge_seat *j)
{
    int status = 0;
    double cpu = -1;
    j->pid = 0;
    int told = launch_wait(&j->launched, &status, &cpu);
    if (told == 0 && cpu >= 0)
        j->cpu_used = cpu - j->cpu_base;
    if (flooded(j))
        return SEAT_OUTPUT_FLOOD;
    if (told < 0) { /* its keeper, pid 1 of its namespaces, was killed: not by this judge */
        snprintf(j->detail, sizeof j->detail, "its process was killed from outside");
        return SEAT_NOT_JUDGED;
    }
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        snprintf(j->detail, sizeof j->detail, "%s", strsignal(sig));
        if (sig == SIGSYS)
            return SEAT_FORBIDDEN_CALL;
        if (sig == SIGXCPU || (sig == SIGKILL && over_budget(j)))
            return SEAT_TIMEOUT; /* the kernel's CPU stop (RLIMIT_CPU) */
        if (sent_from_outside(sig)) { /* the OOM killer, an operator: budget left */
            snprintf(j->detail, sizeof j->detail, "killed from outside (%s) with %.3f s of CPU used",
                     strsignal(sig), j->cpu_used);
            return SEAT_NOT_JUDGED;
        }
        if (sig == SIGXFSZ) {
            snprintf(j->detail, sizeof j->detail, "more than %d MiB", JUDGE_LOG_FLOOD >> 20);
            return SEAT_OUTPUT_FLOOD;
        }
        return SEAT_CRASH;
    }
    snprintf(j->detail, sizeof j->detail, "exited with status %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return SEAT_CRASH;
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

/* Whether the player's process is stopped (SIGSTOP from outside, a debugger): its filter
 * lets it send itself no stop signal, so a stopped player is the machine's doing. */
static int stopped(const struct judge_seat *j)
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
    return end && (end[2] == 'T' || end[2] == 't');
}

/* ---- what the kernel measured of a turn ---- */

/* The kernel's account of a thread (its schedstat, CONFIG_SCHED_INFO): the time it ran
 * and the time it spent ready to run, waiting for a CPU (run_delay), in seconds; zeros
 * where it cannot be read (then no waiting is excused). */
struct sched_times {
    double ran, waited;
};

static struct sched_times sched_times(int fd)
{
    char buf[96];
    ssize_t n = fd >= 0 ? pread(fd, buf, sizeof buf - 1, 0) : -1;
    if (n <= 0)
        return (struct sched_times){0, 0};
    buf[n] = '\0';
    char *end;
    double ran = (double)strtoull(buf, &end, 10) * 1e-9;
    return (struct sched_times){ran, (double)strtoull(end, NULL, 10) * 1e-9};
}

/* This judge's own thread: a turn's wall time holds the judge's work (sending, reading,
 * looking at the clocks) and its waits for a CPU, which are not the player's idle time. */
static struct sched_times own_sched_times(void)
{
    static int fd = -2;
    if (fd == -2)
        fd = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    return sched_times(fd);
}

static double busy_bound(const struct judge_seat *j)
{
    return j->limits->busy > 0 ? j->limits->busy : judge_busy_default(j->limits->cpu_seconds);
}

static double least(double a, double b, double c)
{
    double m = a < b ? a : b;
    return m < c ? m : c;
}

/* The clocks at the start of a turn (or of any wait on the player). The player's
 * run_delay at its start is the one read at the end of its last measured turn
 * (j->delay_mark): between its turns it waits in a read, and what it waited for a CPU
 * meanwhile is the machine's anyway. */
struct turn_clocks {
    double wall, cpu;
    struct sched_times judge;
};

static void turn_start(struct judge_seat *j, struct turn_clocks *t)
{
    read_cpu(j);
    t->wall = now();
    t->cpu = j->cpu_used;
    t->judge = own_sched_times();
}

/* What the turn took so far, split as the kernel saw it: the player's CPU time (in
 * j->cpu_used), the machine's waiting (the player's and the judge's), the judge's work
 * and the rest, the player's idle time (it slept, or waited for what never came).
 * *player_delay: the player's run_delay now. j->cpu_used is read by the caller. */
static void turn_split(struct judge_seat *j, const struct turn_clocks *t, double *idle, double *waited,
                       double *player_delay)
{
    struct sched_times judge = own_sched_times();
    *player_delay = sched_times(j->delay_fd).waited;
    *waited = *player_delay - j->delay_mark + judge.waited - t->judge.waited;
    if (*waited < 0)
        *waited = 0;
    *idle = now() - t->wall - (j->cpu_used - t->cpu) - *waited - (judge.ran - t->judge.ran);
    if (*idle < 0)
        *idle = 0;
}

/* The turn is over: its idle time and waiting count against the match's allowances. A
 * turn whose wall time is within JUDGE_TURN_GRACE of the player's CPU time is not looked
 * at further (the kernel's figures cost two reads): its waits are counted with its
 * seat's next turn that is, and its idle time, under the grace, is not. */
static void turn_end(struct judge_seat *j, const struct turn_clocks *t)
{
    read_cpu(j);
    if (now() - t->wall - (j->cpu_used - t->cpu) <= JUDGE_TURN_GRACE)
        return;
    double idle, waited, delay;
    turn_split(j, t, &idle, &waited, &delay); /* (against the mark: it moves after) */
    j->delay_mark = delay;
    j->idle += idle;
    j->waited += waited;
}

/* Whether the turn is past one of its bounds (*fault says which): the CPU budget, the
 * idle allowance (the watchdog), the machine's waiting. Sets *left to the least wall time
 * before one could be: no clock here runs faster than the wall clock. */
static int past_bounds(struct judge_seat *j, const struct turn_clocks *t, enum seat_fault *fault, double *left)
{
    double idle, waited, player_delay;
    read_cpu(j);
    turn_split(j, t, &idle, &waited, &player_delay);
    double cpu_left = j->limits->cpu_seconds - j->cpu_used, idle_left = j->limits->watchdog - j->idle - idle,
           busy_left = busy_bound(j) - j->waited - waited;
    if (over_budget(j)) {
        *fault = SEAT_TIMEOUT;
    } else if (busy_left < 0) {
        *fault = SEAT_NOT_JUDGED;
        snprintf(j->detail, sizeof j->detail, "the machine kept it waiting %.1f s for a CPU, %.3f s of CPU used",
                 j->waited + waited, j->cpu_used);
    } else if (idle_left < 0 && (j->was_stopped || stopped(j))) {
        *fault = SEAT_NOT_JUDGED;
        snprintf(j->detail, sizeof j->detail, "stopped from outside with %.3f s of CPU used", j->cpu_used);
    } else if (idle_left < 0) {
        *fault = SEAT_NO_ANSWER;
        snprintf(j->detail, sizeof j->detail, "%.1f s idle in its turns: asleep or blocked", j->idle + idle);
    } else {
        *left = least(cpu_left, idle_left, busy_left);
        return 0;
    }
    return 1;
}

/* The least wall time before one of the match's bounds could pass, from its totals (at
 * the start of a wait: nothing of it is counted yet). */
static double first_bound(const struct judge_seat *j)
{
    return least(j->limits->cpu_seconds - j->cpu_used, j->limits->watchdog - j->idle, busy_bound(j) - j->waited);
}

/* Reads at least n bytes of answer into buf (room bytes: more, when they came with them,
 * are a message the judge did not ask for): how many came, 0 at the end of the stream
 * (the process ended), -1 when a bound of the turn passed (*fault says which). It looks
 * at the clocks when one may have passed, and at least every WAIT_SLICE_MS. */
static ssize_t await(struct judge_seat *j, void *buf, size_t n, size_t room, const struct turn_clocks *t,
                     enum seat_fault *fault)
{
    size_t got = 0;
    double left = first_bound(j);
    while (got < n) {
        int ms = left <= 0 ? 0 : left * 1000 >= WAIT_SLICE_MS ? WAIT_SLICE_MS : (int)(left * 1000) + 1;
        struct pollfd p = {j->answer_fd, POLLIN, 0};
        if (poll(&p, 1, ms) > 0) {
            ssize_t k = read(j->answer_fd, (char *)buf + got, room - got);
            if (k > 0) {
                got += (size_t)k;
                continue;
            }
            if (k == 0 || (errno != EINTR && errno != EAGAIN))
                return 0;
        }
        /* a turn this long: seen stopped, its idle time is not all its own */
        j->was_stopped = j->was_stopped || stopped(j);
        if (past_bounds(j, t, fault, &left))
            return -1;
    }
    return (ssize_t)got;
}

/* Whether the player wrote on its answer pipe out of its turn (ahead of the judge's
 * command): a message the judge did not ask for, which the seat is frozen for. */
static int answered_early(struct judge_seat *j)
{
    struct pollfd p = {j->answer_fd, POLLIN, 0};
    char byte;
    if (poll(&p, 1, 0) <= 0 || read(j->answer_fd, &byte, 1) != 1)
        return 0;
    snprintf(j->detail, sizeof j->detail, "answered out of its turn");
    return 1;
}

/* A command to the player: its pipe never blocks the judge (a player that reads none of
 * its turns fills it; it is frozen for that, not waited for). 0, or the error: EPIPE when
 * its process has ended. */
static int say(struct judge_seat *j, const void *what, size_t n)
{
    if (write(j->command_fd, what, n) == (ssize_t)n)
        return 0;
    int err = errno == EAGAIN || errno == 0 ? EAGAIN : errno;
    snprintf(j->detail, sizeof j->detail, "does not read its turns (%s)",
             err == EAGAIN ? "its pipe is full" : strerror(err));
    return err;
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
    j->command_fd = j->answer_fd = j->output_fd = j->delay_fd = j->launched.status_fd = -1;
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
        pipe2(command, O_CLOEXEC) < 0 || pipe2(answer, O_CLOEXEC) < 0 ||
        fcntl(command[1], F_SETFL, O_NONBLOCK) < 0 || fcntl(answer[0], F_SETFL, O_NONBLOCK) < 0)
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
    j->cpu_base = j->launched.cpu_at_exec;
    char stats[64];
    snprintf(stats, sizeof stats, "/proc/%d/schedstat", (int)j->pid);
    j->delay_fd = open(stats, O_RDONLY | O_CLOEXEC); /* (-1: no waiting is excused) */
    /* a player whose own start-up code (ifunc, .preinit_array) ended it already reads no
     * hello: judge_ready() sees it ended, and freezes it */
    struct judge_hello hello = {JUDGE_MAGIC, seat, layout->size};
    (void)say(j, &hello, sizeof hello);
    return 0;
}

/* The start went wrong (the seat's own doing): its first turn freezes it. */
static int bad_start(struct judge_seat *j, enum seat_fault fault)
{
    j->start_fault = fault;
    return 0;
}

int judge_ready(struct judge_seat *j)
{
    /* Until it is set up, code of the player may run already (its own .preinit_array
     * entries, ifunc resolvers: inside the walls): what goes wrong then is its fault and
     * freezes it in its first turn; its CPU time counts from its exec (j->cpu_base). */
    struct judge_sandboxed sandboxed = {0};
    struct turn_clocks t;
    enum seat_fault fault = SEAT_OK;
    turn_start(j, &t);
    ssize_t got = await(j, &sandboxed, sizeof sandboxed, sizeof sandboxed, &t, &fault);
    if (got == 0 && j->pid > 0)
        return bad_start(j, ended(j));
    if (got < 0)
        return bad_start(j, fault);
    if (sandboxed.magic != JUDGE_SANDBOXED) {
        snprintf(j->detail, sizeof j->detail, "wrote on the judge's pipe before it was set up");
        return bad_start(j, SEAT_BAD_MESSAGE);
    }
    turn_end(j, &t);
    /* from here its constructors may write anything on the pipe: what comes is checked,
     * never believed (the seat's name is the judge's, never the player's word) */
    struct judge_ready ready = {0};
    turn_start(j, &t);
    got = await(j, &ready, sizeof ready, sizeof ready, &t, &fault);
    if (got == 0)
        return bad_start(j, ended(j));
    if (got < 0)
        return bad_start(j, fault);
    turn_end(j, &t);
    ready.name[sizeof ready.name - 1] = ready.abi[sizeof ready.abi - 1] = '\0';
    if (ready.magic != JUDGE_MAGIC)
        snprintf(j->detail, sizeof j->detail, "a malformed message where its start was due");
    else if (!same_player(ready.name, j->name))
        snprintf(j->detail, sizeof j->detail, "%s is player '%.15s', not '%s'", j->name, ready.name, j->name);
    else if (strcmp(ready.abi, j->abi) != 0)
        snprintf(j->detail, sizeof j->detail, "built against another player header (%.31s, not %s): rebuild it",
                 ready.abi[0] ? ready.abi : "none", j->abi);
    else if (answered_early(j))
        ;
    else {
        j->cpu_at_answer = j->cpu_used;
        return 0;
    }
    return bad_start(j, SEAT_BAD_MESSAGE);
}

enum seat_fault judge_turn(struct judge_seat *j, int round, const struct turn_layout *layout, void *orders_out)
{
    int32_t command = round;
    enum seat_fault fault = j->start_fault;
    if (fault != SEAT_OK)
        return fault;
    struct turn_clocks t;
    turn_start(j, &t);
    if (j->cpu_used > j->cpu_at_answer + OUT_OF_TURN_SECONDS) {
        snprintf(j->detail, sizeof j->detail, "%.3f s between its turns", j->cpu_used - j->cpu_at_answer);
        return SEAT_OUT_OF_TURN;
    }
    if (answered_early(j))
        return SEAT_BAD_MESSAGE;
    int err = say(j, &command, sizeof command);
    if (err) /* ended between its turns (killed from outside), or reads none */
        return err == EPIPE ? ended(j) : SEAT_BAD_MESSAGE;
    unsigned char answer[2]; /* one byte, and room to see a second written with it */
    ssize_t got = await(j, answer, 1, sizeof answer, &t, &fault);
    if (got == 0)
        return ended(j);
    if (got < 0)
        return fault;
    turn_end(j, &t);
    j->cpu_at_answer = j->cpu_used;
    unsigned char code = answer[0];
    if (got > 1) { /* one answer a turn: more were written ahead */
        snprintf(j->detail, sizeof j->detail, "answered out of its turn");
        return SEAT_BAD_MESSAGE;
    }
    if (code == JUDGE_OUT_OF_MEMORY) {
        snprintf(j->detail, sizeof j->detail, "more than %zu MiB", j->limits->memory_bytes >> 20);
        return SEAT_OUT_OF_MEMORY;
    }
    if (flooded(j))
        return SEAT_OUTPUT_FLOOD;
    if (code != JUDGE_DONE) {
        snprintf(j->detail, sizeof j->detail, "answered %d", code);
        return SEAT_BAD_MESSAGE;
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
    struct turn_clocks t;
    turn_start(j, &t);
    if (!answered_early(j) && say(j, &command, sizeof command) == 0)
        await(j, &code, 1, 1, &t, &fault); /* the end of the stream: it has ended */
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
    if (j->delay_fd >= 0)
        close(j->delay_fd);
    if (j->output_fd >= 0) {
        keep_output(j);
        close(j->output_fd);
    }
    j->command_fd = j->answer_fd = j->output_fd = j->delay_fd = j->launched.status_fd = -1;
    if (j->turn && j->turn != MAP_FAILED)
        munmap(j->turn, j->turn_size);
    j->turn = NULL;
}
#endif
