/* main.c — bin/revisited: the Mad Max Revisited Game. */
#include "adapter.h"
#include "arena.h"

int main(int argc, char **argv)
{
    return arena_main(&revisited_game, argc, argv);
}
