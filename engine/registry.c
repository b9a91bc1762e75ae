/* registry.c — filled by the players' constructors before main() runs. */
#include "registry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"

enum { REGISTRY_MAX = 512 };

static const struct player_def *players[REGISTRY_MAX];
static int nb_players;
static int sorted;

/* Registration runs before main(): a duplicate here means two objects with one name that
 * escaped the build-time check (e.g. a prebuilt object); a broken build, not bad input. */
static void add(const struct player_def *def)
{
    if (strlen(def->name) > PLAYER_NAME_MAX || registry_find(def->name) || nb_players == REGISTRY_MAX) {
        fprintf(stderr, "error: cannot register player '%s': name too long, taken, or too many players\n",
                def->name);
        exit(1);
    }
    players[nb_players++] = def;
    sorted = 0;
}

void registry_add_player(const struct player_def *def)
{
    add(def);
}

/* What PLAYER() wrote before the player ABI was versioned: {name, memory_size, play}.
 * Such an object is kept under its name so that choosing it gives a clear refusal. */
struct stale_def {
    const char *name;
    size_t memory_size;
    void (*play)(void *game, void *memory);
};

void registry_add(const void *old);
void registry_add(const void *old)
{
    const struct stale_def *s = old;
    enum { MAX_STALE = 32 };
    static struct player_def stale[MAX_STALE];
    static int nb_stale;
    if (nb_stale == MAX_STALE)
        return;
    struct player_def *d = &stale[nb_stale++];
    d->name = s->name;
    d->abi = NULL;
    d->memory_size = s->memory_size;
    d->play = NULL;
    d->finish = NULL;
    add(d);
}

const struct player_def *registry_find(const char *name)
{
    for (int i = 0; i < nb_players; i++)
        if (strcmp(players[i]->name, name) == 0)
            return players[i];
    return NULL;
}

int registry_check_abi(const struct player_def *def, const char *abi)
{
    if (!def->abi)
        return error("player '%s' was built against an older player header (before ABI versions): "
                     "rebuild it from its source, or get a new AI%s.o",
                     def->name, def->name);
    if (strcmp(def->abi, abi) != 0)
        return error("player '%s' was built against player header '%s', this game needs '%s': rebuild it",
                     def->name, def->abi, abi);
    return 0;
}

int registry_count(void)
{
    return nb_players;
}

static int by_name(const void *a, const void *b)
{
    const struct player_def *const *x = a, *const *y = b;
    return strcmp((*x)->name, (*y)->name);
}

const struct player_def *registry_sorted(int i)
{
    if (!sorted) {
        qsort(players, (size_t)nb_players, sizeof players[0], by_name);
        sorted = 1;
    }
    return i >= 0 && i < nb_players ? players[i] : NULL;
}
