/* guard.c — signal handling and standard descriptors for local matches. */
#define _GNU_SOURCE
#include "guard.h"

#include <fcntl.h>
#ifdef ARENA_BACKTRACE
#include <execinfo.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "error.h"
#include "out.h"

int guard_std_fds(void)
{
    int closed = 0;
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) >= 0)
            continue;
        closed |= 1 << fd;
        if (open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY) != fd)
            die("cannot open /dev/null for descriptor %d", fd);
    }
    return closed;
}

/* The running player, read by the handlers. */
static const char *volatile player_name;
static volatile int player_seat, player_round;

void guard_enter_player(const char *name, int seat, int round)
{
    player_seat = seat;
    player_round = round;
    player_name = name;
}

void guard_leave_player(void)
{
    player_name = NULL;
}

/* Only async-signal-safe calls below, but for the best-effort flush of the log. */
static void say(const char *s)
{
    ssize_t ignored = write(STDERR_FILENO, s, strlen(s));
    (void)ignored;
}

static void say_int(int v)
{
    char buf[16], *p = buf + sizeof buf;
    *--p = '\0';
    unsigned m = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    do
        *--p = (char)('0' + m % 10);
    while (m /= 10);
    if (v < 0)
        *--p = '-';
    say(p);
}

static const char *signal_text(int sig)
{
    switch (sig) {
    case SIGSEGV: return "segmentation fault (SIGSEGV: a bad pointer, or a stack overflow)";
    case SIGBUS: return "bus error (SIGBUS)";
    case SIGFPE: return "arithmetic error (SIGFPE: e.g. a division by zero)";
    case SIGILL: return "illegal instruction (SIGILL)";
    case SIGABRT: return "aborted (SIGABRT: e.g. a failed assert)";
    case SIGSYS: return "bad system call (SIGSYS)";
    case SIGTRAP: return "trap (SIGTRAP)";
    default: return "signal";
    }
}

static void flush_log(void)
{
    /* The engine's lines are in stdio's buffer, the current turn's warnings in diag's. */
    fflush(stderr);
    struct out *d = diag();
    if (d->len) {
        ssize_t ignored = write(STDERR_FILENO, d->buf, d->len);
        (void)ignored;
        d->len = 0;
    }
}

/* Debug builds (a kit's DEBUG=1, linked with -rdynamic) print where the crash was. */
static void say_backtrace(void)
{
#ifdef ARENA_BACKTRACE
    void *frames[64];
    int n = backtrace(frames, 64);
    say("backtrace (innermost first):\n");
    backtrace_symbols_fd(frames, n, STDERR_FILENO);
#endif
}

static void on_crash(int sig)
{
    const char *name = player_name;
    flush_log();
    out_remove_pending();
    say_backtrace();
    if (name) {
        say("error: player ");
        say(name);
        say(" (seat ");
        say_int(player_seat);
        say(") crashed in round ");
        say_int(player_round);
        say(": ");
        say(signal_text(sig));
        say("\n");
        _exit(ARENA_EXIT_CRASH);
    }
    say("BUG: the engine crashed: ");
    say(signal_text(sig));
    say("\n");
    signal(sig, SIG_DFL);
    raise(sig);
}

/* exit() (or quick_exit()) while a player plays: that player ended the match. */
static void on_exit_in_play(void)
{
    const char *name = player_name;
    if (!name)
        return;
    flush_log();
    out_remove_pending();
    say("error: player ");
    say(name);
    say(" (seat ");
    say_int(player_seat);
    say(") called exit() in round ");
    say_int(player_round);
    say(": a player returns from play(), it never ends the program\n");
    _exit(ARENA_EXIT_CRASH);
}

static void on_stop(int sig)
{
    out_remove_pending();
    signal(sig, SIG_DFL);
    raise(sig);
}

void guard_install(void)
{
#ifdef ARENA_BACKTRACE
    void *warm_up[1]; /* backtrace() loads its unwinder on first use: not in a handler */
    backtrace(warm_up, 1);
#endif
    static char alt_stack[1 << 16];
    stack_t ss = {.ss_sp = alt_stack, .ss_size = sizeof alt_stack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_ONSTACK | SA_NODEFER | SA_RESETHAND;
    sa.sa_handler = on_crash;
    const int crashes[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP};
    for (size_t k = 0; k < sizeof crashes / sizeof crashes[0]; k++)
        sigaction(crashes[k], &sa, NULL);
    sa.sa_handler = on_stop;
    const int stops[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++)
        sigaction(stops[k], &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    /* (they fail only without memory: the match then goes on without this message) */
    (void)atexit(on_exit_in_play);
    (void)at_quick_exit(on_exit_in_play);
}
