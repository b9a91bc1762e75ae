/* board_fuzz.c — libFuzzer target: any game's board reader on arbitrary bytes.
 * Built once per game with -DFUZZ_GAME=<game>_game (see fuzz/Makefile). A board is
 * either loaded or refused with an error line; nothing else may happen. */
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "scan.h"

extern const struct game_ops FUZZ_GAME;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct scan s;
    if (scan_from_memory(&s, "fuzz.cnf", (const char *)data, size) < 0)
        return 0;
    struct game *g = FUZZ_GAME.load(&s, (long long)(size % 7));
    if (g)
        FUZZ_GAME.release(g);
    scan_release(&s);
    return 0;
}
