/* rulebook.hh — what the rule books' C++ player APIs (games/<game>/Player.hh) share: the
 * player object as the seat's memory, and the registration RegisterPlayer() expands to.
 *
 * A rule-book player is a class derived from the game's Player with a static factory()
 * and a virtual play(). The seat's memory holds a pointer to its object: factory() makes
 * it before the player's first turn (four seats of one player are four objects), play()
 * runs once a turn on the view of that turn, and the object is deleted when the match
 * ends (its destructor runs, in the player's process). */
#ifndef ARENA_RULEBOOK_HH
#define ARENA_RULEBOOK_HH

#include "player.h"

namespace arena_rulebook {

/* For the layers' compile-time check that Player.hh and the C header agree on the ABI. */
constexpr bool str_equal(const char *a, const char *b)
{
    return *a == *b && (*a == '\0' || str_equal(a + 1, b + 1));
}

/* The turn of the object being made: the game's Player constructor binds to it, so the
 * player's own constructor already sees the game. Defined by each game's layer (Player.cc). */
extern void *starting;

/* BASE is the game's Player: arena_bind(turn) points it at each new turn. An exception
 * that escapes play() ends the player's process (std::terminate): a crash. */
template <class BASE>
inline void play(void *turn, void *memory, BASE *(*factory)()) noexcept
{
    BASE *&player = *static_cast<BASE **>(memory);
    if (!player) {
        starting = turn;
        player = factory();
    }
    player->arena_bind(turn);
    player->play();
}

template <class BASE>
inline void finish(void *memory) noexcept
{
    delete *static_cast<BASE **>(memory);
}

} // namespace arena_rulebook

/* The body of a game's RegisterPlayer(NAME): NAME::factory() makes the seat's object. */
#define ARENA_RULEBOOK_REGISTER(NAME, ABI, BASE)                                                             \
    static void arena_rulebook_play_(void *turn, void *memory)                                               \
    {                                                                                                        \
        arena_rulebook::play<BASE>(turn, memory, NAME::factory);                                             \
    }                                                                                                        \
    ARENA_REGISTER_PLAYER(NAME, ABI, arena_rulebook_play_, sizeof(BASE *), arena_rulebook::finish<BASE>)

#endif
