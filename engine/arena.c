/* arena.c — arena_play(): one match in this process, from a spec to a result. */
#define _POSIX_C_SOURCE 200809L
#include "arena.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"
#include "port.h"
#include "debug_file.h"
#include "gzip.h"
#include "registry.h"
#include "scan.h"

/* Two paths of the same file, existing or to be created (not standard output). */
static int same_file(const char *a, const char *b)
{
    struct port_file_id x, y;
    if (!a || !b || strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
        return 0;
    return strcmp(a, b) == 0 || (port_path_id(a, &x) == 0 && port_path_id(b, &y) == 0 && port_same_id(&x, &y));
}

/* No output of a match may replace a file it read (the board, a file the board names,
 * the replay it starts from) or another of its outputs: a slip of -o or --results
 * would destroy a board. */
static int check_outputs(const struct match_spec *spec)
{
    int to_file = spec->replay && strcmp(spec->replay, "-") != 0;
    char *debug = to_file ? debug_file_path(spec->replay) : NULL;
    const char *paths[] = {spec->replay, spec->results, debug};
    const char *what[] = {"the replay", "the results", "the replay's debug file"};
    const char *fix[] = {"-o", "--results", "-o"};
    int status = 0;
    for (int k = 0; k < 3 && status == 0; k++) {
        if (scan_was_read(paths[k]))
            status = error("%s %s is a file this match reads: give another %s", what[k], paths[k], fix[k]);
        for (int j = 0; j < k && status == 0; j++)
            if (same_file(paths[j], paths[k]))
                status = error("%s %s would be %s too: give another %s", what[k], paths[k], what[j], fix[k]);
    }
    free(debug);
    return status;
}

/* Everything that can be checked before the board is read: usage errors come first. */
static int check_spec(const struct match_spec *spec, const struct player_def *defs[])
{
    const struct game_ops *ops = spec->game;
    int n = spec->nb_players;
    if (n < ops->min_players || n > ops->max_players || n > MATCH_MAX_SEATS) {
        if (ops->min_players == ops->max_players)
            return error("wrong number of players: %s is played by %d, %d given", ops->title,
                         ops->min_players, n);
        return error("wrong number of players: %s is played by %d to %d, %d given", ops->title,
                     ops->min_players, ops->max_players, n);
    }
    for (int p = 0; p < n; p++) {
        const char *name = spec->players[p];
        if (!*name || strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            return error("player name '%s' is a path, not a name: players are found by name (see --list)",
                         quote_str(name).text);
        if (strlen(name) > PLAYER_NAME_MAX)
            return error("player name '%s' is longer than %d characters", quote_str(name).text,
                         PLAYER_NAME_MAX);
        defs[p] = registry_find(name);
        if (!defs[p] && spec->judge)
            continue; /* a judge executable only: judge_start() finds it or says why not */
        if (!defs[p])
            return error("unknown player '%s' (see --list)", quote_str(name).text);
        if (registry_check_abi(defs[p], ops->player->abi) < 0)
            return -1;
    }
    if (spec->from && spec->board)
        return error("give a board (-i) or a replay to start from (--from), not both");
    if (spec->from && !ops->load_replay)
        return error("--from: %s cannot start from a replay yet", ops->title);
    return 0;
}

/* A replay on standard output gets a descriptor of its own, and descriptor 1 goes to
 * standard error: a player's printf can never land in the replay. */
struct stdout_swap {
    int saved; /* the original standard output, -1 if not swapped */
};

static int open_replay(struct out *replay, const char *path, struct stdout_swap *swap)
{
    swap->saved = -1;
    if (!path)
        return out_open(replay, PORT_NULL_DEVICE);
    if (strcmp(path, "-") != 0) {
        if (out_open(replay, path) < 0)
            return -1;
        if (gzip_wanted(path) && out_gzip(replay, GZIP_LEVEL) < 0) {
            out_abort(replay);
            return -1;
        }
        return 0;
    }
    fflush(stdout);
    int fd = port_dup(STDOUT_FILENO);
    swap->saved = port_dup(STDOUT_FILENO);
    if (fd < 0 || swap->saved < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        int err = errno;
        if (fd >= 0)
            close(fd);
        if (swap->saved >= 0)
            close(swap->saved);
        swap->saved = -1;
        errno = err;
        return error_errno("cannot set up standard output");
    }
    out_attach(replay, fd);
    return 0;
}

static void restore_stdout(struct stdout_swap *swap)
{
    if (swap->saved < 0)
        return;
    fflush(stdout);
    dup2(swap->saved, STDOUT_FILENO);
    close(swap->saved);
}

/* A debug file left beside the replay by an earlier match of the same name would show
 * that match's marks over this one. */
static void remove_stale_debug_file(const char *replay)
{
    if (!replay || strcmp(replay, "-") == 0)
        return;
    char *path = debug_file_path(replay);
    unlink(path);
    free(path);
}

/* A debug file goes beside a replay written to a file. */
static int wants_debug_file(const struct match_spec *spec)
{
    return !spec->no_debug && spec->replay && strcmp(spec->replay, "-") != 0;
}

/* Judge mode: every seat's player process, started before anything is written; all
 * start, then all are waited for, so their start-ups overlap. */
static int start_judges(const struct match_spec *spec, struct seat seats[], struct judge_seat judges[],
                        char *paths[], const struct turn_layout *layout)
{
    const struct game_ops *ops = spec->game;
    for (int p = 0; p < spec->nb_players; p++) {
        paths[p] = judge_player_path(spec->players_dir, ops->name, spec->players[p]);
        seats[p].judge = &judges[p];
        if (judge_start(&judges[p], paths[p], spec->players[p], ops->player->abi, p, layout, spec->judge) < 0)
            return -1;
    }
    for (int p = 0; p < spec->nb_players; p++)
        if (judge_ready(&judges[p]) < 0)
            return -1;
    return 0;
}

/* Judge mode: what each player wrote, beside the replay (REPLAY.SEAT-NAME.log,
 * gzip-compressed when the replay is), and why it was frozen if it was. */
static void save_outputs(const struct match_spec *spec, const struct seat seats[])
{
    if (!spec->replay || strcmp(spec->replay, "-") == 0)
        return;
    for (int p = 0; p < spec->nb_players; p++) {
        const struct judge_seat *j = seats[p].judge;
        if (!j || (j->output_total == 0 && seats[p].fault == SEAT_OK))
            continue;
        struct out o;
        char path[4096];
        snprintf(path, sizeof path, "%s.%d-%s.log", spec->replay, p, seats[p].def->name);
        if (out_open(&o, path) < 0)
            continue;
        if (gzip_wanted(spec->replay) && out_gzip(&o, GZIP_LEVEL) < 0) { /* compressed as its replay is */
            out_abort(&o);
            continue;
        }
        out_write(&o, j->output, j->output_len);
        if (j->output_total > (long long)j->output_len)
            out_printf(&o, "\n[arena: %lld more bytes not kept]\n", j->output_total - (long long)j->output_len);
        char why[160];
        if (seats[p].fault != SEAT_OK)
            out_printf(&o, "[arena: frozen in round %d: %s]\n", seats[p].frozen_round,
                       seat_fault_text(&seats[p], why, sizeof why));
        out_commit(&o);
    }
}

/* --results: one line a seat, tab-separated, after a header line; finished, not yet
 * committed (the replay and the results land together or not at all). */
static int write_results(struct out *o, const struct match_result *r, const struct seat seats[])
{
    out_str(o, "seat\tname\tscore\tcpu_seconds\tfault\tround\treason\n");
    for (int p = 0; p < r->nb_players; p++) {
        const struct seat_result *s = &r->seat[p];
        char why[160];
        out_printf(o, "%d\t%s\t%d\t%.6f\t%s\t%d\t%s\n", p, s->name, s->score, s->cpu_seconds,
                   seat_fault_key(s->fault), s->frozen_round, seat_fault_text(&seats[p], why, sizeof why));
    }
    return out_finish(o);
}

static int play_loaded(const struct match_spec *spec, struct game *g, const struct player_def *const found[],
                       const struct debug_excerpt *excerpt, struct match_result *result)
{
    const struct game_ops *ops = spec->game;
    int n = spec->nb_players;
    struct out *log = diag();
    struct turn_layout layout;
    match_layout(ops, g, &layout);
    struct seat seats[MATCH_MAX_SEATS];
    struct judge_seat judges[MATCH_MAX_SEATS];
    char *judge_paths[MATCH_MAX_SEATS] = {NULL};
    struct judge_affinity *affinity = NULL;
    struct player_def outside[MATCH_MAX_SEATS]; /* judge executables not linked in here */
    const struct player_def *defs[MATCH_MAX_SEATS];
    for (int p = 0; p < n; p++) {
        defs[p] = found[p];
        if (!defs[p]) {
            outside[p] = (struct player_def){spec->players[p], ops->player->abi, 0, NULL, NULL};
            defs[p] = &outside[p];
        }
        if (!spec->quiet)
            out_printf(log, "info: loading player %s\n", defs[p]->name);
        seat_init(&seats[p], defs[p], p, layout.size, spec->quiet ? NULL : log);
    }
    struct out replay, results;
    struct stdout_swap swap;
    int status = ARENA_RUNTIME;
    if (spec->judge && (start_judges(spec, seats, judges, judge_paths, &layout) < 0 ||
                        !(affinity = judge_pin(spec->judge, judges, n))))
        goto release;
    struct debug_file debug = {.open = 0};
    if (spec->logs && !spec->judge && wants_debug_file(spec)) /* seat_debug() shows it as it reads it */
        for (int p = 0; p < n; p++)
            if (seat_capture_output(&seats[p]) < 0)
                goto release;
    /* every output is opened before the match: one that cannot be written stops it here */
    if (spec->results && out_open(&results, spec->results) < 0)
        goto release;
    if (open_replay(&replay, spec->replay, &swap) < 0)
        goto drop_results;
    if (wants_debug_file(spec) && debug_file_open(&debug, spec->replay, ops->name, spec->players, n, excerpt) < 0) {
        out_abort(&replay);
        restore_stdout(&swap);
        goto drop_results;
    }
    if (!spec->quiet)
        out_str(log, "info: players loaded\n");
    match_run(ops, g, seats, &replay, log, spec->quiet, debug.open ? &debug : NULL);
    int busy = match_not_judged(seats, n);
    if (busy) {
        const struct seat *s = &seats[busy - 1];
        error("player %s (seat %d) could not be judged in round %d: %s; the machine's fault, no verdict: nothing "
              "is written (play the match again)",
              s->def->name, busy - 1, s->frozen_round, s->judge->detail);
        out_abort(&replay);
        debug_file_abort(&debug);
        restore_stdout(&swap);
        status = ARENA_NOT_JUDGED;
        goto drop_results;
    }
    int end_round = (ops->rounds_played ? ops->rounds_played(g) : 0) + ops->nb_rounds(g); /* as players count */
    for (int p = 0; p < n; p++) /* their processes end; what they wrote is kept */
        if (seats[p].judge) {
            seat_finish(&seats[p], end_round, log);
            judge_stop(seats[p].judge);
        }
    result->nb_players = n;
    for (int p = 0; p < n; p++)
        result->seat[p] = (struct seat_result){defs[p]->name, ops->score(g, p), seats[p].fault, seats[p].frozen_round,
                                               seats[p].judge ? seats[p].judge->cpu_used : 0};
    int finished = out_finish(&replay) == 0 && debug_file_finish(&debug) == 0;
    restore_stdout(&swap);
    if (finished && spec->results)
        finished = write_results(&results, result, seats) == 0;
    if (!finished) {
        out_abort(&replay);
        debug_file_abort(&debug);
        goto drop_results;
    }
    status = ARENA_PLAYED; /* a rename that fails, after all was written: rare, still told */
    if (out_commit(&replay) < 0)
        status = ARENA_RUNTIME;
    if (debug_file_close(&debug) < 0)
        status = ARENA_RUNTIME;
    if (spec->results && (status == ARENA_PLAYED ? out_commit(&results) < 0 : (out_abort(&results), 1)))
        status = ARENA_RUNTIME;
    if (status == ARENA_PLAYED && !debug.written)
        remove_stale_debug_file(spec->replay);
    if (status == ARENA_PLAYED) {
        match_report(ops, g, seats, log);
        save_outputs(spec, seats);
        /* last: a player's finish() that crashes ends the process, the replay written */
        for (int p = 0; p < n; p++)
            if (!seats[p].judge)
                seat_finish(&seats[p], end_round, log);
        out_flush(log);
    }
    goto release;
drop_results:
    if (spec->results)
        out_abort(&results);
release:
    for (int p = 0; p < n; p++) {
        if (seats[p].judge)
            free(seats[p].judge->output);
        seat_release(&seats[p]);
        free(judge_paths[p]);
    }
    judge_unpin(affinity);
    return status;
}

int arena_play(const struct match_spec *spec, struct match_result *result)
{
    const struct game_ops *ops = spec->game;
    const struct player_def *defs[MATCH_MAX_SEATS];
    memset(result, 0, sizeof *result);
    if (check_spec(spec, defs) < 0)
        return ARENA_USAGE;

    struct out *log = diag();
    if (!spec->quiet) {
        if (!ops->kit.no_seed_line)
            out_printf(log, "info: seed %lld\n", spec->seed);
        out_str(log, "info: loading game\n");
        if (!spec->from && (!spec->board || strcmp(spec->board, "-") == 0) && isatty(STDIN_FILENO))
            out_str(log, "info: reading the board from standard input (-i FILE reads a file)\n");
        out_flush(log);
        fflush(stderr);
    }
    struct scan board;
    scan_forget_reads(); /* the files this match reads, for check_outputs() */
    if (scan_open(&board, spec->from ? spec->from : spec->board) < 0)
        return ARENA_RUNTIME;
    struct game *g = spec->from ? ops->load_replay(&board, spec->from_round, spec->seed) : ops->load(&board, spec->seed);
    scan_release(&board);
    if (!g)
        return ARENA_RUNTIME;
    if (!spec->quiet)
        out_str(log, "info: loaded game\n");
    /* --from, --rounds: the replay holds part of a match (the debug file says which) */
    int before = ops->rounds_played ? ops->rounds_played(g) : 0, whole = before + ops->nb_rounds(g);
    if (spec->rounds > 0 && spec->rounds < ops->nb_rounds(g))
        ops->set_rounds(g, spec->rounds);
    struct debug_excerpt excerpt = {before, before + ops->nb_rounds(g), whole};
    int status;
    if (check_outputs(spec) < 0) {
        status = ARENA_USAGE;
    } else if (spec->nb_players != ops->nb_players(g)) {
        error("wrong number of players: this board is for %d, %d given", ops->nb_players(g), spec->nb_players);
        status = ARENA_USAGE;
    } else {
        status = play_loaded(spec, g, defs, excerpt.from > 0 || excerpt.to < whole ? &excerpt : NULL, result);
    }
    ops->release(g);
    out_flush(log);
    return status;
}

int arena_board_seats(const struct game_ops *ops, const char *board_path)
{
    struct scan board;
    if (scan_open(&board, board_path) < 0)
        return -1;
    struct game *g = ops->load(&board, 1);
    scan_release(&board);
    if (!g)
        return -1;
    int n = ops->nb_players(g);
    ops->release(g);
    return n;
}
