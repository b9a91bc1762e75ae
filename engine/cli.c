/* cli.c — the Game command line: players, seed, board in, replay out; a thin layer
 * over arena_play(). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "args.h"
#include "error.h"
#include "guard.h"
#include "port.h"
#include "registry.h"

#ifndef ARENA_VERSION
#define ARENA_VERSION "dev"
#endif

enum { DEFAULT_MEMORY_MB = 512 };
#define DEFAULT_WATCHDOG 5.0

/* The rule book's CPU budget (the 2018 kits: the Jutge judge's 3 seconds). */
static double judge_cpu_default(const struct game_ops *game)
{
    return game->kit.judge_cpu_seconds > 0 ? game->kit.judge_cpu_seconds : 3;
}

static void print_help(const struct game_ops *game, const char *prog)
{
    printf("Usage: %s [options] player1 player2 ... [< board.cnf] [> match.res]\n"
           "Plays one match of %s and writes its replay.\n\n"
           "  -s, --seed=N     random seed, 0 to 2147483647 (default 1)\n"
           "  -i, --input=F    board file (default: standard input)\n"
           "  -o, --output=F   replay file (default: standard output)\n"
           "  -q, --quiet      print only errors and the result lines\n"
           "  -j, --judge      judge mode: each player in its own sandboxed process with a CPU\n"
           "                   budget; a player that breaks a rule is frozen, the match goes on\n"
           "      --cpu=S      judge mode: CPU seconds a player may use in the match (default %g)\n"
           "      --memory=MB  judge mode: a player's memory limit (default %d)\n"
           "      --watchdog=S judge mode: seconds of its turns a player may spend idle (asleep,\n"
           "                   blocked: neither computing nor waiting for a CPU) over the\n"
           "                   match; more: frozen, stopped answering (default %g)\n"
           "      --busy=S     judge mode: seconds the machine may keep a player waiting for a\n"
           "                   CPU in its turns over the match; more: the match is not judged\n"
           "                   (exit 4; default %d times --cpu, at least %d)\n"
           "      --core=N     judge mode: run the match and its players on CPU N, or 'any' CPU\n"
           "                   (default: the CPU the match starts on, one turn at a time)\n"
           "      --no-sandbox judge mode without the system-call filter (to measure its cost)\n"
           "      --unsandboxed-players  judge mode where no namespaces can be made: each player\n"
           "                   has its limits and filter only (it shares the machine's files,\n"
           "                   network and processes: for players you trust)\n"
           "      --check-walls  exit 0 if judge mode can wall players in here, else say why\n"
           "      --players-dir=D  judge mode: the player executables are D/NAME (default: players/\n"
           "                   GAME beside this program, built by make for every AI*.c)\n"
           "  -r, --results=F  write the result per seat (tab-separated: name, score, CPU, fault)\n"
           "      --rounds=N   stop after N rounds (the replay and the players see N)\n"
           "      --from=REPLAY:ROUND  start from the state REPLAY holds at ROUND (instead of -i);\n"
           "                   the seed drives the rest\n"
           "      --logs       keep each player's output round by round in the debug file (always\n"
           "                   in judge mode)\n"
           "      --no-debug   no debug file: REPLAY.debug holds the players' marks and output\n"
           "                   round by round, for the viewer (written when there is any)\n"
           "  -l, --list       list the registered players\n"
           "      --seats      print the number of players the board (-i) is for\n"
           "  -v, --version    print the version\n"
           "  -h, --help       print this help\n\n"
           "Progress and results go to standard error, with the players' own lines; what a\n"
           "player prints on standard output goes there too, never into the replay.\n"
           "In judge mode what a player writes is kept apart, in REPLAY.SEAT-NAME.log.\n"
           "Exit status: 0 match played, 1 runtime failure (unreadable board, unwritable\n"
           "replay, missing judge executable), 2 usage error, 3 a player crashed the match\n"
           "(local mode only; named on standard error; no replay), 4 judge mode: the machine\n"
           "could not judge a player's turn: it kept the player waiting for a CPU past --busy,\n"
           "stopped it, or killed it with CPU budget left (no verdict, no replay: play it again).\n",
           prog, game->title, judge_cpu_default(game), DEFAULT_MEMORY_MB, DEFAULT_WATCHDOG, JUDGE_BUSY_FACTOR,
           JUDGE_BUSY_MIN);
}

/* --check-walls: whether judge mode can wall players in here (one line why not). */
static int check_walls(void)
{
#ifdef ARENA_NO_JUDGE
    error("--check-walls: this Game has no judge mode, which needs Linux");
    return ARENA_RUNTIME;
#else
    char why[600];
    if (launch_probe(why, sizeof why) == 0)
        return ARENA_PLAYED;
    error("%s", why);
    return ARENA_RUNTIME;
#endif
}

/* --from REPLAY:ROUND (the last colon: a path may hold others). */
static int parse_from(char *arg, struct match_spec *spec)
{
    char *colon = strrchr(arg, ':');
    long long round;
    if (!colon || colon == arg)
        return error("--from: '%s' is not REPLAY:ROUND (e.g. --from match.res:137)", arg);
    *colon = '\0';
    if (parse_int_arg("--from round", colon + 1, 0, 1000000, &round) < 0)
        return -1;
    spec->from = arg;
    spec->from_round = (int)round;
    return 0;
}

/* --core: a CPU number or "any". */
static int parse_core(const char *text, int *core)
{
    if (strcmp(text, "any") == 0) {
        *core = JUDGE_ANY_CORE;
        return 0;
    }
    char *end;
    errno = 0;
    long n = strtol(text, &end, 10);
    if (errno || end == text || *end || n < 0 || n > 1023)
        return error("--core: '%s' is not a CPU number (0 to 1023) or 'any'", text);
    *core = (int)n;
    return 0;
}

static int parse_seed(const char *text, long long *seed)
{
    return parse_int_arg("seed", text, 0, 2147483647LL, seed);
}

static void list_players(const struct game_ops *game)
{
    for (int i = 0; i < registry_count(); i++) {
        const struct player_def *p = registry_sorted(i);
        if (p->abi && strcmp(p->abi, game->player->abi) == 0)
            puts(p->name);
        else
            fprintf(stderr, "warning: player %s is not listed: built against another player header\n",
                    p->name);
    }
}

int arena_main(const struct game_ops *game, int argc, char **argv)
{
    int closed = guard_std_fds();
    port_binary_stdio();
    setvbuf(stderr, NULL, isatty(2) ? _IOLBF : _IOFBF, 1 << 16);
    guard_install();
    static const struct option options[] = {
        {"seed", required_argument, NULL, 's'}, {"input", required_argument, NULL, 'i'},
        {"output", required_argument, NULL, 'o'}, {"quiet", no_argument, NULL, 'q'},
        {"list", no_argument, NULL, 'l'},        {"version", no_argument, NULL, 'v'},
        {"help", no_argument, NULL, 'h'},        {"judge", no_argument, NULL, 'j'},
        {"cpu", required_argument, NULL, 'C'},   {"memory", required_argument, NULL, 'M'},
        {"watchdog", required_argument, NULL, 'W'}, {"no-sandbox", no_argument, NULL, 'N'},
        {"busy", required_argument, NULL, 'B'},
        {"results", required_argument, NULL, 'r'}, {"players-dir", required_argument, NULL, 'P'},
        {"core", required_argument, NULL, 'K'},    {"seats", no_argument, NULL, 'S'},
        {"logs", no_argument, NULL, 'L'},          {"no-debug", no_argument, NULL, 'D'},
        {"rounds", required_argument, NULL, 'R'},      {"from", required_argument, NULL, 'F'},
        {"unsandboxed-players", no_argument, NULL, 'U'}, {"check-walls", no_argument, NULL, 'Y'},
        {NULL, 0, NULL, 0},
    };
    struct judge_limits limits = {.cpu_seconds = judge_cpu_default(game),
                                  .memory_bytes = (size_t)DEFAULT_MEMORY_MB << 20,
                                  .watchdog = DEFAULT_WATCHDOG, .sandbox = 1, .core = JUDGE_START_CORE,
                                  .walls = LAUNCH_NAMESPACES};
    int judge = 0, seats = 0;
    long long rounds = 0;
    double mb;
    const char *prog = argc > 0 ? argv[0] : game->name;
    struct match_spec spec = {.game = game, .seed = 1, .replay = "-"};
    if (argc <= 1) {
        print_help(game, prog);
        return ARENA_PLAYED;
    }
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":s:i:o:qlvhjr:", options, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_seed(optarg, &spec.seed) < 0)
                return ARENA_USAGE;
            break;
        case 'i': spec.board = optarg; break;
        case 'o': spec.replay = optarg; break;
        case 'q': spec.quiet = 1; break;
        case 'j': judge = 1; break;
        case 'S': seats = 1; break;
        case 'L': spec.logs = 1; break;
        case 'F':
            if (parse_from(optarg, &spec) < 0)
                return ARENA_USAGE;
            break;
        case 'R':
            if (parse_int_arg("--rounds", optarg, 1, 1000000, &rounds) < 0)
                return ARENA_USAGE;
            spec.rounds = (int)rounds;
            break;
        case 'D': spec.no_debug = 1; break;
        case 'r': spec.results = optarg; break;
        case 'N': limits.sandbox = 0; break;
        case 'U': limits.walls = LAUNCH_UNSANDBOXED; break;
        case 'Y': return check_walls();
        case 'P': spec.players_dir = optarg; break;
        case 'C':
            if (parse_seconds_arg("--cpu", optarg, 0.001, 1e6, &limits.cpu_seconds) < 0)
                return ARENA_USAGE;
            break;
        case 'W':
            if (parse_seconds_arg("--watchdog", optarg, 0.01, 1e6, &limits.watchdog) < 0)
                return ARENA_USAGE;
            break;
        case 'B':
            if (parse_seconds_arg("--busy", optarg, 0.01, 1e6, &limits.busy) < 0)
                return ARENA_USAGE;
            break;
        case 'K':
            if (parse_core(optarg, &limits.core) < 0)
                return ARENA_USAGE;
            break;
        case 'M':
            if (parse_seconds_arg("--memory", optarg, 16, 1 << 20, &mb) < 0)
                return ARENA_USAGE;
            limits.memory_bytes = (size_t)(mb * (1 << 20));
            break;
        case 'l': list_players(game); return ARENA_PLAYED;
        case 'v':
            printf("%s %s (arena %s, player header %s)\n", game->title, game->version, ARENA_VERSION,
                   game->player->abi);
            return ARENA_PLAYED;
        case 'h': print_help(game, prog); return ARENA_PLAYED;
        default: option_error(c, argv, prog); return ARENA_USAGE;
        }
    }
    if ((closed & 1 << STDOUT_FILENO) && strcmp(spec.replay, "-") == 0) {
        error("cannot write the replay: standard output is closed (give -o FILE)");
        return ARENA_RUNTIME;
    }
    if (seats) {
        int n = arena_board_seats(game, spec.board);
        if (n < 0)
            return ARENA_RUNTIME;
        printf("%d\n", n);
        return ARENA_PLAYED;
    }
    spec.nb_players = argc - optind;
    for (int p = 0; p < spec.nb_players && p < MATCH_MAX_SEATS; p++)
        spec.players[p] = argv[optind + p];
#ifdef ARENA_NO_JUDGE
    if (judge) {
        error("--judge: this Game has no judge mode, which needs Linux; it plays local matches, the same "
              "replay as the judge's (build on Linux or WSL for judge mode)");
        return ARENA_USAGE;
    }
#endif
#ifndef ARENA_NO_JUDGE
    /* (also from the environment: the course server and the tournament runner pass their
     * operator's --unsandboxed-players to the matches they start this way) */
    const char *unsandboxed = getenv("ARENA_UNSANDBOXED_PLAYERS");
    if (unsandboxed && strcmp(unsandboxed, "1") == 0)
        limits.walls = LAUNCH_UNSANDBOXED;
#endif
    if (judge && limits.walls == LAUNCH_UNSANDBOXED)
        warning("--unsandboxed-players: players run with their limits and system-call filter only, without "
                "namespaces (they share this machine's files, network and processes)");
    if (judge)
        spec.judge = &limits;
    else
        (void)guard_forbid_exec();
#ifdef ARENA_NO_SECCOMP
    if (judge && limits.sandbox)
        warning("this program was built without libseccomp: players' system calls are not filtered "
                "(install libseccomp-dev and build again for the judge's sandbox)");
#endif
    struct match_result result;
    return arena_play(&spec, &result);
}
