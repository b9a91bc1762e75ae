/* board_list.c — the course's boards while it runs (see board_list.h). */
#define _GNU_SOURCE
#include "store/board_list.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "entrants.h"
#include "error.h"
#include "setup.h"
#include "store/store.h"

const char *const board_state_name[BOARD_STATES] = {"active", "trial", "retired", "proposed", "declined"};

/* The list: course.t.boards, given room for BOARDS_INDICES entries once (an entry never
 * moves), its count and states under the lock. Adds are one at a time (add_lock): a
 * board's index is the count when it is added. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER, add_lock = PTHREAD_MUTEX_INITIALIZER;
static int count;
static enum board_state states[BOARDS_INDICES];

/* A board that takes a place among the BOARDS_MAX: one that is or may be played. */
static int counts(enum board_state s)
{
    return s == BOARD_ACTIVE || s == BOARD_TRIAL || s == BOARD_PROPOSED;
}

static enum board_state state_of(const char *name)
{
    for (int s = 0; s < BOARD_STATES; s++)
        if (strcmp(board_state_name[s], name) == 0)
            return (enum board_state)s;
    return BOARD_RETIRED; /* a state of a later version: not played */
}

static void board_dir(int b, char *dir, size_t size)
{
    snprintf(dir, size, "%s/boards/%d", course.files, b);
}

int boards_load(void)
{
    int given = course.t.nb_boards;
    if (given > BOARDS_MAX)
        return error("the course has %d boards: %d at most", given, BOARDS_MAX);
    struct board *list = xcalloc(BOARDS_INDICES, sizeof *list);
    memcpy(list, course.t.boards, (size_t)given * sizeof *list);
    free(course.t.boards);
    course.t.boards = list;
    for (int b = 0; b < given; b++) {
        const char *slash = strrchr(list[b].path, '/');
        if (store_run(
                "INSERT OR IGNORE INTO course_boards(idx, file, state, added) VALUES(?, ?, 'active', ?)",
                "itd", (long long)b, slash ? slash + 1 : list[b].path, store_now()) < 0)
            return -1;
    }
    sqlite3_stmt *st = store_query("SELECT idx, file, state FROM course_boards ORDER BY idx", "");
    int n = 0, bad = !st;
    while (!bad && sqlite3_step(st) == SQLITE_ROW) {
        int b = sqlite3_column_int(st, 0);
        const char *file = (const char *)sqlite3_column_text(st, 1);
        if (b != n || b >= BOARDS_INDICES) {
            bad = error("course database %s: its boards are not numbered 0, 1, 2...: board %d after %d",
                        course.db_path, b, n - 1);
            break;
        }
        states[b] = state_of((const char *)sqlite3_column_text(st, 2));
        if (b >= given) { /* added during the course: read again */
            char dir[4096], path[4200], why[1024];
            board_dir(b, dir, sizeof dir);
            snprintf(path, sizeof path, "%s/%s", dir, file);
            if (setup_read_board(course.t.game_bin, path, &list[b], why, sizeof why) < 0) {
                bad = why[0] ? error("%s", why) : -1;
                break;
            }
        }
        n++;
    }
    sqlite3_finalize(st);
    if (bad)
        return -1;
    pthread_mutex_lock(&lock);
    count = course.t.nb_boards = n;
    pthread_mutex_unlock(&lock);
    return 0;
}

int boards_count(void)
{
    pthread_mutex_lock(&lock);
    int n = count;
    pthread_mutex_unlock(&lock);
    return n;
}

int boards_room(void)
{
    pthread_mutex_lock(&lock);
    int taken = 0;
    for (int b = 0; b < count; b++)
        taken += counts(states[b]);
    int room = BOARDS_MAX - taken, left = BOARDS_INDICES - count;
    pthread_mutex_unlock(&lock);
    return room < 0 ? 0 : room < left ? room : left;
}

const struct board *boards_get(int b)
{
    return b >= 0 && b < boards_count() ? &course.t.boards[b] : NULL;
}

const char *boards_name(int b)
{
    const struct board *board = boards_get(b);
    if (!board)
        return "?";
    const char *slash = strrchr(board->path, '/');
    return slash ? slash + 1 : board->path;
}

enum board_state boards_state(int b)
{
    pthread_mutex_lock(&lock);
    enum board_state s = b >= 0 && b < count ? states[b] : BOARD_RETIRED;
    pthread_mutex_unlock(&lock);
    return s;
}

int boards_active(int list[BOARDS_MAX])
{
    pthread_mutex_lock(&lock);
    int n = 0;
    for (int b = 0; b < count && n < BOARDS_MAX; b++)
        if (states[b] == BOARD_ACTIVE)
            list[n++] = b;
    pthread_mutex_unlock(&lock);
    return n;
}

int boards_valid_name(const char *name, int map)
{
    size_t n = strlen(name);
    if (n < 5 || n > BOARD_NAME_MAX || name[0] == '.' || strcmp(name + n - 4, map ? ".map" : ".cnf") != 0)
        return 0;
    return strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-") == n;
}

/* The reader's words with the server's folder taken out: "board /srv/.../7/x.cnf: line 3"
 * says "board x.cnf: line 3". */
static void without_dir(char *why, const char *dir)
{
    size_t n = strlen(dir);
    for (char *at; (at = strstr(why, dir));)
        memmove(at, at + n + (at[n] == '/'), strlen(at + n + (at[n] == '/')) + 1);
}

/* The board's rows in the records, beside init's: every tournament of the course. */
static int record_board(int b, const struct board *board)
{
    long long ids[] = {course.qualify_id, course.ladder_id, course.friendly_id};
    for (size_t k = 0; k < sizeof ids / sizeof *ids; k++)
        if (store_run("INSERT OR REPLACE INTO boards VALUES(?, ?, ?, ?, ?)", "iitti", ids[k], (long long)b,
                      board->path, board->hash, (long long)board->seats) < 0)
            return -1;
    return 0;
}

static int add_locked(const struct board_file files[], int nb_files, enum board_state state, long long by,
                      char *why, size_t size)
{
    int b = boards_count();
    if (b >= BOARDS_INDICES) {
        snprintf(why, size, "the course has had %d boards: no more can be added", b);
        return -1;
    }
    if (boards_room() == 0) {
        snprintf(why, size,
                 "the course has %d boards in play, on trial or proposed, its most: the teacher declines "
                 "or retires some to make room",
                 BOARDS_MAX);
        return -1;
    }
    for (int k = 0; k < b; k++)
        if (strcmp(boards_name(k), files[0].name) == 0) {
            snprintf(why, size, "a board named %s is in the course already: give yours another name",
                     files[0].name);
            return -1;
        }
    char dir[4096], path[4200];
    board_dir(b, dir, sizeof dir);
    remove_tree(dir); /* a board added before a failure to store it */
    if (make_dirs(dir) < 0) {
        snprintf(why, size, "the server could not store the board (see its log)");
        return -1;
    }
    for (int k = 0; k < nb_files; k++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[k].name);
        if (write_file(path, files[k].data, files[k].size) < 0) {
            remove_tree(dir);
            snprintf(why, size, "the server could not store the board (see its log)");
            return -1;
        }
    }
    struct board board;
    snprintf(path, sizeof path, "%s/%s", dir, files[0].name);
    if (setup_read_board(course.t.game_bin, path, &board, why, size) < 0) {
        if (!why[0])
            snprintf(why, size, "the server could not read the board back (see its log)");
        without_dir(why, dir);
        remove_tree(dir);
        return -1;
    }
    int ok = store_begin() == 0 &&
             store_run("INSERT INTO course_boards(idx, file, state, proposed_by, added) VALUES(?, ?, ?, "
                       "nullif(?, 0), ?)",
                       "ittid", (long long)b, files[0].name, board_state_name[state], by, store_now()) == 0 &&
             record_board(b, &board) == 0 && store_commit() == 0;
    if (!ok) {
        store_rollback();
        remove_tree(dir);
        free(board.path);
        snprintf(why, size, "the server could not store the board (its database)");
        return -1;
    }
    pthread_mutex_lock(&lock);
    course.t.boards[b] = board;
    states[b] = state;
    count = course.t.nb_boards = b + 1;
    pthread_mutex_unlock(&lock);
    return b;
}

int boards_add(const struct board_file files[], int nb_files, enum board_state state, long long by, char *why,
               size_t size)
{
    pthread_mutex_lock(&add_lock);
    int b = add_locked(files, nb_files, state, by, why, size);
    pthread_mutex_unlock(&add_lock);
    return b;
}

int boards_set_state(int b, enum board_state state, const char *note, char *why, size_t size)
{
    pthread_mutex_lock(&add_lock); /* one change at a time: the last active board stays */
    int active[BOARDS_MAX], rc = -1;
    if (!boards_get(b))
        snprintf(why, size, "there is no board %d", b);
    else if (state != BOARD_ACTIVE && boards_state(b) == BOARD_ACTIVE && boards_active(active) == 1)
        snprintf(why, size, "%s is the course's last active board: make another active first",
                 boards_name(b));
    else if (counts(state) && !counts(boards_state(b)) && boards_room() == 0)
        snprintf(why, size,
                 "the course has %d boards in play, on trial or proposed, its most: retire or decline one "
                 "before %s comes back",
                 BOARDS_MAX, boards_name(b));
    else if (store_run("UPDATE course_boards SET state = ?, note = coalesce(?, note) WHERE idx = ?", "tti",
                       board_state_name[state], note, (long long)b) < 0)
        snprintf(why, size, "the server could not store it (its database)");
    else
        rc = 0;
    if (rc == 0) {
        pthread_mutex_lock(&lock);
        states[b] = state;
        pthread_mutex_unlock(&lock);
    }
    pthread_mutex_unlock(&add_lock);
    return rc;
}
