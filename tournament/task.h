/* task.h — one match of a tournament as a self-contained task: the game's own command
 * line in judge mode, run here (a child process) or anywhere (a task line). */
#ifndef ARENA_TASK_H
#define ARENA_TASK_H

#include <sys/types.h>

#include "tournament.h"

struct running {
    pid_t pid;
    long idx;
    double started;       /* monotonic seconds */
    char results[4096];   /* the match's -r file */
    char errors[4096];    /* its standard error */
};

/* One match as the game's command line in judge mode. */
struct match_spec {
    const char *game_bin, *players_dir, *board;
    const char *replay;   /* NULL or "": not kept */
    double cpu_seconds;   /* 0: the game's */
    int memory_mb;
    long long seed;
    int debug;            /* 1: the debug file and the players' logs beside the replay */
    int nb_seats;
    const char *names[T_MAX_SEATS];
};

/* Starts a match in a child process on CPU `core` (-1: any); its result and error files
 * go to tmp_dir, named after idx. 0, or -1 after an error line. */
/* fork + exec of argv (found in PATH), its standard output into a pipe (its standard
 * error too if with_errors), whose end to read is *fd (close-on-exec: no other child
 * inherits it). It starts with no signal blocked; a program it cannot run says so on its
 * standard error, naming hint (what to install) if given, and exits 127. Its pid, or -1. */
pid_t task_spawn_reading(char *const argv[], int with_errors, const char *hint, int *fd);

int task_start_spec(const struct match_spec *m, long idx, int core, const char *tmp_dir, struct running *r);

/* The outcome of a finished match from its wait status and files (then removed);
 * expected_seats 0: any. */
void task_collect(const struct running *r, int wait_status, int expected_seats, struct outcome *o);

/* Where the replay of match idx goes ("" if not kept). */
void task_replay_path(const struct tournament *t, long idx, char *path, size_t size);

/* Starts match idx in a child process on CPU `core` (-1: any); temporary files go to
 * tmp_dir. 0, or -1 after an error line. */
int task_start(const struct tournament *t, long idx, int core, const char *tmp_dir, struct running *r);

/* The outcome of a finished task from its wait status and files (removed). */
void task_finish(const struct tournament *t, const struct running *r, int wait_status, struct outcome *o);

/* The task line of match idx: tab-separated, all that is needed to play it anywhere the
 * same paths exist: "arena-task TOURNAMENT IDX GAME-PROGRAM ARGS...". Malloc'd. */
char *task_line(const struct tournament *t, long idx);

/* The same for any match: the files it needs checked by their hashes. Malloc'd. */
char *task_line_spec(const struct match_spec *m, long long tournament, long idx, const char *game_hash,
                     const char *board_hash, const char *const player_hash[]);

/* Runs a task line here and prints its record line on standard output (announce: and
 * TASK_STARTED on standard error as its match begins); returns the exit status for
 * bin/tournament --run-task. */
int task_run_line(const char *line, int announce);

/* Reads a record line ("arena-record ...") into o; 0, or -1 if it is not one. */
int task_parse_record(const char *line, struct outcome *o);

/* A temporary folder of this process, $TMPDIR/PREFIX-PID-XXXXXX (default /tmp), into path:
 * its file "lock" is locked (flock) while *lock is open. The folders of the same prefix
 * whose process is gone (a runner killed by SIGKILL) are removed first; a live one's
 * are kept. 0, or -1 after an error line. */
int task_tmp_make(const char *prefix, char *path, size_t size, int *lock);

/* Removes that folder (emptied but for its lock) and closes *lock. */
void task_tmp_remove(const char *path, int lock);

double task_now(void);

/* The error of a match the machine did not judge (the game's exit 4), and of one whose
 * process was killed from outside: neither is a result, both are played again. */
#define TASK_NOT_JUDGED "not judged: the machine was too busy or its process was stopped"
/* Tries in a row that the machine may stop before a match stops being played again at
 * once: bin/tournament then leaves it for its next run, the course server waits for a
 * quieter machine (server/judge/quiet.c). */
enum { TASK_NOT_JUDGED_TRIES = 5 };
#define TASK_KILLED "the match process was killed by signal"
/* ... and of a host without the runner's files (no shared folder, another build). */
#define TASK_HOST_FILES "every host must see the runner's files"

/* What --run-task says on its standard error when its match begins ("arena-started\tHOST"):
 * the launcher (srun, ssh) has started it. */
#define TASK_STARTED "arena-started"
/* ... and the error of a match whose launcher did not start it (srun waiting for an
 * allocation slurmctld no longer knows) within task_start_wait() of the node's last sign. */
#define TASK_NOT_STARTED "not started"

/* Seconds a launched match may wait to start while its node shows no other sign of life
 * (no match of it started or ended): ARENA_START_WAIT, or 120. */
double task_start_wait(void);

/* Whether a match failed through no fault of its own (its host lost or without the
 * runner's files, the machine too busy, its process killed): played again elsewhere,
 * never a failure of its players. */
int task_machine_fault(const struct outcome *o);

/* Seconds a match may take on another host before it counts as lost: ARENA_MATCH_WALL,
 * or twice every seat's CPU budget (cpu_seconds 0: the game's, taken as 60 s) and a
 * minute, at least 600. */
double task_wall_bound(int seats, double cpu_seconds);

/* GNU parallel's ssh command ($PARALLEL_SSH or ssh) with keep-alive and connect bounds:
 * a host gone quiet is lost within 15 s, an unreachable one within 10 s. Malloc'd. */
char *task_ssh_command(void);

#endif
