/* ladder.c — the standings cache and the matchmaking. */
#include "judge/ladder.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "rating.h"
#include "schedule.h"
#include "store/store.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER, refreshing = PTHREAD_MUTEX_INITIALIZER;
static struct standings cached;
static int have_cache;
static unsigned long generation = 1, cached_generation;

/* Loads the standings again while the readers go on with the old ones (over a term's
 * ladder, a load takes a while: 0.15 s for 25,000 matches), then swaps them in. */
void ladder_refresh(void)
{
    pthread_mutex_lock(&refreshing);
    for (;;) {
        pthread_mutex_lock(&lock);
        unsigned long g = generation;
        int fresh_enough = have_cache && cached_generation == g;
        pthread_mutex_unlock(&lock);
        if (fresh_enough)
            break;
        struct standings fresh;
        if (standings_load(store_db(), course.ladder_id, &fresh) < 0)
            break;
        pthread_mutex_lock(&lock);
        if (have_cache)
            standings_release(&cached);
        cached = fresh;
        have_cache = 1;
        cached_generation = g;
        pthread_mutex_unlock(&lock);
    }
    pthread_mutex_unlock(&refreshing);
}

const struct standings *ladder_acquire(void)
{
    pthread_mutex_lock(&lock);
    int have = have_cache;
    pthread_mutex_unlock(&lock);
    if (!have)
        ladder_refresh(); /* the first reader loads them */
    pthread_mutex_lock(&lock);
    if (!have_cache) {
        pthread_mutex_unlock(&lock);
        return NULL;
    }
    return &cached;
}

/* ---- the standings as the public sees them: frozen from course.freeze until revealed
 * (freeze.c) ---- */

static struct standings frozen;      /* under lock */
static long long frozen_at;          /* the freeze they were loaded for; 0: none loaded */
static double frozen_loaded;         /* when */
static unsigned long frozen_generation;

const struct standings *ladder_acquire_public(struct freeze *z)
{
    freeze_now(z);
    long long freeze = z->frozen ? z->since : 0;
    if (!freeze)
        return ladder_acquire();
    pthread_mutex_lock(&lock);
    /* loaded again when the freeze moves, and while a match recorded just before it may
     * still come in (a minute: a record is written as its match ends) */
    int stale = frozen_at != freeze ||
                (frozen_generation != generation && frozen_loaded < (double)freeze + 60);
    pthread_mutex_unlock(&lock);
    if (stale) {
        pthread_mutex_lock(&refreshing); /* one load at a time, as ladder_refresh */
        unsigned long g;
        pthread_mutex_lock(&lock);
        g = generation;
        pthread_mutex_unlock(&lock);
        struct standings fresh;
        if (standings_load_until(store_db(), course.ladder_id, freeze, &fresh) == 0) {
            pthread_mutex_lock(&lock);
            if (frozen_at)
                standings_release(&frozen);
            frozen = fresh;
            frozen_at = freeze;
            frozen_loaded = store_now();
            frozen_generation = g;
            pthread_mutex_unlock(&lock);
        }
        pthread_mutex_unlock(&refreshing);
    }
    pthread_mutex_lock(&lock);
    if (!frozen_at) {
        pthread_mutex_unlock(&lock);
        return NULL;
    }
    return &frozen;
}

/* the players out of the ladder now: put out by a teacher, or with no qualified version
 * under the rule of now and none being judged (the standings' "Qualified: no") */
static const char sql_out[] =
    "SELECT player FROM representatives r WHERE player IS NOT NULL AND (disqualified IS NOT NULL OR (submission IS NULL"
    " AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.user = r.user AND s.state IN ('queued', 'compiling',"
    " 'qualifying'))))";

static int out_of_ladder(sqlite3_stmt *out, const char *name)
{
    int found = 0;
    sqlite3_reset(out);
    while (!found && out && sqlite3_step(out) == SQLITE_ROW)
        found = strcmp((const char *)sqlite3_column_text(out, 0), name) == 0;
    return found;
}

void ladder_ranks(const struct standings *s, int rank[])
{
    int shown = 0, last_rank = 0;
    double last = 0;
    sqlite3_stmt *out = store_query(sql_out, "");
    for (int k = 0; k < s->n; k++) {
        const struct standing *p = &s->p[k];
        rank[k] = 0;
        if (p->rejected || !p->matches || strcmp(p->name, "Dummy") == 0 || out_of_ladder(out, p->name))
            continue;
        double r = rating_ordinal(p->rating);
        shown++;
        rank[k] = last_rank = shown > 1 && r == last ? last_rank : shown;
        last = r;
    }
    sqlite3_finalize(out);
}

int ladder_rows(const struct standings *s, const int rank[], int order[])
{
    int n = 0;
    for (int ranked = 1; ranked >= 0; ranked--)
        for (int k = 0; k < s->n; k++)
            if ((rank[k] > 0) == ranked && strcmp(s->p[k].name, "Dummy") != 0)
                order[n++] = k;
    return n;
}

void ladder_release(void)
{
    pthread_mutex_unlock(&lock);
}

void ladder_forget(void)
{
    pthread_mutex_lock(&lock);
    if (have_cache)
        standings_release(&cached);
    have_cache = 0;
    if (frozen_at)
        standings_release(&frozen);
    frozen_at = 0;
    pthread_mutex_unlock(&lock);
}

void ladder_changed(void)
{
    pthread_mutex_lock(&lock);
    generation++;
    pthread_mutex_unlock(&lock);
}

struct candidate {
    int index;
    long matches;
    double ordinal;
    double key;
};

static int by_key(const void *a, const void *b)
{
    const struct candidate *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}

void ladder_pick(const char *const names[], int n, int seats, unsigned long long seed, int chosen[])
{
    struct candidate *c = xcalloc((size_t)(n > 0 ? n : 1), sizeof *c);
    const struct standings *s = ladder_acquire();
    for (int k = 0; k < n; k++) {
        c[k].index = k;
        c[k].ordinal = rating_ordinal(rating_initial());
        for (int p = 0; s && p < s->n; p++)
            if (strcmp(s->p[p].name, names[k]) == 0) {
                c[k].matches = s->p[p].matches;
                c[k].ordinal = rating_ordinal(s->p[p].rating);
            }
    }
    if (s)
        ladder_release();
    /* the least played first (ties drawn at random), then by distance in rating, with a
     * little noise so that neighbours vary */
    for (int k = 0; k < n; k++)
        c[k].key = (double)c[k].matches + (double)(schedule_mix(seed, (unsigned long long)k) % 1000) / 1000.0;
    qsort(c, (size_t)n, sizeof *c, by_key);
    int taken = n < seats ? n : seats;
    for (int k = 1; k < n; k++)
        c[k].key = fabs(c[k].ordinal - c[0].ordinal) +
                   (double)(schedule_mix(seed, 1000u + (unsigned)k) % 1000) / 500.0;
    if (n > 1)
        qsort(c + 1, (size_t)(n - 1), sizeof *c, by_key);
    for (int k = 0; k < seats; k++)
        chosen[k] = k < taken ? c[k].index : -1;
    /* a shuffled seating: no one keeps seat 0 */
    for (int k = seats - 1; k > 0; k--) {
        int j = (int)(schedule_mix(seed, 2000u + (unsigned)k) % (unsigned long long)(k + 1));
        int t = chosen[k];
        chosen[k] = chosen[j];
        chosen[j] = t;
    }
    free(c);
}
