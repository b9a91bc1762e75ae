/* seat.c — running a player in this process. */
#define _POSIX_C_SOURCE 200809L
#include "seat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "port.h"
#include "crand.h"
#include "error.h"
#include "guard.h"
#include "judge.h"

void seat_init(struct seat *s, const struct player_def *def, int index, size_t turn_size, struct out *log)
{
    s->def = def;
    s->index = index;
    s->memory = fence_alloc(&s->fences[0], def->memory_size, "its memory");
    s->turn = fence_alloc(&s->fences[1], turn_size, "its turn block");
    s->turn_size = turn_size;
    s->capture = -1;
    s->captured = 0;
    seat_log_init(&s->log, log, def->name, index);
    s->judge = NULL;
    s->fault = SEAT_OK;
    s->frozen_round = -1;
}

void seat_release(struct seat *s)
{
    if (s->judge)
        judge_stop(s->judge);
    if (s->capture >= 0)
        close(s->capture);
    fence_free(&s->fences[0]);
    fence_free(&s->fences[1]);
    memset(s, 0, sizeof *s);
}

const char *seat_fault_reason(enum seat_fault f)
{
    switch (f) {
    case SEAT_OK: return "ok";
    case SEAT_TOO_MANY_ORDERS: return "too many orders in one round";
    case SEAT_BAD_ORDERS: return "malformed orders";
    case SEAT_TIMEOUT: return "out of CPU time";
    case SEAT_CRASH: return "crashed";
    case SEAT_FORBIDDEN_CALL: return "forbidden system call";
    case SEAT_OUT_OF_MEMORY: return "out of memory";
    case SEAT_NO_ANSWER: return "stopped answering";
    case SEAT_OUTPUT_FLOOD: return "floods its output";
    case SEAT_OUT_OF_TURN: return "computed out of its turn";
    case SEAT_TOO_MANY_DRAWS: return "too many rand() calls in one round";
    case SEAT_NOT_JUDGED: return "not judged: the machine's fault";
    case SEAT_BAD_MESSAGE: return "broke the judge's protocol";
    }
    return "unknown fault";
}

const char *seat_fault_key(enum seat_fault f)
{
    switch (f) {
    case SEAT_OK: return "ok";
    case SEAT_TOO_MANY_ORDERS: return "orders";
    case SEAT_BAD_ORDERS: return "malformed";
    case SEAT_TIMEOUT: return "cpu";
    case SEAT_CRASH: return "crash";
    case SEAT_FORBIDDEN_CALL: return "syscall";
    case SEAT_OUT_OF_MEMORY: return "memory";
    case SEAT_NO_ANSWER: return "watchdog";
    case SEAT_OUTPUT_FLOOD: return "output";
    case SEAT_OUT_OF_TURN: return "out-of-turn";
    case SEAT_TOO_MANY_DRAWS: return "rand";
    case SEAT_NOT_JUDGED: return "busy";
    case SEAT_BAD_MESSAGE: return "protocol";
    }
    return "unknown";
}

const char *seat_fault_text(const struct seat *s, char *buf, size_t size)
{
    const char *detail = s->judge ? s->judge->detail : "";
    snprintf(buf, size, "%s%s%s%s", s->fault == SEAT_OK ? "" : seat_fault_reason(s->fault), detail[0] ? " (" : "",
             detail, detail[0] ? ")" : "");
    return buf;
}

void seat_freeze(struct seat *s, enum seat_fault f, int round, struct out *log)
{
    char why[160];
    s->fault = f;
    s->frozen_round = round;
    out_printf(log, "warning: player %s frozen in round %d: %s\n", s->def->name, round,
               seat_fault_text(s, why, sizeof why));
    if (s->judge)
        judge_stop(s->judge);
}

double seat_status(const struct seat *s)
{
    if (s->fault != SEAT_OK)
        return -1;
    if (!s->judge)
        return 0;
    double used = s->judge->cpu_used / s->judge->limits->cpu_seconds;
    return used < 1 ? used : 1;
}

int seat_capture_output(struct seat *s)
{
    s->capture = port_scratch_file();
    return s->capture < 0 ? error_errno("cannot keep player %s's output apart", s->def->name) : 0;
}

/* Output of the player to its capture file from now on; returns the descriptor that was
 * standard error. */
static int capture_begin(struct seat *s)
{
    fflush(stderr);
    int shown = dup(STDERR_FILENO);
    if (shown >= 0)
        dup2(s->capture, STDERR_FILENO);
    return shown;
}

static void capture_end(int shown)
{
    fflush(stderr);
    dup2(shown, STDERR_FILENO);
    close(shown);
}

void seat_debug(struct seat *s, struct debug_file *d, int frame, int round)
{
    struct marks marks; /* not zeroed: 3.6 KB a turn; only the first `count` are read */
    marks.count = marks.dropped = 0;
    char out[DEBUG_LOG_ROUND_MAX];
    size_t len = 0, cut = 0;
    if (s->judge) {
        if (s->judge->turn)
            marks_copy_checked(&marks, marks_of_turn(s->judge->turn, s->turn_size));
        len = debug_take_output(s->judge->output_fd, &s->judge->output_seen, -1, out, sizeof out, &cut);
    } else {
        marks_copy_checked(&marks, marks_of_turn(s->turn, s->turn_size));
        /* a local player's output is kept apart only to be shown as it is read */
        len = debug_take_output(s->capture, &s->captured, STDERR_FILENO, out, sizeof out, &cut);
    }
    char why[160];
    const char *frozen = s->fault != SEAT_OK ? seat_fault_text(s, why, sizeof why) : NULL;
    debug_file_turn(d, frame, round, s->index, &marks, out, len, cut, frozen);
}

/* Judge mode: the player's process plays; its orders land in s->turn. */
static enum seat_fault play_remote(struct seat *s, const struct game_ops *ops, const struct game *g,
                                   const struct turn_layout *layout, int round)
{
    ops->begin_turn(g, s->index, s->judge->turn + layout->view_offset);
    return judge_turn(s->judge, round, layout, (char *)s->turn + layout->orders_offset);
}

/* A player's printf goes through stderr's buffer, in its place among the log lines
 * (glibc and macOS let stdout be assigned; descriptor 1 is stderr too when the replay is
 * on standard output, see arena_play). Where stdout cannot be assigned (musl, Windows:
 * ARENA_NO_STDOUT_SWAP), descriptor 1 is pointed at standard error for the turn. */
#ifdef ARENA_NO_STDOUT_SWAP
typedef int saved_stdout;
static saved_stdout stdout_to_stderr(void)
{
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    return saved;
}
static void stdout_back(saved_stdout saved)
{
    fflush(stdout);
    if (saved >= 0) {
        dup2(saved, STDOUT_FILENO);
        close(saved);
    }
}
#else
typedef FILE *saved_stdout;
static saved_stdout stdout_to_stderr(void)
{
    FILE *real = stdout;
    stdout = stderr;
    return real;
}
static void stdout_back(saved_stdout saved)
{
    stdout = saved;
}
#endif

/* Runs fn(s, arg) as the seat's own code in this process: its output in its place among
 * the log lines (and kept apart when asked), a crash named as its own. */
static void run_local(struct seat *s, int round, struct out *log, void (*fn)(struct seat *, void *), void *arg)
{
    /* The log goes into stdio's stderr before the player writes there itself. */
    out_flush(log);
    int shown = s->capture >= 0 ? capture_begin(s) : -1;
    saved_stdout real_stdout = stdout_to_stderr();
    guard_enter_player(s->def->name, s->index, round, s->fences, 2);
    fn(s, arg);
    char broken[120];
    for (int k = 0; k < 2; k++)
        if (fence_broken(&s->fences[k], broken, sizeof broken))
            guard_player_broke(broken);
    guard_leave_player();
    stdout_back(real_stdout);
    if (shown >= 0)
        capture_end(shown);
}

static void local_turn(struct seat *s, void *ops_)
{
    const struct game_ops *ops = ops_;
    struct marks *marks = marks_of_turn(s->turn, s->turn_size);
    marks_reset(marks);
    if (ops->player->shares_rand)
        crand_play(crand_of_turn(s->turn, s->turn_size));
    ops->player->play_turn(s->def, s->memory, s->turn, &s->log, marks);
    crand_stop();
}

void seat_play(struct seat *s, const struct game_ops *ops, struct game *g, const struct turn_layout *layout,
               int round, struct out *log)
{
    int shares = ops->player->shares_rand;
    /* the block the player plays on: in its process in judge mode */
    void *turn = s->judge ? (void *)s->judge->turn : s->turn;
    if (shares)
        crand_deal(crand_of_turn(turn, s->turn_size), ops->shared_rand(g));
    if (s->judge) {
        enum seat_fault f = play_remote(s, ops, g, layout, round);
        if (f == SEAT_NOT_JUDGED) { /* no verdict: the match stops (match_run) */
            s->fault = f;
            s->frozen_round = round;
            return;
        }
        if (f != SEAT_OK) {
            seat_freeze(s, f, round, log);
            return;
        }
    } else {
        ops->begin_turn(g, s->index, (char *)s->turn + layout->view_offset);
        run_local(s, round, log, local_turn, (void *)ops);
    }
    enum seat_fault f = ops->check_orders(g, s->index, (char *)s->turn + layout->orders_offset);
    struct crand_turn drawn;
    if (f == SEAT_OK && shares)
        f = crand_take(crand_of_turn(turn, s->turn_size), &drawn);
    if (f != SEAT_OK) {
        seat_freeze(s, f, round, log);
        return;
    }
    if (shares) /* before the next seat's turn: it draws where this one stopped */
        crand_apply(&drawn, ops->shared_rand(g));
}

static void local_finish(struct seat *s, void *unused)
{
    (void)unused;
    s->def->finish(s->memory);
}

void seat_finish(struct seat *s, int round, struct out *log)
{
    if (s->fault != SEAT_OK)
        return;
    if (s->judge)
        judge_finish(s->judge);
    else if (s->def->finish)
        run_local(s, round, log, local_finish, NULL);
}
