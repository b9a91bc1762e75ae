/* sandbox.c — whether this machine can make the compile sandbox: every step on a
 * student's source (tools/arena-check, the link) runs in it, where the file system holds
 * only the toolchain, the public headers and a private folder. */
#define _GNU_SOURCE
#include "sandbox.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "paths.h"

int sandbox_probe(char **why)
{
    char *out, *sandbox = NULL;
    if (asprintf(&sandbox, "%s/tools/arena-sandbox", paths_data()) < 0)
        die("out of memory");
    char *argv[] = {sandbox, "--probe", NULL};
    int status = run_capture(argv, &out);
    free(sandbox);
    *why = NULL;
    if (status == 0) {
        free(out);
        return 0;
    }
    /* its one line (the first "error:" line, or whatever it said) */
    char *line = strstr(out, "error: ");
    line = line ? line : out;
    line[strcspn(line, "\n")] = '\0';
    *why = xstrdup(*line ? line : "error: no sandbox for compiles: tools/arena-sandbox --probe failed");
    free(out);
    return -1;
}

int walls_probe(const char *game_bin, int unsandboxed, char **why)
{
    const char *env = getenv("ARENA_UNSANDBOXED_PLAYERS");
    *why = NULL;
    if (unsandboxed || (env && strcmp(env, "1") == 0)) {
        setenv("ARENA_UNSANDBOXED_PLAYERS", "1", 1);
        return 0;
    }
    char *out, *argv[] = {(char *)game_bin, "--check-walls", NULL};
    if (run_capture(argv, &out) == 0) {
        free(out);
        return 0;
    }
    char *line = strstr(out, "error: ");
    line = line ? line + 7 : out;
    line[strcspn(line, "\n")] = '\0';
    *why = xstrdup(*line ? line : "the players' walls cannot be made here (--check-walls failed)");
    free(out);
    return -1;
}
