/* similar_groups.c — who shares with whom: the students of the pairs at the threshold,
 * grouped. A solution handed around a class is one group of its size, a line on the page
 * and in the output, where its pairs are many lines (a ring of 30 is 435 pairs, more than
 * the page's list).
 *
 * Groups are not the connected pieces of those pairs: one function copied from X into Y's
 * player links X's copies to Y's, and a class would be a few chains of a hundred. They
 * grow pair by pair, and two groups become one only while at least half of the pairs
 * between them reach the threshold (average linkage): a ring, whose pairs all do, is one
 * group; two rings joined by a pair or two stay two, the pair in the list. The pairs are
 * taken in the order of the students both share a pair with (a ring's pairs have the
 * ring's other members, a pair between two rings few), then best first: a pair between
 * two rings, even the best of all, does not seed a group the rings would then join.
 * Earlier courses' students are never compared with each other: their pairs count
 * nowhere, neither between two groups nor in a group's. */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar.h"

static int root(int *up, int x)
{
    while (up[x] != x)
        x = up[x] = up[up[x]];
    return x;
}

static int cmp_key(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static uint64_t key(int a, int b)
{
    return a < b ? (uint64_t)a << 32 | (uint64_t)b : (uint64_t)b << 32 | (uint64_t)a;
}

static const struct sim_set *naming;
static int cmp_member(const void *a, const void *b)
{
    return strcmp(naming->docs[*(const int *)a].student, naming->docs[*(const int *)b].student);
}
static int cmp_group(const void *a, const void *b)
{
    const struct sim_group *x = a, *y = b;
    if (x->n != y->n)
        return y->n - x->n;
    if (x->highest != y->highest)
        return x->highest > y->highest ? -1 : 1;
    return cmp_member(&x->docs[0], &y->docs[0]);
}

/* a pair the groups are made of: at the threshold, no known outside source in it (it
 * would join everyone who used it: its pairs are labelled instead) */
static int counts(const struct sim_set *s, const struct sim_pair *p, double threshold)
{
    return p->score >= threshold && s->docs[p->a].kind != SIM_KNOWN && s->docs[p->b].kind != SIM_KNOWN;
}

static const int *support_of;
static int cmp_support(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    if (support_of[x] != support_of[y])
        return support_of[y] - support_of[x];
    return x - y; /* the pairs come best first */
}

/* Students both of a and b share a pair with (their neighbours, sorted). */
static int common(const int *start, const int *nb, int a, int b)
{
    int n = 0;
    for (int i = start[a], j = start[b]; i < start[a + 1] && j < start[b + 1];)
        if (nb[i] == nb[j]) {
            n++;
            i++;
            j++;
        } else if (nb[i] < nb[j]) {
            i++;
        } else {
            j++;
        }
    return n;
}

static int cmp_int(const void *a, const void *b)
{
    return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b);
}

int sim_groups(const struct sim_set *s, const struct sim_pair *pairs, int n, double threshold,
               struct sim_group **groups)
{
    int nst = 0;
    for (int i = 0; i < s->ndocs; i++)
        if (s->docs[i].student_no >= nst)
            nst = s->docs[i].student_no + 1;
    size_t m = (size_t)(nst ? nst : 1), np = (size_t)(n ? n : 1);
    int *up = xmalloc(m * sizeof *up), *doc = xmalloc(m * sizeof *doc), *size = xmalloc(m * sizeof *size);
    int *old = xcalloc(m, sizeof *old); /* each group's earlier courses' students */
    int *next = xmalloc(m * sizeof *next),
        *last = xmalloc(m * sizeof *last); /* each group's members, a list */
    int *start = xcalloc(m + 1, sizeof *start), *nb = xmalloc(2 * np * sizeof *nb),
        *fill = xmalloc(m * sizeof *fill);
    int *order = xmalloc(np * sizeof *order), *support = xcalloc(np, sizeof *support), nat = 0;
    uint64_t *at = xmalloc(np * sizeof *at); /* the pairs at the threshold, sorted */
    for (int i = 0; i < nst; i++) {
        up[i] = last[i] = i;
        doc[i] = next[i] = -1;
        size[i] = 1;
    }
    for (int i = 0; i < n; i++) {
        if (!counts(s, &pairs[i], threshold))
            continue;
        int a = s->docs[pairs[i].a].student_no, b = s->docs[pairs[i].b].student_no;
        if (doc[a] < 0) /* each student by the document of their best pair */
            doc[a] = pairs[i].a;
        if (doc[b] < 0)
            doc[b] = pairs[i].b;
        old[a] = s->docs[pairs[i].a].kind == SIM_OLD;
        old[b] = s->docs[pairs[i].b].kind == SIM_OLD;
        at[nat] = key(a, b);
        order[nat++] = i;
        start[a + 1]++;
        start[b + 1]++;
    }
    for (int i = 0; i < nst; i++) {
        start[i + 1] += start[i];
        fill[i] = start[i];
    }
    for (int k = 0; k < nat; k++) {
        int a = s->docs[pairs[order[k]].a].student_no, b = s->docs[pairs[order[k]].b].student_no;
        nb[fill[a]++] = b;
        nb[fill[b]++] = a;
    }
    for (int i = 0; i < nst; i++)
        qsort(nb + start[i], (size_t)(start[i + 1] - start[i]), sizeof *nb, cmp_int);
    for (int k = 0; k < nat; k++)
        support[order[k]] =
            common(start, nb, s->docs[pairs[order[k]].a].student_no, s->docs[pairs[order[k]].b].student_no);
    support_of = support;
    qsort(order, (size_t)nat, sizeof *order, cmp_support);
    qsort(at, (size_t)nat, sizeof *at, cmp_key);
    for (int k = 0; k < nat; k++) {
        const struct sim_pair *p = &pairs[order[k]];
        int ra = root(up, s->docs[p->a].student_no), rb = root(up, s->docs[p->b].student_no);
        if (ra == rb)
            continue;
        long between = 0;
        for (int x = ra; x >= 0; x = next[x])
            for (int y = rb; y >= 0; y = next[y]) {
                uint64_t k2 = key(x, y);
                between += bsearch(&k2, at, (size_t)nat, sizeof *at, cmp_key) != NULL;
            }
        if (2 * between < (long)size[ra] * size[rb] - (long)old[ra] * old[rb]) /* of the pairs compared */
            continue;
        up[rb] = ra;
        size[ra] += size[rb];
        old[ra] += old[rb];
        next[last[ra]] = rb;
        last[ra] = last[rb];
    }
    int *slot = xmalloc(m * sizeof *slot), ng = 0;
    struct sim_group *g = xcalloc(m, sizeof *g);
    for (int i = 0; i < nst; i++)
        slot[i] = -1;
    for (int i = 0; i < nst; i++) {
        int r = root(up, i);
        if (doc[i] < 0 || size[r] < 2)
            continue;
        if (slot[r] < 0) {
            slot[r] = ng++;
            g[slot[r]].docs = xmalloc((size_t)size[r] * sizeof *g[slot[r]].docs);
            g[slot[r]].lowest = 2;
            g[slot[r]].compared = size[r] * (size[r] - 1) / 2 - old[r] * (old[r] - 1) / 2;
        }
        struct sim_group *x = &g[slot[r]];
        x->docs[x->n++] = doc[i];
    }
    for (int i = 0; i < n; i++) {
        const struct sim_pair *p = &pairs[i];
        int a = s->docs[p->a].student_no, r = root(up, a);
        if (!counts(s, p, threshold) || r != root(up, s->docs[p->b].student_no))
            continue;
        struct sim_group *x = &g[slot[r]];
        x->pairs++;
        if (p->score < x->lowest)
            x->lowest = p->score;
        if (p->score > x->highest)
            x->highest = p->score;
    }
    naming = s;
    for (int i = 0; i < ng; i++)
        qsort(g[i].docs, (size_t)g[i].n, sizeof *g[i].docs, cmp_member);
    qsort(g, (size_t)ng, sizeof *g, cmp_group);
    free(up);
    free(doc);
    free(size);
    free(old);
    free(next);
    free(last);
    free(at);
    free(start);
    free(nb);
    free(fill);
    free(order);
    free(support);
    free(slot);
    *groups = g;
    return ng;
}

void sim_groups_free(struct sim_group *g, int n)
{
    for (int i = 0; i < n; i++)
        free(g[i].docs);
    free(g);
}
