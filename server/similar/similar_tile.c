/* similar_tile.c — greedy string tiling (Wise 1993, what JPlag does) of two fingerprinted
 * documents, and the fragments a page shows: tiles joined across small gaps on both
 * sides, each labelled with the known outside source it mostly is. */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar.h"

/* Candidates per run of SIM_MML tokens of b: a file repeating one line a hundred times
 * does not make a pair quadratic. */
enum { SAME_MAX = 32 };

struct match {
    int a, b, len;
};

static int by_length(const void *x, const void *y)
{
    const struct match *p = x, *q = y;
    if (p->len != q->len)
        return q->len - p->len;
    return p->a != q->a ? p->a - q->a : p->b - q->b;
}

static int by_a(const void *x, const void *y)
{
    const int *p = x, *q = y;
    return p[0] - q[0];
}

/* The maximal common runs of at least SIM_MML tokens on: *out malloc'd, count returned. */
static int maximal_matches(const struct sim_doc *A, const struct sim_doc *B, struct match **out)
{
    size_t cap = 16;
    while (cap < 2 * (size_t)B->ntok + 2)
        cap *= 2;
    int *head = xmalloc(cap * sizeof *head), *next = xmalloc(((size_t)B->ntok + 1) * sizeof *next);
    for (size_t i = 0; i < cap; i++)
        head[i] = -1;
    for (int j = B->ntok - 1; j >= 0; j--)
        if (B->gram[j]) {
            size_t h = B->gram[j] & (cap - 1);
            next[j] = head[h];
            head[h] = j;
        }
    int n = 0, mcap = 64;
    struct match *m = xmalloc((size_t)mcap * sizeof *m);
    for (int i = 0; i < A->ntok; i++) {
        uint64_t g = A->gram[i];
        if (!g)
            continue;
        int seen = 0;
        for (int j = head[g & (cap - 1)]; j >= 0 && seen < SAME_MAX; j = next[j]) {
            if (B->gram[j] != g)
                continue;
            seen++;
            if (i > 0 && j > 0 && !A->off[i - 1] && !B->off[j - 1] && A->code[i - 1] == B->code[j - 1])
                continue; /* inside a longer run */
            int len = 0;
            while (i + len < A->ntok && j + len < B->ntok && !A->off[i + len] && !B->off[j + len] &&
                   A->code[i + len] == B->code[j + len])
                len++;
            if (len < SIM_MML)
                continue; /* a hash collision */
            if (n == mcap)
                m = xrealloc(m, (size_t)(mcap *= 2) * sizeof *m);
            m[n++] = (struct match){i, j, len};
        }
    }
    free(head);
    free(next);
    *out = m;
    return n;
}

int sim_tile(const struct sim_set *s, int a, int b, int *longest, int **tiles, int *ntiles)
{
    const struct sim_doc *A = &s->docs[a], *B = &s->docs[b];
    struct match *m;
    int n = maximal_matches(A, B, &m);
    qsort(m, (size_t)n, sizeof *m, by_length);
    unsigned char *ua = xcalloc((size_t)A->ntok + 1, 1), *ub = xcalloc((size_t)B->ntok + 1, 1);
    int total = 0, nt = 0, *t = tiles ? xmalloc((size_t)(3 * n + 3) * sizeof *t) : NULL;
    *longest = 0;
    for (int k = 0; k < n; k++) {
        /* the longest stretch of the match still untiled on both sides */
        int best = 0, best_at = 0;
        for (int x = 0, run = 0; x < m[k].len; x++) {
            run = ua[m[k].a + x] || ub[m[k].b + x] ? 0 : run + 1;
            if (run > best) {
                best = run;
                best_at = x - run + 1;
            }
        }
        if (best < SIM_MML)
            continue;
        memset(ua + m[k].a + best_at, 1, (size_t)best);
        memset(ub + m[k].b + best_at, 1, (size_t)best);
        total += best;
        if (best > *longest)
            *longest = best;
        if (t) {
            t[3 * nt] = m[k].a + best_at;
            t[3 * nt + 1] = m[k].b + best_at;
            t[3 * nt + 2] = best;
            nt++;
        }
    }
    free(m);
    free(ua);
    free(ub);
    if (t) {
        qsort(t, (size_t)nt, 3 * sizeof *t, by_a);
        *tiles = t;
        *ntiles = nt;
    }
    return total;
}

/* Per token of document a: the known document whose tiles cover it (-1: none). */
static int *known_of(const struct sim_set *s, int a)
{
    const struct sim_doc *A = &s->docs[a];
    int *known = xmalloc(((size_t)A->ntok + 1) * sizeof *known);
    for (int i = 0; i < A->ntok; i++)
        known[i] = -1;
    for (int k = 0; k < s->ndocs; k++) {
        if (s->docs[k].kind != SIM_KNOWN || k == a)
            continue;
        int longest, *t, nt;
        sim_tile(s, a, k, &longest, &t, &nt);
        for (int j = 0; j < nt; j++)
            for (int x = 0; x < t[3 * j + 2]; x++)
                known[t[3 * j] + x] = k;
        free(t);
    }
    return known;
}

/* The lines tokens [from, to) span (a for loop's step moved after its body keeps its line). */
static void lines_of(const struct sim_doc *d, int from, int to, int *first, int *last)
{
    *first = *last = d->line[from];
    for (int t = from + 1; t < to && t < d->ntok; t++) {
        if (d->line[t] < *first)
            *first = d->line[t];
        if (d->line[t] > *last)
            *last = d->line[t];
    }
}

int sim_fragments(const struct sim_set *s, int a, int b, struct sim_fragment **frags)
{
    const struct sim_doc *A = &s->docs[a], *B = &s->docs[b];
    int longest, *t, nt;
    sim_tile(s, a, b, &longest, &t, &nt);
    int *known = A->kind == SIM_KNOWN || B->kind == SIM_KNOWN ? NULL : known_of(s, a);
    struct sim_fragment *f = xmalloc((size_t)(nt ? nt : 1) * sizeof *f);
    int n = 0;
    for (int j = 0; j < nt;) {
        int a0 = t[3 * j], b0 = t[3 * j + 1], a1 = a0 + t[3 * j + 2], b1 = b0 + t[3 * j + 2];
        int tokens = t[3 * j + 2], k = j + 1;
        /* the next tiles while they follow on both sides, after at most SIM_GAP tokens */
        while (k < nt && t[3 * k] >= a1 && t[3 * k] - a1 <= SIM_GAP && t[3 * k + 1] >= b1 &&
               t[3 * k + 1] - b1 <= SIM_GAP) {
            a1 = t[3 * k] + t[3 * k + 2];
            b1 = t[3 * k + 1] + t[3 * k + 2];
            tokens += t[3 * k + 2];
            k++;
        }
        /* labelled when most of it is a known source's */
        int lab = -1, count = 0;
        for (int x = a0; known && x < a1; x++)
            if (known[x] >= 0) {
                lab = known[x];
                count++;
            }
        struct sim_fragment *x = &f[n++];
        lines_of(A, a0, a1, &x->a_first, &x->a_last);
        lines_of(B, b0, b1, &x->b_first, &x->b_last);
        x->tokens = tokens;
        x->known = 2 * count > a1 - a0 ? lab : -1;
        j = k;
    }
    free(t);
    free(known);
    *frags = f;
    return n;
}
