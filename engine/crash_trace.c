/* crash_trace.c — a debug build's backtrace at a crash, `function (file:line)` (see
 * crash_trace.h). */
#define _GNU_SOURCE /* dladdr, dl_iterate_phdr, pipe2 */
#include "crash_trace.h"

#ifdef ARENA_BACKTRACE
#include <errno.h>
#include <execinfo.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#ifdef ARENA_ADDR2LINE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <sys/wait.h>
#endif

enum { MAX_FRAMES = 64 };

#ifdef ARENA_ADDR2LINE
static int helper_fd = -1; /* the pipe to the helper; -1: none */
static pid_t helper_pid;

static void put(const char *s)
{
    ssize_t ignored = write(STDERR_FILENO, s, strlen(s));
    (void)ignored;
}

/* fd's bytes into buf (at most size) until its end; how many. */
static size_t read_all(int fd, void *buf, size_t size)
{
    size_t got = 0;
    while (got < size) {
        ssize_t n = read(fd, (char *)buf + got, size - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += (size_t)n;
    }
    return got;
}

/* What `addr2line -f -C -e EXE ADDR...` writes (a function's line, then its file:line, for
 * each address) into out; "" where it cannot run. */
static void addr2line(char *exe, const uintptr_t *addr, int n, char *out, size_t size)
{
    static char hex[MAX_FRAMES][2 + 2 * sizeof(uintptr_t) + 1];
    char *argv[MAX_FRAMES + 6] = {"addr2line", "-f", "-C", "-e", exe};
    for (int k = 0; k < n; k++) {
        snprintf(hex[k], sizeof hex[k], "%#jx", (uintmax_t)addr[k]);
        argv[5 + k] = hex[k];
    }
    argv[5 + n] = NULL;
    out[0] = '\0';
    int p[2];
    if (n == 0 || pipe(p) < 0)
        return;
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (dup2(p[1], STDOUT_FILENO) < 0 || (null >= 0 && dup2(null, STDERR_FILENO) < 0))
            _exit(127);
        execvp(argv[0], argv);
        _exit(127);
    }
    close(p[1]);
    size_t got = pid > 0 ? read_all(p[0], out, size - 1) : 0;
    out[got] = '\0';
    close(p[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
}

/* The next line of *text (cut there), or "??" when there is none. */
static const char *next_line(char **text)
{
    char *line = *text, *end = strchr(line, '\n');
    if (!end)
        return *line ? (*text += strlen(line), line) : "??";
    *end = '\0';
    *text = end + 1;
    return line;
}

/* The main program's load bias (what its addresses are moved by: 0 unless it is a PIE). */
static int first_object(struct dl_phdr_info *info, size_t size, void *bias)
{
    (void)size;
    *(uintptr_t *)bias = (uintptr_t)info->dlpi_addr;
    return 1;
}

/* The helper, a copy of the process made at its start: waits for the frames (none: the
 * program ended), writes them, ends. Any call is fine here: the process is sound. */
static _Noreturn void helper(int in)
{
    static uintptr_t words[MAX_FRAMES + 1], addr[MAX_FRAMES];
    static char exe[PATH_MAX], cwd[PATH_MAX], text[1 << 16], line[PATH_MAX + 512];
    int n = (int)(read_all(in, words, sizeof words) / sizeof *words) - 1;
    if (n < 1)
        _exit(0);
    const uintptr_t exact = words[0], *frames = words + 1;
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[len > 0 ? len : 0] = '\0';
    if (!getcwd(cwd, sizeof cwd))
        cwd[0] = '\0';
    size_t cwd_len = strlen(cwd);
    uintptr_t bias = 0;
    dl_iterate_phdr(first_object, &bias);
    Dl_info self, d;
    const void *self_base = dladdr((void *)(uintptr_t)helper, &self) ? self.dli_fbase : NULL;
    /* the program's frames as addresses in its file; a return address less one: the
     * call's line, not the next one's */
    int m = 0;
    for (int k = 0; k < n; k++)
        if (!dladdr((void *)frames[k], &d) || d.dli_fbase == self_base)
            addr[m++] = frames[k] - bias - (k == 0 && exact ? 0 : 1);
    addr2line(exe, addr, m, text, sizeof text);
    char *rest = text;
    for (int k = 0; k < n; k++) {
        int known = dladdr((void *)frames[k], &d);
        const char *lib = known && d.dli_fname && *d.dli_fname ? d.dli_fname : exe, *slash = strrchr(lib, '/');
        lib = slash ? slash + 1 : lib;
        if (known && d.dli_fbase != self_base) { /* a library's: its exported name */
            snprintf(line, sizeof line, "  #%d %s (%s)\n", k, d.dli_sname ? d.dli_sname : "??", lib);
        } else {
            const char *function = next_line(&rest);
            char *where = (char *)next_line(&rest), *cut = strstr(where, " (discriminator");
            if (cut)
                *cut = '\0';
            if (strcmp(function, "??") == 0 && known && d.dli_sname)
                function = d.dli_sname;
            if (cwd_len && strncmp(where, cwd, cwd_len) == 0 && where[cwd_len] == '/')
                where += cwd_len + 1;
            if (strncmp(where, "??", 2) == 0) /* no debug information: where in the program */
                snprintf(line, sizeof line, "  #%d %s (%s+%#jx)\n", k, function, lib,
                         (uintmax_t)(frames[k] - (uintptr_t)self_base));
            else
                snprintf(line, sizeof line, "  #%d %s (%s)\n", k, function, where);
        }
        put(line);
    }
    _exit(0); /* (not exit(): stdio's buffers are the program's, written by it) */
}
#endif
#endif

void crash_trace_prepare(void)
{
#ifdef ARENA_BACKTRACE
    void *warm_up[1]; /* backtrace() loads its unwinder on first use: not in a handler */
    backtrace(warm_up, 1);
#ifdef ARENA_ADDR2LINE
    int p[2];
    if (helper_fd >= 0 || pipe2(p, O_CLOEXEC) < 0)
        return;
    pid_t pid = fork();
    if (pid == 0) {
        close(p[1]);
        helper(p[0]);
    }
    close(p[0]);
    if (pid < 0) {
        close(p[1]);
        return;
    }
    helper_fd = p[1];
    helper_pid = pid;
#endif
#endif
}

void crash_trace_say(const void *pc)
{
#ifdef ARENA_BACKTRACE
    void *frames[MAX_FRAMES];
    int n = backtrace(frames, MAX_FRAMES), first = 0;
    while (pc && first < n && frames[first] != pc)
        first++;
    int found = pc && first < n;
    if (!found)
        first = 0;
    static const char title[] = "backtrace (innermost first):\n";
    ssize_t ignored = write(STDERR_FILENO, title, sizeof title - 1);
    (void)ignored;
#ifdef ARENA_ADDR2LINE
    if (helper_fd >= 0) { /* (one write under PIPE_BUF: whole) */
        uintptr_t words[MAX_FRAMES + 1];
        words[0] = (uintptr_t)found;
        for (int k = first; k < n; k++)
            words[1 + k - first] = (uintptr_t)frames[k];
        size_t size = (size_t)(n - first + 1) * sizeof *words;
        ssize_t sent = write(helper_fd, words, size);
        close(helper_fd);
        helper_fd = -1;
        if (sent == (ssize_t)size) {
            while (waitpid(helper_pid, NULL, 0) < 0 && errno == EINTR)
                ;
            return;
        }
    }
#endif
    backtrace_symbols_fd(frames + first, n - first, STDERR_FILENO);
#else
    (void)pc;
#endif
}
