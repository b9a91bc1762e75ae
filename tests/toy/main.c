/* main.c — build/tests/toy-game: the toy game with players that misbehave in every way a
 * local match must survive or report (tests/local-mode.sh). */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "registry.h"
#include "toy.h"

/* Round 1 is when a misbehaving player acts; round 0 shows the log before it. */
static int acts(void *game)
{
    return toy_round(game) == 1;
}

static void adder(void *game, void *memory)
{
    (void)memory;
    toy_add(game, 1);
}

static void segv(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        raise(SIGSEGV);
    toy_add(game, 1);
}

static void aborter(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        abort();
}

static int deeper(volatile int n)
{
    volatile char pad[4096];
    pad[0] = (char)n;
    return n <= 0 ? pad[0] : deeper(n - 1) + pad[0];
}

static void stack(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        printf("%d\n", deeper(1 << 30));
}

static void divider(void *game, void *memory)
{
    (void)memory;
    volatile int zero = 0;
    if (acts(game))
        printf("%d\n", 1000 / zero);
}

/* Ends the program from play() in round 1 (students do). */
static void exiter(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        exit(0);
}

/* Writes a few bytes past its 8-byte memory in round 1 (an array index one too far). */
static void overrun(void *game, void *memory)
{
    if (acts(game))
        memset(memory, 1, 12);
}

/* Writes far past its memory in round 1 (a wild loop). */
static void scribbler(void *game, void *memory)
{
    if (acts(game))
        for (size_t k = 0; k < (1 << 20); k++)
            ((volatile char *)memory)[k] = 1;
}

/* Writes just before its turn block in round 1. */
static void underrun(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        memset((char *)game - 8, 1, 8);
}

/* Replaces the process with another program in round 1. */
static void execer(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        execl("/bin/true", "true", (char *)NULL);
}

/* Runs a command in round 1 (which is not the player's exec: it goes on). */
static void shell(void *game, void *memory)
{
    (void)memory;
    if (acts(game))
        fprintf(stderr, "system returned %d\n", system("echo this is not printed"));
    toy_add(game, 1);
}

/* Writes to standard output and standard error every round. */
static void chatty(void *game, void *memory)
{
    (void)memory;
    printf("chatty says hello on stdout in round %d\n", toy_round(game));
    fprintf(stderr, "chatty thinks in round %d\n", toy_round(game));
}

/* Spins in round 1 until killed (for Ctrl-C and SIGTERM). */
static void spinner(void *game, void *memory)
{
    (void)memory;
    if (acts(game)) {
        fprintf(stderr, "spinning\n");
        fflush(stderr);
        for (volatile unsigned long k = 0;; k++)
            ;
    }
}

static const struct player_def players[] = {
    {"Adder", TOY_ABI, 1, adder, NULL},     {"Segv", TOY_ABI, 1, segv, NULL},       {"Abort", TOY_ABI, 1, aborter, NULL},
    {"Stack", TOY_ABI, 1, stack, NULL},     {"Divide", TOY_ABI, 1, divider, NULL}, {"Chatty", TOY_ABI, 1, chatty, NULL},
    {"Spinner", TOY_ABI, 1, spinner, NULL}, {"Exit", TOY_ABI, 1, exiter, NULL},
    {"Overrun", TOY_ABI, 8, overrun, NULL}, {"Scribble", TOY_ABI, 8, scribbler, NULL},
    {"Underrun", TOY_ABI, 1, underrun, NULL}, {"Exec", TOY_ABI, 1, execer, NULL},
    {"Shell", TOY_ABI, 1, shell, NULL},
};

__attribute__((constructor)) static void register_players(void)
{
    for (size_t k = 0; k < sizeof players / sizeof players[0]; k++)
        registry_add_player(&players[k]);
}

int main(int argc, char **argv)
{
    return arena_main(&toy_game, argc, argv);
}
