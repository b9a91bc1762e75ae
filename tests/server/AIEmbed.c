/* AIEmbed.c — tries to embed a file of the server's through the assembler. */
#define PLAYER_NAME Embed
#include "madmax.h"
__asm__(".section .rodata\n.incbin \"/etc/passwd\"\n.previous");
PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory) { (void)game; (void)memory; }
