/* main.c — bin/tournament: plays many matches of a game in judge mode, stores them in a
 * database, ranks the players. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "args.h"
#include "db.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "out.h"
#include "paths.h"
#include "report.h"
#include "run.h"
#include "sandbox.h"
#include "schedule.h"
#include "setup.h"
#include "standings.h"
#include "task.h"

/* Standard output flushed, the first failure's reason kept: glibc drops the buffer and
 * the errno of a failed flush, so close_stdout() could no longer say why. */
static int stdout_errno;

static void flush_stdout(void)
{
    errno = 0;
    if (fflush(stdout) != 0 && !stdout_errno)
        stdout_errno = errno ? errno : EIO;
}

/* The end of every run: standard output flushed and closed, a write that failed there
 * (now or before: a full disk) one error line. Returns `status`, 1 instead of 0 if the
 * output is lost. */
static int close_stdout(int status)
{
    flush_stdout();
    int lost = stdout_errno || ferror(stdout);
    if (fclose(stdout) != 0 && !lost) {
        lost = 1;
        stdout_errno = errno;
    }
    if (!lost)
        return status;
    if (stdout_errno)
        error("cannot write standard output: %s", strerror(stdout_errno));
    else
        error("cannot write standard output");
    return status ? status : 1;
}

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: bin/tournament GAME --players P1,P2,... [options]\n"
            "       bin/tournament --report [--db FILE] [--html FILE]\n"
            "Plays matches of GAME in judge mode (each player sandboxed, with the game's CPU\n"
            "budget), stores every match in an SQLite database and ranks the players. The same\n"
            "command again goes on where it stopped; a larger --matches adds matches.\n\n"
            "  --players=LIST   players: names built into bin/ (Dummy, Demo...), sources AIName.c\n"
            "                   (checked by bin/arena-check first) or objects AIName.o\n"
            "  --matches=N      how many matches (default 100), rounded up to a multiple of the\n"
            "                   players: a block of n matches is one board and seed on which each\n"
            "                   of the n players sits once in each seat (an info: line says so)\n"
            "  -j, --jobs=N     matches at a time (default: one per CPU)\n"
            "  --db=FILE        the database (default tournament.db)\n"
            "  --boards=LIST    board files (default: every games/GAME/boards/*.cnf)\n"
            "  --seed=N         the tournament's seed: boards, seeds and seatings (default 1)\n"
            "  --cpu=S          a player's CPU budget a match (default: the game's)\n"
            "  --memory=MB      a player's memory limit (default 512)\n"
            "  --keep-replays=K all (default), none, or the first K matches' replays (gzip)\n"
            "  --replays=DIR    where replays go (default: the database's name + -replays)\n"
            "  --html=FILE      the report page (default: the database's name + .html; none: no page)\n"
            "  --viewer-url=URL, --replays-url=URL  the report's links for a web server (the\n"
            "                   viewer's URL, the replays' folder's URL), in place of files\n"
            "  --title=TEXT     the report's title (default: GAME — tournament ID)\n"
            "  --back-url=URL   with --viewer-url: a link back to the site that serves the report\n"
            "  --sshloginfile=F play through GNU parallel on the hosts of F (':' is this machine);\n"
            "                   every host must see this folder at the same path\n"
            "  --slurm[=OPTS]   play as a Slurm job array in one step: sbatch --wait (OPTS added to\n"
            "                   its options, e.g. --slurm='--partition=arena'), -j N at a time, the\n"
            "                   records stored as they come; every node must see this folder\n"
            "                   (its files go to the database's name + -slurm/)\n"
            "  --slurm-batch=N  matches an array element plays (default: about 30 s of play by the\n"
            "                   matches stored, at most two elements a slot)\n"
            "  --tasks=FILE     write the pending matches as task lines and play nothing (Slurm...)\n"
            "  --collect=FILE   store the record lines of FILE (- for standard input)\n"
            "  --run-task=LINE  play one task line here and print its record line (and, with\n"
            "                   --announce after it, 'arena-started HOST' on stderr as it begins)\n"
            "  --report         print the standings of the database's latest tournament\n"
            "  --unsandboxed-compiles  compile sources without the sandbox (tools/arena-sandbox)\n"
            "                   where none can be made (also ARENA_CHECK_UNSANDBOXED=1)\n"
            "  --unsandboxed-players  play where no namespace can be made: each player has its\n"
            "                   limits and system-call filter only (also ARENA_UNSANDBOXED_PLAYERS=1)\n"
            "  -q, --quiet      no progress line\n"
            "  -h, --help\n"
            "Exit status: 0 every match played, 1 some left to play (failed or interrupted: run the\n"
            "same command again), 2 usage error.\n");
}

struct options {
    const char *game, *players, *db, *boards, *replays, *html, *sshloginfile, *tasks, *collect, *keep, *slurm;
    const char *viewer_url, *replays_url, *title, *back_url;
    long long matches, seed, jobs, slurm_batch;
    double cpu;
    long long memory;
    int report, quiet, unsandboxed, unsandboxed_players;
};

static int parse_options(int argc, char **argv, struct options *o)
{
    static const struct option longs[] = {
        {"players", required_argument, NULL, 'p'},  {"matches", required_argument, NULL, 'n'},
        {"jobs", required_argument, NULL, 'j'},     {"db", required_argument, NULL, 'd'},
        {"boards", required_argument, NULL, 'b'},   {"seed", required_argument, NULL, 's'},
        {"cpu", required_argument, NULL, 'C'},      {"memory", required_argument, NULL, 'M'},
        {"keep-replays", required_argument, NULL, 'k'}, {"replays", required_argument, NULL, 'R'},
        {"html", required_argument, NULL, 'H'},     {"sshloginfile", required_argument, NULL, 'S'},
        {"viewer-url", required_argument, NULL, 'V'}, {"replays-url", required_argument, NULL, 'U'},
        {"title", required_argument, NULL, 'W'},    {"back-url", required_argument, NULL, 'B'},
        {"tasks", required_argument, NULL, 'T'},    {"collect", required_argument, NULL, 'c'},
        {"slurm", optional_argument, NULL, 'L'},    {"slurm-batch", required_argument, NULL, 'A'},
        {"report", no_argument, NULL, 'r'},         {"quiet", no_argument, NULL, 'q'},
        {"unsandboxed-compiles", no_argument, NULL, 'X'}, {"unsandboxed-players", no_argument, NULL, 'Y'},
        {"help", no_argument, NULL, 'h'},           {NULL, 0, NULL, 0},
    };
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":j:qh", longs, NULL)) != -1) {
        switch (c) {
        case 'p': o->players = optarg; break;
        case 'd': o->db = optarg; break;
        case 'b': o->boards = optarg; break;
        case 'R': o->replays = optarg; break;
        case 'H': o->html = optarg; break;
        case 'V': o->viewer_url = optarg; break;
        case 'U': o->replays_url = optarg; break;
        case 'W': o->title = optarg; break;
        case 'B': o->back_url = optarg; break;
        case 'S': o->sshloginfile = optarg; break;
        case 'T': o->tasks = optarg; break;
        case 'L': o->slurm = optarg ? optarg : ""; break;
        case 'c': o->collect = optarg; break;
        case 'k': o->keep = optarg; break;
        case 'r': o->report = 1; break;
        case 'q': o->quiet = 1; break;
        case 'X': o->unsandboxed = 1; break;
        case 'Y': o->unsandboxed_players = 1; break;
        case 'n':
            if (parse_int_arg("--matches", optarg, 0, 100000000, &o->matches) < 0)
                return -1;
            break;
        case 'A':
            if (parse_int_arg("--slurm-batch", optarg, 1, 1000000, &o->slurm_batch) < 0)
                return -1;
            break;
        case 'j':
            if (parse_int_arg("--jobs", optarg, 1, 1024, &o->jobs) < 0)
                return -1;
            break;
        case 's':
            if (parse_int_arg("--seed", optarg, 0, 2147483647, &o->seed) < 0)
                return -1;
            break;
        case 'M':
            if (parse_int_arg("--memory", optarg, 16, 1 << 20, &o->memory) < 0)
                return -1;
            break;
        case 'C':
            if (parse_seconds_arg("--cpu", optarg, 0.001, 1e6, &o->cpu) < 0)
                return -1;
            break;
        case 'h': usage(stdout); exit(close_stdout(0));
        default: return option_error(c, argv, argv[0]);
        }
    }
    if (optind < argc)
        o->game = argv[optind++];
    if (optind < argc)
        return error("unexpected '%s' (players go in --players A,B,C)", argv[optind]);
    if (!o->viewer_url != !o->replays_url)
        return error("--viewer-url and --replays-url go together");
    if ((o->slurm != NULL) + (o->sshloginfile != NULL) + (o->tasks != NULL) + (o->collect != NULL) > 1)
        return error("--slurm, --sshloginfile, --tasks and --collect go one at a time");
    if (o->slurm_batch && !o->slurm)
        return error("--slurm-batch goes with --slurm");
    if (o->back_url && !o->viewer_url)
        return error("--back-url goes with --viewer-url (a report a web server serves)");
    return 0;
}

static int print_standings(sqlite3 *db, long long id, const struct options *o, const char *db_path)
{
    const char *html = o->html;
    struct standings s;
    if (standings_load(db, id, &s) < 0)
        return -1;
    report_table(&s, o->title, stdout);
    flush_stdout(); /* before the "report:" line */
    int status = 0;
    char *page = html ? xstrdup(html) : setup_db_sibling(db_path, ".html");
    if (strcmp(page, "none") != 0) {
        char viewer[PATH_MAX];
        snprintf(viewer, sizeof viewer, "%s/games/%s/viewer/viewer.html", paths_data(), s.game);
        struct report_links links = {o->viewer_url, o->replays_url, o->back_url};
        status = report_html(&s, page, access(viewer, R_OK) == 0 ? viewer : NULL, o->viewer_url ? &links : NULL,
                             o->title);
        if (status == 0)
            fprintf(stderr, "report: %s\n", page);
    }
    free(page);
    standings_release(&s);
    return status;
}

static long *pending_matches(sqlite3 *db, const struct tournament *t, long *n)
{
    unsigned char *done = xmalloc((size_t)t->nb_scheduled + 1);
    db_done(db, t->id, done, t->nb_scheduled);
    long *pending = xmalloc(((size_t)t->nb_scheduled + 1) * sizeof *pending);
    *n = 0;
    for (long k = 0; k < t->nb_scheduled; k++)
        if (!done[k])
            pending[(*n)++] = k;
    free(done);
    return pending;
}

static int play(struct tournament *t, const struct options *o, sqlite3 *db, const char *bin, const char *db_path)
{
    long n;
    long *pending = pending_matches(db, t, &n);
    if (!o->quiet)
        fprintf(stderr, "tournament %lld: %s, %d players, %d boards, %ld matches (%ld played, %ld to play)\n", t->id,
                t->game, t->nb_playing, t->nb_boards, t->nb_scheduled, t->nb_scheduled - n, n);
    long failed = 0;
    if (o->tasks) {
        /* a file is written beside and renamed at the end: a failed write leaves no half list */
        int to_stdout = strcmp(o->tasks, "-") == 0;
        struct out f;
        if (!to_stdout && out_open(&f, o->tasks) < 0)
            return free(pending), -1;
        for (long k = 0; k < n; k++) {
            char *line = task_line(t, pending[k]);
            if (to_stdout) {
                fputs(line, stdout);
                fputc('\n', stdout);
            } else {
                out_str(&f, line);
                out_char(&f, '\n');
            }
            free(line);
        }
        free(pending);
        return to_stdout ? 0 : out_commit(&f); /* standard output: checked at exit */
    }
    if (o->collect) {
        FILE *f = strcmp(o->collect, "-") == 0 ? stdin : fopen(o->collect, "r");
        if (!f)
            return free(pending), error_errno("cannot read %s", o->collect);
        long stored = run_collect(t, db, f, f == stdin ? "stdin" : o->collect);
        if (f != stdin)
            fclose(f);
        if (stored < 0)
            return free(pending), -1;
        if (!o->quiet)
            fprintf(stderr, "%ld records stored from %s\n", stored, o->collect);
    } else if (n > 0) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        int jobs = o->jobs ? (int)o->jobs : (int)(cpus > 0 ? cpus : 1);
        char self[PATH_MAX];
        snprintf(self, sizeof self, "%s/tournament", bin);
        if (o->slurm) {
            /* the nodes write the records there: an absolute path */
            char *sibling = setup_db_sibling(db_path, "-slurm"), *work = NULL, cwd[PATH_MAX];
            if (sibling[0] != '/' && getcwd(cwd, sizeof cwd) && asprintf(&work, "%s/%s", cwd, sibling) < 0)
                die("out of memory");
            failed = run_slurm(t, db, pending, n, o->slurm, (int)o->jobs, o->slurm_batch, self, work ? work : sibling, o->quiet);
            free(work);
            free(sibling);
        } else if (o->sshloginfile) {
            failed = run_parallel(t, db, pending, n, o->sshloginfile, (int)o->jobs, self, o->quiet);
        } else {
            failed = run_local(t, db, pending, n, jobs, o->quiet);
        }
    }
    free(pending);
    if (failed < 0 && run_stopping)
        error("interrupted: the matches played are stored; the same command goes on");
    return failed < 0 ? -1 : failed > 0;
}

static void tournament_release(struct tournament *t)
{
    for (int k = 0; k < t->nb_entrants; k++) {
        free(t->entrants[k].name);
        free(t->entrants[k].given);
        free(t->entrants[k].rejected);
    }
    for (int b = 0; b < t->nb_boards; b++)
        free(t->boards[b].path);
    free(t->entrants);
    free(t->boards);
    free(t->playing);
    free(t->schedule);
    free(t->game_bin);
    free(t->players_dir);
    free(t->replay_dir);
}

/* Why the schedule has this many matches (schedule_explain()), in a static buffer. */
static const char *explain(const struct tournament *t)
{
    static char text[256];
    int *seats = xmalloc((size_t)t->nb_boards * sizeof *seats);
    for (int b = 0; b < t->nb_boards; b++)
        seats[b] = t->boards[b].seats;
    schedule_explain(text, sizeof text, t->matches, t->nb_playing, seats, t->nb_boards);
    free(seats);
    return text;
}

/* Everything but the database: what main() returns after the tournament is made. */
static int play_and_rank(struct tournament *t, const struct options *o, sqlite3 *db, const char *bin,
                         const char *db_path)
{
    char *players_base = setup_db_sibling(db_path, "-players");
    if (asprintf(&t->players_dir, "%s/t%lld", players_base, t->id) < 0)
        die("out of memory");
    free(players_base);
    t->replay_dir = o->replays ? xstrdup(o->replays) : setup_db_sibling(db_path, "-replays");
    if (entrants_build(t, bin) < 0 || (t->keep_replays != 0 && make_dirs(t->replay_dir) < 0) ||
        db_tournament(db, t) < 0)
        return 1;
    for (int k = 0; k < t->nb_entrants; k++)
        if (t->entrants[k].rejected)
            fprintf(stderr, "rejected: %s (%s):\n%s", t->entrants[k].name, t->entrants[k].given,
                    t->entrants[k].rejected);
    if (t->nb_playing == 0) {
        error("no player left to play");
        return 1;
    }
    schedule_build(t);
    if (t->nb_scheduled != t->matches) /* said even with -q: the count is not the one asked */
        fprintf(stderr, "info: %s\n", explain(t));
    run_catch_signals();
    int status = play(t, o, db, bin, db_path);
    if (status >= 0 && !o->tasks && print_standings(db, t->id, o, db_path) < 0)
        status = 1;
    return status < 0 ? 1 : status;
}

/* Players are walled in by the game's launcher (engine/launch.c): where it cannot make
 * their namespaces here, refused (-1 after its one line) unless --unsandboxed-players
 * (or ARENA_UNSANDBOXED_PLAYERS=1 already), which the games read from the environment.
 * (Hosts of --sshloginfile and task lines check for themselves: a match there fails
 * with the same line.) */
static int players_without_walls(const struct tournament *t, const struct options *o)
{
    char *why;
    if (o->tasks || o->collect || walls_probe(t->game_bin, o->unsandboxed_players, &why) == 0)
        return 0;
    error("%s", why);
    free(why);
    return -1;
}

/* Sources are compiled in the sandbox (tools/arena-check): where none can be made here,
 * refused (-1 after the probe's error line) unless --unsandboxed-compiles (or
 * ARENA_CHECK_UNSANDBOXED=1 already, from a server started with it), which tells the
 * checker so. */
static int sources_without_sandbox(const struct tournament *t, const struct options *o)
{
    int sources = 0;
    for (int k = 0; k < t->nb_entrants; k++) {
        size_t n = strlen(t->entrants[k].given);
        const char *given = t->entrants[k].given;
        sources |= (n > 2 && strcmp(given + n - 2, ".c") == 0) || (n > 3 && strcmp(given + n - 3, ".cc") == 0);
    }
    const char *env = getenv("ARENA_CHECK_UNSANDBOXED");
    if (o->unsandboxed || (env && strcmp(env, "1") == 0)) {
        setenv("ARENA_CHECK_UNSANDBOXED", "1", 1);
        return 0;
    }
    char *why;
    if (!sources || sandbox_probe(&why) == 0)
        return 0;
    error("%s (or compile without it: --unsandboxed-compiles)", strncmp(why, "error: ", 7) == 0 ? why + 7 : why);
    free(why);
    return -1;
}

int main(int argc, char **argv)
{
    struct options o = {.matches = 100, .seed = 1, .memory = 512};
    /* (--announce after the line: its start said on standard error, for the course server) */
    if (argc >= 3 && strcmp(argv[1], "--run-task") == 0)
        return close_stdout(task_run_line(argv[2], argc >= 4 && strcmp(argv[3], "--announce") == 0));
    if (argc >= 2 && strncmp(argv[1], "--run-task=", 11) == 0)
        return close_stdout(task_run_line(argv[1] + 11, argc >= 3 && strcmp(argv[2], "--announce") == 0));
    if (parse_options(argc, argv, &o) < 0)
        return 2;
    const char *db_path = o.db ? o.db : "tournament.db";
    if (o.report && !o.players) {
        sqlite3 *db = db_open_existing(db_path);
        long long id = db ? db_latest(db, db_path) : -1;
        int status = id >= 0 ? print_standings(db, id, &o, db_path) : -1;
        db_close(db);
        return close_stdout(status < 0);
    }
    if (!o.game || !o.players) {
        error("give a game and --players (or --report; see %s --help)", argv[0]);
        return 2;
    }
    char *bin = setup_bin_dir();
    struct tournament t = {.game = o.game, .seed = o.seed, .matches = o.matches, .cpu_seconds = o.cpu,
                           .memory_mb = (int)o.memory, .keep_replays = -1};
    int status = 2;
    sqlite3 *db = NULL;
    if (asprintf(&t.game_bin, "%s/%s", bin, o.game) < 0 || access(t.game_bin, X_OK) != 0) {
        error("no game '%s': %s is not there (make builds it)", o.game, t.game_bin);
        goto done;
    }
    if (o.keep && strcmp(o.keep, "all") != 0) {
        long long k = 0;
        if (strcmp(o.keep, "none") != 0 && parse_int_arg("--keep-replays", o.keep, 0, 100000000, &k) < 0)
            goto done;
        t.keep_replays = (long)k;
    }
    if (hash_file(t.game_bin, t.game_hash) < 0 || setup_boards(&t, o.boards) < 0 ||
        entrants_parse(&t, o.players, bin) < 0)
        goto done;
    status = 1;
    if (sources_without_sandbox(&t, &o) < 0 || players_without_walls(&t, &o) < 0)
        goto done;
    db = db_open(db_path);
    if (db && db_tournament(db, &t) == 0)
        status = play_and_rank(&t, &o, db, bin, db_path);
done:
    db_close(db);
    tournament_release(&t);
    free(bin);
    return close_stdout(status);
}
