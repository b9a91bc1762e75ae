/* floor.c — judge mode's start and what it cannot go below on this machine, for
 * bench/run: the round trip of one byte through two pipes between two processes on one
 * CPU (a judge-mode turn is one, plus the turn's own work), the start of a player
 * executable (posix_spawn until it exits: it finds no judge and stops at once), and
 * the start of four players as a match starts them (engine/judge.c: all started, then
 * all waited for until ready), walled in (engine/launch.c: namespaces, an empty root)
 * and without namespaces (--unsandboxed-players: limits and filter only, the process
 * model judge mode had before its launcher).
 *
 *   floor PLAYER_EXECUTABLE ABI    prints "start-4-ms N", "start-4-unwalled-ms N",
 *                                  "pipe-round-trip-us N", "start-ms N" */
#define _GNU_SOURCE
#include <sched.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "judge.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double round_trip_us(int n)
{
    int there[2], back[2];
    if (pipe(there) < 0 || pipe(back) < 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        close(there[1]);
        close(back[0]);
        char c;
        while (read(there[0], &c, 1) == 1 && write(back[1], &c, 1) == 1)
            ;
        _exit(0);
    }
    char c = 'x';
    double t = now();
    for (int k = 0; k < n; k++)
        if (write(there[1], &c, 1) != 1 || read(back[0], &c, 1) != 1)
            break;
    t = now() - t;
    close(there[1]);
    waitpid(pid, NULL, 0);
    close(there[0]);
    close(back[0]);
    close(back[1]);
    return t / n * 1e6;
}

static double start_ms(const char *path, int n)
{
    char *argv[] = {(char *)path, NULL}, *envp[] = {NULL};
    double t = now();
    for (int k = 0; k < n; k++) {
        pid_t pid;
        if (posix_spawn(&pid, path, NULL, NULL, argv, envp) != 0)
            return -1;
        waitpid(pid, NULL, 0);
    }
    return (now() - t) / n * 1e3;
}

static double start_four_ms(const char *path, const char *abi, enum launch_walls walls, int n)
{
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    struct turn_layout layout = {.size = 4096};
    struct judge_limits limits = {.cpu_seconds = 3, .memory_bytes = 512 << 20, .watchdog = 5, .sandbox = 1,
                                  .core = JUDGE_ANY_CORE, .walls = walls};
    struct judge_seat seats[4];
    double total = 0;
    for (int k = 0; k < n; k++) {
        double t = now();
        for (int p = 0; p < 4; p++)
            if (judge_start(&seats[p], path, name, abi, p, &layout, &limits) < 0)
                return -1;
        for (int p = 0; p < 4; p++)
            if (judge_ready(&seats[p]) < 0)
                return -1;
        total += now() - t;
        for (int p = 0; p < 4; p++) {
            judge_stop(&seats[p]);
            free(seats[p].output);
        }
    }
    return total / n * 1e3;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s PLAYER_EXECUTABLE ABI\n", argv[0]);
        return 2;
    }
    char *path = realpath(argv[1], NULL); /* a player starts in / */
    if (!path) {
        perror(argv[1]);
        return 1;
    }
    printf("start-4-ms %.3f\n", start_four_ms(path, argv[2], LAUNCH_NAMESPACES, 20));
    printf("start-4-unwalled-ms %.3f\n", start_four_ms(path, argv[2], LAUNCH_UNSANDBOXED, 20));
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(sched_getcpu(), &one);
    sched_setaffinity(0, sizeof one, &one); /* as judge mode runs a match */
    printf("pipe-round-trip-us %.2f\n", round_trip_us(20000));
    printf("start-ms %.3f\n", start_ms(path, 50));
    free(path);
    return 0;
}
