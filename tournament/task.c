/* task.c — the game's command line for a match, its child process, its outcome. */
#define _GNU_SOURCE
#include "task.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "db.h"
#include "error.h"
#include "hash.h"

enum { TASK_MAX_ARGS = 32 + T_MAX_SEATS };
/* In a task line, where the results file goes: each worker chooses its own. */
#define TASK_RESULTS "@RESULTS@"

double task_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void task_replay_path(const struct tournament *t, long idx, char *path, size_t size)
{
    if (!t->replay_dir || (t->keep_replays >= 0 && idx >= t->keep_replays))
        path[0] = '\0';
    else
        snprintf(path, size, "%s/t%lld-%06ld.res.gz", t->replay_dir, t->id, idx);
}

/* The game's arguments for one match (strings in buf), NULL-terminated; argv[0] the program. */
static void spec_argv(const struct match_spec *m, int core, const char *results, char *argv[], char buf[][64])
{
    int n = 0, b = 0;
    argv[n++] = (char *)m->game_bin;
    argv[n++] = "--judge";
    argv[n++] = "-q";
    if (!m->debug)
        argv[n++] = "--no-debug"; /* marks and logs are for a student's own matches */
    if (m->cpu_seconds > 0) {
        snprintf(buf[b], 64, "--cpu=%g", m->cpu_seconds);
        argv[n++] = buf[b++];
    }
    snprintf(buf[b], 64, "--memory=%d", m->memory_mb);
    argv[n++] = buf[b++];
    if (core >= 0)
        snprintf(buf[b], 64, "--core=%d", core);
    else
        snprintf(buf[b], 64, "--core=any");
    argv[n++] = buf[b++];
    argv[n++] = "--players-dir";
    argv[n++] = (char *)m->players_dir;
    argv[n++] = "-s";
    snprintf(buf[b], 64, "%lld", m->seed);
    argv[n++] = buf[b++];
    argv[n++] = "-i";
    argv[n++] = (char *)m->board;
    if (m->replay && m->replay[0]) {
        argv[n++] = "-o";
        argv[n++] = (char *)m->replay;
    }
    if (results) {
        argv[n++] = "-r";
        argv[n++] = (char *)results;
    }
    for (int s = 0; s < m->nb_seats; s++)
        argv[n++] = (char *)m->names[s];
    argv[n] = NULL;
}

/* Match idx of a tournament as a match_spec (its replay path into replay). */
static void tournament_spec(const struct tournament *t, long idx, struct match_spec *m, char *replay,
                            size_t replay_size)
{
    const struct scheduled *s = &t->schedule[idx];
    task_replay_path(t, idx, replay, replay_size);
    *m = (struct match_spec){.game_bin = t->game_bin, .players_dir = t->players_dir,
                             .board = t->boards[s->board].path, .replay = replay, .cpu_seconds = t->cpu_seconds,
                             .memory_mb = t->memory_mb, .seed = s->seed, .nb_seats = s->nb_seats};
    for (int k = 0; k < s->nb_seats; k++)
        m->names[k] = t->entrants[s->seat[k]].name;
}

/* fork + exec of argv: standard output to /dev/null (no replay there), standard error
 * to `errors`. */
static pid_t spawn(char *const argv[], const char *errors)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    int null = open("/dev/null", O_WRONLY);
    int err = open(errors, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (null < 0 || err < 0 || dup2(null, STDOUT_FILENO) < 0 || dup2(err, STDERR_FILENO) < 0)
        _exit(126);
    /* its own process group: the runner's Ctrl-C reaches it, a kill of the group ends it */
    signal(SIGINT, SIG_DFL);
    execv(argv[0], argv);
    dprintf(STDERR_FILENO, "error: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

pid_t task_spawn_reading(char *const argv[], int with_errors, const char *hint, int *fd)
{
    int p[2];
    if (pipe2(p, O_CLOEXEC) < 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        sigset_t none; /* (a server's threads block SIGINT and SIGTERM; its commands do not) */
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        dup2(p[1], STDOUT_FILENO);
        if (with_errors)
            dup2(p[1], STDERR_FILENO);
        execvp(argv[0], argv);
        dprintf(STDERR_FILENO, "error: cannot run %s%s%s: %s\n", argv[0], hint ? " " : "", hint ? hint : "",
                strerror(errno));
        _exit(127);
    }
    close(p[1]);
    if (pid < 0)
        close(p[0]);
    else
        *fd = p[0];
    return pid;
}

int task_start_spec(const struct match_spec *m, long idx, int core, const char *tmp_dir, struct running *r)
{
    char *argv[TASK_MAX_ARGS], buf[8][64];
    r->idx = idx;
    snprintf(r->results, sizeof r->results, "%s/%ld.tsv", tmp_dir, idx);
    snprintf(r->errors, sizeof r->errors, "%s/%ld.err", tmp_dir, idx);
    spec_argv(m, core, r->results, argv, buf);
    r->started = task_now();
    r->pid = spawn(argv, r->errors);
    if (r->pid < 0)
        return error_errno("cannot start a match");
    return 0;
}

int task_start(const struct tournament *t, long idx, int core, const char *tmp_dir, struct running *r)
{
    struct match_spec m;
    char replay[4096];
    tournament_spec(t, idx, &m, replay, sizeof replay);
    return task_start_spec(&m, idx, core, tmp_dir, r);
}

/* Tabs and line ends would break the record lines. */
static void flatten(char *s)
{
    for (; *s; s++)
        if (*s == '\t' || *s == '\n' || *s == '\r')
            *s = ' ';
}

/* The match's own error line (the last "error: " line of its standard error). */
static void read_error(const char *path, char *why, size_t size)
{
    FILE *f = fopen(path, "r");
    char line[1024];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "error: ", 7) == 0) {
            size_t n = strlen(line + 7);
            n = n < size ? n : size - 1;
            memcpy(why, line + 7, n);
            why[n] = '\0';
        }
    if (f)
        fclose(f);
    flatten(why);
}

static int read_results(const char *path, struct outcome *o)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[1024];
    int header = 1, n = 0;
    while (fgets(line, sizeof line, f) && n < T_MAX_SEATS) {
        if (header) {
            header = 0;
            continue;
        }
        line[strcspn(line, "\n")] = '\0';
        struct seat_outcome *s = &o->seat[n];
        int seat, used = 0;
        if (sscanf(line, "%d\t%63[^\t]\t%d\t%lf\t%15[^\t]\t%d\t%n", &seat, s->name, &s->score, &s->cpu_seconds,
                   s->fault, &s->frozen_round, &used) < 6 || seat != n)
            break;
        snprintf(s->reason, sizeof s->reason, "%s", line + used);
        n++;
    }
    fclose(f);
    o->nb_seats = n;
    return 0;
}

void task_collect(const struct running *r, int wait_status, int expected_seats, struct outcome *o)
{
    o->wall_seconds = task_now() - r->started;
    if (WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == 0 && read_results(r->results, o) == 0 &&
        o->nb_seats > 0 && (!expected_seats || o->nb_seats == expected_seats)) {
        o->played = 1;
    } else {
        o->played = 0;
        o->nb_seats = 0;
        o->not_judged = WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == 4; /* engine/arena.h */
        if (o->not_judged) { /* said in the record line too: a remote runner plays it again */
            /* with the game's reason (its line up to "; the machine's fault"), for whoever
             * waits for a quieter machine to know why */
            char why[T_REASON_MAX] = "";
            read_error(r->errors, why, sizeof why);
            why[strcspn(why, ";")] = '\0';
            snprintf(o->error, sizeof o->error, TASK_NOT_JUDGED "%s%s", why[0] ? ": " : "", why);
        }
        if (WIFSIGNALED(wait_status))
            snprintf(o->error, sizeof o->error, TASK_KILLED " %d", WTERMSIG(wait_status));
        else if (!o->not_judged)
            read_error(r->errors, o->error, sizeof o->error);
        if (!o->error[0])
            snprintf(o->error, sizeof o->error, "the match ended with status %d and no result",
                     WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : -1);
    }
    unlink(r->results);
    unlink(r->errors);
}

void task_finish(const struct tournament *t, const struct running *r, int wait_status, struct outcome *o)
{
    memset(o, 0, sizeof *o);
    o->tournament = t->id;
    o->idx = r->idx;
    task_replay_path(t, r->idx, o->replay, sizeof o->replay);
    task_collect(r, wait_status, t->schedule[r->idx].nb_seats, o);
}

/* Removes a temporary folder and the files in it (it has no folders). */
static void remove_flat_dir(const char *path)
{
    DIR *d = opendir(path);
    if (d) {
        for (struct dirent *e; (e = readdir(d));)
            if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
                unlinkat(dirfd(d), e->d_name, 0);
        closedir(d);
    }
    rmdir(path);
}

/* Removes the folders PREFIX-PID-XXXXXX of tmp whose process is gone: their lock file is
 * not locked (flock is released when its process dies, even by SIGKILL); one without a
 * lock file yet (being made) only when its pid is gone and it is a minute old. */
static void remove_stale(const char *tmp, const char *prefix)
{
    DIR *d = opendir(tmp);
    if (!d)
        return;
    size_t n = strlen(prefix);
    for (struct dirent *e; (e = readdir(d));) {
        const char *name = e->d_name;
        char *end, path[4096], lock[4200];
        if (strncmp(name, prefix, n) != 0 || name[n] != '-' || name[n + 1] < '1' || name[n + 1] > '9')
            continue;
        long pid = strtol(name + n + 1, &end, 10);
        struct stat st;
        if (*end != '-' || strlen(end + 1) != 6 || pid <= 0 || pid == getpid() ||
            (size_t)snprintf(path, sizeof path, "%s/%s", tmp, name) >= sizeof path ||
            lstat(path, &st) < 0 || !S_ISDIR(st.st_mode) || st.st_uid != getuid())
            continue;
        snprintf(lock, sizeof lock, "%s/lock", path);
        int fd = open(lock, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC), gone;
        if (fd >= 0)
            gone = flock(fd, LOCK_EX | LOCK_NB) == 0;
        else
            gone = errno == ENOENT && kill((pid_t)pid, 0) < 0 && errno == ESRCH && time(NULL) - st.st_mtime > 60;
        if (gone)
            remove_flat_dir(path); /* holding its lock: no other runner removes it at once */
        if (fd >= 0)
            close(fd);
    }
    closedir(d);
}

int task_tmp_make(const char *prefix, char *path, size_t size, int *lock)
{
    const char *tmp = getenv("TMPDIR");
    tmp = tmp && *tmp ? tmp : "/tmp";
    remove_stale(tmp, prefix);
    char tmp_lock[4200], final_lock[4200];
    if ((size_t)snprintf(path, size, "%s/%s-%d-XXXXXX", tmp, prefix, (int)getpid()) >= size || !mkdtemp(path))
        return error_errno("cannot make a temporary folder in %s", tmp);
    /* locked under another name, then renamed: a "lock" file is always a locked one
     * until its process is gone */
    snprintf(tmp_lock, sizeof tmp_lock, "%s/lock.new", path);
    snprintf(final_lock, sizeof final_lock, "%s/lock", path);
    *lock = open(tmp_lock, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (*lock < 0 || flock(*lock, LOCK_EX) < 0 || rename(tmp_lock, final_lock) < 0) {
        int err = errno;
        if (*lock >= 0)
            close(*lock);
        remove_flat_dir(path);
        errno = err;
        return error_errno("cannot make a temporary folder in %s", tmp);
    }
    return 0;
}

void task_tmp_remove(const char *path, int lock)
{
    char lock_path[4200];
    snprintf(lock_path, sizeof lock_path, "%s/lock", path);
    unlink(lock_path); /* still locked: another runner's remove_stale() keeps the folder */
    rmdir(path);
    close(lock);
}

/* In a task line, a file the worker checks before it plays: "sha256:HEX:PATH". */
#define TASK_EXPECT "sha256:"

/* path as an absolute one (from the working folder) into buf; path itself if it is one. */
static const char *absolute(const char *path, char *buf, size_t size)
{
    char cwd[4096];
    if (!path || !path[0] || path[0] == '/' || !getcwd(cwd, sizeof cwd))
        return path;
    while (path[0] == '.' && path[1] == '/')
        path += 2;
    if ((size_t)snprintf(buf, size, "%s/%s", cwd, path) >= size)
        return path; /* too long: as given (it then fails on the host, saying which file) */
    return buf;
}

char *task_line_spec(const struct match_spec *given, long long tournament, long idx, const char *game_hash,
                     const char *board_hash, const char *const player_hash[])
{
    /* a task line leaves this machine: a relative path there would start from the remote
     * side's folder (ssh's: the home), so every path is made absolute */
    char paths[4][4096];
    struct match_spec abs = *given, *m = &abs;
    abs.game_bin = absolute(given->game_bin, paths[0], sizeof paths[0]);
    abs.players_dir = absolute(given->players_dir, paths[1], sizeof paths[1]);
    abs.board = absolute(given->board, paths[2], sizeof paths[2]);
    abs.replay = absolute(given->replay, paths[3], sizeof paths[3]);
    char *argv[TASK_MAX_ARGS], buf[8][64];
    spec_argv(m, -1, TASK_RESULTS, argv, buf);
    char *line;
    size_t size;
    FILE *f = open_memstream(&line, &size);
    fprintf(f, "arena-task\t%lld\t%ld", tournament, idx);
    /* a host with another game program, board or player than the runner's plays nothing */
    fprintf(f, "\t" TASK_EXPECT "%s:%s", game_hash, m->game_bin);
    fprintf(f, "\t" TASK_EXPECT "%s:%s", board_hash, m->board);
    for (int s = 0; s < m->nb_seats; s++)
        fprintf(f, "\t" TASK_EXPECT "%s:%s/%s", player_hash[s], m->players_dir, m->names[s]);
    for (int k = 0; argv[k]; k++)
        fprintf(f, "\t%s", argv[k]);
    fclose(f);
    return line;
}

char *task_line(const struct tournament *t, long idx)
{
    struct match_spec m;
    char replay[4096];
    tournament_spec(t, idx, &m, replay, sizeof replay);
    const struct scheduled *s = &t->schedule[idx];
    const char *hashes[T_MAX_SEATS];
    for (int k = 0; k < s->nb_seats; k++)
        hashes[k] = t->entrants[s->seat[k]].exe_hash;
    return task_line_spec(&m, t->id, idx, t->game_hash, t->boards[s->board].hash, hashes);
}

static void print_record(const struct outcome *o)
{
    printf("arena-record\t%lld\t%ld\t%d\t%.6f\t%s\t%s\t%d", o->tournament, o->idx, o->played, o->wall_seconds,
           o->error[0] ? o->error : "-", o->host[0] ? o->host : "-", o->nb_seats);
    for (int s = 0; s < o->nb_seats; s++) {
        const struct seat_outcome *x = &o->seat[s];
        printf("\t%s\t%d\t%.6f\t%s\t%d\t%s", x->name, x->score, x->cpu_seconds, x->fault, x->frozen_round,
               x->reason[0] ? x->reason : "-");
    }
    printf("\n"); /* flushed by main(), which tells a failed write */
}

/* Whether the file of "HEX:PATH" is the runner's; if not, why not into why. */
static int same_file(const char *expect, const char *host, char *why, size_t size)
{
    const char *path = strchr(expect, ':');
    char hex[T_HASH_HEX] = "";
    if (!path || path - expect != T_HASH_HEX - 1) {
        snprintf(why, size, "%.40s: a bad task line (%.40s)", host, expect);
        return 0;
    }
    path++;
    if (access(path, R_OK) != 0) {
        snprintf(why, size, "%.40s: %s is not there: " TASK_HOST_FILES " at the same paths", host,
                 path);
        return 0;
    }
    if (hash_file(path, hex) < 0 || strncmp(hex, expect, T_HASH_HEX - 1) != 0) {
        snprintf(why, size, "%.40s: %s is not the runner's (its SHA-256 differs): " TASK_HOST_FILES,
                 host, path);
        return 0;
    }
    return 1;
}

int task_run_line(const char *line, int announce)
{
    enum { MAX_FIELDS = 3 + 2 + T_MAX_SEATS + TASK_MAX_ARGS };
    char *copy = xstrdup(line), *argv[MAX_FIELDS + 1];
    copy[strcspn(copy, "\n")] = '\0';
    int n = 0;
    char *save = NULL, *w = strtok_r(copy, "\t", &save);
    for (; w && n < MAX_FIELDS; w = strtok_r(NULL, "\t", &save))
        argv[n++] = w;
    argv[n] = NULL;
    if (n < 5 || w || strcmp(argv[0], "arena-task") != 0) {
        free(copy);
        error("not a task line (arena-task TOURNAMENT IDX PROGRAM ARGS...)");
        return 2;
    }
    char tmp[3072]; /* room for its files' names in r */
    int lock;
    if (task_tmp_make("arena-task", tmp, sizeof tmp, &lock) < 0) {
        free(copy);
        return 1;
    }
    struct outcome o = {.tournament = atoll(argv[1]), .idx = atol(argv[2])};
    this_host(o.host);
    struct running r = {.idx = o.idx};
    snprintf(r.results, sizeof r.results, "%s/results.tsv", tmp);
    snprintf(r.errors, sizeof r.errors, "%s/errors", tmp);
    int program = 3;
    while (program < n && strncmp(argv[program], TASK_EXPECT, strlen(TASK_EXPECT)) == 0)
        if (!same_file(argv[program++] + strlen(TASK_EXPECT), o.host, o.error, sizeof o.error))
            break;
    for (int k = program; k < n; k++)
        if (strcmp(argv[k], TASK_RESULTS) == 0)
            argv[k] = r.results;
    r.started = task_now();
    if (o.error[0]) {
        o.wall_seconds = 0;
    } else {
        /* the batch system has started it: what waits for it (the course server) now
         * knows it is a match being played, not an allocation waiting */
        if (announce)
            fprintf(stderr, TASK_STARTED "\t%s\n", o.host);
        r.pid = program < n ? spawn(argv + program, r.errors) : -1;
        int status = 0x7f00; /* "exited with 127" if it could not start */
        while (r.pid > 0 && waitpid(r.pid, &status, 0) < 0 && errno == EINTR)
            ;
        task_collect(&r, status, 0, &o);
    }
    task_tmp_remove(tmp, lock);
    print_record(&o);
    free(copy);
    return o.played ? 0 : 1;
}

int task_parse_record(const char *line, struct outcome *o)
{
    char *copy = xstrdup(line), *f[9 + 6 * T_MAX_SEATS];
    copy[strcspn(copy, "\n")] = '\0';
    int n = 0;
    /* strsep keeps empty fields: every field has its place */
    for (char *p = copy, *w; (w = strsep(&p, "\t")) && n < (int)(sizeof f / sizeof *f);)
        f[n++] = w;
    memset(o, 0, sizeof *o);
    int ok = n >= 8 && strcmp(f[0], "arena-record") == 0;
    if (ok) {
        o->tournament = atoll(f[1]);
        o->idx = atol(f[2]);
        o->played = atoi(f[3]);
        o->wall_seconds = atof(f[4]);
        if (strcmp(f[5], "-") != 0)
            snprintf(o->error, sizeof o->error, "%s", f[5]);
        if (strcmp(f[6], "-") != 0)
            snprintf(o->host, sizeof o->host, "%s", f[6]);
        o->not_judged = !o->played && strncmp(o->error, TASK_NOT_JUDGED, strlen(TASK_NOT_JUDGED)) == 0;
        o->nb_seats = atoi(f[7]);
        ok = o->nb_seats >= 0 && o->nb_seats <= T_MAX_SEATS && n == 8 + 6 * o->nb_seats;
    }
    for (int s = 0; ok && s < o->nb_seats; s++) {
        char **x = f + 8 + 6 * s;
        struct seat_outcome *y = &o->seat[s];
        snprintf(y->name, sizeof y->name, "%s", x[0]);
        y->score = atoi(x[1]);
        y->cpu_seconds = atof(x[2]);
        snprintf(y->fault, sizeof y->fault, "%s", x[3]);
        y->frozen_round = atoi(x[4]);
        snprintf(y->reason, sizeof y->reason, "%s", strcmp(x[5], "-") == 0 ? "" : x[5]);
    }
    free(copy);
    return ok ? 0 : -1;
}

int task_machine_fault(const struct outcome *o)
{
    if (o->played)
        return 0;
    if (o->lost || o->not_judged)
        return 1;
    if (strstr(o->error, TASK_HOST_FILES)) /* that host's files: another host may have them */
        return 1;
    /* killed from outside (an operator, the batch system, a node going down); a crash of
     * the game's own (SIGSEGV, SIGABRT) is no such thing: it counts as a failure */
    size_t n = strlen(TASK_KILLED);
    int sig = strncmp(o->error, TASK_KILLED, n) == 0 ? atoi(o->error + n) : 0;
    return sig == SIGKILL || sig == SIGTERM || sig == SIGHUP || sig == SIGINT;
}

/* The seconds an environment variable gives (0: unset or not a positive number). */
static double env_seconds(const char *name)
{
    const char *env = getenv(name);
    double given = env ? atof(env) : 0;
    return given > 0 ? given : 0;
}

double task_wall_bound(int seats, double cpu_seconds)
{
    double given = env_seconds("ARENA_MATCH_WALL");
    if (given > 0)
        return given;
    /* every seat using its whole budget, twice over, and a margin: never a real match */
    double bound = 60 + 2.0 * (seats > 0 ? seats : T_MAX_SEATS) * (cpu_seconds > 0 ? cpu_seconds : 60);
    return bound > 600 ? bound : 600;
}

double task_start_wait(void)
{
    double given = env_seconds("ARENA_START_WAIT");
    return given > 0 ? given : 120;
}

char *task_ssh_command(void)
{
    const char *ssh = getenv("PARALLEL_SSH");
    char *cmd;
    /* a host that stops answering is known lost within 15 s (ServerAlive), one that
     * cannot be reached within 10 s (ConnectTimeout); never a password prompt */
    if (asprintf(&cmd, "%s -o ServerAliveInterval=5 -o ServerAliveCountMax=3 -o ConnectTimeout=10 -o BatchMode=yes",
                 ssh && *ssh ? ssh : "ssh") < 0)
        die("out of memory");
    return cmd;
}
