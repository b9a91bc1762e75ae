/* judge.h — judge mode: a seat's player in its own walled-in process (engine/launch.h).
 *
 * The process is the player's judge executable (engine/host/player_host.c, one player,
 * its game's player side, nothing of the match). Its turn block is shared memory: the
 * judge fills the view, sends the round, waits for the answer, and copies the orders
 * out before the game checks them. Its output goes to a file in memory the kernel caps
 * (RLIMIT_FSIZE): nothing to drain during a turn. CPU time is the process's own clock,
 * cumulated over the match. Between its answer and its next turn a player sits in a
 * read(): one whose clock moved meanwhile (it answered for itself and went on computing
 * while others played) is frozen. A match's players all run on the judge's core, one
 * at a time: a turn is two context switches on one core, not a wake-up across cores. */
#ifndef ARENA_JUDGE_H
#define ARENA_JUDGE_H

#include <stddef.h>
#include <sys/types.h>
#include <time.h>

#include "game.h"
#include "launch.h"

struct judge_limits {
    double cpu_seconds;   /* the whole match's CPU budget */
    size_t memory_bytes;  /* address space, 0: none */
    double watchdog;      /* seconds of its turns a player may spend idle over the match:
                           * neither computing nor waiting for a CPU (asleep, blocked) */
    double busy;          /* seconds the machine may keep a player waiting for a CPU in its
                           * turns over the match (the kernel's run_delay); past it the match
                           * is not judged. 0: judge_busy_default() */
    int sandbox;          /* 0: no system-call filter (to measure its cost) */
    int core;             /* the CPU the match runs on, or one of these: */
    enum launch_walls walls; /* namespaces (default), or the operator's --unsandboxed-players */
};
enum { JUDGE_START_CORE = -1 /* the one it starts on */, JUDGE_ANY_CORE = -2 /* not pinned */ };

/* What a player may write in a match (more: frozen), and its log beside the replay: at
 * most JUDGE_LOG_MAX bytes, notes included (what was not kept, why it was frozen: a
 * line each, under JUDGE_LOG_NOTES), so JUDGE_LOG_KEEP of what it wrote. */
enum { JUDGE_LOG_MAX = 1 << 20, JUDGE_LOG_NOTES = 512, JUDGE_LOG_FLOOD = 16 << 20 };
enum { JUDGE_LOG_KEEP = JUDGE_LOG_MAX - JUDGE_LOG_NOTES };

/* The machine's waiting a match bears before it is not judged, by default: this many
 * times the CPU budget, and at least JUDGE_BUSY_MIN seconds. */
enum { JUDGE_BUSY_FACTOR = 30, JUDGE_BUSY_MIN = 60 };
/* A turn whose wall time passes its player's CPU time by no more than this is not split
 * further (engine/judge.c, turn_end): at most this much idle time a turn goes uncounted,
 * so a match's wall time is bounded by its seats' budgets and allowances plus its turns
 * times this. */
#define JUDGE_TURN_GRACE 50e-6
double judge_busy_default(double cpu_seconds);

struct judge_seat {
    pid_t pid;                 /* the player's (launched.pid), 0 once it ended */
    struct launched launched;
    int command_fd, answer_fd, output_fd;
    const char *name, *path, *abi; /* what it must say it is when ready */
    char *turn;                /* shared with the player process */
    size_t turn_size;
#ifndef ARENA_NO_JUDGE
    clockid_t clock;
#endif
    double cpu_used;           /* seconds, against limits->cpu_seconds */
    double cpu_at_answer;      /* its clock when it last answered */
    double cpu_base;           /* its clock at its exec (launched.cpu_at_exec): the
                                * launcher's set-up is not its time, all after it is */
    int delay_fd;              /* its /proc/PID/schedstat: the kernel's account of its waits */
    double delay_mark;         /* its run_delay (seconds) when last read */
    double idle;               /* seconds of its turns it neither computed nor waited for a
                                * CPU, over the match (against limits->watchdog) */
    double waited;             /* seconds of its turns the machine kept it (or the judge)
                                * waiting for a CPU, over the match (against limits->busy) */
    int was_stopped;           /* seen stopped from outside in a turn: its idle time past the
                                * watchdog is then no verdict */
    const struct judge_limits *limits;
    char *output;              /* the player's output, the first JUDGE_LOG_KEEP bytes */
    size_t output_len;
    long long output_total;
    long long output_seen;     /* of its output, what seat_debug() has read */
    enum seat_fault start_fault; /* what its code did wrong before it was ready */
    char detail[100];          /* what went wrong, for the freeze line */
};

/* The judge executable of player `name`: DIR/<name>, by default DIR is players/<game>
 * beside the running binary (bin/players/madmax/Dummy). Returns a malloc'ed path. */
char *judge_player_path(const char *dir, const char *game, const char *name);

/* Runs this process and its n started players on one CPU (limits->core), once they are
 * ready (they start side by side). Returns what judge_unpin() needs to undo it, or NULL
 * after an "error:" line. */
struct judge_affinity *judge_pin(const struct judge_limits *limits, const struct judge_seat judges[], int n);
/* Back to the CPUs it could run on before judge_pin (frees `a`). */
void judge_unpin(struct judge_affinity *a);

/* Starts the player process (path and name must outlive it), without waiting for it; 0,
 * or -1 after an "error:" line (no such executable, no resources). */
int judge_start(struct judge_seat *j, const char *path, const char *name, const char *abi, int seat,
                const struct turn_layout *layout, const struct judge_limits *limits);

/* Waits until a started player is ready. Starting every seat first and then waiting
 * overlaps their start-ups. Whatever goes wrong then is the seat's own and no error (its
 * code may run already: .preinit_array entries, constructors, which may write anything
 * on the judge's pipe): j->start_fault says why (SEAT_BAD_MESSAGE: not the expected
 * player, not built for this game's player header, a forged message), and its first
 * turn freezes it. Returns 0. */
int judge_ready(struct judge_seat *j);

/* Plays one turn: the view is filled at j->turn + layout->view_offset; the orders are
 * copied to orders_out. SEAT_OK, or the fault that freezes the seat (j->detail says more). */
enum seat_fault judge_turn(struct judge_seat *j, int round, const struct turn_layout *layout, void *orders_out);

/* Ends the process (killed if it still runs), keeps its output in j->output, frees the
 * rest. */
void judge_stop(struct judge_seat *j);

/* The match is over: tells the player so and waits, within its CPU budget and the
 * watchdog, for its process to end (it runs the player's finish(), e.g. a rule-book
 * player's destructor). judge_stop() then reaps it. */
void judge_finish(struct judge_seat *j);

#endif
