/* judge_absent.c — judge.h where the platform lacks what judge mode needs (Linux's
 * processes, namespaces and system-call filter): the kit's Game on macOS or Windows,
 * built with ARENA_NO_JUDGE by its Makefile's feature test. The command line refuses
 * --judge before any of these is reached; they only keep the local Game whole. */
#include "judge.h"
#ifdef ARENA_NO_JUDGE

#include "alloc.h"
#include "error.h"

char *judge_player_path(const char *dir, const char *game, const char *name)
{
    (void)dir, (void)game;
    return xstrdup(name);
}

struct judge_affinity *judge_pin(const struct judge_limits *limits, const struct judge_seat judges[], int n)
{
    (void)limits, (void)judges, (void)n;
    return NULL;
}

void judge_unpin(struct judge_affinity *a)
{
    (void)a;
}

int judge_start(struct judge_seat *j, const char *path, const char *name, const char *abi, int seat,
                const struct turn_layout *layout, const struct judge_limits *limits)
{
    (void)j, (void)path, (void)abi, (void)seat, (void)layout, (void)limits;
    return error("cannot start player %s: this Game has no judge mode (it needs Linux)", name);
}

int judge_ready(struct judge_seat *j)
{
    (void)j;
    return -1;
}

enum seat_fault judge_turn(struct judge_seat *j, int round, const struct turn_layout *layout, void *orders_out)
{
    (void)j, (void)round, (void)layout, (void)orders_out;
    return SEAT_CRASH;
}

void judge_stop(struct judge_seat *j)
{
    (void)j;
}

void judge_finish(struct judge_seat *j)
{
    (void)j;
}

#else
typedef int judge_is_present; /* (a translation unit may not be empty) */
#endif
