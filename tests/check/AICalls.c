// verdict: refused
#define PLAYER_NAME Calls
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "madmax.h"

int open(const char *path, int flags, ...);
int sched_yield(void);

PLAYER(struct no_memory)

static void play(struct madmax *game, struct no_memory *memory)
{
    (void)memory;
    FILE *f = fopen("/etc/passwd", "r");          // expect: fopen() opens or changes files
    if (f)
        fputs("x", f);
    system("true");                                // expect: system() runs a program
    unsigned now = (unsigned)time(NULL);           // expect: time() reads the time
    srand(now);                                    // expect: srand() is not the game's generator
    int r = rand();                                // expect: rand() is not the game's generator
    signal(SIGINT, SIG_IGN);                       // expect: signal() handles signals
    int fd = open("/tmp/x", 0);                    // expect: open() is neither the C standard library's nor madmax.h's
    sched_yield();                                 // expect: sched_yield() is neither
    if (r + fd + me(game) < -5)
        exit(1);                                   // expect: exit() ends the process
}
