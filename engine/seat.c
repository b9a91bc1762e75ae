/* seat.c — running a player in this process. */
#include "seat.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"

void seat_init(struct seat *s, const struct player_def *def, size_t turn_size)
{
    s->def = def;
    s->memory = xcalloc(1, def->memory_size);
    s->turn = xcalloc(1, turn_size);
    s->fault = SEAT_OK;
    s->frozen_round = -1;
}

void seat_release(struct seat *s)
{
    free(s->memory);
    free(s->turn);
    memset(s, 0, sizeof *s);
}

const char *seat_fault_reason(enum seat_fault f)
{
    switch (f) {
    case SEAT_OK: return "ok";
    case SEAT_TOO_MANY_ORDERS: return "too many orders in one round";
    case SEAT_TIMEOUT: return "out of CPU time";
    case SEAT_CRASH: return "crashed";
    case SEAT_FORBIDDEN_CALL: return "forbidden system call";
    case SEAT_OUT_OF_MEMORY: return "out of memory";
    }
    return "unknown fault";
}

void seat_play(struct seat *s, const struct game_ops *game, int round, struct out *log)
{
    enum seat_fault f = game->play_turn(s->def, s->memory, s->turn, log);
    if (f != SEAT_OK) {
        s->fault = f;
        s->frozen_round = round;
        out_printf(log, "warning: player %s frozen in round %d: %s\n", s->def->name, round,
                   seat_fault_reason(f));
    }
}
