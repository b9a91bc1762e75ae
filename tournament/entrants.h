/* entrants.h — the players of a tournament, as judge executables in one folder. */
#ifndef ARENA_ENTRANTS_H
#define ARENA_ENTRANTS_H

#include <stddef.h>

#include "tournament.h"

/* Reads the entrants' list ("Dummy,Demo,path/AIMine.c,AIOther.o") into t->entrants with
 * their hashes. A name must have a judge executable (bin/players/GAME/NAME); a file
 * must exist. -1 after an error line. */
int entrants_parse(struct tournament *t, const char *list, const char *bin_dir);

/* Puts every entrant's judge executable into t->players_dir: names are copied, sources
 * checked by the submission checker (tools/arena-check) then built, objects linked. An
 * entrant refused or failing to build gets its reason in `rejected` and sits out; the
 * others fill t->playing. -1 after an error line if the folder cannot be made. */
int entrants_build(struct tournament *t, const char *bin_dir);

/* A source (C, or C++ in either API) into the judge executable `exe`: checked and compiled
 * by the submission checker (tools/arena-check, with its limits), then linked with the
 * game's player side. NULL, or why not (the checker's or the linker's report, to free);
 * *internal 1 when the failure is the judge's own (the checker could not run, the disk,
 * the link), 0 when the file is refused. */
char *entrants_build_source(const char *game, const char *source, const char *exe, int *internal);

/* Runs argv, its standard output and error captured into *output (NUL-terminated, to
 * free). Returns its exit status, 128 + signal if killed, -1 if it did not start. */
int run_capture(char *const argv[], char **output);

/* mkdir -p; 0 or -1 after an error line. */
int make_dirs(const char *path);
/* rm -rf (nothing to say if it is not there). */
void remove_tree(const char *path);
/* A file of size bytes; 0 or -1 after an error line. */
int write_file(const char *path, const void *data, size_t size);

#endif
