/* guard.c — signal handling and standard descriptors for local matches. Where the
 * platform has no sigaction() (Windows: ARENA_NO_SIGACTION), signal() catches the same
 * crashes, without the alternate stack (a stack overflow is not told) or the fault's
 * address (a fence is not named). */
#define _GNU_SOURCE /* sigaltstack, SA_ONSTACK, si_syscall */
#include "guard.h"

#include <fcntl.h>
#ifndef ARENA_NO_SECCOMP
#include <seccomp.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined ARENA_BACKTRACE && !defined ARENA_NO_SIGACTION && defined __linux__
#include <stdint.h>
#include <ucontext.h>
#endif

#include "crash_trace.h"
#include "error.h"
#include "fence.h"
#include "out.h"
#include "port.h"

int guard_std_fds(void)
{
    int closed = 0;
    for (int fd = 0; fd <= 2; fd++) {
        int copy = dup(fd); /* (fails on a closed descriptor; no fcntl() on Windows) */
        if (copy >= 0) {
            close(copy);
            continue;
        }
        closed |= 1 << fd;
        if (open(PORT_NULL_DEVICE, fd == 0 ? O_RDONLY : O_WRONLY) != fd)
            die("cannot open %s for descriptor %d", PORT_NULL_DEVICE, fd);
    }
    return closed;
}

/* The running player, read by the handlers. */
static const char *volatile player_name;
static volatile int player_seat, player_round;
static const struct fence *volatile player_fences;
static volatile int player_nb_fences;

void guard_enter_player(const char *name, int seat, int round, const struct fence *fences, int nb_fences)
{
    player_seat = seat;
    player_round = round;
    player_fences = fences;
    player_nb_fences = nb_fences;
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
#ifdef SIGBUS
    case SIGBUS: return "bus error (SIGBUS)";
#endif
    case SIGFPE: return "arithmetic error (SIGFPE: e.g. a division by zero)";
    case SIGILL: return "illegal instruction (SIGILL)";
    case SIGABRT: return "aborted (SIGABRT: e.g. a failed assert)";
#ifdef SIGSYS
    case SIGSYS: return "bad system call (SIGSYS)";
#endif
#ifdef SIGTRAP
    case SIGTRAP: return "trap (SIGTRAP)";
#endif
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

/* "error: player NAME (seat N) crashed in round R: WHAT WHAT2", the match's files
 * removed, exit ARENA_EXIT_CRASH. */
static void player_crashed(const char *name, const char *what, const char *what2)
{
    say("error: player ");
    say(name);
    say(" (seat ");
    say_int(player_seat);
    say(") crashed in round ");
    say_int(player_round);
    say(": ");
    say(what);
    say(what2);
    say("\n");
    _exit(ARENA_EXIT_CRASH);
}

/* The fence page a SIGSEGV at ADDR hit, if it is one of the running player's. */
static const struct fence *fence_of(int sig, const void *addr)
{
    for (int k = 0; sig == SIGSEGV && addr && k < player_nb_fences; k++)
        if (fence_hit(&player_fences[k], addr))
            return &player_fences[k];
    return NULL;
}

/* A crash signal; ADDR the faulting address where known, EXEC whether it is the
 * seccomp trap on exec, PC the faulting instruction where known (for a debug build's
 * backtrace, a kit's DEBUG=1: where the crash was). */
static void crashed(int sig, const void *addr, int exec, const void *pc)
{
    const char *name = player_name;
    flush_log();
    out_remove_pending();
    crash_trace_say(pc);
    if (name) {
        const struct fence *f = fence_of(sig, addr);
        if (f)
            player_crashed(name, "wrote outside ", f->what); /* SIGSEGV on a fence page */
        if (exec)
            player_crashed(name, "tried to run another program (exec), which would end the match", "");
        player_crashed(name, signal_text(sig), "");
    }
    say("BUG: the engine crashed: ");
    say(signal_text(sig));
    say("\n");
    signal(sig, SIG_DFL);
    raise(sig);
}

#ifdef ARENA_NO_SIGACTION
static void on_crash(int sig)
{
    crashed(sig, NULL, 0, NULL);
}
#else
/* The process whose players guard_forbid_exec() watches (not a child of theirs). */
static volatile pid_t match_pid;

static int is_exec(int sig, const siginfo_t *info)
{
#ifdef ARENA_NO_SECCOMP
    (void)sig, (void)info;
    return 0;
#else
    return sig == SIGSYS && info && (info->si_syscall == SCMP_SYS(execve) || info->si_syscall == SCMP_SYS(execveat));
#endif
}

/* The faulting instruction in a signal's context, where it is known here. */
static const void *fault_pc(const void *context)
{
    const void *pc = NULL;
#if defined ARENA_BACKTRACE && defined __linux__ && defined __x86_64__ && defined REG_RIP
    pc = (const void *)(uintptr_t)((const ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
#elif defined ARENA_BACKTRACE && defined __linux__ && defined __aarch64__
    pc = (const void *)(uintptr_t)((const ucontext_t *)context)->uc_mcontext.pc;
#else
    (void)context;
#endif
    return pc;
}

static void on_crash(int sig, siginfo_t *info, void *context)
{
    if (is_exec(sig, info) && getpid() != match_pid)
        _exit(127); /* a child of a player's system() or popen(): its program does not run */
    crashed(sig, info ? info->si_addr : NULL, is_exec(sig, info), fault_pc(context));
}
#endif

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

void guard_player_broke(const char *what)
{
    const char *name = player_name;
    if (!name)
        return;
    flush_log();
    out_remove_pending();
    player_crashed(name, what, "");
}

static void on_stop(int sig)
{
    out_remove_pending();
    signal(sig, SIG_DFL);
    raise(sig);
}

void guard_install(void)
{
    crash_trace_prepare(); /* (before the handlers: its helper has none) */
#ifdef ARENA_NO_SIGACTION
    const int crashes[] = {SIGSEGV, SIGFPE, SIGILL, SIGABRT};
    for (size_t k = 0; k < sizeof crashes / sizeof crashes[0]; k++)
        signal(crashes[k], on_crash);
    signal(SIGINT, on_stop);
    signal(SIGTERM, on_stop);
#else
    static char alt_stack[1 << 16];
    stack_t ss = {.ss_sp = alt_stack, .ss_size = sizeof alt_stack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_ONSTACK | SA_NODEFER | SA_RESETHAND | SA_SIGINFO;
    sa.sa_sigaction = on_crash;
    const int crashes[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP};
    for (size_t k = 0; k < sizeof crashes / sizeof crashes[0]; k++)
        sigaction(crashes[k], &sa, NULL);
    sa.sa_flags &= ~SA_SIGINFO;
    sa.sa_handler = on_stop;
    const int stops[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++)
        sigaction(stops[k], &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
#endif
    /* (they fail only without memory: the match then goes on without this message) */
    (void)atexit(on_exit_in_play);
#ifndef ARENA_NO_QUICK_EXIT
    (void)at_quick_exit(on_exit_in_play);
#endif
}

int guard_forbid_exec(void)
{
#ifdef ARENA_NO_SECCOMP
    return -1;
#else
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_ALLOW);
    if (!f)
        return -1;
    int rc = seccomp_rule_add(f, SCMP_ACT_TRAP, SCMP_SYS(execve), 0);
    rc |= seccomp_rule_add(f, SCMP_ACT_TRAP, SCMP_SYS(execveat), 0);
    match_pid = getpid();
    if (rc == 0)
        rc = seccomp_load(f);
    seccomp_release(f);
    return rc == 0 ? 0 : -1;
#endif
}
