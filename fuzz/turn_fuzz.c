/* turn_fuzz.c — libFuzzer target: any game's orders check and round on arbitrary bytes.
 * Built once per game with -DFUZZ_GAME=<game>_game -DFUZZ_BOARD="<default board>" (see
 * fuzz/Makefile). The input is cut into one orders block per seat and round, as a hostile
 * player process could send them (and, where the players share the match's rand(), the
 * draws it claims): the game refuses them or plays them, nothing else. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "crand.h"
#include "game.h"
#include "scan.h"

extern const struct game_ops FUZZ_GAME;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_SEATS = 16, MAX_ROUNDS = 4 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct out sink;
    if (!sink.buf)
        out_attach(&sink, open("/dev/null", O_WRONLY | O_CLOEXEC));
    struct scan s;
    if (scan_open(&s, FUZZ_BOARD) < 0)
        abort();
    struct game *g = FUZZ_GAME.load(&s, 1);
    scan_release(&s);
    if (!g)
        abort();
    int n = FUZZ_GAME.nb_players(g);
    struct turn_layout layout;
    FUZZ_GAME.turn_layout(g, &layout);
    const char *names[MAX_SEATS] = {"a", "b", "c", "d", "e", "f", "g", "h"};
    FUZZ_GAME.write_start(g, names, 0, &sink);
    struct seat_log logs[MAX_SEATS], *log_of[MAX_SEATS];
    char *turns[MAX_SEATS];
    const void *orders[MAX_SEATS];
    double status[MAX_SEATS] = {0};
    for (int p = 0; p < n; p++) {
        seat_log_init(&logs[p], &sink, names[p], p);
        log_of[p] = &logs[p];
        turns[p] = calloc(1, layout.orders_size);
    }
    size_t used = 0;
    for (int r = 0; r < MAX_ROUNDS && used < size; r++) {
        for (int p = 0; p < n; p++) {
            size_t k = size - used < layout.orders_size ? size - used : layout.orders_size;
            memset(turns[p], 0, layout.orders_size);
            memcpy(turns[p], data + used, k);
            used += k;
            orders[p] = FUZZ_GAME.check_orders(g, p, turns[p]) == SEAT_OK ? turns[p] : NULL;
            if (FUZZ_GAME.player->shares_rand) {
                struct crand_turn claimed = {0}, drawn;
                k = size - used < sizeof claimed ? size - used : sizeof claimed;
                memcpy(&claimed, data + used, k);
                used += k;
                if (orders[p] && crand_take(&claimed, &drawn) == SEAT_OK)
                    crand_apply(&drawn, FUZZ_GAME.shared_rand(g));
                else
                    orders[p] = NULL;
            }
        }
        FUZZ_GAME.play_round(g, orders, status, &sink, log_of);
        sink.len = 0;
    }
    for (int p = 0; p < n; p++)
        free(turns[p]);
    FUZZ_GAME.release(g);
    return 0;
}
