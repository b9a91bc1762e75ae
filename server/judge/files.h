/* files.h — where the judge keeps what it played: a match's folder (its replay, debug
 * file and logs), the finals' folders (the teacher plays them, everyone reads them). */
#ifndef ARENA_SERVER_FILES_H
#define ARENA_SERVER_FILES_H

#include <stddef.h>

/* The judge's executable of a submission: FILES/subs/ID/player. */
void judge_player_path(long long submission, char *path, size_t size);
/* FILES/matches/JOB */
void judge_match_dir(long long job, char *path, size_t size);

/* A match's debug file or log, whole, as text: gzip-compressed as its replay is (the game
 * writes them so, engine/debug_file.h), or plain (a course from before); a seat's are
 * capped, so it fits in memory. Returns the malloc'ed text (NUL-terminated, *size bytes),
 * or NULL when there is no such file. */
char *match_file_text(const char *path, size_t *size);

/* A final's folder (0: the one of before, FILES/final), or a file in it (name "": the folder). */
void final_path(char *path, size_t size, long long id, const char *name);
int final_exists(long long id, const char *name);
/* 1 if name is a final replay's file name: t<ID>-<IDX>.res.gz. */
int final_is_replay(const char *name);
/* The replays a final kept. */
long long final_replays(long long id);
/* The latest final with a report (0: the one of before; -1: none). */
long long final_latest(void);

#endif
