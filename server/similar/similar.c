/* similar.c — the plagiarism check's engine (see similar.h): tokenizer, winnowing,
 * base-code removal, the inverted index, pair scores and matched fragments. */
#include "similar/similar.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

enum { T_ID = 1, T_NUM, T_STR, T_CHR };

static uint32_t fnv(const char *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 16777619u;
    return h | 0x80000000u; /* never one of the classes */
}

/* C and C++ keywords, and the preprocessor's directives: kept as themselves. */
static const char *const keywords[] = {
    "auto",      "break",    "case",     "char",       "const",       "continue",     "default",
    "do",        "double",   "else",     "enum",       "extern",      "float",        "for",
    "goto",      "if",       "inline",   "int",        "long",        "register",     "restrict",
    "return",    "short",    "signed",   "sizeof",     "static",      "struct",       "switch",
    "typedef",   "union",    "unsigned", "void",       "volatile",    "while",        "_Bool",
    "bool",      "true",     "false",    "class",      "public",      "private",      "protected",
    "virtual",   "override", "template", "typename",   "namespace",   "using",        "new",
    "delete",    "this",     "operator", "const_cast", "static_cast", "dynamic_cast", "reinterpret_cast",
    "nullptr",   "try",      "catch",    "throw",      "friend",      "mutable",      "explicit",
    "constexpr", "noexcept", "decltype", "include",    "define",      "ifdef",        "ifndef",
    "endif",     "elif",     "undef",    "pragma",     NULL};

static int is_keyword(const char *p, size_t n)
{
    for (int i = 0; keywords[i]; i++)
        if (strlen(keywords[i]) == n && memcmp(keywords[i], p, n) == 0)
            return 1;
    return 0;
}

static int ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}
static int ident_char(int c)
{
    return ident_start(c) || (c >= '0' && c <= '9');
}

static uint32_t code_of(const char *word)
{
    return fnv(word, strlen(word));
}

enum { NOISE_MAX = 16 };
/* The codes of words, 0-terminated. */
static void codes_of(const char *const *words, uint32_t *out)
{
    int i = 0;
    for (; i < NOISE_MAX - 1 && words[i]; i++)
        out[i] = code_of(words[i]);
    out[i] = 0;
}

static int one_of(uint32_t c, const uint32_t *codes)
{
    for (; *codes; codes++)
        if (c == *codes)
            return 1;
    return 0;
}

/* Statement noise away, in place (see similar.h): the new count. */
static int normalise(uint32_t *c, int *l, int n)
{
    static const char *const dropped_words[] = {"{", "}", "else", "!", "const", "static", "inline", "register",
                                                "volatile", "constexpr", NULL};
    static const char *const type_words[] = {"int", "long", "short", "char", "double", "float", "bool",
                                             "_Bool", "unsigned", "signed", NULL};
    static const char *const order_words[] = {">", "<=", ">=", NULL};
    uint32_t dropped[NOISE_MAX], types[NOISE_MAX], order[NOISE_MAX];
    codes_of(dropped_words, dropped);
    codes_of(type_words, types);
    codes_of(order_words, order);
    uint32_t semi = code_of(";"), open = code_of("("), close = code_of(")"), v = code_of("void");
    uint32_t lbrace = code_of("{"), rbrace = code_of("}"), wh = code_of("while"), fo = code_of("for");
    uint32_t in = code_of("int"), lt = code_of("<"), ne = code_of("!="), eq = code_of("==");
    int w = 0, after_brace = 0;
    for (int i = 0; i < n; i++) {
        uint32_t t = c[i];
        if (t == open && i + 4 < n && c[i + 1] == v && c[i + 2] == close && c[i + 3] == T_ID &&
            c[i + 4] == semi) { /* (void)x; */
            i += 4;
            continue;
        }
        if (one_of(t, dropped)) {
            after_brace |= t == lbrace || t == rbrace;
            continue;
        }
        if (t == semi && (after_brace || (w > 0 && c[w - 1] == semi))) /* an empty statement */
            continue;
        after_brace = 0;
        if (t == wh)
            t = fo;
        else if (one_of(t, types))
            t = in;
        else if (one_of(t, order))
            t = lt;
        else if (t == ne)
            t = eq;
        c[w] = t;
        l[w++] = l[i];
    }
    return w;
}

int sim_tokenize(const char *text, uint32_t **codes, int **lines)
{
    int n = 0, cap = 256, line = 1;
    uint32_t *c = xmalloc(cap * sizeof *c);
    int *l = xmalloc(cap * sizeof *l);
    static const char *const ops3[] = {"<<=", ">>=", "...", "->*", "<=>", NULL};
    static const char *const ops2[] = {"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                       "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "::", "##", NULL};
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        if (*p == '\n') {
            line++;
            p++;
            continue;
        }
        if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v' ||
            (*p == '\\' && p[1] == '\n')) {
            p++;
            continue;
        }
        if (p[0] == '/' && p[1] == '/') {
            while (*p && *p != '\n')
                p++;
            continue;
        }
        if (p[0] == '/' && p[1] == '*') {
            p += 2;
            while (*p && !(p[0] == '*' && p[1] == '/'))
                line += *p++ == '\n';
            if (*p)
                p += 2;
            continue;
        }
        if (n == cap) {
            cap *= 2;
            c = xrealloc(c, cap * sizeof *c);
            l = xrealloc(l, cap * sizeof *l);
        }
        l[n] = line;
        const unsigned char *s = p;
        if (ident_start(*p)) {
            while (ident_char(*p))
                p++;
            if (*p == '"' || *p == '\'') /* L"..", u8"..": the literal's prefix */
                continue;
            c[n++] =
                is_keyword((const char *)s, (size_t)(p - s)) ? fnv((const char *)s, (size_t)(p - s)) : T_ID;
        } else if ((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9')) {
            while (
                ident_char(*p) || *p == '.' || *p == '\'' ||
                ((*p == '+' || *p == '-') && (p[-1] == 'e' || p[-1] == 'E' || p[-1] == 'p' || p[-1] == 'P')))
                p++;
            c[n++] = T_NUM;
        } else if (*p == '"' || *p == '\'') {
            unsigned char q = *p++;
            while (*p && *p != q && *p != '\n') {
                if (*p == '\\' && p[1])
                    line += *++p == '\n';
                p++;
            }
            if (*p == q)
                p++;
            c[n++] = q == '"' ? T_STR : T_CHR;
        } else {
            size_t len = 1;
            for (int i = 0; ops3[i] && len == 1; i++)
                if (memcmp(p, ops3[i], 3) == 0)
                    len = 3;
            for (int i = 0; ops2[i] && len == 1; i++)
                if (p[0] == (unsigned char)ops2[i][0] && p[1] == (unsigned char)ops2[i][1])
                    len = 2;
            p += len;
            c[n++] = fnv((const char *)s, len);
        }
    }
    n = normalise(c, l, n);
    *codes = c;
    *lines = l;
    return n;
}

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

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
            h[i - SIM_K + 1] = mix(r);
    }
    *out = h;
    return m;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int has(const uint64_t *v, size_t n, uint64_t h)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid] < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && v[lo] == h;
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
    int n = sim_tokenize(text, &codes, &lines);
    uint64_t *h;
    int m = kgrams(codes, n, &h);
    if (s->nbase + (size_t)m > s->capbase) {
        s->capbase = 2 * (s->nbase + (size_t)m);
        s->base = xrealloc(s->base, s->capbase * sizeof *s->base);
    }
    memcpy(s->base + s->nbase, h, (size_t)m * sizeof *h);
    s->nbase += (size_t)m;
    qsort(s->base, s->nbase, sizeof *s->base, cmp_u64);
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
    d->ntok = sim_tokenize(d->text, &d->code, &d->line);
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
            if (!has(s->base, s->nbase, h[best]))
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
        if (has(s->base, s->nbase, h[i]) || has(s->ignored, s->nignored, h[i]))
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
            d->gram[i - SIM_MML + 1] = mix(r) | 1;
    }
}

struct posting {
    uint64_t hash;
    int doc;
};
static int cmp_posting(const void *a, const void *b)
{
    const struct posting *x = a, *y = b;
    if (x->hash != y->hash)
        return x->hash < y->hash ? -1 : 1;
    return (x->doc > y->doc) - (x->doc < y->doc);
}

/* document pair -> shared fingerprints: open addressing */
struct counts {
    uint64_t *key; /* a << 32 | b, +1 (0: empty) */
    int *n;
    size_t cap, used;
};
static void count_add(struct counts *c, uint64_t key)
{
    if (2 * (c->used + 1) > c->cap) {
        struct counts old = *c;
        c->cap = c->cap ? 2 * c->cap : 1 << 16;
        c->key = xcalloc(c->cap, sizeof *c->key);
        c->n = xcalloc(c->cap, sizeof *c->n);
        c->used = 0;
        for (size_t i = 0; i < old.cap; i++)
            if (old.key[i]) {
                size_t j = mix(old.key[i]) & (c->cap - 1);
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
    size_t j = mix(key) & (c->cap - 1);
    while (c->key[j] && c->key[j] != key)
        j = (j + 1) & (c->cap - 1);
    if (!c->key[j]) {
        c->key[j] = key;
        c->used++;
    }
    c->n[j]++;
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
    /* the inverted index: fingerprint -> documents */
    struct posting *post = xmalloc((total ? total : 1) * sizeof *post);
    size_t np = 0;
    for (int i = 0; i < s->ndocs; i++)
        for (int j = 0; j < s->docs[i].nset; j++)
            post[np++] = (struct posting){s->docs[i].set[j], i};
    qsort(post, np, sizeof *post, cmp_posting);
    int limit = (int)(s->common * nstudents);
    if (limit < s->common_min)
        limit = s->common_min;
    int *stamp = xmalloc((size_t)(nstudents ? nstudents : 1) * sizeof *stamp);
    for (int i = 0; i < nstudents; i++)
        stamp[i] = -1;
    int *eff = xmalloc((size_t)(s->ndocs ? s->ndocs : 1) * sizeof *eff);
    for (int i = 0; i < s->ndocs; i++)
        eff[i] = s->docs[i].nset;
    struct counts counts = {0};
    free(s->ignored);
    s->ignored = NULL;
    s->nignored = 0;
    size_t capign = 0;
    int group = 0;
    for (size_t g = 0; g < np; group++) {
        size_t e = g;
        int students = 0;
        while (e < np && post[e].hash == post[g].hash) {
            int st = s->docs[post[e].doc].student_no;
            if (stamp[st] != group) {
                stamp[st] = group;
                students++;
            }
            e++;
        }
        if (students > limit) { /* a common idiom */
            if (s->nignored == capign) {
                capign = capign ? 2 * capign : 256;
                s->ignored = xrealloc(s->ignored, capign * sizeof *s->ignored);
            }
            s->ignored[s->nignored++] = post[g].hash;
            for (size_t i = g; i < e; i++)
                eff[post[i].doc]--;
        } else if (students > 1) {
            for (size_t i = g; i < e; i++)
                for (size_t j = i + 1; j < e; j++)
                    if (s->docs[post[i].doc].student_no != s->docs[post[j].doc].student_no &&
                        (s->docs[post[i].doc].kind == SIM_NEW || s->docs[post[j].doc].kind == SIM_NEW))
                        count_add(&counts, (uint64_t)post[i].doc << 32 | (uint64_t)post[j].doc);
        }
        g = e;
    }
    free(post);
    free(stamp);
    for (int i = 0; i < s->ndocs; i++)
        grams(s, &s->docs[i]);
    struct sim_pair *p = xmalloc((counts.used ? counts.used : 1) * sizeof *p);
    int n = 0;
    for (size_t i = 0; i < counts.cap; i++) {
        if (!counts.key[i])
            continue;
        uint64_t k = counts.key[i] - 1;
        int a = (int)(k >> 32), b = (int)(k & 0xffffffffu), sh = counts.n[i];
        int small = eff[a] < eff[b] ? eff[a] : eff[b];
        if (small < SIM_MIN_PRINTS)
            small = SIM_MIN_PRINTS;
        int uni = eff[a] + eff[b] - sh;
        double c = (double)sh / small;
        p[n++] = (struct sim_pair){a, b, sh, c, 0, c, uni > 0 ? (double)sh / uni : 0, 0, 0, -1};
    }
    free(counts.key);
    free(counts.n);
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
