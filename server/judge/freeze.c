/* freeze.c — the standings' freeze: frozen or revealed, by what and when, and who waits for
 * the reveal to be ranked. */
#include "judge/freeze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "store/store.h"

/* the first final started after the freeze that the teacher said reveals them, ended well */
static const char revealing_final[] =
    "SELECT id, finished FROM finals WHERE reveals = 1 AND status = 0 AND started >= ?"
    " ORDER BY finished LIMIT 1";
/* the players of the ladder now, and whether their first qualified version came after the freeze */
static const char ladder_players[] =
    "SELECT r.player, coalesce((SELECT min(decided_at) FROM submissions"
    " WHERE user = r.user AND state = 'qualified') >= ?, 0) FROM representatives r WHERE r.submission IS NOT NULL AND r.disqualified IS NULL"
    " AND r.player IS NOT NULL ORDER BY r.player";

static void revealed(struct freeze *z, enum freeze_reveal by, double at, long long final)
{
    if (z->by == REVEALED_NOT || at < z->revealed_at)
        z->by = by, z->revealed_at = at, z->final = final;
}

void freeze_now(struct freeze *z)
{
    *z = (struct freeze){.since = course.freeze, .until = course.unfreeze};
    if (!z->since)
        return;
    double now = store_now();
    long long teacher = course.revealed;
    if (teacher && teacher >= z->since)
        revealed(z, REVEALED_BY_TEACHER, (double)teacher, 0);
    if (z->until && now >= (double)z->until)
        revealed(z, REVEALED_BY_DATE, (double)z->until, 0);
    sqlite3_stmt *st = store_query(revealing_final, "i", z->since);
    if (st && sqlite3_step(st) == SQLITE_ROW)
        revealed(z, REVEALED_BY_FINAL, sqlite3_column_double(st, 1), sqlite3_column_int64(st, 0));
    sqlite3_finalize(st);
    z->frozen = now >= (double)z->since && z->by == REVEALED_NOT;
}

/* 1 if the player has a ladder match in s */
static int ranked_in(const struct standings *s, const char *player)
{
    for (int k = 0; k < s->n; k++)
        if (strcmp(s->p[k].name, player) == 0)
            return s->p[k].matches > 0;
    return 0;
}

struct freeze_pending *freeze_pending(const struct standings *s, long long since, int *n)
{
    struct freeze_pending *p = NULL;
    *n = 0;
    sqlite3_stmt *st = store_query(ladder_players, "i", since);
    while (st && sqlite3_step(st) == SQLITE_ROW) {
        const char *player = (const char *)sqlite3_column_text(st, 0);
        if (ranked_in(s, player))
            continue;
        p = xrealloc(p, (size_t)(*n + 1) * sizeof *p);
        snprintf(p[*n].player, sizeof p[*n].player, "%s", player);
        p[(*n)++].after = sqlite3_column_int(st, 1);
    }
    sqlite3_finalize(st);
    return p;
}
