/* AISnoop.c — tries to read a file of the server's through the preprocessor. */
#define PLAYER_NAME Snoop
#include "madmax.h"
static const char secret[] = {
#include "/etc/passwd"
};
PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory) { (void)game; (void)memory; }
