/* test_engine.c — the engine's building blocks: output, scanner, generator, registry. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"
#include "out.h"
#include "registry.h"
#include "scan.h"

static char dir[4096];

static void make_dir(void)
{
    const char *tmpdir = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/arena-unit-XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
    cr_assert(mkdtemp(dir));
}

static int files_in_dir(void)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

static char *slurp(const char *path)
{
    static char buf[4096];
    FILE *f = fopen(path, "r");
    cr_assert(f, "cannot open %s", path);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

Test(out, a_committed_file_appears_whole_and_alone, .init = make_dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/replay.res", dir);
    struct out o;
    cr_assert_eq(out_open(&o, path), 0);
    out_str(&o, "round ");
    out_int(&o, -42);
    out_char(&o, ' ');
    out_double(&o, 0);
    out_char(&o, ' ');
    out_double(&o, 0.25);
    out_printf(&o, " %s\n", "end");
    cr_assert_eq(access(path, F_OK), -1, "nothing at the final path before the commit");
    cr_assert_eq(out_commit(&o), 0);
    cr_assert_str_eq(slurp(path), "round -42 0 0.25 end\n");
    cr_assert_eq(files_in_dir(), 1, "no temporary file left");
}

Test(out, an_aborted_file_leaves_nothing, .init = make_dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/replay.res", dir);
    struct out o;
    cr_assert_eq(out_open(&o, path), 0);
    for (int k = 0; k < 100000; k++) /* more than a buffer: some bytes reached the disk */
        out_str(&o, "0123456789");
    out_abort(&o);
    cr_assert_eq(files_in_dir(), 0);
}

Test(out, an_old_file_is_replaced_only_on_commit, .init = make_dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/replay.res", dir);
    FILE *f = fopen(path, "w");
    fputs("old\n", f);
    fclose(f);
    struct out o;
    cr_assert_eq(out_open(&o, path), 0);
    out_str(&o, "new\n");
    out_abort(&o);
    cr_assert_str_eq(slurp(path), "old\n");
}

Test(out, an_unwritable_path_is_an_error, .init = cr_redirect_stderr)
{
    struct out o;
    cr_assert_eq(out_open(&o, "/nonexistent-dir/x.res"), -1);
    fflush(stderr);
    cr_assert_stderr_eq_str("error: cannot write /nonexistent-dir/x.res: No such file or directory\n");
}

Test(out, large_writes_pass_through)
{
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    struct out o;
    out_attach(&o, fds[1]);
    static char big[50000];
    memset(big, 'x', sizeof big);
    out_write(&o, big, 3000);
    out_flush(&o);
    static char got[3000];
    size_t n = 0;
    while (n < 3000)
        n += (size_t)read(fds[0], got + n, 3000 - n);
    cr_assert_eq(memcmp(got, big, 3000), 0);
    close(fds[0]);
    close(fds[1]);
}

Test(scan, tokens_come_with_their_lines)
{
    struct scan s;
    const char *text = "alpha  beta\n\n  42\n-7 gamma";
    scan_from_memory(&s, "t", text, strlen(text));
    cr_assert_str_eq(scan_next(&s), "alpha");
    cr_assert_eq(s.tok_line, 1);
    cr_assert_eq(scan_expect(&s, "beta"), 0);
    int v;
    cr_assert_eq(scan_int(&s, "count", 0, 100, &v), 0);
    cr_assert_eq(v, 42);
    cr_assert_eq(s.tok_line, 3);
    cr_assert_eq(scan_int(&s, "delta", -10, 10, &v), 0);
    cr_assert_eq(v, -7);
    cr_assert_eq(s.tok_line, 4);
    cr_assert_str_eq(scan_next(&s), "gamma");
    cr_assert(scan_at_end(&s));
    cr_assert_null(scan_next(&s));
    scan_release(&s);
}

Test(scan, errors_say_what_and_where, .init = cr_redirect_stderr)
{
    struct scan s;
    const char *text = "x\ny 12z\n999\n";
    scan_from_memory(&s, "board.cnf", text, strlen(text));
    int v;
    cr_assert_eq(scan_expect(&s, "x"), 0);
    cr_assert_eq(scan_expect(&s, "z"), -1);
    cr_assert_eq(scan_int(&s, "rows", 0, 99, &v), -1);
    cr_assert_eq(scan_int(&s, "rows", 0, 99, &v), -1);
    cr_assert_eq(scan_int(&s, "rows", 0, 99, &v), -1);
    fflush(stderr);
    cr_assert_stderr_eq_str("error: board.cnf:2: expected 'z', found 'y'\n"
                            "error: board.cnf:2: expected rows (an integer), found '12z'\n"
                            "error: board.cnf:3: rows must be between 0 and 99, found 999\n"
                            "error: board.cnf:3: unexpected end of file, expected rows\n");
    scan_release(&s);
}

Test(scan, unreadable_files_are_errors, .init = cr_redirect_stderr)
{
    struct scan s;
    cr_assert_eq(scan_open(&s, "/nonexistent/board.cnf"), -1);
    fflush(stderr);
    cr_assert_stderr_eq_str("error: cannot read /nonexistent/board.cnf: No such file or directory\n");
}

static void nothing(void *game, void *memory)
{
    (void)game, (void)memory;
}

Test(registry, players_are_found_by_name_and_listed_sorted)
{
    static const struct player_def zed = {"Zed", "toy 1", 1, nothing, NULL}, abe = {"Abe", "toy 1", 1, nothing, NULL};
    registry_add_player(&zed);
    registry_add_player(&abe);
    cr_assert_eq(registry_find("Zed"), &zed);
    cr_assert_null(registry_find("Nobody"));
    cr_assert_eq(registry_count(), 2);
    cr_assert_str_eq(registry_sorted(0)->name, "Abe");
    cr_assert_str_eq(registry_sorted(1)->name, "Zed");
    cr_assert_null(registry_sorted(2));
}

/* What PLAYER() registered before ABI versions: {name, memory_size, play}. */
struct old_player_def {
    const char *name;
    size_t memory_size;
    void (*play)(void *game, void *memory);
};
void registry_add(const void *old);

Test(registry, a_stale_or_foreign_player_is_refused_with_a_reason, .init = cr_redirect_stderr)
{
    static const struct old_player_def old = {"Stale", 1, nothing};
    static const struct player_def other = {"Other", "toy 1", 1, nothing, NULL};
    registry_add(&old);
    registry_add_player(&other);
    const struct player_def *stale = registry_find("Stale");
    cr_assert_not_null(stale, "a stale object is kept under its name");
    cr_assert_eq(registry_check_abi(stale, "toy 2"), -1);
    cr_assert_eq(registry_check_abi(registry_find("Other"), "toy 2"), -1);
    cr_assert_eq(registry_check_abi(registry_find("Other"), "toy 1"), 0);
    fflush(stderr);
    cr_assert_stderr_eq_str(
        "error: player 'Stale' was built against an older player header (before ABI versions): rebuild it "
        "from its source, or get a new AIStale.o\n"
        "error: player 'Other' was built against player header 'toy 1', this game needs 'toy 2': rebuild it\n");
}
