# players.sh — players that test scripts write on the fly (sourced).

# crash_player AINULL_C GAME: a C player named Crash, made from the game's AINull.c,
# that writes through a null pointer in its first turn.
crash_player() {
    sed '/^PLAYER(/,$d; s/^#define PLAYER_NAME Null/#define PLAYER_NAME Crash/' "$1"
    printf 'PLAYER(struct no_memory)\nstatic void play(struct %s *game, struct no_memory *memory)\n{\n' "$2"
    printf '    (void)game;\n    *(volatile int *)(memory->unused + (char *)0) = 1;\n}\n'
}
