/* replay_fuzz.c — libFuzzer target: any game's replay reader (--from REPLAY:ROUND) on
 * arbitrary bytes. Built once per game with -DFUZZ_GAME=<game>_game and
 * -DFUZZ_REPLAY="games/<game>/boards/fuzz.res" (see fuzz/Makefile): the replay is named as
 * if it lay among the game's boards, so that a file it names (Tron's map) is found when
 * run from the repository root. The first byte chooses the round to start from. A
 * replay is either loaded at that round, then played for a round, or refused with an
 * error line; nothing else may happen. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "error.h"
#include "game.h"
#include "scan.h"

extern const struct game_ops FUZZ_GAME;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_SEATS = 16 };

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    diag()->fd = open("/dev/null", O_WRONLY | O_CLOEXEC); /* refusals are expected */
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct out sink;
    if (!sink.buf)
        out_attach(&sink, open("/dev/null", O_WRONLY | O_CLOEXEC));
    if (size < 1 || !FUZZ_GAME.load_replay) /* a game that cannot start from a replay yet */
        return 0;
    int round = data[0] % 8;
    struct scan s;
    if (scan_from_memory(&s, FUZZ_REPLAY, (const char *)data + 1, size - 1) < 0)
        return 0;
    struct game *g = FUZZ_GAME.load_replay(&s, round, (long long)(size % 7));
    scan_release(&s);
    if (!g)
        return 0;
    int n = FUZZ_GAME.nb_players(g);
    if (n < 1 || n > MAX_SEATS)
        __builtin_trap(); /* a loaded match has a sane number of seats */
    const char *names[MAX_SEATS] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"};
    struct seat_log logs[MAX_SEATS], *log_of[MAX_SEATS];
    const void *orders[MAX_SEATS] = {NULL};
    double status[MAX_SEATS] = {0};
    for (int p = 0; p < n; p++) {
        seat_log_init(&logs[p], &sink, names[p], p);
        log_of[p] = &logs[p];
    }
    FUZZ_GAME.write_start(g, names, 0, &sink);
    if (FUZZ_GAME.nb_rounds(g) > 0)
        FUZZ_GAME.play_round(g, orders, status, &sink, log_of);
    sink.len = 0;
    FUZZ_GAME.release(g);
    return 0;
}
