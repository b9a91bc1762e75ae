/* debug_file.c — JSON lines of the players' marks and output, per round. */
#define _POSIX_C_SOURCE 200809L
#include "debug_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "gzip.h"
#include "port.h"
#include "marks.h"

char *debug_file_path(const char *replay)
{
    size_t n = strlen(replay);
    if (n > 3 && strcmp(replay + n - 3, ".gz") == 0)
        n -= 3;
    char *path = xmalloc(n + sizeof ".debug");
    memcpy(path, replay, n);
    strcpy(path + n, ".debug");
    return path;
}

/* The length of the valid UTF-8 sequence at s (at most n bytes), 0 if it is not one. */
static size_t utf8_length(const unsigned char *s, size_t n)
{
    size_t len = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3 : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (len == 0 || len > n || (len == 2 && s[0] < 0xc2))
        return 0;
    for (size_t k = 1; k < len; k++)
        if ((s[k] & 0xc0) != 0x80)
            return 0;
    return len;
}

/* A JSON string: quotes, backslashes and control characters escaped, bytes that are not
 * UTF-8 replaced by U+FFFD (a player may write anything). */
static void json_string(struct out *o, const char *text, size_t n)
{
    const unsigned char *s = (const unsigned char *)text;
    out_char(o, '"');
    for (size_t k = 0; k < n;) {
        unsigned char c = s[k];
        if (c == '"' || c == '\\') {
            out_char(o, '\\');
            out_char(o, (char)c);
            k++;
        } else if (c == '\n') {
            out_str(o, "\\n");
            k++;
        } else if (c < 0x20 || c == 0x7f) {
            char esc[8];
            snprintf(esc, sizeof esc, "\\u%04x", c);
            out_str(o, esc);
            k++;
        } else {
            size_t len = utf8_length(s + k, n - k);
            if (len == 0) {
                out_str(o, "\xef\xbf\xbd");
                k++;
            } else {
                out_write(o, text + k, len);
                k += len;
            }
        }
    }
    out_char(o, '"');
}

size_t debug_take_output(int fd, long long *seen, int echo_fd, char *buf, size_t cap, size_t *cut)
{
    struct stat st;
    *cut = 0;
    if (fd < 0 || fstat(fd, &st) < 0 || st.st_size <= *seen)
        return 0;
    size_t kept = 0;
    long long at = *seen;
    while (at < st.st_size && (echo_fd >= 0 || kept < cap)) {
        char chunk[4096];
        size_t want = (size_t)(st.st_size - at) < sizeof chunk ? (size_t)(st.st_size - at) : sizeof chunk;
        ssize_t k = port_pread(fd, chunk, want, at);
        if (k <= 0 || (echo_fd >= 0 && write(echo_fd, chunk, (size_t)k) < 0))
            break;
        size_t room = cap - kept < (size_t)k ? cap - kept : (size_t)k;
        memcpy(buf + kept, chunk, room);
        kept += room;
        at += k;
    }
    *cut = (size_t)(st.st_size - *seen) - kept;
    *seen = st.st_size;
    return kept;
}

int debug_file_open(struct debug_file *d, const char *replay, const char *game, const char *const names[], int n,
                    const struct debug_excerpt *excerpt)
{
    char *path = debug_file_path(replay);
    int status = out_open(&d->out, path);
    free(path);
    memset(d->seat_bytes, 0, sizeof d->seat_bytes);
    d->line = (struct out){.fd = -1};
    d->open = status == 0;
    d->lines = 0;
    if (status < 0)
        return -1;
    if (gzip_wanted(replay) && out_gzip(&d->out, GZIP_LEVEL) < 0) { /* compressed as its replay is */
        out_abort(&d->out);
        d->open = 0;
        return -1;
    }
    out_str(&d->out, "{\"arena_debug\":1,\"game\":");
    json_string(&d->out, game, strlen(game));
    out_str(&d->out, ",\"players\":[");
    for (int p = 0; p < n; p++) {
        if (p)
            out_char(&d->out, ',');
        json_string(&d->out, names[p], strlen(names[p]));
    }
    out_char(&d->out, ']');
    if (excerpt) { /* worth a file of its own: the viewer must not crown a winner */
        out_printf(&d->out, ",\"excerpt\":{\"from\":%d,\"to\":%d,\"of\":%d}", excerpt->from, excerpt->to,
                   excerpt->of);
        d->lines++;
    }
    out_str(&d->out, "}\n");
    return 0;
}

static void point(struct out *o, const char *key, int x, int y)
{
    out_str(o, key);
    out_int(o, x);
    out_char(o, ',');
    out_int(o, y);
    out_char(o, ']');
}

/* The seat's round, as one line. */
static void turn_line(struct out *o, int frame, int round, int seat, const struct marks *m, const char *log,
                      size_t log_len, size_t log_cut, const char *frozen)
{
    out_str(o, "{\"frame\":");
    out_int(o, frame);
    out_str(o, ",\"round\":");
    out_int(o, round);
    out_str(o, ",\"seat\":");
    out_int(o, seat);
    out_str(o, ",\"marks\":[");
    for (int k = 0; m && k < m->count; k++) {
        const struct mark *x = &m->mark[k];
        char colour[16];
        snprintf(colour, sizeof colour, "\"#%06x\"", (unsigned)x->colour);
        out_str(o, k ? "," : "");
        point(o, "{\"p\":[", x->x, x->y);
        if (x->kind == MARK_LINE)
            point(o, ",\"q\":[", x->x2, x->y2);
        out_str(o, ",\"c\":");
        out_str(o, colour);
        out_str(o, ",\"t\":");
        json_string(o, x->text, strlen(x->text));
        out_char(o, '}');
    }
    out_char(o, ']');
    if (m && m->dropped) {
        out_str(o, ",\"dropped\":");
        out_int(o, m->dropped);
    }
    if (log_len || log_cut) {
        out_str(o, ",\"log\":");
        json_string(o, log, log_len);
        if (log_cut) {
            out_str(o, ",\"log_cut\":");
            out_int(o, (long long)log_cut);
        }
    }
    if (frozen) {
        out_str(o, ",\"frozen\":");
        json_string(o, frozen, strlen(frozen));
    }
    out_str(o, "}\n");
}

/* A line is made in memory before it is written, so whether it fits its seat's share is
 * known first: its longest (64 marks of 31 escaped characters, 4 KiB of escaped output,
 * a freeze reason) is under LINE_ROOM, so it never leaves this buffer early. */
enum { LINE_ROOM = 64 << 10, FROZEN_TEXT_MAX = 200 };

static struct out *line_buffer(struct debug_file *d)
{
    if (!d->line.buf)
        d->line = (struct out){.buf = xmalloc(LINE_ROOM), .cap = LINE_ROOM, .fd = -1};
    d->line.len = 0;
    return &d->line;
}

void debug_file_turn(struct debug_file *d, int frame, int round, int seat, const struct marks *m, const char *log,
                     size_t log_len, size_t log_cut, const char *frozen)
{
    if (!d || !d->open ||
        ((!m || (m->count == 0 && m->dropped == 0)) && log_len == 0 && log_cut == 0 && !frozen))
        return;
    char short_frozen[FROZEN_TEXT_MAX + 1];
    if (frozen && strlen(frozen) > FROZEN_TEXT_MAX) { /* (the judge's words; bounded all the same) */
        memcpy(short_frozen, frozen, FROZEN_TEXT_MAX);
        short_frozen[FROZEN_TEXT_MAX] = '\0';
        frozen = short_frozen;
    }
    unsigned long long unlimited = 0, *took = seat >= 0 && seat < DEBUG_MAX_SEATS ? &d->seat_bytes[seat] : &unlimited;
    struct out *line = line_buffer(d);
    if (*took > DEBUG_SEAT_SHARE) { /* cut already: only why it was frozen, from the reserve */
        if (frozen)
            turn_line(line, frame, round, seat, NULL, NULL, 0, 0, frozen);
    } else {
        turn_line(line, frame, round, seat, m, log, log_len, log_cut, frozen);
        if (took != &unlimited && *took + line->len > DEBUG_SEAT_SHARE) { /* the note instead, once */
            char note[160];
            snprintf(note, sizeof note,
                     "[arena: this player's marks and output reached %d KiB in this match: the rest is not kept]",
                     DEBUG_SEAT_MAX >> 10);
            line->len = 0;
            turn_line(line, frame, round, seat, NULL, note, strlen(note), 0, frozen);
            *took = DEBUG_SEAT_SHARE + 1;
        } else {
            *took += line->len;
        }
    }
    if (line->len) {
        out_write(&d->out, line->buf, line->len);
        d->lines++;
    }
}

static void release_line(struct debug_file *d)
{
    free(d->line.buf);
    d->line = (struct out){.fd = -1};
}

void debug_file_abort(struct debug_file *d)
{
    if (d->open)
        out_abort(&d->out);
    d->open = 0;
    release_line(d);
}

int debug_file_finish(struct debug_file *d)
{
    return d->open && d->lines > 0 ? out_finish(&d->out) : 0;
}

int debug_file_close(struct debug_file *d)
{
    if (!d->open)
        return 0;
    d->open = 0;
    release_line(d);
    if (d->lines == 0) {
        out_abort(&d->out);
        return 0;
    }
    d->written = 1;
    return out_commit(&d->out);
}
