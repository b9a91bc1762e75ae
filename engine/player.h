/* player.h — how a player file registers itself with the engine.
 *
 * Players never include this directly: each game's player header (madmax.h, ...)
 * wraps it in a PLAYER(...) macro with that game's play() signature, and each game's
 * rule-book header (Player.hh) in RegisterPlayer(). A player is a name, the ABI of the
 * header it was built against, the size of its per-instance memory (so four copies of
 * one player are independent and no global variable is needed), an entry point, and
 * what to do with its memory when the match ends. */
#ifndef ARENA_PLAYER_H
#define ARENA_PLAYER_H

#include <stddef.h>

/* Players may be C or C++ (AIName.cc): the engine is C, so its names keep C linkage. */
#ifdef __cplusplus
#define ARENA_C_LINKAGE     extern "C"
#define ARENA_C_BEGIN       extern "C" {
#define ARENA_C_END         }
#define ARENA_STATIC_ASSERT static_assert
#else
#define ARENA_C_LINKAGE
#define ARENA_C_BEGIN
#define ARENA_C_END
#define ARENA_STATIC_ASSERT _Static_assert
#endif

ARENA_C_BEGIN

enum { PLAYER_NAME_MAX = 12 };

struct player_def {
    const char *name;
    const char *abi;                        /* e.g. "madmax 3", from the game header */
    size_t memory_size;                     /* zeroed before the first round */
    void (*play)(void *game, void *memory); /* game: the game's player view */
    /* NULL, or run once when the match ends, in the player's process, on a seat that is
     * still playing (a rule-book player's destructor); the engine frees the memory. */
    void (*finish)(void *memory);
};

/* Called by the constructor that PLAYER(...) writes into every player file. (Player
 * objects built before ABI versions call registry_add(), which records them as stale:
 * they are refused with a message to rebuild them.) */
void registry_add_player(const struct player_def *def);

#define ARENA_STRINGIFY_(x) #x
#define ARENA_STRINGIFY(x)  ARENA_STRINGIFY_(x)
#define ARENA_PASTE_(a, b)  a##b
#define ARENA_PASTE(a, b)   ARENA_PASTE_(a, b)

/* Defines the player's registration; ENTRY is a `void (void *, void *)` function, FINISH
 * a `void (void *)` one or NULL.
 * Build-time checks: the name is at most 12 characters (a compile error in the player's
 * file) and unique (a link error naming both files: "multiple definition of
 * `arena_player_NAME'"). */
#define ARENA_REGISTER_PLAYER(NAME, ABI, ENTRY, MEMORY_SIZE, FINISH)                                         \
    ARENA_STATIC_ASSERT(sizeof ARENA_STRINGIFY(NAME) - 1 <= PLAYER_NAME_MAX,                                 \
                        "PLAYER_NAME " ARENA_STRINGIFY(NAME) " is longer than 12 characters");               \
    ARENA_C_LINKAGE void ARENA_PASTE(arena_player_, NAME)(void);                                             \
    void ARENA_PASTE(arena_player_, NAME)(void) {}                                                           \
    static const struct player_def arena_player_def_ = {ARENA_STRINGIFY(NAME), ABI, MEMORY_SIZE, ENTRY, FINISH}; \
    __attribute__((constructor)) static void arena_register_player_(void)                                    \
    {                                                                                                        \
        registry_add_player(&arena_player_def_);                                                             \
    }

/* What a game header's PLAYER(MEMORY) expands to: declares the player's
 *     static void play(GAME *game, MEMORY *memory);
 * and registers it. GAME is the game's handle type, e.g. `struct madmax`; ABI the
 * header's ABI string. */
#define ARENA_PLAYER(GAME, ABI, MEMORY)                                                                      \
    static void play(GAME *game, MEMORY *memory);                                                            \
    static void arena_play_entry_(void *game_, void *memory_)                                                \
    {                                                                                                        \
        play((GAME *)game_, (MEMORY *)memory_);                                                              \
    }                                                                                                        \
    ARENA_REGISTER_PLAYER(PLAYER_NAME, ABI, arena_play_entry_, sizeof(MEMORY), 0)

/* Memory for players that keep nothing between rounds: PLAYER(struct no_memory). */
struct no_memory {
    char unused;
};

ARENA_C_END

#endif
