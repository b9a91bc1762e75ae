/* similar_canon.c — canonical forms of the raw token stream, before the statement noise
 * is normalised (similar_token.c): what a disguise adds without changing what the program
 * does is taken away, and the two ways of writing one loop or one test become one.
 *   - dead locals: a local variable that nothing reads (only declared, assigned, counted
 *     or cast to void), with every statement that touches it, when none of them calls;
 *   - dead branches: if (C) { } once those are gone, and if (0) / if (false) { ... },
 *     when C calls and assigns nothing and no else follows;
 *   - doubled parentheses: ((C)) and (!(C)) are (C) (the ! goes with the noise);
 *   - for (A; B; C) BODY is written A; for (B) { BODY C; }, which is also what a
 *     while loop's form becomes (while is for once normalised).
 * Tokens keep their lines; a moved C keeps its own. */
#define _GNU_SOURCE /* qsort_r */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar.h"

enum { T_ID = SIM_TOK_ID };

struct words {
    uint32_t semi, lbrace, rbrace, open, close, comma, assign, inc, dec, bang, v, if_, else_, for_, false_,
        zero;
    uint32_t types[12], assigns[11], control[6];
};

static void words_init(struct words *w)
{
    static const char *const types[] = {"int",  "long",  "short", "char",     "double", "float",
                                        "bool", "_Bool", "auto",  "unsigned", "signed", NULL};
    static const char *const assigns[] = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", NULL};
    static const char *const control[] = {"if", "for", "while", "do", "switch", NULL};
    w->semi = sim_code(";");
    w->lbrace = sim_code("{");
    w->rbrace = sim_code("}");
    w->open = sim_code("(");
    w->close = sim_code(")");
    w->comma = sim_code(",");
    w->assign = sim_code("=");
    w->inc = sim_code("++");
    w->dec = sim_code("--");
    w->bang = sim_code("!");
    w->v = sim_code("void");
    w->if_ = sim_code("if");
    w->else_ = sim_code("else");
    w->for_ = sim_code("for");
    w->false_ = sim_code("false");
    w->zero = sim_code("0");
    for (int i = 0; i < 12; i++)
        w->types[i] = types[i] ? sim_code(types[i]) : 0;
    for (int i = 0; i < 11; i++)
        w->assigns[i] = assigns[i] ? sim_code(assigns[i]) : 0;
    for (int i = 0; i < 6; i++)
        w->control[i] = control[i] ? sim_code(control[i]) : 0;
}

static int in(uint32_t c, const uint32_t *set)
{
    for (; *set; set++)
        if (c == *set)
            return 1;
    return 0;
}

struct stream {
    uint32_t *c, *word;
    int *l, *match, n;
    unsigned char *drop;
    const struct words *w;
};

/* Where each bracket's partner is (-1: unmatched). */
static void match_brackets(struct stream *s)
{
    int *stack = xmalloc(((size_t)s->n + 1) * sizeof *stack), top = 0;
    for (int i = 0; i < s->n; i++) {
        s->match[i] = -1;
        if (s->c[i] == s->w->open || s->c[i] == s->w->lbrace)
            stack[top++] = i;
        else if ((s->c[i] == s->w->close || s->c[i] == s->w->rbrace) && top > 0) {
            int o = stack[--top];
            if ((s->c[o] == s->w->open) == (s->c[i] == s->w->close)) {
                s->match[o] = i;
                s->match[i] = o;
            } else
                top = 0; /* broken nesting: nothing matched across it */
        }
    }
    free(stack);
}

static int statement_start(const struct stream *s, int i)
{
    int p = i - 1;
    while (p >= 0 && s->drop[p])
        p--;
    return p < 0 || s->c[p] == s->w->semi || s->c[p] == s->w->lbrace || s->c[p] == s->w->rbrace;
}

/* The token at i calls or writes: f(, =, op=, ++, --. */
static int effect_at(const struct stream *s, int i)
{
    const struct words *w = s->w;
    uint32_t c = s->c[i];
    return (c == w->open && i > 0 && s->c[i - 1] == T_ID) || c == w->assign || c == w->inc || c == w->dec ||
           in(c, w->assigns);
}

/* The ; ending the simple statement from i, at bracket depth 0 (no block in it); when
 * quiet, one that calls and writes nothing and has no comma. -1 if none. */
static int end_of(const struct stream *s, int i, int quiet)
{
    for (int depth = 0; i < s->n; i++) {
        uint32_t c = s->c[i];
        if (c == s->w->lbrace || c == s->w->rbrace ||
            (quiet && ((c == s->w->comma && depth == 0) || effect_at(s, i))))
            return -1;
        if (c == s->w->open)
            depth++;
        else if (c == s->w->close && --depth < 0)
            return -1;
        else if (c == s->w->semi && depth == 0)
            return i;
    }
    return -1;
}

/* The statement that only writes or discards the variable at i, as [from, to]: x++; ++x;
 * x = E; x op= E; (void)x; and its declaration T x; T x = E; (when decl). 0 if not one. */
static int write_only(const struct stream *s, int i, int *from, int *to)
{
    const struct words *w = s->w;
    uint32_t next = i + 1 < s->n ? s->c[i + 1] : 0;
    int t = i;
    while (t > 0 && in(s->c[t - 1], w->types))
        t--;
    if (t < i && statement_start(s, t) && (next == w->semi || next == w->assign)) { /* a declaration */
        *from = t;
        *to = next == w->semi ? i + 1 : end_of(s, i + 2, 1);
        return *to > 0;
    }
    if (i >= 3 && s->c[i - 3] == w->open && s->c[i - 2] == w->v && s->c[i - 1] == w->close &&
        next == w->semi && statement_start(s, i - 3)) {
        *from = i - 3;
        *to = i + 1;
        return 1;
    }
    if (i >= 1 && (s->c[i - 1] == w->inc || s->c[i - 1] == w->dec) && next == w->semi &&
        statement_start(s, i - 1)) {
        *from = i - 1;
        *to = i + 1;
        return 1;
    }
    if (!statement_start(s, i))
        return 0;
    *from = i;
    if ((next == w->inc || next == w->dec) && i + 2 < s->n && s->c[i + 2] == w->semi) {
        *to = i + 2;
        return 1;
    }
    if (next == w->assign || in(next, w->assigns)) {
        *to = end_of(s, i + 2, 1);
        return *to > 0;
    }
    return 0;
}

static int by_word(const void *x, const void *y, void *words)
{
    uint32_t a = ((const uint32_t *)words)[*(const int *)x], b = ((const uint32_t *)words)[*(const int *)y];
    if (a != b)
        return a < b ? -1 : 1;
    return *(const int *)x - *(const int *)y;
}

/* Dead locals: every occurrence of the name is in a statement that only writes it, one of
 * them its declaration; then all those statements go. */
static void drop_dead_locals(struct stream *s)
{
    int *ids = xmalloc(((size_t)s->n + 1) * sizeof *ids), nid = 0;
    for (int i = 0; i < s->n; i++)
        if (s->c[i] == T_ID)
            ids[nid++] = i;
    qsort_r(ids, (size_t)nid, sizeof *ids, by_word, s->word);
    int *from = xmalloc(((size_t)nid + 1) * sizeof *from), *to = xmalloc(((size_t)nid + 1) * sizeof *to);
    for (int a = 0, b; a < nid; a = b) {
        b = a;
        int dead = 1, declared = 0;
        for (; b < nid && s->word[ids[b]] == s->word[ids[a]]; b++) {
            int i = ids[b];
            if (b > a && from[b - 1] <= i && i <= to[b - 1]) { /* inside its own statement: x = x + 1 */
                from[b] = from[b - 1];
                to[b] = to[b - 1];
                continue;
            }
            if (dead && write_only(s, i, &from[b], &to[b]))
                declared |= in(s->c[from[b]], s->w->types);
            else {
                dead = 0;
                from[b] = to[b] = -1;
            }
        }
        for (int k = a; dead && declared && k < b; k++)
            memset(s->drop + from[k], 1, (size_t)(to[k] - from[k] + 1));
    }
    free(ids);
    free(from);
    free(to);
}

/* The condition (from its open parenthesis) calls and assigns nothing. */
static int quiet_condition(const struct stream *s, int open)
{
    for (int i = open + 1; i < s->match[open]; i++)
        if (effect_at(s, i))
            return 0;
    return 1;
}

static int all_dropped(const struct stream *s, int from, int to)
{
    for (int i = from; i <= to; i++)
        if (!s->drop[i])
            return 0;
    return 1;
}

/* if (C) { nothing left } and if (0) { ... }, with no else after; returns whether any went. */
static int drop_dead_branches(struct stream *s)
{
    const struct words *w = s->w;
    int changed = 0;
    for (int i = 0; i + 1 < s->n; i++) {
        if (s->drop[i] || s->c[i] != w->if_ || s->c[i + 1] != w->open || s->match[i + 1] < 0)
            continue;
        int close = s->match[i + 1], body = close + 1;
        if (body >= s->n || s->c[body] != w->lbrace || s->match[body] < 0)
            continue;
        int end = s->match[body];
        if ((end + 1 < s->n && s->c[end + 1] == w->else_) || !quiet_condition(s, i + 1))
            continue;
        int never = close == i + 3 && (s->word[i + 2] == w->zero || s->c[i + 2] == w->false_);
        if (never || all_dropped(s, body + 1, end - 1)) {
            memset(s->drop + i, 1, (size_t)(end - i + 1));
            changed = 1;
        }
    }
    return changed;
}

/* ((C)) and (!(C)): the inner pair goes. */
static void drop_doubled_parentheses(struct stream *s)
{
    const struct words *w = s->w;
    for (int i = 0; i < s->n; i++) {
        if (s->c[i] != w->open || s->match[i] < 0)
            continue;
        int k = i + 1;
        while (k < s->n && s->c[k] == w->bang)
            k++;
        if (k < s->n && s->c[k] == w->open && s->match[k] + 1 == s->match[i]) {
            s->drop[k] = 1;
            s->drop[s->match[k]] = 1;
        }
    }
}

static void compact(struct stream *s)
{
    int n = 0;
    for (int i = 0; i < s->n; i++)
        if (!s->drop[i]) {
            s->c[n] = s->c[i];
            s->word[n] = s->word[i];
            s->l[n++] = s->l[i];
        }
    s->n = n;
    memset(s->drop, 0, (size_t)n);
}

enum { FOR_DEPTH = 64 };

/* Appends tokens [from, to) to order, every for loop in them rewritten. */
static void emit(const struct stream *s, int from, int to, int *order, int *n, int depth)
{
    const struct words *w = s->w;
    for (int i = from; i < to; i++) {
        int open = i + 1, close = open < s->n ? s->match[open] : -1;
        if (s->c[i] != w->for_ || depth >= FOR_DEPTH || close < 0 || close >= to || s->c[open] != w->open) {
            order[(*n)++] = i;
            continue;
        }
        int s1 = -1, s2 = -1, semis = 0, body = close + 1, end = -1;
        for (int k = open + 1, d = 0; k < close; k++) {
            d += (s->c[k] == w->open) - (s->c[k] == w->close);
            if (d == 0 && s->c[k] == w->semi && ++semis <= 2)
                *(semis == 1 ? &s1 : &s2) = k;
        }
        if (semis != 2) /* not for (A; B; C): as it is */
            s1 = -1;
        if (body < to && s->c[body] == w->lbrace)
            end = s->match[body];
        else if (body < to && !in(s->c[body], w->control))
            end = end_of(s, body, 0); /* one simple statement */
        if (s1 < 0 || s2 < 0 || end < 0 || end >= to) {
            order[(*n)++] = i;
            continue;
        }
        for (int k = open + 1; k <= s1; k++) /* A ; */
            order[(*n)++] = k;
        order[(*n)++] = i; /* for ( B ) */
        order[(*n)++] = open;
        for (int k = s1 + 1; k < s2; k++)
            order[(*n)++] = k;
        order[(*n)++] = close;
        int block = s->c[body] == w->lbrace;
        if (block)
            order[(*n)++] = body;
        emit(s, block ? body + 1 : body, block ? end : end + 1, order, n, depth + 1);
        for (int k = s2 + 1; k < close; k++) /* C ; */
            order[(*n)++] = k;
        order[(*n)++] = s2;
        if (block)
            order[(*n)++] = end;
        i = end;
    }
}

static void rewrite_for_loops(struct stream *s)
{
    int *order = xmalloc(((size_t)s->n + 1) * sizeof *order), n = 0;
    emit(s, 0, s->n, order, &n, 0);
    uint32_t *c = xmalloc(((size_t)n + 1) * sizeof *c);
    int *l = xmalloc(((size_t)n + 1) * sizeof *l);
    for (int k = 0; k < n; k++) {
        c[k] = s->c[order[k]];
        l[k] = s->l[order[k]];
    }
    memcpy(s->c, c, (size_t)n * sizeof *c);
    memcpy(s->l, l, (size_t)n * sizeof *l);
    free(c);
    free(l);
    free(order);
}

int sim_canon(uint32_t *c, int *l, uint32_t *word, int n)
{
    struct words w;
    words_init(&w);
    struct stream s = {c, word, l, xmalloc(((size_t)n + 1) * sizeof(int)), n, xcalloc((size_t)n + 1, 1), &w};
    match_brackets(&s);
    drop_dead_locals(&s);
    for (int round = 0; round < 4 && drop_dead_branches(&s); round++)
        ;
    drop_doubled_parentheses(&s);
    compact(&s);
    match_brackets(&s);
    rewrite_for_loops(&s);
    free(s.match);
    free(s.drop);
    return s.n;
}
