/* marks.h — what a player draws for its own debugging: points and lines on the board,
 * each with a colour and a short text, shown by the viewer over the state the player saw.
 *
 * The engine keeps a `struct marks` at the end of every seat's turn block (after the
 * game's own layout): the player side empties it before play(), the game's debug_mark()
 * and debug_line() fill it, and after the turn the engine copies it out (untrusted, like
 * orders) into the match's debug file. In judge mode the marks are made in the player's
 * process, on its own CPU budget. Coordinates are the game's: (row, column) on grids,
 * (vertex, 0) on graphs. */
#ifndef ARENA_MARKS_H
#define ARENA_MARKS_H

#include <stddef.h>
#include <stdint.h>

struct seat_log;
struct turn_layout;

/* A round's marks are capped: more are dropped, with one warning a round. */
enum { MARKS_MAX = 64, MARK_TEXT_MAX = 32 };
enum mark_kind { MARK_POINT = 1, MARK_LINE = 2 };

struct mark {
    int32_t kind;          /* enum mark_kind */
    int32_t x, y, x2, y2;  /* a point: (x, y); a line: from (x, y) to (x2, y2) */
    uint32_t colour;       /* 0xRRGGBB */
    char text[MARK_TEXT_MAX]; /* NUL-terminated; longer texts are cut */
};

struct marks {
    int32_t count;
    int32_t dropped;       /* this round, over MARKS_MAX */
    struct mark mark[MARKS_MAX];
};

/* Puts the marks at the end of a game's turn layout (which it enlarges). */
void marks_place(struct turn_layout *layout);
/* The marks of a turn block laid out by marks_place. */
struct marks *marks_of_turn(void *turn, size_t turn_size);

/* Player side. */
void marks_reset(struct marks *m);
void marks_add(struct marks *m, struct seat_log *log, enum mark_kind kind, int x, int y, int x2, int y2,
               unsigned colour, const char *text);

/* Engine side: a copy of a turn's marks that can be trusted (count within bounds, known
 * kinds only, texts terminated and printable). */
void marks_copy_checked(struct marks *dst, const struct marks *src);

#endif
