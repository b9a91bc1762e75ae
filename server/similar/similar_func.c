/* similar_func.c — the function score: one function copied into another player is a
 * small part of the larger file, so containment over the file misses it (13 to 30 % on
 * tests/similar.sh's corpus); over the function it is whole. */
#include <stdlib.h>

#include "alloc.h"
#include "similar/similar.h"

static int by_function(const void *x, const void *y)
{
    const struct sim_fprint *p = x, *q = y;
    if (p->func != q->func)
        return p->func - q->func;
    return p->hash < q->hash ? -1 : p->hash > q->hash;
}

void sim_functions(const struct sim_set *s, struct sim_doc *d)
{
    int nf = 0;
    for (int i = 0; i < d->ntok; i++)
        if (d->func[i] + 1 > nf)
            nf = d->func[i] + 1;
    int *tok = xcalloc((size_t)nf + 1, sizeof *tok);
    for (int i = 0; i < d->ntok; i++)
        if (d->func[i] >= 0)
            tok[d->func[i]]++;
    d->nfunc = nf;
    d->fprints = xcalloc((size_t)nf + 1, sizeof *d->fprints);
    d->fp = xmalloc(((size_t)d->nprints + 1) * sizeof *d->fp);
    d->nfp = 0;
    for (int i = 0; i < d->nprints; i++) {
        /* a fingerprint counts for the function its whole k-gram is in; common idioms
         * (and base code, already out) do not count */
        int t = d->prints[i].tok, f = d->func[t];
        if (f < 0 || tok[f] < SIM_FUNC_TOKENS || t + SIM_K > d->ntok || d->func[t + SIM_K - 1] != f ||
            sim_has(s->ignored, s->nignored, d->prints[i].hash))
            continue;
        d->fp[d->nfp++] = (struct sim_fprint){d->prints[i].hash, f};
        d->fprints[f]++;
    }
    qsort(d->fp, (size_t)d->nfp, sizeof *d->fp, by_function);
    free(tok);
}

/* The first posting of hash h (np if none). */
static size_t postings_of(const struct sim_posting *post, size_t np, uint64_t h)
{
    size_t lo = 0, hi = np;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (post[mid].hash < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Through the index, not pair by pair (1,000 documents make 500,000 pairs): for each
 * function of each document, the documents its fingerprints are in, counted. */
void sim_function_scores(const struct sim_set *s, const struct sim_posting *post, size_t np,
                         struct sim_counts *counts)
{
    counts->fn = xcalloc(counts->cap ? counts->cap : 1, sizeof *counts->fn);
    int *found = xcalloc((size_t)(s->ndocs ? s->ndocs : 1), sizeof *found);
    int *touched = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *touched);
    for (int a = 0; a < s->ndocs; a++) {
        const struct sim_doc *A = &s->docs[a];
        for (int i = 0; i < A->nfp;) {
            int f = A->fp[i].func, nt = 0;
            if (A->fprints[f] * 100 < SIM_FUNC_MIN * SIM_FUNC_THRESHOLD) { /* cannot pass */
                i += A->fprints[f];
                continue;
            }
            for (; i < A->nfp && A->fp[i].func == f; i++)
                for (size_t k = postings_of(post, np, A->fp[i].hash); k < np && post[k].hash == A->fp[i].hash;
                     k++) {
                    const struct sim_doc *B = &s->docs[post[k].doc];
                    if (B->student_no == A->student_no || (A->kind != SIM_NEW && B->kind != SIM_NEW))
                        continue;
                    if (found[post[k].doc]++ == 0)
                        touched[nt++] = post[k].doc;
                }
            int n = A->fprints[f] > SIM_FUNC_MIN ? A->fprints[f] : SIM_FUNC_MIN;
            for (int t = 0; t < nt; t++) {
                int b = touched[t];
                if (2 * found[b] >= n) { /* under half a function is not said */
                    long slot = sim_counts_slot(counts, a < b ? a : b, a < b ? b : a);
                    float x = (float)found[b] / (float)n;
                    if (slot >= 0 && x > counts->fn[slot])
                        counts->fn[slot] = x;
                }
                found[b] = 0;
            }
        }
    }
    free(found);
    free(touched);
}
