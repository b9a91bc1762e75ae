/* slurm.c — a tournament's matches as a Slurm job array, in one step: the task lines, the
 * batch script and the records' folder made here, `sbatch --wait`, the records stored as
 * they come; matches lost with a node played again in another array. */
#define _GNU_SOURCE
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
};

/* The batch script of one array: element K plays line K of tasks and leaves its record
 * as records/K.rec (written beside, then renamed: a node lost half-way leaves none). */
static int write_script(const char *path, const char *dir, const char *self)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return error_errno("cannot write %s", path);
    fprintf(f,
            "#!/bin/sh\n"
            "# arena: one match of the task list per array element (bin/tournament --slurm)\n"
            "k=$SLURM_ARRAY_TASK_ID\n"
            "line=$(sed -n \"${k}p\" '%s/tasks')\n"
            "'%s' --run-task \"$line\" >'%s/records/'$k.new\n"
            "mv '%s/records/'$k.new '%s/records/'$k.rec\n",
            dir, self, dir, dir, dir);
    if (ferror(f) | fclose(f))
        return error_errno("cannot write %s", path);
    return chmod(path, 0755) < 0 ? error_errno("cannot make %s executable", path) : 0;
}

/* Stores the records of dir/records not stored yet (seen[K] for element K). */
static int store_records(struct tournament *t, sqlite3 *db, const char *dir, unsigned char *seen, long n,
                         unsigned char *again, struct progress *p)
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

static int slurm_round(struct tournament *t, sqlite3 *db, const long *todo, long n, long *listed, long *nb_listed,
                       long *taken, unsigned char *again, void *arg)
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
    snprintf(path, sizeof path, "%s/job.sh", dir);
    if (write_script(path, dir, a->self) < 0) {
        remove_round(dir);
        return -1;
    }
    if (a->jobs > 0)
        snprintf(array, sizeof array, "--array=1-%ld%%%d", nb, a->jobs);
    else
        snprintf(array, sizeof array, "--array=1-%ld", nb);
    /* Slurm's wall bound on each element, in whole minutes */
    int seats = t->nb_scheduled > 0 ? t->schedule[0].nb_seats : 0;
    snprintf(time_limit, sizeof time_limit, "--time=%.0f", ceil(task_wall_bound(seats, t->cpu_seconds) / 60));
    snprintf(job_name, sizeof job_name, "--job-name=arena-t%lld", t->id);
    snprintf(output, sizeof output, "--output=%s/sbatch.out", dir);
    char *words = xstrdup(a->options ? a->options : ""), *argv[80];
    int k = 0;
    const char *fixed[] = {"sbatch", "--wait", "--parsable", "--quiet", array, time_limit, job_name, output};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        argv[k++] = (char *)fixed[i];
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w && k < 70; w = strtok_r(NULL, " ", &save))
        argv[k++] = w;
    argv[k++] = path;
    argv[k] = NULL;
    int out[2];
    if (pipe(out) < 0) {
        free(words);
        remove_round(dir);
        return error_errno("cannot start sbatch");
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        execvp(argv[0], argv);
        dprintf(STDERR_FILENO, "error: cannot run sbatch (Slurm's client; apt install slurm-client): %s\n",
                strerror(errno));
        _exit(127);
    }
    free(words);
    close(out[1]);
    /* its job id (--parsable) comes at once; then sbatch waits for the whole array */
    char job[64] = "";
    FILE *in = fdopen(out[0], "r");
    if (in && fgets(job, sizeof job, in))
        job[strcspn(job, ";\n")] = '\0';
    if (in)
        fclose(in);
    unsigned char *seen = xcalloc((size_t)nb + 1, 1);
    struct progress p;
    progress_start(&p, nb, a->quiet);
    int status = 0, rc = 0;
    for (;;) {
        pid_t got = waitpid(pid, &status, WNOHANG);
        if (got == pid || (got < 0 && errno != EINTR))
            break;
        if (run_stopping) { /* the array is cancelled: its matches are played again on resume */
            if (job[0] && fork() == 0) {
                execlp("scancel", "scancel", "--quiet", job, (char *)NULL);
                _exit(127);
            }
            kill(pid, SIGTERM);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
                ;
            break;
        }
        if (store_records(t, db, dir, seen, nb, again, &p) < 0) {
            rc = -1;
            break;
        }
        sleep(1);
    }
    while (waitpid(-1, NULL, WNOHANG) > 0) /* scancel */
        ;
    if (rc == 0 && !run_stopping)
        rc = store_records(t, db, dir, seen, nb, again, &p);
    progress_end(&p);
    free(seen);
    if (!job[0] && !run_stopping) {
        snprintf(path, sizeof path, "%s/sbatch.out", dir);
        rc = error("sbatch took no job array (status %d): see its message above",
                   WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
    if (rc == 0 || !job[0])
        remove_round(dir);
    return rc;
}

long run_slurm(struct tournament *t, sqlite3 *db, const long *pending, long n, const char *sbatch_options, int jobs,
               const char *self, const char *work_dir, int quiet)
{
    struct slurm_args a = {sbatch_options, self, work_dir, jobs, quiet, 0};
    if (make_dirs(work_dir) < 0)
        return -1;
    long left = run_rounds(t, db, pending, n, slurm_round, &a);
    rmdir(work_dir); /* if empty: another runner's rounds may be there */
    return left;
}
