/* schedule.c — groups of seat rotations dealt from shuffled decks of players. */
#include "schedule.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

unsigned long long schedule_mix(unsigned long long seed, unsigned long long n)
{
    unsigned long long z = seed + (n + 1) * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The deck players are dealt from: a shuffled copy of all, reshuffled when used up. */
struct deck {
    int *cards;
    int size, next;
    unsigned long long seed, shuffles;
};

static void deck_shuffle(struct deck *d)
{
    for (int i = 0; i < d->size; i++)
        d->cards[i] = i;
    for (int i = d->size - 1; i > 0; i--) {
        int j = (int)(schedule_mix(d->seed ^ 0xDEC4ULL, d->shuffles * 1000003ULL + (unsigned)i) % (unsigned)(i + 1));
        int c = d->cards[i];
        d->cards[i] = d->cards[j];
        d->cards[j] = c;
    }
    d->shuffles++;
    d->next = 0;
}

/* The next card not already in group[0..taken) (when there are enough players). */
static int deal(struct deck *d, const int *group, int taken, int distinct)
{
    if (d->next == d->size)
        deck_shuffle(d);
    for (int k = d->next; distinct && k < d->size; k++) {
        int seen = 0;
        for (int s = 0; s < taken; s++)
            seen |= group[s] == d->cards[k];
        if (!seen) { /* bring it forward: the skipped cards stay for the next groups */
            int c = d->cards[k];
            memmove(d->cards + d->next + 1, d->cards + d->next, (size_t)(k - d->next) * sizeof *d->cards);
            d->cards[d->next] = c;
            break;
        }
        if (k == d->size - 1) { /* every card left is in the group: a fresh deck */
            deck_shuffle(d);
            k = -1;
        }
    }
    return d->cards[d->next++];
}

void schedule_build(struct tournament *t)
{
    struct deck deck = {xmalloc((size_t)t->nb_playing * sizeof(int)), t->nb_playing, 0, (unsigned long long)t->seed, 0};
    deck_shuffle(&deck);
    long cap = t->matches + T_MAX_SEATS;
    t->schedule = xrealloc(t->schedule, (size_t)cap * sizeof *t->schedule);
    t->nb_scheduled = 0;
    for (long g = 0; t->nb_scheduled < t->matches; g++) {
        int b = (int)(g % t->nb_boards);
        int seats = t->boards[b].seats;
        int group[T_MAX_SEATS];
        for (int s = 0; s < seats; s++)
            group[s] = deal(&deck, group, s, t->nb_playing >= seats);
        long long seed = (long long)(schedule_mix((unsigned long long)t->seed, (unsigned long long)g) % 2147483648ULL);
        for (int r = 0; r < seats; r++) {
            struct scheduled *m = &t->schedule[t->nb_scheduled];
            *m = (struct scheduled){t->nb_scheduled, b, seed, seats, {0}};
            for (int s = 0; s < seats; s++)
                m->seat[s] = t->playing[group[(s + r) % seats]];
            t->nb_scheduled++;
        }
    }
    free(deck.cards);
}
