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
 * loose: the first count's limit of students (0: this is the first). On the second count
 * the pairs are kept and only the hashes whose verdict changed cost anything: those above
 * the first limit that are no idiom after all (held by a cluster: a ring of copies) have
 * their pairs counted now, those below it that become one have theirs taken off. */
static void count_pairs(struct sim_set *s, const struct sim_posting *post, size_t np, const int *unit,
                        int nunits, int nstudents, int loose, struct sim_counts *counts, int *eff)
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
    if (!loose) {
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
        int idiom = units > limit && students > slimit;
        /* first count: count the pairs of a hash that is no idiom; second: add those of
         * one that was an idiom and is no more, take off those of one that becomes one */
        int add = loose ? !idiom && students > loose : !idiom, sub = loose && idiom && students <= loose;
        if (idiom) { /* a common idiom */
            if (s->nignored == capign) {
                capign = capign ? 2 * capign : 256;
                s->ignored = xrealloc(s->ignored, capign * sizeof *s->ignored);
            }
            s->ignored[s->nignored++] = post[g].hash;
            for (size_t i = g; i < e; i++)
                eff[post[i].doc]--;
        }
        if (e - g > 1 && (add || sub)) {
            for (size_t i = g; i < e; i++)
                for (size_t j = i + 1; j < e; j++)
                    if (s->docs[post[i].doc].student_no != s->docs[post[j].doc].student_no &&
                        (s->docs[post[i].doc].kind == SIM_NEW || s->docs[post[j].doc].kind == SIM_NEW)) {
                        if (add)
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

/* A ring of copies above the first count's limit: its code is in more students than that
 * limit, so none of it was counted, and its copies do not cluster on that count. Each
 * document with SIM_RING percent of its fingerprints or more above the limit (a copy
 * handed around, even one disguised enough to keep only half of them; or a file made of
 * idioms) is a candidate; the candidates' pairs are
 * counted on those fingerprints alone, and two of them that share SIM_CLUSTER percent of
 * the smaller file, all fingerprints counted, are one cluster. Idioms are small pieces of
 * many unrelated files: few files are candidates, and few pairs of them share most of
 * their code, so this costs little; a ring of 30 copies of 300 fingerprints is 130,000
 * pairs counted. */
static void ring_clusters(struct sim_set *s, const struct sim_posting *post, size_t np,
                          const struct sim_counts *counts, const int *eff, int *up, int nstudents)
{
    unsigned char *cand = xcalloc((size_t)(s->ndocs ? s->ndocs : 1), 1);
    int ncand = 0;
    for (int i = 0; i < s->ndocs; i++) {
        int n = s->docs[i].nset;
        /* (a file of fewer fingerprints cannot reach SIM_CLUSTER percent of SIM_MIN_PRINTS) */
        cand[i] = n * SIM_CLUSTER >= SIM_MIN_PRINTS * 100 && (n - eff[i]) * 100 >= n * SIM_RING;
        ncand += cand[i];
    }
    int *before = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *before);
    memcpy(before, up, (size_t)s->ndocs * sizeof *up);
    struct sim_counts ring = {0};
    int *in = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *in);
    size_t k = 0; /* s->ignored (the first count's idioms) and post are both sorted by hash */
    for (size_t g = 0; ncand > 1 && g < np;) {
        size_t e = g;
        while (e < np && post[e].hash == post[g].hash)
            e++;
        while (k < s->nignored && s->ignored[k] < post[g].hash)
            k++;
        int n = 0;
        if (k < s->nignored && s->ignored[k] == post[g].hash)
            for (size_t i = g; i < e; i++)
                if (cand[post[i].doc])
                    in[n++] = post[i].doc;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (s->docs[in[i]].student_no != s->docs[in[j]].student_no &&
                    (s->docs[in[i]].kind == SIM_NEW || s->docs[in[j]].kind == SIM_NEW))
                    count_add(&ring, (uint64_t)in[i] << 32 | (uint64_t)in[j]);
        g = e;
    }
    for (size_t i = 0; i < ring.cap; i++) {
        if (!ring.key[i])
            continue;
        uint64_t key = ring.key[i] - 1;
        int a = (int)(key >> 32), b = (int)(key & 0xffffffffu);
        long slot = sim_counts_slot(counts, a, b);
        int shared = ring.n[i] + (slot >= 0 ? counts->n[slot] : 0);
        int small = s->docs[a].nset < s->docs[b].nset ? s->docs[a].nset : s->docs[b].nset;
        if (small < SIM_MIN_PRINTS)
            small = SIM_MIN_PRINTS;
        if (shared * 100 >= small * SIM_CLUSTER)
            up[find(up, a)] = find(up, b);
    }
    /* Nearly the whole class sharing most of their files is no ring but a template they
     * were all given and the teacher did not list (--template): its code stays common, as
     * it was before this count (their clusters are those of the first), and is said. */
    int *students = xcalloc((size_t)(s->ndocs ? s->ndocs : 1), sizeof *students);
    int *first = xcalloc((size_t)(s->ndocs ? s->ndocs : 1), sizeof *first); /* ...on the first count */
    int *seen = xcalloc((size_t)(nstudents ? nstudents : 1), sizeof *seen);
    for (int i = 0; i < s->ndocs; i++) { /* (one student's versions are in one cluster) */
        in[i] = find(up, i);
        if (!seen[s->docs[i].student_no]++) {
            students[in[i]]++;
            first[find(before, i)]++;
        }
    }
    for (int i = 0; i < s->ndocs; i++)
        if (students[in[i]] * 100 >= nstudents * SIM_TEMPLATE && students[in[i]] > first[find(before, i)]) {
            if (students[in[i]] > s->template_students)
                s->template_students = students[in[i]];
            up[i] = before[i];
        }
    free(students);
    free(first);
    free(seen);
    free(ring.key);
    free(ring.n);
    free(in);
    free(cand);
    free(before);
}

struct sim_posting *sim_index(struct sim_set *s, int nstudents, size_t total, struct sim_counts *counts,
                              int *eff, size_t *npost)
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
    /* Copies are one source: twelve students of a hundred, or six of eighteen, handing in
     * one player (or its disguises) must not make its code a common idiom, ignored. An
     * idiom is a small piece of many unrelated files; a group of files sharing most of
     * their code is a cluster to report, whatever its size. So the documents are clustered
     * first (a containment of SIM_CLUSTER percent or more, one student's versions): counted
     * with a limit SIM_CLUSTER_LOOSE times looser, so that a ring under it clusters, and
     * the candidates of a ring above it counted again on the fingerprints above it
     * (ring_clusters). A fingerprint is an idiom only if it is in more than the limit of
     * both the students and the clusters. */
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
    ring_clusters(s, post, np, counts, eff, up, nstudents);
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
