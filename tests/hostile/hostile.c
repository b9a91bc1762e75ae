/* hostile.c — players that break the judge's rules, one way each, for every game.
 * Built by tests/judge.sh with GAME_HEADER ("madmax.h"), GAME_TYPE (madmax), PLAYER_NAME
 * and one HOSTILE_<KIND>: it misbehaves in its first turn (CTOR: before it, in a
 * constructor; PREINIT and IFUNC before libc's start-up is over, before the player host
 * sets itself up) and gives no orders after (SPIN only uses a part of its CPU budget);
 * judge mode must freeze it, or ignore its orders, and go on. The game's orders come
 * from games/<game>/tests/hostile.h. */
#define _GNU_SOURCE
#include GAME_HEADER
#include "tests/hostile.h"
#include "judge_protocol.h"

#include <fcntl.h>
#include <linux/futex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <errno.h>
#include <netinet/in.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef HOSTILE_SECRET /* (WALLS: a file beside the runner, a port it listens on) */
#define HOSTILE_SECRET "/nonexistent"
#define HOSTILE_PORT 9
#endif

struct hostile_memory {
    int turns;
};

PLAYER(struct hostile_memory)

static volatile unsigned long sink;

static unsigned long spin(double seconds)
{
    clock_t end = clock() + (clock_t)(seconds * CLOCKS_PER_SEC);
    unsigned long n = 0;
    while (clock() < end)
        n++;
    return n;
}

static int deep(int n)
{
    volatile char pad[4096];
    pad[0] = (char)n;
    return deep(n + 1) + pad[0];
}

#if defined HOSTILE_CTOR
/* Runs before main(): the sandbox must be on already. */
__attribute__((constructor)) static void before_main(void)
{
    FILE *f = fopen(HOSTILE_FILE, "w");
    if (f)
        fputs("owned\n", f);
}
#endif

#if defined HOSTILE_CTORSPIN
/* Computes before main(): its CPU time counts all the same. */
__attribute__((constructor)) static void spin_before_main(void)
{
    sink = spin(0.3);
}
#endif

#if defined HOSTILE_FORGE
/* Says, before the player host can, that it is another player (the Dummy): the judge
 * believes no seat's words, and a forged message is the seat's fault, not the match's. */
__attribute__((constructor)) static void forge_ready(void)
{
    struct judge_ready forged = {.magic = JUDGE_MAGIC, .name = "Dummy"};
    sink = (unsigned long)write(JUDGE_ANSWER_FD, &forged, sizeof forged);
}
#endif

#ifndef HOSTILE_DOZE /* seconds: judge.sh's watchdog is 3 s, its CPU budget 1 s */
#define HOSTILE_DOZE 3.9
#endif

/* Sleeps without using CPU (a timed futex wait: the filter allows futex). */
static void doze(double seconds)
{
    static int word;
    struct timespec t = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    syscall(SYS_futex, &word, FUTEX_WAIT, 0, &t, NULL, 0);
}

#if defined HOSTILE_PREINIT
/* Runs before the player host's own set-up (this object is linked first): the walls
 * must stand already. */
static void before_set_up(void)
{
    syscall(SYS_openat, AT_FDCWD, HOSTILE_FILE, O_WRONLY | O_CREAT, 0644);
}
__attribute__((section(".preinit_array"), used)) static void (*const preinit_entry)(void) = before_set_up;
#endif

#if defined HOSTILE_PREINITBURN
/* Computes before the player host's set-up (this object is linked first), then loops in
 * its first turn: all of it is its CPU time, so the loop is frozen for CPU and the
 * match is judged (its start-up cannot move the kernel's CPU stop past the judge's). */
static void burn_before_set_up(void)
{
    struct timespec t;
    do
        syscall(SYS_clock_gettime, CLOCK_PROCESS_CPUTIME_ID, &t);
    while ((double)t.tv_sec + (double)t.tv_nsec * 1e-9 < HOSTILE_PREINITBURN);
}
__attribute__((section(".preinit_array"), used)) static void (*const preinit_entry)(void) = burn_before_set_up;
#endif

#if defined HOSTILE_IFUNC
/* Its resolver runs while libc starts (static programs apply their IRELATIVE relocations
 * first, before even its thread pointer is set): the raw system call, no errno. */
static void chosen(void)
{
    sink++;
}
static void (*resolve(void))(void)
{
    syscall(SYS_openat, AT_FDCWD, HOSTILE_FILE, O_WRONLY | O_CREAT, 0644);
    return chosen;
}
void hostile_ifunc(void) __attribute__((ifunc("resolve")));
#endif

#if defined HOSTILE_WALLS
/* Played without the system-call filter (--no-sandbox): what the namespaces alone leave
 * it. Says what it sees; tests/walls.sh reads it. */
static void look_around(void)
{
    int seen = 0;
    fprintf(stderr, "pids:");
    for (int pid = 1; pid <= 4096 && seen < 16; pid++)
        if (kill(pid, 0) == 0 || errno == EPERM) {
            fprintf(stderr, " %d", pid);
            seen++;
        }
    fprintf(stderr, "\nuid: %d\n", (int)getuid());
    close(0); /* a descriptor free under its limit of 6, for what follows */
    DIR *root = opendir("/");
    int entries = 0;
    for (struct dirent *e; root && (e = readdir(root));)
        entries += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    fprintf(stderr, "root entries: %d\n", root ? entries : -1);
    if (root)
        closedir(root);
    FILE *secret = fopen(HOSTILE_SECRET, "r");
    char line[64] = "";
    if (secret && !fgets(line, sizeof line, secret))
        line[0] = '\0';
    fprintf(stderr, "secret: %s\n", secret ? line : "unreachable");
    if (secret)
        fclose(secret);
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons(HOSTILE_PORT),
                             .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    int connected = s >= 0 && connect(s, (struct sockaddr *)&to, sizeof to) == 0;
    fprintf(stderr, "network: %s\n", connected ? "reached" : strerror(errno));
    kill(1, SIGKILL); /* its keeper: a namespace's pid 1 ignores it from inside */
    fprintf(stderr, "still here\n");
}
#endif

static void misbehave(struct GAME_TYPE *game)
{
    (void)game;
#if defined HOSTILE_CTOR || defined HOSTILE_CTORSPIN || defined HOSTILE_PREINIT || defined HOSTILE_FORGE || \
    defined HOSTILE_DEBUGFLOOD
#elif defined HOSTILE_IFUNC
    hostile_ifunc();
#elif defined HOSTILE_WALLS
    look_around();
#elif defined HOSTILE_ORDERS
    too_many_orders(game);
#elif defined HOSTILE_FOREIGN
    foreign_orders(game);
#elif defined HOSTILE_GARBAGE
    garbage_orders(game);
#elif defined HOSTILE_SCRIBBLE
    memset(game, 0xa5, HOSTILE_TURN_BYTES);
#elif defined HOSTILE_LOOP || defined HOSTILE_PREINITBURN
    for (;;)
        sink++;
#elif defined HOSTILE_DWELL
    sink = spin(HOSTILE_DWELL); /* long enough to be looked at from outside */
#elif defined HOSTILE_SPIN
    sink = spin(0.3);
    fprintf(stderr, "spun %lu times\n", sink);
#elif defined HOSTILE_SLEEP
    sleep(100);
#elif defined HOSTILE_SLEEPER
    doze(HOSTILE_DOZE); /* until just before the old watchdog's end, then computes: its */
    sink = spin(0.3);      /* sleep is its own time, never the machine's */
#elif defined HOSTILE_AHEAD
    static char answers[65536]; /* a pipe's worth of answers, ahead of its turns */
    memset(answers, 'D', sizeof answers);
    sink = (unsigned long)write(JUDGE_ANSWER_FD, answers, sizeof answers);
#elif defined HOSTILE_BLOCK
    char c;
    sink = (unsigned long)read(4, &c, 1); /* the judge's own pipe: waits for ever */
    sink = (unsigned long)read(4, &c, 1);
#elif defined HOSTILE_SEGV
    *(volatile int *)(sink + 16) = 1;
#elif defined HOSTILE_ABORT
    abort();
#elif defined HOSTILE_EXIT
    exit(0);
#elif defined HOSTILE_STACK
    sink = (unsigned long)deep(0);
#elif defined HOSTILE_MALLOC
    char *volatile p = malloc(10UL << 30);
    sink = (unsigned long)p;
    if (p)
        memset(p, 1, 10UL << 30);
#elif defined HOSTILE_FORK
    for (int k = 0; k < 64; k++)
        if (fork() == 0)
            for (;;)
                sink++;
#elif defined HOSTILE_OPEN
    int fd = open("/etc/passwd", O_RDONLY);
    char buf[64];
    sink = (unsigned long)read(fd, buf, sizeof buf);
    fprintf(stderr, "read %lu bytes of /etc/passwd\n", sink);
#elif defined HOSTILE_CREATE
    FILE *f = fopen(HOSTILE_FILE, "w");
    if (f)
        fputs("owned\n", f);
#elif defined HOSTILE_SOCKET
    sink = (unsigned long)socket(AF_INET, SOCK_STREAM, 0);
#elif defined HOSTILE_EXEC
    execl("/bin/sh", "sh", "-c", "touch " HOSTILE_FILE, (char *)NULL);
#elif defined HOSTILE_STDOUT
    static char line[65536];
    memset(line, 'x', sizeof line);
    for (long k = 0; k < (1L << 30) / (long)sizeof line; k++)
        fwrite(line, 1, sizeof line, stdout);
#elif defined HOSTILE_STDERR
    static char line[65536];
    memset(line, 'y', sizeof line);
    for (long k = 0; k < (1L << 30) / (long)sizeof line; k++)
        fwrite(line, 1, sizeof line, stderr);
#elif defined HOSTILE_KILL
    kill(getppid(), SIGKILL);
#elif defined HOSTILE_SUICIDE
    raise(SIGKILL); /* the signal an outside kill ends a player with: it may not send it */
#elif defined HOSTILE_PTRACE
    ptrace(PTRACE_ATTACH, getppid(), NULL, NULL);
#else
#error "no HOSTILE_ kind"
#endif
}

#if defined HOSTILE_DEBUGFLOOD
/* Random printable text: what compresses least. */
static void random_text(char *text, size_t n)
{
    static unsigned long long x = 88172645463325252ull;
    for (size_t k = 0; k < n; k++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        text[k] = (char)(' ' + 1 + x % 94); /* (no space: the marks' texts keep it) */
    }
}

/* Every turn, within the rules: 4 KiB on its output, of control characters (6 bytes each
 * in the debug file's JSON) or, with HOSTILE_RANDOM, of random printable text, and as many
 * marks as a turn takes, with the longest texts. madmax only (its debug_mark). */
static void flood_debug(struct GAME_TYPE *game)
{
    static char junk[4097];
    char text[64];
#if defined HOSTILE_RANDOM
    random_text(junk, 4096);
    random_text(text, sizeof text - 1);
#else
    memset(junk, 1, 4096);
    memset(text, 2, sizeof text - 1);
#endif
    fputs(junk, stderr);
    text[sizeof text - 1] = '\0';
    for (int k = 0; k < 70; k++)
        debug_mark(game, (struct pos){k % 20, k / 20}, 0xff0000, text);
}
#endif

static void play(struct GAME_TYPE *game, struct hostile_memory *memory)
{
#if defined HOSTILE_DEBUGFLOOD
    flood_debug(game);
    return;
#endif
    if (memory->turns++ == 0)
        misbehave(game);
}
