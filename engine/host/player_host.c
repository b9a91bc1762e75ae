/* player_host.c — the main of a judge-mode player process.
 *
 * Linked with one player's object and its game's player side (PLAYER_SIDE names it, e.g.
 * madmax_player_side), and nothing of the match: no board, no rules, no generator, no other
 * seat. Its walls (namespaces, an empty root, limits, the system-call filter) were set by
 * the judge's launcher before this program's first instruction (engine/launch.c): nothing
 * here is a wall. Before any code of the player runs (its constructors) it sets itself up;
 * then it plays one turn per command (engine/judge_protocol.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <stdint.h>
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

/* glibc's qsort() asks the kernel for the machine's memory (sysinfo) on its first sort
 * of 1 KiB or more, and keeps the answer; asked once here, first, whatever a player does
 * later (the filter lets sysinfo through: denied, qsort would read garbage and might
 * sort otherwise than in local mode). It also makes malloc set itself up. */
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

/* Runs before any constructor, so before any of the player's code (a .preinit_array
 * entry, which a static executable runs first): maps its turn and sets stdio up, then
 * says so to the judge (the player's CPU time counts from its exec: engine/launch.c). */
static void set_up(void)
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
    struct judge_sandboxed sandboxed = {JUDGE_SANDBOXED, 0, 0}; /* (no clock: the judge's counts from the exec) */
    if (write(JUDGE_ANSWER_FD, &sandboxed, sizeof sandboxed) != (ssize_t)sizeof sandboxed)
        _exit(2);
}
__attribute__((section(".preinit_array"), used)) static void (*const set_up_first)(void) = set_up;

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
