/* verdict: refused (a player that defines names the judge's link already has: the
   libraries', the player side's, the linker's; tools/arena-link makes them local anyway) */
#define PLAYER_NAME LibNames
#include <stddef.h>
#include <stdio.h>

#include "madmax.h"

int setvbuf(FILE *f, char *buffer, int mode, size_t size) { return f && buffer && mode && size; } // expect: defines 'setvbuf', a name of the C library: not allowed
int prctl(int option) { return option; } // expect: defines 'prctl', a name of the C library: not allowed
int close_range(unsigned first) { return (int)first; } // expect: defines 'close_range', a name of the C library: not allowed
int seccomp_load(void *filter) { return filter != NULL; } // expect: defines 'seccomp_load', a name of libseccomp: not allowed
int __libc_start_main(void) { return 0; } // expect: defines '__libc_start_main', a name of the C library: not allowed
int main(void) { return 0; } // expect: defines 'main', a name the linker reserves: not allowed
void _init(void) {} // expect: defines '_init', a name the linker reserves: not allowed
void *__wrap_malloc(size_t size) { return (void *)size; } // expect: defines '__wrap_malloc', a name the linker reserves: not allowed
int registry_pick(int k) { return k; } // (a name of its own: fine)
int die(int code) { return code; } // expect: defines 'die', a name of arena's player side: not allowed

PLAYER(struct no_memory)
static void play(struct madmax *game, struct no_memory *memory) { (void)game; (void)memory; }
