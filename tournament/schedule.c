/* schedule.c — blocks of matches in which every player sits once in each seat. */
#include "schedule.h"

#include <stdarg.h>
#include <stdio.h>
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

long schedule_matches(long asked, int players)
{
    if (players < 1)
        return asked;
    return (asked + players - 1) / players * players;
}

/* A number below `bound` of block g's stream (its shuffles), the k-th. */
static unsigned draw(long long seed, long g, unsigned k, unsigned bound)
{
    return (unsigned)(schedule_mix((unsigned long long)seed ^ 0xB10CULL, (unsigned long long)g * 1000003ULL + k) %
                      bound);
}

/* Block g's players in a shuffled order, and one offset a seat: `seats` distinct ones of
 * 0..n-1 (with fewer players than seats, each of 0..n-1 as evenly as it goes). */
static void block_draw(long long seed, long g, int n, int seats, int *order, int offset[T_MAX_SEATS])
{
    for (int k = 0; k < n; k++)
        order[k] = k;
    for (int k = n - 1; k > 0; k--) {
        int j = (int)draw(seed, g, (unsigned)k, (unsigned)k + 1), c = order[k];
        order[k] = order[j];
        order[j] = c;
    }
    int m = n > seats ? n : seats, pool[T_MAX_SEATS + 1];
    int *cards = m > T_MAX_SEATS ? xmalloc((size_t)m * sizeof *cards) : pool;
    for (int k = 0; k < m; k++)
        cards[k] = k % n;
    for (int s = 0; s < seats; s++) { /* the first `seats` cards of a shuffle */
        int j = s + (int)draw(seed, g, (unsigned)(n + s), (unsigned)(m - s)), c = cards[s];
        cards[s] = cards[j];
        cards[j] = c;
        offset[s] = cards[s];
    }
    if (cards != pool)
        free(cards);
}

void schedule_build(struct tournament *t)
{
    int n = t->nb_playing;
    long total = schedule_matches(t->matches, n);
    int *order = xmalloc((size_t)n * sizeof *order);
    t->schedule = xrealloc(t->schedule, ((size_t)total + 1) * sizeof *t->schedule);
    t->nb_scheduled = 0;
    for (long g = 0; t->nb_scheduled < total; g++) {
        int b = (int)(g % t->nb_boards), seats = t->boards[b].seats, offset[T_MAX_SEATS];
        long long seed = (long long)(schedule_mix((unsigned long long)t->seed, (unsigned long long)g) % 2147483648ULL);
        block_draw(t->seed, g, n, seats, order, offset);
        for (int i = 0; i < n; i++) { /* each seat's offset maps the block onto itself: once a seat a player */
            struct scheduled *m = &t->schedule[t->nb_scheduled];
            *m = (struct scheduled){t->nb_scheduled, b, seed, seats, {0}};
            for (int s = 0; s < seats; s++)
                m->seat[s] = t->playing[order[(i + offset[s]) % n]];
            t->nb_scheduled++;
        }
    }
    free(order);
}

/* Appends to text[*n..size): the end cut off where it does not fit. */
static void add(char *text, size_t size, size_t *n, const char *format, ...)
{
    if (*n >= size)
        return;
    va_list ap;
    va_start(ap, format);
    int k = vsnprintf(text + *n, size - *n, format, ap);
    va_end(ap);
    *n += k > 0 ? (size_t)k : 0;
}

void schedule_explain(char *text, size_t size, long asked, int players, const int *seats, int nb_boards)
{
    long total = schedule_matches(asked, players), each = 0, in_seat[T_MAX_SEATS] = {0};
    int most = 0, even = 1;
    for (long g = 0; players > 0 && nb_boards > 0 && g < total / players; g++) {
        int s = seats[g % nb_boards];
        each += s < players ? s : players;
        for (int k = 0; k < s; k++)
            in_seat[k]++;
        most = s > most ? s : most;
    }
    size_t n = 0;
    if (size)
        text[0] = '\0';
    if (total != asked)
        add(text, size, &n, "%ld matches, not %ld: ", total, asked);
    else
        add(text, size, &n, "%ld matches: ", total);
    add(text, size, &n, "%d player%s each play%s %ld", players, players == 1 ? "" : "s", players == 1 ? "s" : "", each);
    for (int k = 1; k < most; k++)
        even &= in_seat[k] == in_seat[0];
    if (most && even)
        add(text, size, &n, ", %ld in each seat", in_seat[0]);
    for (int k = 0; k < most && !even; k++) /* boards of several sizes: their last seats less often */
        add(text, size, &n, ", %ld in seat %d", in_seat[k], k + 1);
}
