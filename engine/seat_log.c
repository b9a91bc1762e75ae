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

struct out *seat_warn_line(struct seat_log *l)
{
    if (!l->out || l->written >= SEAT_LOG_CAP) {
        l->dropped += l->out != NULL;
        return NULL;
    }
    l->written++;
    struct out *o = l->out;
    out_str(o, "warning: player ");
    out_int(o, l->seat);
    out_str(o, " (");
    out_str(o, l->name);
    out_str(o, "): ");
    return o;
}

void seat_warn(struct seat_log *l, const char *fmt, ...)
{
    struct out *o = seat_warn_line(l);
    if (!o)
        return;
    enum { MAX_MESSAGE = 512 };
    char *p = out_room(o, MAX_MESSAGE);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(p, MAX_MESSAGE, fmt, ap);
    va_end(ap);
    o->len += n < 0 ? 0 : n >= MAX_MESSAGE ? MAX_MESSAGE - 1 : (size_t)n;
    out_char(o, '\n');
}
