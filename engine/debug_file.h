/* debug_file.h — a match's debug file, beside its replay: what each player marked and
 * wrote, round by round, for the viewer (the replay itself stays the reference's).
 *
 * REPLAY.debug (REPLAY without a final .gz) holds JSON lines: a header
 *   {"arena_debug":1,"game":"madmax","players":["Demo","Rand",...]}
 * with "excerpt":{"from":F,"to":T,"of":N} when the replay holds rounds F to T of a match of
 * N (--from, --rounds: it is then written even with nothing else),
 * then one line per seat and round that has anything:
 *   {"frame":F,"round":R,"seat":S,"marks":[{"p":[x,y],"q":[x2,y2],"c":"#rrggbb","t":"text"},...],
 *    "dropped":N,"log":"what it wrote","frozen":"why"}
 * frame F is the replay's state the player saw (0: the initial one), R the round number
 * it was told. The file is gzip-compressed when the replay is (REPLAY.gz: its name is
 * still REPLAY.debug; readers look at its first bytes, as the viewers do). "q" only for lines; "dropped", "log" only when there are some; "frozen" in
 * the round the seat was frozen, with the reason (the freeze line's). */
#ifndef ARENA_DEBUG_FILE_H
#define ARENA_DEBUG_FILE_H

#include <stddef.h>

#include "out.h"

struct marks;

/* What is kept of a player's output a round; more is cut with a note. What a seat's lines
 * take in the whole match, notes included (marks and output, as written: a control
 * character takes 6 bytes): a line that would pass DEBUG_SEAT_SHARE is not written, one
 * note line ("log":"[arena: ...]") is instead, then only a "frozen" line may follow;
 * those two come from the rest, DEBUG_SEAT_RESERVE (a line of the note and one of a
 * freeze reason cut to 200 characters take under 1.5 KiB). */
enum { DEBUG_LOG_ROUND_MAX = 4096, DEBUG_SEAT_MAX = 1 << 20, DEBUG_SEAT_RESERVE = 2048, DEBUG_MAX_SEATS = 16 };
enum { DEBUG_SEAT_SHARE = DEBUG_SEAT_MAX - DEBUG_SEAT_RESERVE };

struct debug_file {
    struct out out;
    struct out line; /* the line being made (debug_file.c) */
    int open;
    long lines;  /* beyond the header */
    int written; /* by debug_file_close */
    unsigned long long seat_bytes[DEBUG_MAX_SEATS]; /* what each seat's lines took */
};

/* The debug file's path for a replay path, malloc'ed. */
char *debug_file_path(const char *replay);

/* The rounds of a match a replay holds, when it is not the whole match. */
struct debug_excerpt {
    int from, to, of;
};

/* Opens the debug file of `replay` (written at close, only if a line beyond the header
 * was). 0, or -1 after an error line. */
int debug_file_open(struct debug_file *d, const char *replay, const char *game, const char *const names[], int n,
                    const struct debug_excerpt *excerpt);

/* What was appended to the file fd (a player's output) since *seen: at most cap bytes
 * into buf, *cut how many more there were; all of it is also written to echo_fd unless
 * that is -1. 0 when fd is -1. */
size_t debug_take_output(int fd, long long *seen, int echo_fd, char *buf, size_t cap, size_t *cut);

/* One seat's round: its marks (checked), output, and why it was frozen in it (NULL: it was
 * not); nothing is written if all are empty. */
void debug_file_turn(struct debug_file *d, int frame, int round, int seat, const struct marks *m, const char *log,
                     size_t log_len, size_t log_cut, const char *frozen);

/* Everything written reaches the temporary file (out_finish): 0, or -1 after an error line. */
int debug_file_finish(struct debug_file *d);
/* Writes the file if it has anything beyond its header, else removes it. 0, or -1 after
 * an error line. */
int debug_file_close(struct debug_file *d);
/* Leaves no file (the match failed). */
void debug_file_abort(struct debug_file *d);

#endif
