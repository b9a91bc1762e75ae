/* apocalypse_board.c — libFuzzer target: the Apocalypse Now board reader, and what a board
 * it accepts goes on to feed.
 *
 * Any bytes are either refused with an error line or read as a board. A board that is
 * read must write back to the same board, and must play a few rounds of random orders
 * (given through the player API) keeping the rules' invariants. Build and run:
 *
 *     make -C fuzz && fuzz/build/apocalypse-deep -max_len=20000 CORPUS games/apocalypse/boards
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../board.h"
#include "../turn.h"
#include "error.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct ap_match match;
static struct ap_view again;
static struct apocalypse turns[AP_PLAYERS];
static struct out quiet; /* player warnings */
static struct seat_log quiet_log;
static int scratch;      /* a memory file for the written board */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    diag()->fd = open("/dev/null", O_WRONLY | O_CLOEXEC); /* refusals are expected */
    out_attach(&quiet, open("/dev/null", O_WRONLY | O_CLOEXEC));
    scratch = memfd_create("board", 0);
    return 0;
}

static void check(int ok)
{
    if (!ok)
        __builtin_trap();
}

/* The board, written and read again, is the same board. */
static void round_trip(void)
{
    struct out o;
    check(ftruncate(scratch, 0) == 0 && lseek(scratch, 0, SEEK_SET) == 0);
    out_attach(&o, dup(scratch));
    ap_board_write(&o, &match.now);
    check(out_commit(&o) == 0);
    struct scan s;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", scratch);
    check(scan_open(&s, path) == 0);
    check(ap_board_read(&s, &again) == 0);
    scan_release(&s);
    check(memcmp(&again, &match.now, sizeof again) == 0);
}

static void invariants(const struct ap_view *v)
{
    int total = v->nb_soldiers;
    for (int s = 0; s < v->nb_soldiers; s++) {
        int c = ap_at(v->soldier[s].i, v->soldier[s].j);
        check(v->land[c] == AP_FOREST || v->land[c] == AP_GRASS);
        check(v->soldier_at[c] == s + 1);
        check(s == 0 || v->soldier[s - 1].id < v->soldier[s].id);
    }
    for (int h = 0; h < AP_HELIS; h++)
        total += v->heli[h].nb_para;
    check(total == AP_TOTAL_SOLDIERS);
}

/* Orders like the Rand player's, for every seat. */
static void random_orders(struct apocalypse *t)
{
    struct id_list mine = soldiers(t, me(t));
    for (int k = 0; k < mine.size; k++) {
        struct pos p = data(t, mine.id[k]).pos;
        command_soldier(t, mine.id[k], p.i + random_int(t, -1, 1), p.j + random_int(t, -1, 1));
    }
    struct id_list helis = helicopters(t, me(t));
    for (int k = 0; k < helis.size; k++) {
        struct data h = data(t, helis.id[k]);
        command_helicopter(t, h.id, random_int(t, FORWARD1, NAPALM));
        for (int n = 0; n < h.nb_parachuters; n++)
            command_parachuter(t, h.pos.i + random_int(t, -2, 2), h.pos.j + random_int(t, -2, 2));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct scan s;
    if (scan_from_memory(&s, "fuzz.cnf", (const char *)data, size) < 0)
        return 0;
    int status = ap_board_read(&s, &match.now);
    scan_release(&s);
    if (status < 0)
        return 0;
    round_trip();
    ap_match_start(&match, (long long)size);
    invariants(&match.now);
    for (int r = 0; r < 8; r++) {
        const struct ap_orders *orders[AP_PLAYERS];
        for (int p = 0; p < AP_PLAYERS; p++) {
            ap_turn_fill(&turns[p].in, &match, p);
            seat_log_init(&quiet_log, &quiet, "Rand", p);
            ap_turn_start(&turns[p], &quiet_log);
            random_orders(&turns[p]);
            quiet.len = 0;
            orders[p] = p == r % AP_PLAYERS ? NULL : &turns[p].out.orders; /* one seat frozen */
        }
        ap_play_round(&match, orders);
        invariants(&match.now);
    }
    return 0;
}
