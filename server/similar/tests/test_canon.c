/* test_canon.c — the plagiarism check's canonical forms (similar_canon.c): what a disguise
 * adds without changing the program goes, two ways of writing one loop or test are one,
 * and what a program does stays. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "similar/similar.h"

/* Whether the two sources give the same normalised token stream. */
static int same(const char *a, const char *b)
{
    uint32_t *ca, *cb;
    int *la, *lb;
    int na = sim_tokenize(a, &ca, &la, NULL), nb = sim_tokenize(b, &cb, &lb, NULL);
    int eq = na == nb && memcmp(ca, cb, (size_t)na * sizeof *ca) == 0;
    free(ca);
    free(cb);
    free(la);
    free(lb);
    return eq;
}

#define F(body) "int f(int a, int *p) { " body " }"

Test(canon, a_local_nothing_reads_goes_with_its_statements)
{
    cr_assert(same(F("int r = a * 2; int dead = 7; dead++; dead = dead + r; (void)dead; return r;"),
                   F("int r = a * 2; return r;")));
    cr_assert(same(F("if (3 < 0) { int d = 3; (void)d; } return a;"), F("return a;")));
    cr_assert(same(F("{ int u = 4 * 2; u++; (void)u; } return a;"), F("return a;")));
}

Test(canon, a_local_that_is_read_stays)
{
    cr_assert(!same(F("int x = a; p[0] = x; return a;"), F("p[0] = a; return a;")));
    cr_assert(!same(F("int x = a; return x;"), F("return a;")));
}

Test(canon, a_statement_that_calls_stays)
{
    cr_assert(!same(F("int d = g(a); (void)d; return a;"), F("return a;")));
    cr_assert(!same(F("int d = 0; d = g(a); return a;"), F("return a;")));
    cr_assert(!same(F("int d = 0; d = p[0] = a; return a;"), F("return a;")), "it writes another");
    cr_assert(!same(F("if (g(a)) { } return a;"), F("return a;")), "the condition calls");
}

Test(canon, a_branch_never_taken_goes)
{
    cr_assert(same(F("if (0) { p[0] = 1; } return a;"), F("return a;")));
    cr_assert(same(F("if (false) { p[0] = g(1); } return a;"), F("return a;")));
    cr_assert(!same(F("if (0) { p[0] = 1; } else { p[1] = 2; } return a;"), F("p[1] = 2; return a;")),
              "an else keeps its if");
    cr_assert(!same(F("if (a) { p[0] = 1; } return a;"), F("return a;")));
}

Test(canon, a_test_written_negated_is_one)
{
    cr_assert(
        same(F("if (!(a < 3)) { } else { p[0] = 1; } return a;"), F("if (a < 3) { p[0] = 1; } return a;")));
    cr_assert(same(F("return ((a + 1));"), F("return (a + 1);")));
    cr_assert(!same(F("return (a + 1) * (a + 2);"), F("return a + 1 * (a + 2);")));
}

Test(canon, alternative_tokens_are_their_operators)
{
    cr_assert(same(F("if (not (a < 3) and p[0] != 1 or a) return 1; return a;"),
                   F("if (!(a < 3) && p[0] != 1 || a) return 1; return a;")));
    cr_assert(same(F("p[0] and_eq compl a; return a not_eq 2;"), F("p[0] &= ~a; return a != 2;")));
}

Test(canon, a_for_loop_is_its_while_loop)
{
    cr_assert(same(F("int s = 0; for (int i = 0; i < a; i++) s += p[i]; return s;"),
                   F("int s = 0; { int i = 0; while (i < a) { s += p[i]; i++; } } return s;")));
    cr_assert(
        same(F("for (int i = 0; i < a; i++) { for (int j = 0; j < i; j++) { p[j] += g(i); } } return a;"),
             F("{ int i = 0; while (i < a) { { int j = 0; while (j < i) { p[j] += g(i); j++; } } i++; } } "
               "return a;")));
    cr_assert(!same(F("for (int i = 0; i < a; i++) p[i] = 0; return a;"),
                    F("for (int i = 0; i < a; ) p[i] = 0; return a;")));
}

Test(canon, hostile_nesting_and_broken_brackets_end)
{
    size_t n = 200000;
    char *text = malloc(12 * n + 64);
    cr_assert_not_null(text);
    char *w = text;
    for (size_t i = 0; i < n; i++, w += 8)
        memcpy(w, "for(;;){", 8);
    strcpy(w, ") ) } if (0) { ( (( for (a; b; c; d; e) { x; } for (;) y; for (a;;;;) z;");
    uint32_t *c;
    int *l;
    int count = sim_tokenize(text, &c, &l, NULL);
    cr_assert(count > 0);
    free(c);
    free(l);
    free(text);
}
