/* standings.c — statistics and ratings over the stored matches, in match order. */
#include "standings.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "error.h"

static char *column_text(sqlite3_stmt *st, int col)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    return t ? xstrdup((const char *)t) : NULL;
}

static int find_player(const struct standings *s, const char *name)
{
    for (int k = 0; k < s->n; k++)
        if (strcmp(s->p[k].name, name) == 0)
            return k;
    return -1;
}

static int find_board(const struct standings *s, const char *path)
{
    for (int b = 0; b < s->nb_boards; b++)
        if (strcmp(s->boards[b], path) == 0)
            return b;
    return 0;
}

static int load_rows(sqlite3 *db, struct standings *s, long long until)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT game FROM tournaments WHERE id = ?", -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_int64(st, 1, s->tournament);
    if (sqlite3_step(st) == SQLITE_ROW)
        s->game = column_text(st, 0);
    sqlite3_finalize(st);
    if (!s->game)
        return error("no tournament %lld in the database", s->tournament);

    sqlite3_prepare_v2(db, "SELECT path FROM boards WHERE tournament = ? ORDER BY idx", -1, &st, NULL);
    sqlite3_bind_int64(st, 1, s->tournament);
    while (sqlite3_step(st) == SQLITE_ROW) {
        s->boards = xrealloc(s->boards, (size_t)(s->nb_boards + 1) * sizeof *s->boards);
        s->boards[s->nb_boards++] = column_text(st, 0);
    }
    sqlite3_finalize(st);

    sqlite3_prepare_v2(db, "SELECT name, given, rejected FROM entrants WHERE tournament = ? ORDER BY rowid", -1, &st,
                       NULL);
    sqlite3_bind_int64(st, 1, s->tournament);
    while (sqlite3_step(st) == SQLITE_ROW) {
        s->p = xrealloc(s->p, (size_t)(s->n + 1) * sizeof *s->p);
        struct standing *x = &s->p[s->n++];
        memset(x, 0, sizeof *x);
        x->name = column_text(st, 0);
        x->given = column_text(st, 1);
        x->rejected = column_text(st, 2);
        x->rating = rating_initial();
    }
    sqlite3_finalize(st);

    if (sqlite3_prepare_v2(db,
                           "SELECT m.idx, m.board, m.seed, m.replay, s.seat, s.player, s.score, s.fault, s.reason,"
                           " s.cpu_seconds, coalesce(CAST(strftime('%s', m.played_at) AS INTEGER), 0) FROM matches m JOIN seats s ON s.match = m.id WHERE m.tournament = ?"
                           " AND (?2 = 0 OR m.played_at < datetime(?2, 'unixepoch')) ORDER BY m.idx, s.seat",
                           -1, &st, NULL) != SQLITE_OK)
        return error("cannot read the matches: %s", sqlite3_errmsg(db));
    sqlite3_bind_int64(st, 1, s->tournament);
    sqlite3_bind_int64(st, 2, until);
    long cap = 0;
    struct played *m = NULL;
    while (sqlite3_step(st) == SQLITE_ROW) {
        long idx = (long)sqlite3_column_int64(st, 0);
        if (!m || m->idx != idx) {
            if (s->nb_matches == cap)
                s->matches = xrealloc(s->matches, (size_t)(cap = cap ? 2 * cap : 256) * sizeof *s->matches);
            m = &s->matches[s->nb_matches++];
            memset(m, 0, sizeof *m);
            m->idx = idx;
            m->board = find_board(s, (const char *)sqlite3_column_text(st, 1));
            m->seed = sqlite3_column_int64(st, 2);
            m->replay = column_text(st, 3);
            m->played_at = sqlite3_column_int64(st, 10);
        }
        int seat = sqlite3_column_int(st, 4);
        int p = find_player(s, (const char *)sqlite3_column_text(st, 5));
        if (seat != m->nb_seats || seat >= T_MAX_SEATS || p < 0)
            continue; /* a record of a player no longer listed: cannot happen with one key */
        m->player[seat] = p;
        m->score[seat] = sqlite3_column_int(st, 6);
        snprintf(m->fault[seat], sizeof m->fault[seat], "%s", (const char *)sqlite3_column_text(st, 7));
        struct standing *x = &s->p[p];
        if (strcmp(m->fault[seat], "ok") != 0) {
            x->faults++;
            free(x->fault_reason);
            x->fault_reason = column_text(st, 8);
        }
        double cpu = sqlite3_column_double(st, 9);
        x->cpu_mean += cpu;
        if (cpu > x->cpu_max)
            x->cpu_max = cpu;
        m->nb_seats++;
    }
    sqlite3_finalize(st);

    sqlite3_prepare_v2(db, "SELECT count(*) FROM failures WHERE tournament = ?", -1, &st, NULL);
    sqlite3_bind_int64(st, 1, s->tournament);
    if (sqlite3_step(st) == SQLITE_ROW)
        s->failures = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return 0;
}

/* Finishing places: by score; at equal scores a frozen player behind one that played. */
static void set_places(struct played *m)
{
    for (int a = 0; a < m->nb_seats; a++) {
        int fa = strcmp(m->fault[a], "ok") != 0;
        m->place[a] = 1;
        for (int b = 0; b < m->nb_seats; b++) {
            int fb = strcmp(m->fault[b], "ok") != 0;
            if (m->score[b] > m->score[a] || (m->score[b] == m->score[a] && fb < fa))
                m->place[a]++;
        }
    }
}

static void count_match(struct standings *s, struct played *m, double *score_sq, double *place_sq)
{
    set_places(m);
    int n = s->n;
    struct rating before[T_MAX_SEATS] = {{0, 0}};
    int winners = 0;
    for (int a = 0; a < m->nb_seats; a++) {
        before[a] = s->p[m->player[a]].rating;
        winners += m->place[a] == 1;
    }
    struct rating after[T_MAX_SEATS];
    memcpy(after, before, sizeof before);
    rating_update(after, m->place, m->nb_seats);
    for (int a = 0; a < m->nb_seats; a++) { /* a player in two seats gets both changes */
        struct standing *x = &s->p[m->player[a]];
        x->rating.mu += after[a].mu - before[a].mu;
        x->rating.sigma = after[a].sigma;
        x->scores = xrealloc(x->scores, (size_t)(x->matches + 1) * sizeof *x->scores);
        x->scores[x->matches++] = m->score[a];
        x->score_mean += m->score[a];
        score_sq[m->player[a]] += (double)m->score[a] * m->score[a];
        x->place_mean += m->place[a];
        place_sq[m->player[a]] += (double)m->place[a] * m->place[a];
        if (m->place[a] == 1)
            x->wins += 1.0 / winners;
        for (int b = 0; b < m->nb_seats; b++) {
            if (m->player[a] == m->player[b])
                continue;
            long k = (long)m->player[a] * n + m->player[b];
            s->meetings[k]++;
            s->beats[k] += m->place[a] < m->place[b] ? 1 : m->place[a] == m->place[b] ? 0.5 : 0;
        }
    }
    for (int a = 0; a < m->nb_seats; a++) {
        struct standing *x = &s->p[m->player[a]];
        x->history = xrealloc(x->history, (size_t)(x->history_len + 1) * sizeof *x->history);
        x->history[x->history_len++] = (struct history_point){s->nb_matches, rating_ordinal(x->rating)};
    }
}

/* mean and half-width of the 95% interval from the sum and sum of squares of n values. */
static void mean_ci(double *mean, double sq, long n, double *ci)
{
    if (n == 0) {
        *ci = 0;
        return;
    }
    double m = *mean / (double)n;
    double var = n > 1 ? (sq - (double)n * m * m) / (double)(n - 1) : 0;
    *mean = m;
    *ci = 1.96 * sqrt(var > 0 ? var : 0) / sqrt((double)n);
}

static _Thread_local const struct standings *sorting; /* qsort has no context argument */
static int by_rank(const void *a, const void *b)
{
    const struct standing *x = &sorting->p[*(const int *)a], *y = &sorting->p[*(const int *)b];
    if ((x->matches > 0) != (y->matches > 0))
        return x->matches > 0 ? -1 : 1;
    double ox = rating_ordinal(x->rating), oy = rating_ordinal(y->rating);
    if (ox != oy)
        return ox > oy ? -1 : 1;
    if (x->score_mean != y->score_mean)
        return x->score_mean > y->score_mean ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Puts the players in rank order, renumbering every reference to them. */
static void sort_players(struct standings *s)
{
    int n = s->n, *order = xmalloc((size_t)(n ? n : 1) * sizeof *order), *where = xmalloc((size_t)(n ? n : 1) * sizeof *where);
    for (int k = 0; k < n; k++)
        order[k] = k;
    sorting = s;
    qsort(order, (size_t)n, sizeof *order, by_rank);
    struct standing *p = xmalloc((size_t)(n ? n : 1) * sizeof *p);
    double *beats = xcalloc((size_t)(n * n + 1), sizeof *beats);
    long *meetings = xcalloc((size_t)(n * n + 1), sizeof *meetings);
    for (int k = 0; k < n; k++) {
        where[order[k]] = k;
        p[k] = s->p[order[k]];
        p[k].rank = p[k].matches > 0 ? k + 1 : 0;
    }
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) {
            beats[where[a] * n + where[b]] = s->beats[a * n + b];
            meetings[where[a] * n + where[b]] = s->meetings[a * n + b];
        }
    for (long i = 0; i < s->nb_matches; i++)
        for (int a = 0; a < s->matches[i].nb_seats; a++)
            s->matches[i].player[a] = where[s->matches[i].player[a]];
    if (s->dummy >= 0)
        s->dummy = where[s->dummy];
    free(s->p);
    free(s->beats);
    free(s->meetings);
    s->p = p;
    s->beats = beats;
    s->meetings = meetings;
    free(order);
    free(where);
}

int standings_load(sqlite3 *db, long long id, struct standings *s)
{
    return standings_load_until(db, id, 0, s);
}

int standings_load_until(sqlite3 *db, long long id, long long until, struct standings *s)
{
    memset(s, 0, sizeof *s);
    s->tournament = id;
    s->dummy = -1;
    if (load_rows(db, s, until) < 0)
        return -1;
    int n = s->n;
    s->beats = xcalloc((size_t)(n * n + 1), sizeof *s->beats);
    s->meetings = xcalloc((size_t)(n * n + 1), sizeof *s->meetings);
    double *score_sq = xcalloc((size_t)n + 1, sizeof *score_sq), *place_sq = xcalloc((size_t)n + 1, sizeof *place_sq);
    long counted = s->nb_matches;
    for (s->nb_matches = 0; s->nb_matches < counted;) {
        struct played *m = &s->matches[s->nb_matches++];
        count_match(s, m, score_sq, place_sq);
    }
    for (int k = 0; k < n; k++) {
        struct standing *x = &s->p[k];
        mean_ci(&x->score_mean, score_sq[k], x->matches, &x->score_ci);
        mean_ci(&x->place_mean, place_sq[k], x->matches, &x->place_ci);
        if (x->matches)
            x->cpu_mean /= (double)x->matches;
        for (int b = 0; b < n; b++)
            if (s->meetings[k * n + b])
                s->beats[k * n + b] /= (double)s->meetings[k * n + b];
        if (strcmp(x->name, "Dummy") == 0)
            s->dummy = k;
    }
    free(score_sq);
    free(place_sq);
    sort_players(s);
    return 0;
}

void standings_release(struct standings *s)
{
    for (int k = 0; k < s->n; k++) {
        free(s->p[k].name);
        free(s->p[k].given);
        free(s->p[k].rejected);
        free(s->p[k].fault_reason);
        free(s->p[k].scores);
        free(s->p[k].history);
    }
    for (long i = 0; i < s->nb_matches; i++)
        free(s->matches[i].replay);
    for (int b = 0; b < s->nb_boards; b++)
        free(s->boards[b]);
    free(s->boards);
    free(s->matches);
    free(s->p);
    free(s->beats);
    free(s->meetings);
    free(s->game);
    memset(s, 0, sizeof *s);
}

void wilson_interval(double share, long n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    double z = 1.96, z2 = z * z, nn = (double)n;
    double centre = (share + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = z * sqrt(share * (1 - share) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    *lo = centre - half;
    *hi = centre + half;
}

const char *standings_vs_dummy(const struct standings *s, int a)
{
    if (s->dummy < 0 || a == s->dummy)
        return "-";
    long met = s->meetings[a * s->n + s->dummy];
    if (met == 0)
        return "-";
    double lo, hi;
    wilson_interval(s->beats[a * s->n + s->dummy], met, &lo, &hi);
    return lo > 0.5 ? "yes" : hi < 0.5 ? "no" : "unsure";
}
