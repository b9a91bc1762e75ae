/* main.c — bin/tron: the Tron 3D Game. */
#include "adapter.h"
#include "arena.h"

int main(int argc, char **argv)
{
    return arena_main(&tron_game, argc, argv);
}
