/* similar.h — the plagiarism check's engine: winnowing (Schleimer, Wilkerson, Aiken,
 * SIGMOD 2003, what MOSS does) over the C/C++ token stream. No SQL, no HTML: documents
 * in, ranked pairs and their matched fragments out (server/similar_cli.c reads the
 * course, server/similar_html.c writes the page).
 *
 * Tokens: comments and white space dropped; every identifier is one token class (renaming
 * is invisible), keywords and operators keep their own; numbers, characters and strings
 * one class each. k-grams of SIM_K tokens are hashed (rolling), and in every window of
 * SIM_W consecutive hashes the smallest is kept: a fingerprint, with the token (so the
 * lines) where its k-gram starts. Two files sharing a run of at least SIM_K + SIM_W - 1
 * tokens share at least one fingerprint. */
#ifndef ARENA_SERVER_SIMILAR_H
#define ARENA_SERVER_SIMILAR_H

#include <stddef.h>
#include <stdint.h>

enum { SIM_K = 15, SIM_W = 10 };
/* A pair's containment is shared / max(SIM_MIN_PRINTS, min(prints of the two)): a file of
 * a few fingerprints left after the base code does not score 1 by sharing them all. */
enum { SIM_MIN_PRINTS = 15 };

struct sim_print {
    uint64_t hash;
    int tok; /* the first token of its k-gram */
};

struct sim_doc {
    /* given */
    char *name;    /* what the report calls it: file, submission */
    char *student; /* pairs of one student's documents are not compared */
    long long id;  /* submission id (0: none) */
    char *text;    /* the source (NUL-terminated), kept for the fragments */
    /* computed */
    int ntok;
    int *line;                /* token -> its line (1-based) */
    struct sim_print *prints; /* in order of position, base code removed */
    int nprints;
    uint64_t *set; /* distinct hashes, sorted (the ones the index counts) */
    int nset;
    int student_no;
};

struct sim_fragment {
    int a_first, a_last; /* lines of document a */
    int b_first, b_last;
};

struct sim_pair {
    int a, b;       /* documents */
    int shared;     /* distinct fingerprints in both */
    double score;   /* shared / max(SIM_MIN_PRINTS, min(nset a, nset b)) */
    double jaccard; /* shared / (nset a + nset b - shared) */
    int longest;    /* the longest common fragment, in lines (the smaller side) */
};

struct sim_set {
    struct sim_doc *docs;
    int ndocs, cap;
    uint64_t *base; /* every k-gram hash of the templates, sorted */
    size_t nbase, capbase;
    double common;     /* a fingerprint in more than this fraction of students is ignored */
    int common_min;    /* ...and in more than this many */
    uint64_t *ignored; /* the hashes ignored as common, sorted */
    size_t nignored;
};

/* Tokens of a C or C++ source: class codes, and each one's line. Returns the count;
 * *codes and *lines malloc'd. */
int sim_tokenize(const char *text, uint32_t **codes, int **lines);

void sim_init(struct sim_set *s);
/* A template (base code): its k-grams are removed from every document. */
void sim_add_template(struct sim_set *s, const char *text);
/* A document (the strings are copied). */
void sim_add(struct sim_set *s, const char *name, const char *student, long long id, const char *text);
/* Fingerprints every document, removes the base code, and scores every pair of documents
 * of two students that share fingerprints (through an inverted index: fingerprint ->
 * documents); per pair of students, the best pair of their documents. Sorted best first;
 * *pairs malloc'd, the count returned. longest is computed for the first `top` only
 * (and the sort is by score, then shared). */
int sim_compare(struct sim_set *s, struct sim_pair **pairs, int top);
/* The matched fragments of a pair, in order of document a: *frags malloc'd, count returned. */
int sim_fragments(const struct sim_set *s, int a, int b, struct sim_fragment **frags);
void sim_free(struct sim_set *s);

/* The command, bin/arena-server similar (similar_cli.c): argv[0] is "similar". Exit status. */
int similar_main(int argc, char **argv);
/* The side-by-side page (similar_html.c): the first n pairs. 0, or -1 after an error line. */
int sim_write_html(const struct sim_set *s, const struct sim_pair *pairs, int n, const char *path,
                   const char *title);

#endif
