/* gzip.h — gzip-compressed output (zlib), for replays written as FILE.gz. */
#ifndef ARENA_GZIP_H
#define ARENA_GZIP_H

#include "out.h"

/* Compression level of replays: zlib's 1 to 9. Level 1 keeps a 500-round Mad Max
 * replay's compression at about the cost of the match itself; see bench/. */
enum { GZIP_LEVEL = 1 };

/* 1 if the data starts as a gzip file does. */
int gzip_magic(const char *data, size_t len);

/* Replaces the gzip data *text (len bytes, malloc'ed) with what it holds, NUL-terminated;
 * 0, or -1 after an error line naming `name`. */
int gzip_inflate(const char *name, char **text, size_t *len);

/* 1 if the path names a gzip file (ends in ".gz"). */
int gzip_wanted(const char *path);

/* From now on, what o writes is compressed as one gzip member; out_commit() ends it.
 * -1 (with an error line) where the program was built without zlib. */
int out_gzip(struct out *o, int level);

#endif
