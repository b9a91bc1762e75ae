/* similar.h — the plagiarism check's engine: winnowing (Schleimer, Wilkerson, Aiken,
 * SIGMOD 2003, what MOSS does) over the C/C++ token stream, and greedy string tiling
 * (Wise 1993, JPlag's method) on the pairs winnowing ranks first, and a function score
 * for one function copied into another file. No SQL, no HTML: documents in, ranked pairs
 * and their matched fragments out (similar_token.c tokenizes, similar_index.c counts the
 * pairs and the common idioms, similar_func.c scores functions, similar_tile.c tiles;
 * similar_cli.c reads the course, similar_html.c writes the page).
 *
 * Tokens: comments and white space dropped; every identifier is one token class (renaming
 * is invisible), keywords and operators keep their own; numbers, characters and strings
 * one class each. Canonical forms first (similar_canon.c: dead locals and branches
 * away, for loops as their while form, doubled parentheses), then statement noise is
 * normalised away before hashing: while is for,
 * braces, else, !, qualifiers and empty statements are dropped, (void)x; too, the
 * comparisons are two classes (< > <= >=, == !=) and the arithmetic types one. k-grams of SIM_K tokens are hashed (rolling), and in every window of
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
enum { SIM_MIN_PRINTS = 25 };
/* Tiling: a tile is a common run of at least SIM_MML tokens (JPlag: 12-15); a fragment
 * joins tiles in the same order on both sides with at most SIM_GAP tokens between them
 * on each side, so it never spans unrelated code. */
enum { SIM_MML = 16, SIM_GAP = 10 };
/* Coverage is tiled tokens / max(SIM_MIN_TOKENS, the smaller file's tokens not off). */
enum { SIM_MIN_TOKENS = 200 };
/* Look from this score up, in percent: what tests/similar.sh measures (docs/server.md). */
enum { SIM_THRESHOLD = 45 };
/* The function score: the largest share of one function's fingerprints (outside base code
 * and common idioms) found in the other file, over max(SIM_FUNC_MIN, its fingerprints);
 * functions of fewer than SIM_FUNC_TOKENS tokens are not scored. A function needs
 * SIM_FUNC_THRESHOLD percent (idioms written alike reach 75 % on small functions, a copied
 * function 100 %); the score counts it scaled so that SIM_FUNC_THRESHOLD is SIM_THRESHOLD. */
enum { SIM_FUNC_TOKENS = 40, SIM_FUNC_MIN = 8, SIM_FUNC_THRESHOLD = 85 };

/* What a document is: this course's (compared with everything), an earlier course's
 * (never with another earlier one), or known outside code (named "known:NAME"; its
 * matches are labelled, not removed). */
enum sim_kind { SIM_NEW, SIM_OLD, SIM_KNOWN };

struct sim_print {
    uint64_t hash;
    int tok; /* the first token of its k-gram */
};

struct sim_fprint {
    uint64_t hash;
    int func;
};

struct sim_doc {
    /* given */
    char *name;    /* what the report calls it: file, submission */
    char *student; /* pairs of one student's documents are not compared */
    long long id;  /* submission id (0: none) */
    long long user; /* the student's account in this course (0: none) */
    enum sim_kind kind;
    char *text;    /* the source (NUL-terminated), kept for the fragments */
    /* computed */
    int ntok;
    uint32_t *code;           /* the normalised tokens */
    int *line;                /* token -> its line (1-based) */
    int *func;                /* token -> its function (from 0), -1: outside any */
    int nfunc;                /* functions */
    int *fprints;             /* function -> its fingerprints the function score counts */
    struct sim_fprint *fp;    /* the fingerprints it counts, sorted by hash */
    int nfp;
    unsigned char *off;       /* token -> 1: base code or a common idiom (never tiled) */
    uint64_t *gram;           /* token -> hash of its SIM_MML tokens, 0: one of them off */
    int nofftok;
    struct sim_print *prints; /* in order of position, base code removed */
    int nprints;
    uint64_t *set; /* distinct hashes, sorted (the ones the index counts) */
    int nset;
    int student_no;
};

struct sim_fragment {
    int a_first, a_last; /* lines of document a */
    int b_first, b_last;
    int tokens; /* tiled tokens in it */
    int known;  /* a known document whose code it mostly is, -1: none */
};

struct sim_pair {
    int a, b;           /* documents */
    int shared;         /* distinct fingerprints in both */
    double containment; /* shared / max(SIM_MIN_PRINTS, min(nset a, nset b)) */
    double coverage;    /* tiled tokens / the smaller file's (not base code) */
    double score;       /* the larger of the two: what the list is sorted by */
    double jaccard;     /* shared / (nset a + nset b - shared) */
    int longest;        /* the longest common fragment, in lines (the smaller side) */
    int run;            /* the longest tile, in tokens (outside base code) */
    int known;          /* a known document most of their common code is from, -1: none */
    double function;    /* the function score (similar_func.c; see SIM_FUNC_MIN) */
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
    int template_students; /* students sharing most of their code with nearly all the others:
                            * a template not given (its code stays common); 0: none */
};

/* Copies cluster (similar_index.c): a containment of SIM_CLUSTER percent or more; the
 * first count's limit of students is SIM_CLUSTER_LOOSE times --common's; a document with
 * SIM_RING percent of its fingerprints above that limit may be in a larger ring; a ring of
 * SIM_TEMPLATE percent of the students or more is a template they were all given. */
enum { SIM_CLUSTER = 50, SIM_CLUSTER_LOOSE = 3, SIM_RING = 25, SIM_TEMPLATE = 90 };
/* document pair (a << 32 | b, a < b, +1; 0: empty) -> shared fingerprints, and the
 * function score (fn, when sim_function_scores made it): open addressing */
struct sim_counts {
    uint64_t *key;
    int *n;
    float *fn;
    size_t cap, used;
};
struct sim_posting {
    uint64_t hash;
    int doc;
};
/* The inverted index (similar_index.c): every pair of documents of two students sharing
 * fingerprints counted, the common idioms into s->ignored; eff: each document's
 * fingerprints not ignored. Returns the postings (hash -> document, sorted), malloc'd. */
struct sim_posting *sim_index(struct sim_set *s, int nstudents, size_t total, struct sim_counts *counts, int *eff,
                              size_t *npost);
/* The slot of a pair (a < b) in counts, -1: none. */
long sim_counts_slot(const struct sim_counts *c, int a, int b);
uint64_t sim_mix(uint64_t x);
/* Token classes; every other token's code is sim_code of its text (similar_code.c). */
enum { SIM_TOK_ID = 1, SIM_TOK_NUM, SIM_TOK_STR, SIM_TOK_CHR };
uint32_t sim_code(const char *word);
uint32_t sim_code_n(const char *text, size_t n);
/* Canonical forms (similar_canon.c): codes, lines and each token's word (its text's
 * code for identifiers and numbers, else 0) rewritten in place; the new count. */
int sim_canon(uint32_t *codes, int *lines, uint32_t *words, int n);

/* Tokens of a C or C++ source: class codes, each one's line and function (if funcs is
 * not NULL). Returns the count; *codes, *lines and *funcs malloc'd. */
int sim_tokenize(const char *text, uint32_t **codes, int **lines, int **funcs);
/* v sorted: 1 if h is in it. */
int sim_has(const uint64_t *v, size_t n, uint64_t h);
/* The function score (similar_func.c): sim_functions of every document after the common
 * idioms are known, then sim_function_scores fills counts->fn. */
void sim_functions(const struct sim_set *s, struct sim_doc *d);
void sim_function_scores(const struct sim_set *s, const struct sim_posting *post, size_t np,
                         struct sim_counts *counts);

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
/* The matched fragments of a pair (tiles joined across gaps of at most SIM_GAP tokens on
 * both sides), in order of document a, each labelled with the known document it comes
 * from: *frags malloc'd, count returned. */
int sim_fragments(const struct sim_set *s, int a, int b, struct sim_fragment **frags);
/* Greedy string tiling of two fingerprinted documents: tiled tokens, the longest tile in
 * *longest; the tiles (a, b, len triples, in order of a) in *tiles if not NULL. */
int sim_tile(const struct sim_set *s, int a, int b, int *longest, int **tiles, int *ntiles);
void sim_free(struct sim_set *s);

/* The command, bin/arena-server similar (similar_cli.c): argv[0] is "similar". Exit status. */
int similar_main(int argc, char **argv);
/* Who shares with whom (similar_groups.c): the students of the pairs scoring threshold or
 * more (a known source is no member), grouped pair by pair while at least half of the
 * pairs between two groups reach it (a ring is one group, two rings joined by a pair stay
 * two); a group: its members (each by the document of their best pair, sorted by
 * student), its pairs at the threshold, their lowest and highest scores. */
struct sim_group {
    int n;        /* students */
    int *docs;    /* one document a student */
    int pairs;    /* pairs at the threshold among them (of compared: a ring has them all) */
    int compared; /* their pairs that were compared: n (n - 1) / 2 but those of two earlier
                   * courses' students */
    double lowest, highest;
};
/* The groups of the first n pairs (sorted best first), the largest first: *groups
 * malloc'd, the count returned. */
int sim_groups(const struct sim_set *s, const struct sim_pair *pairs, int n, double threshold,
               struct sim_group **groups);
void sim_groups_free(struct sim_group *g, int n);
/* The report's pages (similar_html.c, similar_page.c, similar_pair.c): at path the list,
 * the groups then the first n pairs, each linked to its own page, the two files side by
 * side (sim_pair_path: a folder beside the list, its pages of an earlier report beyond n
 * removed); body: the pages' bodies only (the course server wraps them in the site's
 * frame, students' names linked to their pages, the pairs to /admin/similar/pair/N). 0, or
 * -1 after an error line. */
int sim_write_html(const struct sim_set *s, const struct sim_pair *pairs, int n,
                   const struct sim_group *groups, int ngroups, const char *path, const char *title,
                   int body);
/* Where pair i's page (from 1) of the list at list is: list without ".html", then
 * "-pairs/I.html" (COURSE-files/similar.html: COURSE-files/similar-pairs/3.html). 0, or -1:
 * longer than size. */
int sim_pair_path(char *out, size_t size, const char *list, long long i);
/* Reading documents (similar_read.c): a course database (earlier: prefix "FILE.db:"),
 * a folder's sources (each its own student, named by its path from the folder given;
 * the files skipped said on stderr), a kit's AI* players and a template as base code. */
int sim_read_db(struct sim_set *s, const char *path, const char *prefix, char **game);
int sim_read_dir(struct sim_set *s, const char *dir, enum sim_kind kind);
int sim_read_kit(struct sim_set *s, const char *dir);
int sim_read_template(struct sim_set *s, const char *path, int must);
int sim_read_known(struct sim_set *s, const char *path);
void sim_arena_kit(struct sim_set *s, const char *game);

#endif
