/* setup.h — what bin/tournament and bin/arena-server find alike. */
#ifndef ARENA_SETUP_H
#define ARENA_SETUP_H

#include "tournament.h"

/* The folder of this program (bin/), where the games' programs are. Malloc'd. */
char *setup_bin_dir(void);

/* A file beside a database: "course.db" and "-files" give "course-files". Malloc'd. */
char *setup_db_sibling(const char *db, const char *suffix);

/* Reads a board with the game's own reader (game_bin --seats): its real path (malloc'd),
 * hash and seats into b. 0, or -1 with the reason in why (the reader's words; "" when
 * the file could not be read, said already on standard error). */
int setup_read_board(const char *game_bin, const char *path, struct board *b, char *why, size_t size);

/* t->boards from a comma-separated list of board files, or every .cnf of games/GAME/boards/
 * (list NULL), with their hashes and seats (t->game_bin asked). 0, or -1 after an error line. */
int setup_boards(struct tournament *t, const char *list);

#endif
