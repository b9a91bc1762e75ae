/* main.c — bin/arena-server: the course's judge. init makes a course database, users
 * adds accounts from a class list, serve runs the web site and the workers. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <glob.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "args.h"
#include "store/auth.h"
#include "store/board_list.h"
#include "entrants.h"
#include "error.h"
#include "judge/judge.h"
#include "judge/ladder.h"
#include "paths.h"
#include "judge/retention.h"
#include "sandbox.h"
#include "similar/similar.h"
#include "store/store.h"
#include "http/web.h"
#include "routes.h"

static void usage(FILE *f)
{
    const char *me = program_name();
    fprintf(f,
            "Usage: %s init COURSE.db --game GAME [options]\n"
            "       %s users COURSE.db CLASS.csv [--reset]\n"
            "       %s serve COURSE.db [--port N] [--listen ADDR] [--jobs N]\n"
            "       %s similar COURSE.db [--against OLD.db|DIR] [--template F] [--html FILE]\n"
            "                  (plagiarism check; see %s similar --help)\n"
            "       %s routes   (every URL the site answers and who may open it)\n",
            me, me, me, me, me, me);
    fputs("The course's judge: students log in, download the kit, submit players (C or C++),\n"
            "see the checker's verdict and their matches; a player that beats the Dummy plays\n"
            "the ladder; the teacher follows it all and plays the final.\n\n"
            "init: makes COURSE.db (one SQLite file, bin/tournament's records inside) and\n"
            "COURSE-files/ (sources, players, replays, the kit).\n"
            "  --game=GAME          the game: a folder of arena's games/ (madmax, purge...)\n"
            "  --boards=LIST        board files (default: every board of games/GAME/boards)\n"
            "  --cpu=S              a player's CPU budget a match (default: the game's)\n"
            "  --memory=MB          a player's memory limit (default 512)\n"
            "  --qualify-matches=N  matches against the Dummy for a new submission (default 4)\n"
            "  --qualify-wins=K     matches it must finish ahead of every Dummy (default 3)\n"
            "  --opens=DATE         no submission before DATE (2026-12-01 or '2026-12-01 18:00', UTC)\n"
            "  --closes=DATE        none after DATE; the ladder stops\n"
            "  --title=TEXT         the site's title (default: the game)\n"
            "  --upload-kb=N        the largest source a student may send (default 256, at most 1024)\n"
            "  --upload-interval=S  seconds between two submissions of a student (default 10)\n"
            "  --seed=N             the course's seed: boards and seeds of its matches (default: the time)\n"
            "users: adds the accounts of CLASS.csv (login,name[,admin] a line; a first line\n"
            "login,name is skipped) and prints login,password for each new one, to hand out.\n"
            "  --reset              a new password for accounts that exist too\n"
            "serve: the web site and the workers, until SIGINT or SIGTERM.\n"
            "  --port=N             (default 8080; 0: any free port, printed)\n"
            "  --listen=ADDR        the address to listen on (default 127.0.0.1: put a TLS\n"
            "                       reverse proxy in front, see docs/server.md)\n"
            "  --jobs=N             matches and compiles at a time (default: one per CPU)\n"
            "  --threads=N          threads answering requests (default 4)\n"
            "  --ladder-matches=N   ladder matches a submission plays at most (default 500); the\n"
            "                       ladder rests when every representative has played them\n"
            "  --no-ladder          qualifications only\n"
            "  --sshloginfile=F     play the matches on the hosts of F (GNU parallel's format, N/login\n"
            "                       for N at a time; ':' is this machine) instead of --jobs here;\n"
            "                       every host sees the course's folder and arena at the same paths\n"
            "  --launcher=CMD       play each match as CMD bin/tournament --run-task LINE, --jobs at a\n"
            "                       time (a batch system: 'srun --quiet -N1 -n1'); paths as above\n"
            "  --behind-proxy       a reverse proxy on this machine gives the client's address in\n"
            "                       X-Real-IP (for the login limits); the proxy limits connections\n"
            "  --replays-budget=SIZE  the disk the ladder's replays may take (20G, 500M; default:\n"
            "                       half of the free space of COURSE-files at start plus what they\n"
            "                       take already); beyond it the oldest are removed, their records\n"
            "                       and scores kept, never a submission's newest\n"
            "  --replays-min-age=H  and never one younger than H hours (default 24)\n"
            "  --connections-per-address=N  open connections from one address at most (default 64;\n"
            "                       a lab behind one NAT shares them)\n"
            "  --connections=N      open connections at most (default 4000); when they are all\n"
            "                       open, a new one closes the one waiting longest for its headers\n"
            "  --unsandboxed-compiles  compile submissions without the sandbox where none can be\n"
            "                       made (a student's file could read the server's files: the\n"
            "                       admin page warns; see docs/server.md, the compile sandbox)\n"
            "  --unsandboxed-players  play where no namespace can be made for the players (each\n"
            "                       has its limits and system-call filter only: the admin page\n"
            "                       warns; see docs/server.md, the players' walls)\n"
            "Exit status: 0 done, 1 failure, 2 usage error.\n", f);
}

enum { O_GAME = 256, O_BOARDS, O_CPU, O_MEMORY, O_QM, O_QW, O_OPENS, O_CLOSES, O_TITLE, O_RESET, O_PORT, O_LISTEN,
       O_JOBS, O_THREADS, O_NO_LADDER, O_SEED, O_UPLOAD_KB, O_UPLOAD_INTERVAL, O_SSH, O_PROXY, O_LADDER, O_LAUNCHER, O_PER_ADDRESS, O_KEEP, O_BUDGET, O_MIN_AGE,
       O_UNSANDBOXED, O_CONNECTIONS, O_UNSANDBOXED_PLAYERS };

static const struct option longs[] = {
    {"game", required_argument, NULL, O_GAME},
    {"boards", required_argument, NULL, O_BOARDS},
    {"cpu", required_argument, NULL, O_CPU},
    {"memory", required_argument, NULL, O_MEMORY},
    {"qualify-matches", required_argument, NULL, O_QM},
    {"qualify-wins", required_argument, NULL, O_QW},
    {"opens", required_argument, NULL, O_OPENS},
    {"closes", required_argument, NULL, O_CLOSES},
    {"title", required_argument, NULL, O_TITLE},
    {"reset", no_argument, NULL, O_RESET},
    {"port", required_argument, NULL, O_PORT},
    {"listen", required_argument, NULL, O_LISTEN},
    {"jobs", required_argument, NULL, O_JOBS},
    {"threads", required_argument, NULL, O_THREADS},
    {"no-ladder", no_argument, NULL, O_NO_LADDER},
    {"ladder-matches", required_argument, NULL, O_LADDER},
    {"seed", required_argument, NULL, O_SEED},
    {"upload-kb", required_argument, NULL, O_UPLOAD_KB},
    {"sshloginfile", required_argument, NULL, O_SSH},
    {"launcher", required_argument, NULL, O_LAUNCHER},
    {"behind-proxy", no_argument, NULL, O_PROXY},
    {"connections-per-address", required_argument, NULL, O_PER_ADDRESS},
    {"connections", required_argument, NULL, O_CONNECTIONS},
    {"keep-replays", required_argument, NULL, O_KEEP},
    {"keep-days", required_argument, NULL, O_KEEP},
    {"replays-budget", required_argument, NULL, O_BUDGET},
    {"replays-min-age", required_argument, NULL, O_MIN_AGE},
    {"unsandboxed-compiles", no_argument, NULL, O_UNSANDBOXED},
    {"unsandboxed-players", no_argument, NULL, O_UNSANDBOXED_PLAYERS},
    {"upload-interval", required_argument, NULL, O_UPLOAD_INTERVAL},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

struct options {
    const char *game, *boards, *opens, *closes, *title, *listen, *sshloginfile, *launcher;
    double cpu, min_age_hours;
    unsigned long long replays_budget;
    long long seed, upload_kb, upload_interval, ladder_matches;
    long long memory, qualify_matches, qualify_wins, port, jobs, threads, per_address, connections;
    int reset, no_ladder, behind_proxy, unsandboxed, unsandboxed_players;
};


static int parse(int argc, char **argv, struct options *o)
{
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":h", longs, NULL)) != -1) {
        int bad = 0;
        switch (c) {
        case O_GAME: o->game = optarg; break;
        case O_BOARDS: o->boards = optarg; break;
        case O_OPENS: o->opens = optarg; break;
        case O_CLOSES: o->closes = optarg; break;
        case O_TITLE: o->title = optarg; break;
        case O_LISTEN: o->listen = optarg; break;
        case O_RESET: o->reset = 1; break;
        case O_NO_LADDER: o->no_ladder = 1; break;
        case O_LADDER: bad = parse_int_arg("--ladder-matches", optarg, 1, 1000000, &o->ladder_matches); break;
        case O_SSH: o->sshloginfile = optarg; break;
        case O_LAUNCHER: o->launcher = optarg; break;
        case O_PROXY: o->behind_proxy = 1; break;
        case O_UNSANDBOXED: o->unsandboxed = 1; break;
        case O_UNSANDBOXED_PLAYERS: o->unsandboxed_players = 1; break;
        case O_KEEP:
            bad = error("--keep-replays and --keep-days are no more: the ladder's replays are kept by disk "
                        "(--replays-budget) and age (--replays-min-age)");
            break;
        case O_BUDGET: bad = retention_parse_size("--replays-budget", optarg, &o->replays_budget); break;
        case O_MIN_AGE: bad = parse_number_arg("--replays-min-age", optarg, 0, 24 * 365, "hours", &o->min_age_hours); break;
        case O_PER_ADDRESS: bad = parse_int_arg("--connections-per-address", optarg, 1, 4000, &o->per_address); break;
        case O_CONNECTIONS: bad = parse_int_arg("--connections", optarg, 1, 100000, &o->connections); break;
        case O_CPU: bad = parse_seconds_arg("--cpu", optarg, 0.001, 1e6, &o->cpu); break;
        case O_MEMORY: bad = parse_int_arg("--memory", optarg, 16, 1 << 20, &o->memory); break;
        case O_QM: bad = parse_int_arg("--qualify-matches", optarg, 1, 100, &o->qualify_matches); break;
        case O_QW: bad = parse_int_arg("--qualify-wins", optarg, 0, 100, &o->qualify_wins); break;
        case O_UPLOAD_KB: bad = parse_int_arg("--upload-kb", optarg, 1, 1024, &o->upload_kb); break;
        case O_UPLOAD_INTERVAL: bad = parse_int_arg("--upload-interval", optarg, 0, 86400, &o->upload_interval); break;
        case O_SEED: bad = parse_int_arg("--seed", optarg, 1, 2147483646, &o->seed); break;
        case O_PORT: bad = parse_int_arg("--port", optarg, 0, 65535, &o->port); break;
        case O_JOBS: bad = parse_int_arg("--jobs", optarg, 1, 64, &o->jobs); break;
        case O_THREADS: bad = parse_int_arg("--threads", optarg, 1, 64, &o->threads); break;
        case 'h': usage(stdout); exit(0);
        default: return option_error(c, argv, program_name());
        }
        if (bad < 0)
            return -1;
    }
    return 0;
}

/* The games arena has (a folder of games/ with boards), as "apocalypse, madmax, ...":
 * the engine and the server know no game by name. */
static const char *games_known(char *buf, size_t size)
{
    char pattern[4096];
    snprintf(pattern, sizeof pattern, "%s/games/*/boards", paths_data());
    glob_t g;
    size_t len = 0;
    buf[0] = '\0';
    if (glob(pattern, 0, NULL, &g) == 0) {
        for (size_t k = 0; k < g.gl_pathc; k++) {
            char *end = strrchr(g.gl_pathv[k], '/'), *start = end;
            while (start > g.gl_pathv[k] && start[-1] != '/')
                start--;
            int n = snprintf(buf + len, size - len, "%s%.*s", len ? ", " : "", (int)(end - start), start);
            if (n < 0 || (size_t)n >= size - len)
                break;
            len += (size_t)n;
        }
        globfree(&g);
    }
    return len ? buf : "none found";
}

static int init(const char *db, struct options *o)
{
    if (store_init(db, o->game, o->boards, o->cpu, (int)o->memory, (int)o->qualify_matches, (int)o->qualify_wins,
                   o->opens, o->closes, o->title, o->seed, (int)o->upload_kb, (int)o->upload_interval) < 0)
        return -1;
    /* the kit students download (tools/student-kit: from the files git tracks, or the installed ones) */
    char *kit = NULL, *out = NULL, *maker = NULL;
    if (asprintf(&kit, "%s/kit.tar.gz", course.files) < 0 || asprintf(&maker, "%s/tools/student-kit", paths_data()) < 0)
        die("out of memory");
    char *argv[] = {maker, (char *)o->game, kit, NULL};
    if (run_capture(argv, &out) != 0)
        warning("no kit for students to download (%s): %s", kit, out);
    free(out);
    free(kit);
    free(maker);
    /* the rule and why: strict, for the ladder's players to beat the Dummy; no shipped
     * player passes the default (the Dummy renamed finishes first in about 1 match of 4) */
    fprintf(stderr, "note: qualification: %lld of %lld matches ahead of every Dummy (--qualify-matches, --qualify-wins; "
                    "the admin page changes it)%s\n", o->qualify_wins, o->qualify_matches,
            o->qualify_wins > 0 ? ": the ladder takes players that beat the Dummy, which no shipped player does "
                                  "reliably; to try the course with one, 0 wins" : "");
    printf("made the course %s (%s, %d boards); its files go to %s\n", db, o->game, course.t.nb_boards, course.files);
    printf("next: %s users %s class.csv, then %s serve %s\n", program_name(), db, program_name(), db);
    return 0;
}

/* Splits a CSV line in place (quoted fields with "" inside, or plain ones). */
static int csv_fields(char *line, char *field[], int max)
{
    int n = 0;
    char *p = line;
    while (n < max) {
        char *start = p, *w = p;
        if (*p == '"') {
            start = w = ++p;
            while (*p && !(*p == '"' && p[1] != '"')) {
                if (*p == '"')
                    p++;
                *w++ = *p++;
            }
            if (*p == '"')
                p++;
        } else {
            while (*p && *p != ',' && *p != '\n' && *p != '\r')
                *w++ = *p++;
        }
        char end = *p;
        *w = '\0';
        field[n++] = start;
        if (end != ',')
            break;
        p++;
    }
    return n;
}

static int users(const char *csv, int reset)
{
    FILE *f = fopen(csv, "r");
    if (!f)
        return error_errno("cannot read %s", csv);
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, bad = 0, made = 0;
    while (getline(&line, &cap, f) > 0) {
        lineno++;
        char *field[3] = {NULL, NULL, NULL};
        int n = csv_fields(line, field, 3);
        if (n == 1 && !*field[0])
            continue;
        if (lineno == 1 && strcmp(field[0], "login") == 0)
            continue;
        const char *login = field[0];
        size_t len = strlen(login);
        if (len == 0 || len > 60 || strspn(login, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-") != len) {
            bad = error("%s:%d: a login is 1 to 60 letters, digits and . _ @ -, not '%s'", csv, lineno,
                        quote_str(login).text);
            continue;
        }
        if (n >= 2 && strlen(field[1]) > 100) {
            bad = error("%s:%d: a name is at most 100 characters", csv, lineno);
            continue;
        }
        int admin = n >= 3 && strcmp(field[2], "admin") == 0;
        if (!reset && store_int(0, "SELECT count(*) FROM users WHERE login = ?", "t", login) > 0)
            continue;
        char password[13];
        if (auth_set_user(login, n >= 2 && *field[1] ? field[1] : login, admin, NULL, password) < 0) {
            bad = -1;
            break;
        }
        printf("%s,%s\n", login, password);
        made++;
    }
    free(line);
    fclose(f);
    fprintf(stderr, "%d accounts made or reset\n", made);
    return bad;
}

static pthread_mutex_t diag_lock = PTHREAD_MUTEX_INITIALIZER;
static void lock_diag(void)
{
    pthread_mutex_lock(&diag_lock);
}
static void unlock_diag(void)
{
    pthread_mutex_unlock(&diag_lock);
}

/* Every player of a match is walled in by the game's launcher (engine/launch.c): where
 * it cannot make their namespaces here, no server, unless the teacher says
 * --unsandboxed-players (or ARENA_UNSANDBOXED_PLAYERS=1): then the games are told (the
 * environment), and the admin page warns. */
static int players_walled(const struct options *o)
{
    char *why;
    if (walls_probe(course.t.game_bin, o->unsandboxed_players, &why) < 0) {
        error("serve: %s", why);
        free(why);
        return -1;
    }
    const char *env = getenv("ARENA_UNSANDBOXED_PLAYERS");
    unsandboxed_players = env && strcmp(env, "1") == 0;
    if (unsandboxed_players)
        warning("players run without their namespaces (--unsandboxed-players)");
    return 0;
}

static int serve(struct options *o)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int jobs = o->jobs ? (int)o->jobs : (int)(cores > 0 ? cores : 1);
    error_set_lock(lock_diag, unlock_diag);
    /* a file that cannot grow (a full disk, a size limit) is an error of the write, not
     * the end of the server */
    signal(SIGXFSZ, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    /* big blocks (a password hash's 19 MiB) go back to the system when freed: glibc's
     * moving threshold would keep them in the heap, and the server's memory high */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    if (o->launcher && o->sshloginfile) {
        error("serve: --launcher or --sshloginfile, not both");
        return -1;
    }
    /* as many open files as the connections need (the default soft limit, 1024, is less) */
    if (o->connections)
        web_connections = (unsigned)o->connections;
    struct rlimit files;
    rlim_t want = 2 * (rlim_t)web_connections + 256;
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < want) {
        files.rlim_cur = files.rlim_max < want ? files.rlim_max : want;
        setrlimit(RLIMIT_NOFILE, &files);
    }
    if (o->per_address)
        web_per_address = (unsigned)o->per_address;
    retention_configure(o->replays_budget, o->min_age_hours * 3600);
    if (retention_start() < 0)
        return -1;
    printf("match files: %.1f MB of a budget of %.1f MB, none removed younger than %g hours\n",
           (double)retention_total() / (1024 * 1024), (double)retention_budget() / (1024 * 1024), o->min_age_hours);
    /* every compile of a submission runs in the sandbox (tools/arena-check): none here, no
     * server, unless the teacher says so (then the checker is told, the admin page warns) */
    char *no_sandbox;
    if (sandbox_probe(&no_sandbox) < 0) {
        if (!o->unsandboxed) {
            error("serve: %s; or start without it: --unsandboxed-compiles (students' files could then read "
                  "the server's)",
                  strncmp(no_sandbox, "error: ", 7) == 0 ? no_sandbox + 7 : no_sandbox);
            free(no_sandbox);
            return -1;
        }
        free(no_sandbox);
    }
    if (o->unsandboxed) {
        unsandboxed_compiles = 1;
        setenv("ARENA_CHECK_UNSANDBOXED", "1", 1);
        warning("compiles run without the sandbox (--unsandboxed-compiles)");
    }
    if (players_walled(o) < 0)
        return -1;
    sigset_t stop; /* for web_serve's sigwait, in every thread from here on */
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    if (judge_start(jobs, o->no_ladder ? 0 : o->ladder_matches, o->sshloginfile, o->launcher) < 0)
        return -1;
    const char *listen = o->listen ? o->listen : "127.0.0.1";
    int rc = web_serve(listen, (int)o->port, (int)o->threads, o->behind_proxy, routes_answer);
    judge_stop();
    store_close_all();
    ladder_forget();
    return rc;
}

int main(int argc, char **argv)
{
    struct options o = {.ladder_matches = 500, .upload_kb = 256, .upload_interval = 10, .memory = 512, .min_age_hours = RETENTION_MIN_AGE_HOURS, .qualify_matches = 4, .qualify_wins = 3, .port = 8080, .threads = 4};
    program_name_set(argv[0]);
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *command = argv[1];
    if (strcmp(command, "similar") == 0)
        return similar_main(argc - 1, argv + 1);
    if (strcmp(command, "routes") == 0 && argc == 2) {
        for (size_t k = 0; k < nb_routes; k++)
            printf("%s\t%s\t%s\t%s\n", routes[k].method, routes[k].path, routes_audience(routes[k].who),
                   routes_token(routes[k].token));
        return 0;
    }
    /* the course's files (sources, hashes, replays) are its owner's alone: no other user
     * of the machine reads them */
    umask(077);
    if (parse(argc - 1, argv + 1, &o) < 0)
        return 2;
    int rest = optind + 1;
    const char *db = rest < argc ? argv[rest] : NULL;
    if (!db) {
        error("%s: give the course database (COURSE.db) (see %s --help)", command, program_name());
        return 2;
    }
    if (strcmp(command, "init") == 0) {
        if (rest + 1 != argc) {
            error("init: unexpected '%s'", argv[rest + 1]);
            return 2;
        }
        if (!o.game) {
            char games[512];
            error("init: give the game (--game GAME: %s)", games_known(games, sizeof games));
            return 2;
        }
        return init(db, &o) < 0 ? 1 : 0;
    }
    if (strcmp(command, "users") != 0 && strcmp(command, "serve") != 0) {
        error("unknown command '%s': init, users or serve (see %s --help)", quote_str(command).text, program_name());
        return 2;
    }
    if (strcmp(command, "users") == 0 && rest + 2 != argc) {
        error("users: give the course database and the class list (users COURSE.db CLASS.csv)");
        return 2;
    }
    if (strcmp(command, "serve") == 0 && rest + 1 != argc) {
        error("serve: unexpected '%s'", argv[rest + 1]);
        return 2;
    }
    if (access(db, F_OK) != 0) {
        error_errno("no course database %s (make one with %s init)", db, program_name());
        return 1;
    }
    if (store_open(db) < 0 || boards_load() < 0)
        return 1;
    if (strcmp(command, "users") == 0)
        return users(argv[rest + 1], o.reset) < 0 ? 1 : 0;
    return serve(&o) < 0 ? 1 : 0;
}
