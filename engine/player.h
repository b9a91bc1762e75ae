/* player.h — how a player file registers itself with the engine.
 *
 * Players never include this directly: each game's player header (madmax.h, ...)
 * wraps it in a PLAYER(...) macro with that game's play() signature. A player is
 * a name, the size of its per-instance memory (so four copies of one player are
 * independent and no global variable is needed) and an entry point. */
#ifndef ARENA_PLAYER_H
#define ARENA_PLAYER_H

#include <stddef.h>

enum { PLAYER_NAME_MAX = 12 };

struct player_def {
    const char *name;
    size_t memory_size;                       /* zeroed before the first round */
    void (*play)(void *game, void *memory);   /* game: the game's player view */
};

/* Called by the constructor that PLAYER(...) writes into every player file. */
void registry_add(const struct player_def *def);

#define ARENA_STRINGIFY_(x) #x
#define ARENA_STRINGIFY(x) ARENA_STRINGIFY_(x)

/* Defines the player's registration; ENTRY is a `void (void *, void *)` function. */
#define ARENA_REGISTER_PLAYER(NAME, ENTRY, MEMORY_SIZE)                                   \
    static const struct player_def arena_player_def_ = {ARENA_STRINGIFY(NAME), MEMORY_SIZE, \
                                                        ENTRY};                           \
    __attribute__((constructor)) static void arena_register_player_(void)                 \
    {                                                                                     \
        registry_add(&arena_player_def_);                                                 \
    }

/* What a game header's PLAYER(MEMORY) expands to: declares the player's
 *     static void play(GAME *game, MEMORY *memory);
 * and registers it. GAME is the game's handle type, e.g. `struct madmax`. */
#define ARENA_PLAYER(GAME, MEMORY)                                         \
    static void play(GAME *game, MEMORY *memory);                          \
    static void arena_play_entry_(void *game_, void *memory_)              \
    {                                                                      \
        play(game_, memory_);                                              \
    }                                                                      \
    ARENA_REGISTER_PLAYER(PLAYER_NAME, arena_play_entry_, sizeof(MEMORY))

/* Memory for players that keep nothing between rounds: PLAYER(struct no_memory). */
struct no_memory {
    char unused;
};

#endif
