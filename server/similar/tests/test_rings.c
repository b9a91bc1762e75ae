/* test_rings.c — the common idioms and the rings of copies (similar_index.c), and the
 * groups (similar_groups.c): a group of files sharing most of their code is reported
 * whatever its size, a small piece in many unrelated files is an idiom, and a ring is one
 * group where a chain through one pair is two. The sources are made here: statements drawn
 * at random (800 kinds), so that two of them share hardly a run of two lines. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "similar/similar.h"

static const char *const ops[] = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"};
static const char *const forms[] = {
    "x = y %s z %s w;",         "if (a %s b) c = d %s e;", "while (p %s q) r = s %s 1;",
    "t[i] = u %s v %s t[j];",   "f(a %s b, c %s 2);",      "if (g(h %s 1)) return k %s m;",
    "o = p ? q %s r : s %s 3;", "e = f[g %s h][h %s g];",
};

/* A player of n statements drawn at random (seeded), the idiom put in after the first ten
 * if given. */
static char *source(unsigned seed, int n, const char *idiom)
{
    size_t cap = 64 + (size_t)n * 64 + (idiom ? strlen(idiom) : 0);
    char *t = malloc(cap);
    size_t len = (size_t)snprintf(t, cap, "void play(void)\n{\n");
    srand(seed);
    for (int i = 0; i < n; i++) {
        char line[64];
        snprintf(line, sizeof line, forms[rand() % 8], ops[rand() % 10], ops[rand() % 10]);
        len += (size_t)snprintf(t + len, cap - len, "    %s\n", line);
        if (i == 10 && idiom)
            len += (size_t)snprintf(t + len, cap - len, "%s\n", idiom);
    }
    snprintf(t + len, cap - len, "}\n");
    return t;
}

/* The course: `honest` players of their own, `ring` students handing in one player; the
 * limits of bin/arena-server similar. */
static int course(struct sim_set *s, int honest, int ring, const char *idiom, int with_idiom,
                  struct sim_pair **pairs)
{
    sim_init(s);
    s->common = 0.1;
    s->common_min = 5;
    char name[32];
    for (int i = 0; i < honest; i++) {
        char *t = source(100 + (unsigned)i, 120, i < with_idiom ? idiom : NULL);
        snprintf(name, sizeof name, "honest%d", i);
        sim_add(s, name, name, 0, t);
        free(t);
    }
    char *shared = source(7, 120, NULL);
    for (int i = 0; i < ring; i++) {
        snprintf(name, sizeof name, "ring%d", i);
        sim_add(s, name, name, 0, shared);
    }
    free(shared);
    return sim_compare(s, pairs, 100000);
}

/* Pairs of the ring at the threshold, and pairs of two honest students at it. */
static void count(const struct sim_set *s, const struct sim_pair *p, int n, int *ring, int *honest)
{
    *ring = *honest = 0;
    for (int i = 0; i < n; i++) {
        int ra = strncmp(s->docs[p[i].a].student, "ring", 4) == 0,
            rb = strncmp(s->docs[p[i].b].student, "ring", 4) == 0;
        if (p[i].score * 100 >= SIM_THRESHOLD) {
            *ring += ra && rb;
            *honest += !ra && !rb;
        }
    }
}

static void ring_found(int honest, int ring)
{
    struct sim_set s;
    struct sim_pair *p;
    int n = course(&s, honest, ring, NULL, 0, &p), in_ring, between;
    count(&s, p, n, &in_ring, &between);
    cr_assert_eq(in_ring, ring * (ring - 1) / 2, "a ring of %d among %d: %d pairs of %d", ring, honest + ring,
                 in_ring, ring * (ring - 1) / 2);
    cr_assert_eq(between, 0);
    struct sim_group *g;
    int ng = sim_groups(&s, p, n, SIM_THRESHOLD / 100.0, &g);
    cr_assert_eq(ng, 1);
    cr_assert_eq(g[0].n, ring);
    cr_assert_eq(g[0].pairs, ring * (ring - 1) / 2);
    sim_groups_free(g, ng);
    free(p);
    sim_free(&s);
}

Test(rings, six_copies_among_eighteen_are_all_found)
{
    ring_found(12, 6); /* the floor of 5 made them an idiom */
}

Test(rings, thirty_copies_among_forty_are_all_found)
{
    ring_found(10, 30); /* above the first count's limit: 12 */
}

Test(rings, three_copies_among_a_hundred_are_found)
{
    ring_found(97, 3); /* (classes of 300: tests/similar/rings.sh, on real players) */
}

Test(rings, a_small_piece_in_many_unrelated_files_is_still_an_idiom)
{
    struct sim_set s;
    struct sim_pair *p;
    const char *idiom = "    if (!free_cell(g, x + 1, y)) { n = n + 1; x = x - 1; y = y * 2; }\n"
                        "    for (d = 0; d < 4; d++) if (ok(g, d)) best = d;";
    int n = course(&s, 18, 0, idiom, 12, &p), in_ring, between;
    count(&s, p, n, &in_ring, &between);
    cr_assert_gt(s.nignored, 0, "the piece in 12 of 18 files is an idiom");
    cr_assert_eq(between, 0);
    for (int i = 0; i < n; i++)
        cr_assert_lt(p[i].score, 0.2, "%s ~ %s: %.3f", s.docs[p[i].a].student, s.docs[p[i].b].student,
                     p[i].score);
    free(p);
    sim_free(&s);
}

/* The groups alone: students 0-3 a ring, 4-7 another, one pair between them (3 ~ 4). */
Test(rings, two_rings_joined_by_one_pair_are_two_groups)
{
    struct sim_set s;
    sim_init(&s);
    char name[8];
    for (int i = 0; i < 8; i++) {
        snprintf(name, sizeof name, "s%d", i);
        sim_add(&s, name, name, 0, "");
        s.docs[i].student_no = i;
    }
    struct sim_pair p[13];
    int n = 0;
    for (int r = 0; r < 2; r++)
        for (int a = 0; a < 4; a++)
            for (int b = a + 1; b < 4; b++)
                p[n++] = (struct sim_pair){.a = 4 * r + a, .b = 4 * r + b, .score = 0.9};
    p[n++] = (struct sim_pair){.a = 3, .b = 4, .score = 0.95}; /* the best pair, first */
    struct sim_pair sorted[13];
    sorted[0] = p[12];
    memcpy(sorted + 1, p, 12 * sizeof *p);
    struct sim_group *g;
    int ng = sim_groups(&s, sorted, n, 0.45, &g);
    /* (3 ~ 4 is the best pair, but the rings' pairs are taken first: they share two
     * students each, 3 and 4 none) */
    cr_assert_eq(ng, 2);
    for (int i = 0; i < ng; i++) {
        cr_assert_eq(g[i].n, 4);
        cr_assert_eq(g[i].pairs, 6);
        int first = s.docs[g[i].docs[0]].student_no / 4;
        for (int k = 0; k < 4; k++)
            cr_assert_eq(s.docs[g[i].docs[k]].student_no / 4, first, "a ring's students together");
    }
    sim_groups_free(g, ng);
    sim_free(&s);
}

/* Nearly the whole class sharing most of their files: a template not given, no ring. */
Test(rings, the_whole_class_sharing_a_template_is_no_ring)
{
    struct sim_set s;
    sim_init(&s);
    s.common = 0.1;
    s.common_min = 5;
    char *template = source(7, 120, NULL), name[32];
    for (int i = 0; i < 18; i++) {
        char *own = source(100 + (unsigned)i, 100, NULL), *t = malloc(strlen(template) + strlen(own) + 1);
        strcpy(t, template);
        strcat(t, own);
        snprintf(name, sizeof name, "student%d", i);
        sim_add(&s, name, name, 0, t);
        free(t);
        free(own);
    }
    free(template);
    struct sim_pair *p;
    int n = sim_compare(&s, &p, 100000), in_ring, between;
    count(&s, p, n, &in_ring, &between);
    cr_assert_eq(s.template_students, 18);
    cr_assert_eq(between, 0, "%d pairs at the threshold", between);
    free(p);
    sim_free(&s);
}
