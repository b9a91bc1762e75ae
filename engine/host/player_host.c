/* player_host.c — the main of a judge-mode player process.
 *
 * Linked with one player's object and its game's player side (PLAYER_SIDE names it, e.g.
 * madmax_player_side), and nothing of the match: no board, no rules, no generator, no other
 * seat. Before any code of the player runs (its constructors included) it sets itself up,
 * closes every descriptor but the judge's, limits itself and loads a system-call
 * allow-list; then it plays one turn per command (engine/judge_protocol.h). */
#define _GNU_SOURCE
#include <errno.h>
#ifndef ARENA_NO_SECCOMP
#include <seccomp.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <stdint.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "crand.h"
#include "game.h"
#include "judge_protocol.h"
#include "out.h"
#include "player.h"
#include "seat_log.h"

extern const struct player_side PLAYER_SIDE;

/* ---- the one player of this executable ---- */

static const struct player_def *the_player;
static int nb_players;

void registry_add_player(const struct player_def *def)
{
    if (nb_players++ == 0)
        the_player = def;
}

/* A player object from before ABI versions: never the one played. */
void registry_add(const void *old);
void registry_add(const void *old)
{
    (void)old;
    nb_players++;
}

/* ---- talking to the judge ---- */

static int read_all(int fd, void *buf, size_t n)
{
    char *p = buf;
    while (n > 0) {
        ssize_t k = read(fd, p, n);
        if (k <= 0) {
            if (k < 0 && errno == EINTR)
                continue;
            return -1;
        }
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

static void answer(char code)
{
    while (write(JUDGE_ANSWER_FD, &code, 1) < 0 && errno == EINTR)
        ;
}

/* The player's allocations: running out of its memory limit is a fault the judge names
 * (linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc). */
void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);

static void *checked(void *p, int failed)
{
    if (failed) {
        answer(JUDGE_OUT_OF_MEMORY);
        _exit(1);
    }
    return p;
}
void *__wrap_malloc(size_t n)
{
    void *p = __real_malloc(n);
    return checked(p, !p && n);
}
void *__wrap_calloc(size_t k, size_t n)
{
    void *p = __real_calloc(k, n);
    return checked(p, !p && k && n);
}
void *__wrap_realloc(void *q, size_t n)
{
    void *p = __real_realloc(q, n);
    return checked(p, !p && n);
}

/* ---- the sandbox ---- */

static void limit(int resource, rlim_t value)
{
    struct rlimit r = {value, value};
    setrlimit(resource, &r);
}

/* What a player may do once it plays: compute, allocate, write to its output, read the
 * time, wake itself (futex), and end (also by a signal to itself: abort). Anything else kills it with SIGSYS.
 */
#ifdef ARENA_NO_SECCOMP
/* Built where libseccomp is missing (a student kit): no filter; the game says so. */
static int load_filter(void)
{
    return 0;
}
#else
static int load_filter(void)
{
    scmp_filter_ctx f = seccomp_init(SCMP_ACT_KILL_PROCESS);
    if (!f)
        return -1;
    static const int allowed[] = {
        SCMP_SYS(read),
        SCMP_SYS(write),
        SCMP_SYS(exit),
        SCMP_SYS(exit_group),
        SCMP_SYS(brk),
        SCMP_SYS(mmap),
        SCMP_SYS(munmap),
        SCMP_SYS(mremap),
        SCMP_SYS(madvise),
        SCMP_SYS(rt_sigreturn),
        SCMP_SYS(rt_sigprocmask),
        SCMP_SYS(clock_gettime),
        SCMP_SYS(gettimeofday),
        SCMP_SYS(getpid),
        SCMP_SYS(gettid),
        /* C++'s library initialises once (pthread_once) and wakes nobody: no thread can exist */
        SCMP_SYS(futex),
    };
    int rc = 0;
    for (size_t k = 0; k < sizeof allowed / sizeof allowed[0]; k++)
        rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, allowed[k], 0);
    /* sysinfo: see warm_up_qsort(); should a library ask again, it fails, not kills */
    rc |= seccomp_rule_add(f, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(sysinfo), 0);
    /* abort() and raise() signal the process itself, nobody else */
    rc |= seccomp_rule_add(f, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 1,
                           SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)getpid()));
    if (rc == 0)
        rc = seccomp_load(f);
    seccomp_release(f);
    return rc;
}
#endif

/* glibc's qsort() asks the kernel for the machine's memory (sysinfo) on its first sort
 * of 1 KiB or more, and keeps the answer: asked here, before the filter, it sorts as in
 * local mode (a merge sort). Denied, it would read garbage and might sort otherwise. */
static int compare_bytes(const void *a, const void *b)
{
    return *(const unsigned char *)a - *(const unsigned char *)b;
}

static void warm_up_qsort(void)
{
    static unsigned char items[2][1024];
    qsort(items, 2, sizeof items[0], compare_bytes);
}

/* ---- the process ---- */

static struct judge_hello hello;
static void *turn;
static char out_buffer[4096], err_buffer[4096];

/* Runs before any constructor, so before any of the player's code: everything the
 * player must not do is forbidden before it can try (a .preinit_array entry, which a
 * static executable runs first). Then says so to the judge. */
static void sandbox(void)
{
    if (read_all(JUDGE_COMMAND_FD, &hello, sizeof hello) < 0 || hello.magic != JUDGE_MAGIC)
        _exit(2);
    turn = mmap(NULL, hello.turn_size, PROT_READ | PROT_WRITE, MAP_SHARED, JUDGE_TURN_FD, 0);
    if (turn == MAP_FAILED)
        _exit(2);
    /* stdio with its buffers set now: it would ask the kernel about the descriptors later */
    setvbuf(stdout, out_buffer, _IOLBF, sizeof out_buffer);
    setvbuf(stderr, err_buffer, _IOLBF, sizeof err_buffer);
    warm_up_qsort();
    close_range(JUDGE_ANSWER_FD + 1, ~0U, 0);
    limit(RLIMIT_CORE, 0);
    limit(RLIMIT_FSIZE, hello.output_limit); /* its output file; it can open no other */
    limit(RLIMIT_NOFILE, JUDGE_ANSWER_FD + 1);
    limit(RLIMIT_NPROC, 0);
    if (hello.memory_limit)
        limit(RLIMIT_AS, hello.memory_limit);
    if (hello.cpu_limit_seconds)
        limit(RLIMIT_CPU, hello.cpu_limit_seconds);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || (hello.sandbox && load_filter() < 0))
        _exit(2);
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    struct judge_sandboxed sandboxed = {JUDGE_SANDBOXED, 0, (int64_t)t.tv_sec * 1000000000 + t.tv_nsec};
    if (write(JUDGE_ANSWER_FD, &sandboxed, sizeof sandboxed) != (ssize_t)sizeof sandboxed)
        _exit(2);
}
__attribute__((section(".preinit_array"), used)) static void (*const sandbox_first)(void) = sandbox;

int main(void)
{
    struct judge_ready ready = {.magic = JUDGE_MAGIC};
    if (nb_players == 1) {
        snprintf(ready.name, sizeof ready.name, "%s", the_player->name);
        snprintf(ready.abi, sizeof ready.abi, "%s", the_player->abi ? the_player->abi : "");
    }
    if (write(JUDGE_ANSWER_FD, &ready, sizeof ready) != (ssize_t)sizeof ready || nb_players != 1 ||
        strcmp(ready.abi, PLAYER_SIDE.abi) != 0)
        return 2; /* the judge says what is wrong */
    void *memory = calloc(1, the_player->memory_size ? the_player->memory_size : 1);
    static struct out log_out;
    out_attach(&log_out, STDERR_FILENO);
    struct seat_log log;
    seat_log_init(&log, &log_out, the_player->name, hello.seat);

    for (;;) {
        int32_t round;
        if (read_all(JUDGE_COMMAND_FD, &round, sizeof round) < 0)
            _exit(0);
        if (round == JUDGE_QUIT) { /* the match is over */
            if (memory && the_player->finish)
                the_player->finish(memory);
            fflush(stdout);
            fflush(stderr);
            _exit(0);
        }
        if (!memory) { /* its PLAYER() memory does not fit in its limit */
            answer(JUDGE_OUT_OF_MEMORY);
            _exit(1);
        }
        seat_log_round(&log, round);
        struct marks *marks = marks_of_turn(turn, hello.turn_size);
        marks_reset(marks);
        if (PLAYER_SIDE.shares_rand) /* its rand() draws from the match's stream, handed in the turn */
            crand_play(crand_of_turn(turn, hello.turn_size));
        PLAYER_SIDE.play_turn(the_player, memory, turn, &log, marks);
        crand_stop();
        out_flush(&log_out);
        fflush(stdout);
        fflush(stderr);
        answer(JUDGE_DONE);
    }
}
