/* setup.c — what bin/tournament and bin/arena-server find alike: the games' programs,
 * the boards, the files beside a database. */
#define _GNU_SOURCE
#include "setup.h"

#include <errno.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "hash.h"
#include "paths.h"

/* The folder of this program (bin/), where the games' programs are. */
char *setup_bin_dir(void)
{
    return xstrdup(paths_bin());
}

char *setup_db_sibling(const char *db, const char *suffix)
{
    size_t n = strlen(db);
    if (n > 3 && strcmp(db + n - 3, ".db") == 0)
        n -= 3;
    char *s = xmalloc(n + strlen(suffix) + 1);
    memcpy(s, db, n);
    strcpy(s + n, suffix);
    return s;
}

int setup_read_board(const char *game_bin, const char *path, struct board *b, char *why, size_t size)
{
    memset(b, 0, sizeof *b);
    char *real = realpath(path, NULL);
    if (!real) {
        snprintf(why, size, "cannot read the board %s: %s", path, strerror(errno));
        return -1;
    }
    if (hash_file(real, b->hash) < 0) { /* it said why (a FIFO...) */
        why[0] = '\0';
        free(real);
        return -1;
    }
    char *out, *argv[] = {(char *)game_bin, "--seats", "-i", real, NULL};
    int status = run_capture(argv, &out);
    b->seats = status == 0 ? atoi(out) : 0;
    if (status != 0 || b->seats < 1 || b->seats > T_MAX_SEATS) {
        out[strcspn(out, "\n")] = '\0';
        snprintf(why, size, "board %s: %s", path, strncmp(out, "error: ", 7) == 0 ? out + 7 : out);
        free(out);
        free(real);
        return -1;
    }
    free(out);
    b->path = real;
    return 0;
}

static int add_board(struct tournament *t, const char *path)
{
    struct board b;
    char why[1024];
    if (setup_read_board(t->game_bin, path, &b, why, sizeof why) < 0)
        return why[0] ? error("%s", why) : -1;
    t->boards = xrealloc(t->boards, (size_t)(t->nb_boards + 1) * sizeof *t->boards);
    t->boards[t->nb_boards++] = b;
    return 0;
}

int setup_boards(struct tournament *t, const char *list)
{
    if (list) {
        char *copy = xstrdup(list), *save = NULL;
        for (char *b = strtok_r(copy, ",", &save); b; b = strtok_r(NULL, ",", &save))
            if (add_board(t, b) < 0)
                return free(copy), -1;
        free(copy);
        return t->nb_boards > 0 ? 0 : error("--boards '%s' names no board file", quote_str(list).text);
    }
    char pattern[PATH_MAX];
    snprintf(pattern, sizeof pattern, "%s/games/%s/boards/*.cnf", paths_data(), t->game);
    glob_t g;
    if (glob(pattern, 0, NULL, &g) != 0)
        return error("no boards in %s/games/%s/boards: give --boards", paths_data(), t->game);
    for (size_t k = 0; k < g.gl_pathc; k++)
        if (add_board(t, g.gl_pathv[k]) < 0)
            return globfree(&g), -1;
    globfree(&g);
    return 0;
}

