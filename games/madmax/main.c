/* main.c — bin/madmax: the Mad Max Game. */
#include "adapter.h"
#include "arena.h"

int main(int argc, char **argv)
{
    return arena_main(&madmax_game, argc, argv);
}
