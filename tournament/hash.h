/* hash.h — SHA-256 of files (nettle): what identifies a game program, a board, a player. */
#ifndef ARENA_HASH_H
#define ARENA_HASH_H

#include "tournament.h"

/* The file's SHA-256 in hex into hex; 0, or -1 after an error line. */
int hash_file(const char *path, char hex[T_HASH_HEX]);

/* The SHA-256 of a string, in hex. */
void hash_text(const char *text, char hex[T_HASH_HEX]);

#endif
