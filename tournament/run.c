/* run.c — the local pool of match processes and the GNU parallel pipeline. */
#define _GNU_SOURCE
#include "run.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "db.h"
#include "error.h"
#include "progress.h"
#include "task.h"

volatile int run_stopping;

static void on_stop(int sig)
{
    (void)sig;
    run_stopping = 1;
}

void run_catch_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop; /* no SA_RESTART: a wait() returns at once */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

/* Records an outcome: a played match, or a failure noted (it stays pending). */
static int store(struct tournament *t, sqlite3 *db, const struct outcome *o)
{
    if (o->played)
        return db_record(db, t, o);
    db_failure(db, t->id, o->idx, o->error);
    return 0;
}

/* After this many failures in a row with none played, the setup is wrong: stop. */
static long give_up_after(int jobs)
{
    return jobs * 2 > 4 ? jobs * 2 : 4;
}

/* Takes the next match of the queue that no other runner plays (leased for this one) into
 * *idx; matches other runners hold go to `later`. 1: one taken, 0: none left, -1: error. */
static int next_match(sqlite3 *db, long long tournament, const long *queue, long n, long *next, long *later,
                      long *nb_later, struct progress *p, long *idx)
{
    while (*next < n) {
        long k = queue[(*next)++];
        enum claim c = db_claim(db, tournament, k);
        if (c == CLAIM_ERROR)
            return -1;
        if (c == CLAIM_MINE) {
            *idx = k;
            return 1;
        }
        if (c == CLAIM_TAKEN)
            later[(*nb_later)++] = k;
        else
            progress_elsewhere(p);
    }
    return 0;
}

long run_local(struct tournament *t, sqlite3 *db, const long *pending, long n, int jobs, int quiet)
{
    char tmp[3072]; /* room for its files' names in struct running */
    int lock;
    if (task_tmp_make("arena-tournament", tmp, sizeof tmp, &lock) < 0)
        return -1;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    struct running *slot = xcalloc((size_t)jobs, sizeof *slot);
    long *queue = xmalloc(((size_t)n + 1) * sizeof *queue), *later = xmalloc(((size_t)n + 1) * sizeof *later);
    memcpy(queue, pending, (size_t)n * sizeof *queue);
    struct progress p;
    progress_start(&p, n, quiet);
    long next = 0, nb_later = 0, busy = 0, failed = 0, in_a_row = 0, played = 0;
    unsigned char *not_judged = xcalloc((size_t)t->nb_scheduled + 1, 1); /* tries, by match */
    char last_error[T_REASON_MAX] = "";
    int broken = 0;
    for (;;) {
        for (int k = 0; k < jobs && !run_stopping && !broken; k++) {
            long idx;
            if (slot[k].pid > 0)
                continue;
            int got = next_match(db, t->id, queue, n, &next, later, &nb_later, &p, &idx);
            if (got == 0)
                break;
            if (got < 0 || task_start(t, idx, cpus > 0 ? (int)(k % cpus) : -1, tmp, &slot[k]) < 0) {
                broken = 1;
                break;
            }
            busy++;
        }
        if (busy == 0) {
            if (nb_later == 0 || broken || run_stopping)
                break;
            /* the rest is in other runners' hands: wait for them to store it, or to die */
            sleep(1);
            memcpy(queue, later, (size_t)nb_later * sizeof *queue);
            n = nb_later;
            next = nb_later = 0;
            continue;
        }
        int status;
        pid_t pid = waitpid(-1, &status, 0);
        if (pid < 0) {
            if (errno != EINTR)
                break;
            if (run_stopping) /* end the matches in flight: they are played again on resume */
                for (int k = 0; k < jobs; k++)
                    if (slot[k].pid > 0)
                        kill(slot[k].pid, SIGTERM);
            continue;
        }
        for (int k = 0; k < jobs; k++) {
            if (slot[k].pid != pid)
                continue;
            struct outcome o;
            task_finish(t, &slot[k], status, &o);
            slot[k].pid = 0;
            busy--;
            if (run_stopping && !o.played)
                break; /* ended by us: not a failure of the match */
            if (o.not_judged && o.idx >= 0 && o.idx < t->nb_scheduled && ++not_judged[o.idx] < TASK_NOT_JUDGED_TRIES) {
                /* no verdict: played again, after the queue, up to TASK_NOT_JUDGED_TRIES times
                 * (then it stays pending, as a failure, for the next run) */
                later[nb_later++] = o.idx;
                continue;
            }
            if (store(t, db, &o) < 0)
                broken = 1;
            db_renew_leases(db);
            if (o.played) {
                played++;
                in_a_row = 0;
            } else {
                failed++;
                snprintf(last_error, sizeof last_error, "%s", o.error);
                if (++in_a_row >= give_up_after(jobs) && played == 0)
                    broken = 1;
            }
            progress_step(&p, !o.played);
        }
    }
    db_release_leases(db); /* of matches not stored: failed or interrupted */
    progress_end(&p);
    free(slot);
    free(queue);
    free(later);
    free(not_judged);
    task_tmp_remove(tmp, lock);
    if (broken && last_error[0])
        error("every match fails: %s", last_error);
    return broken || run_stopping ? -1 : failed;
}

int run_store_line(struct tournament *t, sqlite3 *db, const char *line, struct outcome *o)
{
    if (task_parse_record(line, o) < 0)
        return 0;
    if (o->tournament != t->id || o->idx < 0 || o->idx >= t->nb_scheduled) {
        warning("a record of another tournament (%lld, match %ld) is left out", o->tournament, o->idx);
        return 0;
    }
    task_replay_path(t, o->idx, o->replay, sizeof o->replay);
    if (o->played && o->nb_seats != t->schedule[o->idx].nb_seats) {
        o->played = 0;
        snprintf(o->error, sizeof o->error, "a record with %d seats", o->nb_seats);
    }
    return store(t, db, o) < 0 ? -1 : 1;
}

long run_collect(struct tournament *t, sqlite3 *db, FILE *in, const char *name)
{
    /* every line read and checked before one is stored: a bad file stores nothing */
    char *line = NULL, **lines = NULL;
    size_t cap = 0;
    long n = 0, lineno = 0;
    ssize_t len;
    struct outcome o;
    int bad = 0;
    while (!bad && (len = getline(&line, &cap, in)) >= 0) {
        lineno++;
        if (strspn(line, " \t\r\n") == (size_t)len)
            continue; /* a blank line: nothing */
        if (memchr(line, '\0', (size_t)len) || task_parse_record(line, &o) < 0) {
            bad = error("%s:%ld: %s, found '%s'", name, lineno,
                        strncmp(line, "arena-task\t", 11) == 0
                            ? "a task line, not a record line (--run-task plays it and prints its record line)"
                            : "not a record line (arena-record ..., what --run-task prints)",
                        quote(line, strcspn(line, "\r\n")).text);
            continue;
        }
        if ((n & (n - 1)) == 0) /* n a power of 2 (or 0): room for as many again */
            lines = xrealloc(lines, (size_t)(n ? 2 * n : 1) * sizeof *lines);
        lines[n++] = xstrdup(line);
    }
    if (!bad && ferror(in))
        bad = error_errno("cannot read %s", name);
    long stored = 0;
    for (long k = 0; k < n; k++) {
        int got = bad ? 0 : run_store_line(t, db, lines[k], &o);
        if (got < 0)
            bad = -1;
        else if (got > 0)
            stored += o.played;
        free(lines[k]);
    }
    free(lines);
    free(line);
    return bad ? -1 : stored;
}

long run_task_list(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *path, long *listed,
                   long *taken)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return error_errno("cannot write the task list %s", path);
    long nb = 0;
    *taken = 0;
    for (long k = 0; k < n; k++) {
        enum claim c = db_claim(db, t->id, pending[k]);
        if (c == CLAIM_ERROR) {
            fclose(f);
            unlink(path);
            db_release_leases(db);
            return -1;
        }
        *taken += c == CLAIM_TAKEN;
        if (c != CLAIM_MINE)
            continue;
        char *line = task_line(t, pending[k]);
        fprintf(f, "%s\n", line);
        free(line);
        listed[nb++] = pending[k];
    }
    if (ferror(f) | fclose(f)) { /* a full disk: the list is not all there */
        error_errno("cannot write the task list %s", path);
        unlink(path);
        db_release_leases(db);
        return -1;
    }
    return nb;
}

long run_rounds(struct tournament *t, sqlite3 *db, const long *pending, long n, run_round_fn *round, void *arg)
{
    long *todo = xmalloc(((size_t)n + 1) * sizeof *todo), *listed = xmalloc(((size_t)n + 1) * sizeof *listed);
    unsigned char *again = xcalloc((size_t)t->nb_scheduled + 1, 1);
    memcpy(todo, pending, (size_t)n * sizeof *todo);
    long nb = n, failed = 0, taken = 0;
    int broken = 0;
    for (int r = 0; r < RUN_ROUNDS && nb > 0 && !broken && !run_stopping; r++) {
        long nb_listed = 0, round_taken = 0;
        for (long k = 0; k < nb; k++)
            again[todo[k]] = 1; /* until a record says otherwise */
        broken = round(t, db, todo, nb, listed, &nb_listed, &round_taken, again, arg) < 0;
        if (r == 0) {
            taken = round_taken;
            if (taken > 0)
                warning("%ld matches are being played by another runner: the same command later stores them", taken);
        }
        db_release_leases(db);
        /* the matches whose host was lost (or that were not judged): again, elsewhere */
        long left = 0, lost = 0;
        for (long k = 0; k < nb_listed; k++) {
            long idx = listed[k];
            if (again[idx] == 1)
                todo[left++] = idx, lost++;
            else if (again[idx] == 2)
                failed++; /* a failure of its own: the next run tries it */
            again[idx] = 0;
        }
        nb = left;
        if (nb > 0 && r + 1 < RUN_ROUNDS && !broken && !run_stopping)
            warning("%ld matches lost with their host (or not judged): played again", lost);
    }
    failed += nb;
    free(todo);
    free(listed);
    free(again);
    return broken || run_stopping ? -1 : failed + taken;
}

void run_note_outcome(unsigned char *again, const struct outcome *o)
{
    again[o->idx] = o->played ? 0 : task_machine_fault(o) ? 1 : 2;
}

struct parallel_args {
    const char *sshloginfile, *self, *tmp;
    int jobs, quiet;
};

/* One round through GNU parallel: the task lines of todo[] (leased) run on the hosts. */
static int parallel_round(struct tournament *t, sqlite3 *db, const long *todo, long n, long *listed, long *nb_listed,
                          long *taken, unsigned char *again, void *arg)
{
    const struct parallel_args *a = arg;
    char tasks[3100];
    snprintf(tasks, sizeof tasks, "%s/tasks", a->tmp);
    long got_listed = run_task_list(t, db, todo, n, tasks, listed, taken);
    if (got_listed < 0)
        return -1;
    *nb_listed = got_listed;
    char jobs_arg[32], timeout[32];
    snprintf(jobs_arg, sizeof jobs_arg, "%d", a->jobs);
    /* a match is bounded in wall time, the link to its host by ssh's keep-alive: a lost
     * host never holds the runner */
    int seats = t->nb_scheduled > 0 ? t->schedule[0].nb_seats : 0;
    snprintf(timeout, sizeof timeout, "%.0f", task_wall_bound(seats, t->cpu_seconds));
    char *ssh = task_ssh_command();
    /* each task line is one argument ({}), quoted by parallel for the remote shell;
     * a failed one is tried again on another host (--retries), then in the next round */
    char *argv[] = {"parallel", "--will-cite", "--sshloginfile", (char *)a->sshloginfile, "--ssh", ssh, "--retries",
                    "3", "--timeout", timeout, "-j", a->jobs > 0 ? jobs_arg : "100%", "-a", tasks,
                    (char *)a->self, "--run-task", "{}", NULL};
    int out;
    pid_t pid = task_spawn_reading(argv, 0, "(GNU parallel: apt install parallel)", &out);
    free(ssh);
    if (pid < 0) {
        unlink(tasks);
        return error_errno("cannot start GNU parallel");
    }
    FILE *in = fdopen(out, "r");
    struct progress p;
    progress_start(&p, got_listed, a->quiet);
    char *line = NULL;
    size_t cap = 0;
    int broken = 0;
    while (!broken && getline(&line, &cap, in) > 0) {
        struct outcome o;
        int got = run_store_line(t, db, line, &o);
        broken = got < 0;
        if (got > 0) {
            run_note_outcome(again, &o);
            progress_step(&p, !o.played);
            db_renew_leases(db);
        }
    }
    free(line);
    fclose(in);
    int status;
    if (broken || run_stopping)
        kill(pid, SIGTERM);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        if (run_stopping)
            kill(pid, SIGTERM);
    progress_end(&p);
    unlink(tasks);
    return broken || (WIFEXITED(status) && WEXITSTATUS(status) == 127) ? -1 : 0;
}

long run_parallel(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *sshloginfile,
                  int jobs, const char *self, int quiet)
{
    char tmp[3072];
    int lock;
    if (task_tmp_make("arena-tournament", tmp, sizeof tmp, &lock) < 0)
        return -1;
    struct parallel_args a = {sshloginfile, self, tmp, jobs, quiet};
    long failed = run_rounds(t, db, pending, n, parallel_round, &a);
    task_tmp_remove(tmp, lock);
    return failed;
}
