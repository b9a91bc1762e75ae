/* similar_token.c — the plagiarism check's tokenizer (see similar.h): C and C++ source to
 * class codes, the statement noise normalised away, each token's line and the function
 * it is in; the hashes' mixer and look-up. */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "similar/similar.h"

enum { T_ID = SIM_TOK_ID, T_NUM = SIM_TOK_NUM, T_STR = SIM_TOK_STR, T_CHR = SIM_TOK_CHR };

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

/* The n bytes at p are the word (its first letter compared first: this is per token). */
static int same_word(const char *word, const char *p, size_t n)
{
    return word[0] == *p && strlen(word) == n && memcmp(word, p, n) == 0;
}

static int is_keyword(const char *p, size_t n)
{
    for (int i = 0; keywords[i]; i++)
        if (same_word(keywords[i], p, n))
            return 1;
    return 0;
}

/* C++'s alternative tokens (and C's <iso646.h>): the operators they spell. */
static const char *const alternatives[][2] = {
    {"and", "&&"}, {"or", "||"},   {"not", "!"},     {"not_eq", "!="}, {"bitand", "&"},  {"bitor", "|"},
    {"xor", "^"},  {"compl", "~"}, {"and_eq", "&="}, {"or_eq", "|="},  {"xor_eq", "^="}, {NULL, NULL}};

static const char *alternative(const char *p, size_t n)
{
    for (int i = 0; alternatives[i][0]; i++)
        if (same_word(alternatives[i][0], p, n))
            return alternatives[i][1];
    return NULL;
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
    return sim_code(word);
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

/* Statement noise away, in place (see similar.h): the new count. fn: each token's
 * function (numbered from 0; -1 outside any): a body is a { after a ) (or a method's
 * const, override, noexcept) outside any body, to its matching }. */
static int normalise(uint32_t *c, int *l, int *fn, int n)
{
    static const char *const dropped_words[] = {
        "{", "}", "else", "!", "const", "static", "inline", "register", "volatile", "constexpr", NULL};
    static const char *const type_words[] = {"int",  "long",  "short",    "char",   "double", "float",
                                             "bool", "_Bool", "unsigned", "signed", NULL};
    static const char *const order_words[] = {">", "<=", ">=", NULL};
    uint32_t dropped[NOISE_MAX], types[NOISE_MAX], order[NOISE_MAX];
    codes_of(dropped_words, dropped);
    codes_of(type_words, types);
    codes_of(order_words, order);
    uint32_t semi = code_of(";"), open = code_of("("), close = code_of(")"), v = code_of("void");
    uint32_t lbrace = code_of("{"), rbrace = code_of("}"), wh = code_of("while"), fo = code_of("for");
    uint32_t in = code_of("int"), lt = code_of("<"), ne = code_of("!="), eq = code_of("==");
    uint32_t cst = code_of("const"), ovr = code_of("override"), nex = code_of("noexcept");
    int w = 0, after_brace = 0, depth = 0, func = -1, nfunc = 0;
    uint32_t prev = 0;
    for (int i = 0; i < n; prev = c[i++]) {
        uint32_t t = c[i];
        if (t == open && i + 4 < n && c[i + 1] == v && c[i + 2] == close && c[i + 3] == T_ID &&
            c[i + 4] == semi) { /* (void)x; */
            i += 4;
            continue;
        }
        if (t == lbrace && depth == 0 && (prev == close || prev == cst || prev == ovr || prev == nex))
            func = nfunc++;
        if (t == lbrace && func >= 0)
            depth++;
        if (t == rbrace && func >= 0 && --depth == 0)
            func = -1;
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
        fn[w] = func;
        l[w++] = l[i];
    }
    return w;
}

int sim_tokenize(const char *text, uint32_t **codes, int **lines, int **funcs)
{
    int n = 0, cap = 256, line = 1;
    uint32_t *c = xmalloc(cap * sizeof *c), *word = xmalloc(cap * sizeof *word);
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
            word = xrealloc(word, cap * sizeof *word);
            l = xrealloc(l, cap * sizeof *l);
        }
        l[n] = line;
        word[n] = 0;
        const unsigned char *s = p;
        if (ident_start(*p)) {
            while (ident_char(*p))
                p++;
            if (*p == '"' || *p == '\'') /* L"..", u8"..": the literal's prefix */
                continue;
            const char *op = alternative((const char *)s, (size_t)(p - s));
            int keyword = is_keyword((const char *)s, (size_t)(p - s));
            word[n] = op ? 0 : sim_code_n((const char *)s, (size_t)(p - s));
            c[n] = op ? sim_code(op) : keyword ? word[n] : T_ID;
            n++;
        } else if ((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9')) {
            while (
                ident_char(*p) || *p == '.' || *p == '\'' ||
                ((*p == '+' || *p == '-') && (p[-1] == 'e' || p[-1] == 'E' || p[-1] == 'p' || p[-1] == 'P')))
                p++;
            word[n] = sim_code_n((const char *)s, (size_t)(p - s));
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
                if (strncmp((const char *)p, ops3[i], 3) == 0) /* (stops at the text's end) */
                    len = 3;
            for (int i = 0; ops2[i] && len == 1; i++)
                if (p[0] == (unsigned char)ops2[i][0] && p[1] == (unsigned char)ops2[i][1])
                    len = 2;
            p += len;
            c[n++] = sim_code_n((const char *)s, len);
        }
    }
    n = sim_canon(c, l, word, n);
    free(word);
    int *fn = xmalloc(((size_t)n + 1) * sizeof *fn);
    n = normalise(c, l, fn, n);
    *codes = c;
    *lines = l;
    if (funcs)
        *funcs = fn;
    else
        free(fn);
    return n;
}

uint64_t sim_mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

int sim_has(const uint64_t *v, size_t n, uint64_t h)
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
