/* entrants.c — names, sources and objects into judge executables. */
#define _GNU_SOURCE
#include "entrants.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "error.h"
#include "hash.h"
#include "paths.h"

static char *format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *format(const char *fmt, ...)
{
    char *s;
    va_list ap;
    va_start(ap, fmt);
    if (vasprintf(&s, fmt, ap) < 0)
        die("out of memory");
    va_end(ap);
    return s;
}

int make_dirs(const char *path)
{
    char *p = xstrdup(path);
    for (char *s = p + 1;; s++) {
        if (*s != '/' && *s)
            continue;
        char c = *s;
        *s = '\0';
        if (mkdir(p, 0755) < 0 && errno != EEXIST) {
            int err = errno;
            free(p);
            errno = err;
            return error_errno("cannot make the folder %s", path);
        }
        if (!(*s = c))
            break;
    }
    free(p);
    return 0;
}

void remove_tree(const char *path)
{
    char *out, *argv[] = {"rm", "-rf", "--", (char *)path, NULL};
    run_capture(argv, &out);
    free(out);
}

int write_file(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return error_errno("cannot write %s", path);
    size_t n = fwrite(data, 1, size, f);
    if (fclose(f) != 0 || n != size)
        return error_errno("cannot write %s", path);
    return 0;
}

int run_capture(char *const argv[], char **output)
{
    int fds[2];
    *output = xstrdup("");
    if (pipe2(fds, O_CLOEXEC) < 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        dup2(fds[1], STDERR_FILENO);
        execvp(argv[0], argv);
        fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    close(fds[1]);
    size_t len = 0, cap = 1;
    char buf[4096];
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR)) {
        if (n < 0)
            continue;
        if (len + (size_t)n + 1 > cap)
            *output = xrealloc(*output, cap = 2 * (len + (size_t)n + 1));
        memcpy(*output + len, buf, (size_t)n);
        (*output)[len += (size_t)n] = '\0';
    }
    close(fds[0]);
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int ends_with(const char *s, const char *end)
{
    size_t n = strlen(s), m = strlen(end);
    return n >= m && strcmp(s + n - m, end) == 0;
}

/* A player's source: C (AIName.c) or C++ (AIName.cc, arena's API or the rule book's). */
static int is_source(const char *file)
{
    return ends_with(file, ".c") || ends_with(file, ".cc");
}

/* The player name of a file AIName.c, AIName.cc or AIName.o: Name. */
static char *name_of_file(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strncmp(base, "AI", 2) == 0)
        base += 2;
    char *name = xstrdup(base);
    *strrchr(name, '.') = '\0';
    return name;
}

int entrants_parse(struct tournament *t, const char *list, const char *bin_dir)
{
    char *copy = xstrdup(list), *save = NULL;
    for (char *item = strtok_r(copy, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
        t->entrants = xrealloc(t->entrants, (size_t)(t->nb_entrants + 1) * sizeof *t->entrants);
        struct entrant *e = &t->entrants[t->nb_entrants++];
        memset(e, 0, sizeof *e);
        e->given = xstrdup(item);
        char *exe = NULL;
        if (is_source(item) || ends_with(item, ".o")) {
            e->name = name_of_file(item);
            exe = xstrdup(item);
        } else if (strchr(item, '/')) {
            error("player '%s': give a name, a source AIName.c (AIName.cc) or an object AIName.o", item);
            free(copy);
            return -1;
        } else {
            e->name = xstrdup(item);
            exe = format("%s/players/%s/%s", bin_dir, t->game, item);
            if (access(exe, X_OK) != 0) {
                error("unknown player '%s' (bin/%s --list; make builds one for every AI*.c and AI*.cc)", item, t->game);
                free(exe);
                free(copy);
                return -1;
            }
        }
        int bad = hash_file(exe, e->hash);
        free(exe);
        if (bad < 0) {
            free(copy);
            return -1;
        }
        for (int k = 0; k < t->nb_entrants - 1; k++)
            if (strcmp(t->entrants[k].name, e->name) == 0) {
                free(copy);
                return error("player '%s' is given twice: players need different names", e->name);
            }
    }
    free(copy);
    if (t->nb_entrants == 0)
        return error("no players: give --players NAME,NAME,...");
    return 0;
}

/* Copies a file, keeping it executable. */
static int copy_file(const char *from, const char *to)
{
    char *out;
    char *argv[] = {"cp", "-f", (char *)from, (char *)to, NULL};
    int status = run_capture(argv, &out);
    if (status != 0)
        error("cannot copy %s to %s: %s", from, to, out);
    free(out);
    return status == 0 ? 0 : -1;
}

/* Links an object with the game's player side into the judge executable `exe`, by the
 * judge's one link (tools/arena-link: the player's names made local, so that it replaces
 * nothing of the side's or the libraries'); NULL, or why not. `shown` is how the linker's
 * messages name the object (AIName.o: no path of the server's). *internal says whether
 * a failure is the server's (its player side missing, the sandbox, a full disk) rather
 * than the object's (an undefined reference: the linker names the object). The linker
 * runs in the compile sandbox (tools/arena-sandbox: the toolchain, the object, the side
 * and the script read-only, the executable's folder to write), as every step on a
 * stranger's file does; without one where ARENA_CHECK_UNSANDBOXED=1 (the teacher's
 * --unsandboxed-compiles). */
static char *link_player(const char *game, const char *object, const char *shown, const char *exe, int *internal)
{
    char *side_dir = format("%s/%s", paths_host(), game);
    char *side = format("%s/side.a", side_dir), *flags = format("%s/ldflags", side_dir);
    char *linker = format("%s/tools/arena-link", paths_data());
    /* the sandbox binds paths as they are: absolute ones, the same inside */
    char *real_object = realpath(object, NULL), *exe_dir = xstrdup(exe), *real_dir, *real_exe = NULL;
    char *slash = strrchr(exe_dir, '/');
    if (slash)
        *slash = '\0';
    real_dir = realpath(slash ? (*exe_dir ? exe_dir : "/") : ".", NULL);
    if (real_dir)
        real_exe = format("%s/%s", real_dir, slash ? slash + 1 : exe);
    char *why = NULL, *sandbox_path = format("%s/tools/arena-sandbox", paths_data());
    *internal = 1;
    if (access(side, R_OK) != 0 || access(flags, R_OK) != 0 || access(linker, R_OK) != 0) {
        why = format("cannot link it: %s is missing (run make)", access(linker, R_OK) != 0 ? linker : side);
    } else if (!real_object || !real_exe) {
        why = format("cannot link it: %s: %s", !real_object ? object : exe, strerror(errno));
    } else {
        const char *unsandboxed = getenv("ARENA_CHECK_UNSANDBOXED");
        char *argv[24];
        int argc = 0;
        if (!unsandboxed || strcmp(unsandboxed, "1") != 0) {
            char *sandbox[] = {sandbox_path, "--ro", real_object, "--ro", side, "--ro", flags, "--ro", linker, "--rw", real_dir, "--"};
            for (size_t k = 0; k < sizeof sandbox / sizeof *sandbox; k++)
                argv[argc++] = sandbox[k];
        }
        char *link[] = {"bash", linker, "--as", (char *)shown, real_object, side_dir, real_exe, NULL};
        for (size_t k = 0; k < sizeof link / sizeof *link; k++)
            argv[argc++] = link[k];
        char *out;
        int status = run_capture(argv, &out);
        /* 3: the linker named the object (tools/arena-link); anything else is the server's */
        if (status == 3)
            why = format("does not link with the %s player side:\n%s", game, out);
        else if (status != 0)
            why = format("cannot link it (exit status %d):\n%s", status, out);
        *internal = status != 0 && status != 3;
        free(out);
    }
    free(real_object);
    free(exe_dir);
    free(real_dir);
    free(real_exe);
    free(side_dir);
    free(side);
    free(flags);
    free(linker);
    free(sandbox_path);
    return why;
}

/* AIName.o for a file AIName.c, AIName.cc or AIName.o (how the linker's messages name it). */
static char *object_name(const char *file)
{
    char *name = name_of_file(file), *shown = format("AI%s.o", name);
    free(name);
    return shown;
}

/* A source (C, or C++ in either API): the checker, which compiles it with its limits in
 * its sandbox (a source is a stranger's file: tools/arena-check reads it safely), then
 * linked (in the sandbox too). NULL, or why it sits out: the file's doing (refused, or
 * its object does not link: a function declared, called and defined nowhere), or the
 * server's (*internal: the checker's or the link's own failure). */
char *entrants_build_source(const char *game, const char *source, const char *exe, int *internal)
{
    char *out;
    char *object = format("%s.o", exe), *checker = format("%s/tools/arena-check", paths_data());
    char *check[] = {checker, "--game", (char *)game, "--object", object, (char *)source, NULL};
    char *why = NULL;
    int status = run_capture(check, &out);
    free(checker);
    /* 1: the file is refused; anything else is the checker's own failure, not the file's */
    *internal = status != 0 && status != 1;
    if (status != 0)
        why = out;
    else
        free(out);
    if (!why) {
        char *shown = object_name(source);
        why = link_player(game, object, shown, exe, internal);
        free(shown);
    }
    unlink(object);
    free(object);
    return why;
}

int entrants_build(struct tournament *t, const char *bin_dir)
{
    if (make_dirs(t->players_dir) < 0)
        return -1;
    t->playing = xrealloc(t->playing, (size_t)t->nb_entrants * sizeof *t->playing);
    t->nb_playing = 0;
    for (int k = 0; k < t->nb_entrants; k++) {
        struct entrant *e = &t->entrants[k];
        /* made under a name of this process's, then renamed into place: two runners of
         * one tournament may make the same executable at once */
        char *exe = format("%s/%s.%d", t->players_dir, e->name, (int)getpid());
        if (is_source(e->given)) {
            int internal;
            e->rejected = entrants_build_source(t->game, e->given, exe, &internal);
        } else if (ends_with(e->given, ".o")) {
            int internal;
            char *shown = object_name(e->given);
            e->rejected = link_player(t->game, e->given, shown, exe, &internal);
            free(shown);
        } else {
            char *from = format("%s/players/%s/%s", bin_dir, t->game, e->name);
            int bad = copy_file(from, exe);
            free(from);
            if (bad < 0) {
                free(exe);
                return -1;
            }
        }
        char *final = format("%s/%s", t->players_dir, e->name);
        int bad = 0;
        if (!e->rejected && (bad = hash_file(exe, e->exe_hash)) == 0 && rename(exe, final) < 0)
            bad = error_errno("cannot make the player %s", final);
        if (bad < 0) {
            free(final);
            free(exe);
            return -1;
        }
        free(final);
        free(exe);
        if (!e->rejected)
            t->playing[t->nb_playing++] = k;
    }
    return 0;
}
