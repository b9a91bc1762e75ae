/* scan.c — tokenizer for board files. */
#define _POSIX_C_SOURCE 200809L
#include "scan.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fcntl.h>

#include "alloc.h"
#include "error.h"
#include "gzip.h"
#include "port.h"

/* Takes ownership of text[0..len) (NUL-terminated). A NUL byte inside the text is an
 * error: tokens are C strings, and "Mad_Max\0junk" must not read as "Mad_Max". */
static int scan_take(struct scan *s, const char *name, char *text, size_t len)
{
    memset(s, 0, sizeof *s);
    s->name = name;
    s->text = text;
    s->len = len;
    s->line = 1;
    s->tok_line = 1;
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        for (const char *c = text; c < nul; c++)
            s->tok_line += *c == '\n';
        scan_error(s, "NUL byte in the text (not a board file?)");
        scan_release(s);
        return -1;
    }
    return 0;
}

int scan_from_memory(struct scan *s, const char *name, const char *data, size_t len)
{
    char *copy = xmalloc(len + 1);
    memcpy(copy, data, len);
    copy[len] = '\0';
    return scan_take(s, name, copy, len);
}

/* A FIFO is opened without waiting for a writer: with none, it reads as empty. */
static int open_input(const char *path)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_BINARY);
#ifdef F_SETFL
    if (fd >= 0)
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
#endif
    return fd;
}

/* The regular files scan_open() read (a board, the files it names, a replay), so that
 * no output of the same run overwrites one: a ring of the last few. */
enum { READ_FILES_MAX = 8 };
static struct port_file_id read_files[READ_FILES_MAX];
static unsigned nb_read_files;

static void remember_read(int fd)
{
    if (port_fd_id(fd, &read_files[nb_read_files % READ_FILES_MAX]) == 0)
        nb_read_files++;
}

void scan_forget_reads(void)
{
    nb_read_files = 0;
}

int scan_was_read(const char *path)
{
    struct port_file_id id;
    if (!path || strcmp(path, "-") == 0 || port_path_id(path, &id) != 0)
        return 0;
    for (unsigned k = 0; k < nb_read_files && k < READ_FILES_MAX; k++)
        if (port_same_id(&read_files[k], &id))
            return 1;
    return 0;
}

/* The whole of fd into *text (NUL-terminated): 0 or an errno value. */
static int read_all(int fd, char **text, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    int err = 0;
    for (;;) {
        if (n + 1 >= cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
        ssize_t got = read(fd, buf + n, cap - n - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            err = errno;
        if (got <= 0)
            break;
        n += (size_t)got;
    }
    if (err) {
        free(buf);
        return err;
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

/* scan_open(); a failure to read is told plainly, or on the line of the file `by` that
 * names this one. */
static int open_scan(struct scan *s, const char *path, const struct scan *by, int by_line)
{
    int use_stdin = !path || strcmp(path, "-") == 0;
    const char *name = use_stdin ? "stdin" : path;
    int fd = use_stdin ? STDIN_FILENO : open_input(path);
    int err = fd < 0 ? errno : 0;
    char *text = NULL;
    size_t len = 0;
    if (fd >= 0) {
        remember_read(fd);
        err = read_all(fd, &text, &len);
        if (!use_stdin)
            close(fd);
    }
    if (err) {
        if (!by)
            return error("cannot read %s: %s", name, strerror(err));
        struct scan at = *by;
        at.tok_line = by_line;
        return scan_error(&at, "cannot read %s: %s", name, strerror(err));
    }
    if (gzip_magic(text, len) && gzip_inflate(name, &text, &len) < 0) {
        free(text);
        return -1;
    }
    return scan_take(s, name, text, len);
}

int scan_open(struct scan *s, const char *path)
{
    return open_scan(s, path, NULL, 0);
}

int scan_open_named(struct scan *s, const char *path, const struct scan *by, int line)
{
    return open_scan(s, path, by, line);
}

void scan_release(struct scan *s)
{
    free(s->text);
    free(s->tok);
    memset(s, 0, sizeof *s);
}

static void scan_skip_space(struct scan *s)
{
    while (s->pos < s->len && isspace((unsigned char)s->text[s->pos])) {
        if (s->text[s->pos] == '\n')
            s->line++;
        s->pos++;
    }
}

int scan_at_end(struct scan *s)
{
    scan_skip_space(s);
    return s->pos >= s->len;
}

int scan_next_line(struct scan *s)
{
    scan_skip_space(s);
    return s->pos < s->len ? s->line : 0;
}

const char *scan_next(struct scan *s)
{
    scan_skip_space(s);
    if (s->pos >= s->len)
        return NULL;
    size_t start = s->pos;
    while (s->pos < s->len && !isspace((unsigned char)s->text[s->pos]))
        s->pos++;
    size_t n = s->pos - start;
    if (n + 1 > s->tok_cap) {
        s->tok_cap = n + 1 < 64 ? 64 : n + 1;
        s->tok = xrealloc(s->tok, s->tok_cap);
    }
    memcpy(s->tok, s->text + start, n);
    s->tok[n] = '\0';
    s->tok_line = s->line;
    return s->tok;
}

int scan_error(const struct scan *s, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return error("%s:%d: %s", s->name, s->tok_line, msg);
}

int scan_token(struct scan *s, const char *what, const char **tok)
{
    *tok = scan_next(s);
    if (!*tok) {
        /* at the end of the file: the last line, not the empty one after it */
        s->tok_line = s->len > 0 && s->text[s->len - 1] == '\n' ? s->line - 1 : s->line;
        return scan_error(s, "unexpected end of file, expected %s", what);
    }
    return 0;
}

int scan_expect(struct scan *s, const char *word)
{
    const char *tok;
    char what[80];
    snprintf(what, sizeof what, "'%s'", word);
    if (scan_token(s, what, &tok) < 0)
        return -1;
    if (strcmp(tok, word) != 0)
        return scan_error(s, "expected '%s', found '%s'", word, quote_str(tok).text);
    return 0;
}

int scan_expect_words(struct scan *s, const char *const words[])
{
    for (int k = 0; words[k]; k++)
        if (scan_expect(s, words[k]) < 0)
            return -1;
    return 0;
}

int scan_one_of(struct scan *s, const char *what, const char *const words[])
{
    const char *tok;
    if (scan_token(s, what, &tok) < 0)
        return -1;
    for (int k = 0; words[k]; k++)
        if (strcmp(tok, words[k]) == 0)
            return k;
    return scan_error(s, "expected %s, found '%s'", what, quote_str(tok).text);
}

int scan_skip_to(struct scan *s, const char *word)
{
    const char *tok;
    do
        tok = scan_at_end(s) ? NULL : scan_next(s);
    while (tok && strcmp(tok, word) != 0);
    return tok ? 0 : -1;
}

int scan_double(struct scan *s, const char *what, double min, double max, double *value)
{
    const char *tok;
    if (scan_token(s, what, &tok) < 0)
        return -1;
    char *end;
    errno = 0;
    double v = strtod(tok, &end);
    if (*end || end == tok || errno || !(v >= min && v <= max))
        return scan_error(s, "expected %s, found '%s'", what, quote_str(tok).text);
    *value = v;
    return 0;
}

int scan_int(struct scan *s, const char *what, int min, int max, int *value)
{
    const char *tok;
    if (scan_token(s, what, &tok) < 0)
        return -1;
    char *end;
    errno = 0;
    long long v = strtoll(tok, &end, 10); /* (long is 32 bits on Windows: the same message everywhere) */
    if (*end || end == tok || errno)
        return scan_error(s, "expected %s (an integer), found '%s'", what, quote_str(tok).text);
    if (v < min || v > max)
        return scan_error(s, "%s must be between %d and %d, found %lld", what, min, max, v);
    *value = (int)v;
    return 0;
}
