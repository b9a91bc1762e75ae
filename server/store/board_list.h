/* board_list.h — the course's boards while it runs: the ones given to init, and those the
 * teacher adds (uploaded or generated) or a student proposes. A board keeps its index for
 * good (jobs and their records name it); only active boards are played in qualifications
 * and the ladder. Every reader may be any thread: the list only grows, an entry never
 * changes once listed, and a state change is taken under a lock. */
#ifndef ARENA_SERVER_BOARD_LIST_H
#define ARENA_SERVER_BOARD_LIST_H

#include <stddef.h>

#include "tournament.h"

/* A course holds at most BOARDS_MAX boards that count: active, on trial or proposed
 * (declined and retired ones give their place back); it gives at most BOARDS_INDICES
 * indices over its life (every board ever added keeps its own). */
enum { BOARDS_MAX = 256, BOARDS_INDICES = 8192, BOARD_NAME_MAX = 64 };

/* active: played; trial: the teacher's, tried before it is played; retired: played no more;
 * proposed: a student's, waiting for the teacher; declined: a proposal not taken. */
enum board_state { BOARD_ACTIVE, BOARD_TRIAL, BOARD_RETIRED, BOARD_PROPOSED, BOARD_DECLINED, BOARD_STATES };
extern const char *const board_state_name[BOARD_STATES];

/* A file of a board as it is added: its name (NAME.cnf, Tron's NAME.map) and bytes. */
struct board_file {
    const char *name;
    const char *data;
    size_t size;
};

/* The boards of the opened course into the list: those of course.t (init's), then the ones
 * added since (course-files/boards/INDEX/). 0, or -1 after an error line. */
int boards_load(void);

/* The indices given so far (every board ever added). */
int boards_count(void);
/* How many more boards the course takes now (BOARDS_MAX less those that count). */
int boards_room(void);
/* Board b (NULL if there is none); its file name ("?" if none); its state. */
const struct board *boards_get(int b);
const char *boards_name(int b);
enum board_state boards_state(int b);
/* The indices of the active boards, in order: their number (at least 1: the last active
 * board cannot be retired). */
int boards_active(int list[BOARDS_MAX]);

/* 1 if name is a board file's name the course takes: letters, digits, '.', '_', '-', not
 * starting with '.', ending in ".cnf" (or ".map" with map set), at most BOARD_NAME_MAX. */
int boards_valid_name(const char *name, int map);

/* Adds a board: its files (the .cnf first) kept in the course's folder and read by the
 * game's own reader. Its index, or -1 with the reason in why (a refused file, a name
 * taken, the list full, the server's failure). by: the proposing student (0: teacher). */
int boards_add(const struct board_file files[], int nb_files, enum board_state state, long long by, char *why,
               size_t size);

/* Changes a board's state (with the teacher's note, NULL: none); a retired or declined
 * board comes back only if there is room. 0, or -1 with why. */
int boards_set_state(int b, enum board_state state, const char *note, char *why, size_t size);

#endif
