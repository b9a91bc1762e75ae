/* judge.c — the workers: compile, qualify, ladder; every step a transaction. */
#define _GNU_SOURCE
#include "judge/judge.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "judge/files.h"
#include "judge/hosts.h"
#include "judge/submissions.h"
#include "judge/wake.h"
#include "store/board_list.h"
#include "db.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "judge/ladder.h"
#include "judge/quiet.h"
#include "judge/remote.h"
#include "judge/requeue.h"
#include "judge/tries.h"
#include "judge/retention.h"
#include "schedule.h"
#include "store/store.h"
#include "task.h"

/* A step the server fails (not the student's fault) is tried again after a back-off;
 * after so many attempts it waits for the teacher's "judge again". */
enum { MAX_WORKERS = 64, MAX_ATTEMPTS = 4 };

int unsandboxed_compiles;
int unsandboxed_players;

static pthread_t workers[MAX_WORKERS];
static int nb_workers, ladder_on;
static long ladder_cap; /* ladder matches a submission plays at most */
static pthread_mutex_t ladder_lock = PTHREAD_MUTEX_INITIALIZER;
static pid_t in_flight[MAX_WORKERS];   /* the match each worker plays (0: none) */
static char *worker_host[MAX_WORKERS]; /* where it plays them: NULL here, or an sshlogin */
static int worker_node[MAX_WORKERS];   /* its node (hosts.h), -1: this machine */
static atomic_int run_seq;             /* a folder of its own for every match played */
static const char *launcher;           /* or through this command (--launcher) */
static int played_here;                /* neither: the matches load this machine (quiet.c) */
static pthread_mutex_t flight_lock = PTHREAD_MUTEX_INITIALIZER;

int judge_workers(void)
{
    return nb_workers;
}

/* ---- matches ---- */

struct job {
    long long id, tournament, submission, rerun_of;
    char kind[16];
    int board, attempt, nb_seats, seq;
    long long seed;
    double started;
    char name[T_MAX_SEATS][64];
    long long sub[T_MAX_SEATS]; /* 0: a kit player (the Dummy) */
    char hash[T_MAX_SEATS][T_HASH_HEX];
};

/* Takes the next queued match (qualifications before the ladder). 1 if there was one. */
static int take_job(int ladder_too, struct job *j)
{
    memset(j, 0, sizeof *j);
    double now = store_now();
    if (!store_int(
            0,
            "SELECT count(*) FROM jobs WHERE state = 'queued' AND next_try <= ? AND NOT waiting"
            " AND (? OR kind != 'ladder')",
            "di", now, (long long)ladder_too))
        return 0; /* a look first, without the write lock: idle workers poll */
    if (store_begin() < 0)
        return 0;
    /* qualifications, re-runs, friendly matches, then the ladder; within a kind, round
     * robin across students */
    sqlite3_stmt *st = store_query(
        "SELECT j.id, j.kind, j.tournament, coalesce(j.submission, 0), j.board, j.seed, j.attempts FROM jobs "
        "j"
        " LEFT JOIN submissions s ON s.id = j.submission WHERE j.state = 'queued' AND j.next_try <= ?"
        " AND NOT j.waiting AND (? OR j.kind != 'ladder')"
        " ORDER BY CASE j.kind WHEN 'qualify' THEN 0 WHEN 'rerun' THEN 1 WHEN 'friendly' THEN 2 WHEN 'trial' "
        "THEN 2 ELSE 3 END,"
        " (SELECT count(*) FROM jobs o JOIN submissions os ON os.id = o.submission"
        " WHERE o.state IN ('queued', 'running') AND os.user = s.user AND o.id < j.id), j.id LIMIT 1",
        "di", now, (long long)ladder_too);
    int found = st && sqlite3_step(st) == SQLITE_ROW;
    if (found) {
        j->id = sqlite3_column_int64(st, 0);
        snprintf(j->kind, sizeof j->kind, "%s", (const char *)sqlite3_column_text(st, 1));
        j->tournament = sqlite3_column_int64(st, 2);
        j->submission = sqlite3_column_int64(st, 3);
        j->board = sqlite3_column_int(st, 4);
        j->seed = sqlite3_column_int64(st, 5);
        j->attempt = sqlite3_column_int(st, 6) + 1;
    }
    sqlite3_finalize(st);
    j->started = store_now();
    if (!found ||
        store_run("UPDATE jobs SET state = 'running', started = ?, attempts = attempts + 1 WHERE id = ?",
                  "di", j->started, j->id) < 0 ||
        store_commit() < 0) {
        store_rollback();
        return 0;
    }
    st =
        store_query("SELECT js.player, coalesce(js.submission, 0), coalesce(s.exe_hash, '') FROM job_seats js"
                    " LEFT JOIN submissions s ON s.id = js.submission WHERE js.job = ? ORDER BY js.seat",
                    "i", j->id);
    while (st && sqlite3_step(st) == SQLITE_ROW && j->nb_seats < T_MAX_SEATS) {
        int s = j->nb_seats++;
        snprintf(j->name[s], sizeof j->name[s], "%s", (const char *)sqlite3_column_text(st, 0));
        j->sub[s] = sqlite3_column_int64(st, 1);
        snprintf(j->hash[s], sizeof j->hash[s], "%s", (const char *)sqlite3_column_text(st, 2));
    }
    sqlite3_finalize(st);
    j->seq = atomic_fetch_add(&run_seq, 1);
    return 1;
}

/* The folder where a match is played (the replay then moved into place): one of its own
 * each time, as a lost node's match may still be writing into the last one's. */
static void run_dir(const struct job *j, char *path, size_t size)
{
    snprintf(path, size, "%s/run/%lld-%d-%d", course.files, j->id, j->attempt, j->seq);
}

/* The players' folder of a match: each seat's name, a link to its executable. */
static int link_players(struct job *j, const char *dir)
{
    if (make_dirs(dir) < 0)
        return -1;
    for (int s = 0; s < j->nb_seats; s++) {
        char target[4096], link[4400];
        if (j->sub[s])
            judge_player_path(j->sub[s], target, sizeof target);
        else
            snprintf(target, sizeof target, "%s/players/%s/%s", course.bin_dir, course.t.game, j->name[s]);
        if (!j->hash[s][0] && hash_file(target, j->hash[s]) < 0)
            return -1;
        snprintf(link, sizeof link, "%s/%s", dir, j->name[s]);
        if (symlink(target, link) < 0 && errno != EEXIST)
            return error_errno("cannot link %s", link);
    }
    return 0;
}

/* Waits for a child of the worker's; judge_stop may kill it meanwhile, never after. */
static int wait_child(int worker, pid_t pid)
{
    pthread_mutex_lock(&flight_lock);
    in_flight[worker] = pid;
    pthread_mutex_unlock(&flight_lock);
    /* waited for unreaped first: judge_stop never kills a pid that is no longer the match's */
    siginfo_t info;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR)
        ;
    pthread_mutex_lock(&flight_lock);
    in_flight[worker] = 0;
    pthread_mutex_unlock(&flight_lock);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    return status;
}

/* Plays a taken job; its outcome into o (o->played 0: it failed, o->error why). */
static void play(int worker, struct job *j, struct outcome *o)
{
    char run[4096], players[4200], replay[4200];
    run_dir(j, run, sizeof run);
    snprintf(players, sizeof players, "%s/players", run);
    snprintf(replay, sizeof replay, "%s/replay.res.gz", run);
    remove_tree(run);
    memset(o, 0, sizeof *o);
    o->idx = j->id;
    if (!boards_get(j->board)) { /* never queued by this server: a database from elsewhere */
        snprintf(o->error, sizeof o->error, "the course has no board %d", j->board);
        return;
    }
    if (link_players(j, players) < 0) {
        snprintf(o->error, sizeof o->error, "the server could not prepare the players (see its log)");
        return;
    }
    struct match_spec m = {.game_bin = course.t.game_bin,
                           .players_dir = players,
                           .board = boards_get(j->board)->path,
                           .replay = replay,
                           .cpu_seconds = course.t.cpu_seconds,
                           .memory_mb = course.t.memory_mb,
                           .seed = j->seed,
                           .debug = 1,
                           .nb_seats = j->nb_seats};
    for (int s = 0; s < j->nb_seats; s++)
        m.names[s] = j->name[s];
    if (worker_host[worker] || launcher) {
        const char *hashes[T_MAX_SEATS];
        for (int s = 0; s < j->nb_seats; s++)
            hashes[s] = j->hash[s];
        char *line =
            task_line_spec(&m, j->tournament, j->id, course.t.game_hash, boards_get(j->board)->hash, hashes);
        char self[4200];
        snprintf(self, sizeof self, "%s/tournament", course.bin_dir);
        struct remote r = {.self = self,
                           .launcher = launcher,
                           .host = worker_host[worker],
                           .node = worker_node[worker],
                           .wall = task_wall_bound(j->nb_seats, course.t.cpu_seconds)};
        remote_play(&r, line, worker, wait_child, o);
        free(line);
        o->idx = j->id;
        if (o->played)
            node_played(worker_node[worker]);
        else if (task_machine_fault(o) && !o->not_judged) /* (a busy node is not lost) */
            node_lost(worker_node[worker], o->error);
        remove_tree(players);
        return;
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    struct running r;
    if (task_start_spec(&m, j->id, (int)(worker % (cores > 0 ? cores : 1)), run, &r) < 0) {
        snprintf(o->error, sizeof o->error, "the match could not start");
        return;
    }
    int status = wait_child(worker, r.pid);
    task_collect(&r, status, j->nb_seats, o);
    o->idx = j->id;
    remove_tree(players);
}

/* Stores a played job: its files into place, its record, its job done, what it decides,
 * and the try (node: where the worker played it, NULL this machine). */
static void finish(struct job *j, struct outcome *o, const char *node)
{
    char run[2048], dir[2048];
    run_dir(j, run, sizeof run);
    judge_match_dir(j->id, dir, sizeof dir);
    double now = store_now();
    if (o->played) {
        char parent[4200];
        snprintf(parent, sizeof parent, "%s/matches", course.files);
        remove_tree(dir); /* a match played again after a restart: the same replay (same seed) */
        if (make_dirs(parent) < 0 || rename(run, dir) < 0) {
            o->played = 0;
            snprintf(o->error, sizeof o->error, "the server could not keep the replay: %s", strerror(errno));
        } else {
            snprintf(o->replay, sizeof o->replay, "%s/replay.res.gz", dir);
        }
    }
    remove_tree(run);
    if (o->played) {
        struct match_record rec = {.tournament = j->tournament,
                                   .game = course.t.game,
                                   .board = boards_get(j->board)->path,
                                   .board_hash = boards_get(j->board)->hash,
                                   .seed = j->seed,
                                   .game_hash = course.t.game_hash};
        for (int s = 0; s < j->nb_seats; s++)
            rec.player_hash[s] = j->hash[s];
        if (db_store_match(store_db(), &rec, o) < 0)
            return; /* stays 'running': played again at the next start */
    }
    /* a match lost with its node (or its process killed there, or not judged) is the
     * machine's fault: queued again at once (for another node), its attempt not counted,
     * no internal error; but one the machine stopped TASK_NOT_JUDGED_TRIES times waits
     * for a quieter machine (quiet.c), shown to the teacher */
    int machine = !o->played && task_machine_fault(o);
    /* a match the server could not play is never a result: it is played again after a
     * back-off, and after MAX_ATTEMPTS waits for the teacher's "judge again" */
    if (!o->played && !machine)
        judge_note_internal(0, j->id, o->error[0] ? o->error : "the match was not played");
    if (store_begin() < 0)
        return;
    /* its submission was judged again meanwhile (judge_rejudge): it counts no more, and is
     * not played again */
    int rejudged = store_int(0, "SELECT kind = 'rejudged' FROM jobs WHERE id = ?", "i", j->id) == 1;
    int ok = tries_note(j->id, j->started, node, o) == 0;
    ok = ok && (rejudged && !o->played
                 ? judge_drop_jobs("id = ?", j->id) == 0
             : machine
                 ? quiet_stopped(j->id, o->error, !o->lost) == 0
                 : store_run("UPDATE jobs SET state = ?, finished = ?, error = ?, next_try = ? WHERE id = ?",
                             "tdtdi",
                             o->played                   ? "done"
                             : j->attempt < MAX_ATTEMPTS ? "queued"
                                                         : "error",
                             now, o->played ? NULL : o->error,
                             now + (o->played ? 0 : judge_backoff(j->attempt)), j->id) == 0);
    if (ok && o->played && !rejudged && strcmp(j->kind, "qualify") == 0) {
        int best_other = -2147483647 - 1, mine = 0;
        for (int s = 0; s < o->nb_seats; s++) {
            if (j->sub[s] == j->submission)
                mine = o->seat[s].score;
            else if (o->seat[s].score > best_other)
                best_other = o->seat[s].score;
        }
        ok = judge_qualification_result(j->submission, mine > best_other) == 0;
    }
    if (!ok || store_commit() < 0)
        store_rollback();
    else if (machine)
        judge_wake(); /* another worker (another node) takes it now */
    else if (o->played)
        retention_recorded(j->id);
    if (o->played && j->tournament == course.ladder_id)
        ladder_changed();
    ladder_refresh(); /* here, not in a page: pages never wait for a load */
}

/* ---- the ladder ---- */

static int course_open(void)
{
    double now = store_now();
    long long opens = course.opens, closes = course.closes; /* read once: the teacher may change them */
    return (!opens || now >= (double)opens) && (!closes || now < (double)closes);
}

/* Queues a ladder match if there is none waiting and at least two players. 1 if queued. */
static int schedule_ladder(void)
{
    if (!course_open() || pthread_mutex_trylock(&ladder_lock) != 0)
        return 0;
    int queued = 0;
    /* (one waiting for a quieter machine does not stop the ladder) */
    if (store_int(1, "SELECT count(*) FROM jobs WHERE kind = 'ladder' AND state = 'queued' AND NOT waiting",
                  "") > 0)
        goto out;
    /* the players, their representatives and how many ladder matches these played */
    sqlite3_stmt *st = store_query(
        "SELECT r.player, r.submission, (SELECT count(*) FROM job_seats js JOIN jobs j ON j.id = js.job"
        " WHERE js.submission = r.submission AND j.kind = 'ladder') FROM representatives r"
        " WHERE r.player IS NOT NULL AND r.disqualified IS NULL AND r.submission IS NOT NULL ORDER BY r.user",
        "");
    char **names = NULL;
    long long *reps = NULL;
    int n = 0, hungry = 0;
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        /* a submission that played its share waits for newcomers: the ladder stays bounded
         * over a term, and so does the cost of its standings */
        hungry |= sqlite3_column_int64(st, 2) < ladder_cap;
        names = xrealloc(names, (size_t)(n + 1) * sizeof *names);
        reps = xrealloc(reps, (size_t)(n + 1) * sizeof *reps);
        names[n] = xstrdup((const char *)sqlite3_column_text(st, 0));
        reps[n++] = sqlite3_column_int64(st, 1);
    }
    sqlite3_finalize(st);
    if (n >= 2 && hungry && store_begin() == 0) {
        long long count = store_int(0, "SELECT count(*) FROM jobs WHERE kind = 'ladder'", "");
        int active[BOARDS_MAX], nb_active = boards_active(active);
        int b = active[count % nb_active], seats = boards_get(b)->seats;
        unsigned long long mix =
            schedule_mix((unsigned long long)course.seed, 1000000007ull + (unsigned long long)count);
        int chosen[T_MAX_SEATS];
        ladder_pick((const char *const *)names, n, seats, mix, chosen);
        int ok =
            store_run("INSERT INTO jobs(kind, tournament, board, seed, created) VALUES('ladder', ?, ?, ?, ?)",
                      "iiid", course.ladder_id, (long long)b, (long long)(mix % 2147483647u),
                      store_now()) == 0;
        long long job = sqlite3_last_insert_rowid(store_db());
        for (int s = 0; ok && s < seats; s++)
            ok = (chosen[s] < 0 ? store_run("INSERT INTO job_seats VALUES(?, ?, 'Dummy', NULL)", "ii", job,
                                            (long long)s)
                                : store_run("INSERT INTO job_seats VALUES(?, ?, ?, ?)", "iiti", job,
                                            (long long)s, names[chosen[s]], reps[chosen[s]])) == 0;
        if (ok && store_commit() == 0)
            queued = 1;
        else
            store_rollback();
    }
    for (int k = 0; k < n; k++)
        free(names[k]);
    free(names);
    free(reps);
out:
    pthread_mutex_unlock(&ladder_lock);
    return queued;
}

static void *work(void *arg)
{
    int index = (int)(intptr_t)arg;
    /* with two workers or more, the first keeps to submissions and qualifications: a
     * student's verdict never waits behind ladder matches */
    int ladder_too = ladder_on && (nb_workers == 1 || index > 0);
    /* the workers and what they start (compilers, matches) yield to the web pages: a page
     * waits for no compile. A player's budget is CPU time, which niceness does not change. */
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10);
    double swept = 0, looked = 0;
    while (!judge_stopping()) {
        struct job j;
        if (index == 0 && store_now() - swept > 10) { /* the first worker's chores */
            judge_sweep_stale_compiles();
            retention_sweep();
            swept = store_now();
        }
        if (store_now() - looked > 2) { /* every worker: the first may be in a long match */
            quiet_release(played_here);
            looked = store_now();
        }
        if (judge_compile_one())
            continue;
        double wait = node_wait(worker_node[index]);
        if (wait > 0) { /* its node is lost: the others take the matches meanwhile */
            judge_sleep();
            continue;
        }
        if (take_job(ladder_too, &j)) {
            struct outcome o;
            play(index, &j, &o);
            if (!judge_stopping())
                finish(&j, &o, node_name(worker_node[index]));
            continue;
        }
        if (ladder_too && schedule_ladder())
            continue;
        judge_sleep();
    }
    store_thread_done();
    return NULL;
}

int judge_start(int jobs, long ladder, const char *sshloginfile, const char *launch)
{
    launcher = launch;
    played_here = !launch && !sshloginfile;
    if (sshloginfile && (jobs = judge_hosts(sshloginfile, worker_host, MAX_WORKERS)) < 0)
        return -1;
    for (int k = 0; k < MAX_WORKERS; k++) { /* the launcher (Slurm...) is one node: its first word */
        char name[128];
        snprintf(name, sizeof name, "%s", worker_host[k] ? worker_host[k] : launch ? launch : "");
        if (!worker_host[k]) /* (an sshlogin may be "ssh -p 2222 host": whole) */
            name[strcspn(name, " ")] = '\0';
        worker_node[k] = worker_host[k] || launch ? node_add(name) : -1;
    }
    /* what a killed server left: compiles and matches under way are done again */
    if (store_run("UPDATE submissions SET state = 'queued' WHERE state = 'compiling'", "") < 0 ||
        judge_drop_jobs("kind = 'rejudged' AND state != 'done' AND id > ?", 0) < 0 || /* they count no more */
        store_run("UPDATE jobs SET state = 'queued' WHERE state = 'running'", "") < 0)
        return -1;
    char run[4096];
    snprintf(run, sizeof run, "%s/run", course.files);
    remove_tree(run);
    nb_workers = jobs < MAX_WORKERS ? jobs : MAX_WORKERS;
    ladder_on = ladder > 0;
    ladder_cap = ladder;
    for (int k = 0; k < nb_workers; k++)
        if (pthread_create(&workers[k], NULL, work, (void *)(intptr_t)k) != 0)
            return error("cannot start the workers");
    return 0;
}

void judge_stop(void)
{
    judge_set_stopping(1);
    judge_wake();
    pthread_mutex_lock(&flight_lock);
    for (int k = 0; k < nb_workers; k++)
        if (in_flight[k] > 0)
            kill(in_flight[k], SIGKILL);
    pthread_mutex_unlock(&flight_lock);
    for (int k = 0; k < nb_workers; k++) {
        pthread_join(workers[k], NULL);
        free(worker_host[k]);
        worker_host[k] = NULL;
    }
}
