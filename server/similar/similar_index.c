/* similar_index.c — the inverted index (fingerprint -> documents): the common idioms,
 * and the fingerprints every pair of documents of two students shares. */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar.h"

static int cmp_posting(const void *a, const void *b)
{
    const struct sim_posting *x = a, *y = b;
    if (x->hash != y->hash)
        return x->hash < y->hash ? -1 : 1;
    return (x->doc > y->doc) - (x->doc < y->doc);
}

long sim_counts_slot(const struct sim_counts *c, int a, int b)
{
    if (!c->cap)
        return -1;
    uint64_t key = ((uint64_t)a << 32 | (uint64_t)b) + 1;
    size_t j = sim_mix(key) & (c->cap - 1);
    while (c->key[j] && c->key[j] != key)
        j = (j + 1) & (c->cap - 1);
    return c->key[j] ? (long)j : -1;
}

static void count_add(struct sim_counts *c, uint64_t key)
{
    if (2 * (c->used + 1) > c->cap) {
        struct sim_counts old = *c;
        c->cap = c->cap ? 2 * c->cap : 1 << 16;
        c->key = xcalloc(c->cap, sizeof *c->key);
        c->n = xcalloc(c->cap, sizeof *c->n);
        c->used = 0;
        for (size_t i = 0; i < old.cap; i++)
            if (old.key[i]) {
                size_t j = sim_mix(old.key[i]) & (c->cap - 1);
                while (c->key[j])
                    j = (j + 1) & (c->cap - 1);
                c->key[j] = old.key[i];
                c->n[j] = old.n[i];
                c->used++;
            }
        free(old.key);
        free(old.n);
    }
    key++;
    size_t j = sim_mix(key) & (c->cap - 1);
    while (c->key[j] && c->key[j] != key)
        j = (j + 1) & (c->cap - 1);
    if (!c->key[j]) {
        c->key[j] = key;
        c->used++;
    }
    c->n[j]++;
}


/* Counts the pairs of the postings (sorted by hash): a hash in more than the limit of
 * units (unit[doc]: its student, or its cluster) and of students is a common idiom.
 * again: the first count's limit of students (0: this is the first): the counts are kept,
 * the hashes above it stay idioms, and the pairs of those that become one are taken off
 * (the second count costs only those). */
static void count_pairs(struct sim_set *s, const struct sim_posting *post, size_t np, const int *unit, int nunits,
                        int nstudents, int again, struct sim_counts *counts, int *eff)
{
    int limit = (int)(s->common * nunits), slimit = (int)(s->common * nstudents);
    if (limit < s->common_min)
        limit = s->common_min;
    if (slimit < s->common_min)
        slimit = s->common_min;
    int *stamp = xmalloc((size_t)(nunits ? nunits : 1) * sizeof *stamp);
    int *sstamp = xmalloc((size_t)(nstudents ? nstudents : 1) * sizeof *sstamp);
    for (int i = 0; i < nunits; i++)
        stamp[i] = -1;
    for (int i = 0; i < nstudents; i++)
        sstamp[i] = -1;
    for (int i = 0; i < s->ndocs; i++)
        eff[i] = s->docs[i].nset;
    if (!again) {
        free(counts->key);
        free(counts->n);
        free(counts->fn);
        memset(counts, 0, sizeof *counts);
    }
    free(s->ignored);
    s->ignored = NULL;
    s->nignored = 0;
    size_t capign = 0;
    int group = 0;
    for (size_t g = 0; g < np; group++) {
        size_t e = g;
        int units = 0, students = 0;
        while (e < np && post[e].hash == post[g].hash) {
            int u = unit[post[e].doc], st = s->docs[post[e].doc].student_no;
            if (stamp[u] != group) {
                stamp[u] = group;
                units++;
            }
            if (sstamp[st] != group) {
                sstamp[st] = group;
                students++;
            }
            e++;
        }
        int was = again && students > again, idiom = was || (units > limit && students > slimit);
        if (idiom) { /* a common idiom */
            if (s->nignored == capign) {
                capign = capign ? 2 * capign : 256;
                s->ignored = xrealloc(s->ignored, capign * sizeof *s->ignored);
            }
            s->ignored[s->nignored++] = post[g].hash;
            for (size_t i = g; i < e; i++)
                eff[post[i].doc]--;
        }
        if (e - g > 1 && (again ? idiom && !was : !idiom)) {
            for (size_t i = g; i < e; i++)
                for (size_t j = i + 1; j < e; j++)
                    if (s->docs[post[i].doc].student_no != s->docs[post[j].doc].student_no &&
                        (s->docs[post[i].doc].kind == SIM_NEW || s->docs[post[j].doc].kind == SIM_NEW)) {
                        if (!again)
                            count_add(counts, (uint64_t)post[i].doc << 32 | (uint64_t)post[j].doc);
                        else
                            counts->n[sim_counts_slot(counts, post[i].doc, post[j].doc)]--;
                    }
        }
        g = e;
    }
    free(stamp);
    free(sstamp);
}

static int find(int *up, int x)
{
    while (up[x] != x)
        x = up[x] = up[up[x]];
    return x;
}

struct sim_posting *sim_index(struct sim_set *s, int nstudents, size_t total, struct sim_counts *counts, int *eff,
                              size_t *npost)
{
    struct sim_posting *post = xmalloc((total ? total : 1) * sizeof *post);
    size_t np = 0;
    for (int i = 0; i < s->ndocs; i++)
        for (int j = 0; j < s->docs[i].nset; j++)
            post[np++] = (struct sim_posting){s->docs[i].set[j], i};
    qsort(post, np, sizeof *post, cmp_posting);
    int *unit = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *unit);
    for (int i = 0; i < s->ndocs; i++)
        unit[i] = s->docs[i].student_no;
    /* Copies are one source: twelve students of a hundred handing in one player (or its
     * disguises) must not make its code a common idiom, ignored. So the documents are
     * clustered first (a containment of SIM_CLUSTER percent or more, one student's
     * versions), counted with a limit SIM_CLUSTER_LOOSE times looser so that such a ring
     * still clusters, and a fingerprint is an idiom only if it is in more than the limit
     * of both the students and the clusters. */
    double common = s->common;
    s->common = common * SIM_CLUSTER_LOOSE < 1 ? common * SIM_CLUSTER_LOOSE : 1;
    int loose = (int)(s->common * nstudents) > s->common_min ? (int)(s->common * nstudents) : s->common_min;
    count_pairs(s, post, np, unit, nstudents, nstudents, 0, counts, eff);
    s->common = common;
    int *up = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *up);
    for (int i = 0; i < s->ndocs; i++)
        up[i] = i;
    int *first = xmalloc((size_t)(nstudents ? nstudents : 1) * sizeof *first);
    for (int i = 0; i < nstudents; i++)
        first[i] = -1;
    for (int i = 0; i < s->ndocs; i++) { /* one student's versions */
        int *f = &first[s->docs[i].student_no];
        if (*f < 0)
            *f = i;
        else
            up[find(up, i)] = find(up, *f);
    }
    free(first);
    for (size_t i = 0; i < counts->cap; i++) {
        if (!counts->key[i])
            continue;
        uint64_t k = counts->key[i] - 1;
        int a = (int)(k >> 32), b = (int)(k & 0xffffffffu);
        int small = eff[a] < eff[b] ? eff[a] : eff[b];
        if (small < SIM_MIN_PRINTS)
            small = SIM_MIN_PRINTS;
        if (counts->n[i] * 100 >= small * SIM_CLUSTER)
            up[find(up, a)] = find(up, b);
    }
    int nclusters = 0;
    for (int i = 0; i < s->ndocs; i++)
        if (find(up, i) == i)
            unit[i] = nclusters++;
    for (int i = 0; i < s->ndocs; i++)
        unit[i] = unit[find(up, i)];
    count_pairs(s, post, np, unit, nclusters, nstudents, loose, counts, eff);
    free(up);
    free(unit);
    *npost = np;
    return post;
}
