/* main.c — bin/apocalypse: the Apocalypse Now Game. */
#include "adapter.h"
#include "arena.h"

int main(int argc, char **argv)
{
    return arena_main(&apocalypse_game, argc, argv);
}
