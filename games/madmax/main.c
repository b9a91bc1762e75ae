/* main.c — bin/madmax: the Mad Max Game. */
#include "arena.h"
#include "game.h"

extern const struct game_ops madmax_game;

int main(int argc, char **argv)
{
    return arena_main(&madmax_game, argc, argv);
}
