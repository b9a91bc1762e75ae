/* paths.c — where arena's files are (paths.h): from /proc/self/exe, once. */
#define _GNU_SOURCE
#include "paths.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"

static char *bin, *data, *host;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* DIR/REL made absolute if it holds MARK (a file or folder), else NULL. */
static char *holding(const char *dir, const char *rel, const char *mark)
{
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s/%s/%s", dir, rel, mark) >= (int)sizeof path ||
        access(path, F_OK) != 0)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    return realpath(path, NULL);
}

static void find(void)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    self[n > 0 ? n : 0] = '\0';
    char *slash = strrchr(self, '/');
    if (slash)
        *slash = '\0';
    bin = xstrdup(self);

    /* The data holds engine/player.h: a checkout above bin/ or BUILD/bin/, else an
     * installed tree's share/arena (its PREFIX, three up, never holds engine/). */
    const char *env = getenv("ARENA_DATA");
    if (env && *env)
        data = realpath(env, NULL);
    if (env && *env && !data)
        data = xstrdup(env); /* (missing: the messages then name what is not there) */
    static const char *const up[] = {"..", "../..", "../../..", "../../../share/arena"};
    for (size_t k = 0; !data && k < sizeof up / sizeof *up; k++)
        data = holding(bin, up[k], "engine/player.h");
    if (!data)
        data = holding(bin, "..", ".");
    if (!data)
        data = xstrdup(bin);

    /* The player sides beside bin/ (installed, BUILD/bin/), else the checkout's build/. */
    host = holding(bin, "../host", ".");
    if (!host) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/build/host", data);
        host = xstrdup(path);
    }
}

const char *paths_bin(void)
{
    pthread_once(&once, find);
    return bin;
}

const char *paths_data(void)
{
    pthread_once(&once, find);
    return data;
}

const char *paths_host(void)
{
    pthread_once(&once, find);
    return host;
}
