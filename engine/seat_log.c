/* seat_log.c — capped, named warnings per seat. */
#include "seat_log.h"

#include <stdarg.h>
#include <stdio.h>

#include "out.h"

void seat_log_init(struct seat_log *l, struct out *out, const char *name, int seat)
{
    *l = (struct seat_log){out, name, seat, 0, 0, 0};
}

void seat_log_round(struct seat_log *l, int round)
{
    if (l->dropped && l->out)
        out_printf(l->out, "warning: player %d (%s): %ld more warnings in round %d not shown\n", l->seat,
                   l->name, l->dropped, l->round);
    l->round = round;
    l->written = 0;
    l->dropped = 0;
}

void seat_warn(struct seat_log *l, const char *fmt, ...)
{
    if (!l->out || l->written >= SEAT_LOG_CAP) {
        l->dropped += l->out != NULL;
        return;
    }
    l->written++;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    out_printf(l->out, "warning: player %d (%s): %s\n", l->seat, l->name, msg);
}
