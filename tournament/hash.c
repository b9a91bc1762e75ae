/* hash.c — SHA-256 with nettle. */
#define _GNU_SOURCE
#include "hash.h"

#include <fcntl.h>
#include <nettle/sha2.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"

static void to_hex(struct sha256_ctx *ctx, char hex[T_HASH_HEX])
{
    unsigned char digest[SHA256_DIGEST_SIZE];
    sha256_digest(ctx, sizeof digest, digest);
    for (int i = 0; i < SHA256_DIGEST_SIZE; i++)
        snprintf(hex + 2 * i, 3, "%02x", digest[i]);
}

static int not_regular(const char *path, mode_t mode)
{
    return error("cannot read %s: %s, not a regular file", path,
                 S_ISFIFO(mode) ? "a FIFO" : S_ISDIR(mode) ? "a folder" : "a device or socket");
}

int hash_file(const char *path, char hex[T_HASH_HEX])
{
    /* only a regular file: a FIFO with no writer would block the runner for ever, so its
     * type is asked first, and the open does not wait (O_NONBLOCK) should it change */
    struct stat st;
    if (stat(path, &st) < 0)
        return error_errno("cannot read %s", path);
    if (!S_ISREG(st.st_mode))
        return not_regular(path, st.st_mode);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return error_errno("cannot read %s", path);
    if (fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) { /* replaced since the stat() */
        close(fd);
        return not_regular(path, st.st_mode);
    }
    struct sha256_ctx ctx;
    sha256_init(&ctx);
    unsigned char buf[1 << 16];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0)
        sha256_update(&ctx, (size_t)n, buf);
    close(fd);
    if (n < 0)
        return error_errno("cannot read %s", path);
    to_hex(&ctx, hex);
    return 0;
}

void hash_text(const char *text, char hex[T_HASH_HEX])
{
    struct sha256_ctx ctx;
    sha256_init(&ctx);
    sha256_update(&ctx, strlen(text), (const unsigned char *)text);
    to_hex(&ctx, hex);
}
