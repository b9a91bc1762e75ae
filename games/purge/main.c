/* main.c — bin/purge: The Purge. */
#include "adapter.h"
#include "arena.h"

int main(int argc, char **argv)
{
    return arena_main(&purge_game, argc, argv);
}
