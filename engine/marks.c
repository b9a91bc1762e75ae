/* marks.c — a player's debug marks: made on the player side, checked on the engine's. */
#include "marks.h"

#include <string.h>

#include "game.h"
#include "seat_log.h"

void marks_place(struct turn_layout *layout)
{
    size_t align = _Alignof(struct marks);
    layout->size = (layout->size + align - 1) / align * align + sizeof(struct marks);
}

struct marks *marks_of_turn(void *turn, size_t turn_size)
{
    return (struct marks *)((char *)turn + turn_size - sizeof(struct marks));
}

void marks_reset(struct marks *m)
{
    m->count = 0;
    m->dropped = 0;
}

void marks_add(struct marks *m, struct seat_log *log, enum mark_kind kind, int x, int y, int x2, int y2,
               unsigned colour, const char *text)
{
    if (!m)
        return;
    if (m->count >= MARKS_MAX || m->count < 0) {
        if (m->dropped++ == 0)
            seat_warn(log, "more than %d marks this round: the rest are dropped", MARKS_MAX);
        return;
    }
    struct mark *k = &m->mark[m->count++];
    k->kind = kind;
    k->x = x;
    k->y = y;
    k->x2 = x2;
    k->y2 = y2;
    k->colour = colour & 0xffffff;
    memset(k->text, 0, sizeof k->text);
    if (text)
        strncpy(k->text, text, sizeof k->text - 1);
}

void marks_copy_checked(struct marks *dst, const struct marks *src)
{
    int count = src->count;
    dst->count = 0;
    dst->dropped = src->dropped > 0 ? src->dropped : 0;
    if (count < 0 || count > MARKS_MAX)
        count = 0;
    for (int k = 0; k < count; k++) {
        struct mark m = src->mark[k]; /* one read of the player's memory */
        if (m.kind != MARK_POINT && m.kind != MARK_LINE)
            continue;
        m.colour &= 0xffffff;
        m.text[MARK_TEXT_MAX - 1] = '\0';
        for (char *c = m.text; *c; c++)
            if ((unsigned char)*c < ' ' || *c == 0x7f)
                *c = ' ';
        dst->mark[dst->count++] = m;
    }
}
