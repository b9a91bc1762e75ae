/* similar.c — the plagiarism check's engine (see similar.h): winnowing, base-code removal,
 * the common idioms, the inverted index, pair scores (similar_token.c tokenizes). */
#include "similar/similar.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

/* The hash of every k-gram: n - SIM_K + 1 of them (0 if n < SIM_K). */
static int kgrams(const uint32_t *codes, int n, uint64_t **out)
{
    const uint64_t B = 1000003;
    int m = n >= SIM_K ? n - SIM_K + 1 : 0;
    uint64_t *h = xmalloc((m ? m : 1) * sizeof *h);
    uint64_t top = 1, r = 0;
    for (int i = 0; i < SIM_K - 1; i++)
        top *= B;
    for (int i = 0; i < n; i++) {
        if (i >= SIM_K)
            r -= codes[i - SIM_K] * top;
        r = r * B + codes[i];
        if (i >= SIM_K - 1)
            h[i - SIM_K + 1] = sim_mix(r);
    }
    *out = h;
    return m;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

void sim_init(struct sim_set *s)
{
    memset(s, 0, sizeof *s);
    s->common = 0.1;
    s->common_min = 4;
}

void sim_add_template(struct sim_set *s, const char *text)
{
    uint32_t *codes;
    int *lines;
    int n = sim_tokenize(text, &codes, &lines, NULL);
    uint64_t *h;
    int m = kgrams(codes, n, &h);
    if (s->nbase + (size_t)m > s->capbase) {
        s->capbase = 2 * (s->nbase + (size_t)m);
        s->base = xrealloc(s->base, s->capbase * sizeof *s->base);
    }
    if (m > 0) { /* (a template of fewer than SIM_K tokens adds nothing) */
        memcpy(s->base + s->nbase, h, (size_t)m * sizeof *h);
        s->nbase += (size_t)m;
        qsort(s->base, s->nbase, sizeof *s->base, cmp_u64);
    }
    free(h);
    free(codes);
    free(lines);
}

void sim_add(struct sim_set *s, const char *name, const char *student, long long id, const char *text)
{
    if (s->ndocs == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->docs = xrealloc(s->docs, (size_t)s->cap * sizeof *s->docs);
    }
    struct sim_doc *d = &s->docs[s->ndocs++];
    memset(d, 0, sizeof *d);
    d->name = xstrdup(name);
    d->student = xstrdup(student);
    d->id = id;
    d->text = xstrdup(text);
}

/* Winnowing (robust: the rightmost smallest hash of each window), base code removed. */
static void fingerprint(struct sim_set *s, struct sim_doc *d)
{
    d->ntok = sim_tokenize(d->text, &d->code, &d->line, &d->func);
    uint64_t *h;
    int m = kgrams(d->code, d->ntok, &h);
    d->prints = xmalloc((m ? m : 1) * sizeof *d->prints);
    int w = m < SIM_W ? m : SIM_W, last = -1;
    for (int i = 0; m && i + w <= m; i++) {
        int best = i;
        for (int j = i + 1; j < i + w; j++)
            if (h[j] <= h[best])
                best = j;
        if (best != last) {
            last = best;
            if (!sim_has(s->base, s->nbase, h[best]))
                d->prints[d->nprints++] = (struct sim_print){h[best], best};
        }
    }
    free(h);
    d->set = xmalloc((d->nprints ? d->nprints : 1) * sizeof *d->set);
    for (int i = 0; i < d->nprints; i++)
        d->set[i] = d->prints[i].hash;
    qsort(d->set, (size_t)d->nprints, sizeof *d->set, cmp_u64);
    int k = 0;
    for (int i = 0; i < d->nprints; i++)
        if (k == 0 || d->set[k - 1] != d->set[i])
            d->set[k++] = d->set[i];
    d->nset = k;
}

/* Tokens off for tiling: in a k-gram of the base code or of a common idiom; and the hash
 * of every run of SIM_MML tokens on. */
static void grams(const struct sim_set *s, struct sim_doc *d)
{
    uint64_t *h;
    int m = kgrams(d->code, d->ntok, &h);
    d->off = xcalloc((size_t)d->ntok + 1, 1);
    for (int i = 0; i < m; i++)
        if (sim_has(s->base, s->nbase, h[i]) || sim_has(s->ignored, s->nignored, h[i]))
            memset(d->off + i, 1, SIM_K);
    free(h);
    d->nofftok = 0;
    for (int i = 0; i < d->ntok; i++)
        d->nofftok += d->off[i];
    d->gram = xcalloc((size_t)d->ntok + 1, sizeof *d->gram);
    const uint64_t B = 1000003;
    uint64_t top = 1, r = 0;
    for (int i = 0; i < SIM_MML - 1; i++)
        top *= B;
    for (int i = 0, run = 0; i < d->ntok; i++) {
        run = d->off[i] ? 0 : run + 1;
        if (i >= SIM_MML)
            r -= d->code[i - SIM_MML] * top;
        r = r * B + d->code[i];
        if (run >= SIM_MML)
            d->gram[i - SIM_MML + 1] = sim_mix(r) | 1;
    }
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static const struct sim_set *sorting;
/* by pair of students, then best first */
static int cmp_by_students(const void *a, const void *b)
{
    const struct sim_pair *x = a, *y = b;
    int xa = sorting->docs[x->a].student_no, xb = sorting->docs[x->b].student_no;
    int ya = sorting->docs[y->a].student_no, yb = sorting->docs[y->b].student_no;
    if (xa != ya)
        return xa - ya;
    if (xb != yb)
        return xb - yb;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    if (x->shared != y->shared)
        return y->shared - x->shared;
    return x->a != y->a ? x->a - y->a : x->b - y->b;
}
static int cmp_best(const void *a, const void *b)
{
    const struct sim_pair *x = a, *y = b;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    if (x->shared != y->shared)
        return y->shared - x->shared;
    return x->a != y->a ? x->a - y->a : x->b - y->b;
}

int sim_compare(struct sim_set *s, struct sim_pair **pairs, int top)
{
    /* students numbered (sorted names) */
    char **names = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *names);
    for (int i = 0; i < s->ndocs; i++)
        names[i] = s->docs[i].student;
    qsort(names, (size_t)s->ndocs, sizeof *names, cmp_str);
    int nstudents = 0;
    for (int i = 0; i < s->ndocs; i++)
        if (nstudents == 0 || strcmp(names[nstudents - 1], names[i]) != 0)
            names[nstudents++] = names[i];
    size_t total = 0;
    for (int i = 0; i < s->ndocs; i++) {
        struct sim_doc *d = &s->docs[i];
        char **f = bsearch(&d->student, names, (size_t)nstudents, sizeof *names, cmp_str);
        d->student_no = (int)(f - names);
        fingerprint(s, d);
        total += (size_t)d->nset;
    }
    free(names);
    int *eff = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *eff);
    struct sim_counts counts = {0};
    size_t np;
    struct sim_posting *post = sim_index(s, nstudents, total, &counts, eff, &np);
    for (int i = 0; i < s->ndocs; i++) {
        grams(s, &s->docs[i]);
        sim_functions(s, &s->docs[i]);
    }
    sim_function_scores(s, post, np, &counts);
    free(post);
    struct sim_pair *p = xmalloc((counts.used ? counts.used : 1) * sizeof *p);
    int n = 0;
    for (size_t i = 0; i < counts.cap; i++) {
        if (!counts.key[i])
            continue;
        uint64_t k = counts.key[i] - 1;
        int a = (int)(k >> 32), b = (int)(k & 0xffffffffu), sh = counts.n[i];
        if (!sh) /* all their shared fingerprints found idioms on the second count */
            continue;
        int small = eff[a] < eff[b] ? eff[a] : eff[b];
        if (small < SIM_MIN_PRINTS)
            small = SIM_MIN_PRINTS;
        int uni = eff[a] + eff[b] - sh;
        double c = (double)sh / small;
        p[n] = (struct sim_pair){a, b, sh, c, 0, c, uni > 0 ? (double)sh / uni : 0, 0, 0, -1, 0};
        p[n].function = counts.fn ? counts.fn[i] : 0;
        if (p[n].function * SIM_THRESHOLD / SIM_FUNC_THRESHOLD > p[n].score)
            p[n].score = p[n].function * SIM_THRESHOLD / SIM_FUNC_THRESHOLD;
        n++;
    }
    free(counts.key);
    free(counts.n);
    free(counts.fn);
    free(eff);
    /* a pair of students: their best pair of documents, student a the smaller number */
    for (int i = 0; i < n; i++)
        if (s->docs[p[i].a].student_no > s->docs[p[i].b].student_no) {
            int t = p[i].a;
            p[i].a = p[i].b;
            p[i].b = t;
        }
    sorting = s;
    qsort(p, (size_t)n, sizeof *p, cmp_by_students);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (m == 0 || s->docs[p[m - 1].a].student_no != s->docs[p[i].a].student_no ||
            s->docs[p[m - 1].b].student_no != s->docs[p[i].b].student_no)
            p[m++] = p[i];
    qsort(p, (size_t)m, sizeof *p, cmp_best);
    /* the tiling: on the pairs winnowing ranks first (a one-function copy shares few
     * fingerprints, but still more than the pairs below) */
    int tiled = top * 10 > 2000 ? top * 10 : 2000;
    for (int i = 0; i < m && i < tiled; i++) {
        const struct sim_doc *A = &s->docs[p[i].a], *B = &s->docs[p[i].b];
        if (p[i].shared < 2)
            continue;
        int longest, t = sim_tile(s, p[i].a, p[i].b, &longest, NULL, NULL);
        int small = A->ntok - A->nofftok < B->ntok - B->nofftok ? A->ntok - A->nofftok : B->ntok - B->nofftok;
        if (small < SIM_MIN_TOKENS)
            small = SIM_MIN_TOKENS;
        p[i].coverage = (double)t / small;
        p[i].run = longest;
        if (p[i].coverage > p[i].score)
            p[i].score = p[i].coverage;
    }
    qsort(p, (size_t)m, sizeof *p, cmp_best);
    for (int i = 0; i < m && i < top; i++) {
        struct sim_fragment *f;
        int nf = sim_fragments(s, p[i].a, p[i].b, &f);
        int most = 0;
        for (int j = 0; j < nf; j++) {
            int la = f[j].a_last - f[j].a_first + 1, lb = f[j].b_last - f[j].b_first + 1;
            int l = la < lb ? la : lb;
            if (l > p[i].longest)
                p[i].longest = l;
            if (f[j].known >= 0 && f[j].tokens > most) {
                most = f[j].tokens;
                p[i].known = f[j].known;
            }
        }
        free(f);
    }
    *pairs = p;
    return m;
}

void sim_free(struct sim_set *s)
{
    for (int i = 0; i < s->ndocs; i++) {
        struct sim_doc *d = &s->docs[i];
        free(d->name);
        free(d->student);
        free(d->text);
        free(d->line);
        free(d->func);
        free(d->fprints);
        free(d->fp);
        free(d->code);
        free(d->off);
        free(d->gram);
        free(d->prints);
        free(d->set);
    }
    free(s->docs);
    free(s->base);
    free(s->ignored);
    memset(s, 0, sizeof *s);
}
