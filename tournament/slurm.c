/* slurm.c — a tournament's matches as a Slurm job array, in one step: the task lines, the
 * batch script and the records' folder made here, sbatch, the records stored as they come
 * until squeue no longer lists the array; an element plays several task lines, so that
 * Slurm's scheduling is a small share of its time; matches lost with a node played again
 * in another array. */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "db.h"
#include "entrants.h"
#include "error.h"
#include "progress.h"
#include "run.h"
#include "task.h"

struct slurm_args {
    const char *options, *self, *work_dir;
    int jobs, quiet, round;
    long batch;      /* task lines an element, 0: sized here */
    long cpus;       /* the partition's CPUs (0: unknown) */
    double max_time; /* its MaxTime, seconds (0: none) */
};

/* Seconds of play an element is given at least: an element's scheduling (about 2.6 s
 * with Debian's default SchedulerParameters) then stays under a tenth of it. */
#define SLURM_ELEMENT_SECONDS 30.0
/* Elements a slot at least: the slots then end close together, each element still cheap. */
enum { SLURM_ELEMENTS_A_SLOT = 2 };

/* The batch script of one array: element E plays lines (E-1)*batch+1 .. E*batch of tasks,
 * one after the other, each bounded by wall seconds, and leaves line K's record as
 * records/K.rec (written beside, then renamed): an element lost half-way loses only the
 * lines it had not played, and those alone are played again. */
static int write_script(const char *path, const char *dir, const char *self, long batch, long nb, double wall)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return error_errno("cannot write %s", path);
    fprintf(f,
            "#!/bin/sh\n"
            "# arena: %ld matches of the task list per array element (bin/tournament --slurm)\n"
            "k=$(( (SLURM_ARRAY_TASK_ID - 1) * %ld + 1 )); last=$((k + %ld - 1))\n"
            "[ $last -le %ld ] || last=%ld\n"
            "sed -n \"${k},${last}p\" '%s/tasks' | while IFS= read -r line; do\n"
            "    timeout -k 5 %.0f '%s' --run-task \"$line\" </dev/null >'%s/records/'$k.new\n"
            "    mv '%s/records/'$k.new '%s/records/'$k.rec\n"
            "    k=$((k + 1))\n"
            "done\n",
            batch, batch, batch, nb, nb, dir, wall, self, dir, dir, dir);
    if (ferror(f) | fclose(f))
        return error_errno("cannot write %s", path);
    return chmod(path, 0755) < 0 ? error_errno("cannot make %s executable", path) : 0;
}

/* Stores the records of dir/records not stored yet (seen[K] for element K). */
static int store_records(struct tournament *t, sqlite3 *db, const char *dir, unsigned char *seen, long n,
                         unsigned char *again, struct progress *p, long *stored)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/records", dir);
    DIR *d = opendir(path);
    if (!d)
        return error_errno("cannot read %s", path);
    int rc = 0;
    for (struct dirent *e; rc == 0 && (e = readdir(d));) {
        char *end;
        long k = strtol(e->d_name, &end, 10);
        if (k < 1 || k > n || strcmp(end, ".rec") != 0 || seen[k])
            continue;
        seen[k] = 1;
        ++*stored;
        snprintf(path, sizeof path, "%s/records/%s", dir, e->d_name);
        FILE *f = fopen(path, "r");
        char *line = NULL;
        size_t cap = 0;
        while (rc == 0 && f && getline(&line, &cap, f) > 0) {
            struct outcome o;
            int got = run_store_line(t, db, line, &o);
            if (got < 0)
                rc = -1;
            else if (got > 0) {
                run_note_outcome(again, &o);
                progress_step(p, !o.played);
            }
        }
        free(line);
        if (f)
            fclose(f);
    }
    closedir(d);
    db_renew_leases(db);
    return rc;
}

/* Runs argv, the start of its standard output into out (if out), its standard error
 * passed on, or into out too (with_errors); its exit status (127: not found). */
static int capture(char *const argv[], char *out, size_t size, int with_errors)
{
    int fd;
    pid_t pid = task_spawn_reading(argv, with_errors, "(Slurm's client: apt install slurm-client)", &fd);
    if (pid < 0)
        return error_errno("cannot run %s", argv[0]), 127;
    char buf[256];
    ssize_t n, got = 0;
    while ((n = read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
        if (n > 0 && out && got < (ssize_t)size - 1) {
            size_t take = (size_t)n < size - 1 - (size_t)got ? (size_t)n : size - 1 - (size_t)got;
            memcpy(out + got, buf, take);
            got += (ssize_t)take;
        }
    if (out)
        out[got] = '\0';
    close(fd);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

/* Removes a round's folder: its task list, script, records (all stored by now). */
static void remove_round(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/records", dir);
    DIR *d = opendir(path);
    if (d) {
        for (struct dirent *e; (e = readdir(d));)
            if (e->d_name[0] != '.')
                unlinkat(dirfd(d), e->d_name, 0);
        closedir(d);
    }
    rmdir(path);
    static const char *const files[] = {"tasks", "job.sh", "sbatch.out"};
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[k]);
        unlink(path);
    }
    rmdir(dir);
}

/* Seconds of a Slurm time ("infinite", [D-]H:M:S, M:S, M, D-H, D-H:M), 0: no limit. */
static double slurm_seconds(const char *text)
{
    long days = 0, part[3] = {0};
    const char *dash = strchr(text, '-');
    if (!isdigit((unsigned char)text[0]))
        return 0; /* infinite, UNLIMITED, n/a */
    if (dash) {
        days = atol(text);
        text = dash + 1;
    }
    int n = 0;
    for (char *end; n < 3 && isdigit((unsigned char)*text); text = *end == ':' ? end + 1 : end) {
        part[n++] = strtol(text, &end, 10);
        if (*end != ':')
            break;
    }
    /* with days: hours[:minutes[:seconds]]; without: minutes, minutes:seconds or h:m:s */
    double h = 0, m = 0, sec = 0;
    if (dash || n == 3)
        h = (double)part[0], m = (double)part[1], sec = (double)part[2];
    else
        m = (double)part[0], sec = (double)part[1];
    return ((double)days * 24 + h) * 3600 + m * 60 + sec;
}

/* The partition the array goes to (--partition= or -p in the sbatch options, else Slurm's
 * default): its CPUs (0: unknown) and its MaxTime in seconds (0: none), from sinfo. */
static void slurm_partition(const char *options, long *cpus, double *max_time)
{
    char asked[128] = "", out[4096] = "";
    const char *p = options ? strstr(options, "--partition") : NULL;
    const char *short_p = options ? strstr(options, "-p") : NULL;
    if (p)
        sscanf(p + strlen("--partition"), "%*[= ]%127[^ ,]", asked);
    else if (short_p && (short_p == options || short_p[-1] == ' '))
        sscanf(short_p + 2, " %127[^ ,]", asked);
    *cpus = 0;
    *max_time = 0;
    char *argv[] = {"sinfo", "--noheader", "--format=%P %C %l", NULL};
    if (capture(argv, out, sizeof out, 0) != 0)
        return;
    for (char *save = NULL, *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char name[128], counts[128], limit[64];
        if (sscanf(line, "%127s %127s %63s", name, counts, limit) != 3)
            continue;
        size_t len = strlen(name);
        int is_default = len > 0 && name[len - 1] == '*';
        name[len - is_default] = '\0';
        if (asked[0] ? strcmp(name, asked) != 0 : !is_default)
            continue;
        const char *total = strrchr(counts, '/'); /* allocated/idle/other/total */
        *cpus = total ? atol(total + 1) : 0;
        *max_time = slurm_seconds(limit);
        return;
    }
}

/* Task lines an element: --slurm-batch, or as many as SLURM_ELEMENT_SECONDS of the matches'
 * expected length (the mean of those of the game stored; none yet: no bound), but no more
 * than leaves SLURM_ELEMENTS_A_SLOT elements to each slot (-j N, or Slurm's CPUs). */
static long batch_size(const struct slurm_args *a, sqlite3 *db, const char *game, long nb)
{
    if (a->batch > 0)
        return a->batch;
    long slots = a->jobs > 0 ? a->jobs : a->cpus;
    if (slots <= 0)
        slots = 8;
    long even = (nb + SLURM_ELEMENTS_A_SLOT * slots - 1) / (SLURM_ELEMENTS_A_SLOT * slots);
    double expected = db_expected_wall(db, game);
    long by_length = expected > 0 ? (long)ceil(SLURM_ELEMENT_SECONDS / expected) : even;
    long batch = by_length < even ? by_length : even;
    /* a partition's MaxTime: an element expected to play half of it at most */
    if (a->max_time > 0 && expected > 0 && batch * expected > a->max_time / 2)
        batch = (long)(a->max_time / 2 / expected);
    return batch > 0 ? batch : 1;
}

static int slurm_round(struct tournament *t, sqlite3 *db, const long *todo, long n, long *listed,
                       long *nb_listed, long *taken, unsigned char *again, void *arg)
{
    struct slurm_args *a = arg;
    char dir[3072], path[4200], array[64], time_limit[32], job_name[64], output[4200];
    snprintf(dir, sizeof dir, "%s/t%lld-%d-r%d", a->work_dir, t->id, (int)getpid(), ++a->round);
    snprintf(path, sizeof path, "%s/records", dir);
    if (make_dirs(path) < 0)
        return -1;
    snprintf(path, sizeof path, "%s/tasks", dir);
    long nb = run_task_list(t, db, todo, n, path, listed, taken);
    if (nb <= 0) {
        remove_round(dir);
        return nb < 0 ? -1 : 0;
    }
    *nb_listed = nb;
    long batch = batch_size(a, db, t->game, nb), elements = (nb + batch - 1) / batch;
    int seats = t->nb_scheduled > 0 ? t->schedule[0].nb_seats : 0;
    double wall = task_wall_bound(seats, t->cpu_seconds);
    snprintf(path, sizeof path, "%s/job.sh", dir);
    if (write_script(path, dir, a->self, batch, nb, wall) < 0) {
        remove_round(dir);
        return -1;
    }
    fprintf(stderr, "info: %ld matches as %ld array elements of %ld\n", nb, elements, batch);
    if (a->jobs > 0)
        snprintf(array, sizeof array, "--array=1-%ld%%%d", elements, a->jobs);
    else
        snprintf(array, sizeof array, "--array=1-%ld", elements);
    /* Slurm's wall bound on each element, in whole minutes: its matches' bounds, at most
     * the partition's MaxTime (an element it stops loses only its unplayed lines) */
    double minutes = ceil(batch * wall / 60);
    if (a->max_time >= 60 && minutes > floor(a->max_time / 60)) {
        minutes = floor(a->max_time / 60);
        fprintf(stderr, "info: an element may run %.0f min, the partition's MaxTime (its bounds: %.0f)\n",
                minutes, ceil(batch * wall / 60));
    }
    snprintf(time_limit, sizeof time_limit, "--time=%.0f", minutes);
    snprintf(job_name, sizeof job_name, "--job-name=arena-t%lld", t->id);
    snprintf(output, sizeof output, "--output=%s/sbatch.out", dir);
    char *words = xstrdup(a->options ? a->options : ""), *argv[80];
    int k = 0;
    /* --no-requeue: an element lost with its node fails at once (Slurm would hold a
     * requeued one back for minutes); the next round plays it on a node that is up */
    const char *fixed[] = {"sbatch", "--parsable", "--no-requeue", array, time_limit, job_name, output};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        argv[k++] = (char *)fixed[i];
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w && k < 70; w = strtok_r(NULL, " ", &save))
        argv[k++] = w;
    argv[k++] = path;
    argv[k] = NULL;
    char job[64] = "";
    int status = capture(argv, job, sizeof job, 0);
    free(words);
    job[strcspn(job, ";\n")] = '\0';
    if (status != 0 || !job[0]) {
        remove_round(dir);
        return error("sbatch took no job array (its status %d): see its message above", status);
    }
    unsigned char *seen = xcalloc((size_t)nb + 1, 1);
    struct progress p;
    progress_start(&p, nb, a->quiet);
    int rc = 0;
    long stored = 0;
    for (double polled = 0; rc == 0;) {
        if (run_stopping) { /* the array is cancelled: its matches are played again on resume */
            char *cancel[] = {"scancel", "--quiet", job, NULL};
            capture(cancel, NULL, 0, 0);
            break;
        }
        rc = store_records(t, db, dir, seen, nb, again, &p, &stored);
        if (rc < 0 || stored == nb)
            break;
        /* the array's end: squeue no longer lists it, or no longer knows it (ended and
         * forgotten after MinJobAge, or slurmctld started afresh); when slurmctld does not
         * answer, it may be down for a while: the array waits, as its elements do */
        if (task_now() - polled >= 2) {
            char *queue[] = {"squeue", "--noheader", "--format=%i", "--jobs", job, NULL};
            char in_queue[256] = "";
            polled = task_now();
            int said = capture(queue, in_queue, sizeof in_queue, 1);
            if ((said == 0 && !in_queue[0]) || strstr(in_queue, "Invalid job id")) {
                rc = store_records(t, db, dir, seen, nb, again, &p, &stored);
                break;
            }
        }
        sleep(1);
    }
    progress_end(&p);
    free(seen);
    remove_round(dir);
    return rc;
}

long run_slurm(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *sbatch_options,
               int jobs, long batch, const char *self, const char *work_dir, int quiet)
{
    struct slurm_args a = {sbatch_options, self, work_dir, jobs, quiet, 0, batch, 0, 0};
    slurm_partition(sbatch_options, &a.cpus, &a.max_time);
    if (make_dirs(work_dir) < 0)
        return -1;
    long left = run_rounds(t, db, pending, n, slurm_round, &a);
    rmdir(work_dir); /* if empty: another runner's rounds may be there */
    return left;
}
