/* registry.c — filled by the players' constructors before main() runs. */
#include "registry.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { REGISTRY_MAX = 512 };

static const struct player_def *players[REGISTRY_MAX];
static int nb_players;
static int sorted;

void registry_add(const struct player_def *def)
{
    if (strlen(def->name) > PLAYER_NAME_MAX || registry_find(def->name) || nb_players == REGISTRY_MAX) {
        /* Before main(): a broken build, not bad input. */
        fprintf(stderr, "error: cannot register player '%s': name too long, taken, or too many players\n",
                def->name);
        exit(1);
    }
    players[nb_players++] = def;
    sorted = 0;
}

const struct player_def *registry_find(const char *name)
{
    for (int i = 0; i < nb_players; i++)
        if (strcmp(players[i]->name, name) == 0)
            return players[i];
    return NULL;
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
