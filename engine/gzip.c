/* gzip.c — an out_filter that deflates flushed blocks into a gzip stream. */
#include "gzip.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifndef ARENA_NO_ZLIB
#include <zlib.h>
#endif

#include "alloc.h"
#include "error.h"

int gzip_wanted(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 3 && strcmp(path + n - 3, ".gz") == 0;
}

int gzip_magic(const char *data, size_t len)
{
    return len >= 2 && (unsigned char)data[0] == 0x1f && (unsigned char)data[1] == 0x8b;
}

#ifdef ARENA_NO_ZLIB
int gzip_inflate(const char *name, char **text, size_t *len)
{
    (void)text;
    (void)len;
    return error("cannot read %s: it is gzipped, and this program was built without zlib (gunzip it first)", name);
}

/* Built where zlib is missing (a student kit on a bare machine). */
int out_gzip(struct out *o, int level)
{
    (void)o;
    (void)level;
    return error("cannot write a .gz replay: this program was built without zlib "
                 "(install zlib1g-dev and build again, or drop the .gz)");
}
#else

enum { GZIP_CHUNK = 1 << 16 };

struct gzip_state {
    struct out_filter filter;
    z_stream z;
    char chunk[GZIP_CHUNK];
};

/* Deflates n bytes with the given flush mode, writing every full or final chunk. */
static int deflate_into(struct out *o, const char *data, size_t n, int mode)
{
    struct gzip_state *g = o->filter->state;
    g->z.next_in = (Bytef *)(uintptr_t)data;
    g->z.avail_in = (uInt)n;
    int rc;
    do {
        g->z.next_out = (Bytef *)g->chunk;
        g->z.avail_out = GZIP_CHUNK;
        rc = deflate(&g->z, mode);
        if (rc == Z_STREAM_ERROR)
            return EIO;
        size_t have = GZIP_CHUNK - g->z.avail_out;
        int err = have ? out_write_raw(o, g->chunk, have) : 0;
        if (err)
            return err;
    } while (g->z.avail_out == 0 || (mode == Z_FINISH && rc != Z_STREAM_END));
    return 0;
}

static int gzip_write(struct out *o, const char *data, size_t n)
{
    return deflate_into(o, data, n, Z_NO_FLUSH);
}

static int gzip_finish(struct out *o)
{
    return deflate_into(o, NULL, 0, Z_FINISH);
}

static void gzip_release(struct out *o)
{
    struct gzip_state *g = o->filter->state;
    deflateEnd(&g->z);
    free(g);
    o->filter = NULL;
}

int out_gzip(struct out *o, int level)
{
    struct gzip_state *g = xmalloc(sizeof *g);
    memset(&g->z, 0, sizeof g->z);
    /* windowBits 15 + 16: a gzip header and trailer rather than zlib's */
    if (deflateInit2(&g->z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        abort(); /* only on a bad level or no memory, neither of which can happen here */
    g->filter = (struct out_filter){gzip_write, gzip_finish, gzip_release, g};
    o->filter = &g->filter;
    return 0;
}
int gzip_inflate(const char *name, char **text, size_t *len)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
        return error("cannot read %s: zlib: out of memory", name);
    size_t cap = *len * 4 + 4096, got = 0;
    char *out = xmalloc(cap);
    z.next_in = (unsigned char *)*text;
    z.avail_in = (uInt)*len;
    int rc;
    do {
        if (cap - got < 4096) {
            cap *= 2;
            out = xrealloc(out, cap);
        }
        z.next_out = (unsigned char *)out + got;
        z.avail_out = (uInt)(cap - got - 1);
        rc = inflate(&z, Z_NO_FLUSH);
        got = cap - 1 - z.avail_out;
        /* a file of several gzip members (cat a.gz b.gz): go on with the next one */
        if (rc == Z_STREAM_END && z.avail_in > 0 && inflateReset(&z) == Z_OK)
            rc = Z_OK;
    } while (rc == Z_OK);
    inflateEnd(&z);
    if (rc != Z_STREAM_END) {
        free(out);
        return error("cannot read %s: not a whole gzip file (%s)", name, z.msg ? z.msg : "cut short");
    }
    out[got] = '\0';
    free(*text);
    *text = out;
    *len = got;
    return 0;
}

#endif
