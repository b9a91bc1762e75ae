/* launch_filter.c — what a player's process may ask the kernel, from its execveat on.
 *
 * Its program's start-up runs under the filter too (it is loaded before execveat), so
 * the list holds what a static glibc program needs to start (TLS, its thread's
 * records, the stack's limit read) beside what a player needs to play: compute,
 * allocate, write to its output, read the time, wake itself (futex) and end. What
 * glibc only tries (readlink of /proc/self/exe, getrandom for malloc's key) fails
 * quietly; anything else kills the process with SIGSYS. */
#define _GNU_SOURCE
#include "launch_filter.h"
#if !defined ARENA_NO_JUDGE && !defined ARENA_NO_SECCOMP

#ifdef __x86_64__
#include <asm/prctl.h> /* ARCH_SET_FS */
#endif
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <seccomp.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

/* The rules, in libseccomp's context; NULL on failure. */
static scmp_filter_ctx rules(pid_t pid, int program_fd)
{
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_KILL_PROCESS);
    if (!f)
        return NULL;
    static const int allowed[] = {
        SCMP_SYS(read), SCMP_SYS(write), SCMP_SYS(exit), SCMP_SYS(exit_group),
        SCMP_SYS(brk), SCMP_SYS(mmap), SCMP_SYS(munmap), SCMP_SYS(mremap), SCMP_SYS(madvise),
        SCMP_SYS(mprotect), /* glibc's start-up makes its relocated data read-only */
        SCMP_SYS(rt_sigreturn), SCMP_SYS(rt_sigprocmask),
        SCMP_SYS(clock_gettime), SCMP_SYS(gettimeofday), SCMP_SYS(getpid), SCMP_SYS(gettid),
        SCMP_SYS(set_tid_address), SCMP_SYS(set_robust_list), SCMP_SYS(rseq), /* a thread's start */
        /* C++'s library initialises once (pthread_once) and wakes nobody: no thread can exist */
        SCMP_SYS(futex),
        /* glibc's qsort() asks for the machine's memory on its first large sort: the
         * answer it gets in local mode, so that it sorts the same way */
        SCMP_SYS(sysinfo),
    };
    int rc = 0;
    for (size_t k = 0; k < sizeof allowed / sizeof allowed[0]; k++)
        rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, allowed[k], 0);
#ifdef __x86_64__
    /* a static program sets its thread pointer; nothing else of arch_prctl */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(arch_prctl), 1, SCMP_A0(SCMP_CMP_EQ, ARCH_SET_FS));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(EINVAL), SCMP_SYS(arch_prctl), 1, SCMP_A0(SCMP_CMP_NE, ARCH_SET_FS));
#endif
    /* its limits read, never set */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(prlimit64), 1, SCMP_A2(SCMP_CMP_EQ, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(prlimit64), 1, SCMP_A2(SCMP_CMP_NE, 0));
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOENT), SCMP_SYS(readlinkat), 0);
#ifdef __x86_64__
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOENT), SCMP_SYS(readlink), 0); /* (none on arm64) */
#endif
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(getrandom), 0);
    /* abort() and raise() signal the process itself, nobody else; never to stop it, nor
     * with the signals an operator or the kernel ends a process with: a player stopped,
     * or ended by one of those, is the machine's doing (no verdict, engine/judge.c) */
    for (int sig = 1; sig < 32; sig++)
        if (sig != SIGSTOP && sig != SIGTSTP && sig != SIGTTIN && sig != SIGTTOU && sig != SIGCONT &&
            sig != SIGKILL && sig != SIGTERM && sig != SIGINT && sig != SIGHUP)
            rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 2, SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)pid),
                                   SCMP_A2(SCMP_CMP_EQ, sig));
    /* the launcher's one execveat, of its program's descriptor (closed by that exec) */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(execveat), 2, SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)program_fd),
                           SCMP_A4(SCMP_CMP_EQ, AT_EMPTY_PATH));
    if (rc != 0) {
        seccomp_release(f);
        return NULL;
    }
    return f;
}

const struct sock_fprog *launch_filter_compile(pid_t pid, int program_fd)
{
    static struct {
        pid_t pid;
        int fd;
        struct sock_fprog prog;
    } cache[4];
    static int cached;
    for (int k = 0; k < cached; k++)
        if (cache[k].pid == pid && cache[k].fd == program_fd)
            return &cache[k].prog;
    scmp_filter_ctx f = rules(pid, program_fd);
    /* libseccomp writes the program to a descriptor: a file in memory, read back */
    int out = f ? memfd_create("arena-filter", MFD_CLOEXEC) : -1;
    struct sock_filter *code = NULL;
    off_t size = -1;
    if (out >= 0 && seccomp_export_bpf(f, out) == 0 && (size = lseek(out, 0, SEEK_END)) > 0 &&
        (code = malloc((size_t)size)) && pread(out, code, (size_t)size, 0) != size) {
        free(code);
        code = NULL;
    }
    if (out >= 0)
        close(out);
    if (f)
        seccomp_release(f);
    if (!code)
        return NULL;
    struct sock_fprog prog = {(unsigned short)((size_t)size / sizeof *code), code};
    if (cached == (int)(sizeof cache / sizeof cache[0])) /* (never: two kinds of process) */
        cached--;
    cache[cached].pid = pid;
    cache[cached].fd = program_fd;
    cache[cached].prog = prog;
    return &cache[cached++].prog;
}

int launch_filter_install(const struct sock_fprog *filter)
{
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, filter);
}

#elif !defined ARENA_NO_JUDGE /* Linux without libseccomp (a kit, maybe on musl): no filter */
static const char none; /* (its address: "no filter", not a failure) */

const struct sock_fprog *launch_filter_compile(pid_t pid, int program_fd)
{
    (void)pid, (void)program_fd;
    return (const struct sock_fprog *)(const void *)&none;
}

int launch_filter_install(const struct sock_fprog *filter)
{
    (void)filter;
    return 0;
}
#endif
