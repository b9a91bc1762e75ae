/* similar_page.h — what the report's pages share (similar_html.c writes the list,
 * similar_pair.c a pair's side by side): where they are and how they link, escaping, a
 * student's name and submission, a page's head (the style, in the course site's colours)
 * and foot. Private to server/similar/. */
#ifndef ARENA_SERVER_SIMILAR_PAGE_H
#define ARENA_SERVER_SIMILAR_PAGE_H

#include <stdio.h>

#include "similar/similar.h"

/* The pages of one report. body: the bodies the course server puts in its frame, linked by
 * its URLs (/admin/similar.html, /admin/similar/pair/N); else pages of their own, linked
 * by relative names (a folder opened from file:// works). */
struct sim_page {
    int body;
    const char *list;  /* the list's path */
    const char *title; /* the course's name or "folders" */
    int npairs;        /* pages of pairs: 1 to npairs */
};

/* Text from a student, escaped for HTML (text and attribute values); n bytes at most. */
void sim_page_esc(FILE *f, const char *t, size_t n);
void sim_page_escs(FILE *f, const char *t);
/* A student's name, linked to their page in the course server's frame. */
void sim_page_student(FILE *f, const struct sim_doc *d, int body);
/* After the student: the submission (a link to its source on the course server), its file. */
void sim_page_doc(FILE *f, const struct sim_doc *d, int body);
/* The address of pair i's page from the list (from: 0) or from another pair's page (1),
 * and the list's from a pair's page. */
void sim_page_pair_href(FILE *f, const struct sim_page *pg, int i, int from_pair);
void sim_page_list_href(FILE *f, const struct sim_page *pg);
/* A page at path, opened: its head, the style, the report's frame and its h1 (heading,
 * escaped: the course server's frame has its own); NULL after an error line. */
FILE *sim_page_open(const struct sim_page *pg, const char *path, const char *heading);
/* Its foot, the file closed: 0, or -1 after an error line. */
int sim_page_close(const struct sim_page *pg, FILE *f, const char *path);
/* One pair's page (similar_pair.c): pair i (from 1) of the report, at its path. */
int sim_write_pair(const struct sim_set *s, const struct sim_pair *p, int i, const struct sim_page *pg);

#endif
