/* main.c — bin/apocalypse: the Apocalypse Now game. */
#include "arena.h"
#include "game.h"

extern const struct game_ops apocalypse_game;

int main(int argc, char **argv)
{
    return arena_main(&apocalypse_game, argc, argv);
}
